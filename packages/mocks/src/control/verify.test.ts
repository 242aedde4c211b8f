// Verification and near misses over HTTP, on engines whose routes the test knows (test-support.ts): the count, the
// near misses with the fields that differed, the error a test sees, and the refusals of a bad pattern.
import { afterEach, describe, expect, it } from "vitest";
import { MockHost } from "../server/host.js";
import { attachControl, withControlClient } from "./attach.js";
import { ControlRequestError } from "./client.js";
import { fakeEngine } from "./test-support.js";
import { VerificationError } from "./verification-error.js";

const hosts: MockHost[] = [];
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((h) => h.close()));
});

async function start(kind: "rest" | "jsonrpc") {
  const host = new MockHost(fakeEngine(kind));
  hosts.push(host);
  attachControl(host, {});
  await host.listen();
  return { url: host.url, mock: withControlClient({ url: host.url }, {}) };
}

const rpc = (url: string, body: unknown) =>
  fetch(`${url}/ext/bc/C/rpc`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const verifyOver = async (url: string, body: unknown) => {
  const res = await fetch(`${url}/__avaspec/verify`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
};

describe("POST /__avaspec/verify (REST)", () => {
  it("counts the matching requests; near misses, closest first, name the fields that differed", async () => {
    const { url } = await start("rest");
    await fetch(`${url}/v1/chains/43114`);
    await fetch(`${url}/v1/chains/43113`);
    await fetch(`${url}/v1/chains?pageSize=2`);
    const { status, body } = await verifyOver(url, {
      operation: "getChain",
      match: { path: { chainId: "43114" } },
      times: 2,
    });
    expect(status).toBe(200);
    expect(body.held).toBe(false);
    expect(body.count).toBe(1);
    expect(body.requests.map((r: { path: string }) => r.path)).toEqual(["/v1/chains/43114"]);
    expect(body.nearMisses.map((m: any) => [m.request.path, m.differences])).toEqual([
      ["/v1/chains/43113", [{ field: "path.chainId", expected: "43114", actual: "43113" }]],
      [
        "/v1/chains",
        [
          { field: "operation", expected: "getChain", actual: "listChains" },
          { field: "path.chainId", expected: "43114", actual: null },
        ],
      ],
    ]);
  });

  it("holds when the count does (no count: at least once), and then lists no near misses", async () => {
    const { url } = await start("rest");
    await fetch(`${url}/v1/chains/43114`);
    await fetch(`${url}/v1/chains/1`);
    const atLeastOnce = await verifyOver(url, { operation: "getChain", match: { path: { chainId: 43114 } } });
    expect(atLeastOnce.body).toMatchObject({ held: true, count: 1, nearMisses: [] });
    expect((await verifyOver(url, { operation: "getChain", atMost: 2 })).body).toMatchObject({ held: true, count: 2 });
    expect((await verifyOver(url, { operation: "listChains", times: 0 })).body).toMatchObject({ held: true, count: 0 });
    expect((await verifyOver(url, { operation: "getChain", atLeast: 3 })).body).toMatchObject({ held: false });
  });

  it("query, headers and body matchers: each differing field, a body's by JSON pointer; secrets redacted", async () => {
    const { url } = await start("rest");
    await fetch(`${url}/v1/chains?pageSize=5`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-data-api-key": "secret-key-123" },
      body: JSON.stringify({ queries: [{ minBalance: "2" }], other: true }),
    });
    const { body } = await verifyOver(url, {
      operation: "listChains",
      match: {
        query: { pageSize: "10" },
        headers: { "x-data-api-key": "k" },
        body: { subset: { queries: [{ minBalance: "1" }] } },
      },
      undeclared: true,
    });
    expect(body.nearMisses).toHaveLength(1);
    expect(body.nearMisses[0].differences).toEqual([
      { field: "query.pageSize", expected: "10", actual: "5" },
      { field: "headers.x-data-api-key", expected: "k", actual: "[redacted]" },
      { field: "body./queries/0/minBalance", expected: "1", actual: "2" },
    ]);
    expect(body.nearMisses[0].request.headers["x-data-api-key"]).toBe("[redacted]");
  });

  it("refuses a bad pattern with a 400 naming the allowed values", async () => {
    const { url } = await start("rest");
    const cases: Array<[unknown, string]> = [
      [{ operation: "getChian" }, 'operation: unknown operation "getChian"; allowed: getChain, listChains'],
      [{ operation: "getChain", match: { path: { chain: "1" } } }, 'getChain has no path parameter "chain"'],
      [
        { operation: "getChain", match: { path: { chainId: { regex: "x" } } } },
        "match.path.chainId.regex: unknown field; allowed: equals, matches, subset",
      ],
      [{ operation: "getChain", times: 1, atLeast: 1 }, 'give "times" (exactly) or "atLeast" / "atMost", not both'],
      [{ operation: "getChain", atLeast: 3, atMost: 1 }, "atMost: atMost 1 is below atLeast 3"],
      [{ operation: "getChain", times: -1 }, "times: must be >= 0"],
      [{ operation: "getChain", tims: 1 }, "tims: unknown field; allowed: operation, method, match, undeclared"],
      [{ method: "eth_feeConfig" }, 'the metrics mock is a REST API: name its operationId with "operation"'],
      [[1], "must be an object"],
    ];
    for (const [pattern, message] of cases) {
      const { status, body } = await verifyOver(url, pattern);
      expect([status, body.message]).toEqual([400, expect.stringContaining(message)]);
    }
    const empty = await fetch(`${url}/__avaspec/verify`, { method: "POST" });
    expect(empty.status).toBe(400);
  });
});

describe("POST /__avaspec/verify (node JSON-RPC)", () => {
  it("a batch counts once when one of its calls matches; params near misses come from the closest call", async () => {
    const { url } = await start("jsonrpc");
    await rpc(url, [
      { jsonrpc: "2.0", id: 1, method: "admin.alias", params: { endpoint: "x", alias: "y" } },
      { jsonrpc: "2.0", id: 2, method: "eth_feeConfig", params: ["latest"] },
    ]);
    await rpc(url, { jsonrpc: "2.0", id: 3, method: "eth_feeConfig", params: ["0x10"] });
    await rpc(url, { jsonrpc: "2.0", id: 4, method: "admin.alias", params: { endpoint: "a", alias: "b" } });
    const latest = await verifyOver(url, { method: "eth_feeConfig", match: { params: { blk: "latest" } }, times: 2 });
    expect(latest.body).toMatchObject({ held: false, count: 1 });
    expect(latest.body.nearMisses.map((m: any) => [m.request.seq, m.differences])).toEqual([
      [2, [{ field: "params.blk", expected: "latest", actual: "0x10" }]],
      [
        3,
        [
          { field: "method", expected: "eth_feeConfig", actual: ["admin.alias"] },
          { field: "params.blk", expected: "latest", actual: null },
        ],
      ],
    ]);
    const byPosition = await verifyOver(url, { method: "eth_feeConfig", match: { params: ["0x10"] }, times: 1 });
    expect(byPosition.body).toMatchObject({ held: true, count: 1 });
  });
});

describe("ControlClient.verify", () => {
  it("returns the verification when it holds, and throws a VerificationError that reads on its own", async () => {
    const { url, mock } = await start("rest");
    await fetch(`${url}/v1/chains/43114`);
    await fetch(`${url}/v1/chains/43113?pageSize=1`);
    await fetch(`${url}/v1/chains`);
    expect(await mock.verify({ operation: "getChain", path: { chainId: "43114" } })).toMatchObject({ count: 1 });
    const error = await mock
      .verify({ operation: "getChain", path: { chainId: "43114" } }, { times: 2 })
      .catch((e) => e);
    expect(error).toBeInstanceOf(VerificationError);
    expect(error.verification).toMatchObject({ held: false, count: 1 });
    expect(error.message).toMatchInlineSnapshot(`
      "expected exactly 2 getChain with path.chainId "43114", found 1
      matched:
        #1 GET /v1/chains/43114 (getChain) → 200
      near misses, closest first:
        #2 GET /v1/chains/43113?pageSize=1 (getChain) → 200
          path.chainId: expected "43114", got "43113"
        #3 GET /v1/chains (listChains) → 200
          operation: expected "getChain", got "listChains"
          path.chainId: expected "43114", got absent"
    `);
  });

  it("a bad pattern is a ControlRequestError (400), not a VerificationError", async () => {
    const { mock } = await start("rest");
    const error = await mock.verify({ operation: "nope" }).catch((e) => e);
    expect(error).toBeInstanceOf(ControlRequestError);
    expect(error.status).toBe(400);
  });
});

describe("GET /__avaspec/faults: near misses of the rules that matched nothing", () => {
  it("lists the closest requests since the rule was added; a rule that matched has none", async () => {
    const { url, mock } = await start("rest");
    await fetch(`${url}/v1/chains/1`); // before the rules: not a near miss of them
    await mock.faults.add([
      { operation: "getChain", match: { path: { chainId: "43114" } }, status: 503 },
      { operation: "listChains", status: 503 },
    ]);
    await fetch(`${url}/v1/chains/43113`);
    await fetch(`${url}/v1/chains`);
    const [missed, hit] = await mock.faults.list();
    expect(missed).toMatchObject({ matched: 0 });
    expect(missed!.nearMisses!.map((m) => [m.request.path, m.differences.map((d) => d.field)])).toEqual([
      ["/v1/chains/43113", ["path.chainId"]],
      ["/v1/chains", ["operation", "path.chainId"]],
    ]);
    expect(hit).toMatchObject({ matched: 1 });
    expect(hit).not.toHaveProperty("nearMisses");
  });
});
