// The Chain's records as JSON-RPC answers: quantities as 0x-hex, as execution-apis' schemas give them (transaction
// objects carry blockTimestamp).
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
    // coreth's RPCMarshalHeader adds Cancun's fields when the header has them
    ...(block.blobGasUsed === undefined ? {} : { blobGasUsed: qty(block.blobGasUsed) }),
    ...(block.excessBlobGas === undefined ? {} : { excessBlobGas: qty(block.excessBlobGas) }),
    ...(block.parentBeaconBlockRoot === undefined ? {} : { parentBeaconBlockRoot: block.parentBeaconBlockRoot }),
  };
}

export function formatTransaction(tx: ChainTransaction): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    type: qty(tx.type),
    hash: tx.hash,
    blockHash: tx.blockHash,
    blockNumber: qty(tx.blockNumber),
    blockTimestamp: qty(tx.blockTimestamp),
    transactionIndex: qty(tx.transactionIndex),
    from: tx.from,
    to: tx.to,
    nonce: qty(tx.nonce),
    value: qty(tx.value),
    input: tx.input,
    gas: qty(tx.gas),
    gasPrice: qty(tx.gasPrice),
    v: qty(tx.v),
    r: qty(tx.r),
    s: qty(tx.s),
  };
  if (tx.chainId !== undefined) fields.chainId = qty(tx.chainId);
  if (tx.maxFeePerGas !== undefined) fields.maxFeePerGas = qty(tx.maxFeePerGas);
  if (tx.maxPriorityFeePerGas !== undefined) fields.maxPriorityFeePerGas = qty(tx.maxPriorityFeePerGas);
  if (tx.accessList) fields.accessList = tx.accessList;
  if (tx.type !== 0) fields.yParity = qty(tx.v);
  return fields;
}

export function formatReceipt(receipt: ChainReceipt): Record<string, unknown> {
  return {
    type: qty(receipt.type),
    transactionHash: receipt.transactionHash,
    transactionIndex: qty(receipt.transactionIndex),
    blockHash: receipt.blockHash,
    blockNumber: qty(receipt.blockNumber),
    from: receipt.from,
    to: receipt.to,
    contractAddress: receipt.contractAddress,
    cumulativeGasUsed: qty(receipt.cumulativeGasUsed),
    gasUsed: qty(receipt.gasUsed),
    effectiveGasPrice: qty(receipt.effectiveGasPrice),
    status: qty(receipt.status),
    logs: receipt.logs.map(formatLog),
    logsBloom: receipt.logsBloom,
  };
}

export function formatLog(log: ChainLog): Record<string, unknown> {
  return {
    address: log.address,
    topics: log.topics,
    data: log.data,
    blockNumber: qty(log.blockNumber),
    blockHash: log.blockHash,
    blockTimestamp: qty(log.blockTimestamp),
    transactionHash: log.transactionHash,
    transactionIndex: qty(log.transactionIndex),
    logIndex: qty(log.logIndex),
    removed: false,
  };
}
