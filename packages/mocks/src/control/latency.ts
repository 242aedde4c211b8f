// Latency: a global range (flag or AVASPEC_LATENCY), a per-request `Prefer: delay=<ms>`, and the wait itself, a
// timer that never blocks the event loop and stops early when the client goes away.
import { Seeded } from "@avaspec/chain/world";
import { MAX_DELAY_MS } from "./answer.js";
import { CONTROL_BODY_LIMITS, exceededLimit } from "./bounds.js";
import type { LatencyRange } from "./options.js";
import { ControlInputError, type Problem, shapeChecker } from "./shape.js";
import type { CatalogueSource } from "./targets.js";

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

/** A delay as `POST /__avaspec/latency` takes it: milliseconds, or `[min, max]` drawn uniformly. */
export type DelayInput = number | [number, number];

/** `POST /__avaspec/latency`'s body; `GET` answers the same form. */
export interface LatencyInput {
  /** added to every answer */
  delayMs?: DelayInput | undefined;
  /** added to the answers of these operations (REST) or methods (node) */
  operations?: Record<string, DelayInput> | undefined;
}

/** The latency setting as `GET /__avaspec/latency` answers it. */
export interface LatencySetting {
  delayMs: DelayInput;
  operations: Record<string, DelayInput>;
}

const asInput = (range: LatencyRange): DelayInput =>
  range.minMs === range.maxMs ? range.minMs : [range.minMs, range.maxMs];
const asRange = (delay: DelayInput): LatencyRange =>
  typeof delay === "number" ? { minMs: delay, maxMs: delay } : { minMs: delay[0], maxMs: delay[1] };

const DELAY_SCHEMA = {
  type: ["integer", "array"],
  minimum: 0,
  maximum: MAX_DELAY_MS,
  minItems: 2,
  maxItems: 2,
  items: { type: "integer", minimum: 0, maximum: MAX_DELAY_MS },
};
const checkShape = shapeChecker({
  type: "object",
  additionalProperties: false,
  properties: {
    delayMs: DELAY_SCHEMA,
    operations: { type: "object", maxProperties: 10_000, additionalProperties: DELAY_SCHEMA },
  },
});

/** Checks a latency setting against the catalogue: the operations (or methods) named, and each range's order. */
export function checkLatency(engine: CatalogueSource, input: unknown): LatencyInput {
  const exceeded = exceededLimit(input, CONTROL_BODY_LIMITS, "the latency");
  if (exceeded) throw new ControlInputError([{ path: [], message: exceeded }]);
  const problems: Problem[] = checkShape(input);
  if (problems.length) throw new ControlInputError(problems);
  const given = input as LatencyInput;
  const ids = engine.catalogue().map((e) => e.id);
  const own = engine.kind === "rest" ? "operation" : "method";
  const delays: Array<[Array<string | number>, DelayInput]> = Object.entries(given.operations ?? {}).map(
    ([id, delay]) => [["operations", id], delay],
  );
  if (given.delayMs !== undefined) delays.push([["delayMs"], given.delayMs]);
  for (const [path, delay] of delays) {
    if (path.length === 2 && !ids.includes(String(path[1]))) {
      problems.push({ path, message: `unknown ${own} "${path[1]}"; allowed: ${ids.join(", ")}` });
    }
    if (Array.isArray(delay) && delay[0] > delay[1]) {
      problems.push({ path, message: `the minimum ${delay[0]} is above the maximum ${delay[1]}` });
    }
  }
  if (problems.length) throw new ControlInputError(problems);
  return given;
}

/**
 * The latency added to answers: a global range and one per operation or method, set at start (flag or
 * AVASPEC_LATENCY: global only) and at run time (`POST /__avaspec/latency`). Draws are uniform in each range, from
 * the seed, so a run replays; reset restores the start-up setting.
 */
export class LatencySource {
  readonly #seeded: Seeded;
  #draws = 0;
  #global: LatencyRange | undefined;
  #operations = new Map<string, LatencyRange>();
  /** no latency at all: the plane's fast path */
  idle: boolean;

  constructor(
    readonly start: LatencyRange | undefined,
    seed = "avaspec",
  ) {
    this.#seeded = new Seeded(`${seed}/latency`);
    this.#global = start;
    this.idle = start === undefined;
  }

  /** The delay of one answer: the global draw plus the operation's (a batch: the largest of its methods'). */
  next(operations: readonly string[] = []): number {
    let ms = this.#draw(this.#global);
    if (this.#operations.size === 0) return ms;
    let most = 0;
    for (const id of operations) most = Math.max(most, this.#draw(this.#operations.get(id)));
    ms += most;
    return ms;
  }

  #draw(range: LatencyRange | undefined): number {
    if (range === undefined) return 0;
    if (range.minMs === range.maxMs) return range.minMs;
    return this.#seeded.int(range.minMs, range.maxMs, this.#draws++);
  }

  /** Replaces what the input gives (`delayMs`: the global one; `operations`: the whole per-operation map). */
  set(input: LatencyInput): void {
    if (input.delayMs !== undefined) {
      const range = asRange(input.delayMs);
      this.#global = range.maxMs === 0 ? undefined : range;
    }
    if (input.operations !== undefined) {
      this.#operations = new Map(Object.entries(input.operations).map(([id, delay]) => [id, asRange(delay)]));
    }
    this.idle = this.#global === undefined && this.#operations.size === 0;
  }

  describe(): LatencySetting {
    const operations: Record<string, DelayInput> = {};
    for (const [id, range] of this.#operations) operations[id] = asInput(range);
    return { delayMs: this.#global ? asInput(this.#global) : 0, operations };
  }

  /** Back to the start-up setting, its draws replayed from the first. */
  reset(): void {
    this.#draws = 0;
    this.#global = this.start;
    this.#operations.clear();
    this.idle = this.start === undefined;
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
