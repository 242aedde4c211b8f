// The programmatic API across worker threads: each server's control plane lives in its thread, the typed client
// reaches it over HTTP, so a partner's test reads `mocks.metrics.requests(...)` as if it were local.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningMocks, startMocks } from "../index.js";

let mocks: RunningMocks;
beforeAll(async () => {
  mocks = await startMocks({
    ports: { metrics: 0, data: 0, node: 0 },
    logLevel: "silent",
    faults: { data: [{ operation: "getChain", status: 503, times: 1 }] },
  });
});
afterAll(() => mocks?.close());

const feeConfig = () =>
  fetch(`${mocks.node.url}/ext/bc/C/rpc`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_feeConfig", params: [] }),
  }).then((r) => r.json() as Promise<{ error?: { code: number } }>);

describe("startMocks() with threads", () => {
  it("runs each server in its own thread, each with its own control plane", async () => {
    expect(mocks.isolation).toBe("threads");
    expect((await fetch(`${mocks.data.url}/v1/chains/43114`)).status).toBe(503); // the start rule
    expect((await fetch(`${mocks.data.url}/v1/chains/43114`)).status).toBe(200);
    expect(await mocks.metrics.faults.list()).toEqual([]);
  });

  it("mocks.metrics.requests({ operation }) tells a test what its app called, with which query", async () => {
    const path = "/v2/chains/43114/metrics/activeAddresses?timeInterval=day&pageSize=1";
    await fetch(mocks.metrics.url + path);
    await fetch(`${mocks.metrics.url}${path}&pageToken=abc`);
    const calls = await mocks.metrics.requests({ operation: "getChainMetrics" });
    expect(calls.filter((c) => c.query.pageToken !== undefined)).toHaveLength(1);
    expect(calls.map((c) => c.status)).toEqual([200, 400]);
  });

  it("mocks.node.faults.add(...) and mocks.reset()", async () => {
    await mocks.node.faults.add({ method: "eth_feeConfig", error: { code: -32000, message: "header not found" } });
    expect((await feeConfig()).error?.code).toBe(-32000);
    await mocks.reset();
    expect((await feeConfig()).error).toBeUndefined();
    expect(await mocks.node.requests()).toHaveLength(1);
    expect(await mocks.metrics.requests()).toEqual([]);
    expect((await mocks.data.faults.list()).map((r) => r.remaining)).toEqual([1]); // the start rules again
  });

  it("POST /__avaspec/reset?all=true on one server resets all three, each in its own thread", async () => {
    await mocks.metrics.faults.add({ status: 503 });
    await mocks.node.faults.add({ reset: true });
    await mocks.data.clearRequests();
    const res = await fetch(`${mocks.data.url}/__avaspec/reset?all=true`, { method: "POST" });
    expect(await res.json()).toEqual({ reset: true, servers: ["data", "metrics", "node"] });
    expect(await mocks.metrics.faults.list()).toEqual([]);
    expect(await mocks.node.faults.list()).toEqual([]);
    expect((await mocks.data.faults.list()).map((r) => r.remaining)).toEqual([1]);
  });

  it("scenario.load takes the --scenario file's form: each server its own section", async () => {
    const file = { metrics: { getChain: [404] }, data: { getChain: [{ status: 503, times: 2 }] } };
    await Promise.all([mocks.metrics.scenario.load(file), mocks.data.scenario.load(file)]);
    expect((await mocks.metrics.scenario.get()).scenario).toEqual({ getChain: [404] });
    expect((await fetch(`${mocks.data.url}/v1/chains/43114`)).status).toBe(503);
    await mocks.reset();
  });
});
