// The fixture file: one recorded exchange as readable JSON, keyed by its normalised request, and the way back from
// the file to the exact bytes that were answered.
import { createHash } from "node:crypto";
import type { ApiName, MockRequest, MockResponse } from "../server/exchange.js";
import { utf8Text } from "../server/bytes.js";

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

/** What a request is matched on: method, path, query sorted by name, body as canonical JSON (node: ids left out). */
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
  const parsed = parseJson(text);
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
  // iterative depth is bounded by the host's body limits; JSON.parse already built this value recursively
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(value).sort()) {
    const v = (value as Record<string, unknown>)[k];
    if (v !== undefined) out[k] = sortKeys(v);
  }
  return out;
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Stores a body so that `bodyBytes` gives back exactly `bytes`; readable JSON whenever that holds. */
export function storeBody(bytes: Buffer): StoredBody {
  if (bytes.length === 0) return {};
  const text = bytes.toString("utf8");
  if (!Buffer.from(text, "utf8").equals(bytes)) return { base64: bytes.toString("base64") };
  const trimmed = text.trimEnd();
  const json = parseJson(trimmed);
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
  if (fixture.api !== "node" || !("json" in response.body)) {
    return { status: response.status, headers, body: bodyBytes(response.body) };
  }
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
