// Near misses, as WireMock reports them: the recorded requests closest to a pattern that did not match it, each with
// the fields that differed. A pattern is a target (operation or method) and a matcher in the rules' own vocabulary
// (match.ts: the same fields and tests the rules run), so a near miss says exactly why a rule did not fire. Computed
// only when asked (POST /__avaspec/verify, GET /__avaspec/faults), from the journal; nothing here runs per request.
import { type MockRequest, type Route, type RpcCall, routeNaming } from "../server/exchange.js";
import type { JournalEntry, RecordedRequest } from "./journal.js";
import { appliesTo, type CompiledMatch, compileMatch, type MatchField, matchFields, type MatchInput } from "./match.js";
import { aimsAt, type CatalogueSource } from "./targets.js";

/** One field a request did not meet: `operation`, `method`, `path.<name>`, `query.<name>`, `headers.<name>`, … */
export interface Difference {
  field: string;
  /** the matcher as written (or the operation or method aimed at) */
  expected: unknown;
  /** what the request had (null: absent) */
  actual: unknown;
}

export interface NearMiss {
  request: JournalEntry;
  differences: Difference[];
}

/** Most near misses reported: the closest (fewest differing fields, then newest). */
const MAX_NEAR_MISSES = 5;
/** Most differences listed inside one body (a `subset` or `equals` names each JSON pointer that differed). */
const MAX_BODY_DIFFERENCES = 10;

/** A checked target and matcher, compiled: what verification and a rule's near misses hold requests to. */
export interface RequestPattern {
  /** REST: "operation"; node: "method" */
  readonly kind: "operation" | "method";
  readonly target: string | undefined;
  readonly fields: readonly MatchField[];
  readonly match: CompiledMatch | undefined;
  /** whether a recorded request must be routed again (path parameters, body or params are read) */
  readonly routed: boolean;
}

/** The pattern of a checked target and matcher (resolveTarget and checkMatch have passed). */
export function requestPattern(
  engine: CatalogueSource,
  input: { operation?: string | undefined; method?: string | undefined; match?: MatchInput | undefined },
): RequestPattern {
  const target = input.operation ?? input.method;
  const entry = target === undefined ? undefined : engine.catalogue().find((e) => e.id === target);
  const fields = input.match && entry ? matchFields(input.match, entry) : [];
  return {
    kind: engine.kind === "rest" ? "operation" : "method",
    target,
    fields,
    match: input.match && entry ? compileMatch(input.match, entry) : undefined,
    routed: fields.some((f) => f.readCall !== undefined || f.field === "body" || f.field.startsWith("path.")),
  };
}

/** Whether the request matches the pattern, as the rules decide it (appliesTo). */
function matches(pattern: RequestPattern, request: MockRequest, route: Route): boolean {
  return appliesTo(pattern.target, pattern.match, request, route) !== false;
}

/** The fields a request that does not match the pattern differed in (empty: it matches). */
function differences(pattern: RequestPattern, request: MockRequest, route: Route): Difference[] {
  const out: Difference[] = [];
  if (!aimsAt(pattern.target, route.operations)) {
    const named = pattern.kind === "operation" ? (route.operations[0] ?? null) : [...route.operations];
    out.push({ field: pattern.kind, expected: pattern.target ?? "any", actual: named });
  }
  for (const field of pattern.fields) {
    if (field.read === undefined) continue;
    const value = field.read(request, route);
    if (!field.test(value)) out.push(...fieldDifferences(field, value));
  }
  const callFields = pattern.fields.filter((f) => f.readCall !== undefined);
  if (callFields.length > 0) out.push(...closestCall(pattern.target, callFields, route.calls));
  return out;
}

/** Params: the call of the target method (else any call) that differs in the fewest params. */
function closestCall(target: string | undefined, fields: readonly MatchField[], calls: readonly RpcCall[]) {
  const aimed = calls.filter((c) => c.method === target);
  const candidates = aimed.length > 0 ? aimed : calls;
  let best: Difference[] | undefined;
  for (const call of candidates) {
    const diffs: Difference[] = [];
    for (const field of fields) {
      const value = field.readCall!(call);
      if (!field.test(value)) diffs.push({ field: field.field, expected: field.expected, actual: value ?? null });
    }
    if (best === undefined || diffs.length < best.length) best = diffs;
    if (best.length === 0) break;
  }
  return best ?? fields.map((f) => ({ field: f.field, expected: f.expected, actual: null }));
}

function fieldDifferences(field: MatchField, value: unknown): Difference[] {
  const whole = [{ field: field.field, expected: field.expected, actual: value ?? null }];
  const m = field.expected;
  if (field.field !== "body" || m === null || typeof m !== "object" || "matches" in m) return whole;
  const subset = "subset" in m;
  const want = subset ? (m as { subset: unknown }).subset : (m as { equals: unknown }).equals;
  if (want === null || typeof want !== "object") return whole;
  const found: Difference[] = [];
  bodyDifferences(want, value, "", subset, found);
  return found.length > 0 ? found : whole;
}

/** The JSON pointers inside a body where `want` (a subset or the whole value) and the body differ. */
function bodyDifferences(want: unknown, value: unknown, pointer: string, subset: boolean, out: Difference[]): void {
  if (out.length >= MAX_BODY_DIFFERENCES) return;
  const here = (expected: unknown, actual: unknown) =>
    out.push({ field: `body.${pointer}`, expected, actual: actual === undefined ? null : actual });
  if (want === null || typeof want !== "object") {
    const same = subset && want === null ? value === null || value === undefined : value === want;
    if (!same) here(want, value);
    return;
  }
  const bothArrays = Array.isArray(want) && Array.isArray(value);
  const bothObjects = !Array.isArray(want) && value !== null && typeof value === "object" && !Array.isArray(value);
  if (!bothArrays && !bothObjects) return void here(want, value);
  if (bothArrays && (value as unknown[]).length < (want as unknown[]).length) return void here(want, value);
  if (bothArrays && !subset && (value as unknown[]).length !== (want as unknown[]).length)
    return void here(want, value);
  const object = value as Record<string, unknown>;
  for (const [key, w] of Object.entries(want)) {
    bodyDifferences(
      w,
      Object.hasOwn(object, key) ? object[key] : undefined,
      `${pointer}/${escapePointer(key)}`,
      subset,
      out,
    );
  }
  if (!subset && bothObjects) {
    for (const key of Object.keys(object)) {
      if (!Object.hasOwn(want, key))
        out.push({ field: `body.${pointer}/${escapePointer(key)}`, expected: null, actual: object[key] });
    }
  }
}

const escapePointer = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

/** Yields to the event loop every few milliseconds, so a long scan never stalls the server's other requests. */
class Yielder {
  #since = performance.now();
  #n = 0;
  constructor(readonly signal: AbortSignal | undefined) {}

  async step(): Promise<void> {
    if ((++this.#n & 63) !== 0) return;
    if (performance.now() - this.#since < 8) return;
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (this.signal?.aborted) throw new Error("the request was abandoned (its client left or its time ran out)");
    this.#since = performance.now();
  }
}

/** Routes recorded requests again, once each, when a pattern reads what only routing gives. */
export class RecordedRoutes {
  readonly #routes = new Map<RecordedRequest, { request: MockRequest; route: Route }>();
  constructor(readonly engine: Pick<CatalogueSource, never> & { identify(request: MockRequest): Route }) {}

  of(recorded: RecordedRequest, routed: boolean): { request: MockRequest; route: Route } {
    let seen = this.#routes.get(recorded);
    if (seen !== undefined) return seen;
    const request = recorded.request();
    if (!routed) return { request, route: routeNaming(recorded.operations, recorded.endpoint) };
    seen = { request, route: this.engine.identify(request) };
    this.#routes.set(recorded, seen);
    return seen;
  }
}

/** The result of holding the recorded requests to a pattern: those that matched and the closest that did not. */
export interface Scan {
  matched: RecordedRequest[];
  nearMisses: Array<{ recorded: RecordedRequest; differences: Difference[] }>;
}

/**
 * Holds each recorded request (oldest first) to the pattern. Near misses are kept only when `nearMisses` is true
 * (the closest MAX_NEAR_MISSES: fewest differences, then newest).
 */
export async function scan(
  pattern: RequestPattern,
  recorded: readonly RecordedRequest[],
  routes: RecordedRoutes,
  options: { nearMisses: boolean; signal?: AbortSignal | undefined },
): Promise<Scan> {
  const out: Scan = { matched: [], nearMisses: [] };
  const yielder = new Yielder(options.signal);
  for (const entry of recorded) {
    await yielder.step();
    const { request, route } = routes.of(entry, pattern.routed);
    if (matches(pattern, request, route)) {
      out.matched.push(entry);
      continue;
    }
    if (!options.nearMisses) continue;
    const diffs = differences(pattern, request, route);
    if (diffs.length > 0) keepClosest(out.nearMisses, { recorded: entry, differences: diffs });
  }
  return out;
}

/** Inserts a near miss in order (fewest differences, then newest), keeping at most MAX_NEAR_MISSES. */
function keepClosest(kept: Scan["nearMisses"], miss: Scan["nearMisses"][number]): void {
  const closer = (a: typeof miss, b: typeof miss) =>
    a.differences.length < b.differences.length ||
    (a.differences.length === b.differences.length && a.recorded.seq > b.recorded.seq);
  let at = kept.length;
  while (at > 0 && closer(miss, kept[at - 1]!)) at--;
  if (at >= MAX_NEAR_MISSES) return;
  kept.splice(at, 0, miss);
  if (kept.length > MAX_NEAR_MISSES) kept.pop();
}

/** The near misses as answered: each request's journal entry, and its differences with secrets redacted. */
export function reportNearMisses(misses: Scan["nearMisses"]): NearMiss[] {
  return misses.map(({ recorded, differences }) => ({
    request: recorded.entry(),
    differences: differences.map((d) => ({ ...d, actual: recorded.redacted(d.field, d.actual) })),
  }));
}
