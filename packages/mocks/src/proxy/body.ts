// The body as the checks and fixtures read it: the bytes sent on the wire, decoded from their content-encoding
// (bounded, so a compression bomb cannot fill the memory) into text.
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Violation } from "./checker.js";
import { asBuffer } from "../server/buffers.js";

/** Largest decoded body the proxy reads (64 MiB). */
const MAX_DECODED_BYTES = 64 * 1024 * 1024;

const DECODERS: Record<string, (b: Buffer, o: zlib.ZlibOptions) => Promise<Buffer>> = {
  gzip: promisify(zlib.gunzip),
  "x-gzip": promisify(zlib.gunzip),
  deflate: promisify(zlib.inflate),
  br: promisify(zlib.brotliDecompress) as (b: Buffer, o: zlib.ZlibOptions) => Promise<Buffer>,
};

export interface DecodedBody {
  /** the decoded bytes ("" when they could not be decoded) */
  bytes: Buffer;
  text: string;
  /** what went wrong with the encoding, as violations of the response */
  violations: Violation[];
}

export function decodeBody(
  headers: Readonly<Record<string, string>>,
  body: string | Uint8Array,
): DecodedBody | Promise<DecodedBody> {
  const encoding = headers["content-encoding"];
  // the common case answers at once, without a promise
  if (encoding === undefined || encoding === "" || encoding === "identity")
    return typeof body === "string" ? { bytes: Buffer.from(body), text: body, violations: [] } : plain(asBuffer(body));
  return decodeCoded(encoding, typeof body === "string" ? Buffer.from(body) : asBuffer(body));
}

function plain(bytes: Buffer): DecodedBody {
  return { bytes, text: bytes.toString("utf8"), violations: [] };
}

async function decodeCoded(encoding: string, raw: Buffer): Promise<DecodedBody> {
  let bytes = raw;
  const codings = encoding
    .split(",")
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== "" && c !== "identity");
  // codings are listed in the order they were applied: undo them last first
  for (const coding of codings.reverse()) {
    const decode = DECODERS[coding];
    const fail = (expected: string, message: string): DecodedBody => ({
      bytes: Buffer.alloc(0),
      text: "",
      violations: [{ rule: "content-encoding", where: "", expected, actual: coding, message, side: "response" }],
    });
    if (!decode) return fail("gzip, deflate or br", `content-encoding "${coding}" is not one the proxy can read`);
    try {
      bytes = await decode(bytes, { maxOutputLength: MAX_DECODED_BYTES });
    } catch (error) {
      return fail(`a valid ${coding} stream`, `body cannot be decoded as ${coding}: ${(error as Error).message}`);
    }
  }
  return plain(bytes);
}
