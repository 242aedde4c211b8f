// Request matchers: checked against the catalogue (a name the operation does not have is refused, listing those it
// has), compared with the route the engine made, and bounded (RE2 patterns, the matcher's own size).
import { beforeAll, describe, expect, it } from "vitest";
import { compilePattern as compileInBrowser } from "../platform/regex.browser.js";
import type { MockRequest, Route } from "../server/exchange.js";
import { FaultBook, type FaultRuleInput } from "./faults.js";
import { ScenarioBook } from "./scenario.js";
import { ControlInputError } from "./shape.js";
import { fakeEngine, fakeRequest } from "./test-support.js";
import { loadControlValidators } from "../schema/validators.js";

// the books are driven directly here: their validators load as a control request or start option loads them
beforeAll(() => loadControlValidators());

const rest = fakeEngine("rest");
const node = fakeEngine("jsonrpc");

function refusal(kind: "rest" | "jsonrpc", rule: FaultRuleInput): string {
  try {
    new FaultBook(() => (kind === "rest" ? rest : node)).add(rule);
  } catch (error) {
    expect(error).toBeInstanceOf(ControlInputError);
    return (error as Error).message;
  }
  throw new Error("the rule was accepted");
}

/** A request to the fake REST engine, routed as the host would route it. */
function restRequest(path: string, init: Partial<MockRequest> & { json?: unknown } = {}): [Route, MockRequest] {
  const request = fakeRequest({ path, ...init });
  return [rest.identify(request), request];
}

/** A JSON-RPC request to the fake node engine: one call, or a batch. */
function rpcRequest(body: unknown): [Route, MockRequest] {
  const request = fakeRequest({ method: "POST", path: "/ext/bc/C/rpc", json: body });
  return [node.identify(request), request];
}

const call = (method: string, params: unknown, id = 1) => ({ jsonrpc: "2.0", id, method, params });

describe("matchers are checked against the catalogue", () => {
  it.each([
    [
      "a path parameter the operation does not have, listing those it has",
      { operation: "getChain", match: { path: { chainID: 43114 } }, status: 503 },
      'match.path.chainID: getChain has no path parameter "chainID"; declared: chainId',
    ],
    [
      "a query parameter it does not declare, saying how to match it anyway",
      { operation: "listChains", match: { query: { network: "mainnet" } }, status: 503 },
      'listChains has no query parameter "network"; declared: pageSize, pageToken (add "undeclared": true',
    ],
    [
      "a header it does not declare",
      { operation: "getChain", match: { headers: { "user-agent": "curl" } }, status: 503 },
      'getChain has no header "user-agent"; declared: x-data-api-key',
    ],
    [
      "a body on an operation without one",
      { operation: "getChain", match: { body: { subset: { a: 1 } } }, status: 503 },
      "match.body: getChain takes no request body",
    ],
    [
      "JSON-RPC params on a REST server",
      { operation: "getChain", match: { params: { blk: "latest" } }, status: 503 },
      "the metrics mock is REST: match path, query, headers or body",
    ],
    [
      "a matcher without an operation",
      { match: { path: { chainId: "1" } }, status: 503 },
      "match: a matcher names parameters of one operation: give the operation",
    ],
    [
      "an object that is not one operator",
      { operation: "getChain", match: { path: { chainId: { equals: 1, matches: "1" } } }, status: 503 },
      "a matcher is a value, or an object with one of equals, matches, subset; got 2",
    ],
    [
      "an unknown operator",
      { operation: "getChain", match: { path: { chainId: { like: "1" } } }, status: 503 },
      "match.path.chainId.like: unknown field; allowed: equals, matches, subset",
    ],
    [
      "a pattern RE2 cannot run (lookaround backtracks)",
      { operation: "getChain", match: { path: { chainId: { matches: "(?=4)43114" } } }, status: 503 },
      "match.path.chainId.matches: not a regular expression RE2 accepts",
    ],
    [
      "a pattern longer than the limit",
      { operation: "getChain", match: { path: { chainId: { matches: "a".repeat(201) } } }, status: 503 },
      "must NOT have more than 200 characters",
    ],
    [
      "a value nested past the limit",
      {
        operation: "listChains",
        match: { body: { subset: JSON.parse(`${'{"a":'.repeat(40)}1${"}".repeat(40)}`) } },
        status: 503,
      },
      "match.body.subset: at most 1000 values nested at most 32 deep (mock limit)",
    ],
  ])("REST: refuses %s", (_, rule, message) => {
    expect(refusal("rest", rule as FaultRuleInput)).toContain(message);
  });

  it.each([
    [
      "a param the method does not have, listing those it has",
      { method: "eth_feeConfig", match: { params: { block: "latest" } }, reset: true },
      'match.params.block: eth_feeConfig has no param "block"; declared: blk',
    ],
    [
      "more positional params than the method takes",
      { method: "eth_feeConfig", match: { params: ["latest", true] }, reset: true },
      "eth_feeConfig takes 1 params (blk); got 2",
    ],
    [
      "a path parameter on the node",
      { method: "eth_feeConfig", match: { path: { x: 1 } }, reset: true },
      "the node mock is JSON-RPC: match params",
    ],
  ])("node: refuses %s", (_, rule, message) => {
    expect(refusal("jsonrpc", rule as FaultRuleInput)).toContain(message);
  });

  it("accepts declared names, apiKey headers in any case, and undeclared ones when the rule says so", () => {
    const book = new FaultBook(() => rest);
    book.add([
      { operation: "getChain", match: { path: { chainId: 43114 }, headers: { "X-Data-Api-Key": "k" } }, status: 503 },
      { operation: "listChains", match: { query: { network: "fuji" } }, undeclared: true, status: 503 },
    ]);
    expect(book.size).toBe(2);
  });

  it("a scenario sequence is checked the same way", () => {
    const book = new ScenarioBook(() => rest);
    expect(() => book.load({ getChain: { steps: [503], match: { path: { id: "1" } } } })).toThrow(
      'getChain.match.path.id: getChain has no path parameter "id"; declared: chainId',
    );
  });
});

describe("matchers compare the routed request", () => {
  it("fails getChain only for chainId 43114 (a number matches the path's text)", () => {
    const book = new FaultBook(() => rest);
    book.add({ operation: "getChain", match: { path: { chainId: 43114 } }, status: 503 });
    expect(book.decide(...restRequest("/v1/chains/43114"))?.outcome).toEqual({
      kind: "forced",
      forced: { status: 503 },
    });
    expect(book.decide(...restRequest("/v1/chains/43113"))).toBeUndefined();
    expect(book.list()[0]).toMatchObject({ matched: 1, fired: 1 });
  });

  it("query: any value of a repeated name; null matches an absent one; regular expressions are searched", () => {
    const book = new FaultBook(() => rest);
    book.add([
      { name: "first pages", operation: "listChains", match: { query: { pageToken: null } }, status: 400 },
      {
        name: "big pages",
        operation: "listChains",
        match: { query: { pageSize: { matches: "^1\\d\\d$" } } },
        status: 503,
      },
    ]);
    expect(book.decide(...restRequest("/v1/chains", { query: { pageSize: "10" } }))?.ruleId).toBe(1);
    expect(
      book.decide(...restRequest("/v1/chains", { query: { pageToken: "t", pageSize: ["5", "150"] } }))?.ruleId,
    ).toBe(2);
    expect(book.decide(...restRequest("/v1/chains", { query: { pageToken: "t", pageSize: "99" } }))).toBeUndefined();
  });

  it("body: subset (keys given, arrays from the start) and equals (the whole value)", () => {
    const book = new FaultBook(() => rest);
    book.add([
      { operation: "listChains", match: { body: { subset: { queries: [{ min: 1 }], token: null } } }, status: 400 },
      { operation: "listChains", match: { body: { equals: { queries: [] } } }, status: 503 },
    ]);
    const json = { queries: [{ min: 1, max: 2 }, { min: 3 }] };
    expect(book.decide(...restRequest("/v1/chains", { method: "POST", json }))?.ruleId).toBe(1);
    const other = { queries: [{ min: 3 }, { min: 1 }] };
    expect(book.decide(...restRequest("/v1/chains", { method: "POST", json: other }))).toBeUndefined();
    expect(book.decide(...restRequest("/v1/chains", { method: "POST", json: { queries: [] } }))?.ruleId).toBe(2);
    expect(book.decide(...restRequest("/v1/chains", { method: "POST", json: { queries: [], x: 1 } }))).toBeUndefined();
  });

  it("node: fails a method only for the param given, by position or by name, and names the calls it replaces", () => {
    const book = new FaultBook(() => node);
    book.add([
      { method: "eth_feeConfig", match: { params: { blk: "latest" } }, error: { code: -32000, message: "no" } },
      {
        method: "admin.alias",
        match: { params: ["admin", { matches: "^bad" }] },
        error: { code: -32000, message: "x" },
      },
    ]);
    expect(book.decide(...rpcRequest(call("eth_feeConfig", ["latest"])))?.ruleId).toBe(1);
    expect(book.decide(...rpcRequest(call("eth_feeConfig", ["0x10"])))).toBeUndefined();
    expect(book.decide(...rpcRequest(call("eth_feeConfig", [])))).toBeUndefined();
    // a batch: only the matching calls are replaced; the others answer as usual
    const batch = [
      call("eth_feeConfig", ["0x10"], 1),
      call("eth_feeConfig", ["latest"], 2),
      call("admin.alias", {}, 3),
    ];
    const [route, request] = rpcRequest(batch);
    const decision = book.decide(route, request);
    expect(decision?.calls).toEqual([route.calls[1]]);
    expect(decision?.calls?.[0]).toBe(route.calls[1]);
    // gorilla reads params by name, from an object or `[ {…} ]`
    expect(book.decide(...rpcRequest(call("admin.alias", { endpoint: "admin", alias: "badger" })))?.ruleId).toBe(2);
    expect(book.decide(...rpcRequest(call("admin.alias", [{ endpoint: "admin", alias: "bad" }])))?.ruleId).toBe(2);
    expect(book.decide(...rpcRequest(call("admin.alias", { endpoint: "admin", alias: "good" })))).toBeUndefined();
  });

  it("node: a rule on a method replaces only that method's calls in a batch; on every method, the whole batch", () => {
    const book = new FaultBook(() => node);
    book.add({ method: "admin.alias", error: { code: -32000, message: "x" }, times: 1 });
    const [route, request] = rpcRequest([call("eth_feeConfig", [], 1), call("admin.alias", {}, 2)]);
    expect(book.decide(route, request)?.calls).toEqual([route.calls[1]]);
    book.clear();
    book.add({ reset: true });
    expect(book.decide(route, request)?.calls).toBeUndefined();
  });

  it("a scenario sequence with a matcher advances only on the requests it matches", () => {
    const book = new ScenarioBook(() => rest);
    book.load({ getChain: { steps: [503, 404], match: { path: { chainId: "43114" } } } });
    const step = (path: string) => book.next(...restRequest(path))?.step ?? "mock";
    expect([step("/v1/chains/1"), step("/v1/chains/43114"), step("/v1/chains/1"), step("/v1/chains/43114")]).toEqual([
      "mock",
      "getChain#0",
      "mock",
      "getChain#1",
    ]);
  });

  it("a pattern that backtracks catastrophically in JavaScript runs in linear time (RE2); long values are cut", () => {
    const book = new FaultBook(() => node);
    book.add({ method: "admin.alias", match: { params: { alias: { matches: "^(a+)+$" } } }, reset: true });
    // a backtracking engine would take longer than the test's budget on this input
    const evil = `${"a".repeat(5000)}!`;
    expect(book.decide(...rpcRequest(call("admin.alias", { alias: evil })))).toBeUndefined();
    expect(book.decide(...rpcRequest(call("admin.alias", { alias: "aaaa" })))?.ruleId).toBe(1);
    // values beyond MAX_MATCHED_TEXT are not read, so never match
    expect(book.decide(...rpcRequest(call("admin.alias", { alias: "a".repeat(16 * 1024 + 1) })))).toBeUndefined();
  });
});

describe("patterns in a browser build (the page's own RegExp, no RE2 in the bundle)", () => {
  it("searches as RE2 does, and refuses what RE2 refuses where RegExp can tell", () => {
    const pattern = compileInBrowser("^taken");
    expect(typeof pattern === "string" ? pattern : [pattern.test("taken-1"), pattern.test("free")]).toEqual([
      true,
      false,
    ]);
    for (const refused of ["(?=a)b", "(?<!a)b", "(a)\\1", "(?<n>a)\\k<n>"]) {
      expect(compileInBrowser(refused)).toMatch(/^not a regular expression RE2 accepts/);
    }
    expect(compileInBrowser("(")).toMatch(/^not a regular expression: /);
  });
});
