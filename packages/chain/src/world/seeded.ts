// Deterministic, seeded numbers: the same seed and the same inputs always give the same value.
// A fast 32-bit mix (not cryptographic) for data, fingerprints and page-token checksums (tokens.ts).

/** FNV-1a over a string, 32 bits. */
export function hashString(text: string, start = 0x811c9dc5): number {
  let h = start >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * 64 bits of `text` hashed under two 32-bit keys (FNV-1a per key, then murmur3's finaliser), as 16 hex characters:
 * a fingerprint and a keyed checksum, not a cryptographic MAC.
 */
export function keyedHash64(text: string, keyA: number, keyB: number): string {
  // both FNV-1a passes in one loop over the text (it runs for every paged answer)
  let ha = keyA >>> 0;
  let hb = keyB >>> 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    ha = Math.imul(ha ^ c, 0x01000193);
    hb = Math.imul(hb ^ c, 0x01000193);
  }
  const a = fmix((ha >>> 0) ^ text.length);
  const b = fmix((hb >>> 0) ^ a);
  return hex8(a) + hex8(b);
}

function hex8(word: number): string {
  return (word >>> 0).toString(16).padStart(8, "0");
}

/**
 * Mixes 32-bit words into `state` (murmur3 finaliser per step; a mix starts from 0x9e3779b9). It continues a mix:
 * `mixOn(mixOn(s, ...a), ...b) === mixOn(s, ...a, ...b)`, so a loop over many values of a last word mixes the words
 * in front of it once.
 */
function mixOn(state: number, ...words: number[]): number {
  let h = state;
  for (const w of words) {
    // numbers beyond 32 bits (timestamps, block numbers) fold both halves in
    const lo = w >>> 0;
    const hi = Math.floor(w / 4294967296) >>> 0;
    h = fmix(h ^ lo);
    h = fmix(h ^ hi ^ 0x85ebca6b);
  }
  return h >>> 0;
}

/** murmur3's 32-bit finaliser. */
export function fmix(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A seeded generator: `key(...)` hashes strings and numbers together with the seed. */
export class Seeded {
  readonly seedWord: number;
  constructor(readonly seed: string) {
    this.seedWord = hashString(seed);
  }
  /** 32-bit word for these inputs. */
  word(...parts: Array<string | number>): number {
    // mixOn over the parts in turn: the same value as one mixOn over them all, with no arrays made per call
    let state = mixOn(0x9e3779b9, this.seedWord);
    for (const p of parts) state = mixOn(state, typeof p === "string" ? hashString(p) : p);
    return state;
  }
  /** Uniform in [0, 1). */
  unit(...parts: Array<string | number>): number {
    return this.word(...parts) / 4294967296;
  }
  /** `unit(...parts, i)` as a function of i, the parts mixed once (for loops over many i). */
  unitsOf(...parts: Array<string | number>): (i: number) => number {
    const state = this.word(...parts);
    return (i) => mixOn(state, i) / 4294967296;
  }
  /** Integer in [min, max]. */
  int(min: number, max: number, ...parts: Array<string | number>): number {
    return min + Math.floor(this.unit(...parts) * (max - min + 1));
  }
  /** `bytes` hex characters pairs (lowercase, no 0x) derived from the inputs. */
  hex(bytes: number, ...parts: Array<string | number>): string {
    let out = "";
    for (let i = 0; out.length < bytes * 2; i++)
      out += this.word(...parts, i)
        .toString(16)
        .padStart(8, "0");
    return out.slice(0, bytes * 2);
  }
  /** Picks one element. */
  pick<T>(items: readonly T[], ...parts: Array<string | number>): T {
    return items[Math.floor(this.unit(...parts) * items.length)] as T;
  }
}
