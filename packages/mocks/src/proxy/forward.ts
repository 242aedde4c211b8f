// Forwards one request to the upstream and hands its answer back unchanged (status, end-to-end headers, body bytes).
// A refused, unreachable or silent upstream gives a declared error naming the upstream, within the time budget.
import { type Dispatcher, Pool } from "undici";
import type { Answerer, MockRequest, MockResponse } from "../server/exchange.js";

/** Largest upstream answer handed back (16 MiB); a larger one is cut off and answered with 502. */
export const MAX_RESPONSE_BYTES = 16 * 1024 * 1024;
/** How long the upstream has for its whole answer: under the host's 30 s budget, so the proxy's own message wins. */
const DEFAULT_TIMEOUT_MS = 25_000;

/** Headers that belong to one connection, not to the exchange (RFC 9110 §7.6.1), and those the client recomputes. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  "host",
  "content-length",
  "expect",
]);

/** Kept-alive connections to one upstream, at most. */
const MAX_CONNECTIONS = 128;

export interface ForwardOptions {
  upstream: URL;
  /** the API's own transport error (REST: the seed's JSON body; node: plain text) */
  transportError(status: number, message: string): MockResponse;
  /** answered when the upstream is silent past timeoutMs (REST: 503, the specs declare no 504; node: 504) */
  timeoutStatus: number;
  timeoutMs?: number;
  maxResponseBytes?: number;
}

export interface Forwarder {
  answer: Answerer;
  /** the upstream as shown in messages: origin and base path, never credentials */
  readonly upstream: string;
  close(): void;
}

/** Answers the proxy made up itself (upstream failures): never validated, never recorded. */
const ownAnswers = new WeakSet<MockResponse>();
export function isProxyAnswer(response: MockResponse): boolean {
  return ownAnswers.has(response);
}

class UpstreamFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function createForwarder(options: ForwardOptions): Forwarder {
  const { upstream } = options;
  // undici (the Node project's own HTTP client): kept-alive connections, no stream objects per request, and it heeds
  // the upstream's Keep-Alive timeout, so a socket the upstream is about to close is seldom reused
  const pool = new Pool(upstream.origin, { connections: MAX_CONNECTIONS });
  const basePath = upstream.pathname.replace(/\/+$/, "");
  const shown = `${upstream.origin}${basePath}`;
  const limits: Limits = {
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxResponseBytes: options.maxResponseBytes ?? MAX_RESPONSE_BYTES,
    timeoutStatus: options.timeoutStatus,
  };
  const failed = (status: number, message: string): MockResponse => {
    const response = options.transportError(status, `avaspec proxy: upstream ${shown} ${message}`);
    ownAnswers.add(response);
    return response;
  };
  const answer: Answerer = async (request) => {
    const deadline = Date.now() + limits.timeoutMs;
    for (let attempt = 0; ; attempt++) {
      try {
        return await exchange(pool, upstream.host, basePath, request, limits, deadline);
      } catch (error) {
        if (attempt === 0 && mayResend(request, error)) continue;
        if (error instanceof UpstreamFailure) return failed(error.status, error.message);
        return failed(502, describe(error as NodeJS.ErrnoException));
      }
    }
  };
  return { answer, upstream: shown, close: () => void pool.destroy().catch(() => {}) };
}

/** Methods a client may send again (RFC 9110 §9.2.2): the request may have been applied once already. */
const IDEMPOTENT = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE", "TRACE"]);

/**
 * A connection closed before any answer (the upstream dropped a kept-alive socket as the request went out): an
 * idempotent request is sent once more. A POST (every JSON-RPC call) is not: the upstream may have acted on it.
 */
function mayResend(request: MockRequest, error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return IDEMPOTENT.has(request.method) && (code === "UND_ERR_SOCKET" || code === "ECONNRESET");
}

interface Limits {
  timeoutMs: number;
  maxResponseBytes: number;
  timeoutStatus: number;
}

/** The request's end-to-end headers as undici takes them (a flat name, value list). */
function forwardedHeaders(request: MockRequest, host: string): string[] {
  const headers: string[] = [];
  for (const name in request.headers) if (!HOP_BY_HOP.has(name)) headers.push(name, request.headers[name] as string);
  headers.push("host", host);
  return headers;
}

/** One exchange with the upstream: its whole answer within the time budget and the size bound, or a failure. */
function exchange(
  pool: Pool,
  host: string,
  basePath: string,
  request: MockRequest,
  limits: Limits,
  deadline: number,
): Promise<MockResponse> {
  return new Promise((resolve, reject) => {
    let controller: Dispatcher.DispatchController | undefined;
    let settled = false;
    let started = false;
    let forget: (() => void) | undefined;
    /** true for the first outcome only: it clears the timer and the abort listener */
    const settle = (): boolean => {
      if (settled) return false;
      settled = true;
      clearTimeout(timer);
      forget?.();
      return true;
    };
    const stop = (failure: Error) => {
      if (!settle()) return;
      controller?.abort(failure);
      reject(failure);
    };
    const timer = setTimeout(
      () => stop(new UpstreamFailure(limits.timeoutStatus, `did not answer within ${limits.timeoutMs} ms`)),
      Math.max(deadline - Date.now(), 1),
    );
    // a client already gone calls back at once, before `forget` is set: settle() has nothing to remove then
    forget = request.onAbort(() => stop(new UpstreamFailure(502, "was abandoned: the client went away")));
    const answer = { status: 0, headers: {} as Record<string, string>, chunks: [] as Buffer[], bytes: 0 };
    const handler: Dispatcher.DispatchHandler = {
      onRequestStart(c) {
        controller = c;
        if (settled) c.abort(new Error("the exchange has ended"));
      },
      onResponseStart(_c, status, headers) {
        started = true;
        answer.status = status;
        answer.headers = endToEnd(headers);
      },
      onResponseData(_c, chunk) {
        answer.bytes += chunk.length;
        if (answer.bytes > limits.maxResponseBytes)
          stop(new UpstreamFailure(502, `answered more than ${limits.maxResponseBytes} bytes`));
        else answer.chunks.push(chunk);
      },
      onResponseEnd() {
        if (!settle()) return;
        const body = answer.chunks.length === 1 ? (answer.chunks[0] as Buffer) : Buffer.concat(answer.chunks);
        resolve({ status: answer.status, headers: answer.headers, body });
      },
      onResponseError(_c, error) {
        // a connection lost after the head arrived is an answer cut off midway
        stop(started ? new UpstreamFailure(502, "closed the connection in the middle of its answer") : error);
      },
    };
    const options: Dispatcher.DispatchOptions = {
      method: request.method as Dispatcher.HttpMethod,
      path: basePath + request.rawUrl,
      headers: forwardedHeaders(request, host),
      body: request.body.length > 0 ? request.body : null,
      // the exchange has its own whole-answer budget (the timer above)
      headersTimeout: 0,
      bodyTimeout: 0,
    };
    if (settled) return; // the client left before anything was sent
    try {
      pool.dispatch(options, handler);
    } catch (error) {
      stop(error as Error);
    }
  });
}

/** The upstream's end-to-end headers, lower-case, repeated ones joined as the host joins request headers. */
function endToEnd(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    out[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return out;
}

function describe(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case "ECONNREFUSED":
      return "refused the connection (ECONNREFUSED): is it running?";
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `cannot be resolved (${error.code})`;
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return `is unreachable (${error.code})`;
    case "ECONNRESET":
    case "UND_ERR_SOCKET":
      return `closed the connection before answering (${error.code})`;
    default:
      if (error.code?.startsWith("HPE_")) return `answered something that is not HTTP (${error.code})`;
      return `failed: ${error.message}${error.code ? ` (${error.code})` : ""}`;
  }
}
