// The control plane on the real host, over HTTP, with engines whose answers say how they were made.
import { afterEach, describe, expect, it } from "vitest";
import type { ApiName } from "../server/exchange.js";
import { MockHost } from "../server/host.js";
import { attachControl, type AttachOptions, withControlClient } from "./attach.js";
import { ControlRequestError } from "./client.js";
import { NOT_JSON_BODY } from "./plane.js";
import { fakeEngine, type FakeEngine } from "./test-support.js";

const hosts: MockHost[] = [];
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((h) => h.close()));
});

async function start(kind: "rest" | "jsonrpc", options: AttachOptions = {}) {
  const engine = fakeEngine(kind);
  const host = new MockHost(engine);
  hosts.push(host);
  const plane = attachControl(host, options);
  await host.listen();
  const mock = withControlClient({ url: host.url }, options);
  return { engine, host, plane: plane!, mock, url: host.url };
}

const rpc = (url: string, method: string | string[], headers: Record<string, string> = {}) =>
  fetch(`${url}/ext/bc/C/rpc`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(
      Array.isArray(method)
        ? method.map((m, id) => ({ jsonrpc: "2.0", id, method: m }))
        : { jsonrpc: "2.0", id: 1, method },
    ),
  });

describe("fault rules over HTTP", () => {
  it("a declared status twice, then the mock's own answer; the journal tells which answered", async () => {
    const { url, mock } = await start("rest");
    const [rule] = await mock.faults.add({ operation: "getChain", status: 503, times: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await fetch(`${url}/v1/chains/43114`)).status);
    expect(statuses).toEqual([503, 503, 200]);
    const entries = await mock.requests({ operation: "getChain" });
    expect(entries.map((e) => [e.status, e.cause ?? "mock"])).toEqual([
      [503, `fault:${rule!.id}`],
      [503, `fault:${rule!.id}`],
      [200, "mock"],
    ]);
    expect((await mock.faults.list())[0]).toMatchObject({ matched: 3, fired: 2, remaining: 0 });
  });

  it("refuses a bad rule with a 400 that says why, and keeps the rules already set", async () => {
    const { mock } = await start("rest");
    await mock.faults.add({ operation: "getChain", status: 503 });
    const error = await mock.faults
      .add([
        { status: 500, operation: "getChain" },
        { operation: "listChains", status: 404 },
      ])
      .catch((e) => e);
    expect(error).toBeInstanceOf(ControlRequestError);
    expect(error.status).toBe(400);
    expect(error.message).toContain("[1].status: status 404 is not declared for listChains (declared: 200, 400, 503)");
    expect((await mock.faults.list()).map((r) => r.status)).toEqual([503]);
  });

  it("an undeclared status only when the rule asks, answered in the API's own error form", async () => {
    const { url, mock } = await start("rest");
    await mock.faults.add({ operation: "listChains", status: 418, undeclared: true });
    const res = await fetch(`${url}/v1/chains`);
    expect([res.status, await res.json()]).toEqual([
      418,
      { message: 'status 418 injected by an avaspec fault rule ("undeclared": true)', statusCode: 418 },
    ]);
  });

  it("malformed: status 200 with a cut body, or a body that is not JSON", async () => {
    const { url, mock } = await start("rest");
    await mock.faults.add([
      { operation: "getChain", malformed: true, times: 1 },
      { operation: "getChain", malformed: "not-json" },
    ]);
    const cut = await fetch(`${url}/v1/chains/1`);
    const text = await cut.text();
    expect(cut.status).toBe(200);
    expect(() => JSON.parse(text)).toThrow();
    expect(text.startsWith('{"how":"own"')).toBe(true);
    const html = await fetch(`${url}/v1/chains/1`);
    expect([html.status, await html.text()]).toEqual([200, NOT_JSON_BODY]);
  });

  it("reset drops the connection; hang never answers until the client gives up", async () => {
    const { url, mock } = await start("rest");
    await mock.faults.add([
      { operation: "getChain", reset: true, times: 1 },
      { operation: "getChain", hang: true, times: 1 },
    ]);
    await expect(fetch(`${url}/v1/chains/1`)).rejects.toThrow();
    await expect(fetch(`${url}/v1/chains/1`, { signal: AbortSignal.timeout(300) })).rejects.toThrow(/abort|timeout/i);
    expect((await fetch(`${url}/v1/chains/1`)).status).toBe(200);
    const entries = await mock.requests();
    expect(entries.map((e) => e.action ?? e.status)).toEqual(["reset", "hang", 200]);
  });

  it("node: a JSON-RPC error with HTTP 200, for the method named, in a batch too", async () => {
    const { url, mock, engine } = await start("jsonrpc");
    await mock.faults.add({ method: "admin.alias", error: { code: -32000, message: "alias already exists" } });
    expect((await rpc(url, ["eth_feeConfig", "admin.alias"])).status).toBe(200);
    // the error replaces the admin.alias call only; the batch's other call gets the mock's own answer
    expect(engine.answered.at(-1)).toEqual({
      error: { code: -32000, message: "alias already exists" },
      calls: new Set([{ jsonrpc: "2.0", id: 1, method: "admin.alias" }]),
    });
    await rpc(url, "eth_feeConfig");
    expect(engine.answered.at(-1)).toBeUndefined();
    const entries = await mock.requests({ method: "admin.alias" });
    expect(entries.map((e) => e.operations)).toEqual([["eth_feeConfig", "admin.alias"]]);
    expect(entries[0]!.body).toContain('"method":"admin.alias"');
  });
});

describe("latency", () => {
  it("Prefer: delay on one request does not hold up another (node JSON-RPC included)", async () => {
    const { url } = await start("jsonrpc");
    const order: string[] = [];
    const slow = rpc(url, "eth_feeConfig", { prefer: "delay=400" }).then(() => order.push("slow"));
    const started = performance.now();
    await rpc(url, "eth_feeConfig").then(() => order.push("fast"));
    await slow;
    expect(order).toEqual(["fast", "slow"]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(380);
  });

  it("a global latency applies to every answer, and Prefer overrides it", async () => {
    const { url } = await start("rest", { latency: "200" });
    let started = performance.now();
    await fetch(`${url}/v1/chains`);
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    started = performance.now();
    await fetch(`${url}/v1/chains`, { headers: { prefer: "delay=0" } });
    expect(performance.now() - started).toBeLessThan(190);
  });

  it("REST: a bad Prefer delay is a 400 saying why", async () => {
    const { url } = await start("rest");
    const res = await fetch(`${url}/v1/chains`, { headers: { prefer: "delay=soon" } });
    expect([res.status, ((await res.json()) as { message: string }).message]).toEqual([
      400,
      'Prefer delay must be whole milliseconds from 0 to 300000, got "soon"',
    ]);
  });
});

describe("rate limit", () => {
  it("REST: the operation's declared 429 with Retry-After and the ratelimit headers", async () => {
    const { url, engine } = await start("rest", { rateLimit: "2/60" });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await fetch(`${url}/v1/chains/1`));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 429]);
    expect(answers[2]!.headers.get("retry-after")).toMatch(/^(59|60)$/);
    expect(answers[1]!.headers.get("ratelimit-remaining")).toBe("0");
    expect(engine.answered.at(-1)).toEqual({ status: 429 });
  });

  it("node: 429 in the node's transport form (plain text)", async () => {
    const { url } = await start("jsonrpc", { rateLimit: "1/60" });
    await rpc(url, "eth_feeConfig");
    const res = await rpc(url, "eth_feeConfig");
    expect([res.status, res.headers.get("content-type"), await res.text()]).toEqual([
      429,
      "text/plain; charset=utf-8",
      "rate limit exceeded: 1 requests per 60 s per client\n",
    ]);
    expect(res.headers.get("retry-after")).toBeTruthy();
  });
});

describe("scenario, reset and the routes", () => {
  it("a scenario loaded at run time, then reset back to the start state", async () => {
    const { url, mock, engine } = await start("rest", {
      faults: { metrics: [{ operation: "listChains", status: 503, times: 1 }] },
    });
    await mock.scenario.load({ getChain: [404, { status: 503, times: 2 }] });
    const statuses = async (path: string, n: number) => {
      const out = [];
      for (let i = 0; i < n; i++) out.push((await fetch(url + path)).status);
      return out;
    };
    expect(await statuses("/v1/chains/1", 4)).toEqual([404, 503, 503, 200]);
    expect(await statuses("/v1/chains", 2)).toEqual([503, 200]);
    await mock.faults.add({ status: 400 });
    await mock.reset();
    expect(engine.resets).toBe(1);
    expect(await mock.requests()).toEqual([]);
    expect((await mock.scenario.get()).scenario).toEqual({});
    const rules = await mock.faults.list();
    expect(rules.map((r) => [r.operation, r.status, r.remaining])).toEqual([["listChains", 503, 1]]); // the start rules
    expect(await statuses("/v1/chains", 2)).toEqual([503, 200]);
  });

  it("bad control requests get clear 400s; nothing under /__avaspec/ crashes the server", async () => {
    const { url } = await start("rest");
    const send = async (method: string, path: string, body?: string, type = "application/json") => {
      const res = await fetch(url + path, {
        method,
        body,
        headers: body === undefined ? {} : { "content-type": type },
      });
      return [res.status, ((await res.json()) as { message: string }).message];
    };
    expect(await send("POST", "/__avaspec/faults", "{nope")).toEqual([
      400,
      expect.stringContaining("the body is not valid JSON"),
    ]);
    expect(await send("POST", "/__avaspec/faults")).toEqual([400, expect.stringContaining("the body is empty")]);
    expect(await send("POST", "/__avaspec/faults", "{}", "text/plain")).toEqual([
      415,
      expect.stringContaining("Content-Type must be application/json"),
    ]);
    expect(await send("POST", "/__avaspec/faults", '{"operation":"getChain","status":503,"x":1}')).toEqual([
      400,
      "x: unknown field; allowed: name, operation, method, status, retryAfter, error, delayMs, example, mock, " +
        "reset, hang, malformed, undeclared, times, rate, match",
    ]);
    expect(await send("POST", "/__avaspec/scenario", "getChain: [{status: 418}]", "application/yaml")).toEqual([
      400,
      expect.stringContaining("getChain[0].status: status 418 is not declared"),
    ]);
    expect(await send("GET", "/__avaspec/requests?operation=getChian")).toEqual([
      400,
      expect.stringContaining('unknown operation "getChian"; allowed: getChain, listChains'),
    ]);
    expect(await send("GET", "/__avaspec/requests?since=yesterday")).toEqual([
      400,
      expect.stringContaining("since must be milliseconds"),
    ]);
    expect(await send("GET", "/__avaspec/requests?sort=asc")).toEqual([
      400,
      'unknown query parameter "sort"; allowed: operation, method, since, limit',
    ]);
    expect(await send("DELETE", "/__avaspec/faults?id=7")).toEqual([404, "no fault rule with id 7"]);
    expect(await send("POST", "/__avaspec/faults", `${"[".repeat(100_000)}${"]".repeat(100_000)}`)).toEqual([
      400,
      expect.any(String),
    ]);
    expect((await fetch(`${url}/__avaspec/ready`)).status).toBe(200);
  });

  it("GET /__avaspec/ lists every control route", async () => {
    const { url } = await start("jsonrpc");
    const { routes } = (await (await fetch(`${url}/__avaspec/`)).json()) as {
      routes: Array<{ method: string; path: string }>;
    };
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual([
      "GET /__avaspec/ready",
      "GET /__avaspec/faults",
      "POST /__avaspec/faults",
      "DELETE /__avaspec/faults",
      "GET /__avaspec/scenario",
      "POST /__avaspec/scenario",
      "DELETE /__avaspec/scenario",
      "GET /__avaspec/requests",
      "DELETE /__avaspec/requests",
      "POST /__avaspec/verify",
      "GET /__avaspec/latency",
      "POST /__avaspec/latency",
      "POST /__avaspec/reset",
      // the node mock's local-network routes (409 until it runs --network-id local)
      "GET /__avaspec/chain",
      "POST /__avaspec/chain/snapshot",
      "POST /__avaspec/chain/revert",
      "POST /__avaspec/chain/mine",
      "POST /__avaspec/chain/time",
      "POST /__avaspec/chain/balance",
      "POST /__avaspec/chain/impersonate",
    ]);
  });

  it("a control token guards the routes; the journal never shows it", async () => {
    const token = "t0ken-0123456789abcdef";
    const { url, mock } = await start("rest", { controlToken: token });
    const refused = await fetch(`${url}/__avaspec/requests`);
    expect([refused.status, refused.headers.get("www-authenticate")]).toEqual([401, 'Bearer realm="avaspec"']);
    await fetch(`${url}/v1/chains`, { headers: { authorization: `Bearer ${token}`, "x-data-api-key": "secret-key" } });
    const [entry] = await mock.requests();
    expect(JSON.stringify(entry)).not.toMatch(/t0ken|secret-key/);
  });

  it("refuses to start on a non-loopback host without a token, saying how to fix it", () => {
    const host = new MockHost(fakeEngine("rest"));
    expect(() => attachControl(host, { host: "0.0.0.0" })).toThrow(/--control-token <secret>/);
    expect(attachControl(host, { host: "0.0.0.0", control: false })).toBeUndefined();
  });

  it("a reloaded engine re-checks the rules: those it no longer allows are dropped and reported", async () => {
    const warnings: string[] = [];
    const { host, mock } = await start("rest", { log: (_level, line) => warnings.push(line) });
    await mock.faults.add([
      { operation: "listChains", status: 503 },
      { operation: "getChain", status: 404 },
    ]);
    host.setEngine(fakeEngine("rest", [{ id: "getChain", statuses: [200, 404], examples: {} }]) as FakeEngine);
    expect((await mock.faults.list()).map((r) => r.operation)).toEqual(["getChain"]);
    expect(warnings).toEqual([
      expect.stringContaining('fault rule 1 dropped: operation: unknown operation "listChains"'),
    ]);
  });
});

describe("what a new user tripped over (issue 22)", () => {
  // the README's own example file: each server takes its own section, as --scenario does
  const README_SCENARIO = [
    "metrics:",
    "  getChain: [200, 404, {status: 503, times: 2}, {mock: true}]",
    "node:",
    "  admin.alias:",
    "    steps: [{example: alias the X-Chain API}, {mock: true}]",
    "    after: loop",
  ].join("\n");

  it("POST /__avaspec/scenario takes the whole file: each server its own section", async () => {
    const { url, mock } = await start("rest");
    const res = await fetch(`${url}/__avaspec/scenario`, {
      method: "POST",
      headers: { "content-type": "application/yaml" },
      body: README_SCENARIO,
    });
    expect(res.status).toBe(200);
    expect((await mock.scenario.get()).scenario).toEqual({
      getChain: [200, 404, { status: 503, times: 2 }, { mock: true }],
    });
    const node = await start("jsonrpc");
    await node.mock.scenario.load({ metrics: { getChain: [503] }, node: { "admin.alias": [{ reset: true }] } });
    expect((await node.mock.scenario.get()).scenario).toEqual({ "admin.alias": [{ reset: true }] });
  });

  it("the whole-file form works for faults too, and a file without this server's section is refused", async () => {
    const { mock } = await start("rest");
    await mock.faults.add({ metrics: [{ operation: "getChain", status: 503 }], node: [] });
    expect((await mock.faults.list()).map((r) => r.status)).toEqual([503]);
    await expect(mock.scenario.load({ node: { "admin.alias": [503] } })).rejects.toThrow(
      "the body has a section per server (node) but none for this one, metrics",
    );
  });

  it("control routes answer a browser's CORS preflight; the token is still required for the request", async () => {
    const token = "t0ken-0123456789abcdef";
    const { url } = await start("rest", { controlToken: token });
    const origin = "http://localhost:5173";
    const preflight = await fetch(`${url}/__avaspec/faults`, {
      method: "OPTIONS",
      headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "authorization" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(origin);
    expect(preflight.headers.get("access-control-allow-methods")).toBe("GET, POST, DELETE");
    expect(preflight.headers.get("access-control-allow-headers")).toBe("authorization");
    const body = JSON.stringify({ operation: "getChain", status: 503 });
    const post = (headers: Record<string, string>) =>
      fetch(`${url}/__avaspec/faults`, {
        method: "POST",
        headers: { origin, "content-type": "application/json", ...headers },
        body,
      });
    const refused = await post({});
    expect([refused.status, refused.headers.get("access-control-allow-origin")]).toEqual([401, origin]);
    const added = await post({ authorization: `Bearer ${token}` });
    expect([added.status, added.headers.get("access-control-allow-origin")]).toEqual([201, origin]);
    const ready = await fetch(`${url}/__avaspec/ready`, {
      method: "OPTIONS",
      headers: { origin, "access-control-request-method": "GET" },
    });
    expect([ready.status, ready.headers.get("access-control-allow-methods")]).toEqual([204, "GET, HEAD"]);
  });

  it("POST /__avaspec/reset?all=true resets every server of its group; one that does not answer is named", async () => {
    const resetGroup = { id: `test-${Math.random()}`, members: ["metrics", "node"] as ApiName[] };
    const metrics = await start("rest", { resetGroup });
    const node = await start("jsonrpc", { resetGroup });
    await metrics.mock.faults.add({ status: 503 });
    await node.mock.faults.add({ reset: true });
    const res = await fetch(`${metrics.url}/__avaspec/reset?all=true`, { method: "POST" });
    expect([res.status, await res.json()]).toEqual([200, { reset: true, servers: ["metrics", "node"] }]);
    expect(await node.mock.faults.list()).toEqual([]);
    expect(node.engine.resets).toBe(1);
    await node.mock.faults.add({ reset: true });
    await node.mock.reset({ all: true });
    expect(await metrics.mock.faults.list()).toEqual([]);

    const lonelyGroup = { id: `test-${Math.random()}`, members: ["metrics", "data"] as ApiName[], waitMs: 200 };
    const lonely = await start("rest", { resetGroup: lonelyGroup });
    const silent = await fetch(`${lonely.url}/__avaspec/reset?all=true`, { method: "POST" });
    expect([silent.status, ((await silent.json()) as { message: string }).message]).toEqual([
      504,
      "reset metrics; data did not confirm within 0.2 s (is it running?)",
    ]);
    const bad = await fetch(`${lonely.url}/__avaspec/reset?all=yes`, { method: "POST" });
    expect(bad.status).toBe(400);
  });
});
