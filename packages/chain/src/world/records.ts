// The generated world's transactions, receipts and logs in the ChainReader's types, up to a head: what GeneratedChain
// answers, and what the mocks' default mode reads without the reader object (a page then loads only these).
import type { ChainLog, ChainReceipt, ChainTransaction, Hex, LogFilter } from "../chain.js";
import { logMatches } from "../executing/logs.js";
import { type ChainWorld, logsBloom, type WorldHeader, type WorldLog, type WorldTx } from "./world.js";

/** Transaction `hash` of the world with its block's header, when its block is at or below `head`. */
function locate(world: ChainWorld, hash: string, head: number): { header: WorldHeader; tx: WorldTx } | undefined {
  const at = world.locateTx(hash);
  if (!at || at.blockNumber > head) return undefined;
  return { header: world.header(at.blockNumber), tx: world.txs(at.blockNumber)[at.index]! };
}

export function worldTransaction(world: ChainWorld, hash: string, head: number): ChainTransaction | undefined {
  const found = locate(world, hash, head);
  return found && chainTransaction(found.header, found.tx, BigInt(world.chain.evmChainId));
}

export function worldReceipt(world: ChainWorld, hash: string, head: number): ChainReceipt | undefined {
  const found = locate(world, hash, head);
  return found && chainReceipt(found.header, found.tx);
}

/** The logs of blocks from…to (the caller bounds the range) that match the filter's addresses and topics. */
export function worldLogs(
  world: ChainWorld,
  from: number,
  to: number,
  filter: Pick<LogFilter, "address" | "topics">,
): ChainLog[] {
  const out: ChainLog[] = [];
  for (let n = from; n <= to; n++) {
    if (world.blocks.txCount(n) === 0) continue;
    const header = world.header(n);
    for (const tx of world.txs(n))
      for (const log of tx.logs) {
        const record = chainLog(header, tx, log);
        if (logMatches(record, filter)) out.push(record);
      }
  }
  return out;
}

/** Where a transaction is, and its parties: what its record, its receipt and its logs share. */
function placed(header: WorldHeader, tx: WorldTx) {
  return {
    blockHash: header.hash as Hex,
    blockNumber: BigInt(header.number),
    transactionIndex: tx.index,
    from: tx.from as Hex,
    to: tx.to as Hex,
  };
}

function chainTransaction(header: WorldHeader, tx: WorldTx, chainId: bigint): ChainTransaction {
  return {
    ...placed(header, tx),
    hash: tx.hash as Hex,
    type: 2,
    blockTimestamp: BigInt(header.timestamp),
    nonce: BigInt(tx.nonce),
    value: tx.value,
    input: tx.input as Hex,
    gas: BigInt(tx.gas),
    gasPrice: tx.effectiveGasPrice,
    maxFeePerGas: tx.maxFeePerGas,
    maxPriorityFeePerGas: tx.maxPriorityFeePerGas,
    accessList: [],
    chainId,
    v: BigInt(tx.yParity),
    r: tx.r,
    s: tx.s,
  };
}

function chainReceipt(header: WorldHeader, tx: WorldTx): ChainReceipt {
  return {
    ...placed(header, tx),
    transactionHash: tx.hash as Hex,
    type: 2,
    contractAddress: null,
    cumulativeGasUsed: BigInt(tx.cumulativeGasUsed),
    gasUsed: BigInt(tx.gasUsed),
    effectiveGasPrice: tx.effectiveGasPrice,
    status: 1,
    logs: tx.logs.map((log) => chainLog(header, tx, log)),
    logsBloom: logsBloom(tx.logs) as Hex,
  };
}

function chainLog(header: WorldHeader, tx: WorldTx, log: WorldLog): ChainLog {
  return {
    address: log.address as Hex,
    topics: log.topics as Hex[],
    data: log.data as Hex,
    blockNumber: BigInt(header.number),
    blockHash: header.hash as Hex,
    blockTimestamp: BigInt(header.timestamp),
    transactionHash: tx.hash as Hex,
    transactionIndex: tx.index,
    logIndex: log.logIndex,
    removed: false,
  };
}
