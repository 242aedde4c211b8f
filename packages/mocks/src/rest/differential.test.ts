// Prism is the oracle of the compiled request path: thousands of generated requests (valid and invalid, every
// Prefer form, the __code/__example query forms, odd encodings, HEAD, OPTIONS, hostile bodies) go to two engines
// of the same API, one compiled and one answering through Prism, and must get the same status, body and headers.
// An intended difference is listed in DEVIATIONS (by id) and excluded by that id, never silently.
import { readFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dataApi, metricsApi } from "../apis.js";
import { bodyBytes } from "../server/bytes.js";
import { type MockRequest, type MockResponse, onAbortOf, type Route } from "../server/exchange.js";
import { parseTarget } from "../server/host.js";
import { createRestEngine, type RestEngine } from "./engine.js";
import type { RestApiDefinition } from "./rules.js";
import { readOperations } from "./spec.js";
import { examplesOf, malformedEscape, type RawRequest, requestFor, strangeRequest } from "./test-support/requests.js";

const RUNS = 2500;
const CLOCK = () => Date.UTC(2024, 8, 1, 12, 0, 0);
const NEVER_ABORTED = new AbortController().signal;

/** Intended differences between the compiled path and Prism's, each a row of specs/DEVIATIONS.md under its id. */
interface Deviation {
  id: string;
  /** the requests it concerns: they are left out of the comparison, and counted */
  applies(req: RawRequest, literals: ReadonlySet<string>): boolean;
}

const DEVIATIONS: Deviation[] = [
  {
    // Prism routes by decoded segments but reads path parameters from the encoded path with the template: an
    // escaped literal segment (`/v1/address/0x…/%63hains`) routes, and every path parameter is then "required"
    id: "P1",
    applies: (req, literals) =>
      req.path
        .split("?")[0]!
        .split("/")
        .some((segment) => segment.includes("%") && literals.has(decodeSegment(segment))),
  },
];

const deviationIds = () =>
  new Set(
    [
      ...readFileSync(new URL("../../../../specs/DEVIATIONS.md", import.meta.url), "utf8").matchAll(/^\| (\w+) \|/gm),
    ].map((m) => m[1]),
  );

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The request as the node:http host hands it to an engine (target split and decoded, header names lower-case). */
function mockRequest(raw: RawRequest): MockRequest | undefined {
  const target = parseTarget(raw.path);
  if (typeof target === "string" || target.malformed) return undefined; // the host answers those itself
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw.headers)) headers[k.toLowerCase()] = v;
  return {
    method: raw.method,
    rawUrl: raw.path,
    path: target.path,
    query: target.query,
    headers,
    body: raw.body === undefined ? new Uint8Array(0) : bodyBytes(raw.body),
    remoteAddress: "127.0.0.1",
    receivedAt: CLOCK(),
    signal: NEVER_ABORTED,
    onAbort: onAbortOf(NEVER_ABORTED),
  };
}

async function answerOf(engine: RestEngine, request: MockRequest): Promise<MockResponse> {
  return engine.answer(request, engine.identify(request));
}

const text = (response: MockResponse) =>
  typeof response.body === "string" ? response.body : new TextDecoder().decode(response.body);

/** More ways to send the same request: HEAD, a CORS preflight, the __code / __example query forms, odd encodings. */
function variant(ops: ReturnType<typeof readOperations>): (req: RawRequest) => fc.Arbitrary<RawRequest> {
  const codes = [...new Set(ops.flatMap((o) => o.statuses))];
  return (req) =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constant(req) },
      { weight: 1, arbitrary: fc.constant({ ...req, method: "HEAD" }) },
      {
        weight: 1,
        arbitrary: fc.constantFrom("GET", "POST", "PATCH").map((wanted) => ({
          ...req,
          method: "OPTIONS",
          headers: { origin: "http://app.test", "access-control-request-method": wanted },
        })),
      },
      { weight: 1, arbitrary: fc.constant({ ...req, headers: { ...req.headers, origin: "http://app.test" } }) },
      {
        weight: 1,
        arbitrary: fc
          .oneof(
            fc.constantFrom(...codes).map((c) => `__code=${c}`),
            fc.constantFrom("__code=418", "__code=x", "__example=nope", "__dynamic=false", "__dynamic=maybe"),
            fc.constantFrom("cChain", "withNextPage", "lastPage", "chainNotFound").map((e) => `__example=${e}`),
          )
          .map((q) => ({ ...req, path: `${req.path}${req.path.includes("?") ? "&" : "?"}${q}` })),
      },
      { weight: 1, arbitrary: oddlyEncoded(req) },
    );
}

/** The same path with its characters escaped differently: over-encoded, lower-case escapes, commas, slashes. */
function oddlyEncoded(req: RawRequest): fc.Arbitrary<RawRequest> {
  const [path, query] = req.path.split("?", 2) as [string, string | undefined];
  const encodeAll = (s: string) =>
    [...s].map((c) => (c === "/" ? c : `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`)).join("");
  const last = path.lastIndexOf("/");
  return fc
    .constantFrom<(p: string) => string>(
      (p) => p.slice(0, last + 1) + encodeAll(p.slice(last + 1)),
      (p) => p.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
      (p) => `${p},x`,
      (p) => `${p}%2Cx`,
      (p) => `${p}%2Fx`,
      (p) => `${p}/`,
      (p) => p.replace("/v", "//v"),
      (p) => p.replace(/\/([^/]*)$/, "/./$1"),
      (p) => `${p}%20`,
      (p) => `${p}%C3%A9`,
    )
    .map((f) => ({ ...req, path: query === undefined ? f(path) : `${f(path)}?${query}` }));
}

/** Hostile headers a request may carry as well: content types no parser reads, odd Prefer forms. */
function hostileHeaders(req: RawRequest): fc.Arbitrary<RawRequest> {
  return fc
    .record(
      {
        "content-type": fc.constantFrom("garbage", "application/json;;", "", "*/*", "application/json; charset=utf-16"),
        prefer: fc.constantFrom("code=200, example=nope", "code=404;example=cChain", "example=", "code=", ",,,", "x"),
      },
      { requiredKeys: [] },
    )
    .map((extra) => ({ ...req, headers: { ...req.headers, ...extra } }));
}

/** What a comparison found: the first difference (with its request), and how each engine answered. */
interface Comparison {
  difference?: string;
  dynamic: number;
  excluded: Map<string, number>;
}

/**
 * Sends the generated requests to both engines and compares status, headers and body. Returns the first
 * difference instead of throwing, so that the teeth below can run it against engines that must fail it.
 */
async function compare(
  subject: RestEngine,
  oracle: RestEngine,
  requests: fc.Arbitrary<RawRequest>,
  literals: ReadonlySet<string>,
  runs: number,
): Promise<Comparison> {
  const found: Comparison = { dynamic: 0, excluded: new Map() };
  const result = await fc.check(
    fc.asyncProperty(requests, async (raw) => {
      const request = mockRequest(raw);
      if (!request) return true;
      const [ours, theirs] = await Promise.all([answerOf(subject, request), answerOf(oracle, request)]);
      const where = `${raw.method} ${raw.path} ${JSON.stringify(raw.headers)} ${raw.body?.slice(0, 200) ?? ""}`;
      const deviation = DEVIATIONS.find((d) => d.applies(raw, literals));
      if (deviation) {
        found.excluded.set(deviation.id, (found.excluded.get(deviation.id) ?? 0) + 1);
        return true;
      }
      const differs = (what: string, a: unknown, b: unknown) => {
        found.difference = `${where}: ${what} ${JSON.stringify(a).slice(0, 300)} ≠ ${JSON.stringify(b).slice(0, 300)}`;
        return false;
      };
      if (ours.status !== theirs.status) return differs("status", ours.status, theirs.status);
      // a generated body is random (Prism's generator): both came from Prism's mocker, so the shape is compared
      if (/dynamic=true/.test(`${raw.headers.prefer ?? ""} ${raw.path}`) && ours.status < 300) {
        found.dynamic++;
        const [a, b] = [Object.keys(ours.headers).sort(), Object.keys(theirs.headers).sort()];
        return a.join() === b.join() || differs("header names", a, b);
      }
      if (!isDeepStrictEqual(ours.headers, theirs.headers)) return differs("headers", ours.headers, theirs.headers);
      return text(ours) === text(theirs) || differs("body", text(ours), text(theirs));
    }),
    { numRuns: runs, seed: 20_261_124 },
  );
  if (result.failed && found.difference === undefined) found.difference = String(result.errorInstance);
  return found;
}

describe.each([
  ["metrics", metricsApi()],
  ["data", dataApi()],
] as Array<[string, RestApiDefinition]>)("the %s mock's compiled path against Prism's", (_name, api) => {
  const ops = readOperations(api.dereferenced);
  const literals = new Set(ops.flatMap((op) => op.path.split("/").filter((s) => s !== "" && !s.startsWith("{"))));
  const requests = fc
    .oneof(
      { weight: 8, arbitrary: fc.oneof(...ops.map((op) => requestFor(op, examplesOf(api.dereferenced, op)))) },
      { weight: 2, arbitrary: strangeRequest(ops) },
    )
    .filter((req) => !malformedEscape(req.path))
    .chain(variant(ops))
    .chain((req) =>
      fc.oneof({ weight: 9, arbitrary: fc.constant(req) }, { weight: 1, arbitrary: hostileHeaders(req) }),
    );
  const engines = async () => ({
    compiled: await createRestEngine(api, { seed: "differential", clock: CLOCK }),
    prism: await createRestEngine(api, { seed: "differential", clock: CLOCK, engine: "prism" }),
  });

  it(`answers ${RUNS} generated requests as Prism does`, async () => {
    const { compiled, prism } = await engines();
    const { difference, dynamic, excluded } = await compare(compiled, prism, requests, literals, RUNS);
    expect(difference).toBeUndefined();
    // the compiled engine answered on its own, save the bodies only Prism's generator makes; the oracle always
    // through Prism (an engine swapped for the other, or a stub answering with the other's results, fails here)
    expect(compiled.answeredBy.prism).toBeLessThanOrEqual(dynamic);
    expect(compiled.answeredBy.compiled).toBeGreaterThan(RUNS / 2);
    expect(prism.answeredBy.compiled).toBe(0);
    // few requests are left out, each under a deviation DEVIATIONS.md records
    expect([...excluded.values()].reduce((a, b) => a + b, 0)).toBeLessThan(RUNS / 20);
  }, 300_000);

  it("has teeth: a compiled path that answers differently anywhere is caught", async () => {
    const { compiled, prism } = await engines();
    const mutants: Array<[string, (r: MockResponse, q: MockRequest) => MockResponse]> = [
      ["400 lines in another order", (r) => (r.status === 400 ? { ...r, body: reorderLines(text(r)) } : r)],
      ["HEAD answered 404", (r, q) => (q.method === "HEAD" ? { ...r, status: 404 } : r)],
      ["a 429 without retry-after", (r) => (r.status === 429 ? { ...r, headers: withoutRetryAfter(r.headers) } : r)],
      ["405 without Allow", (r) => (r.status === 405 ? { ...r, headers: { "content-type": "application/json" } } : r)],
      // a 404 naming another chain than the request's (as forced answers did before naming.ts)
      [
        "a 404 naming another chain",
        (r) => ({ ...r, body: text(r).replace(/Chain \w+ not found/, "Chain 999999 not found") }),
      ],
    ];
    for (const [name, mutate] of mutants) {
      const mutant = mutated(compiled, mutate);
      const { difference } = await compare(mutant, prism, requests, literals, RUNS);
      expect(difference, name).toBeDefined();
    }
  }, 300_000);

  it("has teeth: an engine swapped for the other fails the path counts", async () => {
    // a "compiled" engine that is Prism's: it agrees with the oracle on every answer, and answers none itself
    const { prism } = await engines();
    const stub = await createRestEngine(api, { seed: "differential", clock: CLOCK, engine: "prism" });
    const { difference } = await compare(stub, prism, requests, literals, 200);
    expect(difference).toBeUndefined();
    expect(stub.answeredBy.compiled).toBe(0);
  }, 120_000);

  it("leaves requests out only under deviations that DEVIATIONS.md records", () => {
    const ids = deviationIds();
    for (const d of DEVIATIONS) expect(ids, d.id).toContain(d.id);
  });
});

/** An engine whose answers pass through `mutate` (a compiled path that differs in one way). */
function mutated(engine: RestEngine, mutate: (r: MockResponse, q: MockRequest) => MockResponse): RestEngine {
  return Object.assign(Object.create(engine) as RestEngine, {
    answer: async (request: MockRequest, route: Route) => mutate(await engine.answer(request, route), request),
    identify: (request: MockRequest) => engine.identify(request),
  });
}

function reorderLines(body: string): string {
  const parsed = JSON.parse(body) as { message: unknown };
  if (Array.isArray(parsed.message) && parsed.message.length > 1) parsed.message = [...parsed.message].reverse();
  else parsed.message = `${String(parsed.message)} `;
  return JSON.stringify(parsed);
}

function withoutRetryAfter(headers: Record<string, string>): Record<string, string> {
  const { "retry-after": _gone, ...rest } = headers;
  return rest;
}
