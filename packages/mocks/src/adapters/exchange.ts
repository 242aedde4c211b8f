// A fetch Request through an in-process mock, as the node:http host does it: the body read with the engine's bound
// (413), the target split by the same parseTarget (a malformed escape is a 400), a budget and an abort signal per
// request, then MockApp.handle. What comes back is a Response, or the transport action the adapter carries out in
// its own way (reset: a network error; hang: nothing until the caller aborts). Nothing thrown inside escapes: an
// unexpected failure is the API's own 500, as on the server.
import { concatBytes } from "@avaspec/chain/world";
import { BudgetExceeded } from "../server/budget.js";
import { bodyLength } from "../server/bytes.js";
import { type MockRequest, type MockResponse, onAbortOf } from "../server/exchange.js";
import { reasonPhrase } from "../server/status.js";
import { parseTarget } from "../server/target.js";
import type { InProcessApi } from "./assemble.js";

/** Whole-request budget, as the server's (REQUEST_BUDGET_MS). */
const DEFAULT_BUDGET_MS = 30_000;
/** Statuses whose answers carry no body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** What an adapter does with a request: send a response, drop the connection, or never answer. */
export type Outcome = { kind: "response"; response: Response } | { kind: "reset" } | { kind: "hang" };

/**
 * A request as fetch(url, init) describes it, when no Request object is needed (a string or bytes body): building
 * undici's Request costs more than the mock's answer.
 */
export interface PlainRequest {
  method: string;
  url: string;
  headers: Headers;
  bytes: Uint8Array | null;
  signal?: AbortSignal | null;
}

export interface ExchangeSettings {
  budgetMs?: number;
  /** the client address the rate limiter and the journal see */
  remoteAddress?: string;
}

/** Answers `request` (already located under `api`'s base, `target` the path and query under it). */
export async function exchange(
  api: InProcessApi,
  request: Request | PlainRequest,
  target: string,
  settings: ExchangeSettings = {},
): Promise<Outcome> {
  const engine = api.app.engine;
  const method = request.method.toUpperCase();
  const life = new AbortController();
  const budgetMs = settings.budgetMs ?? DEFAULT_BUDGET_MS;
  const callerSignal = request.signal ?? undefined;
  const onCallerAbort = () => life.abort(callerSignal?.reason);
  callerSignal?.addEventListener("abort", onCallerAbort, { once: true });
  let computing = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const budget = new Promise<MockResponse>((resolve) => {
    timer = setTimeout(() => {
      const exceeded = new BudgetExceeded(budgetMs);
      life.abort(exceeded);
      resolve(engine.transportError(computing ? 503 : 408, exceeded.message));
    }, budgetMs);
  });
  const answer = async (): Promise<MockResponse> => {
    const read = await readBody(request, engine.maxBodyBytes);
    if (read === TOO_LARGE)
      return engine.transportError(413, `request body is larger than the limit of ${engine.maxBodyBytes} bytes`);
    const parsed = parseTarget(target);
    if (typeof parsed === "string") return engine.transportError(400, parsed);
    if (parsed.malformed) return engine.transportError(400, parsed.malformed);
    computing = true;
    const mockRequest: MockRequest = {
      method,
      rawUrl: target,
      path: parsed.path,
      query: parsed.query,
      headers: headersOf(request.headers),
      body: read,
      remoteAddress: settings.remoteAddress ?? "127.0.0.1",
      receivedAt: Date.now(),
      signal: life.signal,
      onAbort: onAbortOf(life.signal),
    };
    return api.app.handle(mockRequest);
  };
  try {
    const response = await Promise.race([answer(), budget]);
    if (response.action === "reset") return { kind: "reset" };
    if (response.action === "hang") return { kind: "hang" };
    return { kind: "response", response: toResponse(response, method) };
  } catch (error) {
    // as the host does: never a crash, the API's own 500 (and the failure named, since there is no log to read)
    const message = `the mock failed unexpectedly: ${(error as Error)?.message ?? String(error)}`;
    return { kind: "response", response: toResponse(engine.transportError(500, message), method) };
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener("abort", onCallerAbort);
  }
}

const TOO_LARGE = Symbol("too large");
const EMPTY = new Uint8Array(0);

/** The body, bounded: over `limit` bytes (declared or read) it is not kept, and the stream is cancelled. */
async function readBody(request: Request | PlainRequest, limit: number): Promise<Uint8Array | typeof TOO_LARGE> {
  if ("bytes" in request && !(request instanceof Request)) {
    if (request.bytes === null) return EMPTY;
    return request.bytes.length > limit ? TOO_LARGE : request.bytes;
  }
  const stream = request.body;
  if (stream === null) return EMPTY;
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) {
    // not awaited: a stream someone else still holds (MSW's copy of the request) may never finish cancelling
    stream.cancel().catch(() => {});
    return TOO_LARGE;
  }
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    if (bytes > limit) {
      reader.cancel().catch(() => {});
      return TOO_LARGE;
    }
    chunks.push(value);
  }
  return chunks.length === 1 ? chunks[0]! : concatBytes(chunks);
}

/** Lower-case names, repeated headers joined with ", " (Headers does both), in a plain object. */
function headersOf(headers: Headers): Record<string, string> {
  const out = Object.create(null) as Record<string, string>;
  for (const [name, value] of headers) out[name] = name in out ? `${out[name]}, ${value}` : value;
  return out;
}

/** The answer as a Response: the same status, headers and bytes the server sends (HEAD: the headers alone). */
function toResponse(answer: MockResponse, method: string): Response {
  const headers = new Headers(answer.headers);
  headers.set("content-length", String(bodyLength(answer.body)));
  const bodyless = method === "HEAD" || NULL_BODY_STATUSES.has(answer.status);
  const body = bodyless ? null : (answer.body as string | Uint8Array<ArrayBuffer>);
  return new Response(body, { status: answer.status, statusText: reasonPhrase(answer.status), headers });
}
