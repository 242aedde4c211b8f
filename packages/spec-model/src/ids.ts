// Avalanche identifiers on @scure/base: base58, and CB58 (base58 of bytes ‖ the last 4 bytes of their sha256), as
// chain IDs, transaction IDs and node IDs are written.
import { sha256 } from "@noble/hashes/sha2.js";
import { base58 } from "@scure/base";

/** CB58 text longer than any ID is refused before decoding (decoding is quadratic in the length). */
const MAX_CB58_LENGTH = 400;

export const base58Encode = (bytes: Uint8Array): string => base58.encode(bytes);

/** Decodes base58; undefined when a character is outside the alphabet. */
export function base58Decode(text: string): Uint8Array | undefined {
  try {
    return base58.decode(text);
  } catch {
    return undefined;
  }
}

/** The last 4 bytes of sha256(bytes): the checksum CB58 carries. */
export const cb58Checksum = (bytes: Uint8Array): Uint8Array => sha256(bytes).subarray(28);

export function cb58Encode(bytes: Uint8Array): string {
  const out = new Uint8Array(bytes.length + 4);
  out.set(bytes);
  out.set(cb58Checksum(bytes), bytes.length);
  return base58.encode(out);
}

/** Decodes CB58 and verifies its checksum; undefined when malformed. */
export function cb58Decode(text: string): Uint8Array | undefined {
  if (text.length > MAX_CB58_LENGTH) return undefined;
  const raw = base58Decode(text);
  if (!raw || raw.length < 4) return undefined;
  const payload = raw.subarray(0, raw.length - 4);
  const sum = cb58Checksum(payload);
  return sum.every((b, i) => b === raw[payload.length + i]) ? payload : undefined;
}

/** A CB58 string that decodes to exactly `length` bytes (32 for chain and transaction IDs, 20 for short IDs). */
export function isCb58Id(text: string, length = 32): boolean {
  return cb58Decode(text)?.length === length;
}

/** NodeID-<CB58 of 20 bytes>, as avalanchego's ids.NodeID reads it. */
export const isNodeId = (text: string): boolean => text.startsWith("NodeID-") && isCb58Id(text.slice(7), 20);
