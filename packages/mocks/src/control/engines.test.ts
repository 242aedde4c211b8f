// The control plane on the real engines: declared bodies from the specs, the node's examples and state, files.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadSpec } from "@avaspec/specs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDataMock, startMetricsMock } from "../apis.js";
import { type RunningNodeMock, startNodeMock } from "../node/index.js";
import type { RunningMock } from "../rest/server.js";
import { readOperations } from "../rest/spec.js";

// What the refusals list is read from the spec, not repeated here: a parameter or example added to it is no edit.
const metricsDocument = loadSpec("metrics", { dereferenced: true });
const metricsOp = (id: string) => readOperations(metricsDocument).find((o) => o.operationId === id)!;
/** The names the control plane lists as declared for an operation's parameters in `where` ("none" for none). */
const declaredIn = (id: string, where: "path" | "query") =>
  metricsOp(id)
    .parameters.filter((p) => p.in === where)
    .map((p) => p.name)
    .join(", ") || "none";
/** The operation's named examples as a refusal lists them: `name (status)` when it declares several statuses. */
function allowedExamples(id: string): string {
  const op = metricsOp(id);
  const responses = metricsDocument.paths[op.path][op.method].responses as Record<string, any>;
  const several = Object.keys(responses).length > 1;
  return Object.entries(responses)
    .flatMap(([status, r]) =>
      Object.keys(r.content?.["application/json"]?.examples ?? {}).map((n) => (several ? `${n} (${status})` : n)),
    )
    .join(", ");
}
const nodeParams = (method: string) =>
  (loadSpec("node", { dereferenced: true }).methods as { name: string; params: { name: string }[] }[])
    .find((m) => m.name === method)!
    .params.map((p) => p.name)
    .join(", ");
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

let metrics: RunningMock;
let data: RunningMock;
let node: RunningNodeMock;
const dir = mkdtempSync(join(tmpdir(), "avaspec-control-"));
const scenarioFile = join(dir, "scenario.yaml");
writeFileSync(
  scenarioFile,
  [
    "metrics:",
    "  getChain: [200, 404, {status: 503, times: 2}]",
    "node:",
    "  admin.alias:",
    "    steps: [{example: alias too long}, {mock: true}]",
    "    after: loop",
  ].join("\n"),
);

beforeAll(async () => {
  [metrics, data, node] = await Promise.all([
    startMetricsMock({ port: 0, scenario: scenarioFile, logLevel: "silent" }),
    startDataMock({ port: 0, logLevel: "silent" }),
    startNodeMock({ port: 0, scenario: scenarioFile }),
  ]);
});
afterAll(async () => {
  await Promise.all([metrics?.close(), data?.close(), node?.close()]);
});

const alias = (url: string, name: string) =>
  fetch(`${url}/ext/admin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "admin.alias", params: { endpoint: "admin", alias: name } }),
  }).then((r) => r.json() as Promise<{ result?: unknown; error?: { code: number; message: string } }>);

describe("on the real engines", () => {
  it("metrics: the scenario file's sequence, with the spec's declared error bodies", async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${metrics.url}/v2/chains/43114`);
      const body = (await res.json()) as { statusCode?: number; message?: string };
      answers.push([res.status, body.statusCode ?? "ok", body.message ?? ""]);
    }
    // the declared bodies, naming the request's chain ("Chain 999999 not found" is the example's)
    expect(answers).toEqual([
      [200, "ok", ""],
      [404, 404, "Chain 43114 not found"],
      [503, 503, "Chain 43114 is temporarily unavailable"],
      [503, 503, "Chain 43114 is temporarily unavailable"],
      [200, "ok", ""],
    ]);
  });

  it("fault rules (data, metrics): the declared error body names the request's chain, or none", async () => {
    await data.faults.add({ operation: "getChain", status: 404, times: 1 });
    const res = await fetch(`${data.url}/v1/chains/43114`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Chain 43114 not found", statusCode: 404, error: "Not Found" });
    expect((await fetch(`${data.url}/v1/chains/43114`)).status).toBe(200);
    await metrics.scenario.clear();
    await metrics.faults.add([
      { operation: "getChain", match: { path: { chainId: "1" } }, status: 404, times: 1 },
      { operation: "getAvgTpsLegacy", status: 503, times: 1 },
      { operation: "getChain", status: 500, times: 1 },
    ]);
    expect(await (await fetch(`${metrics.url}/v2/chains/1`)).json()).toMatchObject({ message: "Chain 1 not found" });
    const tps = await fetch(`${metrics.url}/v1/avg_tps/8453`);
    expect(await tps.json()).toMatchObject({ message: "Chain 8453 is temporarily unavailable", statusCode: 503 });
    const generic = await fetch(`${metrics.url}/v2/chains/1`);
    expect(await generic.json()).toEqual({
      message: "Internal server error",
      statusCode: 500,
      error: "Internal Server Error",
    });
    await metrics.faults.clear();
  });

  it("metrics: the journal says which operation was called with what query, secrets redacted", async () => {
    await metrics.clearRequests();
    const url = `${metrics.url}/v2/chains/43114/metrics/activeAddresses?timeInterval=day&pageSize=2`;
    const first = (await (await fetch(url, { headers: { "x-data-api-key": "my-key" } })).json()) as {
      nextPageToken?: string;
    };
    await fetch(`${url}&pageToken=${encodeURIComponent(first.nextPageToken!)}`);
    const calls = await metrics.requests({ operation: "getChainMetrics" });
    expect(calls.map((c) => [c.status, c.query.pageToken !== undefined])).toEqual([
      [200, false],
      [200, true],
    ]);
    expect(calls[0]!.headers["x-data-api-key"]).toBe("[redacted]");
  });

  it("metrics: a fault rule takes the declared 429 body; an undeclared status is refused with why", async () => {
    await metrics.faults.add({ operation: "listChains", status: 429, times: 1 });
    const res = await fetch(`${metrics.url}/v2/chains`);
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ statusCode: 429, error: "Too Many Requests" });
    await expect(metrics.faults.add({ operation: "listChains", status: 418 })).rejects.toThrow(
      /status 418 is not declared for listChains \(declared: 200, 400, 401, 403, 404, 429, 500, 502, 503\)/,
    );
  });

  it("node: a scenario step names the spec's example; reset restores the node's admin state", async () => {
    expect((await alias(node.url, "first")).error?.message).toBe("alias length is too long");
    expect(await alias(node.url, "mine")).toMatchObject({ result: {} });
    expect((await alias(node.url, "again")).error?.message).toBe("alias length is too long"); // loop
    // the alias "mine" now serves the admin API; reset forgets it
    const before = await fetch(`${node.url}/ext/mine`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(before.status).toBe(200);
    await node.reset();
    const after = await fetch(`${node.url}/ext/mine`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(after.status).toBe(404);
    expect((await node.requests()).length).toBe(1);
  });

  it("node: faults.add with a JSON-RPC error the method declares, and one it does not", async () => {
    await node.faults.add({ method: "eth_feeConfig", error: { code: -32000, message: "header not found" }, times: 1 });
    const body = JSON.stringify([
      { jsonrpc: "2.0", id: 1, method: "eth_feeConfig", params: [] },
      { jsonrpc: "2.0", id: 2, method: "eth_getChainConfig", params: [] },
    ]);
    const res = await fetch(`${node.url}/ext/bc/C/rpc`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(res.status).toBe(200);
    const answers = (await res.json()) as Array<{ id: number; error?: { message: string } }>;
    expect(answers[0]!.error?.message).toBe("header not found");
    await expect(node.faults.add({ method: "eth_feeConfig", error: { code: -32601, message: "x" } })).rejects.toThrow(
      "error code -32601 is not declared for eth_feeConfig (declared: -32602, -32000)",
    );
    const [entry] = await node.requests({ method: "eth_getChainConfig" });
    expect(entry!.operations).toEqual(["eth_feeConfig", "eth_getChainConfig"]);
  });

  it("metrics: fail getChain only for chainId 43114; a parameter it lacks is refused, naming the others", async () => {
    await metrics.scenario.clear();
    await metrics.faults.add({ operation: "getChain", match: { path: { chainId: 43114 } }, status: 503 });
    expect((await fetch(`${metrics.url}/v2/chains/43114`)).status).toBe(503);
    expect((await fetch(`${metrics.url}/v2/chains/43113`)).status).toBe(200);
    await expect(
      metrics.faults.add({ operation: "getChain", match: { query: { network: "fuji" } }, status: 503 }),
    ).rejects.toThrow(`getChain has no query parameter "network"; declared: ${declaredIn("getChain", "query")}`);
    await expect(
      metrics.faults.add({ operation: "getChainMetrics", match: { path: { chain: "1" } }, status: 503 }),
    ).rejects.toThrow(
      `getChainMetrics has no path parameter "chain"; declared: ${declaredIn("getChainMetrics", "path")}`,
    );
    await metrics.faults.clear();
  });

  it("node: fail eth_feeConfig only for the latest block; the batch's other calls answer as usual", async () => {
    await node.faults.add({
      method: "eth_feeConfig",
      match: { params: { blk: "latest" } },
      error: { code: -32000, message: "header not found" },
    });
    const body = JSON.stringify([
      { jsonrpc: "2.0", id: 1, method: "eth_feeConfig", params: ["latest"] },
      { jsonrpc: "2.0", id: 2, method: "eth_feeConfig", params: [] },
      { jsonrpc: "2.0", id: 3, method: "eth_getChainConfig", params: [] },
    ]);
    const res = await fetch(`${node.url}/ext/bc/C/rpc`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    const answers = (await res.json()) as Array<{ id: number; result?: unknown; error?: { message: string } }>;
    expect(answers.map((a) => [a.id, a.error?.message ?? "result"])).toEqual([
      [1, "header not found"],
      [2, "result"],
      [3, "result"],
    ]);
    await expect(
      node.faults.add({ method: "eth_feeConfig", match: { params: { block: "latest" } }, reset: true }),
    ).rejects.toThrow(`eth_feeConfig has no param "block"; declared: ${nodeParams("eth_feeConfig")}`);
    await node.faults.clear();
  });

  it("node: admin.alias (by name) fails only for the alias given; other calls reach the node's own state", async () => {
    await node.scenario.clear(); // the file's admin.alias sequence would answer the others
    await node.faults.add({
      method: "admin.alias",
      match: { params: { alias: { matches: "^taken" } } },
      example: "alias too long",
    });
    expect((await alias(node.url, "taken-1")).error?.message).toBe("alias length is too long");
    expect(await alias(node.url, "free-1")).toMatchObject({ result: {} });
    await node.faults.clear();
  });

  it("a bad scenario file fails at start-up naming the file, the line and the allowed values", async () => {
    const bad = join(dir, "bad.yaml");
    writeFileSync(bad, "metrics:\n  getChain:\n    - example: nope\n");
    await expect(startMetricsMock({ port: 0, scenario: bad, logLevel: "silent" })).rejects.toThrow(
      new RegExp(
        `bad\\.yaml:3:\\d+: metrics: getChain\\[0\\]\\.example: unknown example "nope" for getChain; ` +
          `allowed: ${escaped(allowedExamples("getChain"))}`,
      ),
    );
  });
});
