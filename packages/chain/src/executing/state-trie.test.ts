import { createMerkleProof, MerklePatriciaTrie, verifyMerkleProof } from "@ethereumjs/mpt";
import { bytesToHex, MapDB, ValueEncoding } from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import { DECODED_NODES_LIMIT, keptNodeCount, StateTrie } from "./state-trie.js";

/** a small deterministic generator (mulberry32), so a failure replays */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Options = { useKeyHashing: boolean; keyPrefix?: Uint8Array };

function pair(options: Options): { ours: StateTrie; theirs: MerklePatriciaTrie; db: MapDB<string, Uint8Array> } {
  const db = new MapDB<string, Uint8Array>();
  const opts = { ...options, valueEncoding: ValueEncoding.Bytes };
  return {
    ours: new StateTrie({ ...opts, db }),
    theirs: new MerklePatriciaTrie({ ...opts, db: new MapDB() }),
    db,
  };
}

/** keys sharing long prefixes: a few stems, each with short random tails (so branches, extensions and inline nodes) */
function keyMaker(next: () => number, length: number): () => Uint8Array {
  const stems = Array.from({ length: 4 }, () => Uint8Array.from({ length }, () => Math.floor(next() * 256)));
  return () => {
    const key = (stems[Math.floor(next() * stems.length)] as Uint8Array).slice();
    const changed = 1 + Math.floor(next() * 3);
    for (let i = 0; i < changed; i++) key[length - 1 - i] = next() < 0.5 ? Math.floor(next() * 4) : 0;
    return key;
  };
}

function valueMaker(next: () => number): () => Uint8Array {
  // under 32 bytes the leaves may be inlined in their parents; over it they are hashed
  return () =>
    Uint8Array.from({ length: next() < 0.5 ? 1 + Math.floor(next() * 4) : 33 + Math.floor(next() * 40) }, () =>
      Math.floor(next() * 256),
    );
}

async function sameAnswers(ours: StateTrie, theirs: MerklePatriciaTrie, keys: Uint8Array[]): Promise<void> {
  expect(bytesToHex(ours.root())).toBe(bytesToHex(theirs.root()));
  for (const key of keys) {
    const [a, b] = [await ours.get(key), await theirs.get(key)];
    expect(a === null ? null : bytesToHex(a), bytesToHex(key)).toBe(b === null ? null : bytesToHex(b));
  }
}

/** random puts, overwrites and deletes, in checkpoints committed or reverted, the roots compared after each batch */
async function differential(seed: number, options: Options, keyLength: number): Promise<void> {
  const next = random(seed);
  const { ours, theirs } = pair(options);
  const newKey = keyMaker(next, keyLength);
  const newValue = valueMaker(next);
  const keys: Uint8Array[] = [];
  for (let batch = 0; batch < 40; batch++) {
    // none, one, or two nested checkpoints around the batch
    const checkpoints = next() < 0.6 ? 0 : next() < 0.5 ? 1 : 2;
    for (let level = 0; level < checkpoints; level++) {
      ours.checkpoint();
      theirs.checkpoint();
    }
    const operations = 1 + Math.floor(next() * 12);
    for (let i = 0; i < operations; i++) {
      const roll = next();
      const key = roll < 0.5 || keys.length === 0 ? newKey() : (keys[Math.floor(next() * keys.length)] as Uint8Array);
      if (roll < 0.5) keys.push(key);
      if (roll > 0.75) {
        await ours.del(key);
        await theirs.del(key);
      } else if (roll > 0.7) {
        // an empty value deletes, as in @ethereumjs's put
        await ours.put(key, new Uint8Array(0));
        await theirs.put(key, new Uint8Array(0));
      } else {
        const value = newValue();
        await ours.put(key, value);
        await theirs.put(key, value);
      }
      if (next() < 0.2) await sameAnswers(ours, theirs, keys);
    }
    for (let level = 0; level < checkpoints; level++) {
      if (next() < 0.5) {
        await ours.commit();
        await theirs.commit();
      } else {
        await ours.revert();
        await theirs.revert();
      }
      await sameAnswers(ours, theirs, keys);
    }
    await sameAnswers(ours, theirs, keys);
  }
  // every key's proof from our database verifies against our root with @ethereumjs's verifier
  for (const key of keys.slice(0, 30)) {
    const proof = await createMerkleProof(ours, key);
    const proven = await verifyMerkleProof(key, proof, { useKeyHashing: options.useKeyHashing });
    const value = await theirs.get(key);
    expect(proven === null ? null : bytesToHex(proven)).toBe(value === null ? null : bytesToHex(value));
  }
}

describe("StateTrie against @ethereumjs's MerklePatriciaTrie", () => {
  it.each([1, 2, 3, 4, 5, 6])("hashed 32-byte keys, seed %i: the same roots, values and proofs", async (seed) => {
    await differential(seed, { useKeyHashing: true }, 32);
  });

  it.each([11, 12, 13, 14, 15, 16])("raw short keys with long shared prefixes, seed %i", async (seed) => {
    await differential(seed, { useKeyHashing: false }, 6);
  });

  it.each([21, 22])("a storage trie's prefixed database keys (prefixStorageTrieKeys), seed %i", async (seed) => {
    await differential(seed, { useKeyHashing: true, keyPrefix: Uint8Array.from([1, 2, 3, 4, 5, 6, 7]) }, 32);
  });

  it("keys that are prefixes of other keys (values in branches)", async () => {
    const { ours, theirs } = pair({ useKeyHashing: false });
    const keys = [[1], [1, 2], [1, 2, 3], [1, 2, 4], [2], [1, 3], []].map((bytes) => Uint8Array.from(bytes));
    for (const [i, key] of keys.entries()) {
      const value = Uint8Array.from({ length: i % 2 === 0 ? 3 : 40 }, (_, j) => i + j + 1);
      await ours.put(key, value);
      await theirs.put(key, value);
      await sameAnswers(ours, theirs, keys);
    }
    for (const key of keys) {
      await ours.del(key);
      await theirs.del(key);
      await sameAnswers(ours, theirs, keys);
    }
    expect(bytesToHex(ours.root())).toBe(bytesToHex(ours.EMPTY_TRIE_ROOT));
  });

  it("writes nodes @ethereumjs's own trie reads: a fresh MerklePatriciaTrie on our database at our root", async () => {
    const next = random(99);
    const { ours, db } = pair({ useKeyHashing: true });
    const keys = Array.from({ length: 200 }, () => Uint8Array.from({ length: 20 }, () => Math.floor(next() * 256)));
    for (const [i, key] of keys.entries()) await ours.put(key, Uint8Array.from([i + 1, 7, 7]));
    for (const key of keys.slice(0, 50)) await ours.del(key);
    const reader = new MerklePatriciaTrie({
      useKeyHashing: true,
      db,
      valueEncoding: ValueEncoding.Bytes,
      root: ours.root(),
    });
    for (const [i, key] of keys.entries()) {
      const value = await reader.get(key);
      expect(value === null ? null : bytesToHex(value)).toBe(
        i < 50 ? null : bytesToHex(Uint8Array.from([i + 1, 7, 7])),
      );
    }
  });

  it("reads and extends a database @ethereumjs's trie wrote as hex text (older state files)", async () => {
    const db = new MapDB<string, string>();
    const writer = new MerklePatriciaTrie({ useKeyHashing: true, db, valueEncoding: ValueEncoding.String });
    const keys = Array.from({ length: 40 }, (_, i) => Uint8Array.from([i, i * 3, 9]));
    for (const key of keys) await writer.put(key, Uint8Array.from([...key, 1]));
    expect(typeof [...db._database.values()][0]).toBe("string");
    const ours = new StateTrie({ useKeyHashing: true, db, valueEncoding: ValueEncoding.String, root: writer.root() });
    for (const key of keys) expect(await ours.get(key)).toEqual(Uint8Array.from([...key, 1]));
    await ours.put(Uint8Array.from([1, 2, 3]), Uint8Array.from([4]));
    await writer.put(Uint8Array.from([1, 2, 3]), Uint8Array.from([4]));
    expect(bytesToHex(ours.root())).toBe(bytesToHex(writer.root()));
  });

  it("hashes only when the root is asked, and a shallow copy (a storage trie) sees the writes", async () => {
    const { ours, db } = pair({ useKeyHashing: true });
    await ours.put(Uint8Array.from([1]), Uint8Array.from([1]));
    const before = db._database.size;
    for (let i = 2; i < 20; i++)
      await ours.put(
        Uint8Array.from([i]),
        Uint8Array.from({ length: 40 }, () => i),
      );
    expect(db._database.size).toBe(before);
    const root = ours.root();
    expect(db._database.size).toBeGreaterThan(before);
    const copy = ours.shallowCopy(false);
    expect(copy).toBeInstanceOf(StateTrie);
    expect(bytesToHex(copy.root())).toBe(bytesToHex(root));
    expect(await copy.get(Uint8Array.from([5]))).toEqual(Uint8Array.from({ length: 40 }, () => 5));
  });

  it("a revert drops the writes not hashed yet; a committed checkpoint keeps them", async () => {
    const { ours, theirs } = pair({ useKeyHashing: true });
    const key = (i: number) => Uint8Array.from([i]);
    await ours.put(key(1), key(1));
    await theirs.put(key(1), key(1));
    ours.checkpoint();
    theirs.checkpoint();
    await ours.put(key(2), key(2));
    await theirs.put(key(2), key(2));
    await ours.revert();
    await theirs.revert();
    await sameAnswers(ours, theirs, [key(1), key(2)]);
    ours.checkpoint();
    theirs.checkpoint();
    await ours.put(key(3), key(3));
    await theirs.put(key(3), key(3));
    await ours.commit();
    await theirs.commit();
    await sameAnswers(ours, theirs, [key(1), key(2), key(3)]);
  });

  it("keeps at most DECODED_NODES_LIMIT decoded nodes a database, and answers as before past it", async () => {
    const { ours, theirs, db } = pair({ useKeyHashing: true });
    const keys = Array.from({ length: 1500 }, (_, i) => Uint8Array.from([i >> 8, i & 255, 1]));
    let most = 0;
    for (const [i, key] of keys.entries()) {
      const value = Uint8Array.from({ length: 40 }, () => i & 255);
      await ours.put(key, value);
      await theirs.put(key, value);
      if (i % 3 === 0) ours.root();
      most = Math.max(most, keptNodeCount(db));
    }
    // more nodes were written than the bound, and the kept ones stayed under it
    expect(db._database.size).toBeGreaterThan(DECODED_NODES_LIMIT);
    expect(most).toBeLessThanOrEqual(DECODED_NODES_LIMIT);
    await sameAnswers(
      ours,
      theirs,
      keys.filter((_, i) => i % 10 === 0),
    );
  });

  it("answers null for a key under a missing node, and throws when asked to", async () => {
    const { ours } = pair({ useKeyHashing: true });
    const missing = new StateTrie({ useKeyHashing: true, db: new MapDB(), valueEncoding: ValueEncoding.Bytes });
    missing.root(new Uint8Array(32).fill(7));
    expect(await missing.get(Uint8Array.from([1]))).toBeNull();
    await expect(missing.get(Uint8Array.from([1]), true)).rejects.toThrow("Missing node in DB");
    await expect(missing.put(Uint8Array.from([1]), Uint8Array.from([1]))).rejects.toThrow("Missing node in DB");
    expect(await ours.get(Uint8Array.from([1]))).toBeNull();
  });
});
