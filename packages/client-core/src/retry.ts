// Retry policy: which failures are retried, and how long to wait before the next attempt.

export interface RetryOptions {
  /** Most attempts in all, the first included. Default 3. */
  maxAttempts?: number | undefined;
  /**
   * Most time for the whole call, waits included, in ms: no attempt or wait starts that would end past it.
   * Default 30,000.
   */
  maxElapsedMs?: number | undefined;
  /**
   * Base of the exponential backoff, in ms: attempt n waits a random time in
   * [0, min(maxDelayMs, baseDelayMs·2^(n-1))]. Default 250.
   */
  baseDelayMs?: number | undefined;
  /** Cap of one backoff wait, in ms. Default 8,000. */
  maxDelayMs?: number | undefined;
  /** HTTP statuses that are retried. Default 408, 429 and every 5xx. */
  statuses?: readonly number[] | ((status: number) => boolean) | undefined;
  /** Honour Retry-After (seconds or HTTP date) on retried statuses. Default true. */
  respectRetryAfter?: boolean | undefined;
  /** Source of randomness in [0, 1) for the jitter (tests pin it). Default Math.random. */
  random?: (() => number) | undefined;
}

export interface RetryPolicy {
  maxAttempts: number;
  maxElapsedMs: number;
  baseDelayMs: number;
  maxDelayMs: number;
  retryStatus: (status: number) => boolean;
  respectRetryAfter: boolean;
  random: () => number;
}

/** Methods that may be repeated without changing the outcome (RFC 9110 §9.2.2). Others need `idempotent: true`. */
export const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE", "TRACE"]);

const defaultRetryStatus = (status: number): boolean =>
  status === 408 || status === 429 || (status >= 500 && status <= 599);

/** Resolves options into a policy; `false` means one attempt only. Later option objects override earlier ones. */
export function retryPolicy(...layers: (RetryOptions | boolean | undefined)[]): RetryPolicy {
  let merged: RetryOptions = {};
  let off = false;
  for (const layer of layers) {
    if (layer === undefined) continue;
    if (layer === false) off = true;
    else if (layer === true) off = false;
    else {
      off = false;
      merged = { ...merged, ...layer };
    }
  }
  const statuses = merged.statuses;
  return {
    maxAttempts: off ? 1 : Math.max(1, Math.floor(merged.maxAttempts ?? 3)),
    maxElapsedMs: merged.maxElapsedMs ?? 30_000,
    baseDelayMs: merged.baseDelayMs ?? 250,
    maxDelayMs: merged.maxDelayMs ?? 8_000,
    retryStatus:
      typeof statuses === "function" ? statuses : statuses ? (s) => statuses.includes(s) : defaultRetryStatus,
    respectRetryAfter: merged.respectRetryAfter ?? true,
    random: merged.random ?? Math.random,
  };
}

/** Full-jitter exponential backoff before retry number `retry` (1 = the first retry). */
export function backoffDelay(policy: RetryPolicy, retry: number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  return Math.floor(policy.random() * ceiling);
}

/**
 * Parses Retry-After: delta-seconds ("120", also "1.5") or an HTTP date. Returns ms to wait (0 for a past date),
 * or undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (value == null) return undefined;
  const text = value.trim();
  if (text === "") return undefined;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.ceil(Number(text) * 1000);
  if (!/[a-z]/i.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
