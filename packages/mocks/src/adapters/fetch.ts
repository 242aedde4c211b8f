// createMockFetch: the three mocks behind a function with fetch's signature, for code that takes a custom fetch
// (our clients do), and a (Request) => Promise<Response> handler for runtimes that serve with one. No socket, no
// interception: the same engines and control planes as the server, answered in this process.
import type { ApiName } from "../server/exchange.js";
import { API_NAMES, assembleInProcess, type InProcessApi, type InProcessOptions } from "./assemble.js";
import { locate } from "./base-url.js";
import { exchange, type Outcome, type PlainRequest } from "./exchange.js";
import { handlesOf, type MockHandle, type MockHandles } from "./handles.js";

export type MockFetchOptions = InProcessOptions;

/** One API as a request handler: any origin, the path read as the server reads its own (a server's door). */
export type RequestHandlerFn = (request: Request) => Promise<Response>;

export interface MockFetch extends MockHandles {
  /** fetch's signature; a URL outside every base URL rejects with a TypeError naming them */
  (input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  /** the same as a (Request) => Promise<Response> handler, routed by base URL */
  handler: RequestHandlerFn;
  /** each API as a server-style handler: the request's path is the target, whatever its origin (Deno, Bun) */
  handlers: Record<ApiName, RequestHandlerFn>;
  /** the base URL of each API */
  baseUrls: Record<ApiName, string>;
}

/** The engines of all three APIs behind a fetch function; options as the server's (see InProcessOptions). */
export async function createMockFetch(options: MockFetchOptions = {}): Promise<MockFetch> {
  const mocks = await assembleInProcess(options);
  const apis = API_NAMES.map((name) => mocks[name]);
  const settings = { budgetMs: options.requestBudgetMs };
  const shown = apis.map((api) => api.base.href).join(", ");

  const handler = async (request: Request | PlainRequest): Promise<Response> => {
    const url = new URL(request.url);
    const found = locate(apis, url);
    if (!found)
      throw new TypeError(
        `fetch failed: no avaspec mock at ${url.origin}${url.pathname} (the mocks answer under ${shown})`,
      );
    return settle(await exchange(found.api, request, found.target, settings), request);
  };
  const serverHandler =
    (api: InProcessApi): RequestHandlerFn =>
    async (request) => {
      const url = new URL(request.url);
      return settle(await exchange(api, request, url.pathname + url.search, settings), request);
    };

  const mockFetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    let request: Request | PlainRequest;
    try {
      request = plainRequest(input, init) ?? new Request(input, init);
    } catch (error) {
      return Promise.reject(error);
    }
    return handler(request);
  }) as MockFetch;
  const handles = handlesOf(mocks, handler, options.controlToken || undefined);
  const handlers = Object.fromEntries(apis.map((api) => [api.name, serverHandler(api)])) as MockFetch["handlers"];
  const baseUrls = Object.fromEntries(apis.map((api) => [api.name, api.base.href])) as MockFetch["baseUrls"];
  return Object.assign(mockFetch, handles, { handler, handlers, baseUrls });
}

const encoder = new TextEncoder();

/** fetch(url, init) with no body or a string or bytes body, read as fetch reads it; otherwise undefined. */
function plainRequest(input: RequestInfo | URL, init: RequestInit | undefined): PlainRequest | undefined {
  if (typeof input !== "string" && !(input instanceof URL)) return undefined;
  const body = init?.body;
  if (body !== undefined && body !== null && typeof body !== "string" && !(body instanceof Uint8Array))
    return undefined;
  const method = (init?.method ?? "GET").toUpperCase();
  if (body != null && (method === "GET" || method === "HEAD")) return undefined; // fetch refuses it: let Request say so
  const url = new URL(input).href;
  const headers = new Headers(init?.headers);
  if (typeof body === "string" && !headers.has("content-type")) headers.set("content-type", "text/plain;charset=UTF-8");
  const bytes = body == null ? null : typeof body === "string" ? encoder.encode(body) : body;
  return { method, url, headers, bytes, signal: init?.signal };
}

/**
 * What fetch does with each outcome: a response; a network error (TypeError, as undici's "fetch failed") for a
 * dropped connection; for a hang, nothing until the caller's signal aborts, then its reason.
 */
function settle(outcome: Outcome, request: Request | PlainRequest): Promise<Response> | Response {
  if (outcome.kind === "response") return outcome.response;
  if (outcome.kind === "reset")
    throw new TypeError("fetch failed", { cause: new Error("the avaspec mock dropped the connection (reset)") });
  const signal = request.signal;
  return new Promise<Response>((_, reject) => {
    if (!signal) return; // nothing can end it: as a fetch with no signal to a server that never answers
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
}

export type { MockHandle, MockHandles };
