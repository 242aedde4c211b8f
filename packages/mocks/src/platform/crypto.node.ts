// The hashes the engines use, in Node: node:crypto and Buffer (the fastest here: page tokens are signed on the hot
// path of every paginated answer). crypto.browser.ts gives the same bytes in a browser.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

type Bytes = Uint8Array;

const view = (bytes: Bytes): Buffer =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export function hmacSha256(key: Bytes | string, data: Bytes | string): Bytes {
  return createHmac("sha256", key).update(data).digest();
}

export function sha256(data: Bytes | string): Bytes {
  return createHash("sha256").update(data).digest();
}

/** Whether two byte strings are equal, in time that does not depend on where they differ. */
export function equalBytes(a: Bytes, b: Bytes): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

export function utf8Bytes(text: string): Bytes {
  return Buffer.from(text, "utf8");
}

export function base64url(bytes: Bytes): string {
  return view(bytes).toString("base64url");
}

/** The bytes of a base64url text; undefined when it is not base64url. */
export function fromBase64url(text: string): Bytes | undefined {
  return /^[A-Za-z0-9_-]*$/.test(text) ? Buffer.from(text, "base64url") : undefined;
}
