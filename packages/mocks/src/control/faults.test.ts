import { beforeAll, describe, expect, it } from "vitest";
import { FaultBook } from "./faults.js";
import { ControlInputError } from "./shape.js";
import { aimedAt, fakeEngine } from "./test-support.js";
import { loadControlValidators } from "../schema/validators.js";

// the books are driven directly here: their validators load as a control request or start option loads them
beforeAll(() => loadControlValidators());

const rest = () => new FaultBook(() => fakeEngine("rest"), "seed");
const node = () => new FaultBook(() => fakeEngine("jsonrpc"), "seed");

function refusal(book: FaultBook, input: unknown): string {
  try {
    book.add(input);
  } catch (error) {
    expect(error).toBeInstanceOf(ControlInputError);
    return (error as Error).message;
  }
  throw new Error("the rule was accepted");
}

describe("fault rules are checked against the catalogue", () => {
  it.each([
    [
      "unknown operation, naming the allowed ones",
      { operation: "getChian", status: 503 },
      'operation: unknown operation "getChian"; allowed: getChain, listChains',
    ],
    [
      "a status the operation does not declare, saying why",
      { operation: "listChains", status: 404 },
      "status: status 404 is not declared for listChains (declared: 200, 400, 503); " +
        'a mock answers only what the spec declares, so add "undeclared": true',
    ],
    [
      "a status not every operation declares, for a rule on every request",
      { status: 404 },
      "status 404 is not declared for every operation (not by listChains)",
    ],
    [
      "an unknown field",
      { operation: "getChain", status: 503, tmies: 2 },
      "tmies: unknown field; allowed: name, operation, method, status, retryAfter, error, delayMs",
    ],
    ["a wrong type", { operation: "getChain", status: "503" }, 'status: must be a whole number, got string "503"'],
    [
      "a fraction for times",
      { operation: "getChain", status: 503, times: 1.5 },
      "times: must be a whole number, got a fraction",
    ],
    ["a rate above 1", { operation: "getChain", status: 503, rate: 2 }, "rate: must be <= 1"],
    [
      "a rule that does nothing",
      { operation: "getChain" },
      "a rule answers with one of: status, example, error, mock, reset, hang, malformed (or delayMs alone)",
    ],
    [
      "two actions",
      { operation: "getChain", status: 503, hang: true },
      "a rule gives one answer; it has status and hang",
    ],
    [
      "times and rate",
      { operation: "getChain", status: 503, times: 1, rate: 0.5 },
      'give "times" (the next N requests) or "rate"',
    ],
    [
      "a JSON-RPC method on a REST server",
      { method: "getChain", status: 503 },
      'method: the metrics mock is a REST API: name its operationId with "operation"',
    ],
    [
      "a JSON-RPC error on a REST server",
      { operation: "getChain", error: { code: -32000, message: "x" } },
      'a JSON-RPC error is for the node mock; the metrics mock is REST: use "status"',
    ],
    [
      "malformed with another value",
      { malformed: "broken" },
      'malformed: must be one of true, "truncated", "not-json"',
    ],
    ["a body that is not a rule", 42, "must be an object, got number 42"],
    ["an empty list", [], "give a rule (an object) or a list of rules"],
  ])("refuses %s", (_, input, message) => {
    expect(refusal(rest(), input)).toContain(message);
  });

  it.each([
    [
      "an operation on the node",
      { operation: "eth_feeConfig", status: 200 },
      'the node mock is JSON-RPC: name its JSON-RPC method with "method"',
    ],
    [
      "an unknown method",
      { method: "eth_chainId", reset: true },
      'unknown method "eth_chainId"; allowed: eth_feeConfig, admin.alias',
    ],
    [
      "an undeclared error code",
      { method: "admin.alias", error: { code: -32601, message: "no" } },
      "error code -32601 is not declared for admin.alias (declared: -32000)",
    ],
    ["an error without a message", { method: "admin.alias", error: { code: -32000 } }, 'error: "message" is required'],
    [
      "an HTTP status the node does not declare",
      { method: "admin.alias", status: 503 },
      "status 503 is not declared for admin.alias (declared: 200)",
    ],
  ])("node: refuses %s", (_, input, message) => {
    expect(refusal(node(), input)).toContain(message);
  });

  it("accepts what the spec declares, and undeclared statuses only when asked", () => {
    const book = rest();
    book.add({ operation: "getChain", status: 503, times: 2, retryAfter: 1 });
    expect(book.decide(...aimedAt(["getChain"]))).toEqual({
      ruleId: 1,
      outcome: { kind: "forced", forced: { status: 503 } },
      retryAfter: 1,
    });
    book.add({ operation: "listChains", status: 418, undeclared: true });
    const n = node();
    n.add([{ method: "eth_feeConfig", error: { code: -32000, message: "header not found" } }, { delayMs: 10 }]);
    n.add({ method: "admin.alias", status: 502, undeclared: true });
    expect(book.list().map((r) => r.id)).toEqual([1, 2]);
    expect(n.size).toBe(3);
  });

  it("a refused list leaves the rules already set untouched (all or nothing)", () => {
    const book = rest();
    book.add({ operation: "getChain", status: 503 });
    const before = book.list();
    expect(
      refusal(book, [
        { operation: "getChain", status: 500 },
        { operation: "nope", status: 500 },
      ]),
    ).toContain('[1].operation: unknown operation "nope"');
    expect(book.list()).toEqual(before);
  });
});

describe("fault rules decide answers", () => {
  it("times: the next N matching requests, then the mock's own answers", () => {
    const book = rest();
    book.add({ operation: "getChain", status: 503, times: 2 });
    const picks = [0, 1, 2].map(() => book.decide(...aimedAt(["getChain"]))?.outcome);
    expect(picks).toEqual([
      { kind: "forced", forced: { status: 503 } },
      { kind: "forced", forced: { status: 503 } },
      undefined,
    ]);
    expect(book.decide(...aimedAt(["listChains"]))).toBeUndefined();
    expect(book.list()[0]).toMatchObject({ matched: 3, fired: 2, remaining: 0 });
  });

  it("rate: a seeded fraction that replays the same way in another run", () => {
    const run = () => {
      const book = rest();
      book.add({ operation: "getChain", status: 500, rate: 0.3 });
      return Array.from({ length: 1000 }, () => (book.decide(...aimedAt(["getChain"])) ? 1 : 0));
    };
    const first = run();
    expect(run()).toEqual(first);
    const fired = first.reduce((a: number, b) => a + b, 0);
    expect(fired).toBeGreaterThan(240);
    expect(fired).toBeLessThan(360);
    const other = new FaultBook(() => fakeEngine("rest"), "another seed");
    other.add({ operation: "getChain", status: 500, rate: 0.3 });
    expect(Array.from({ length: 1000 }, () => (other.decide(...aimedAt(["getChain"])) ? 1 : 0))).not.toEqual(first);
  });

  it("rules apply in the order they were added; a rule without target matches every routed request", () => {
    const book = rest();
    book.add([
      { operation: "getChain", hang: true, times: 1 },
      { malformed: "not-json", delayMs: 20 },
    ]);
    expect(book.decide(...aimedAt(["getChain"]))).toEqual({
      ruleId: 1,
      outcome: { kind: "transport", action: "hang" },
    });
    expect(book.decide(...aimedAt(["getChain"]))).toEqual({
      ruleId: 2,
      outcome: { kind: "malformed", mode: "not-json" },
      delayMs: 20,
    });
    expect(book.decide(...aimedAt([]))).toBeUndefined(); // unknown path: no operation, no rule
  });

  it("undeclared statuses are marked so, and a batch matches when any element calls the method", () => {
    const book = node();
    book.add([
      { method: "admin.alias", status: 503, undeclared: true },
      { method: "eth_feeConfig", reset: true },
    ]);
    expect(book.decide(...aimedAt(["admin.alias"]))?.outcome).toEqual({ kind: "undeclared", status: 503 });
    expect(book.decide(...aimedAt(["admin.alias", "eth_feeConfig"]))?.ruleId).toBe(1);
    expect(book.decide(...aimedAt(["eth_feeConfig", "eth_feeConfig"]))?.outcome).toEqual({
      kind: "transport",
      action: "reset",
    });
  });

  it("remove and clear", () => {
    const book = rest();
    book.add([{ status: 503 }, { status: 400 }]);
    expect(book.remove(1)).toBe(true);
    expect(book.remove(1)).toBe(false);
    expect(book.clear()).toBe(1);
    expect(book.decide(...aimedAt(["getChain"]))).toBeUndefined();
  });

  it("recheck drops the rules a reloaded spec no longer allows", () => {
    let engine = fakeEngine("rest");
    const book = new FaultBook(() => engine);
    book.add([
      { operation: "listChains", status: 503 },
      { operation: "getChain", status: 404 },
    ]);
    engine = fakeEngine("rest", [{ id: "getChain", statuses: [200, 404], examples: {} }]);
    const { kept, dropped } = book.recheck();
    expect(kept).toBe(1);
    expect(dropped.map((d) => d.rule.id)).toEqual([1]);
    expect(dropped[0]!.problems[0]!.message).toContain('unknown operation "listChains"');
  });
});
