// The Chain's transactions, receipts and logs as JSON-RPC answers, for both chains (the executing one and the generated
// world of the mocks' default mode): quantities as 0x-hex, keys in the order geth writes them (structs in field
// order; a receipt is a map, so sorted). A module of its own so that a page of the default mode loads only these.
import type { ChainLog, ChainReceipt, ChainTransaction } from "../chain.js";

export const qty = (n: bigint | number): string => `0x${n.toString(16)}`;

/** Whether a log shows its block's timestamp: geth's logs do (1.16), coreth's (the mocks' default mode) not yet. */
export interface LogShape {
  blockTimestamp: boolean;
}

const GETH_LOGS: LogShape = { blockTimestamp: true };

/** geth's RPCTransaction, fields in its order; those a transaction type lacks left out. */
export function formatTransaction(tx: ChainTransaction): Record<string, unknown> {
  return {
    blockHash: tx.blockHash,
    blockNumber: qty(tx.blockNumber),
    blockTimestamp: qty(tx.blockTimestamp),
    from: tx.from,
    gas: qty(tx.gas),
    gasPrice: qty(tx.gasPrice),
    ...(tx.maxFeePerGas === undefined ? {} : { maxFeePerGas: qty(tx.maxFeePerGas) }),
    ...(tx.maxPriorityFeePerGas === undefined ? {} : { maxPriorityFeePerGas: qty(tx.maxPriorityFeePerGas) }),
    hash: tx.hash,
    input: tx.input,
    nonce: qty(tx.nonce),
    to: tx.to,
    transactionIndex: qty(tx.transactionIndex),
    value: qty(tx.value),
    type: qty(tx.type),
    ...(tx.accessList ? { accessList: tx.accessList } : {}),
    ...(tx.chainId === undefined ? {} : { chainId: qty(tx.chainId) }),
    v: qty(tx.v),
    r: qty(tx.r),
    s: qty(tx.s),
    ...(tx.type === 0 ? {} : { yParity: qty(tx.v) }),
  };
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
