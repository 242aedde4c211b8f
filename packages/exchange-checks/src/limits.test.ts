// Bounded output on hostile values: excerpts and ids of values nested a million deep or megabytes long are built
// without recursion and without serialising more than they show; a schema check too deep to follow is a finding.
import { describe, expect, it } from "vitest";
import { loadSpec } from "@avaspec/specs";
import { createRpcChecker } from "./index.js";
import { excerpt, jsonPrefix, quoted } from "./limits.js";
import { SchemaValidators } from "./schemas.js";

const deepArray = (depth: number) => JSON.parse("[".repeat(depth) + "]".repeat(depth));

describe("jsonPrefix", () => {
  it("writes what JSON.stringify writes, for values shorter than the bound", () => {
    const values: unknown[] = [
      null,
      true,
      0,
      -1.5e-7,
      Number.NaN,
      'a "quoted" line\nwith ✓',
      [],
      {},
      [1, [2, [3, []]], { a: null }],
      { a: 1, b: [true, "x"], c: { d: {} }, skip: undefined, f: () => 1 },
      [undefined, () => 1, Number.POSITIVE_INFINITY],
    ];
    for (const value of values) expect(jsonPrefix(value, 10_000)).toBe(JSON.stringify(value));
  });

  it("stops soon after the bound, whatever the size or depth of the value", () => {
    const long = Array.from({ length: 1_000_000 }, (_, i) => ({ i }));
    const text = jsonPrefix(long, 200);
    expect(JSON.stringify(long).startsWith(text)).toBe(true);
    expect(text.length).toBeGreaterThan(200);
    expect(text.length).toBeLessThan(260);
    const deep = jsonPrefix(deepArray(1_000_000), 200);
    expect(deep.startsWith("[".repeat(200))).toBe(true);
    expect(deep.length).toBeLessThan(260);
    expect(jsonPrefix("x".repeat(5_000_000), 100)).toBe(`"${"x".repeat(100)}"`);
  });
});

describe("excerpt and quoted", () => {
  it("are short single lines for any value", () => {
    expect(excerpt(deepArray(1_000_000))).toBe(`${"[".repeat(119)}…`);
    expect(excerpt(`a\n\n  b${" ".repeat(10_000_000)}c`)).toBe("a b");
    expect(quoted("1.0")).toBe('"1.0"');
    expect(quoted(deepArray(100_000), 10)).toBe(`${"[".repeat(9)}…`);
  });
});

describe("schema checks on values too deep to follow", () => {
  it("report the depth instead of throwing", () => {
    const validators = new SchemaValidators("openapi-3.1");
    const schema = { $defs: { n: { type: "array", items: { $ref: "#/$defs/n" } } }, $ref: "#/$defs/n" };
    expect(validators.check(schema, deepArray(10))).toBeNull();
    const check = validators.check(schema, deepArray(1_000_000));
    expect(check?.errors.map((e) => e.keyword)).toEqual(["depth"]);
  });
});

describe("JSON-RPC ids that are not ids", () => {
  const checker = createRpcChecker(loadSpec("node", { dereferenced: true }));
  const json = { "content-type": "application/json" };
  it("a batch answer with a deep id matches no call; a deep echoed id is compared on a bounded prefix", () => {
    const deepId = "[".repeat(200_000) + "]".repeat(200_000);
    const request = `[{"jsonrpc":"2.0","id":1,"method":"eth_feeConfig","params":[]}]`;
    const body = `[{"jsonrpc":"2.0","id":${deepId},"result":{}}]`;
    const violations = checker.checkExchange("/ext/bc/C/rpc", request, { status: 200, headers: json, body });
    expect(violations.map((v) => v.message)).toContain(`batch answer with id ${"[".repeat(59)}… matches no request`);
    for (const v of violations) expect(JSON.stringify(v).length).toBeLessThan(2048);
    const echoed = `{"jsonrpc":"2.0","id":${deepId},"method":"eth_feeConfig","params":[]}`;
    const answer = `{"jsonrpc":"2.0","id":${deepId},"result":{}}`;
    expect(() =>
      checker.checkExchange("/ext/bc/C/rpc", echoed, { status: 200, headers: json, body: answer }),
    ).not.toThrow();
  });
});
