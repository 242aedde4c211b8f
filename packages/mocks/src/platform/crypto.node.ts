// The hashes the engines use, in Node: node:crypto (container IDs and checksums are real SHA-256, as clients verify
// them) and the control token check. crypto.browser.ts gives the same bytes in a browser.
import { createHash, timingSafeEqual } from "node:crypto";

type Bytes = Uint8Array;

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
