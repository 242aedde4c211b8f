// Batches as JSON-RPC 2.0 §6 has them answered: one answer per call with an id (ids may repeat), none for a
// notification, and one with id null for each member that is not a request object (§5: its id could not be read).
import { loadSpec } from "@avaspec/specs";
import { describe, expect, it } from "vitest";
import { createRpcChecker } from "./index.js";

const node = loadSpec("node", { dereferenced: true });
const checker = createRpcChecker(node);
const RPC = "/ext/bc/2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5/rpc";
const answer = (body: unknown) => ({ status: 200, headers: { "content-type": "application/json" }, body });
const rules = (v: { rule: string }[]) => v.map((x) => x.rule);
const chainId = (id?: unknown) => ({ jsonrpc: "2.0", ...(id === undefined ? {} : { id }), method: "eth_chainId" });
const result = (id: unknown) => ({ jsonrpc: "2.0", id, result: "0xa86a" });
const invalidRequest = { jsonrpc: "2.0", id: null, error: { code: -32600, message: "invalid request" } };
const unknownMethod = (id: unknown) => ({
  jsonrpc: "2.0",
  id,
  error: { code: -32601, message: "the method eth_nope does not exist/is not available" },
});

describe("batches: what a JSON-RPC 2.0 server answers is accepted", () => {
  it.each<[string, unknown[], unknown[]]>([
    ["a member that is not an object: an error with id null", [1, chainId(1)], [invalidRequest, result(1)]],
    [
      "members without a method or of another version: each an error with id null",
      [{}, { jsonrpc: "2.0" }, { jsonrpc: "1.0", method: "eth_chainId" }, "x", null, []],
      Array.from({ length: 6 }, () => invalidRequest),
    ],
    ["a notification beside a call: one answer", [chainId(), chainId(2)], [result(2)]],
    [
      "the same id twice: both answered",
      [chainId(1), { ...chainId(1), method: "eth_nope" }],
      [result(1), unknownMethod(1)],
    ],
    [
      "the same id twice, answered in the other order",
      [chainId(1), { ...chainId(1), method: "eth_nope" }],
      [unknownMethod(1), result(1)],
    ],
    [
      "odd ids echoed: fractional, large, string, null",
      [chainId(1.5), chainId(2 ** 60), chainId("x"), chainId(null)],
      [result(2 ** 60), result(null), result("x"), result(1.5)],
    ],
    [
      "a call with id null beside a member that is not a request object: the error is the member's, the result is not",
      [1, chainId(null)],
      [invalidRequest, result(null)],
    ],
    ["the same, answered in the other order", [1, chainId(null)], [result(null), invalidRequest]],
  ])("%s", (_name, batch, answers) => {
    expect(checker.checkExchange(RPC, batch, answer(answers)).filter((v) => v.side === "response")).toEqual([]);
  });
});

describe("batches: what breaks JSON-RPC 2.0 is caught", () => {
  it("a duplicate id answered once is an answer short", () => {
    const v = checker.checkExchange(RPC, [chainId(1), chainId(1)], answer([result(1)]));
    expect(rules(v)).toEqual(["jsonrpc-batch"]);
  });
  it("a member that is not an object left unanswered is an answer short", () => {
    const v = checker.checkExchange(RPC, [1, chainId(1)], answer([result(1)]));
    expect(rules(v)).toContain("jsonrpc-batch");
  });
  it("a notification answered is an answer too many (its id null matches nothing)", () => {
    const v = checker.checkExchange(RPC, [chainId(), chainId(2)], answer([result(null), result(2)]));
    expect(rules(v)).toEqual(["jsonrpc-batch", "jsonrpc-envelope"]);
  });
  it("a member that is not a request object answered with a result", () => {
    const v = checker.checkExchange(RPC, [1, chainId(1)], answer([result(null), result(1)]));
    expect(rules(v)).toEqual(["jsonrpc-request", "jsonrpc-batch"]);
    expect(v[1]?.message).toMatch(/not a request object.*result/);
  });
});
