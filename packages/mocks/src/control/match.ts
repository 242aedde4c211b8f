// Request matching, as WireMock's and Mockoon's rules do it: besides its operation or method, a fault rule or a
// scenario sequence may ask for path parameters, query parameters, headers, the body (REST) or the JSON-RPC params
// of a call (node). Names are checked against the catalogue (what the spec declares); values are compared with the
// request as the engine routed it, once: the Route's path parameters, body and calls, the request's query and
// headers. Work per request is bounded by the matcher's own size: nothing walks the request beyond what it names.
//   match: {path: {chainId: 43114}}                      getChain only for chain 43114
//   match: {params: {blk: "latest"}}                     eth_feeConfig only for the latest block
//   match: {query: {pageToken: null}}                    only first pages (null: absent)
//   match: {headers: {user-agent: {matches: "^curl/"}}, undeclared: true}
//   match: {body: {subset: {queries: [{minBalance: "1"}]}}}
import { compilePattern, type CompiledPattern } from "#regex";
import type { CatalogueEntry, MockRequest, Route, RpcCall } from "../server/exchange.js";
import type { PathPart, Problem } from "./shape.js";
import { aimsAt } from "./targets.js";

type Scalar = string | number | boolean | null;

/**
 * One value's matcher: a scalar (equal to it; in a path, query or header a number or boolean matches its text, and
 * null matches an absent one), or `{equals: json}`, `{matches: "RE2 regex"}` (searched; anchor with ^…$),
 * `{subset: json}` (objects: the keys given, recursively; arrays: element by element from the start).
 */
export type ValueMatcher = Scalar | { equals: unknown } | { matches: string } | { subset: unknown };

export interface MatchInput {
  /** REST: path parameters by name */
  path?: Record<string, ValueMatcher> | undefined;
  /** REST: query parameters by name (a repeated one matches when any of its values does) */
  query?: Record<string, ValueMatcher> | undefined;
  /** header names (any case) */
  headers?: Record<string, ValueMatcher> | undefined;
  /** REST: the request body (parsed JSON, or its text) */
  body?: ValueMatcher | undefined;
  /** node: the params of a call, by declared name, or by position as a list */
  params?: Record<string, ValueMatcher> | ValueMatcher[] | undefined;
}

/** Longest regular expression; in Node patterns are run by RE2 (linear time): none can backtrack catastrophically. */
const MAX_PATTERN_LENGTH = 200;
/**
 * A `matches` reads at most this many characters of a value: longer values do not match (bounded work: a pattern
 * costs up to ≈ 1–3 µs a character once its DFA is full: MAX_PATTERNS × 4 KiB ≈ 0.4 s a request).
 */
export const MAX_MATCHED_TEXT = 4 * 1024;
/** An `equals` or `subset` value may hold this many JSON nodes, nested this deep. */
const MAX_VALUE_NODES = 1000;
const MAX_VALUE_DEPTH = 32;
const MAX_NAMES = 64;

const VALUE_SCHEMA = {
  // an object form is checked by checkValue (one operator, with its own message)
  type: ["string", "number", "boolean", "null", "object"],
  maxLength: 10_000,
  additionalProperties: false,
  properties: { equals: {}, matches: { type: "string", minLength: 1, maxLength: MAX_PATTERN_LENGTH }, subset: {} },
};
const NAMED_SCHEMA = {
  type: "object",
  maxProperties: MAX_NAMES,
  propertyNames: { maxLength: 200 },
  additionalProperties: VALUE_SCHEMA,
};

/** JSON Schema of `match`, for the schemas of rules and scenario sequences. */
export const MATCH_SCHEMA = {
  type: "object",
  additionalProperties: false,
  properties: {
    path: NAMED_SCHEMA,
    query: NAMED_SCHEMA,
    headers: NAMED_SCHEMA,
    body: VALUE_SCHEMA,
    params: {
      type: ["object", "array"],
      maxItems: MAX_NAMES,
      items: VALUE_SCHEMA,
      maxProperties: MAX_NAMES,
      propertyNames: { maxLength: 200 },
      additionalProperties: VALUE_SCHEMA,
    },
  },
};

const OPERATORS = ["equals", "matches", "subset"] as const;

/**
 * Most regular expressions the rules of one server (and, apart, its scenario) may hold. Each compiled pattern holds
 * its program (RE2 program size ≤ 500: up to ≈ 40 KB) and a DFA cache capped at 16 KiB (`#regex`), so the patterns
 * of one server hold at most ≈ 6 MB whatever the requests; and a request that meets them all costs at most ≈ 0.4 s
 * (100 patterns whose DFA meets a new state at each character, on 4 KiB values; 200 took 0.8 s).
 */
export const MAX_PATTERNS = 100;

/** How many regular expressions (`{matches}`) a matcher holds; what MAX_PATTERNS counts. */
export function patternCount(match: MatchInput | undefined): number {
  if (match === undefined) return 0;
  const isPattern = (m: unknown) =>
    m !== null && typeof m === "object" && typeof (m as { matches?: unknown }).matches === "string";
  let n = isPattern(match.body) ? 1 : 0;
  for (const named of [match.path, match.query, match.headers, match.params]) {
    if (named !== null && typeof named === "object") n += Object.values(named).filter(isPattern).length;
  }
  return n;
}

/**
 * Checks a matcher whose shape is valid against the one entry it is about (undefined: a rule for every operation,
 * which cannot name parameters). `undeclared` allows header and query names the spec does not declare.
 */
export function checkMatch(
  api: { api: string; kind: "rest" | "jsonrpc" },
  entry: CatalogueEntry | undefined,
  match: MatchInput,
  undeclared: boolean,
  at: PathPart[],
  problems: Problem[],
): void {
  const here = [...at, "match"];
  if (entry === undefined) {
    const own = api.kind === "rest" ? "operation" : "method";
    problems.push({ path: here, message: `a matcher names parameters of one ${own}: give the ${own}` });
    return;
  }
  const rest = api.kind === "rest";
  const wrong = (rest ? ["params"] : ["path", "query", "body"]).filter((k) => k in match);
  for (const key of wrong) {
    problems.push({
      path: [...here, key],
      message: rest
        ? `the ${api.api} mock is REST: match path, query, headers or body (params are JSON-RPC params)`
        : `the node mock is JSON-RPC: match params (a call's params by name or position) or headers`,
    });
  }
  if (wrong.length) return;
  const declared = entry.parameters ?? { path: [], query: [], header: [] };
  const names = (where: "path" | "query" | "headers", given: Record<string, unknown> | undefined) => {
    const list = where === "headers" ? declared.header : declared[where];
    const what = where === "headers" ? "header" : `${where} parameter`;
    for (const name of Object.keys(given ?? {})) {
      const known = list.includes(where === "headers" ? name.toLowerCase() : name);
      if (known || (undeclared && where !== "path")) continue;
      problems.push({
        path: [...here, where, name],
        message:
          `${entry.id} has no ${what} "${name}"; declared: ${list.join(", ") || "none"}` +
          (where === "path" ? "" : ` (add "undeclared": true to match it anyway)`),
      });
    }
  };
  names("path", match.path);
  names("query", match.query);
  names("headers", match.headers);
  if (match.body !== undefined && !entry.body) {
    problems.push({ path: [...here, "body"], message: `${entry.id} takes no request body` });
  }
  if (match.params !== undefined) checkParams(entry, match.params, [...here, "params"], problems);
  for (const [path, value] of valuesOf(match, here)) checkValue(value, path, problems);
}

function checkParams(
  entry: CatalogueEntry,
  params: NonNullable<MatchInput["params"]>,
  at: PathPart[],
  problems: Problem[],
): void {
  const declared = entry.params?.names ?? [];
  if (Array.isArray(params)) {
    if (params.length > declared.length) {
      problems.push({
        path: at,
        message: `${entry.id} takes ${declared.length} params (${declared.join(", ") || "none"}); got ${params.length}`,
      });
    }
    return;
  }
  for (const name of Object.keys(params)) {
    if (declared.includes(name)) continue;
    problems.push({
      path: [...at, name],
      message: `${entry.id} has no param "${name}"; declared: ${declared.join(", ") || "none"}`,
    });
  }
}

/** Every value matcher of a match, with where it sits. */
function valuesOf(match: MatchInput, at: PathPart[]): Array<[PathPart[], ValueMatcher]> {
  const out: Array<[PathPart[], ValueMatcher]> = [];
  for (const where of ["path", "query", "headers"] as const) {
    for (const [name, value] of Object.entries(match[where] ?? {})) out.push([[...at, where, name], value]);
  }
  if (match.body !== undefined) out.push([[...at, "body"], match.body]);
  const params = match.params;
  if (Array.isArray(params)) params.forEach((value, i) => out.push([[...at, "params", i], value]));
  else for (const [name, value] of Object.entries(params ?? {})) out.push([[...at, "params", name], value]);
  return out;
}

function checkValue(value: ValueMatcher, at: PathPart[], problems: Problem[]): void {
  if (value === null || typeof value !== "object") return;
  const operators = Object.keys(value);
  if (operators.length !== 1) {
    problems.push({
      path: at,
      message: `a matcher is a value, or an object with one of ${OPERATORS.join(", ")}; got ${operators.length}`,
    });
    return;
  }
  if ("matches" in value) {
    const compiled = compilePattern(value.matches);
    if (typeof compiled === "string") problems.push({ path: [...at, "matches"], message: compiled });
    return;
  }
  const json = "equals" in value ? value.equals : (value as { subset: unknown }).subset;
  const size = jsonSize(json);
  if (size.nodes > MAX_VALUE_NODES || size.depth > MAX_VALUE_DEPTH) {
    problems.push({
      path: [...at, operators[0]!],
      message: `at most ${MAX_VALUE_NODES} values nested at most ${MAX_VALUE_DEPTH} deep (mock limit)`,
    });
  }
}

/** Nodes and depth of a JSON value, without recursion (a control body may nest deep). */
function jsonSize(value: unknown): { nodes: number; depth: number } {
  let nodes = 0;
  let depth = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0 && nodes <= MAX_VALUE_NODES && depth <= MAX_VALUE_DEPTH) {
    const [v, d] = stack.pop()!;
    nodes++;
    depth = Math.max(depth, d);
    if (v !== null && typeof v === "object") for (const child of Object.values(v)) stack.push([child, d + 1]);
  }
  return { nodes, depth };
}

/** A checked matcher, compiled for the hot path. */
export interface CompiledMatch {
  /** what the whole request must meet (path, query, headers, body); undefined: nothing */
  readonly request?: (request: MockRequest, route: Route) => boolean;
  /** node: what a call must meet (its params); undefined: nothing */
  readonly call?: (call: RpcCall) => boolean;
}

/**
 * Whether a rule or sequence aimed at `target` (undefined: every operation) with `match` applies to a request:
 * false when not; otherwise the calls of a batch it applies to, or undefined for the whole request. On the node an
 * answer aimed at a method replaces only its calls (those that match), the other calls of a batch answer as usual.
 */
export function appliesTo(
  target: string | undefined,
  match: CompiledMatch | undefined,
  request: MockRequest,
  route: Route,
): false | undefined | readonly RpcCall[] {
  if (!aimsAt(target, route.operations)) return false;
  if (match?.request !== undefined && !match.request(request, route)) return false;
  const all = route.calls;
  if (target === undefined || (all.length <= 1 && match?.call === undefined)) return undefined;
  const test = match?.call;
  const calls = all.filter((call) => call.method === target && (test === undefined || test(call)));
  if (calls.length === 0) return false;
  return calls.length === all.length ? undefined : calls;
}

type Test = (value: unknown) => boolean;

/**
 * One thing a matcher asks, named as near misses name it (`path.chainId`, `query.pageToken`, `headers.user-agent`,
 * `body`, `params.blk` or `params.0`): where its value is read (the whole request, or each JSON-RPC call) and the
 * test. Matching and near misses use the same fields, so they cannot disagree.
 */
export interface MatchField {
  readonly field: string;
  /** the matcher as written */
  readonly expected: ValueMatcher;
  readonly read: ((request: MockRequest, route: Route) => unknown) | undefined;
  readonly readCall: ((call: RpcCall) => unknown) | undefined;
  readonly test: (value: unknown) => boolean;
}

/** The fields of a checked matcher for the entry it names. */
export function matchFields(match: MatchInput, entry: CatalogueEntry): MatchField[] {
  const fields: MatchField[] = [];
  const onRequest = (field: string, expected: ValueMatcher, text: boolean, read: MatchField["read"]) =>
    fields.push({ field, expected, read, readCall: undefined, test: valueTest(expected, text) });
  for (const [name, m] of Object.entries(match.path ?? {})) {
    onRequest(`path.${name}`, m, true, (_, route) => route.pathParams[name]);
  }
  for (const [name, m] of Object.entries(match.query ?? {})) {
    onRequest(`query.${name}`, m, true, (request) =>
      Object.hasOwn(request.query, name) ? request.query[name] : undefined,
    );
  }
  for (const [raw, m] of Object.entries(match.headers ?? {})) {
    const name = raw.toLowerCase();
    onRequest(`headers.${name}`, m, true, (request) =>
      Object.hasOwn(request.headers, name) ? request.headers[name] : undefined,
    );
  }
  if (match.body !== undefined) onRequest("body", match.body, false, (_, route) => route.body);
  if (match.params !== undefined) fields.push(...paramFields(match.params, entry));
  return fields;
}

/** Compiles a checked matcher for the entry it names. */
export function compileMatch(match: MatchInput, entry: CatalogueEntry): CompiledMatch {
  const fields = matchFields(match, entry);
  const tests = fields.flatMap(({ read, test }) =>
    read === undefined ? [] : [(request: MockRequest, route: Route) => test(read(request, route))],
  );
  const callTests = fields.flatMap(({ readCall, test }) =>
    readCall === undefined ? [] : [(call: RpcCall) => test(readCall(call))],
  );
  const compiled: { request?: CompiledMatch["request"]; call?: CompiledMatch["call"] } = {};
  if (tests.length > 0) compiled.request = (request, route) => tests.every((t) => t(request, route));
  if (match.params !== undefined) compiled.call = (call) => callTests.every((t) => t(call));
  return compiled;
}

function paramFields(params: NonNullable<MatchInput["params"]>, entry: CatalogueEntry): MatchField[] {
  const names = entry.params?.names ?? [];
  const byPosition = entry.params?.byPosition ?? true;
  const pairs: Array<[number, string, string, ValueMatcher]> = Array.isArray(params)
    ? params.map((m, i) => [i, names[i]!, String(i), m])
    : Object.entries(params).map(([name, m]) => [names.indexOf(name), name, name, m]);
  return pairs.map(([index, name, key, m]) => ({
    field: `params.${key}`,
    expected: m,
    read: undefined,
    readCall: (call: RpcCall) => paramOf(call.params, index, name, byPosition),
    test: valueTest(m, false),
  }));
}

/** A call's param, as the node reads it: geth by position, gorilla by name (from an object, or `[ {…} ]`). */
function paramOf(params: unknown, index: number, name: string, byPosition: boolean): unknown {
  if (byPosition) return Array.isArray(params) ? params[index] : undefined;
  const object = Array.isArray(params) ? params[0] : params;
  if (object === null || typeof object !== "object" || Array.isArray(object)) return undefined;
  return Object.hasOwn(object, name) ? (object as Record<string, unknown>)[name] : undefined;
}

/** `text`: a path, query or header value (a string, a list of them for a repeated query name, or absent). */
function valueTest(m: ValueMatcher, text: boolean): Test {
  if (m === null || typeof m !== "object") return scalarTest(m, text);
  if ("matches" in m) {
    const pattern = compilePattern(m.matches) as CompiledPattern; // checked: a string would have been refused
    return (value) => someText(value, (s) => s.length <= MAX_MATCHED_TEXT && pattern.test(s));
  }
  if ("equals" in m) {
    const want = m.equals;
    if (text && (want === null || typeof want !== "object")) return scalarTest(want as Scalar, true);
    return (value) => equalJson(value, want);
  }
  const want = (m as { subset: unknown }).subset;
  return (value) => subsetJson(value, want);
}

function scalarTest(want: Scalar, text: boolean): Test {
  if (want === null) return (value) => value === undefined || value === null;
  if (!text) return (value) => value === want;
  const wanted = String(want);
  return (value) => someText(value, (s) => s === wanted);
}

function someText(value: unknown, test: (s: string) => boolean): boolean {
  if (typeof value === "string") return test(value);
  return Array.isArray(value) && value.some((v) => typeof v === "string" && test(v));
}

/** Deep equality, walking only `want` (bounded by the matcher's size, whatever the request holds). */
function equalJson(value: unknown, want: unknown): boolean {
  if (want === null || typeof want !== "object") return value === want;
  if (Array.isArray(want)) {
    return Array.isArray(value) && value.length === want.length && want.every((w, i) => equalJson(value[i], w));
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const keys = Object.keys(want);
  let count = 0;
  for (const key in value) if (Object.hasOwn(value, key) && ++count > keys.length) return false;
  const object = value as Record<string, unknown>;
  const wanted = want as Record<string, unknown>;
  return count === keys.length && keys.every((k) => Object.hasOwn(object, k) && equalJson(object[k], wanted[k]));
}

/** `value` holds `want`: the keys it names (null: null or absent), arrays element by element from the start. */
function subsetJson(value: unknown, want: unknown): boolean {
  if (want === null) return value === null || value === undefined;
  if (typeof want !== "object") return value === want;
  if (Array.isArray(want)) {
    return Array.isArray(value) && value.length >= want.length && want.every((w, i) => subsetJson(value[i], w));
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const object = value as Record<string, unknown>;
  return Object.entries(want).every(([k, w]) => subsetJson(Object.hasOwn(object, k) ? object[k] : undefined, w));
}
