// The storage cache with flat keys (flat-key-storage-cache.ts) answers as @ethereumjs's, and makes its keys flat.
import { CacheType, StorageCache } from "@ethereumjs/statemanager";
import { Address, bytesToHex } from "@ethereumjs/util";
import { describe, expect, it, vi } from "vitest";
import { seeded } from "../test-support/seeded.js";
import { FlatKeyStorageCache } from "./flat-key-storage-cache.js";

const flatKeys = vi.hoisted(() => ({ made: 0 }));
vi.mock("./flat-hex.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("./flat-hex.js")>();
  return {
    ...original,
    bytesToFlatUnprefixedHex: (bytes: Uint8Array) => {
      flatKeys.made++;
      return original.bytesToFlatUnprefixedHex(bytes);
    },
  };
});

const ADDRESSES = [1, 2, 3].map((n) => new Address(new Uint8Array(20).fill(n)));
const SLOTS = [0, 1, 2, 0xff].map((n) => new Uint8Array(32).fill(n, 31));

const flushed = (cache: StorageCache) =>
  cache.flush().map(([address, key, value]) => [address, key, value && bytesToHex(value)]);

describe("the storage cache with flat keys", () => {
  for (const type of [CacheType.ORDERED_MAP, CacheType.LRU]) {
    it(`answers as @ethereumjs's through puts, deletes and nested checkpoints (${type})`, () => {
      for (let seed = 1; seed <= 20; seed++) {
        const random = seeded(seed);
        const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)] as T;
        const ours = new FlatKeyStorageCache({ size: 1000, type });
        const theirs = new StorageCache({ size: 1000, type });
        for (let step = 0; step < 120; step++) {
          const [address, slot, roll] = [pick(ADDRESSES), pick(SLOTS), random()];
          for (const cache of [ours, theirs]) {
            if (roll < 0.35) cache.put(address, slot, Uint8Array.of(0x80 + 1, step & 0xff));
            else if (roll < 0.5) cache.del(address, slot);
            else if (roll < 0.6 && cache._checkpoints < 3) cache.checkpoint();
            else if (roll < 0.68 && cache._checkpoints > 0) cache.commit();
            else if (roll < 0.76 && cache._checkpoints > 0) cache.revert();
          }
          for (const a of ADDRESSES) for (const s of SLOTS) expect(ours.get(a, s)).toEqual(theirs.get(a, s));
        }
        expect(ours.stats()).toEqual(theirs.stats());
        expect(flushed(ours)).toEqual(flushed(theirs));
      }
    });
  }

  it("keys a get, a put and a delete with flat strings (two keys each: the address and the slot)", () => {
    const cache = new FlatKeyStorageCache({ size: 1000, type: CacheType.ORDERED_MAP });
    const [address, slot] = [ADDRESSES[0] as Address, SLOTS[1] as Uint8Array];
    flatKeys.made = 0;
    cache.put(address, slot, Uint8Array.of(0x01));
    expect(cache.get(address, slot)).toEqual(Uint8Array.of(0x01));
    cache.del(address, slot);
    expect(cache.get(address, slot)).toEqual(Uint8Array.of(0x80));
    expect(flatKeys.made).toBe(8);
  });
});
