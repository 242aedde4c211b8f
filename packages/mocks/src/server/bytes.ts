// Bytes as the engine core handles them: plain Uint8Array (a Buffer is one), decoded and encoded as UTF-8 with the
// platform's TextDecoder/TextEncoder, so that the core runs where Buffer does not (MSW, a fetch handler, a browser).

const decoder = new TextDecoder();
const encoder = new TextEncoder();

/** The UTF-8 text of `bytes` (malformed sequences become U+FFFD, as Buffer#toString does). */
export function utf8Text(bytes: Uint8Array): string {
  return decoder.decode(bytes);
}

/** `body` as bytes: a string encoded as UTF-8, bytes as they are. */
export function bodyBytes(body: string | Uint8Array): Uint8Array {
  return typeof body === "string" ? encoder.encode(body) : body;
}

/** The byte length of a body as it goes on the wire. */
export function bodyLength(body: string | Uint8Array): number {
  return typeof body === "string" ? encoder.encode(body).length : body.length;
}
