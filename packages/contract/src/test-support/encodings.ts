// Real encodings for the fixture node's containers: bytes with their sha256 checksum, IDs in CB58.
import { createHash } from "node:crypto";

const ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
const sha256 = (b: Uint8Array) => createHash("sha256").update(b).digest();

function base58(bytes: Uint8Array): string {
  let n = BigInt(`0x${Buffer.from(bytes).toString("hex") || "0"}`);
  let out = "";
  while (n > 0n) {
    out = (ALPHABET[Number(n % 58n)] as string) + out;
    n /= 58n;
  }
  for (const b of bytes) {
    if (b !== 0) break;
    out = `1${out}`;
  }
  return out;
}

/** CB58: base58 of the bytes followed by the last 4 bytes of their SHA-256. */
const cb58 = (bytes: Uint8Array) => base58(Buffer.concat([bytes, sha256(bytes).subarray(-4)]));

/** A container as the node encodes it: `0x` + hex(payload) + checksum, and its ID, CB58(sha256(payload)). */
export function encodedContainer(payload: Uint8Array): { id: string; bytes: string } {
  const bytes = `0x${Buffer.concat([payload, sha256(payload).subarray(-4)]).toString("hex")}`;
  return { id: cb58(sha256(payload)), bytes };
}
