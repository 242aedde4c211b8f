// Forwarding: the answer comes back unchanged; a refused, silent, oversized or cut-off upstream gives a declared
// error naming the upstream, quickly, never a hang.
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { type MockRequest, onAbortOf, NO_ROUTE } from "../server/exchange.js";
import { createForwarder } from "./forward.js";
import {
  refusedUrl,
  sendJson,
  startProxy,
  startUpstream,
  type RunningProxy,
  type Upstream,
  CHAIN,
} from "./test-support/servers.js";

const open: Array<RunningProxy | Upstream> = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});
async function proxyTo(
  api: "data" | "node",
  upstreamUrl: string,
  extra: { timeoutMs?: number; maxResponseBytes?: number } = {},
) {
  const proxy = await startProxy(api, { upstream: new URL(upstreamUrl), ...extra });
  open.push(proxy);
  return proxy;
}

describe("forwarding", () => {
  it("hands back status, end-to-end headers and exact body bytes; forwards target and headers", async () => {
    const text = `${JSON.stringify(CHAIN, null, 3)}\n`;
    const upstream = await startUpstream((_req, _body, res) =>
      sendJson(res, 200, text, { "x-ratelimit-remaining": "41", etag: '"v1"' }),
    );
    open.push(upstream);
    const proxy = await proxyTo("data", upstream.url);
    const res = await fetch(`${proxy.url}/v1/chains/43114?x=%20y&x=2`, { headers: { "x-data-api-key": "k-123456" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-ratelimit-remaining")).toBe("41");
    expect(res.headers.get("etag")).toBe('"v1"');
    expect(Buffer.from(await res.arrayBuffer()).toString()).toBe(text);
    expect(upstream.seen[0]?.url).toBe("/v1/chains/43114?x=%20y&x=2");
    // the secret reaches the upstream
    expect(upstream.seen[0]?.headers["x-data-api-key"]).toBe("k-123456");
    expect(upstream.seen[0]?.headers.host).toBe(new URL(upstream.url).host);
  });

  it("keeps a compressed answer compressed (bytes unchanged) and still checks it", async () => {
    const zipped = gzipSync(JSON.stringify({ ...CHAIN, chainId: 43114 }));
    const upstream = await startUpstream((_req, _body, res) => {
      res.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" });
      res.end(zipped);
    });
    open.push(upstream);
    const proxy = await proxyTo("data", upstream.url);
    const res = await fetch(`${proxy.url}/v1/chains/43114`, { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect((await res.json()) as object).toMatchObject({ chainId: 43114 });
    const rules = (await (await fetch(`${proxy.url}/__avaspec/violations/summary`)).json()) as { byRule: object };
    expect(rules.byRule).toEqual({ "body-schema": 1 });
  });

  it("a refused upstream: REST 502 in the contract's error body naming the upstream, at once", async () => {
    const dead = await refusedUrl();
    const proxy = await proxyTo("data", dead);
    const started = Date.now();
    const res = await fetch(`${proxy.url}/v1/chains`);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.status).toBe(502);
    const body = (await res.json()) as { message: string; statusCode: number; error: string };
    expect(body).toMatchObject({ statusCode: 502, error: "Bad Gateway" });
    expect(body.message).toContain(dead);
    expect(body.message).toContain("ECONNREFUSED");
    // the proxy's own error is not a violation of the upstream
    expect(proxy.lines).toEqual([]);
  });

  it("a silent upstream: REST 503 (the specs declare no 504), node 504, within the time budget", async () => {
    const upstream = await startUpstream(() => {
      /* never answers */
    });
    open.push(upstream);
    const rest = await proxyTo("data", upstream.url, { timeoutMs: 300 });
    const node = await proxyTo("node", upstream.url, { timeoutMs: 300 });
    const started = Date.now();
    const [a, b] = await Promise.all([
      fetch(`${rest.url}/v1/chains`),
      fetch(`${node.url}/ext/admin`, {
        method: "POST",
        body: '{"jsonrpc":"2.0","id":1,"method":"admin.getLoggerLevel"}',
      }),
    ]);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(a.status).toBe(503);
    expect(((await a.json()) as { message: string }).message).toMatch(/did not answer within 300 ms/);
    expect(b.status).toBe(504);
    const text = await b.text();
    expect(text).toContain(upstream.url);
    expect(text).toContain("did not answer within 300 ms");
  });

  it("an upstream answer over the bound, or cut off midway: 502", async () => {
    const upstream = await startUpstream((req, _body, res) => {
      if (req.url === "/big") {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(Buffer.alloc(5000, 0x20));
        return;
      }
      res.writeHead(200, { "content-type": "application/json", "content-length": "1000" });
      res.write('{"chainId":');
      setTimeout(() => res.socket?.destroy(), 20);
    });
    open.push(upstream);
    const proxy = await proxyTo("data", upstream.url, { maxResponseBytes: 4096 });
    const big = await fetch(`${proxy.url}/big`);
    expect(big.status).toBe(502);
    expect(((await big.json()) as { message: string }).message).toMatch(/more than 4096 bytes/);
    const cut = await fetch(`${proxy.url}/v1/chains/1`);
    expect(cut.status).toBe(502);
    expect(((await cut.json()) as { message: string }).message).toMatch(/in the middle of its answer/);
  });

  it("a connection dropped before any answer: a GET is sent once more, a POST (maybe applied) is a 502", async () => {
    let drops = 0;
    const upstream = await startUpstream((req, _body, res) => {
      // every first attempt of a request meets a closed connection, as with a kept-alive socket the upstream dropped
      if (upstream.seen.filter((s) => s.url === req.url).length === 1) {
        drops++;
        res.socket?.destroy();
        return;
      }
      sendJson(res, 200, CHAIN);
    });
    open.push(upstream);
    const rest = await proxyTo("data", upstream.url);
    const get = await fetch(`${rest.url}/v1/chains/43114`);
    expect(get.status).toBe(200);
    expect(upstream.seen.map((s) => s.method)).toEqual(["GET", "GET"]);
    const node = await proxyTo("node", upstream.url);
    const post = await fetch(`${node.url}/ext/bc/C/rpc`, { method: "POST", body: '{"jsonrpc":"2.0","id":1}' });
    expect(post.status).toBe(502);
    expect(await post.text()).toMatch(/closed the connection before answering/);
    expect(upstream.seen.filter((s) => s.method === "POST")).toHaveLength(1);
    expect(drops).toBe(2);
  });

  it("a request whose client has already gone is never sent upstream", async () => {
    const upstream = await startUpstream((_req, _body, res) => sendJson(res, 200, CHAIN));
    open.push(upstream);
    const transportError = (status: number, message: string) => ({ status, headers: {}, body: message });
    const forwarder = createForwarder({ upstream: new URL(upstream.url), transportError, timeoutStatus: 503 });
    const gone = new AbortController();
    gone.abort(new Error("the client closed the connection"));
    const request: MockRequest = {
      method: "GET",
      rawUrl: "/v1/chains/43114",
      path: "/v1/chains/43114",
      query: {},
      headers: {},
      body: Buffer.alloc(0),
      remoteAddress: "127.0.0.1",
      receivedAt: Date.now(),
      signal: gone.signal,
      onAbort: onAbortOf(gone.signal),
    };
    const answer = await forwarder.answer(request, NO_ROUTE);
    forwarder.close();
    expect(answer.status).toBe(502);
    expect(String(answer.body)).toMatch(/was abandoned: the client went away/);
    expect(upstream.seen).toEqual([]);
  });

  it("node: a refused upstream is a plain-text 502 naming it", async () => {
    const dead = await refusedUrl();
    const proxy = await proxyTo("node", `${dead}/base/`);
    const res = await fetch(`${proxy.url}/ext/bc/C/rpc`, { method: "POST", body: "{}" });
    expect(res.status).toBe(502);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await res.text()).toContain(`${dead}/base refused the connection`);
  });
});
