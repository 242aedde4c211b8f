// A frame's memory that grows from nothing. @ethereumjs 10.1.3's `Memory` allocates 8 KiB in its constructor and grows
// in 8 KiB steps; a balanceOf frame uses a few hundred bytes, and every frame (each eth_call, each inner CALL, each run
// of an estimate's search) paid the 8 KiB and the garbage (DESIGN.md, "Speed, session 8: calls"). This one answers
// `extend`, `write` and `read` as @ethereumjs's does, over a store that doubles as it grows (at least 512 bytes).
// The frame's `step` events read `_store` beyond what was written; frames with a step listener keep @ethereumjs's.

/** the smallest store a frame that touches memory gets */
const FIRST_STORE_BYTES = 512;

export class LeanMemory {
  _store: Uint8Array = new Uint8Array(0);
  /** a view of the store for MSTORE's words, made again when the store grows */
  #words: DataView | undefined;

  /** makes the store hold `offset + size` bytes rounded up to a word (nothing for a size of 0), zeroes beyond */
  extend(offset: number, size: number): void {
    if (size === 0) return;
    const needed = Math.ceil((offset + size) / 32) * 32;
    const store = this._store;
    if (needed <= store.length) return;
    const grown = new Uint8Array(Math.max(needed, store.length * 2, FIRST_STORE_BYTES));
    grown.set(store);
    this._store = grown;
  }

  write(offset: number, size: number, value: Uint8Array): void {
    if (size === 0) return;
    this.extend(offset, size);
    if (value.length !== size) throw new Error("Invalid value size");
    this._store.set(value, offset);
  }

  /** MSTORE: the word (0 ≤ word < 2^256) as 32 big-endian bytes at `offset`, with no bytes made for it (setBigUint64
   * keeps the low 64 bits of each shift) */
  writeWord(offset: number, word: bigint): void {
    this.extend(offset, 32);
    const store = this._store;
    let words = this.#words;
    if (words === undefined || words.buffer !== store.buffer) {
      words = new DataView(store.buffer, store.byteOffset, store.byteLength);
      this.#words = words;
    }
    words.setBigUint64(offset, word >> 192n);
    words.setBigUint64(offset + 8, word >> 128n);
    words.setBigUint64(offset + 16, word >> 64n);
    words.setBigUint64(offset + 24, word);
  }

  /** `size` bytes from `offset`, zeroes past what was written; a view of the store with `avoidCopy` (not to be kept
   * past the next write) */
  read(offset: number, size: number, avoidCopy?: boolean): Uint8Array {
    this.extend(offset, size);
    const loaded = this._store.subarray(offset, offset + size);
    if (avoidCopy === true) return loaded;
    return loaded.slice();
  }
}
