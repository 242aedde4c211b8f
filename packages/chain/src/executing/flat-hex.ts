// Hex text made as one flat string. @ethereumjs's and noble's bytesToHex add two characters at a time, so V8 keeps
// the result as a rope of one 32-byte node a byte until something flattens it; the chain's records keep such strings
// as long as the chain: about 50 of the 70 KB a token transfer left on the heap, copied by every young-generation
// collection until promoted (DESIGN.md, "Speed, session 7: transfers").
import type { Hex } from "../chain.js";
import { BYTE_HEX } from "../world/bytes.js";

/** each byte's first and second hex character's ASCII code */
const HIGH_CODES = Uint8Array.from(BYTE_HEX, (pair) => pair.charCodeAt(0));
const LOW_CODES = Uint8Array.from(BYTE_HEX, (pair) => pair.charCodeAt(1));
/** decodes the characters' codes into one flat string (ASCII is UTF-8's fast path) */
const ascii = new TextDecoder();

/** `0x`-prefixed lowercase hex of `bytes`, as @ethereumjs's bytesToHex, in one flat string. */
export function bytesToFlatHex(bytes: Uint8Array): Hex {
  const codes = new Uint8Array(2 * bytes.length + 2);
  codes[0] = 0x30; // "0x"
  codes[1] = 0x78;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] as number;
    codes[2 * i + 2] = HIGH_CODES[byte] as number;
    codes[2 * i + 3] = LOW_CODES[byte] as number;
  }
  return ascii.decode(codes) as Hex;
}

/** the characters of keys up to 64 bytes (addresses, slots, hashes) are written here: no buffer made a key */
const keyCodes = new Uint8Array(128);
const keyCodesOfLength = Array.from({ length: 65 }, (_, length) => keyCodes.subarray(0, 2 * length));

/** Unprefixed lowercase hex of `bytes` (the trie database's and the caches' keys), in one flat string. */
export function bytesToFlatUnprefixedHex(bytes: Uint8Array): string {
  const codes = keyCodesOfLength[bytes.length] ?? new Uint8Array(2 * bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] as number;
    codes[2 * i] = HIGH_CODES[byte] as number;
    codes[2 * i + 1] = LOW_CODES[byte] as number;
  }
  return ascii.decode(codes);
}
