// The executing chain's state as one JSON text (--state-file, as anvil's --dump-state / --load-state): the state
// trie's key-values (accounts, storage and code share one database), the blocks as RLP beside their records, the
// pool as raw transactions, the clock and the snapshots. Bigints are written as {"$n": "<decimal>"}.
// Filters are not kept: a node forgets them on restart too.
import type { MerkleStateManager } from "@ethereumjs/statemanager";
import { bytesToHex, hexToBytes } from "@ethereumjs/util";
import type { ChainBlock, Hex } from "../chain.js";
import { ChainError } from "../errors.js";
import type { MinedTransaction } from "./records.js";

export const STATE_FILE_VERSION = 1;
/** a state file past this is refused before it is parsed (~9.3 KB a one-transfer block, measured: ~28k blocks) */
export const MAX_STATE_FILE_BYTES = 256 * 1024 * 1024;

export interface ChainState {
  version: number;
  chainId: bigint;
  /** the trie database's entries: key → value, hex */
  trie: [string, string][];
  /** each block's RLP, its record and its fee window (subnet-evm's 10-second window, kept beside the block) */
  blocks: { rlp: Hex; record: ChainBlock; feeWindow: Hex }[];
  mined: MinedTransaction[];
  pool: { raw: Hex; from: Hex; impersonated: boolean }[];
  impersonated: Hex[];
  timeOffset: bigint;
  nextTimestamp?: bigint;
  nextSnapshot: bigint;
  snapshots: { id: bigint; head: bigint; stateRoot: Hex; timeOffset: bigint }[];
}

/** The Map behind the state manager's trie (@ethereumjs's MapDB); the trie's own API has no way to list it. */
function trieEntries(state: MerkleStateManager): Map<string, Uint8Array | string> {
  const db = (state as unknown as { _trie: { database(): { db: { _database: Map<string, Uint8Array | string> } } } })
    ._trie;
  return db.database().db._database;
}

export async function readTrie(state: MerkleStateManager): Promise<[string, string][]> {
  await state.flush();
  return [...trieEntries(state)].map(([key, value]) => [key, typeof value === "string" ? value : bytesToHex(value)]);
}

export function writeTrie(state: MerkleStateManager, entries: [string, string][]): void {
  const map = trieEntries(state);
  for (const [key, value] of entries) map.set(key, value.startsWith("0x") ? hexToBytes(value as Hex) : value);
}

export function stringifyState(state: ChainState): string {
  return JSON.stringify(state, (_key, value) => (typeof value === "bigint" ? { $n: value.toString() } : value));
}

/** Parses a state file, refusing one too large, not JSON, of another version or another chain. */
export function parseState(text: string, chainId: bigint): ChainState {
  if (text.length > MAX_STATE_FILE_BYTES) {
    throw new ChainError(-32000, `state file too large: ${text.length} bytes, limit ${MAX_STATE_FILE_BYTES}`);
  }
  let state: ChainState;
  try {
    state = JSON.parse(text, (_key, value) =>
      typeof value === "object" && value !== null && typeof value.$n === "string" && Object.keys(value).length === 1
        ? BigInt(value.$n)
        : value,
    );
  } catch (error) {
    throw new ChainError(-32000, `state file is not JSON: ${(error as Error).message}`);
  }
  if (typeof state !== "object" || state === null || state.version !== STATE_FILE_VERSION) {
    throw new ChainError(-32000, `state file version ${String(state?.version)} unknown, want ${STATE_FILE_VERSION}`);
  }
  if (state.chainId !== chainId) {
    throw new ChainError(-32000, `state file is of chain ${state.chainId}, this chain is ${chainId}`);
  }
  if (!Array.isArray(state.trie) || !Array.isArray(state.blocks) || state.blocks.length === 0) {
    throw new ChainError(-32000, "state file has no trie or no blocks");
  }
  if (!state.blocks.every((b) => typeof b?.rlp === "string" && typeof b?.feeWindow === "string")) {
    throw new ChainError(-32000, "state file has a block without its RLP or its fee window");
  }
  return state;
}
