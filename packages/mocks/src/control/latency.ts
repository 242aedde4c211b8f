// Latency: a global range (flag or AVASPEC_LATENCY), a per-request `Prefer: delay=<ms>`, and the wait itself, a
// timer that never blocks the event loop and stops early when the client goes away.
import { Seeded } from "../seeded.js";
import { MAX_DELAY_MS } from "./answer.js";
import type { LatencyRange } from "./options.js";

/** What `Prefer: delay=…` asked for: a delay, nothing, or a value that is not one (with the reason). */
export type PreferredDelay = { ms: number } | { invalid: string } | undefined;

/**
 * Reads `delay=<ms>` from a Prefer header (RFC 7240: comma- or semicolon-separated preferences; other ones, such
 * as Prism's `code=`, are left to the engine). Fast path: no header or no "delay" in it.
 */
export function preferredDelay(prefer: string | undefined): PreferredDelay {
  if (prefer === undefined || !prefer.toLowerCase().includes("delay")) return undefined;
  for (const part of prefer.split(/[,;]/)) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim().toLowerCase() !== "delay") continue;
    const raw = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, "$1");
    const ms = /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isInteger(ms) || ms > MAX_DELAY_MS) {
      return { invalid: `Prefer delay must be whole milliseconds from 0 to ${MAX_DELAY_MS}, got "${raw}"` };
    }
    return { ms };
  }
  return undefined;
}

/** Draws the global latency: uniform in the range, from the seed, so a run replays. */
export class LatencySource {
  readonly #seeded: Seeded;
  #draws = 0;
  constructor(
    readonly range: LatencyRange | undefined,
    seed = "avaspec",
  ) {
    this.#seeded = new Seeded(`${seed}/latency`);
  }

  next(): number {
    const range = this.range;
    if (range === undefined) return 0;
    if (range.minMs === range.maxMs) return range.minMs;
    return this.#seeded.int(range.minMs, range.maxMs, this.#draws++);
  }

  reset(): void {
    this.#draws = 0;
  }
}

/** Resolves after `ms`, or at once when `signal` aborts; a timer, so other requests go on meanwhile. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0 || signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
  });
}
