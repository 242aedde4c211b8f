// Transport guards: bounded body reading, safe JSON parsing, and JSON replies.
import type { IncomingMessage, ServerResponse } from "node:http";
import { HttpError } from "./errors.js";

/** Largest request body accepted, in bytes (1 MiB); larger bodies get 413. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Bodies up to this size are read and discarded before the 413, so the client sees the answer. */
const DRAIN_LIMIT_BYTES = 16 * MAX_BODY_BYTES;
/** Deepest nesting of arrays/objects accepted in a JSON body. */
export const MAX_JSON_DEPTH = 64;
/** Object keys refused anywhere in a JSON body (prototype pollution). */
export const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

export interface ReadBody {
  bytes: number;
  text: string;
}

/** Reads the body, or throws HttpError 413 once it is larger than `limit`. */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<ReadBody> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"]);
    const tooLarge = () =>
      new HttpError(413, `request body is larger than the limit of ${limit} bytes`, { connection: "close" });
    if (Number.isFinite(declared) && declared > DRAIN_LIMIT_BYTES) {
      req.pause();
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let bytes = 0;
    let over = false;
    req.on("data", (chunk: Buffer) => {
      bytes += chunk.length;
      if (over || bytes > limit) {
        over = true;
        chunks.length = 0;
        if (bytes > DRAIN_LIMIT_BYTES) {
          req.pause();
          reject(tooLarge());
        }
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => (over ? reject(tooLarge()) : resolve({ bytes, text: Buffer.concat(chunks).toString("utf8") })));
    req.on("error", (error) => reject(error));
  });
}

/** Parses JSON and refuses bodies too deep or carrying prototype-polluting keys. */
export function parseJsonBody(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new HttpError(400, `request body is not valid JSON: ${(error as Error).message}`);
  }
  checkJsonShape(value);
  return value;
}

function checkJsonShape(root: unknown): void {
  // iterative walk: no recursion, so no stack overflow on hostile input
  const stack: Array<[unknown, number]> = [[root, 1]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (value === null || typeof value !== "object") continue;
    if (depth > MAX_JSON_DEPTH) {
      throw new HttpError(400, `request body nests deeper than ${MAX_JSON_DEPTH} levels`);
    }
    if (Array.isArray(value)) {
      for (const item of value) stack.push([item, depth + 1]);
      continue;
    }
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) throw new HttpError(400, `request body must not contain the key "${key}"`);
      stack.push([(value as Record<string, unknown>)[key], depth + 1]);
    }
  }
}

export function isJsonContentType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  return type === "application/json" || (type.startsWith("application/") && type.endsWith("+json"));
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const text = body === undefined ? "" : JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
  });
  res.end(text);
}
