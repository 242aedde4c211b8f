// Typed errors of every avaspec client. All of them extend AvaspecError, so one `instanceof` catches them all.
// None of them ever carries request headers: secrets (API keys) cannot leak through an error.

/** The JSON error body the Metrics and Data APIs answer with. */
export interface ErrorBody {
  message: string | string[];
  statusCode: number;
  error: string;
}

/** What an error knows about the request that failed (never its headers). */
export interface RequestInfo {
  /** operationId (REST) or method name (JSON-RPC) */
  operation: string;
  method: string;
  /** the URL without credentials (user info is removed) */
  url: string;
}

/** Base class of every error thrown by an avaspec client. */
export class AvaspecError extends Error {
  /** operationId (REST) or method name (JSON-RPC) of the failed call */
  readonly operation: string;
  constructor(message: string, operation: string, options?: { cause?: unknown }) {
    super(message, options);
    this.operation = operation;
  }
  /** JSON.stringify(error) gives name, message and the error's fields (never request headers). */
  toJSON(): Record<string, unknown> {
    return { ...(this as object), name: this.name, message: this.message };
  }
  override name = "AvaspecError";
}

/** The server answered with a non-2xx status. `status` is the discriminant; subclasses exist per declared status. */
export class ApiError extends AvaspecError {
  override name = "ApiError";
  readonly status: number;
  /** The parsed `{message, statusCode, error}` body, or undefined when the body was not that shape. */
  readonly body: ErrorBody | undefined;
  /** At most 1,000 characters of the raw body, for bodies that were not the error shape (an HTML proxy page, …). */
  readonly rawBody: string | undefined;
  readonly method: string;
  readonly url: string;
  /** x-request-id (or a similar tracing header) of the response, when present */
  readonly requestId: string | undefined;
  /** How long the server asked us to wait (Retry-After), in milliseconds, when it said so. */
  readonly retryAfterMs: number | undefined;
  constructor(init: {
    status: number;
    body: ErrorBody | undefined;
    rawBody?: string | undefined;
    request: RequestInfo;
    requestId?: string | undefined;
    retryAfterMs?: number | undefined;
    message?: string | undefined;
  }) {
    const detail = init.body
      ? `${init.body.error}: ${Array.isArray(init.body.message) ? init.body.message.join("; ") : init.body.message}`
      : init.rawBody
        ? init.rawBody.slice(0, 200)
        : "(no error body)";
    super(
      init.message ??
        `${init.request.operation} (${init.request.method} ${init.request.url}) failed with HTTP ${init.status}: ` +
          detail,
      init.request.operation,
    );
    this.status = init.status;
    this.body = init.body;
    this.rawBody = init.rawBody;
    this.method = init.request.method;
    this.url = init.request.url;
    this.requestId = init.requestId;
    this.retryAfterMs = init.retryAfterMs;
  }
  /** The error body's message(s) as one list (empty when there was no error body). */
  get messages(): string[] {
    const m = this.body?.message;
    return m === undefined ? [] : Array.isArray(m) ? m : [m];
  }
}

export class BadRequestError extends ApiError {
  override name = "BadRequestError";
  declare readonly status: 400;
}
export class UnauthorizedError extends ApiError {
  override name = "UnauthorizedError";
  declare readonly status: 401;
}
export class ForbiddenError extends ApiError {
  override name = "ForbiddenError";
  declare readonly status: 403;
}
export class NotFoundError extends ApiError {
  override name = "NotFoundError";
  declare readonly status: 404;
}
export class RequestTimeoutError extends ApiError {
  override name = "RequestTimeoutError";
  declare readonly status: 408;
}
export class RateLimitError extends ApiError {
  override name = "RateLimitError";
  declare readonly status: 429;
}
export class InternalServerError extends ApiError {
  override name = "InternalServerError";
  declare readonly status: 500;
}
export class BadGatewayError extends ApiError {
  override name = "BadGatewayError";
  declare readonly status: 502;
}
export class ServiceUnavailableError extends ApiError {
  override name = "ServiceUnavailableError";
  declare readonly status: 503;
}

/**
 * A page token the server refused (HTTP 400 on a request that carried one): tokens live 24 hours; restart from page
 * one.
 */
export class PageTokenError extends BadRequestError {
  override name = "PageTokenError";
}

const BY_STATUS: Record<number, typeof ApiError> = {
  400: BadRequestError,
  401: UnauthorizedError,
  403: ForbiddenError,
  404: NotFoundError,
  408: RequestTimeoutError,
  429: RateLimitError,
  500: InternalServerError,
  502: BadGatewayError,
  503: ServiceUnavailableError,
};

/** The ApiError subclass for a status (ApiError itself for undeclared statuses). */
export function apiErrorClass(status: number): typeof ApiError {
  return BY_STATUS[status] ?? ApiError;
}

/** The request never got an HTTP answer: connection refused or reset, DNS failure, TLS failure. */
export class NetworkError extends AvaspecError {
  override name = "NetworkError";
  readonly method: string;
  readonly url: string;
  constructor(request: RequestInfo, cause: unknown) {
    const reason = describeCause(cause);
    super(
      `${request.operation} (${request.method} ${request.url}) failed before any response: ${reason}`,
      request.operation,
      { cause },
    );
    this.method = request.method;
    this.url = request.url;
  }
}

/** No complete answer within the timeout (per attempt). Not thrown when the caller aborted: that is AbortError. */
export class TimeoutError extends AvaspecError {
  override name = "TimeoutError";
  readonly timeoutMs: number;
  readonly method: string;
  readonly url: string;
  constructor(request: RequestInfo, timeoutMs: number) {
    super(`${request.operation} (${request.method} ${request.url}) timed out after ${timeoutMs} ms`, request.operation);
    this.timeoutMs = timeoutMs;
    this.method = request.method;
    this.url = request.url;
  }
}

/** The caller's AbortSignal fired. `cause` is the signal's reason. `name` is "AbortError", as for fetch. */
export class AbortError extends AvaspecError {
  override name = "AbortError";
  constructor(operation: string, reason: unknown) {
    super(`${operation} was aborted by the caller`, operation, { cause: reason });
  }
}

/** A 2xx answer whose body is not JSON, or not the shape the contract declares. */
export class ResponseValidationError extends AvaspecError {
  override name = "ResponseValidationError";
  readonly status: number;
  /** where the body went wrong, e.g. "$.results: expected array, got string" */
  readonly problem: string;
  readonly url: string;
  constructor(operation: string, status: number, url: string, problem: string, options?: { cause?: unknown }) {
    super(`${operation}: invalid response body (HTTP ${status} from ${url}): ${problem}`, operation, options);
    this.status = status;
    this.problem = problem;
    this.url = url;
  }
}

/** A paginated listing handed back a page token it had already given: stopped instead of looping forever. */
export class PaginationLoopError extends AvaspecError {
  override name = "PaginationLoopError";
  readonly pageToken: string;
  readonly page: number;
  constructor(operation: string, pageToken: string, page: number) {
    super(`${operation}: page ${page} repeated an earlier nextPageToken; stopped to avoid an endless loop`, operation);
    this.pageToken = pageToken;
    this.page = page;
  }
}

function describeCause(cause: unknown): string {
  if (cause instanceof Error) {
    const inner = (cause as { cause?: unknown }).cause;
    const code =
      inner && typeof inner === "object" && "code" in inner ? String((inner as { code: unknown }).code) : undefined;
    const innerMessage = inner instanceof Error ? inner.message : undefined;
    return [cause.message, code && !innerMessage?.includes(code) ? code : undefined, innerMessage]
      .filter(Boolean)
      .join(": ");
  }
  return String(cause);
}

/** Is this an ErrorBody (`{message: string | string[], statusCode: integer, error: string}`)? */
export function isErrorBody(value: unknown): value is ErrorBody {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  const m = v.message;
  return (
    (typeof m === "string" || (Array.isArray(m) && m.every((x) => typeof x === "string"))) &&
    typeof v.statusCode === "number" &&
    Number.isInteger(v.statusCode) &&
    typeof v.error === "string"
  );
}
