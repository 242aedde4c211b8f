// The node engine as fault rules and scenarios use it: what it identifies, forced answers in the node's own form,
// and the catalogue read from OpenRPC. Plus the host's percent-decoding on a real node mock.
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type ForcedAnswer, type MockRequest, NO_ROUTE, onAbortOf } from "../server/exchange.js";
import { createNodeEngine, type NodeEngine, type RunningNodeMock } from "./index.js";
import { nodeSpec, post, start } from "./test-support/client.js";

const NEVER_ABORTED = new AbortController().signal;

let engine: NodeEngine;
let mock: RunningNodeMock;
beforeAll(async () => {
  const spec = await nodeSpec();
  engine = createNodeEngine({ spec, seed: "engine" });
  mock = await start({ spec, seed: "engine" });
});
afterAll(() => mock.close());

function rpc(path: string, body: unknown, method = "POST"): MockRequest {
  return {
    method,
    rawUrl: path,
    path,
    query: {},
    headers: { "content-type": "application/json" },
    body: Buffer.from(typeof body === "string" ? body : JSON.stringify(body)),
    remoteAddress: "127.0.0.1",
    receivedAt: Date.now(),
    signal: NEVER_ABORTED,
    onAbort: onAbortOf(NEVER_ABORTED),
  };
}

const call = (id: number, method: string, params: unknown = []) => ({ jsonrpc: "2.0", id, method, params });
const parse = async (response: Promise<{ body: string | Uint8Array }>) => JSON.parse(String((await response).body));
/** The engine's answer to a request it routed itself, as the host hands routes over. */
const answerOf = (request: MockRequest, forced?: ForcedAnswer) =>
  engine.answer(request, engine.identify(request), forced);

describe("node engine", () => {
  test("identify names the endpoint and every method of a batch; unknown paths and bad bodies name none", () => {
    const batch = [call(1, "eth_feeConfig"), call(2, "eth_getChainConfig"), { nonsense: true }];
    expect(engine.identify(rpc("/ext/bc/C/rpc", batch))).toMatchObject({
      operations: ["eth_feeConfig", "eth_getChainConfig"],
      endpoint: "rpc",
    });
    expect(engine.identify(rpc("/ext/admin", call(1, "admin.lockProfile", {})))).toMatchObject({
      operations: ["admin.lockProfile"],
      endpoint: "admin",
    });
    expect(engine.identify(rpc("/ext/nowhere", call(1, "eth_getChainConfig")))).toEqual(NO_ROUTE);
    expect(engine.identify(rpc("/ext/bc/C/rpc", "{not json"))).toMatchObject({ operations: [], endpoint: "rpc" });
  });

  test("a forced error is a JSON-RPC error with HTTP 200, per batch element, with each element's id", async () => {
    const error = { code: -32000, message: "forced by a rule", data: { why: "test" } };
    const single = await answerOf(rpc("/ext/bc/C/rpc", call(7, "eth_feeConfig")), { error });
    expect(single.status).toBe(200);
    expect(JSON.parse(String(single.body))).toEqual({ jsonrpc: "2.0", id: 7, error });
    const batch = await parse(
      answerOf(rpc("/ext/bc/C/rpc", [call(1, "eth_feeConfig"), call(2, "eth_getChainConfig")]), { error }),
    );
    expect(batch.map((a: { id: number; error: unknown }) => [a.id, a.error])).toEqual([
      [1, error],
      [2, error],
    ]);
    // gorilla endpoints keep their own envelope (data present)
    const admin = await parse(answerOf(rpc("/ext/admin", call(3, "admin.lockProfile", {})), { error }));
    expect(admin).toEqual({ jsonrpc: "2.0", error, id: 3 });
    // an unknown method is still unknown: the rule stands in for methods, not for routing
    const unknown = await parse(answerOf(rpc("/ext/bc/C/rpc", call(4, "eth_nothing")), { error }));
    expect(unknown.error.code).toBe(-32601);
  });

  test("a forced example answers the result (or error) the spec pairs with it", async () => {
    const spec = await nodeSpec();
    const fee = spec.methods.find((m: { name: string }) => m.name === "eth_feeConfig");
    const example = fee.examples[0];
    const answer = await parse(answerOf(rpc("/ext/bc/C/rpc", call(5, "eth_feeConfig")), { example: example.name }));
    expect(answer).toEqual({ jsonrpc: "2.0", id: 5, result: example.result.value });
    const tooLong = await parse(
      answerOf(rpc("/ext/admin", call(6, "admin.alias", { endpoint: "bc/X", alias: "a" })), {
        example: "alias too long",
      }),
    );
    expect(tooLong.error).toMatchObject({ code: -32000, message: "alias length is too long" });
    const none = await parse(answerOf(rpc("/ext/bc/C/rpc", call(8, "eth_feeConfig")), { example: "nope" }));
    expect(none.error.message).toMatch(/no example named "nope"/);
  });

  test("a forced status other than 200 is a plain-text transport answer", async () => {
    const r = await answerOf(rpc("/ext/bc/C/rpc", call(1, "eth_getChainConfig")), { status: 503 });
    expect([r.status, r.headers["content-type"], r.body]).toEqual([
      503,
      "text/plain; charset=utf-8",
      "503 Service Unavailable\n",
    ]);
  });

  test("the catalogue lists every method with [200], its example names and declared error codes", async () => {
    const spec = await nodeSpec();
    const catalogue = engine.catalogue();
    expect(catalogue.map((c) => c.id).sort()).toEqual(spec.methods.map((m: { name: string }) => m.name).sort());
    const fee = catalogue.find((c) => c.id === "eth_feeConfig")!;
    expect(fee.statuses).toEqual([200]);
    const names = spec.methods
      .find((m: { name: string }) => m.name === "eth_feeConfig")
      .examples.map((e: any) => e.name);
    expect(fee.examples["200"]).toEqual(names);
    expect(fee.errorCodes).toEqual(expect.arrayContaining([-32602, -32000]));
  });

  test("reset gives a fresh state", async () => {
    const before = engine.state;
    engine.reset();
    expect(engine.state).not.toBe(before);
  });
});

describe("percent-encoding on the node mock", () => {
  test.each(["%ff", "%", "%C3%28"])("%s in the path → 400 plain text", async (bad) => {
    const r = await new Promise<{ status: number; type: string; text: string }>((resolve, reject) => {
      const req = httpRequest(`${mock.url}/ext/bc/C/rpc${bad}`, { method: "POST" }, (res) => {
        let text = "";
        res.on("data", (c) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode!, type: String(res.headers["content-type"]), text }));
      });
      req.on("error", reject);
      req.end(JSON.stringify(call(1, "eth_getChainConfig")));
    });
    expect(r.status).toBe(400);
    expect(r.type).toMatch(/^text\/plain/);
    expect(r.text).toMatch(/malformed percent-encoding/);
  });

  test("a well-formed escape is decoded before routing, as Go's mux does", async () => {
    const r = await post(mock.url, "/ext/bc/%43/rpc", call(1, "eth_getChainConfig"));
    expect(r.status).toBe(200);
    expect(r.json.result).toBeDefined();
  });
});
