// The hashes the engines use, in a browser: @noble/hashes (audited, synchronous, no Node built-ins), the same bytes
// as crypto.node.ts, so a page token issued by one build is accepted by the other with the same seed.
import { hmac } from "@noble/hashes/hmac.js";
import { sha256 as nobleSha256 } from "@noble/hashes/sha2.js";

type Bytes = Uint8Array;
const encoder = new TextEncoder();
const asBytes = (data: Bytes | string): Bytes => (typeof data === "string" ? encoder.encode(data) : data);

export function hmacSha256(key: Bytes | string, data: Bytes | string): Bytes {
  return hmac(nobleSha256, asBytes(key), asBytes(data));
}

export function sha256(data: Bytes | string): Bytes {
  return nobleSha256(asBytes(data));
}

/** Whether two byte strings are equal, in time that does not depend on where they differ. */
export function equalBytes(a: Bytes, b: Bytes): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

export function utf8Bytes(text: string): Bytes {
  return encoder.encode(text);
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const VALUES = new Map([...ALPHABET].map((c, i) => [c, i]));

export function base64url(bytes: Bytes): string {
  let out = "";
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]! + ALPHABET[(n >> 6) & 63]! + ALPHABET[n & 63]!;
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = bytes[i]! << 16;
    out += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]!;
  } else if (rest === 2) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8);
    out += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]! + ALPHABET[(n >> 6) & 63]!;
  }
  return out;
}

/** The bytes of a base64url text; undefined when it is not base64url. */
export function fromBase64url(text: string): Bytes | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined;
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let at = 0;
  for (const c of text) {
    value = (value << 6) | VALUES.get(c)!;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[at++] = (value >> bits) & 0xff;
    }
  }
  return out;
}
