// The fixture file: one recorded exchange as readable JSON, keyed by its normalised request, and the way back from
// the file to the exact bytes that were answered.
import { createHash } from "node:crypto";
import type { ApiName, MockRequest, MockResponse } from "../server/exchange.js";
import { utf8Text } from "../server/bytes.js";
import { nestsDeeperThan } from "../server/json-scan.js";
import { MAX_JSON_DEPTH } from "../rest/http.js";

export const FIXTURE_FORMAT = "avaspec-fixture/1";
/** Headers not kept in a fixture: recomputed on replay (length, date) or undone when recording (encoding). */
const NOT_KEPT = new Set(["content-length", "date", "content-encoding", "connection", "keep-alive"]);

/** A body as stored: JSON when it reads back to the same bytes, else text, else base64. */
export type StoredBody =
  | { json: unknown; trailing?: string }
  | { text: string }
  | { base64: string }
  | Record<string, never>;

export interface Fixture {
  format: typeof FIXTURE_FORMAT;
  api: ApiName;
  /** operationId, JSON-RPC method, or "batch" */
  operation: string;
  /** hash of the normalised request (see requestKey) */
  key: string;
  recordedAt: string;
  upstream?: string;
  request: {
    method: string;
    path: string;
    query: Record<string, string | string[]>;
    headers: Record<string, string>;
    body: StoredBody;
  };
  response: { status: number; headers: Record<string, string>; body: StoredBody };
}

/** Deepest JSON a fixture keeps as JSON and canonicalises (the REST mocks' own body limit): deeper is kept as text. */
export const FIXTURE_JSON_DEPTH = MAX_JSON_DEPTH;

/**
 * What a request is matched on: method, path, query sorted by name, body as canonical JSON (node: ids left out). A
 * body nested deeper than FIXTURE_JSON_DEPTH is matched on its exact bytes instead (no canonical form is built for
 * it, so no body can overflow the stack: the replay answers before any engine refuses such a body).
 */
export function requestKey(
  api: ApiName,
  request: Pick<MockRequest, "method" | "path" | "query"> & { body: Buffer | string },
): string {
  const query = Object.keys(request.query)
    .sort()
    .map((name) => [name, [request.query[name]!].flat()]);
  const canonical = JSON.stringify([
    request.method.toUpperCase(),
    request.path,
    query,
    canonicalBody(api, request.body),
  ]);
  return createHash("sha256").update(canonical).digest("hex").slice(0, 16);
}

function canonicalBody(api: ApiName, body: Buffer | string): unknown {
  const text = typeof body === "string" ? body : body.toString("utf8");
  if (text.trim() === "") return null;
  const parsed = nestsDeeperThan(text, FIXTURE_JSON_DEPTH) ? undefined : parseJson(text);
  if (parsed === undefined) return { sha256: createHash("sha256").update(body).digest("hex") };
  // a JSON-RPC client numbers its calls: the same call under another id is the same request
  const withoutIds = api === "node" ? dropIds(parsed) : parsed;
  return sortKeys(withoutIds);
}

function dropIds(value: unknown): unknown {
  const drop = (v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) ? { ...(v as object), id: undefined } : v;
  return Array.isArray(value) ? value.map(drop) : drop(value);
}

function sortKeys(value: unknown): unknown {
  // recursion at most FIXTURE_JSON_DEPTH deep: deeper bodies never get here (canonicalBody)
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(value).sort()) {
    const v = (value as Record<string, unknown>)[k];
    if (v !== undefined) out[k] = sortKeys(v);
  }
  return out;
}

/** True when a parsed value nests deeper than `limit` (walked without recursion). */
export function valueNestsDeeperThan(root: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[root, 1]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (value === null || typeof value !== "object") continue;
    if (depth > limit) return true;
    for (const item of Array.isArray(value) ? value : Object.values(value)) stack.push([item, depth + 1]);
  }
  return false;
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Stores a body so that `bodyBytes` gives back exactly `bytes`: JSON (readable) when it reads back to the same
 * bytes and nests at most FIXTURE_JSON_DEPTH deep, else text, else base64.
 */
export function storeBody(bytes: Buffer): StoredBody {
  if (bytes.length === 0) return {};
  const text = bytes.toString("utf8");
  if (!Buffer.from(text, "utf8").equals(bytes)) return { base64: bytes.toString("base64") };
  const trimmed = text.trimEnd();
  const json = nestsDeeperThan(trimmed, FIXTURE_JSON_DEPTH) ? undefined : parseJson(trimmed);
  if (json !== undefined && JSON.stringify(json) === trimmed) {
    const trailing = text.slice(trimmed.length);
    return trailing ? { json, trailing } : { json };
  }
  return { text };
}

export function bodyBytes(body: StoredBody): Buffer {
  if ("json" in body) return Buffer.from(JSON.stringify(body.json) + (body.trailing ?? ""));
  if ("text" in body) return Buffer.from(body.text);
  if ("base64" in body) return Buffer.from(body.base64, "base64");
  return Buffer.alloc(0);
}

/**
 * A fixture file's text: the envelope one field a line, each body on one line as it was sent. Its size is linear in
 * the exchange's (pretty-printing a body would indent every level: size growing with the square of its depth).
 */
export function fixtureText(fixture: Fixture): string {
  return `${prettyTop(fixture, ENVELOPE_LEVELS, "")}\n`;
}

/** Levels written one field a line: the fixture, request / response, and their headers, query and body fields. */
const ENVELOPE_LEVELS = 3;

function prettyTop(value: unknown, levels: number, indent: string): string {
  if (levels === 0 || value === null || typeof value !== "object") return JSON.stringify(value);
  const inner = `${indent}  `;
  const entries = Array.isArray(value)
    ? value.map((item) => prettyTop(item, levels - 1, inner))
    : Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${JSON.stringify(k)}: ${prettyTop(v, levels - 1, inner)}`);
  if (entries.length === 0) return Array.isArray(value) ? "[]" : "{}";
  const [open, close] = Array.isArray(value) ? ["[", "]"] : ["{", "}"];
  return `${open}\n${inner}${entries.join(`,\n${inner}`)}\n${indent}${close}`;
}

/** Headers as kept in a fixture: end-to-end ones, without those a replay recomputes. */
export function keptHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_KEPT.has(name)));
}

/**
 * The recorded answer for `request`. A JSON-RPC call replayed under other ids gets its answer's ids rewritten
 * (by position in a batch); under the recorded ids the stored bytes go back as they are.
 */
export function replayResponse(fixture: Fixture, request: MockRequest): MockResponse {
  const { response } = fixture;
  const headers = { ...response.headers };
  const asRecorded = { status: response.status, headers, body: bodyBytes(response.body) };
  if (fixture.api !== "node" || !("json" in response.body)) return asRecorded;
  try {
    return renumbered(fixture, request, headers);
  } catch {
    // ids too deep to compare (only a body matched on its exact bytes has them: the ids are the recorded ones)
    return asRecorded;
  }
}

function renumbered(fixture: Fixture, request: MockRequest, headers: Record<string, string>): MockResponse {
  const { response } = fixture;
  if (!("json" in response.body)) return { status: response.status, headers, body: bodyBytes(response.body) };
  const recorded = ids(storedJson(fixture.request.body));
  const incoming = ids(parseJson(utf8Text(request.body)));
  if (sameIds(recorded, incoming)) return { status: response.status, headers, body: bodyBytes(response.body) };
  const renumber = new Map<string, unknown>(recorded.map((id, i) => [JSON.stringify(id), incoming[i]]));
  const swap = (element: unknown) => {
    if (!element || typeof element !== "object" || Array.isArray(element) || !("id" in element)) return element;
    const key = JSON.stringify((element as { id: unknown }).id);
    return renumber.has(key) ? { ...element, id: renumber.get(key) } : element;
  };
  const json = Array.isArray(response.body.json) ? response.body.json.map(swap) : swap(response.body.json);
  return { status: response.status, headers, body: bodyBytes({ json, trailing: response.body.trailing }) };
}

export function storedJson(body: StoredBody): unknown {
  if ("json" in body) return body.json;
  if ("text" in body) return parseJson(body.text);
  return undefined;
}

function ids(body: unknown): unknown[] {
  const idOf = (v: unknown) => (v && typeof v === "object" && "id" in v ? (v as { id: unknown }).id : undefined);
  return Array.isArray(body) ? body.map(idOf) : [idOf(body)];
}

function sameIds(a: unknown[], b: unknown[]): boolean {
  return a.length === b.length && a.every((id, i) => JSON.stringify(id) === JSON.stringify(b[i]));
}
