import { genTransactionsTrieRoot } from "@ethereumjs/block";
import type { TypedTransaction } from "@ethereumjs/tx";
import { bytesToHex } from "@ethereumjs/util";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { describe, expect, it } from "vitest";
import { orderedTrieRoot } from "./ordered-trie.js";

/** @ethereumjs's own way: each item put into a fresh trie at RLP(index) (it reads only a transaction's bytes) */
async function trieRootByPuts(values: Uint8Array[]): Promise<string> {
  const asTransactions = values.map((value) => ({ serialize: () => value }) as unknown as TypedTransaction);
  return bytesToHex(await genTransactionsTrieRoot(asTransactions));
}

/** deterministic bytes: short ones make nodes under 32 bytes, which a parent holds inline */
function items(count: number, seed: number): Uint8Array[] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state;
  };
  return Array.from({ length: count }, () => Uint8Array.from({ length: 1 + (next() % 120) }, () => next() % 256));
}

describe("orderedTrieRoot", () => {
  it.each([0, 1, 2, 3, 15, 16, 17, 127, 128, 129, 300])("matches @ethereumjs's trie for %i items", async (count) => {
    const values = items(count, count + 1);
    expect(bytesToHex(orderedTrieRoot(values, keccak_256))).toBe(await trieRootByPuts(values));
  });

  it("matches with one-byte values (every node inline)", async () => {
    const values = Array.from({ length: 40 }, (_, i) => Uint8Array.of(i));
    expect(bytesToHex(orderedTrieRoot(values, keccak_256))).toBe(await trieRootByPuts(values));
  });

  it("tells items apart: another value or another order gives another root", () => {
    const values = items(5, 9);
    const root = bytesToHex(orderedTrieRoot(values, keccak_256));
    const changed = values.map((v, i) => (i === 3 ? Uint8Array.of(...v, 1) : v));
    expect(bytesToHex(orderedTrieRoot(changed, keccak_256))).not.toBe(root);
    expect(bytesToHex(orderedTrieRoot([...values].reverse(), keccak_256))).not.toBe(root);
  });
});
