// Teeth: every JSON-RPC rule fed an exchange it must reject; batches element by element; the real node spec.
import { describe, expect, it } from "vitest";
import { loadSpec } from "@avaspec/specs";
import { createRpcChecker } from "./index.js";

const node = loadSpec("node", { dereferenced: true }) as any;
const checker = createRpcChecker(node);
const json = { "content-type": "application/json" };
const answer = (body: unknown, status = 200, headers: Record<string, string> = json) => ({
  status,
  headers,
  body: JSON.stringify(body),
});
const rules = (v: { rule: string }[]) => v.map((x) => x.rule);
const uniqueRules = (v: { rule: string }[]) => [...new Set(rules(v))];
const call = (method: string, params: unknown, id: unknown = 1) =>
  JSON.stringify({ jsonrpc: "2.0", id, method, params });
const INDEX = "/ext/index/C/block";
const RPC = "/ext/bc/2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5/rpc";
const example = (name: string) => node.methods.find((m: any) => m.name === name).examples[0].result.value;
const lastAccepted = example("index.getLastAccepted");
const chainConfig = example("eth_getChainConfig");

describe("endpoints", () => {
  it("finds the endpoint kind of a path from x-avaspec-endpoints", () => {
    expect(checker.endpointOf("/ext/admin")?.kind).toBe("admin");
    expect(checker.endpointOf(INDEX)?.kind).toBe("index");
    expect(checker.endpointOf(RPC)).toMatchObject({ kind: "rpc", batch: true, maxBatch: 1000 });
    expect(checker.endpointOf("/ext/nothing")).toBeUndefined();
  });
});

describe("requests", () => {
  it("a valid call passes; bad JSON, bad jsonrpc, unknown or misplaced method, bad params are each caught", () => {
    expect(checker.checkRequest(INDEX, call("index.getLastAccepted", { encoding: "hex" }))).toEqual([]);
    expect(rules(checker.checkRequest(INDEX, "{"))).toEqual(["jsonrpc-request"]);
    expect(
      rules(checker.checkRequest(INDEX, '{"jsonrpc":"1.0","id":1,"method":"index.getIndex","params":{"id":"x"}}')),
    ).toContain("jsonrpc-request");
    expect(rules(checker.checkRequest(INDEX, call("index.nope", {})))).toEqual(["jsonrpc-method-unknown"]);
    expect(rules(checker.checkRequest("/ext/admin", call("index.getLastAccepted", {})))).toEqual([
      "jsonrpc-method-unknown",
    ]);
    const range = checker.checkRequest(INDEX, call("index.getContainerRange", { startIndex: 0, numToFetch: 1025 }));
    expect(range[0]).toMatchObject({ rule: "jsonrpc-params", operation: "index.getContainerRange", side: "request" });
    expect(new Set(rules(range))).toEqual(new Set(["jsonrpc-params"]));
    expect(range[0]?.where).toMatch(/^\/body\/params\/numToFetch/);
  });
  it("params by position: an object, or too many arguments, are caught", () => {
    expect(checker.checkRequest(RPC, call("eth_getChainConfig", []))).toEqual([]);
    expect(rules(checker.checkRequest(RPC, call("eth_getChainConfig", {})))).toEqual(["jsonrpc-params"]);
    expect(rules(checker.checkRequest(RPC, call("eth_getChainConfig", [1, 2, 3])))).toEqual(["jsonrpc-params"]);
  });
  it("batches: refused where the endpoint takes none, empty, or over maxBatch; elements checked one by one", () => {
    const two = `[${call("index.getLastAccepted", { encoding: "hex" })},${call("index.getIndex", { id: "x" }, 2)}]`;
    expect(rules(checker.checkRequest(INDEX, two))).toEqual(["jsonrpc-batch"]);
    expect(rules(checker.checkRequest(RPC, "[]"))).toEqual(["jsonrpc-batch"]);
    const big = `[${Array.from({ length: 1001 }, (_, i) => call("eth_getChainConfig", [], i)).join(",")}]`;
    expect(rules(checker.checkRequest(RPC, big))).toEqual(["jsonrpc-batch"]);
    const mixed = checker.checkRequest(RPC, `[${call("eth_getChainConfig", [])},${call("eth_getChainConfig", {}, 2)}]`);
    expect(mixed).toMatchObject([{ rule: "jsonrpc-params", where: "/body/1/params" }]);
  });
});

describe("exchanges", () => {
  const req = call("index.getLastAccepted", { encoding: "hex" });
  it("a valid answer passes, result or declared error", () => {
    expect(checker.checkExchange(INDEX, req, answer({ jsonrpc: "2.0", id: 1, result: lastAccepted }))).toEqual([]);
    const empty = { jsonrpc: "2.0", id: 1, error: { code: -32000, message: "no containers have been accepted" } };
    expect(checker.checkExchange(INDEX, req, answer(empty))).toEqual([]);
  });
  it("HTTP status, content type, JSON are checked", () => {
    const err = { jsonrpc: "2.0", id: 1, error: { code: -32000, message: "no containers have been accepted" } };
    expect(rules(checker.checkExchange(INDEX, req, answer(err, 500)))).toEqual(["jsonrpc-http-status"]);
    expect(rules(checker.checkExchange(INDEX, req, answer(err, 200, { "content-type": "text/plain" })))).toEqual([
      "content-type",
    ]);
    expect(rules(checker.checkExchange(INDEX, req, { status: 200, headers: json, body: "<html>" }))).toEqual([
      "body-json",
    ]);
    // A route the node does not serve is a plain 404, not JSON-RPC.
    expect(
      checker.checkExchange("/ext/index/Q/block", req, { status: 404, headers: {}, body: "404 page not found\n" }),
    ).toEqual([]);
  });
  it("envelope: jsonrpc, id echoed, result xor error, error shape", () => {
    const r = (env: unknown) => rules(checker.checkExchange(INDEX, req, answer(env)));
    expect(r({ jsonrpc: "1.0", id: 1, result: lastAccepted })).toEqual(["jsonrpc-envelope"]);
    expect(r({ jsonrpc: "2.0", id: 2, result: lastAccepted })).toEqual(["jsonrpc-envelope"]);
    expect(r({ jsonrpc: "2.0", id: 1 })).toEqual(["jsonrpc-envelope"]);
    expect(r({ jsonrpc: "2.0", id: 1, result: lastAccepted, error: { code: 1, message: "x" } })).toEqual([
      "jsonrpc-envelope",
    ]);
    expect(r({ jsonrpc: "2.0", id: 1, error: { code: -32000 } })).toEqual(["jsonrpc-error-shape"]);
  });
  it("result schema; error codes and messages the spec does not declare for the method or endpoint", () => {
    const v = checker.checkExchange(
      INDEX,
      req,
      answer({ jsonrpc: "2.0", id: 1, result: { ...lastAccepted, index: 7 } }),
    );
    expect(v).toMatchObject([
      { rule: "jsonrpc-result-schema", where: "/body/result/index", operation: "index.getLastAccepted" },
    ]);
    const code = checker.checkExchange(
      INDEX,
      req,
      answer({ jsonrpc: "2.0", id: 1, error: { code: -32603, message: "internal" } }),
    );
    expect(code).toMatchObject([{ rule: "jsonrpc-error-code", where: "/body/error/code", actual: "-32603" }]);
    const msg = checker.checkExchange(
      INDEX,
      req,
      answer({ jsonrpc: "2.0", id: 1, error: { code: -32000, message: "nope" } }),
    );
    expect(msg).toMatchObject([{ rule: "jsonrpc-error-message", where: "/body/error/message" }]);
    // A templated message matches its pattern.
    const unknown = call("index.doesNotExist", {});
    const found = {
      jsonrpc: "2.0",
      id: 1,
      error: { code: -32000, message: 'rpc: can\'t find method "index.doesNotExist"' },
    };
    expect(rules(checker.checkExchange(INDEX, unknown, answer(found)))).toEqual(["jsonrpc-method-unknown"]);
  });
  it("a malformed request must get an error with id null", () => {
    const parse = {
      jsonrpc: "2.0",
      id: null,
      error: { code: -32700, message: "invalid character looking for beginning of value" },
    };
    expect(rules(checker.checkExchange(INDEX, "{", answer(parse)))).toEqual(["jsonrpc-request"]);
    expect(rules(checker.checkExchange(INDEX, "{", answer({ ...parse, id: 1 })))).toEqual([
      "jsonrpc-request",
      "jsonrpc-envelope",
    ]);
  });
  it("batches element by element: answers matched by id, counted, each checked", () => {
    const batch = `[${call("eth_getChainConfig", [], 1)},${call("eth_getChainConfig", [], 2)}]`;
    const ok = [
      { jsonrpc: "2.0", id: 2, result: chainConfig },
      { jsonrpc: "2.0", id: 1, result: chainConfig },
    ];
    expect(checker.checkExchange(RPC, batch, answer(ok))).toEqual([]);
    expect(rules(checker.checkExchange(RPC, batch, answer(ok.slice(0, 1))))).toContain("jsonrpc-batch");
    const stranger = [ok[0], { ...ok[1], id: 9 }];
    expect(checker.checkExchange(RPC, batch, answer(stranger)).find((v) => v.rule === "jsonrpc-envelope")?.where).toBe(
      "/body/1/id",
    );
    const wrong = [ok[0], { jsonrpc: "2.0", id: 1, error: { code: -32603, message: "boom" } }];
    expect(checker.checkExchange(RPC, batch, answer(wrong)).find((v) => v.rule === "jsonrpc-error-code")?.where).toBe(
      "/body/1/error/code",
    );
    const refused = { jsonrpc: "2.0", id: null, error: { code: -32600, message: "empty batch" } };
    expect(rules(checker.checkExchange(RPC, "[]", answer(refused)))).toEqual(["jsonrpc-batch"]);
  });
  it("an oversized batch refused as a whole (geth: one -32600 in an array of one, with the first call's id)", () => {
    const big = `[${Array.from({ length: 1001 }, (_, i) => call("eth_getChainConfig", [], i)).join(",")}]`;
    const tooLarge = (id: unknown) => [{ jsonrpc: "2.0", id, error: { code: -32600, message: "batch too large" } }];
    // only the request is at fault: the whole-batch answer is one valid envelope
    expect(rules(checker.checkExchange(RPC, big, answer(tooLarge(0))))).toEqual(["jsonrpc-batch"]);
    // teeth: the refusal must carry the first call's id
    expect(rules(checker.checkExchange(RPC, big, answer(tooLarge(7))))).toContain("jsonrpc-envelope");
  });
  it("a notification (no id) may be answered with an empty HTTP 200; a call with an id may not", () => {
    const note = JSON.stringify({ jsonrpc: "2.0", method: "index.getLastAccepted", params: { encoding: "hex" } });
    expect(checker.checkExchange(INDEX, note, { status: 200, headers: {}, body: "" })).toEqual([]);
    expect(rules(checker.checkExchange(INDEX, req, { status: 200, headers: {}, body: "" }))).toContain("body-json");
  });

  it("an endpoint without batches (gorilla/rpc) reads id null as a notification; the geth endpoint echoes it", () => {
    const nullId = call("index.getLastAccepted", { encoding: "hex" }, null);
    expect(checker.checkExchange(INDEX, nullId, { status: 200, headers: {}, body: "" })).toEqual([]);
    const empty = checker.checkExchange(RPC, call("eth_getChainConfig", [], null), {
      status: 200,
      headers: {},
      body: "",
    });
    expect(rules(empty)).toContain("body-json");
    const echoed = { jsonrpc: "2.0", id: null, result: chainConfig };
    expect(checker.checkExchange(RPC, call("eth_getChainConfig", [], null), answer(echoed))).toEqual([]);
  });

  it("a null optional param is that param left out (by name and by position); a null required one is not", () => {
    expect(checker.checkRequest(INDEX, call("index.getLastAccepted", { encoding: null }))).toEqual([]);
    expect(checker.checkRequest(RPC, call("eth_getActiveRulesAt", [null]))).toEqual([]);
    expect(rules(checker.checkRequest(INDEX, call("index.getIndex", { id: null })))).toEqual(["jsonrpc-params"]);
    // teeth: a wrong value of an optional param is still caught, with the param's own reason first
    const wrong = checker.checkRequest(RPC, call("eth_getActiveRulesAt", ["soon"]));
    expect(wrong[0]).toMatchObject({ rule: "jsonrpc-params", where: "/body/params/0", expected: "must be integer" });
    const seven = checker.checkRequest(INDEX, call("index.getLastAccepted", { encoding: 7 }));
    expect(seven[0]).toMatchObject({ where: "/body/params/encoding", expected: "must be string" });
  });

  it("caps the violations of a huge batch", () => {
    const calls = Array.from({ length: 500 }, (_, i) => call("eth_getChainConfig", {}, i));
    const v = createRpcChecker(node, { maxViolations: 10 }).checkRequest(RPC, `[${calls.join(",")}]`);
    expect(v).toHaveLength(11);
    expect(v[10]?.rule).toBe("violations-capped");
  });
});

describe("the standard Ethereum methods (methods/eth.yaml)", () => {
  const block = node.methods.find((m: any) => m.name === "eth_getBlockByNumber").examples[0];
  const params = block.params.map((p: any) => p.value);
  const req = call("eth_getBlockByNumber", params);
  it("the spec's own block passes; what a dApp library sends passes", () => {
    expect(checker.checkExchange(RPC, req, answer({ jsonrpc: "2.0", id: 1, result: block.result.value }))).toEqual([]);
    expect(checker.checkRequest(RPC, call("eth_getBlockByNumber", ["latest", false]))).toEqual([]);
    expect(checker.checkRequest(RPC, call("eth_getLogs", [{ fromBlock: "0x1", toBlock: "0x2", topics: [] }]))).toEqual(
      [],
    );
    expect(checker.checkRequest(RPC, call("eth_call", [{ to: `0x${"12".repeat(20)}`, data: "0x" }, "latest"]))).toEqual(
      [],
    );
    expect(checker.checkRequest(RPC, call("eth_feeHistory", ["0x4", "latest", [25, 75]]))).toEqual([]);
  });
  it("a quantity that is not hex, a hash of the wrong length, an unknown tag, a missing argument are caught", () => {
    const bad = (result: unknown) => [
      ...new Set(rules(checker.checkExchange(RPC, req, answer({ jsonrpc: "2.0", id: 1, result })))),
    ];
    expect(bad({ ...block.result.value, gasUsed: 53608 })).toEqual(["jsonrpc-result-schema"]);
    expect(bad({ ...block.result.value, gasUsed: "0x00d168" })).toEqual(["jsonrpc-result-schema"]);
    expect(bad({ ...block.result.value, hash: block.result.value.hash.slice(0, 64) })).toEqual([
      "jsonrpc-result-schema",
    ]);
    expect(bad({ ...block.result.value, uncles: [block.result.value.hash] })).toEqual(["jsonrpc-result-schema"]);
    expect(uniqueRules(checker.checkRequest(RPC, call("eth_getBlockByNumber", ["newest", false])))).toEqual([
      "jsonrpc-params",
    ]);
    expect(uniqueRules(checker.checkRequest(RPC, call("eth_getBlockByNumber", ["0x01", false])))).toEqual([
      "jsonrpc-params",
    ]);
    expect(uniqueRules(checker.checkRequest(RPC, call("eth_getBlockByNumber", ["latest"])))).toEqual([
      "jsonrpc-params",
    ]);
    expect(uniqueRules(checker.checkRequest(RPC, call("eth_getBalance", [`0x${"12".repeat(19)}`, "latest"])))).toEqual([
      "jsonrpc-params",
    ]);
  });
  it("errors: coreth's declared ones pass, others are caught", () => {
    const error = (code: number, message: string) =>
      rules(checker.checkExchange(RPC, req, answer({ jsonrpc: "2.0", id: 1, error: { code, message } })));
    expect(error(-32000, "cannot query unfinalized data")).toEqual([]);
    expect(error(-32602, "invalid argument 0: hex string without 0x prefix")).toEqual([]);
    expect(error(-32000, "header not found in the database")).toEqual(["jsonrpc-error-message"]);
    expect(error(-32003, "transaction rejected: avaspec-mock serves a read-only chain")).toEqual([
      "jsonrpc-error-code",
    ]);
    const logs = call("eth_getLogs", [{ fromBlock: "0x1", toBlock: "0x900" }]);
    const tooMany = "requested too many blocks from 1 to 2304, maximum is set to 2048";
    expect(
      checker.checkExchange(RPC, logs, answer({ jsonrpc: "2.0", id: 1, error: { code: -32000, message: tooMany } })),
    ).toEqual([]);
  });
});
