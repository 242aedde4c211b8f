// The generated world's blocks in the node's JSON: hex quantities, lowercase hex, and the key order the node's Go
// serialises (a map, so sorted by key), so that an answer is byte for byte what a coreth or subnet-evm node would
// write. Their transactions, and receipts and logs, are written by the formatters both chains share
// (rpc/format-records.ts). The mocks' default mode answers eth_getBlockBy* with it.
import { BLACKHOLE } from "../blackhole.js";
import { formatTransaction, type LogShape, qty } from "../rpc/format-records.js";
import { EMPTY_UNCLES, ZERO_HASH } from "./header-rlp.js";
import { worldTransaction } from "./records.js";
import { type ChainWorld, EMPTY_TRIE_ROOT, logsBloom, type WorldTx } from "./world.js";

/** Network upgrade activation times of the generated chains (mainnet's). */
export const UPGRADES = {
  durangoTimestamp: 1709744400,
  etnaTimestamp: 1734368400,
  fortunaTimestamp: 1744124400,
  graniteTimestamp: 1763568000,
} as const;

/** coreth's logs carry no blockTimestamp yet (geth 1.16's do; the executing chain writes those). */
export const CORETH_LOGS: LogShape = { blockTimestamp: false };

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
    transactions: hydrated
      ? txs.map((tx) => formatTransaction(worldTransaction(world, tx.hash, n)!))
      : txs.map((tx) => tx.hash),
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
