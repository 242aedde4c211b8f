// @ethereumjs 10.1.3's StorageCache keyed as before (the address's and the slot's unprefixed hex), the keys made flat.
// Its `get`, `put` and `del` key every slot read and write with noble's `bytesToHex`, which adds two characters at a
// time: a rope of one string a byte, flattened again by each map lookup. Those keys were the largest allocation left
// in a transfer (DESIGN.md, "Speed, session 9: transfers"). Its checkpoints, revert, commit and flush are unchanged.
import { StorageCache } from "@ethereumjs/statemanager";
import type { Address } from "@ethereumjs/util";
import { bytesToFlatUnprefixedHex as flatKey } from "./flat-hex.js";

type SlotMap = Map<string, Uint8Array | undefined>;

export class FlatKeyStorageCache extends StorageCache {
  override get(address: Address, key: Uint8Array): Uint8Array | undefined {
    const slots = this.#slots(flatKey(address.bytes));
    this._stats.reads += 1;
    if (slots === undefined) return undefined;
    this._stats.hits += 1;
    return slots.get(flatKey(key));
  }

  override put(address: Address, key: Uint8Array, value: Uint8Array): void {
    this.#set(flatKey(address.bytes), flatKey(key), value);
    this._stats.writes += 1;
  }

  override del(address: Address, key: Uint8Array): void {
    this.#set(flatKey(address.bytes), flatKey(key), Uint8Array.of(0x80)); // RLP of the empty value: a deleted slot
    this._stats.deletions += 1;
  }

  #slots(addressHex: string): SlotMap | undefined {
    return this._lruCache ? this._lruCache.get(addressHex) : this._orderedMapCache?.getElementByKey(addressHex);
  }

  #set(addressHex: string, keyHex: string, value: Uint8Array): void {
    this._saveCachePreState(addressHex, keyHex);
    const slots = this.#slots(addressHex) ?? new Map();
    slots.set(keyHex, value);
    if (this._lruCache) this._lruCache.set(addressHex, slots);
    else this._orderedMapCache?.setElement(addressHex, slots);
  }
}
