// Byte helpers on plain Uint8Array (no Buffer: the world and the node mock's engine run in a browser too):
// concatenation and hex. Smaller in a page than @noble/hashes' checked versions.

export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Each byte's two hex digits. */
export const BYTE_HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

export function toHex(bytes: Uint8Array): string {
  let out = "";
  for (const byte of bytes) out += BYTE_HEX[byte]!;
  return out;
}

/** The bytes of an even-length hex text (the caller has checked it is hex). */
export function fromHex(text: string): Uint8Array {
  const out = new Uint8Array(text.length >> 1);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(text.slice(2 * i, 2 * i + 2), 16);
  return out;
}
