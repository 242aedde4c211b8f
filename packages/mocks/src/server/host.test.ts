// The host on a stand-in engine: readiness, control routes, layers, answerer and engine swaps, transport actions,
// the body bound, percent-decoding and the per-request budget.
import { request as httpRequest } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { type ApiEngine, type MockRequest, type MockResponse, routeNaming } from "./exchange.js";
import { BudgetExceeded, MockHost, parseTarget } from "./host.js";

interface StandIn extends ApiEngine {
  seen: MockRequest[];
}

/** An engine that answers `{"engine": name, "path": ...}`, or waits for its signal on /slow. */
function standIn(name: string, kind: "rest" | "jsonrpc" = "rest"): StandIn {
  const seen: MockRequest[] = [];
  return {
    api: "metrics",
    kind,
    maxBodyBytes: 1000,
    seen,
    identify: (request) => routeNaming(request.path.startsWith("/op/") ? ["op"] : []),
    async answer(request) {
      seen.push(request);
      if (request.path === "/slow") {
        await new Promise((resolve) => request.signal.addEventListener("abort", resolve, { once: true }));
      }
      const body = JSON.stringify({
        engine: name,
        path: request.path,
        query: request.query,
        bytes: request.body.length,
      });
      return { status: 200, headers: { "content-type": "application/json" }, body };
    },
    catalogue: () => [{ id: "op", statuses: [200], examples: {} }],
    transportError: (status, message) => ({
      status,
      headers: { "content-type": kind === "rest" ? "application/json" : "text/plain" },
      body: kind === "rest" ? JSON.stringify({ statusCode: status, message }) : `${message}\n`,
    }),
    reset() {},
  };
}

const hosts: MockHost[] = [];
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((h) => h.close()));
});
async function serve(engine: ApiEngine, budgetMs?: number): Promise<MockHost> {
  const host = await new MockHost(engine, { port: 0, requestBudgetMs: budgetMs }).listen();
  hosts.push(host);
  return host;
}

/** A raw request (fetch would normalise the path). */
function raw(
  url: string,
  method: string,
  path: string,
  body?: string,
): Promise<{ status: number; text: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}${path}`, { method, path }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("MockHost", () => {
  it("answers readiness itself, lists and dispatches control routes, 404s unknown ones", async () => {
    const host = await serve(standIn("a"));
    host.addRoutes([
      { method: "POST", path: "/__avaspec/reset", description: "back to the start state", handle: () => json(204, "") },
    ]);
    const ready = await fetch(`${host.url}/__avaspec/ready`);
    expect([ready.status, await ready.json()]).toEqual([200, { ready: true }]);
    const postReady = await fetch(`${host.url}/__avaspec/ready`, { method: "POST" });
    expect([postReady.status, postReady.headers.get("allow")]).toEqual([405, "GET, HEAD"]);
    const list = await (await fetch(`${host.url}/__avaspec/`)).json();
    expect(list.routes.map((r: { method: string; path: string }) => `${r.method} ${r.path}`)).toEqual([
      "GET /__avaspec/ready",
      "POST /__avaspec/reset",
    ]);
    expect((await fetch(`${host.url}/__avaspec/reset`, { method: "POST" })).status).toBe(204);
    const wrongMethod = await fetch(`${host.url}/__avaspec/reset`);
    expect([wrongMethod.status, wrongMethod.headers.get("allow")]).toEqual([405, "POST"]);
    const unknown = await fetch(`${host.url}/__avaspec/nothing`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toBe("application/json");
    expect((await unknown.json()).message).toMatch(/no control route/);
    expect(() =>
      host.addRoutes([{ method: "GET", path: "/elsewhere", description: "", handle: () => json(200, "") }]),
    ).toThrow(/not under/);
  });

  it("runs layers outermost first around the answerer; setAnswerer and setEngine swap the inner parts", async () => {
    const host = await serve(standIn("first"));
    const order: string[] = [];
    host.use(async (request, target, next) => {
      order.push(`outer ${target.operations.join(",")}`);
      const response = await next(request, target);
      return { ...response, headers: { ...response.headers, "x-outer": "1" } };
    });
    host.use(async (request, target, next) => {
      order.push("inner");
      return next(request, target);
    });
    const first = await fetch(`${host.url}/op/1?a=1&a=2&__proto__=x`);
    expect(first.headers.get("x-outer")).toBe("1");
    expect(await first.json()).toEqual({ engine: "first", path: "/op/1", query: { a: ["1", "2"] }, bytes: 0 });
    expect(order).toEqual(["outer op", "inner"]);
    host.setAnswerer(async () => json(202, '"proxied"'));
    expect((await fetch(`${host.url}/op/1`)).status).toBe(202);
    host.setAnswerer(undefined);
    host.setEngine(standIn("second"));
    expect((await (await fetch(`${host.url}/op/1`)).json()).engine).toBe("second");
  });

  it("carries out reset (connection dropped) and hang (no answer, budget or not, till the client leaves)", async () => {
    const host = await serve(standIn("a"), 200);
    let action: MockResponse["action"] = "reset";
    let signal: AbortSignal | undefined;
    host.use(async (request) => {
      signal = request.signal;
      return { ...json(200, "{}"), action };
    });
    await expect(fetch(`${host.url}/op/1`)).rejects.toThrow();
    action = "hang";
    const client = new AbortController();
    let settled = false;
    const pending = fetch(`${host.url}/op/1`, { signal: client.signal }).finally(() => (settled = true));
    await new Promise((r) => setTimeout(r, 500));
    expect([settled, signal?.aborted]).toEqual([false, false]);
    client.abort();
    await expect(pending).rejects.toThrow();
    await waitFor(() => signal?.aborted === true);
    expect(String(signal?.reason)).toMatch(/client closed/);
    // the server still answers
    action = undefined;
    expect((await fetch(`${host.url}/op/1`)).status).toBe(200);
  });

  it("bounds the whole request: past the budget the signal aborts and the API's 503 is answered", async () => {
    const engine = standIn("a");
    const host = await serve(engine, 300);
    const t0 = performance.now();
    const r = await fetch(`${host.url}/slow`);
    expect(r.status).toBe(503);
    expect((await r.json()).message).toMatch(/budget of 300 ms/);
    expect(performance.now() - t0).toBeLessThan(5000);
    expect(engine.seen.at(-1)?.signal.reason).toBeInstanceOf(BudgetExceeded);
  });

  it("refuses bodies over the engine's limit with 413 and closes; smaller bodies arrive whole", async () => {
    const host = await serve(standIn("a"));
    const ok = await fetch(`${host.url}/op/1`, { method: "POST", body: "x".repeat(1000) });
    expect((await ok.json()).bytes).toBe(1000);
    const big = await raw(host.url, "POST", "/op/1", "x".repeat(1001));
    expect(big.status).toBe(413);
    expect(big.headers.connection).toBe("close");
    expect(JSON.parse(big.text).message).toMatch(/larger than the limit of 1000 bytes/);
    expect((await fetch(`${host.url}/op/1`)).status).toBe(200);
  });

  it("answers malformed percent-encoding with the API's 400 on every path, routed or not", async () => {
    const rest = await serve(standIn("rest"));
    for (const bad of ["%ff", "%", "%C3%28", "%zz"]) {
      const routed = await raw(rest.url, "GET", `/op/${bad}`);
      expect(routed.status, bad).toBe(400);
      expect(JSON.parse(routed.text).message).toMatch(/malformed percent-encoding/);
      const unrouted = await raw(rest.url, "GET", `/nowhere/${bad}`);
      expect(unrouted.status, bad).toBe(400);
      expect(JSON.parse(unrouted.text).message).toMatch(/malformed percent-encoding/);
    }
    const rpc = await serve(standIn("rpc", "jsonrpc"));
    const r = await raw(rpc.url, "POST", "/ext/bc/C/rpc%ff");
    expect(r.status).toBe(400);
    expect(r.text).toMatch(/^malformed percent-encoding in the request path: \/ext\/bc\/C\/rpc%ff\n$/);
    expect(await (await fetch(`${rest.url}/op/a%20b`)).json()).toMatchObject({ path: "/op/a b" });
  });

  it("parseTarget: a target that is not a path is refused, the query keeps repeats and drops polluting names", () => {
    expect(parseTarget("http://elsewhere/x")).toBe("request target must be a path");
    expect(parseTarget("/a%2Fb?x=1&x=2&constructor=1")).toEqual({
      path: "/a/b",
      query: Object.assign(Object.create(null), { x: ["1", "2"] }),
      malformed: undefined,
    });
  });
});

function json(status: number, body: string): MockResponse {
  return { status, headers: { "content-type": "application/json" }, body };
}

async function waitFor(test: () => boolean, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > until) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 10));
  }
}
