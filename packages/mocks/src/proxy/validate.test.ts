// Teeth: the proxy in front of deliberately broken servers reports each break by the right rule, as one JSON line,
// kept with its exchange and counted; strict mode turns a violating answer into 502; secrets never leak.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KeptExchange } from "./index.js";
import {
  type RunningProxy,
  sendJson,
  startProxy,
  startUpstream,
  type Upstream,
  CHAIN,
} from "./test-support/servers.js";
import { DEFAULT_FEE_CONFIG } from "../node/state.js";

const LEVELS = { loggerLevels: { C: { logLevel: "INFO", displayLevel: "INFO" } } };
const FEES = { feeConfig: DEFAULT_FEE_CONFIG, lastChangedAt: 0 };
const SECRET = "sk-live-7f3a9c2e1d";

/** REST upstream: the path after /v1/chains/ picks the break. */
function brokenRest(): Parameters<typeof startUpstream>[0] {
  return (req, _body, res) => {
    const which = new URL(req.url ?? "/", "http://x").pathname.split("/")[3];
    if (which === "wrongType") return sendJson(res, 200, { ...CHAIN, chainId: 43114 });
    if (which === "teapot")
      return sendJson(res, 418, { message: "short and stout", statusCode: 418, error: "I'm a teapot" });
    if (which === "html") {
      res.writeHead(200, { "content-type": "text/html" });
      return res.end("<html>maintenance</html>");
    }
    if (which === "echo")
      return sendJson(
        res,
        200,
        { ...CHAIN, chainId: 1, chainName: 7, description: req.headers["x-data-api-key"] },
        {
          "x-echo": String(req.headers["x-data-api-key"]),
        },
      );
    if (req.url?.includes("network=bogus"))
      return sendJson(res, 400, {
        message: "network must be one of mainnet, fuji",
        statusCode: 400,
        error: "Bad Request",
      });
    return sendJson(res, 200, CHAIN);
  };
}

/** node upstream: the method (and the id) pick the break. */
function brokenNode(): Parameters<typeof startUpstream>[0] {
  return (_req, body, res) => {
    const call = JSON.parse(body.toString());
    if (Array.isArray(call)) {
      // second element: a fee config whose gasLimit is a string
      const answers = call.map((c: { id: number }, i: number) => ({
        jsonrpc: "2.0",
        id: c.id,
        result: i === 1 ? { ...FEES, feeConfig: { ...FEES.feeConfig, gasLimit: "8000000" } } : FEES,
      }));
      return sendJson(res, 200, answers);
    }
    if (call.params?.loggerName === "nope")
      return sendJson(res, 200, { jsonrpc: "2.0", id: call.id, error: { code: -32099, message: "no such logger" } });
    if (call.params?.loggerName === "old") return sendJson(res, 200, { jsonrpc: "1.0", id: call.id, result: LEVELS });
    return sendJson(res, 200, { jsonrpc: "2.0", id: call.id, result: LEVELS });
  };
}

let restUp: Upstream;
let nodeUp: Upstream;
let rest: RunningProxy;
let strict: RunningProxy;
let node: RunningProxy;
beforeAll(async () => {
  restUp = await startUpstream(brokenRest());
  nodeUp = await startUpstream(brokenNode());
  rest = await startProxy("data", { upstream: new URL(restUp.url) });
  strict = await startProxy("data", { upstream: new URL(restUp.url), strict: true });
  node = await startProxy("node", { upstream: new URL(nodeUp.url) });
});
afterAll(async () => {
  await Promise.all([rest, strict, node, restUp, nodeUp].map((s) => s?.close()));
});

async function violationsOf(proxy: RunningProxy): Promise<KeptExchange[]> {
  const res = await fetch(`${proxy.url}/__avaspec/violations`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { exchanges: KeptExchange[] }).exchanges;
}
const rpc = (proxy: RunningProxy, path: string, body: unknown) =>
  fetch(`${proxy.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("REST breaks, each by its rule", () => {
  it.each([
    ["wrongType", "body-schema", "/body/chainId", 200],
    ["teapot", "status-declared", "/status", 418],
    ["html", "content-type", "/headers/content-type", 200],
  ])("%s → %s at %s; the answer goes back unaltered", async (which, rule, where, status) => {
    const before = rest.lines.length;
    const res = await fetch(`${rest.url}/v1/chains/${which}`);
    expect(res.status).toBe(status);
    const line = rest.lines.slice(before).map((l) => JSON.parse(l));
    expect(line.map((l) => l.rule)).toContain(rule);
    const mine = line.find((l) => l.rule === rule);
    expect(mine).toMatchObject({ event: "contract-violation", api: "data", operation: "getChain", side: "response" });
    expect(mine.where).toBe(where);
    expect(typeof mine.expected).toBe("string");
    expect(mine.expected.length).toBeGreaterThan(0);
  });

  it("a request the contract refuses is reported on the request side, by parameter", async () => {
    const res = await fetch(`${rest.url}/v1/chains?network=bogus`);
    expect(res.status).toBe(400);
    const kept = (await violationsOf(rest)).at(-1)!;
    expect(kept.operation).toBe("listChains");
    expect(kept.violations.map((v) => [v.side, v.rule, v.where])).toEqual([
      ["request", "request-parameter", "/query/network"],
    ]);
    expect(kept.request).toMatchObject({ method: "GET", path: "/v1/chains", query: { network: "bogus" } });
    expect(kept.response.status).toBe(400);
  });

  it("a conforming exchange is not reported", async () => {
    const before = rest.lines.length;
    expect((await fetch(`${rest.url}/v1/chains/43114`)).status).toBe(200);
    expect(rest.lines.slice(before)).toEqual([]);
  });

  it("the summary counts by operation and rule", async () => {
    const summary = (await (await fetch(`${rest.url}/__avaspec/violations/summary`)).json()) as {
      total: number;
      byOperation: Record<string, Record<string, number>>;
    };
    expect(summary.byOperation["data getChain"]).toMatchObject({
      "body-schema": 1,
      "status-declared": 1,
      "content-type": 1,
    });
    expect(summary.byOperation["data listChains"]).toEqual({ "request-parameter": 1 });
    expect(summary.total).toBe(rest.lines.length);
  });
});

describe("strict mode", () => {
  it("a violating answer becomes 502 in the contract's error body, one line per violation", async () => {
    const res = await fetch(`${strict.url}/v1/chains/wrongType`);
    expect(res.status).toBe(502);
    expect(res.headers.get("x-avaspec-violations")).toBe("1");
    const body = (await res.json()) as { message: string[]; statusCode: number; error: string };
    expect(body).toMatchObject({ statusCode: 502, error: "Bad Gateway" });
    expect(body.message[0]).toMatch(/getChain: the upstream's answer breaks the contract/);
    expect(body.message[1]).toMatch(/^body-schema at response \/body\/chainId: /);
    expect(Object.keys(body).sort()).toEqual(["error", "message", "statusCode"]);
  });

  it("a conforming answer, and a refused request answered 400, go through untouched", async () => {
    const ok = await fetch(`${strict.url}/v1/chains/43114`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual(CHAIN);
    expect((await fetch(`${strict.url}/v1/chains?network=bogus`)).status).toBe(400);
  });
});

describe("JSON-RPC breaks, each by its rule", () => {
  it("an undeclared error code → jsonrpc-error-code, naming the method", async () => {
    const res = await rpc(node, "/ext/admin", {
      jsonrpc: "2.0",
      id: 7,
      method: "admin.getLoggerLevel",
      params: { loggerName: "nope" },
    });
    expect(res.status).toBe(200);
    const kept = (await violationsOf(node)).at(-1)!;
    expect(kept.violations.map((v) => [v.rule, v.operation, v.where])).toEqual([
      ["jsonrpc-error-code", "admin.getLoggerLevel", "/body/error/code"],
    ]);
  });

  it("a bad envelope → jsonrpc-envelope", async () => {
    await rpc(node, "/ext/admin", {
      jsonrpc: "2.0",
      id: 8,
      method: "admin.getLoggerLevel",
      params: { loggerName: "old" },
    });
    const kept = (await violationsOf(node)).at(-1)!;
    expect(kept.violations.map((v) => v.rule)).toEqual(["jsonrpc-envelope"]);
    expect(kept.operation).toBe("admin.getLoggerLevel");
  });

  it("a batch: only the wrong element is reported, at its index", async () => {
    const call = (id: number) => ({ jsonrpc: "2.0", id, method: "eth_feeConfig", params: [] });
    const res = await rpc(node, "/ext/bc/C/rpc", [call(1), call(2), call(3)]);
    expect(res.status).toBe(200);
    const kept = (await violationsOf(node)).at(-1)!;
    expect(kept.violations.map((v) => [v.rule, v.where])).toEqual([
      ["jsonrpc-result-schema", "/body/1/result/feeConfig/gasLimit"],
    ]);
  });

  it("a conforming call is not reported", async () => {
    const before = node.lines.length;
    await rpc(node, "/ext/admin", { jsonrpc: "2.0", id: 9, method: "admin.getLoggerLevel", params: {} });
    expect(node.lines.slice(before)).toEqual([]);
  });
});

describe("secrets", () => {
  it("reach the upstream, never the violations, their exchange, the log lines or the strict answer", async () => {
    for (const proxy of [rest, strict]) {
      const res = await fetch(`${proxy.url}/v1/chains/echo?apiKey=${SECRET}`, {
        headers: { "x-data-api-key": SECRET, authorization: `Bearer ${SECRET}-b` },
      });
      const text = await res.text();
      if (proxy === strict) expect(text).not.toContain(SECRET);
      else expect(text).toContain(SECRET);
    }
    expect(restUp.seen.filter((s) => s.headers["x-data-api-key"] === SECRET)).toHaveLength(2);
    const kept = JSON.stringify([await violationsOf(rest), await violationsOf(strict)]);
    expect(kept).toContain("[redacted]");
    expect(kept).toContain("/body/chainId");
    expect(kept).not.toContain(SECRET);
    expect([...rest.lines, ...strict.lines].join("\n")).not.toContain(SECRET);
  });
});
