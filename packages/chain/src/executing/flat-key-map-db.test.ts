// The state database keeps the keys a committed checkpoint writes as flat strings, not bytesToUnprefixedHex's ropes.
import { runInNewContext } from "node:vm";
import { getHeapStatistics, setFlagsFromString } from "node:v8";
import { CheckpointDB } from "@ethereumjs/mpt";
import { bytesToUnprefixedHex, MapDB, ValueEncoding } from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import { FlatKeyMapDB } from "./flat-key-map-db.js";

/** a full collection, made available to this file only (a fresh context's `gc` after the flag is set) */
function collect(): () => void {
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

function heapAfter(gc: () => void): number {
  gc();
  gc();
  return getHeapStatistics().used_heap_size;
}

/** `keys` written in a checkpoint and committed, as a block's trie nodes are; one shared value. */
async function commitThrough(db: MapDB<string, string | Uint8Array>, keys: Uint8Array[]): Promise<void> {
  const checkpoints = new CheckpointDB({ db, valueEncoding: ValueEncoding.Bytes });
  checkpoints.checkpoint(new Uint8Array(32));
  const value = Uint8Array.of(1);
  for (const key of keys) await checkpoints.put(key, value);
  await checkpoints.commit();
}

describe("FlatKeyMapDB", () => {
  it("stores and reads the keys MapDB does, and shares its map with its copies", async () => {
    const keys = Array.from({ length: 50 }, () => crypto.getRandomValues(new Uint8Array(32)));
    const db = new FlatKeyMapDB();
    await commitThrough(db, keys);
    expect([...db._database.keys()]).toEqual(keys.map(bytesToUnprefixedHex));
    const copy = db.shallowCopy();
    expect(copy).toBeInstanceOf(FlatKeyMapDB);
    for (const key of keys) expect(await copy.get(bytesToUnprefixedHex(key))).toEqual(Uint8Array.of(1));
    await copy.del(bytesToUnprefixedHex(keys[0] as Uint8Array));
    expect(db._database.size).toBe(49);
  });

  it("keeps committed keys in under half the heap @ethereumjs's MapDB keeps (an eighth, measured)", async () => {
    const gc = collect();
    const keys = Array.from({ length: 2_000 }, () => crypto.getRandomValues(new Uint8Array(32)));
    // both paths run once first, so neither measurement holds their compiled code
    await commitThrough(new MapDB(), keys.slice(0, 20));
    await commitThrough(new FlatKeyMapDB(), keys.slice(0, 20));
    let db: MapDB<string, string | Uint8Array> = new MapDB();
    const before = heapAfter(gc);
    await commitThrough(db, keys);
    const ropes = heapAfter(gc) - before;
    db = new FlatKeyMapDB();
    const between = heapAfter(gc);
    await commitThrough(db, keys);
    const flat = heapAfter(gc) - between;
    expect(db._database.size).toBe(2_000);
    expect(flat).toBeLessThan(ropes / 2);
  });
});
