// The transport: one HTTP call with retries, per-attempt timeouts, caller aborts, hooks, secret headers and typed
// errors.
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
import {
  IDEMPOTENT_METHODS,
  backoffDelay,
  parseRetryAfter,
  retryPolicy,
  type RetryOptions,
  type RetryPolicy,
} from "./retry.js";
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
  fetch?: FetchLike | undefined;
  /** Timeout of one attempt (connect, headers and the whole body), in ms. Default 30,000; 0 = none. */
  timeoutMs?: number | undefined;
  /** Retry policy, or false for a single attempt. */
  retry?: RetryOptions | boolean | undefined;
  /** Headers sent with every request (a request's own headers win). */
  headers?: Record<string, string> | undefined;
  /** Headers whose values are secrets (API keys): sent on the wire, never shown to hooks, errors or printing. */
  secretHeaders?: Record<string, string | Secret> | undefined;
  hooks?: Hooks | readonly Hooks[] | undefined;
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
  // Kept in this closure only: the transport object has no property that could print them.
  const secrets = secretHeaderList(options.secretHeaders);
  const setup: TransportSetup = {
    options,
    fetchImpl: options.fetch ?? ((request) => globalThis.fetch(request)),
    hooks: hookList(options.hooks),
    baseHeaders: { ...options.headers },
    secrets,
    scrub: (text) => scrubSecrets(secrets, text),
  };

  function send(request: Request, call: SendOptions): Promise<Response> {
    return sendWithRetries(setup, request, call);
  }

  return { send };
}

type SecretHeader = readonly [name: string, value: Secret];

/** What createTransport resolves once; `options` stays so that `retry` and `timeoutMs` are read on every call. */
interface TransportSetup {
  options: TransportOptions;
  fetchImpl: FetchLike;
  hooks: readonly Hooks[];
  baseHeaders: Record<string, string>;
  secrets: readonly SecretHeader[];
  scrub: (text: string) => string;
}

/** One attempt ends with a response (body read, any status) or with the error to judge for a retry. */
type AttemptOutcome = { response: Response } | { error: AvaspecError };

function hookList(hooks: TransportOptions["hooks"]): readonly Hooks[] {
  return hooks ? (Array.isArray(hooks) ? hooks : [hooks as Hooks]) : [];
}

function secretHeaderList(secretHeaders: TransportOptions["secretHeaders"]): SecretHeader[] {
  return Object.entries(secretHeaders ?? {}).map(([k, v]) => [k, v instanceof Secret ? v : new Secret(v)] as const);
}

// A server that echoes the key back in an error body must not put it into our error.
function scrubSecrets(secrets: readonly SecretHeader[], text: string): string {
  return secrets.reduce((t, [, v]) => (v.reveal() ? t.split(v.reveal()).join(REDACTED) : t), text);
}

/** Attempts `request` until a 2xx response, an error that is not retried, or the end of the retry budget. */
async function sendWithRetries(setup: TransportSetup, request: Request, call: SendOptions): Promise<Response> {
  const started = Date.now();
  const policy = retryPolicy(setup.options.retry, call.retry);
  const idempotent = call.idempotent ?? IDEMPOTENT_METHODS.has(request.method.toUpperCase());
  const maxAttempts = idempotent ? policy.maxAttempts : 1;
  const timeoutMs = call.timeoutMs ?? setup.options.timeoutMs ?? 30_000;
  const info: RequestInfo = { operation: call.operation, method: request.method, url: redactUrl(request.url) };
  const signal = call.signal;
  if (signal?.aborted) throw new AbortError(call.operation, signal.reason);

  for (let attempt = 1; ; attempt++) {
    // A fresh copy per attempt when a retry may need the body again.
    const copy = maxAttempts > 1 ? request.clone() : request;
    let req = withDefaultHeaders(copy, { ...setup.baseHeaders, ...call.headers });
    // Inline rather than in a helper: without hooks, fetch must still start synchronously within send().
    for (const h of setup.hooks)
      if (h.onRequest) req = (await h.onRequest({ request: req, operation: call.operation, attempt })) ?? req;

    const limit = attemptTimeoutMs(policy, timeoutMs, started, attempt);
    const outcome = await fetchAttempt(setup, req, limit, signal, info);
    let error: AvaspecError;
    if ("response" in outcome) {
      const response = await runResponseHooks(setup.hooks, req, outcome.response, call.operation, attempt);
      if (response.ok) return response;
      error = await toApiError(response, info, setup.scrub);
    } else {
      error = outcome.error;
    }

    const delay = retryDelayMs(policy, error, attempt, maxAttempts, started);
    await runErrorHooks(setup.hooks, req, error, call.operation, attempt, delay);
    if (delay === undefined) throw error;
    await sleep(delay, signal, call.operation);
  }
}

/** Adds `extra` headers the request does not set itself (a request's own headers win). */
function withDefaultHeaders(req: Request, extra: Record<string, string>): Request {
  if (!Object.keys(extra).length) return req;
  const headers = new Headers(req.headers);
  for (const [k, v] of Object.entries(extra)) if (!headers.has(k)) headers.set(k, v);
  return new Request(req, { headers });
}

/**
 * Timeout of one attempt. A retry's is clipped to what is left of the retry budget (the first attempt always gets
 * the full timeout, so a timeout longer than the budget is honoured). Infinity means none.
 */
function attemptTimeoutMs(policy: RetryPolicy, timeoutMs: number, started: number, attempt: number): number {
  const left = attempt > 1 ? policy.maxElapsedMs - (Date.now() - started) : Infinity;
  return Math.min(timeoutMs > 0 ? timeoutMs : Infinity, Math.max(1, left));
}

/**
 * Sends one attempt, secret headers added, and reads its body within `limitMs`. Throws AbortError when the caller
 * aborted; any other failure is the outcome's error.
 */
async function fetchAttempt(
  setup: TransportSetup,
  req: Request,
  limitMs: number,
  signal: AbortSignal | undefined,
  info: RequestInfo,
): Promise<AttemptOutcome> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener("abort", onAbort, { once: true });
  const timer = Number.isFinite(limitMs) ? setTimeout(() => controller.abort(TIMEOUT), limitMs) : undefined;

  // Secrets go on only now, after the hooks, so that hooks never see them.
  const headers = new Headers(req.headers);
  for (const [k, v] of setup.secrets) headers.set(k, v.reveal());
  const wire = new Request(req, { headers, signal: controller.signal });

  try {
    const raw = await abortable(setup.fetchImpl(wire), controller.signal);
    const body = await abortable(raw.text(), controller.signal);
    return { response: rebuild(raw, body) };
  } catch (e) {
    if (signal?.aborted) throw new AbortError(info.operation, signal.reason);
    if (controller.signal.reason === TIMEOUT) return { error: new TimeoutError(info, limitMs) };
    return { error: e instanceof AvaspecError ? e : new NetworkError(info, e) };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onAbort);
  }
}

async function runResponseHooks(
  hooks: readonly Hooks[],
  request: Request,
  response: Response,
  operation: string,
  attempt: number,
): Promise<Response> {
  let current = response;
  for (const h of hooks)
    if (h.onResponse) current = (await h.onResponse({ request, response: current, operation, attempt })) ?? current;
  return current;
}

/**
 * The wait before the next attempt, or undefined when `error` is not retried: last attempt, an error that is not
 * retryable, or a wait that would end past the retry budget.
 */
function retryDelayMs(
  policy: RetryPolicy,
  error: AvaspecError,
  attempt: number,
  maxAttempts: number,
  started: number,
): number | undefined {
  const retryable =
    attempt < maxAttempts &&
    (error instanceof NetworkError ||
      error instanceof TimeoutError ||
      (error instanceof ApiError && policy.retryStatus(error.status)));
  if (!retryable) return undefined;
  const asked = policy.respectRetryAfter && error instanceof ApiError ? error.retryAfterMs : undefined;
  const delay = asked ?? backoffDelay(policy, attempt);
  return Date.now() - started + delay >= policy.maxElapsedMs ? undefined : delay;
}

/** `delayMs` undefined means the transport will not try again. */
async function runErrorHooks(
  hooks: readonly Hooks[],
  request: Request,
  error: AvaspecError,
  operation: string,
  attempt: number,
  delayMs: number | undefined,
): Promise<void> {
  const willRetry = delayMs !== undefined;
  for (const h of hooks) if (h.onError) await h.onError({ request, error, operation, attempt, willRetry, delayMs });
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
      `expected content-type application/json, got ${type ? JSON.stringify(type) : "none"}` +
        (text ? ` (body starts ${JSON.stringify(text.slice(0, 60))})` : ""),
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
