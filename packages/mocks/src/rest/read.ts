// Reads a REST request once, for routing and for both answer paths: the path as Prism routes it, the headers it
// sees, the body parsed, the query with the composite query's body parameters hoisted, and the faults found on the
// way (malformed JSON, mock limits, blank parameters, an unreadable Content-Type).
import type { MockRequest } from "../server/exchange.js";
import { HttpError } from "./errors.js";
import { isJsonContentType, parseJsonBody } from "./http.js";
import { requestFaults } from "./limits.js";
import type { OperationInfo } from "./spec.js";
import { isReadableMediaType } from "./validation.js";

/** Methods whose bodies the deployed services ignore. */
const BODILESS = new Set(["get", "head", "delete", "options"]);
/** Request headers the engine never sees: Accept (Prism negotiates on it; the mocks always answer JSON). */
const IGNORED = new Set(["accept"]);
const IGNORED_ON_BODILESS = new Set([...IGNORED, "content-length", "transfer-encoding", "content-type"]);

const UTF8 = new TextDecoder();

export interface ReadRequest {
  /** lower-case; HEAD is answered as GET (the host sends the status and headers only) */
  method: string;
  /** percent-encoded as received, dot segments resolved: what Prism routes */
  encodedPath: string;
  /** the headers as the validator and the rules see them (aliases added, Accept dropped, Content-Length set) */
  headers: Record<string, string>;
  /** the JSON value of a JSON body, the text of another, undefined for none or an ignored one */
  body: unknown;
  /** bytes of a body that is read (0 for ignored ones) */
  bodyLength: number;
  /** the body could not be read: the 400 it earns */
  unreadable?: HttpError;
}

/** The method, path, headers and body of `request` as the engine reads them. */
export function readRequest(request: MockRequest, headerAliases: Readonly<Record<string, string>>): ReadRequest {
  const method = request.method === "HEAD" ? "get" : request.method.toLowerCase();
  const bodiless = BODILESS.has(method);
  // bodies on GET-like requests are ignored, as the deployed services do, and so is the type of one (a type no
  // parser reads crashed Prism's validator on any GET: a 500); left out while copying (a delete would make the
  // object a slow dictionary)
  const skipped = bodiless ? IGNORED_ON_BODILESS : IGNORED;
  const headers: Record<string, string> = {};
  for (const key of Object.keys(request.headers)) if (!skipped.has(key)) headers[key] = request.headers[key]!;
  for (const from of Object.keys(headerAliases)) {
    const to = headerAliases[from]!;
    if (headers[from] !== undefined && headers[to] === undefined) headers[to] = headers[from]!;
  }
  const read: ReadRequest = {
    method,
    encodedPath: encodedPathOf(request.rawUrl),
    headers,
    body: undefined,
    bodyLength: 0,
  };
  if (bodiless) return read;
  read.bodyLength = request.body.length;
  headers["content-length"] = String(read.bodyLength);
  if (read.bodyLength === 0) return read;
  const text = UTF8.decode(request.body);
  try {
    read.body = isJsonContentType(headers["content-type"]) ? parseJsonBody(text) : text;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    read.unreadable = error;
  }
  return read;
}

/** Characters that stand in a path as the WHATWG URL parser would leave them. */
const PLAIN_PATH = /^[A-Za-z0-9\-_~!$&'()*+,;=:@/%]*$/;

/** The pathname Prism routes: percent-encoded as received (Prism decodes each segment), dot segments resolved. */
function encodedPathOf(rawUrl: string): string {
  const q = rawUrl.indexOf("?");
  const path = q < 0 ? rawUrl : rawUrl.slice(0, q);
  if (PLAIN_PATH.test(path) && !path.includes("/.") && !path.includes("%2e") && !path.includes("%2E")) return path;
  return new URL(`http://mock${rawUrl}`).pathname;
}

/**
 * The query with the composite query's page controls hoisted from a closed JSON body (DEVIATIONS M4: the deployed
 * service takes pageToken/pageSize in the body), when the query does not carry them already; the body loses them.
 */
export function hoistedQuery(
  op: OperationInfo | undefined,
  query: Readonly<Record<string, string | string[]>>,
  body: unknown,
): Readonly<Record<string, string | string[]>> {
  const schema = op?.requestBodySchema;
  if (!op || !schema || schema.additionalProperties !== false) return query;
  if (body === null || typeof body !== "object" || Array.isArray(body)) return query;
  const out = Object.assign(Object.create(null), query) as Record<string, string | string[]>;
  const record = body as Record<string, unknown>;
  for (const p of op.parameters) {
    if (p.in !== "query" || !(p.name in record) || (schema.properties && p.name in schema.properties)) continue;
    const value = record[p.name];
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      if (out[p.name] === undefined) out[p.name] = String(value);
      delete record[p.name];
    }
  }
  return out;
}

/** The 400 lines a routed request earns before validation: limits, blank parameters, an unreadable media type. */
export function preludeFaults(
  op: OperationInfo,
  pathParams: Readonly<Record<string, string>>,
  query: Readonly<Record<string, string | string[]>>,
  read: ReadRequest,
): string[] {
  const faults = requestFaults(op, pathParams, query, read.body);
  if (read.bodyLength > 0 && !isReadableMediaType(read.headers["content-type"])) {
    const types = op.requestMediaTypes;
    faults.push(
      types.length > 0 ? `Content-Type must be ${types.join(" or ")}` : "this operation takes no request body",
    );
  }
  return faults;
}
