// The hashes the engines use, in a browser: @noble/hashes (audited, synchronous, no Node built-ins), the same bytes
// as crypto.node.ts, so container IDs and checksums are the same in both builds.
import { sha256 as nobleSha256 } from "@noble/hashes/sha2.js";

type Bytes = Uint8Array;
const encoder = new TextEncoder();
const asBytes = (data: Bytes | string): Bytes => (typeof data === "string" ? encoder.encode(data) : data);

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
