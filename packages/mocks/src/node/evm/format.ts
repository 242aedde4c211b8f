// The world's blocks, transactions, receipts and logs in the node's JSON: hex quantities, lowercase hex, and the
// key order the node's Go serialises (maps sorted by key: blocks and receipts; structs in field order: transactions
// and logs), so that an answer is byte for byte what a coreth or subnet-evm node would write.
import { UPGRADES } from "../state.js";
import {
  type ChainWorld,
  EMPTY_TRIE_ROOT,
  logsBloom,
  type WorldHeader,
  type WorldLog,
  type WorldTx,
} from "@avaspec/chain/world";

const ZERO_HASH = `0x${"0".repeat(64)}`;
/** keccak256(rlp([])): the hash of an empty uncle list. */
const EMPTY_UNCLES = "0x1dcc4de8dec75d7aab85b567b6ccd41ad312451b948a7413f0a142fd40d49347";
/** The coinbase of every Avalanche block: fees are burnt to the black-hole address. */
const BLACKHOLE = "0x0100000000000000000000000000000000000000";

export const qty = (n: number | bigint): string => `0x${n.toString(16)}`;

/** A chain's VM flavour: the C-Chain's coreth (atomic transactions in blocks) or subnet-evm. */
export type Flavour = "coreth" | "subnet-evm";

/** Approximate RLP sizes (bytes): the header, a plain transfer, a contract call with 68 bytes of input. */
const HEADER_SIZE = 620;
const txSize = (tx: WorldTx) => 112 + (tx.input.length - 2) / 2;

function sortedKeys(o: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(o).sort()) out[k] = o[k];
  return out;
}

export function formatTx(world: ChainWorld, header: WorldHeader, tx: WorldTx): Record<string, unknown> {
  return {
    blockHash: header.hash,
    blockNumber: qty(header.number),
    // execution-apis requires it (geth's field order); coreth does not send it yet (DEVIATIONS)
    blockTimestamp: qty(header.timestamp),
    from: tx.from,
    gas: qty(tx.gas),
    gasPrice: qty(tx.effectiveGasPrice),
    maxFeePerGas: qty(tx.maxFeePerGas),
    maxPriorityFeePerGas: qty(tx.maxPriorityFeePerGas),
    hash: tx.hash,
    input: tx.input,
    nonce: qty(tx.nonce),
    to: tx.to,
    transactionIndex: qty(tx.index),
    value: qty(tx.value),
    type: "0x2",
    accessList: [],
    chainId: qty(world.chain.evmChainId),
    v: qty(tx.yParity),
    r: qty(tx.r),
    s: qty(tx.s),
    yParity: qty(tx.yParity),
  };
}

export function formatLog(header: WorldHeader, tx: WorldTx, log: WorldLog): Record<string, unknown> {
  return {
    address: log.address,
    topics: log.topics,
    data: log.data,
    blockNumber: qty(header.number),
    transactionHash: tx.hash,
    transactionIndex: qty(tx.index),
    blockHash: header.hash,
    logIndex: qty(log.logIndex),
    removed: false,
  };
}

export function formatReceipt(header: WorldHeader, tx: WorldTx): Record<string, unknown> {
  return {
    blockHash: header.hash,
    blockNumber: qty(header.number),
    contractAddress: null,
    cumulativeGasUsed: qty(tx.cumulativeGasUsed),
    effectiveGasPrice: qty(tx.effectiveGasPrice),
    from: tx.from,
    gasUsed: qty(tx.gasUsed),
    logs: tx.logs.map((log) => formatLog(header, tx, log)),
    logsBloom: logsBloom(tx.logs),
    status: "0x1",
    to: tx.to,
    transactionHash: tx.hash,
    transactionIndex: qty(tx.index),
    type: "0x2",
  };
}

/** Block n as eth_getBlockByNumber / eth_getBlockByHash answer it (hydrated: whole transactions). */
export function formatBlock(
  world: ChainWorld,
  flavour: Flavour,
  n: number,
  hydrated: boolean,
): Record<string, unknown> {
  const header = world.header(n);
  const txs = world.txs(n);
  const size = HEADER_SIZE + txs.reduce((sum, tx) => sum + txSize(tx), 0);
  const fields: Record<string, unknown> = {
    baseFeePerGas: qty(header.baseFee),
    blockGasCost: qty(header.blockGasCost),
    difficulty: "0x1",
    extraData: header.extraData,
    gasLimit: qty(header.gasLimit),
    gasUsed: qty(header.gasUsed),
    hash: header.hash,
    logsBloom: logsBloom(txs.flatMap((tx) => tx.logs)),
    miner: BLACKHOLE,
    mixHash: ZERO_HASH,
    nonce: "0x0000000000000000",
    number: qty(n),
    parentHash: header.parentHash,
    receiptsRoot: header.receiptsRoot,
    sha3Uncles: EMPTY_UNCLES,
    size: qty(size),
    stateRoot: header.stateRoot,
    timestamp: qty(header.timestamp),
    totalDifficulty: qty(n),
    transactions: hydrated ? txs.map((tx) => formatTx(world, header, tx)) : txs.map((tx) => tx.hash),
    transactionsRoot: header.transactionsRoot,
    uncles: [],
  };
  if (flavour === "coreth") {
    fields.blockExtraData = "0x";
    fields.extDataGasUsed = "0x0";
    fields.extDataHash = EMPTY_TRIE_ROOT; // coreth's hash of empty block extra data
  }
  if (header.timestamp >= UPGRADES.etnaTimestamp) {
    fields.blobGasUsed = "0x0";
    fields.excessBlobGas = "0x0";
    fields.parentBeaconBlockRoot = ZERO_HASH;
  }
  if (header.timestamp >= UPGRADES.graniteTimestamp) {
    fields.timestampMilliseconds = qty(header.timestamp * 1000 + header.millis);
    fields.minDelayExcess = qty(header.minDelayExcess);
  }
  return sortedKeys(fields);
}
