// Fuzz: whatever a client or an upstream sends (any JSON, any text, values grown toward the size and depth limits),
// every check of the real specs returns violations, never throws, and each violation stays short.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadSpec } from "@avaspec/specs";
import { createRestChecker, createRpcChecker, type Violation } from "./index.js";

const data = createRestChecker(loadSpec("data", { dereferenced: true }));
const metrics = createRestChecker(loadSpec("metrics", { dereferenced: true }));
const node = createRpcChecker(loadSpec("node", { dereferenced: true }));
const json = { "content-type": "application/json" };
/** the most violations one exchange reports (the cap, its "capped" note, per side) */
const MAX_VIOLATIONS = 2 * 21;
const MAX_VIOLATION_CHARS = 2048;
/** the grown inputs take seconds on a loaded 2-core CI machine */
const FUZZ_TIMEOUT_MS = 60_000;

function expectBounded(violations: Violation[]) {
  expect(violations.length).toBeLessThanOrEqual(MAX_VIOLATIONS);
  for (const v of violations) expect(JSON.stringify(v).length).toBeLessThan(MAX_VIOLATION_CHARS);
}

/** JSON text: any JSON value, or a value nested or repeated toward the limits, or text that is not JSON. */
const bodies = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc
    .record({ depth: fc.integer({ min: 1, max: 100_000 }), open: fc.constantFrom("[", '{"a":') })
    .map(({ depth, open }) => {
      const close = open === "[" ? "]" : "}";
      return open.repeat(depth) + "0" + close.repeat(depth);
    }),
  fc.integer({ min: 1, max: 50_000 }).map((n) => `[${'"xxxxxxxxxx",'.repeat(n)}1]`),
  fc.string(),
);
const statuses = fc.constantFrom(200, 201, 204, 301, 400, 404, 429, 500, 502, 503, 599);
const ops = (checker: typeof data) => fc.constantFrom(...checker.operations.keys());

describe("fuzz: REST checks", { timeout: FUZZ_TIMEOUT_MS }, () => {
  for (const [name, checker] of [
    ["data", data],
    ["metrics", metrics],
  ] as const) {
    it(`${name}: any response body and status`, () => {
      fc.assert(
        fc.property(ops(checker), statuses, bodies, (operation, status, body) => {
          expectBounded(checker.checkResponse(operation, { status, headers: json, body }));
        }),
        { numRuns: 100 },
      );
    });

    it(`${name}: any request parameters and body`, () => {
      const query = fc.dictionary(fc.string({ maxLength: 20 }), fc.oneof(fc.string(), fc.array(fc.string())));
      fc.assert(
        fc.property(ops(checker), query, fc.option(bodies), (operation, q, body) => {
          const request = { path: "/v1/chains/43114", query: q, headers: json, body: body ?? undefined };
          expectBounded(checker.checkRequest(operation, request));
        }),
        { numRuns: 100 },
      );
    });
  }
});

describe("fuzz: JSON-RPC checks", { timeout: FUZZ_TIMEOUT_MS }, () => {
  const methods = fc.constantFrom("eth_feeConfig", "admin.alias", "index.getLastAccepted", "platform.getHeight", "x");
  const requests = fc.oneof(
    bodies,
    fc
      .record({ id: fc.jsonValue(), method: methods, params: fc.jsonValue() })
      .map((r) => JSON.stringify({ jsonrpc: "2.0", ...r })),
    fc
      .array(fc.record({ id: fc.jsonValue(), method: methods, params: fc.jsonValue() }), { maxLength: 30 })
      .map((b) => JSON.stringify(b.map((r) => ({ jsonrpc: "2.0", ...r })))),
  );
  const paths = fc.constantFrom("/ext/bc/C/rpc", "/ext/admin", "/ext/index/C/block", "/ext/bc/P", "/nowhere");
  it("any request and any answer, single or batch", () => {
    fc.assert(
      fc.property(paths, requests, statuses, bodies, (path, request, status, body) => {
        expectBounded(node.checkExchange(path, request, { status, headers: json, body }));
      }),
      { numRuns: 150 },
    );
  });
});
