// Avalanche identifiers: sha256, base58, CB58 (base58 of bytes ‖ last 4 bytes of sha256(bytes)),
// plus a deterministic byte stream for seeded data. No network, no randomness from the OS.
import { sha256 } from "#crypto";
import { concatBytes, readUint32be, sameBytes } from "./bytes.js";

export { sha256 };

const ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
const DECODE = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) DECODE[ALPHABET.charCodeAt(i)] = i;

export function base58Encode(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  const digits: number[] = [];
  for (let i = zeros; i < bytes.length; i++) {
    let carry = bytes[i]!;
    for (let j = 0; j < digits.length; j++) {
      carry += digits[j]! << 8;
      digits[j] = carry % 58;
      carry = (carry / 58) | 0;
    }
    while (carry > 0) {
      digits.push(carry % 58);
      carry = (carry / 58) | 0;
    }
  }
  let out = "1".repeat(zeros);
  for (let i = digits.length - 1; i >= 0; i--) out += ALPHABET[digits[i]!];
  return out;
}

/** Decodes base58; undefined when a character is outside the alphabet. */
export function base58Decode(text: string): Uint8Array | undefined {
  let zeros = 0;
  while (zeros < text.length && text.charCodeAt(zeros) === 49 /* '1' */) zeros++;
  const bytes: number[] = [];
  for (let i = zeros; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const v = c < 128 ? DECODE[c]! : -1;
    if (v < 0) return undefined;
    let carry = v;
    for (let j = 0; j < bytes.length; j++) {
      carry += bytes[j]! * 58;
      bytes[j] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  const out = new Uint8Array(zeros + bytes.length);
  for (let i = 0; i < bytes.length; i++) out[out.length - 1 - i] = bytes[i]!;
  return out;
}

/** The last 4 bytes of sha256(bytes): the checksum CB58 and hex container bytes carry. */
export function checksum(bytes: Uint8Array): Uint8Array {
  return sha256(bytes).subarray(28);
}

export function cb58Encode(bytes: Uint8Array): string {
  return base58Encode(concatBytes([bytes, checksum(bytes)]));
}

/** Decodes CB58 and verifies its checksum; undefined when malformed. */
export function cb58Decode(text: string): Uint8Array | undefined {
  if (text.length > 400) return undefined; // far beyond any ID; keeps decoding cheap
  const raw = base58Decode(text);
  if (!raw || raw.length < 4) return undefined;
  const payload = raw.subarray(0, raw.length - 4);
  return sameBytes(checksum(payload), raw.subarray(raw.length - 4)) ? payload : undefined;
}

/** A CB58 string that decodes to exactly `length` bytes (32 for IDs, 20 for short IDs). */
export function isCb58Id(text: string, length = 32): boolean {
  const bytes = cb58Decode(text);
  return bytes !== undefined && bytes.length === length;
}

/** NodeID-<CB58 of 20 bytes>, as ids.NodeID unmarshals it. */
export function isNodeId(text: string): boolean {
  return text.startsWith("NodeID-") && isCb58Id(text.slice(7), 20);
}

/** Deterministic byte stream: sha256(seed ‖ label ‖ counter) blocks. */
export class SeededStream {
  private buffer: Uint8Array = new Uint8Array(0);
  private counter = 0;
  constructor(private readonly key: string) {}

  bytes(n: number): Uint8Array {
    while (this.buffer.length < n) {
      this.buffer = concatBytes([this.buffer, sha256(`${this.key}#${this.counter++}`)]);
    }
    const out = this.buffer.slice(0, n);
    this.buffer = this.buffer.subarray(n);
    return out;
  }

  /** Uniform-enough integer in [min, max] (inclusive), max - min < 2^32. */
  int(min: number, max: number): number {
    return min + (readUint32be(this.bytes(4)) % (max - min + 1));
  }
}
