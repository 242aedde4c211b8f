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
    // the reading's state rides on the request and the listeners are module functions (`this` is the request):
    // nothing is allocated per request but this object and its promise
    (req as Reading)[READING] = { chunks: [], bytes: 0, over: false, limit, drainLimit, resolve };
    req.on("data", onData);
    req.on("end", onEnd);
    // an aborted upload: the host notices the closed response and answers nobody
    req.on("error", onError);
    req.on("close", onClose);
  });
}

const READING = Symbol("avaspec.bodyReading");

interface BodyReading {
  readonly chunks: Buffer[];
  bytes: number;
  over: boolean;
  readonly limit: number;
  readonly drainLimit: number;
  readonly resolve: (result: ReadRequestBody) => void;
}

type Reading = IncomingMessage & { [READING]?: BodyReading };

function finish(req: Reading, result: ReadRequestBody): void {
  const reading = req[READING];
  if (!reading) return;
  req[READING] = undefined;
  req.off("data", onData);
  reading.resolve(result);
}

function onData(this: Reading, chunk: Buffer): void {
  const reading = this[READING];
  if (!reading) return;
  reading.bytes += chunk.length;
  if (reading.over || reading.bytes > reading.limit) {
    reading.over = true;
    reading.chunks.length = 0;
    if (reading.bytes > reading.drainLimit) {
      this.pause();
      finish(this, FAR_TOO_LARGE);
    }
    return;
  }
  reading.chunks.push(chunk);
}

function onEnd(this: Reading): void {
  const reading = this[READING];
  if (reading) finish(this, reading.over ? FAR_TOO_LARGE : { body: join(reading.chunks), tooLarge: false });
}

function onError(this: Reading): void {
  finish(this, NO_BODY);
}

function onClose(this: Reading): void {
  const reading = this[READING];
  if (reading) finish(this, reading.over ? FAR_TOO_LARGE : NO_BODY);
}

function join(chunks: Buffer[]): Buffer {
  if (chunks.length === 0) return EMPTY;
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
}
