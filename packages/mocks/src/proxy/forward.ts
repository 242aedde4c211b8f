// Forwards one request to the upstream and hands its answer back unchanged (status, end-to-end headers, body bytes).
// A refused, unreachable or silent upstream gives a declared error naming the upstream, within the time budget.
import http from "node:http";
import https from "node:https";
import type { Answerer, MockRequest, MockResponse } from "../server/exchange.js";

/** Largest upstream answer handed back (16 MiB); a larger one is cut off and answered with 502. */
export const MAX_RESPONSE_BYTES = 16 * 1024 * 1024;
/** How long the upstream has for its whole answer: under the host's 30 s budget, so the proxy's own message wins. */
export const DEFAULT_TIMEOUT_MS = 25_000;

/** Headers that belong to one connection, not to the exchange (RFC 9110 §7.6.1), and those the proxy recomputes. */
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

/** Request bodies up to this size are sent joined with the head (copying that little costs less than a writev). */
const JOINED_BODY_BYTES = 64 * 1024;
/** Methods whose requests carry no content-length when their body is empty. */
const BODILESS_METHODS = new Set(["GET", "HEAD", "DELETE", "OPTIONS"]);

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
  const secure = upstream.protocol === "https:";
  const agent = secure
    ? new https.Agent({ keepAlive: true, maxSockets: 128 })
    : new http.Agent({ keepAlive: true, maxSockets: 128 });
  const basePath = upstream.pathname.replace(/\/+$/, "");
  const shown = `${upstream.origin}${basePath}`;
  const limits = {
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxResponseBytes: options.maxResponseBytes ?? MAX_RESPONSE_BYTES,
  };
  const failed = (status: number, message: string): MockResponse => {
    const response = options.transportError(status, `avaspec proxy: upstream ${shown} ${message}`);
    ownAnswers.add(response);
    return response;
  };
  const answer: Answerer = async (request) => {
    const started = Date.now();
    for (let attempt = 0; ; attempt++) {
      try {
        // a retry gets what is left of the budget; messages name the whole budget
        const left = limits.timeoutMs - (Date.now() - started);
        return await exchange(secure ? https : http, agent, upstream, basePath, request, {
          ...limits,
          leftMs: Math.max(left, 1),
          timeoutStatus: options.timeoutStatus,
        });
      } catch (error) {
        // a kept-alive socket the upstream had just closed: the request never reached it, send it once more
        if ((error as { retry?: boolean }).retry && attempt === 0) continue;
        if (error instanceof UpstreamFailure) return failed(error.status, error.message);
        return failed(502, describe(error as NodeJS.ErrnoException));
      }
    }
  };
  return { answer, upstream: shown, close: () => agent.destroy() };
}

interface Limits {
  timeoutMs: number;
  /** what is left of timeoutMs for this attempt */
  leftMs: number;
  maxResponseBytes: number;
  timeoutStatus: number;
}

function exchange(
  transport: typeof http | typeof https,
  agent: http.Agent,
  upstream: URL,
  basePath: string,
  request: MockRequest,
  limits: Limits,
): Promise<MockResponse> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
    if (request.body.length > 0 || !BODILESS_METHODS.has(request.method))
      headers["content-length"] = String(request.body.length);
    headers.host = upstream.host;
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.signal.removeEventListener("abort", onAbort);
      fn();
    };
    const req = transport.request({
      agent,
      protocol: upstream.protocol,
      hostname: upstream.hostname.replace(/^\[|\]$/g, ""),
      port: upstream.port || undefined,
      method: request.method,
      path: basePath + request.rawUrl,
      headers,
    });
    const timer = setTimeout(() => {
      const failure = new UpstreamFailure(limits.timeoutStatus, `did not answer within ${limits.timeoutMs} ms`);
      finish(() => reject(failure));
      req.destroy(failure);
    }, limits.leftMs);
    const onAbort = () => {
      finish(() => reject(new UpstreamFailure(502, "was abandoned: the client went away")));
      req.destroy();
    };
    request.signal.addEventListener("abort", onAbort, { once: true });
    req.on("error", (error) => {
      const retry = req.reusedSocket && (error as NodeJS.ErrnoException).code === "ECONNRESET";
      finish(() => reject(Object.assign(error, { retry })));
    });
    req.on("response", (res) => readAnswer(res, limits, req, finish, resolve, reject));
    // the head and a small body go out in one write (a latin1 string: the same bytes), not a writev of two
    if (request.body.length === 0) req.end();
    else if (request.body.length <= JOINED_BODY_BYTES) req.end(request.body.toString("latin1"), "latin1");
    else req.end(request.body);
  });
}

function readAnswer(
  res: http.IncomingMessage,
  limits: Limits,
  req: http.ClientRequest,
  finish: (fn: () => void) => void,
  resolve: (r: MockResponse) => void,
  reject: (e: Error) => void,
): void {
  const chunks: Buffer[] = [];
  let bytes = 0;
  res.on("data", (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > limits.maxResponseBytes) {
      finish(() => reject(new UpstreamFailure(502, `answered more than ${limits.maxResponseBytes} bytes`)));
      req.destroy();
      return;
    }
    chunks.push(chunk);
  });
  const cutOff = () => new UpstreamFailure(502, "closed the connection in the middle of its answer");
  res.on("error", () => finish(() => reject(cutOff())));
  res.on("close", () => {
    if (!res.complete) finish(() => reject(cutOff()));
  });
  res.on("end", () =>
    finish(() => resolve({ status: res.statusCode ?? 502, headers: endToEnd(res), body: Buffer.concat(chunks) })),
  );
}

/** The upstream's end-to-end headers, lower-case, repeated ones joined as the host joins request headers. */
function endToEnd(res: http.IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
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
      return "closed the connection before answering (ECONNRESET)";
    default:
      if (error.code?.startsWith("HPE_")) return `answered something that is not HTTP (${error.code})`;
      return `failed: ${error.message}${error.code ? ` (${error.code})` : ""}`;
  }
}
