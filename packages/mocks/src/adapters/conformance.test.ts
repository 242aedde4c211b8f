// One suite over every door to the mocks: the node:http servers, createMockFetch and MSW's setupServer. Each
// adapter answers the same requests with the same seed and clock; each answer is held to an expected status and
// to the node:http server's bytes, so the three doors cannot drift apart. Control (faults, scenarios, journal,
// reset, latency) and transport faults run through createControlClient against each adapter's base URLs.
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ControlClient, createControlClient } from "../control/client.js";
import { startMocks } from "../index.js";
import type { ApiName } from "../server/exchange.js";
import { createMockFetch } from "./fetch.js";
import { createHandlers } from "./msw.js";

const NOW = Date.UTC(2024, 8, 1, 12, 0, 0);
const OPTIONS = { seed: "conformance", clock: () => NOW };
const NAMES: ApiName[] = ["metrics", "data", "node"];

interface Door {
  fetch: typeof fetch;
  urls: Record<ApiName, string>;
  control: Record<ApiName, ControlClient>;
  close(): Promise<void>;
}

interface Adapter {
  name: string;
  open(): Promise<Door>;
}

const controlOf = (urls: Record<ApiName, string>, doFetch: typeof fetch) =>
  Object.fromEntries(NAMES.map((n) => [n, createControlClient(urls[n], { fetch: doFetch })])) as Door["control"];

export const ADAPTERS: Adapter[] = [
  {
    name: "node:http",
    async open() {
      const mocks = await startMocks({ ...OPTIONS, ports: { metrics: 0, data: 0, node: 0 }, isolation: "none" });
      const urls = { metrics: mocks.metrics.url, data: mocks.data.url, node: mocks.node.url };
      return { fetch, urls, control: controlOf(urls, fetch), close: () => mocks.close() };
    },
  },
  {
    name: "createMockFetch",
    async open() {
      const mockFetch = await createMockFetch(OPTIONS);
      const urls = mockFetch.baseUrls;
      return { fetch: mockFetch, urls, control: controlOf(urls, mockFetch), close: async () => {} };
    },
  },
  {
    name: "msw setupServer",
    async open() {
      // base URLs with a path prefix, so that prefixes are held to the same answers too
      const urls = {
        metrics: "https://metrics.msw.test",
        data: "https://gateway.msw.test/data",
        node: "http://127.0.0.1:19650",
      };
      const handlers = await createHandlers({ ...OPTIONS, baseUrls: urls });
      const server = setupServer(...handlers);
      server.listen({ onUnhandledRequest: "error" });
      return { fetch, urls, control: controlOf(urls, fetch), close: async () => server.close() };
    },
  },
];

interface Case {
  name: string;
  api: ApiName;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  status: number;
}

const rpc = (method: string, params?: unknown, id: unknown = 1) =>
  JSON.stringify({ jsonrpc: "2.0", id, method, params });
const JSON_TYPE = { "content-type": "application/json" };
const series = "/v2/chains/43114/metrics/activeAddresses?timeInterval=day&pageSize=5";

/** Requests every adapter must answer alike: rules, Prefer, validation, limits, error bodies, HEAD, node state. */
const CASES: Case[] = [
  { name: "readiness", api: "metrics", path: "/__avaspec/ready", status: 200 },
  { name: "control route list", api: "data", path: "/__avaspec/", status: 200 },
  { name: "metrics series, first page", api: "metrics", path: series, status: 200 },
  { name: "metrics chain", api: "metrics", path: "/v2/chains/43114", status: 200 },
  { name: "metrics unknown chain", api: "metrics", path: "/v2/chains/999999999", status: 404 },
  {
    name: "day-only metric by the hour",
    api: "metrics",
    path: "/v2/chains/43114/metrics/cumulativeTxCount?timeInterval=hour",
    status: 400,
  },
  {
    name: "page size over the maximum",
    api: "metrics",
    path: "/v2/chains/43114/metrics/txCount?pageSize=99999",
    status: 400,
  },
  { name: "unknown page token", api: "metrics", path: `${series}&pageToken=nope`, status: 400 },
  { name: "Prefer code", api: "metrics", path: "/v2/chains/43114", headers: { prefer: "code=404" }, status: 404 },
  { name: "Prefer unmet", api: "metrics", path: "/v2/chains/43114", headers: { prefer: "code=418" }, status: 400 },
  { name: "Prefer bad delay", api: "metrics", path: "/v2/chains", headers: { prefer: "delay=abc" }, status: 400 },
  { name: "__code query", api: "data", path: "/v1/chains/43114?__code=503", status: 503 },
  { name: "HEAD answers as GET without a body", api: "metrics", method: "HEAD", path: "/v2/chains/43114", status: 200 },
  { name: "unknown path", api: "metrics", path: "/v9/nothing", status: 404 },
  { name: "other method", api: "metrics", method: "DELETE", path: "/v2/chains/43114", status: 405 },
  { name: "malformed escape", api: "data", path: "/v1/chains/%ff", status: 400 },
  {
    name: "CORS preflight",
    api: "data",
    method: "OPTIONS",
    path: "/v1/chains",
    headers: { origin: "http://app.test", "access-control-request-method": "GET" },
    status: 204,
  },
  { name: "data block by number", api: "data", path: "/v1/chains/43114/blocks/49889407", status: 200 },
  { name: "data block after the head", api: "data", path: "/v1/chains/43114/blocks/999999999999", status: 404 },
  {
    name: "data key header alias",
    api: "data",
    path: "/v1/chains",
    headers: { "x-glacier-api-key": "k" },
    status: 200,
  },
  {
    name: "composite query",
    api: "metrics",
    method: "POST",
    path: "/v2/lookingGlass/compositeQuery",
    headers: JSON_TYPE,
    body: JSON.stringify({
      operator: "AND",
      queries: [
        {
          id: "rich",
          type: "AllTimeNativeBalance",
          params: {
            firstDate: "2024-01-01",
            lastDate: "2024-08-31",
            minBalance: "1000000000000000000",
            evmChainId: "43114",
          },
        },
      ],
    }),
    status: 200,
  },
  {
    name: "body of the wrong type",
    api: "metrics",
    method: "POST",
    path: "/v2/lookingGlass/compositeQuery",
    headers: { "content-type": "text/plain" },
    body: "{}",
    status: 400,
  },
  {
    name: "deep JSON",
    api: "metrics",
    method: "POST",
    path: "/v2/lookingGlass/compositeQuery",
    headers: JSON_TYPE,
    body: `${"[".repeat(100)}${"]".repeat(100)}`,
    status: 400,
  },
  {
    name: "body over 1 MiB",
    api: "metrics",
    method: "POST",
    path: "/v2/lookingGlass/compositeQuery",
    headers: JSON_TYPE,
    body: new Uint8Array(1024 * 1024 + 1).fill(32),
    status: 413,
  },
  {
    name: "node call",
    api: "node",
    method: "POST",
    path: "/ext/bc/C/rpc",
    headers: JSON_TYPE,
    body: rpc("eth_feeConfig", ["latest"]),
    status: 200,
  },
  {
    name: "node alias (state)",
    api: "node",
    method: "POST",
    path: "/ext/admin",
    headers: JSON_TYPE,
    body: rpc("admin.aliasChain", { chain: "2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5", alias: "conformance" }),
    status: 200,
  },
  {
    name: "node alias read back",
    api: "node",
    method: "POST",
    path: "/ext/admin",
    headers: JSON_TYPE,
    body: rpc("admin.getChainAliases", { chain: "2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5" }),
    status: 200,
  },
  {
    name: "node batch",
    api: "node",
    method: "POST",
    path: "/ext/index/C/block",
    headers: JSON_TYPE,
    body: `[${rpc("index.getLastAccepted", { encoding: "hex" }, 1)},${rpc("index.getIndex", { id: "x" }, 2)}]`,
    status: 200,
  },
  {
    name: "node parse error",
    api: "node",
    method: "POST",
    path: "/ext/admin",
    headers: JSON_TYPE,
    body: "{",
    status: 200,
  },
  {
    name: "node unknown path",
    api: "node",
    method: "POST",
    path: "/ext/nothing",
    headers: JSON_TYPE,
    body: rpc("x"),
    status: 404,
  },
  {
    name: "node body over the limit",
    api: "node",
    method: "POST",
    path: "/ext/admin",
    headers: JSON_TYPE,
    body: new Uint8Array(1024 * 1024 + 1).fill(32),
    status: 413,
  },
  {
    name: "node malformed escape",
    api: "node",
    method: "POST",
    path: "/ext/bc/%zz/rpc",
    headers: JSON_TYPE,
    body: rpc("eth_feeConfig"),
    status: 400,
  },
];

/** Headers every door sends alike (the server's own, e.g. date or keep-alive, are not the mock's answer). */
const KEPT_HEADERS = [
  "content-type",
  "content-length",
  "allow",
  "retry-after",
  "access-control-allow-origin",
  "access-control-allow-methods",
];

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * What an in-process door answers where the server answers `server`: the same, except that the route list leaves out
 * the page at /__avaspec/ui, which only the node:http server serves (README: not in the browser bundles).
 */
function inProcessView(c: Case, server: Answer): Answer {
  if (c.path !== "/__avaspec/") return server;
  const list = JSON.parse(server.body) as { routes: { path: string }[] };
  const body = `${JSON.stringify({ ...list, routes: list.routes.filter((r) => r.path !== "/__avaspec/ui") })}\n`;
  return { ...server, body, headers: { ...server.headers, "content-length": String(Buffer.byteLength(body)) } };
}

async function ask(door: Door, c: Case): Promise<Answer> {
  const response = await door.fetch(`${door.urls[c.api]}${c.path}`, {
    method: c.method ?? "GET",
    headers: c.headers,
    body: c.body as BodyInit | undefined,
  });
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return { status: response.status, headers, body: await response.text() };
}

/** The answers of the node:http adapter, which the others are held to. */
const reference = new Map<string, Answer>();
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeAll(() => {
  process.on("unhandledRejection", onUnhandled);
});
afterAll(() => {
  process.off("unhandledRejection", onUnhandled);
  // nothing thrown inside an engine, a layer or an adapter reached the test as an unhandled rejection
  expect(unhandled).toEqual([]);
});

describe.each(ADAPTERS)("$name", { timeout: 60_000 }, (adapter) => {
  let door: Door;
  beforeAll(async () => {
    door = await adapter.open();
  }, 60_000);
  afterAll(() => door?.close());

  it("answers every case with the expected status and the server's bytes", async () => {
    const statuses: Record<string, number> = {};
    const answers = new Map<string, Answer>();
    for (const c of CASES) {
      const answer = await ask(door, c);
      statuses[c.name] = answer.status;
      answers.set(c.name, answer);
      if (c.method === "HEAD") expect(answer.body, c.name).toBe("");
    }
    expect(statuses).toEqual(Object.fromEntries(CASES.map((c) => [c.name, c.status])));
    for (const c of CASES) {
      if (adapter === ADAPTERS[0]) reference.set(c.name, answers.get(c.name)!);
      else expect(answers.get(c.name), c.name).toEqual(inProcessView(c, reference.get(c.name)!));
    }
  });

  it("a series is followed to its last page, no item twice; tokens are bound to their request", async () => {
    const seen = new Set<number>();
    let token: string | undefined;
    let pages = 0;
    const path =
      "/v2/chains/43114/metrics/txCount?timeInterval=day&pageSize=100" +
      "&startTimestamp=1719792000&endTimestamp=1725148800";
    do {
      const response = await door.fetch(`${door.urls.metrics}${path}${token ? `&pageToken=${token}` : ""}`);
      expect(response.status).toBe(200);
      const page = (await response.json()) as { results: Array<{ timestamp: number }>; nextPageToken?: string };
      for (const point of page.results) {
        expect(seen.has(point.timestamp)).toBe(false);
        seen.add(point.timestamp);
      }
      token = page.nextPageToken;
      pages++;
    } while (token && pages < 10);
    expect(token).toBeUndefined();
    expect(pages).toBe(1);
    expect(seen.size).toBe(62);
    const first = (await (await door.fetch(`${door.urls.metrics}${series}`)).json()) as { nextPageToken: string };
    const foreign = await door.fetch(
      `${door.urls.metrics}/v2/chains/43114/metrics/activeAddresses?timeInterval=day&pageSize=6` +
        `&pageToken=${first.nextPageToken}`,
    );
    expect(foreign.status).toBe(400);
    expect(await foreign.text()).toContain("pageToken belongs to another request");
  });

  it("faults: a declared status the given number of times, then the mock's own; the journal says which", async () => {
    const { metrics } = door.control;
    await metrics.reset();
    const [rule] = await metrics.faults.add({ operation: "getChain", status: 503, times: 2 });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await door.fetch(`${door.urls.metrics}/v2/chains/43114`)).status);
    expect(statuses).toEqual([503, 503, 200]);
    const journal = await metrics.requests({ operation: "getChain" });
    expect(journal.map((e) => [e.status, e.cause])).toEqual([
      [503, `fault:${rule!.id}`],
      [503, `fault:${rule!.id}`],
      [200, undefined],
    ]);
    await expect(metrics.faults.add({ operation: "getChain", status: 418 })).rejects.toMatchObject({ status: 400 });
  });

  it("node: a declared JSON-RPC error, then a scenario, then reset to the start state", async () => {
    const { node } = door.control;
    await node.reset();
    await node.faults.add({ method: "eth_feeConfig", error: { code: -32000, message: "header not found" }, times: 1 });
    const call = () =>
      door.fetch(`${door.urls.node}/ext/bc/C/rpc`, {
        method: "POST",
        headers: JSON_TYPE,
        body: rpc("eth_feeConfig", ["latest"]),
      });
    expect(await (await call()).json()).toMatchObject({ error: { code: -32000, message: "header not found" } });
    expect(await (await call()).json()).toHaveProperty("result");
    await node.scenario.load({
      eth_feeConfig: [{ error: { code: -32000, message: "again" } }, { mock: true }],
    } as never);
    expect(await (await call()).json()).toMatchObject({ error: { message: "again" } });
    expect(await (await call()).json()).toHaveProperty("result");
    const alias = () =>
      door.fetch(`${door.urls.node}/ext/admin`, {
        method: "POST",
        headers: JSON_TYPE,
        body: rpc("admin.getChainAliases", { chain: "2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5" }),
      });
    await node.reset();
    const after = (await (await alias()).json()) as { result: { aliases: string[] } };
    expect(after.result.aliases).not.toContain("conformance");
    expect(await node.requests()).toHaveLength(1);
  });

  it("transport faults: reset is a network error, hang waits for the caller, malformed is not JSON", async () => {
    const { data } = door.control;
    await data.reset();
    await data.faults.add([
      { operation: "getChain", reset: true, times: 1 },
      { operation: "getChain", hang: true, times: 1 },
      { operation: "getChain", malformed: true, times: 1 },
      { operation: "getChain", malformed: "not-json", times: 1 },
    ]);
    const url = `${door.urls.data}/v1/chains/43114`;
    await expect(door.fetch(url)).rejects.toBeInstanceOf(TypeError);
    const caller = new AbortController();
    const hung = door.fetch(url, { signal: caller.signal });
    const early = await Promise.race([
      hung.then(
        () => "settled",
        () => "settled",
      ),
      sleep(150).then(() => "pending"),
    ]);
    expect(early).toBe("pending");
    caller.abort();
    await expect(hung).rejects.toMatchObject({ name: "AbortError" });
    const cut = await door.fetch(url);
    expect(cut.status).toBe(200);
    expect(() => JSON.parse("") || undefined).toThrow();
    await expect(cut.clone().json()).rejects.toThrow();
    expect((await cut.text()).length).toBeGreaterThan(10);
    const html = await door.fetch(url);
    expect(await html.text()).toContain("<html>");
    expect((await door.fetch(url)).status).toBe(200);
    const journal = await data.requests({ operation: "getChain" });
    expect(journal.slice(0, 2).map((e) => e.action)).toEqual(["reset", "hang"]);
  });

  it("latency is a timer: a delayed answer does not hold up another", async () => {
    const slow = door.fetch(`${door.urls.metrics}/v2/chains/43114`, { headers: { prefer: "delay=400" } });
    const started = performance.now();
    const quick = await door.fetch(`${door.urls.metrics}/v2/chains/43114`);
    const quickMs = performance.now() - started;
    expect(quick.status).toBe(200);
    expect((await slow).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(380);
    expect(quickMs).toBeLessThan(380);
  });
});

it("page tokens issued through one door are accepted through every other (same seed, same clock)", async () => {
  const doors = await Promise.all(ADAPTERS.slice(0, 2).map((a) => a.open()));
  try {
    const [server, inProcess] = doors as [Door, Door];
    const first = (await (await inProcess.fetch(`${inProcess.urls.metrics}${series}`)).json()) as {
      nextPageToken: string;
    };
    const viaServer = await server.fetch(`${server.urls.metrics}${series}&pageToken=${first.nextPageToken}`);
    const viaFetch = await inProcess.fetch(`${inProcess.urls.metrics}${series}&pageToken=${first.nextPageToken}`);
    expect(viaServer.status).toBe(200);
    expect(await viaServer.text()).toBe(await viaFetch.text());
  } finally {
    await Promise.all(doors.map((d) => d.close()));
  }
});

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
