// Reads a request body with a bound. Bodies a little over the limit are read and discarded so that the client sees
// the 413 (it would otherwise get a reset while still sending); far larger ones are not drained at all.
import type { IncomingMessage } from "node:http";

import { MAX_BODY_BYTES } from "./body-limit.js";

/** Bodies up to this many times the limit are drained before the 413; past it the connection is closed. */
const DRAIN_FACTOR = 16;

export interface ReadRequestBody {
  body: Buffer;
  /** the body was over the limit: answer 413 and close the connection */
  tooLarge: boolean;
}

const EMPTY = Buffer.alloc(0);

const NO_BODY: ReadRequestBody = Object.freeze({ body: EMPTY, tooLarge: false });
const FAR_TOO_LARGE: ReadRequestBody = Object.freeze({ body: EMPTY, tooLarge: true });

/**
 * The body, read whole up to `limit`: at once when the request has none or declares one far too large (no promise
 * to wait for: most requests are GETs), otherwise once it has arrived.
 */
export function readRequestBody(req: IncomingMessage, limit: number): ReadRequestBody | Promise<ReadRequestBody> {
  const drainLimit = DRAIN_FACTOR * Math.max(limit, MAX_BODY_BYTES);
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > drainLimit) {
    req.pause();
    return FAR_TOO_LARGE;
  }
  if (
    req.readableEnded ||
    declared === 0 ||
    (req.headers["content-length"] === undefined && !req.headers["transfer-encoding"])
  ) {
    req.resume();
    return NO_BODY;
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    let over = false;
    const done = (result: ReadRequestBody) => {
      req.off("data", onData);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (over || bytes > limit) {
        over = true;
        chunks.length = 0;
        if (bytes > drainLimit) {
          req.pause();
          done({ body: EMPTY, tooLarge: true });
        }
        return;
      }
      chunks.push(chunk);
    };
    req.on("data", onData);
    req.on("end", () => done(over ? { body: EMPTY, tooLarge: true } : { body: join(chunks), tooLarge: false }));
    // an aborted upload: the host notices the closed response and answers nobody
    req.on("error", () => done({ body: EMPTY, tooLarge: false }));
    req.on("close", () => done({ body: EMPTY, tooLarge: over }));
  });
}

function join(chunks: Buffer[]): Buffer {
  if (chunks.length === 0) return EMPTY;
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
}
