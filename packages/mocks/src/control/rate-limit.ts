// Rate limiting per client address, in fixed windows as the deployed services count them: the (n+1)-th request
// of a window gets 429 with Retry-After (seconds to the window's end) and the ratelimit-* headers.
import type { RateLimit } from "./options.js";

/** Most client addresses tracked at once; past it, expired windows go first, then the oldest. Bounds memory. */
const MAX_TRACKED_CLIENTS = 10_000;

export interface RateVerdict {
  allowed: boolean;
  /** headers for the answer: ratelimit-limit / -remaining / -reset, and retry-after when refused */
  headers: Record<string, string>;
}

interface Window {
  start: number;
  count: number;
}

export class RateLimiter {
  readonly #clients = new Map<string, Window>();
  constructor(
    readonly limit: RateLimit,
    readonly maxClients = MAX_TRACKED_CLIENTS,
  ) {}

  /** Counts one request from `client` at `now` (ms). */
  take(client: string, now: number): RateVerdict {
    let window = this.#clients.get(client);
    if (window === undefined || now - window.start >= this.limit.windowMs) {
      if (window === undefined && this.#clients.size >= this.maxClients) this.#evict(now);
      window = { start: now, count: 0 };
      this.#clients.delete(client); // re-inserted: the map stays ordered by window start
      this.#clients.set(client, window);
    }
    window.count++;
    const resetSeconds = Math.max(1, Math.ceil((window.start + this.limit.windowMs - now) / 1000));
    const allowed = window.count <= this.limit.limit;
    const headers: Record<string, string> = {
      "ratelimit-limit": String(this.limit.limit),
      "ratelimit-remaining": String(Math.max(0, this.limit.limit - window.count)),
      "ratelimit-reset": String(resetSeconds),
    };
    if (!allowed) headers["retry-after"] = String(resetSeconds);
    return { allowed, headers };
  }

  get tracked(): number {
    return this.#clients.size;
  }

  reset(): void {
    this.#clients.clear();
  }

  #evict(now: number): void {
    for (const [client, window] of this.#clients) {
      if (now - window.start < this.limit.windowMs) break; // ordered by start: the rest are live
      this.#clients.delete(client);
    }
    if (this.#clients.size >= this.maxClients) {
      const oldest = this.#clients.keys().next().value;
      if (oldest !== undefined) this.#clients.delete(oldest);
    }
  }
}
