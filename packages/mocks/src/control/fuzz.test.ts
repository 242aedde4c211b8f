// Property tests of the control routes: any body is answered 201/200 or a 400/415 that says why (never a crash or
// a 500), and whatever was accepted, a spec path never answers a status its operation does not declare unless a
// rule asked for `undeclared`.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { MockResponse } from "../server/exchange.js";
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
