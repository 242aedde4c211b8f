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
