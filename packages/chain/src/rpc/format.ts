// The Chain's records as JSON-RPC answers: quantities as 0x-hex, as execution-apis' schemas give them (transaction
// objects carry blockTimestamp), keys in the order geth writes them (structs in field order; a receipt is a map, so
// sorted). The executing chain's answers and the generated world's (the mocks' default mode) are both written here.
import type { ChainBlock, ChainLog, ChainReceipt, ChainTransaction } from "../chain.js";

export const qty = (n: bigint | number): string => `0x${n.toString(16)}`;

const EMPTY_UNCLES = "0x1dcc4de8dec75d7aab85b567b6ccd41ad312451b948a7413f0a142fd40d49347";
const ZERO_HASH = `0x${"0".repeat(64)}`;

export function formatBlock(block: ChainBlock, transactions: ChainTransaction[] | undefined): Record<string, unknown> {
  return {
    number: qty(block.number),
    hash: block.hash,
    parentHash: block.parentHash,
    nonce: "0x0000000000000000",
    sha3Uncles: EMPTY_UNCLES,
    logsBloom: block.logsBloom,
    transactionsRoot: block.transactionsRoot,
    stateRoot: block.stateRoot,
    receiptsRoot: block.receiptsRoot,
    miner: block.miner,
    difficulty: "0x0",
    totalDifficulty: "0x0",
    extraData: block.extraData,
    size: qty((block.rlp.length - 2) / 2),
    gasLimit: qty(block.gasLimit),
    gasUsed: qty(block.gasUsed),
    timestamp: qty(block.timestamp),
    baseFeePerGas: qty(block.baseFeePerGas),
    mixHash: ZERO_HASH,
    uncles: [],
    transactions: transactions ? transactions.map(formatTransaction) : block.transactions,
    ...(block.blockGasCost === undefined ? {} : { blockGasCost: qty(block.blockGasCost) }),
  };
}

/** Whether a log shows its block's timestamp: geth's logs do (1.16), coreth's (the mocks' default mode) not yet. */
export interface LogShape {
  blockTimestamp: boolean;
}

const GETH_LOGS: LogShape = { blockTimestamp: true };

/** geth's RPCTransaction, fields in its order; those a transaction type lacks left out. */
export function formatTransaction(tx: ChainTransaction): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    blockHash: tx.blockHash,
    blockNumber: qty(tx.blockNumber),
    blockTimestamp: qty(tx.blockTimestamp),
    from: tx.from,
    gas: qty(tx.gas),
    gasPrice: qty(tx.gasPrice),
  };
  if (tx.maxFeePerGas !== undefined) fields.maxFeePerGas = qty(tx.maxFeePerGas);
  if (tx.maxPriorityFeePerGas !== undefined) fields.maxPriorityFeePerGas = qty(tx.maxPriorityFeePerGas);
  fields.hash = tx.hash;
  fields.input = tx.input;
  fields.nonce = qty(tx.nonce);
  fields.to = tx.to;
  fields.transactionIndex = qty(tx.transactionIndex);
  fields.value = qty(tx.value);
  fields.type = qty(tx.type);
  if (tx.accessList) fields.accessList = tx.accessList;
  if (tx.chainId !== undefined) fields.chainId = qty(tx.chainId);
  fields.v = qty(tx.v);
  fields.r = qty(tx.r);
  fields.s = qty(tx.s);
  if (tx.type !== 0) fields.yParity = qty(tx.v);
  return fields;
}

/** A receipt: geth marshals it as a map, so its keys come sorted. */
export function formatReceipt(receipt: ChainReceipt, shape: LogShape = GETH_LOGS): Record<string, unknown> {
  return {
    blockHash: receipt.blockHash,
    blockNumber: qty(receipt.blockNumber),
    contractAddress: receipt.contractAddress,
    cumulativeGasUsed: qty(receipt.cumulativeGasUsed),
    effectiveGasPrice: qty(receipt.effectiveGasPrice),
    from: receipt.from,
    gasUsed: qty(receipt.gasUsed),
    logs: receipt.logs.map((log) => formatLog(log, shape)),
    logsBloom: receipt.logsBloom,
    status: qty(receipt.status),
    to: receipt.to,
    transactionHash: receipt.transactionHash,
    transactionIndex: qty(receipt.transactionIndex),
    type: qty(receipt.type),
  };
}

/** geth's Log, fields in its order. */
export function formatLog(log: ChainLog, shape: LogShape = GETH_LOGS): Record<string, unknown> {
  return {
    address: log.address,
    topics: log.topics,
    data: log.data,
    blockNumber: qty(log.blockNumber),
    transactionHash: log.transactionHash,
    transactionIndex: qty(log.transactionIndex),
    blockHash: log.blockHash,
    ...(shape.blockTimestamp ? { blockTimestamp: qty(log.blockTimestamp) } : {}),
    logIndex: qty(log.logIndex),
    removed: false,
  };
}
