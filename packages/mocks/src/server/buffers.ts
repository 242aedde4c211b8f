// Node's side of the bytes the engine core hands around as Uint8Array (for the node:http host and the proxy).

/** Bytes as a Buffer, without a copy (the node:http host hands Buffers already). */
export function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
