// Record through the proxy in front of our mocks, stop them, replay: the same answers byte for byte. Fixtures are
// readable, keyed by the normalised request, secret-free; stale ones are reported and held back; corrupt ones skipped.
import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDataMock, startNodeMock } from "../index.js";
import { type RunningProxy, sendJson, startProxy, startUpstream } from "./test-support/servers.js";

const SECRET = "sk-live-0a1b2c3d4e5f";
let dir: string;

interface Answer {
  status: number;
  contentType: string | null;
  bytes: Buffer;
}
async function call(base: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(base + path, init);
  return {
    status: res.status,
    contentType: res.headers.get("content-type"),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}
const post = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

async function files(root: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(root, { withFileTypes: true, recursive: true }))
    if (e.isFile()) out.push(relative(root, join(e.parentPath, e.name)));
  return out.sort();
}

const REST_CALLS: Array<[string, RequestInit?]> = [
  ["/v1/chains"],
  ["/v1/chains?network=mainnet&feature=nfts", { headers: { "x-data-api-key": SECRET } }],
  ["/v1/chains/43114", { headers: { "x-glacier-api-key": SECRET } }],
  ["/v1/chains/43114/blocks/49889407"],
  ["/v1/chains/notAChain"],
  ["/v1/chains?network=bogus"],
];
const NODE_CALLS: Array<[string, RequestInit]> = [
  ["/ext/admin", post({ jsonrpc: "2.0", id: 1, method: "admin.getLoggerLevel", params: {} })],
  [
    "/ext/index/C/block",
    post({ jsonrpc: "2.0", id: "a", method: "index.getLastAccepted", params: { encoding: "hex" } }),
  ],
  [
    "/ext/bc/C/rpc",
    post([
      { jsonrpc: "2.0", id: 1, method: "eth_feeConfig", params: [] },
      { jsonrpc: "2.0", id: 2, method: "eth_getChainConfig", params: [] },
    ]),
  ],
  ["/ext/admin", post({ jsonrpc: "2.0", id: 3, method: "admin.getLoggerLevel", params: { loggerName: "nope" } })],
];

const recorded = { data: [] as Answer[], node: [] as Answer[] };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "avaspec-fixtures-"));
  const [data, node] = await Promise.all([startDataMock({ port: 0, logLevel: "silent" }), startNodeMock({ port: 0 })]);
  const proxies = await Promise.all([
    startProxy("data", { upstream: new URL(data.url), record: dir }),
    startProxy("node", { upstream: new URL(node.url), record: dir }),
  ]);
  try {
    for (const [path, init] of REST_CALLS) recorded.data.push(await call(proxies[0].url, path, init));
    for (const [path, init] of NODE_CALLS) recorded.node.push(await call(proxies[1].url, path, init));
    await Promise.all(proxies.map((p) => p.installed.flush()));
  } finally {
    await Promise.all([...proxies.map((p) => p.close()), data.close(), node.close()]);
  }
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("recording", () => {
  it("one readable file per operation (or method) and request", async () => {
    const list = await files(dir);
    expect(list.filter((f) => f.startsWith("data/")).map((f) => f.split("/")[1])).toEqual([
      "getBlock",
      "getChain",
      "getChain",
      "listChains",
      "listChains",
      "listChains",
    ]);
    expect(list.filter((f) => f.startsWith("node/")).map((f) => f.split("/")[1])).toEqual([
      "admin.getLoggerLevel",
      "admin.getLoggerLevel",
      "batch",
      "index.getLastAccepted",
    ]);
    for (const f of list) expect(f).toMatch(/^(data|node)\/[\w.]+\/[0-9a-f]{16}\.json$/);
    const fixture = JSON.parse(await readFile(join(dir, list.find((f) => f.includes("getBlock"))!), "utf8"));
    expect(fixture).toMatchObject({
      format: "avaspec-fixture/1",
      api: "data",
      operation: "getBlock",
      request: { method: "GET", path: "/v1/chains/43114/blocks/49889407", query: {} },
      response: { status: 200 },
    });
    // the body is kept as JSON, readable, not as an escaped string
    expect(typeof fixture.response.body.json).toBe("object");
  });

  it("secrets are redacted in every file", async () => {
    const all = await Promise.all((await files(dir)).map((f) => readFile(join(dir, f), "utf8")));
    expect(all.join("\n")).not.toContain(SECRET);
    expect(all.join("\n")).toContain('"x-data-api-key": "[redacted]"');
    expect(all.join("\n")).toContain('"x-glacier-api-key": "[redacted]"');
  });

  it("the same request recorded again keeps the newest answer", async () => {
    const own = await mkdtemp(join(tmpdir(), "avaspec-newest-"));
    let n = 0;
    const upstream = await startUpstream((_req, _body, res) => sendJson(res, 200, { chains: [], n: ++n }));
    const proxy = await startProxy("data", { upstream: new URL(upstream.url), record: own });
    try {
      await call(proxy.url, "/v1/chains?network=mainnet&feature=nfts");
      await call(proxy.url, "/v1/chains?feature=nfts&network=mainnet");
      await proxy.installed.flush();
      const list = await files(own);
      expect(list).toHaveLength(1);
      const fixture = JSON.parse(await readFile(join(own, list[0]!), "utf8"));
      expect(fixture.response.body.json.n).toBe(2);
    } finally {
      await Promise.all([proxy.close(), upstream.close(), rm(own, { recursive: true, force: true })]);
    }
  });
});

describe("replay, upstreams stopped", () => {
  let data: RunningProxy;
  let node: RunningProxy;
  beforeAll(async () => {
    data = await startProxy("data", { replay: dir, replayOnly: true });
    node = await startProxy("node", { replay: dir, replayOnly: true });
  });
  afterAll(async () => {
    await Promise.all([data.close(), node.close()]);
  });

  it("the recorded answers come back byte for byte, status and content type too", async () => {
    for (const [i, [path, init]] of REST_CALLS.entries())
      expect(await call(data.url, path, init)).toEqual(recorded.data[i]);
    for (const [i, [path, init]] of NODE_CALLS.entries())
      expect(await call(node.url, path, init)).toEqual(recorded.node[i]);
    expect(data.installed.fixtures).toMatchObject({ served: 6, stale: [], corrupt: [] });
  });

  it("matches a normalised request: query order, and JSON-RPC ids (the answer takes the caller's ids)", async () => {
    const swapped = await call(data.url, "/v1/chains?feature=nfts&network=mainnet");
    expect(swapped).toEqual(recorded.data[1]);
    const batch = post([
      { method: "eth_feeConfig", params: [], id: 41, jsonrpc: "2.0" },
      { jsonrpc: "2.0", id: 42, method: "eth_getChainConfig", params: [] },
    ]);
    const answer = JSON.parse((await call(node.url, "/ext/bc/C/rpc", batch)).bytes.toString());
    const before = JSON.parse(recorded.node[2]!.bytes.toString());
    expect(answer.map((a: { id: number }) => a.id)).toEqual(before.map((a: { id: number }) => a.id + 40));
    expect(answer.map((a: { result: unknown }) => a.result)).toEqual(before.map((a: { result: unknown }) => a.result));
  });

  it("--replay-only: a miss is a 404 that says no recording matches", async () => {
    const miss = await call(data.url, "/v1/chains/1");
    expect(miss.status).toBe(404);
    expect(JSON.parse(miss.bytes.toString()).message).toMatch(/no recording matches GET \/v1\/chains\/1/);
    const rpcMiss = await call(
      node.url,
      "/ext/admin",
      post({ jsonrpc: "2.0", id: 1, method: "admin.getChainAliases", params: { chain: "X" } }),
    );
    expect(rpcMiss.status).toBe(404);
    expect(rpcMiss.bytes.toString()).toMatch(/no recording matches POST \/ext\/admin/);
  });

  it("without --replay-only a miss falls back to the mock", async () => {
    const mixed = await startProxy("data", { replay: dir });
    try {
      expect((await call(mixed.url, "/v1/chains/1")).bytes.toString()).toBe('{"mock":true}');
      expect(await call(mixed.url, "/v1/chains/43114/blocks/49889407")).toEqual(recorded.data[3]);
    } finally {
      await mixed.close();
    }
  });
});

describe("fixtures checked at start-up", () => {
  it("stale: reported, held back unless allowed; corrupt: named and skipped", async () => {
    const own = await mkdtemp(join(tmpdir(), "avaspec-stale-"));
    try {
      const source = (await files(dir)).find((f) => f.includes("getBlock"))!;
      const good = JSON.parse(await readFile(join(dir, source), "utf8"));
      const stale = structuredClone(good);
      stale.request.path = "/v1/chains/43114/blocks/1";
      stale.response.body.json.blockNumber = 12;
      await mkdir(join(own, "data", "getBlock"), { recursive: true });
      await writeFile(join(own, "data", "getBlock", "good.json"), JSON.stringify(good));
      await writeFile(join(own, "data", "getBlock", "stale.json"), JSON.stringify(stale));
      await writeFile(join(own, "data", "getBlock", "broken.json"), "{ not json");
      const weird = { ...good, request: { ...good.request, query: { pageSize: [1] } } };
      await writeFile(join(own, "data", "getBlock", "weird.json"), JSON.stringify(weird));
      await writeFile(
        join(own, "data", "getBlock", "shape.json"),
        JSON.stringify({ ...good, response: { status: "ok" } }),
      );
      const held = await startProxy("data", { replay: own, replayOnly: true });
      const served = await startProxy("data", { replay: own, replayOnly: true, allowInvalidFixtures: true });
      try {
        const events = held.lines.map((l) => JSON.parse(l));
        const staleLine = events.find((e) => e.event === "fixture-stale");
        expect(staleLine).toMatchObject({
          file: join(own, "data", "getBlock", "stale.json"),
          operation: "getBlock",
          served: false,
        });
        expect(staleLine.violations.map((v: { rule: string; where: string }) => [v.rule, v.where])).toEqual([
          ["body-schema", "/body/blockNumber"],
        ]);
        const corrupt = events.filter((e) => e.event === "fixture-corrupt");
        expect(corrupt.map((e) => e.file).sort()).toEqual(
          ["broken.json", "shape.json", "weird.json"].map((f) => join(own, "data", "getBlock", f)),
        );
        expect(corrupt.find((e) => e.file.endsWith("broken.json")).reason).toMatch(/^not JSON/);
        expect(events.at(-1)).toMatchObject({ event: "fixtures-loaded", served: 1, stale: 1, corrupt: 3 });
        expect((await call(held.url, "/v1/chains/43114/blocks/1")).status).toBe(404);
        expect((await call(held.url, "/v1/chains/43114/blocks/49889407")).status).toBe(200);
        const staleAnswer = await call(served.url, "/v1/chains/43114/blocks/1");
        expect(JSON.parse(staleAnswer.bytes.toString()).blockNumber).toBe(12);
      } finally {
        await Promise.all([held.close(), served.close()]);
      }
    } finally {
      await rm(own, { recursive: true, force: true });
    }
  });
});
