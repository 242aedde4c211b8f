// The transport: one HTTP call with retries, per-attempt timeouts, caller aborts, hooks, secret headers and typed errors.
// Protocol-agnostic: the REST clients (through openapi-fetch) and the JSON-RPC client both send through it.
import {
  AbortError,
  ApiError,
  AvaspecError,
  NetworkError,
  ResponseValidationError,
  TimeoutError,
  apiErrorClass,
  isErrorBody,
  type RequestInfo,
} from "./errors.js";
import { IDEMPOTENT_METHODS, backoffDelay, parseRetryAfter, retryPolicy, type RetryOptions } from "./retry.js";
import { REDACTED, Secret } from "./secret.js";

export type FetchLike = (request: Request) => Promise<Response>;

export interface RequestHookContext {
  request: Request;
  operation: string;
  /** 1 for the first attempt */
  attempt: number;
}
export interface ResponseHookContext extends RequestHookContext {
  /** the response, its body already read (so a hook may read it again) */
  response: Response;
}
export interface ErrorHookContext extends RequestHookContext {
  error: AvaspecError;
  /** true when the transport will try again after this error */
  willRetry: boolean;
  /** the wait before the next attempt, when willRetry */
  delayMs: number | undefined;
}

/**
 * Hooks run on every attempt. Secret headers are added after onRequest, so hooks (and anything they log) never
 * see them. onRequest may return a replacement Request; onResponse a replacement Response; onError only observes.
 */
export interface Hooks {
  onRequest?(ctx: RequestHookContext): Request | void | Promise<Request | void>;
  onResponse?(ctx: ResponseHookContext): Response | void | Promise<Response | void>;
  onError?(ctx: ErrorHookContext): void | Promise<void>;
}

export interface TransportOptions {
  /** fetch implementation (default globalThis.fetch). It is the only code that sees secret headers. */
  fetch?: FetchLike;
  /** Timeout of one attempt (connect, headers and the whole body), in ms. Default 30,000; 0 = none. */
  timeoutMs?: number;
  /** Retry policy, or false for a single attempt. */
  retry?: RetryOptions | boolean;
  /** Headers sent with every request (a request's own headers win). */
  headers?: Record<string, string>;
  /** Headers whose values are secrets (API keys): sent on the wire, never shown to hooks, errors or printing. */
  secretHeaders?: Record<string, string | Secret>;
  hooks?: Hooks | readonly Hooks[];
}

/** Per-call options. */
export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** Timeout of each attempt of this call, in ms (0 = none). */
  timeoutMs?: number | undefined;
  /** Retry options merged over the client's, or false for no retries on this call. */
  retry?: RetryOptions | boolean | undefined;
  /** Declares the call safe to repeat. Default: true for GET, HEAD, OPTIONS, PUT, DELETE, TRACE; false otherwise. */
  idempotent?: boolean | undefined;
  /** Extra headers for this call. */
  headers?: Record<string, string> | undefined;
}

export interface SendOptions extends CallOptions {
  /** Name used in errors and hooks: the operationId or JSON-RPC method. */
  operation: string;
}

export interface Transport {
  /**
   * Sends `request` and resolves with its 2xx response, body fully read (within the timeout) and readable again.
   * Throws ApiError (non-2xx after retries), NetworkError, TimeoutError or AbortError; never anything else
   * unless a hook or custom fetch throws an AvaspecError of its own.
   */
  send(request: Request, options: SendOptions): Promise<Response>;
}

const TIMEOUT = Symbol("timeout");
const REQUEST_ID_HEADERS = ["x-request-id", "x-amzn-requestid", "x-amz-cf-id", "cf-ray"];

/** The URL without user info (user:password@), for errors and logs. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (!u.username && !u.password) return url;
    u.username = "";
    u.password = "";
    return u.href;
  } catch {
    return url;
  }
}

export function createTransport(options: TransportOptions = {}): Transport {
  const fetchImpl: FetchLike = options.fetch ?? ((request) => globalThis.fetch(request));
  const hooks: readonly Hooks[] = options.hooks
    ? Array.isArray(options.hooks)
      ? options.hooks
      : [options.hooks as Hooks]
    : [];
  const baseHeaders = { ...options.headers };
  // Kept in this closure only: the transport object has no property that could print them.
  const secrets = Object.entries(options.secretHeaders ?? {}).map(
    ([k, v]) => [k, v instanceof Secret ? v : new Secret(v)] as const,
  );
  // A server that echoes the key back in an error body must not put it into our error.
  const scrub = (text: string) =>
    secrets.reduce((t, [, v]) => (v.reveal() ? t.split(v.reveal()).join(REDACTED) : t), text);

  async function send(request: Request, call: SendOptions): Promise<Response> {
    const started = Date.now();
    const policy = retryPolicy(options.retry, call.retry);
    const idempotent = call.idempotent ?? IDEMPOTENT_METHODS.has(request.method.toUpperCase());
    const maxAttempts = idempotent ? policy.maxAttempts : 1;
    const timeoutMs = call.timeoutMs ?? options.timeoutMs ?? 30_000;
    const info: RequestInfo = { operation: call.operation, method: request.method, url: redactUrl(request.url) };
    const signal = call.signal;
    if (signal?.aborted) throw new AbortError(call.operation, signal.reason);

    for (let attempt = 1; ; attempt++) {
      let req = maxAttempts > 1 ? request.clone() : request;
      const extra = { ...baseHeaders, ...call.headers };
      if (Object.keys(extra).length) {
        const headers = new Headers(req.headers);
        for (const [k, v] of Object.entries(extra)) if (!headers.has(k)) headers.set(k, v);
        req = new Request(req, { headers });
      }
      for (const h of hooks)
        if (h.onRequest) req = (await h.onRequest({ request: req, operation: call.operation, attempt })) ?? req;

      // Per-attempt timeout; a retry's is clipped to what is left of the retry budget (the first attempt always gets
      // the full timeout, so a timeout longer than the budget is honoured).
      const left = attempt > 1 ? policy.maxElapsedMs - (Date.now() - started) : Infinity;
      const limit = Math.min(timeoutMs > 0 ? timeoutMs : Infinity, Math.max(1, left));
      const controller = new AbortController();
      const onAbort = () => controller.abort(signal?.reason);
      signal?.addEventListener("abort", onAbort, { once: true });
      const timer = Number.isFinite(limit) ? setTimeout(() => controller.abort(TIMEOUT), limit) : undefined;

      const headers = new Headers(req.headers);
      for (const [k, v] of secrets) headers.set(k, v.reveal());
      const wire = new Request(req, { headers, signal: controller.signal });

      let error: AvaspecError;
      let response: Response | undefined;
      try {
        const raw = await abortable(fetchImpl(wire), controller.signal);
        const body = await abortable(raw.text(), controller.signal);
        response = rebuild(raw, body);
      } catch (e) {
        if (signal?.aborted) throw new AbortError(call.operation, signal.reason);
        error =
          controller.signal.reason === TIMEOUT
            ? new TimeoutError(info, limit)
            : e instanceof AvaspecError
              ? e
              : new NetworkError(info, e);
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
      }

      if (response) {
        for (const h of hooks)
          if (h.onResponse)
            response = (await h.onResponse({ request: req, response, operation: call.operation, attempt })) ?? response;
        if (response.ok) return response;
        error = await toApiError(response, info, scrub);
      }
      error = error!;

      let retryable =
        attempt < maxAttempts &&
        (error instanceof NetworkError ||
          error instanceof TimeoutError ||
          (error instanceof ApiError && policy.retryStatus(error.status)));
      let delay: number | undefined;
      if (retryable) {
        const asked = policy.respectRetryAfter && error instanceof ApiError ? error.retryAfterMs : undefined;
        delay = asked ?? backoffDelay(policy, attempt);
        if (Date.now() - started + delay >= policy.maxElapsedMs) retryable = false;
      }
      for (const h of hooks)
        if (h.onError)
          await h.onError({
            request: req,
            error,
            operation: call.operation,
            attempt,
            willRetry: retryable,
            delayMs: retryable ? delay : undefined,
          });
      if (!retryable) throw error;
      await sleep(delay!, signal, call.operation);
    }
  }

  return { send };
}

/** Builds the ApiError subclass for a non-2xx response whose body has been read. */
export async function toApiError(
  response: Response,
  info: RequestInfo,
  scrub: (text: string) => string = (t) => t,
): Promise<ApiError> {
  const text = scrub(await response.text());
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const parsed = isErrorBody(body) ? body : undefined;
  const ErrorClass = apiErrorClass(response.status);
  return new ErrorClass({
    status: response.status,
    body: parsed,
    rawBody: parsed ? undefined : text.slice(0, 1000) || undefined,
    request: info,
    requestId: REQUEST_ID_HEADERS.map((h) => response.headers.get(h)).find((v) => v) ?? undefined,
    retryAfterMs: parseRetryAfter(response.headers.get("retry-after")),
  });
}

/** Reads a 2xx response as JSON; a non-JSON content type or body is a ResponseValidationError naming the operation. */
export async function readJson(response: Response, operation: string): Promise<unknown> {
  const url = redactUrl(response.url);
  const type = response.headers.get("content-type") ?? "";
  const text = await response.text();
  if (!/^application\/([\w.+-]*\+)?json\b/i.test(type.trim())) {
    throw new ResponseValidationError(
      operation,
      response.status,
      url,
      `expected content-type application/json, got ${type ? JSON.stringify(type) : "none"}${text ? ` (body starts ${JSON.stringify(text.slice(0, 60))})` : ""}`,
    );
  }
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new ResponseValidationError(
      operation,
      response.status,
      url,
      text ? `body is not valid JSON (starts ${JSON.stringify(text.slice(0, 60))})` : "empty body, expected JSON",
      { cause },
    );
  }
}

function rebuild(raw: Response, body: string): Response {
  const nullBody = raw.status === 204 || raw.status === 205 || raw.status === 304;
  const res = new Response(nullBody ? null : body, {
    status: raw.status,
    statusText: raw.statusText,
    headers: raw.headers,
  });
  if (raw.url) Object.defineProperty(res, "url", { value: raw.url });
  return res;
}

/** Settles with `promise`, or rejects as soon as `signal` aborts (a custom fetch may ignore signals). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener("abort", onAbort);
        resolve(v);
      },
      (e) => {
        signal.removeEventListener("abort", onAbort);
        reject(e);
      },
    );
  });
}

function sleep(ms: number, signal: AbortSignal | undefined, operation: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new AbortError(operation, signal.reason));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new AbortError(operation, signal!.reason));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
