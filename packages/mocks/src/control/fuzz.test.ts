// Property tests of the control routes: any body is answered 201/200 or a 400/415 that says why (never a crash or
// a 500), and whatever was accepted, a spec path never answers a status its operation does not declare unless a
// rule asked for `undeclared`.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { MockRequest, MockResponse } from "../server/exchange.js";
import { ControlPlane } from "./plane.js";
import { fakeEngine, fakeRequest } from "./test-support.js";
import { routeNaming } from "../server/exchange.js";

const FIELDS = ["operation", "method", "status", "error", "delayMs", "reset", "hang", "malformed", "times", "rate"];
const MORE_FIELDS = ["example", "mock", "match", "retryAfter", "name"];
const value = fc.oneof(
  fc.constantFrom("getChain", "listChains", "eth_feeConfig", "admin.alias", "nope", "truncated", "not-json"),
  fc.constantFrom(200, 400, 404, 418, 429, 503, 599, -32000, 0, 1, 2),
  fc.boolean(),
  fc.double({ min: -2, max: 2, noNaN: true }),
  fc.record({ code: fc.constantFrom(-32000, -32602, 7), message: fc.string() }),
  fc.jsonValue({ maxDepth: 2 }),
);
const ruleLike = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS, ...MORE_FIELDS, "undeclared"), fc.string()), value, {
  maxKeys: 4,
});
const body = fc.oneof(ruleLike, fc.array(ruleLike, { maxLength: 3 }), fc.jsonValue({ maxDepth: 3 }));

function post(plane: ControlPlane, path: string, json: unknown): Promise<MockResponse> | MockResponse {
  const route = plane.routes.find((r) => r.method === "POST" && r.path === path)!;
  return route.handle(fakeRequest({ method: "POST", path, json }));
}

describe.each(["rest", "jsonrpc"] as const)("control routes of a %s server", (kind) => {
  it("answer every body with success or a clear refusal, and never serve an undeclared status", async () => {
    await fc.assert(
      fc.asyncProperty(body, body, async (faults, scenario) => {
        const engine = fakeEngine(kind);
        const plane = new ControlPlane(() => engine, { journalSize: 10 });
        for (const [path, json] of [
          ["/__avaspec/faults", faults],
          ["/__avaspec/scenario", scenario],
        ] as const) {
          const res = await post(plane, path, json);
          expect([200, 201, 400]).toContain(res.status);
          if (res.status === 400) expect(JSON.parse(String(res.body)).message).toMatch(/\w/);
        }
        const undeclaredAllowed =
          plane.faults.list().some((r) => r.undeclared) ||
          JSON.stringify(plane.scenario.describe().scenario).includes('"undeclared":true');
        for (const entry of engine.catalogue()) {
          const request = fakeRequest({ headers: { prefer: "delay=0" } });
          const target = routeNaming([entry.id]);
          const answer = await plane.layer(request, target, (r, route) => engine.answer(r, route));
          if (answer.action || undeclaredAllowed) continue;
          expect(entry.statuses).toContain(answer.status);
        }
      }),
      { numRuns: 300 },
    );
  });
});

// matchers: any matcher a client can send is refused with a 400 or compiled, and no request it is compared with
// (any query, header, body or params) makes the layer throw
const valueMatcher = fc.oneof(
  fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean(), fc.constant(null)),
  fc.record({ equals: fc.jsonValue({ maxDepth: 3 }) }),
  fc.record({ subset: fc.jsonValue({ maxDepth: 3 }) }),
  fc.record({
    matches: fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("^(a+)+$", "[", "(?=x)", "\\d+", "^$")),
  }),
);
const names = fc.constantFrom("chainId", "pageSize", "pageToken", "x-data-api-key", "blk", "alias", "endpoint", "nope");
const named = fc.dictionary(names, valueMatcher, { maxKeys: 3 });
const anyMatch = fc.record(
  {
    path: named,
    query: named,
    headers: named,
    body: valueMatcher,
    params: fc.oneof(named, fc.array(valueMatcher, { maxLength: 3 })),
  },
  { requiredKeys: [] },
);
const only = (...keys: string[]) => fc.dictionary(fc.constantFrom(...keys), valueMatcher, { minKeys: 1, maxKeys: 2 });
/** Targets with matchers their catalogue entry allows (mostly), or anything at all. */
const aimed = {
  rest: fc.oneof(
    fc.tuple(
      fc.constant("getChain"),
      fc.record({ path: only("chainId"), headers: only("x-data-api-key") }, { requiredKeys: [] }),
    ),
    fc.tuple(
      fc.constant("listChains"),
      fc.record({ query: only("pageSize", "pageToken"), body: valueMatcher }, { requiredKeys: [] }),
    ),
    fc.tuple(fc.constantFrom("getChain", "listChains"), anyMatch),
  ),
  jsonrpc: fc.oneof(
    fc.tuple(
      fc.constant("eth_feeConfig"),
      fc.record({ params: fc.oneof(only("blk"), fc.array(valueMatcher, { maxLength: 1 })) }),
    ),
    fc.tuple(
      fc.constant("admin.alias"),
      fc.record({ params: fc.oneof(only("endpoint", "alias"), fc.array(valueMatcher, { maxLength: 2 })) }),
    ),
    fc.tuple(fc.constantFrom("eth_feeConfig", "admin.alias"), anyMatch),
  ),
};
const target = fc.constantFrom("getChain", "listChains", "eth_feeConfig", "admin.alias");
const text = fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom("43114", "latest", "aaaa!", ""));
const requestParts = fc.record({
  query: fc.dictionary(names, fc.oneof(text, fc.array(text, { maxLength: 3 })), { maxKeys: 3 }),
  headers: fc.dictionary(names, text, { maxKeys: 3 }),
  json: fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.array(
      fc.record({ jsonrpc: fc.constant("2.0"), id: fc.nat(), method: target, params: fc.jsonValue({ maxDepth: 2 }) }),
      { maxLength: 3 },
    ),
  ),
  path: fc.constantFrom("/v1/chains", "/v1/chains/43114", "/v1/chains/x", "/ext/bc/C/rpc"),
});

describe.each(["rest", "jsonrpc"] as const)("matchers on a %s server", (kind) => {
  it("are refused with a reason or compiled; no request compared with them throws", async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(aimed[kind], fc.boolean(), requestParts, async ([name, m], undeclared, parts) => {
        const engine = fakeEngine(kind);
        const plane = new ControlPlane(() => engine, { journalSize: 0 });
        const own = kind === "rest" ? "operation" : "method";
        const rule = { [own]: name, match: m, status: 200, undeclared };
        const res = await post(plane, "/__avaspec/faults", rule);
        expect([201, 400]).toContain(res.status);
        accepted += res.status === 201 ? 1 : 0;
        await post(plane, "/__avaspec/scenario", { [name]: { steps: [{ mock: true }], match: m, undeclared } });
        const request = fakeRequest({ method: "POST", ...parts });
        const answer = await plane.layer(request, engine.identify(request), (r, route) => engine.answer(r, route));
        expect(answer.status).toBe(200);
      }),
      { numRuns: 300 },
    );
    expect(accepted).toBeGreaterThan(50); // the property is about matchers in force, not only refused ones
  });
});

// bodies near the bounds of a control body (bounds.ts): nesting, keys, YAML tokens and aliases, error.data. Each is
// answered 200/201 or 400; a refusal for a bound names it exactly when the body is past it; a refused body leaves
// the state as it was, and what is stored can always be read back
const nestedText = (depth: number, form: string): string => {
  if (form === "flow-json" || form === "flow-yaml") return `${"[".repeat(depth)}${"]".repeat(depth)}`;
  if (form === "block-yaml") return Array.from({ length: depth }, (_, i) => `${" ".repeat(i)}k:`).join("\n");
  return `${"- ".repeat(depth)}x`;
};
/** a body drawn as its form and size (so a counterexample prints short), made when the property runs */
interface NearBound {
  form: "flow-json" | "flow-yaml" | "block-yaml" | "dash-yaml" | "json-keys" | "yaml-keys" | "yaml-aliases";
  n: number;
}
const nearBounds: fc.Arbitrary<NearBound> = fc.oneof(
  fc.record({
    form: fc.constantFrom("flow-json", "flow-yaml", "block-yaml", "dash-yaml" as const),
    n: fc.integer({ min: 56, max: 72 }),
  }),
  fc.record({ form: fc.constant("json-keys" as const), n: fc.integer({ min: 9_990, max: 10_010 }) }),
  fc.record({ form: fc.constant("yaml-keys" as const), n: fc.integer({ min: 5_500, max: 5_900 }) }),
  fc.record({ form: fc.constant("yaml-aliases" as const), n: fc.integer({ min: 95, max: 105 }) }),
);

/** The body, and what a 400 must say: past a bound, its text; within every bound, nothing of one (false). */
function nearBoundBody({ form, n }: NearBound): { request: Partial<MockRequest>; past: RegExp | false | undefined } {
  const body = (text: string, type: string) => ({
    method: "POST",
    body: Buffer.from(text),
    headers: { "content-type": `application/${type}` },
  });
  switch (form) {
    case "json-keys": {
      const object = Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 1]));
      return { request: body(JSON.stringify(object), "json"), past: n > 10_000 && /more than 10000 keys and items/ };
    }
    case "yaml-keys": {
      // about seven YAML tokens a line: the token bound (40,000) falls near 5,714 lines
      const text = Array.from({ length: n }, (_, i) => `k${i}: 1`).join("\n");
      return {
        request: body(text, "yaml"),
        past: n < 5_600 ? false : n > 5_800 ? /more than 40000 YAML tokens/ : undefined,
      };
    }
    case "yaml-aliases":
      return {
        request: body(`a: &a [1]\nb: [${Array(n).fill("*a").join(", ")}]`, "yaml"),
        past: n > 100 && /more than 100 YAML aliases/,
      };
    default:
      return {
        request: body(nestedText(n, form), form === "flow-json" ? "json" : "yaml"),
        past: n > 64 && /nested deeper than 64 levels/,
      };
  }
}

describe("control bodies near the bounds", () => {
  it("are answered within them or refused naming the bound, and leave the state readable", async () => {
    await fc.assert(
      fc.asyncProperty(nearBounds, fc.integer({ min: 28, max: 36 }), async (drawn, depth) => {
        const { request, past } = nearBoundBody(drawn);
        const engine = fakeEngine("jsonrpc");
        const plane = new ControlPlane(() => engine, { journalSize: 0 });
        const route = (method: string, path: string) =>
          plane.routes.find((r) => r.method === method && r.path === path)!;
        const kept = { eth_feeConfig: [{ error: { code: -32000, message: "kept" } }] };
        await route("POST", "/__avaspec/scenario").handle(fakeRequest({ method: "POST", json: kept }));
        for (const path of ["/__avaspec/scenario", "/__avaspec/faults"]) {
          const res = await route("POST", path).handle(fakeRequest({ path, ...request }));
          expect([200, 201, 400]).toContain(res.status);
          const message = res.status === 400 ? String(JSON.parse(String(res.body)).message) : "";
          if (past) expect(message).toMatch(past);
          // a rule has its own, smaller bounds: only the scenario holds the body's
          if (past === false && path === "/__avaspec/scenario") expect(message).not.toMatch(/mock limit/);
        }
        const data = `${"[".repeat(depth)}${"]".repeat(depth)}`;
        const step = `{"eth_feeConfig":[{"error":{"code":-32000,"message":"m","data":${data}}}]}`;
        const res = await route("POST", "/__avaspec/scenario").handle(
          fakeRequest({ method: "POST", body: Buffer.from(step), headers: { "content-type": "application/json" } }),
        );
        expect(res.status).toBe(depth <= 32 ? 200 : 400);
        const shown = await route("GET", "/__avaspec/scenario").handle(fakeRequest());
        expect(shown.status).toBe(200);
        if (depth > 32) expect(JSON.parse(String(shown.body)).scenario).toEqual(kept);
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
