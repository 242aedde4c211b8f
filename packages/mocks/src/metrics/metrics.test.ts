import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDocuments, metricsApi } from "../apis.js";
import { startRestMock, type RunningMock } from "../rest/server.js";
import { enumValues, readOperations, type OperationInfo } from "../rest/spec.js";
import { call, postJson, ResponseChecker } from "../rest/test-support.js";

const api = metricsApi();
const ops = readOperations(api.dereferenced);
const opById = (id: string) => ops.find((o) => o.operationId === id)!;
const checker = new ResponseChecker();
const NOW = Date.UTC(2024, 8, 4, 13, 37, 21); // Wed 2024-09-04 13:37:21 UTC
let nowMs = NOW;
let mock: RunningMock;

beforeAll(async () => {
  mock = await startRestMock(api, { port: 0, seed: "metrics-test", clock: () => nowMs });
});
afterAll(() => mock.close());

/** GET/POST and check the body against the document's schema for the status. */
async function get(op: string, path: string, init?: RequestInit) {
  const r = await call(mock.url, path, init);
  const problem = checker.check(opById(op), r.status, r.body);
  expect(problem, `${path} -> ${r.status} ${r.text.slice(0, 200)}`).toBeUndefined();
  expect(r.headers.get("content-type")).toBe("application/json");
  return r;
}

/** Follows nextPageToken to the end, returning every page. */
async function allPages(op: string, path: string, key: string, init?: RequestInit, limit = 200) {
  const pages: any[] = [];
  let token: string | undefined;
  do {
    const sep = path.includes("?") ? "&" : "?";
    const r = await get(op, token ? `${path}${sep}pageToken=${encodeURIComponent(token)}` : path, init);
    expect(r.status).toBe(200);
    pages.push(r.body);
    token = r.body.nextPageToken;
  } while (token && pages.length < limit);
  expect(token, "pagination must end").toBeUndefined();
  return { pages, items: pages.flatMap((p) => p[key]) };
}

describe("metrics mock: pagination", () => {
  it("follows nextPageToken to a last page without it, no repeats, pageSize honoured", async () => {
    const start = Date.UTC(2024, 5, 1) / 1000;
    const { pages, items } = await allPages(
      "getChainMetrics",
      `/v2/chains/43114/metrics/txCount?startTimestamp=${start}&pageSize=30`,
      "results",
    );
    const expectedDays = (Date.UTC(2024, 8, 4) / 1000 - start) / 86_400 + 1;
    expect(items).toHaveLength(expectedDays);
    expect(pages.length).toBe(Math.ceil(expectedDays / 30));
    for (const p of pages.slice(0, -1)) expect(p.results).toHaveLength(30);
    expect(new Set(items.map((i: any) => i.timestamp)).size).toBe(items.length);
  });

  it("uses the spec's default pageSize", async () => {
    const def = opById("getChainMetrics").pagination!.pageSize!.default;
    const r = await get("getChainMetrics", "/v2/chains/43114/metrics/txCount");
    expect(r.body.results).toHaveLength(def);
    expect(r.body.nextPageToken).toBeTypeOf("string");
  });

  it("pages the chain list, the address lists and the composite query to their ends", async () => {
    const chains = await allPages("listChains", "/v2/chains?pageSize=4", "chains");
    expect(chains.items.length).toBeGreaterThan(4);
    expect(new Set(chains.items.map((c: any) => c.evmChainId)).size).toBe(chains.items.length);
    const nft = await allPages(
      "listNftHolders",
      "/v2/chains/43114/contracts/0x6d5087b3082f73d42a32d85e38bc95dcceb39bb2/nfts:listHolders?pageSize=5000",
      "addresses",
    );
    expect(nft.items.length).toBe(nft.pages[0].totalHolders);
    expect(nft.items.reduce((a: number, e: any) => a + e.sortKey, 0)).toBe(nft.pages[0].totalTokens);
    const balances = await allPages(
      "listTokenBalanceAddresses",
      "/v2/chains/43114/contracts/0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E/balances?threshold=100000000&pageSize=500",
      "addresses",
    );
    expect(balances.items.length).toBeGreaterThan(0);
    expect(balances.items.every((e: any) => e.sortKey > 100000000)).toBe(true);
    const keys = balances.items.map((e: any) => e.sortKey);
    expect([...keys].sort((a, b) => b - a)).toEqual(keys);
  });

  it("keeps the data of a listing fixed across its pages even when time moves on", async () => {
    const first = await get("getChainMetrics", "/v2/chains/43114/metrics/txCount?timeInterval=hour&pageSize=5");
    nowMs += 7200 * 1000;
    try {
      const second = await get(
        "getChainMetrics",
        "/v2/chains/43114/metrics/txCount?timeInterval=hour&pageSize=5" +
          `&pageToken=${encodeURIComponent(first.body.nextPageToken)}`,
      );
      expect(second.body.results[0].timestamp).toBe(first.body.results[4].timestamp - 3600);
    } finally {
      nowMs = NOW;
    }
  });

  it("answers 400 for an unknown token and for one older than the spec's TTL", async () => {
    const ttl = opById("getChainMetrics").pagination!.tokenTtlSeconds;
    expect(ttl).toBe(86_400);
    const unknown = await get(
      "getChainMetrics",
      "/v2/chains/43114/metrics/txCount?pageToken=4e7a1c5e-3f0b-4a55-9d2c-6a8f1e2b7c90",
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message[0]).toMatch(/pageToken is unknown/);
    const first = await get("getChainMetrics", "/v2/chains/43114/metrics/txCount?pageSize=10");
    const token = encodeURIComponent(first.body.nextPageToken);
    nowMs = NOW + (ttl - 1) * 1000;
    expect(
      (await get("getChainMetrics", `/v2/chains/43114/metrics/txCount?pageSize=10&pageToken=${token}`)).status,
    ).toBe(200);
    nowMs = NOW + (ttl + 1) * 1000;
    try {
      const expired = await get("getChainMetrics", `/v2/chains/43114/metrics/txCount?pageSize=10&pageToken=${token}`);
      expect(expired.status).toBe(400);
      expect(expired.body.message[0]).toMatch(/expired/);
    } finally {
      nowMs = NOW;
    }
  });
});

describe("metrics mock: series rules", () => {
  const metricOp = opById("getChainMetrics");
  const dayOnly = metricOp.dayOnly!.metrics;
  const metricParam = metricOp.parameters.find((p) => p.name === "metric")!;
  const allMetrics = enumValues(metricParam.schema);

  it("rule 1: a day-only metric (x-avaspec-day-only) with another timeInterval is a 400", async () => {
    expect(dayOnly.length).toBeGreaterThan(0);
    for (const metric of dayOnly) {
      for (const interval of ["hour", "week", "month"]) {
        const r = await get(
          "getChainMetrics",
          `/v2/chains/43114/metrics/${metric}?timeInterval=${interval}&pageSize=1`,
        );
        expect(r.status, `${metric} ${interval}`).toBe(400);
        expect(r.body.message).toEqual([`timeInterval must be day for metric ${metric} (got ${interval})`]);
      }
      expect(
        (await get("getChainMetrics", `/v2/chains/43114/metrics/${metric}?timeInterval=day&pageSize=1`)).status,
      ).toBe(200);
    }
    for (const metric of allMetrics.filter((m) => !dayOnly.includes(m))) {
      expect(
        (await get("getChainMetrics", `/v2/chains/43114/metrics/${metric}?timeInterval=hour&pageSize=1`)).status,
      ).toBe(200);
    }
  });

  it("aligns timestamps to the interval, newest first", async () => {
    const checks: Record<string, (t: number) => boolean> = {
      hour: (t) => t % 3600 === 0,
      day: (t) => t % 86_400 === 0,
      week: (t) => t % 86_400 === 0 && new Date(t * 1000).getUTCDay() === 1,
      month: (t) => t % 86_400 === 0 && new Date(t * 1000).getUTCDate() === 1,
    };
    for (const [interval, aligned] of Object.entries(checks)) {
      const r = await get(
        "getChainMetrics",
        `/v2/chains/43114/metrics/activeAddresses?timeInterval=${interval}&pageSize=40`,
      );
      const ts = r.body.results.map((p: any) => p.timestamp);
      expect(ts.length).toBe(40);
      expect(ts.every(aligned), interval).toBe(true);
      for (let i = 1; i < ts.length; i++) expect(ts[i]).toBeLessThan(ts[i - 1]);
      expect(ts[0]).toBeLessThanOrEqual(NOW / 1000);
    }
  });

  it("filters by startTimestamp (inclusive) and endTimestamp (exclusive)", async () => {
    const start = 1724889600; // 2024-08-29
    const end = 1725148800; // 2024-09-01, excluded
    const r = await get(
      "getChainMetrics",
      `/v2/chains/43114/metrics/activeAddresses?startTimestamp=${start}&endTimestamp=${end}`,
    );
    expect(r.body.results.map((p: any) => p.timestamp)).toEqual([1725062400, 1724976000, 1724889600]);
    const mid = await get(
      "getChainMetrics",
      `/v2/chains/43114/metrics/activeAddresses?startTimestamp=${start + 1}&endTimestamp=${end + 1}`,
    );
    expect(mid.body.results.map((p: any) => p.timestamp)).toEqual([1725148800, 1725062400, 1724976000]);
    const empty = await get(
      "getChainMetrics",
      `/v2/chains/43114/metrics/activeAddresses?startTimestamp=${end}&endTimestamp=${start}`,
    );
    expect(empty.body).toEqual({ results: [] });
  });

  it("looks like the real C-Chain: activeAddresses 37738 at 1724976000", async () => {
    const r = await get(
      "getChainMetrics",
      "/v2/chains/43114/metrics/activeAddresses?startTimestamp=1724976000&endTimestamp=1724976001",
    );
    expect(r.body.results).toEqual([{ value: 37738, timestamp: 1724976000 }]);
    const month = await get(
      "getChainMetrics",
      "/v2/chains/43114/metrics/activeAddresses?startTimestamp=1722470400&endTimestamp=1725148800",
    );
    for (const p of month.body.results) expect(p.value).toBeGreaterThan(20_000), expect(p.value).toBeLessThan(80_000);
  });

  it("cumulative metrics never decrease going forward; aggregates sum their chains", async () => {
    const r = await get("getChainMetrics", "/v2/chains/43114/metrics/cumulativeTxCount?pageSize=60");
    const values = r.body.results.map((p: any) => p.value);
    for (let i = 1; i < values.length; i++) expect(values[i]).toBeLessThanOrEqual(values[i - 1]);
    const one = async (chain: string) =>
      (
        await get(
          "getChainMetrics",
          `/v2/chains/${chain}/metrics/txCount?startTimestamp=1724976000&endTimestamp=1724976001`,
        )
      ).body.results[0].value;
    const [total, mainnet, testnet] = [await one("total"), await one("mainnet"), await one("testnet")];
    expect(total).toBe(mainnet + testnet);
    expect(mainnet).toBeGreaterThan(await one("43114"));
  });

  it("unknown chains are 404 with the contract's error body", async () => {
    const r = await get("getChainMetrics", "/v2/chains/999999/metrics/txCount");
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ message: "Chain 999999 not found", statusCode: 404, error: "Not Found" });
    expect((await get("getChain", "/v2/chains/999999")).status).toBe(404);
  });

  it("endpoint 4: short-window metrics carry only lastHour/lastDay/lastWeek; windows nest", async () => {
    const op = opById("getRollingWindowMetrics");
    const short = op.shortWindow!.metrics;
    const metrics = enumValues(op.parameters.find((p) => p.name === "metric")!.schema);
    for (const metric of metrics) {
      const r = await get("getRollingWindowMetrics", `/v2/chains/43114/rollingWindowMetrics/${metric}`);
      const keys = Object.keys(r.body.result).sort();
      if (short.includes(metric)) expect(keys).toEqual(["lastDay", "lastHour", "lastWeek"]);
      else expect(keys).toHaveLength(7);
      if (!/^avg/.test(metric)) {
        const order = ["lastHour", "lastDay", "lastWeek", "lastMonth", "last90Days", "lastYear", "allTime"].filter(
          (k) => k in r.body.result,
        );
        for (let i = 1; i < order.length; i++)
          expect(r.body.result[order[i]!], `${metric} ${order[i]}`).toBeGreaterThanOrEqual(
            r.body.result[order[i - 1]!],
          );
      }
    }
  });

  it("network and fee metrics are daily series; the legacy avg_tps answers newest first", async () => {
    const net = await get(
      "getNetworkMetrics",
      "/v2/networks/mainnet/metrics/validatorCount?startTimestamp=1724976000&endTimestamp=1724976001",
    );
    expect(net.body.results[0].value).toBe(1502);
    const fuji = await get("getNetworkMetrics", "/v2/networks/fuji/metrics/validatorCount?pageSize=3");
    const testnet = await get("getNetworkMetrics", "/v2/networks/testnet/metrics/validatorCount?pageSize=3");
    expect(fuji.body.results).toEqual(testnet.body.results);
    const fees = await get(
      "getValidatorsMetrics",
      "/v2/validators/metrics/totalValidatorFeesDaily?startTimestamp=1725000000",
    );
    expect(fees.body.results.length).toBe(0); // before the L1 fees started (Dec 2024), at the test clock
    const legacy = await get("getAvgTpsLegacy", "/v1/avg_tps/43114");
    const ts = legacy.body.results.map((p: any) => p.timestamp);
    for (let i = 1; i < ts.length; i++) expect(ts[i]).toBe(ts[i - 1] - 86_400);
    expect(legacy.body.status).toBe(200);
  });
});

describe("metrics mock: composite query", () => {
  const sub = (id: string, minBalance: string, evmChainId = "43114") => ({
    id,
    type: "AllTimeNativeBalance",
    params: { firstDate: "2024-01-01", lastDate: "2024-08-31", minBalance, evmChainId },
  });
  const run = async (body: object, query = "?pageSize=10000") =>
    allPages("compositeQuery", `/v2/lookingGlass/compositeQuery${query}`, "addresses", postJson(body));

  it("AND/OR combine the sub-queries; counts agree with the addresses", async () => {
    const a = await run({ queries: [sub("a", "1000000000000000000")], operator: "AND" });
    const b = await run({ queries: [sub("b", "100000000000000000000")], operator: "AND" });
    const c = await run({ queries: [{ id: "c", type: "OtherType", params: { x: 1 } }], operator: "OR" });
    expect(a.pages[0].totalCount).toBe(a.items.length);
    expect(a.pages[0].subQueryCounts).toEqual({ a: a.items.length });
    const setA = new Set(a.items);
    const setB = new Set(b.items);
    const setC = new Set(c.items);
    const and = await run({
      queries: [sub("a", "1000000000000000000"), { id: "c", type: "OtherType", params: { x: 1 } }],
      operator: "AND",
    });
    const or = await run({
      queries: [sub("a", "1000000000000000000"), { id: "c", type: "OtherType", params: { x: 1 } }],
      operator: "OR",
    });
    expect(and.pages[0].subQueryCounts).toEqual({ a: setA.size, c: setC.size });
    expect(new Set(and.items)).toEqual(new Set([...setA].filter((x) => setC.has(x))));
    expect(new Set(or.items)).toEqual(new Set([...setA, ...setC]));
    expect(and.pages[0].totalCount).toBe(and.items.length);
    expect(or.pages[0].totalCount).toBe(or.items.length);
    // a higher minimum balance selects a subset
    expect([...setB].every((x) => setA.has(x))).toBe(true);
    expect(setB.size).toBeLessThan(setA.size);
  });

  it("pages the addresses with pageSize, also when the page controls come in the body (deployed variant)", async () => {
    const all = await run({ queries: [sub("a", "1000000000000000000000")], operator: "OR" });
    const paged = await run({ queries: [sub("a", "1000000000000000000000")], operator: "OR" }, "?pageSize=97");
    expect(paged.items).toEqual(all.items);
    expect(paged.pages[0].addresses).toHaveLength(97);
    const inBody = await get(
      "compositeQuery",
      "/v2/lookingGlass/compositeQuery",
      postJson({ queries: [sub("a", "1000000000000000000000")], operator: "OR", pageSize: 3 }),
    );
    expect(inBody.status).toBe(200);
    expect(inBody.body.addresses).toEqual(all.items.slice(0, 3));
  });

  it("rejects bad composite queries with 400/404", async () => {
    const dup = await get(
      "compositeQuery",
      "/v2/lookingGlass/compositeQuery",
      postJson({ queries: [sub("a", "1"), sub("a", "2")], operator: "AND" }),
    );
    expect(dup.status).toBe(400);
    expect(dup.body.message[0]).toMatch(/unique/);
    const op = await get(
      "compositeQuery",
      "/v2/lookingGlass/compositeQuery",
      postJson({ queries: [sub("a", "1")], operator: "XOR" }),
    );
    expect(op.status).toBe(400);
    expect(op.body.message).toEqual(["body.operator must be one of the following values: AND, OR"]);
    const date = await get(
      "compositeQuery",
      "/v2/lookingGlass/compositeQuery",
      postJson({
        queries: [{ ...sub("a", "1"), params: { ...sub("a", "1").params, firstDate: "soon" } }],
        operator: "AND",
      }),
    );
    expect(date.status).toBe(400);
    const chain = await get(
      "compositeQuery",
      "/v2/lookingGlass/compositeQuery",
      postJson({ queries: [sub("a", "1", "999999")], operator: "AND" }),
    );
    expect(chain.status).toBe(404);
  });
});

describe("metrics mock: validation messages and scenarios", () => {
  it.each([
    ["bad enum", "/v2/chains/43114/metrics/notAMetric", ["metric must be one of the following values: "]],
    [
      "pageSize out of range",
      "/v2/chains/43114/metrics/txCount?pageSize=2161",
      ["pageSize must not be greater than 2160"],
    ],
    ["pageSize below range", "/v2/chains/43114/metrics/txCount?pageSize=0", ["pageSize must not be less than 1"]],
    [
      "wrong type",
      "/v2/chains/43114/metrics/txCount?startTimestamp=yesterday",
      ["startTimestamp must be an integer number"],
    ],
    [
      "missing threshold",
      "/v2/chains/43114/contracts/0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E/balances",
      ["threshold is required"],
    ],
    [
      "neither alternative of chainId",
      "/v2/chains/abc/metrics/txCount",
      ["chainId must be an EVM chain ID (matching ^[0-9]+$) or an Aggregate (one of total, mainnet, testnet)"],
    ],
    [
      "two faults at once",
      "/v2/chains/43114/metrics/txCount?pageSize=0&timeInterval=year",
      ["timeInterval must be one of the following values: hour, day, week, month", "pageSize must not be less than 1"],
    ],
  ])("%s: 400 with what was wrong", async (_name, path, expected) => {
    const r = await call(mock.url, path);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ statusCode: 400, error: "Bad Request" });
    expect(r.body.message).toHaveLength(expected.length);
    r.body.message.forEach((m: string, i: number) => expect(m.startsWith(expected[i]!), m).toBe(true));
    expect(Object.keys(r.body).sort()).toEqual(["error", "message", "statusCode"]);
  });

  it("Prefer: code, example and dynamic pick Prism's responses instead of the rules", async () => {
    const code = await get("getChainMetrics", "/v2/chains/43114/metrics/txCount", { headers: { prefer: "code=404" } });
    expect(code.status).toBe(404);
    expect(code.body.message).toBe("Chain 43114 not found"); // the spec's example naming the request, not a rule
    const example = await get("getChainMetrics", "/v2/chains/43114/metrics/txCount", {
      headers: { prefer: "example=withNextPage" },
    });
    expect(example.body.nextPageToken).toBe("4e7a1c5e-3f0b-4a55-9d2c-6a8f1e2b7c90");
    const dynamic = await get("getChainMetrics", "/v2/chains/43114/metrics/txCount", {
      headers: { prefer: "dynamic=true" },
    });
    expect(dynamic.status).toBe(200);
    const rate = await get("listChains", "/v2/chains", { headers: { prefer: "code=429" } });
    expect(rate.status).toBe(429);
    expect(rate.body.statusCode).toBe(429);
    const forbidden = await get("listChains", "/v2/chains", { headers: { prefer: "code=403" } });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.statusCode).toBe(403);
  });

  it("same seed, same data; another seed, other data", async () => {
    const other = await startRestMock(metricsApi(), { port: 0, seed: "another", clock: () => NOW });
    const same = await startRestMock(metricsApi(), { port: 0, seed: "metrics-test", clock: () => NOW });
    try {
      const path = "/v2/chains/43114/metrics/txCount?pageSize=20";
      const a = (await call(mock.url, path)).body;
      const b = (await call(same.url, path)).body;
      const c = (await call(other.url, path)).body;
      expect(b).toEqual(a);
      expect(c.results).not.toEqual(a.results);
      const chains = "/v2/chains?pageSize=100";
      expect((await call(same.url, chains)).body).toEqual((await call(mock.url, chains)).body);
    } finally {
      await other.close();
      await same.close();
    }
  });
});

describe("metrics mock: rules follow the document, not a hand list", () => {
  it("a metric added to x-avaspec-day-only and a shorter token TTL take effect", async () => {
    const documents = loadDocuments();
    const metric = documents.metrics.paths["/v2/chains/{chainId}/metrics/{metric}"].get.parameters.find(
      (p: any) => p.name === "metric",
    );
    metric["x-avaspec-day-only"] = [...metric["x-avaspec-day-only"], "activeAddresses"];
    documents.metrics.components.parameters.PageToken["x-avaspec-page-token-ttl-seconds"] = 60;
    let now = NOW;
    const edited = await startRestMock(metricsApi(documents), { port: 0, seed: "metrics-test", clock: () => now });
    try {
      const hourly = await call(edited.url, "/v2/chains/43114/metrics/activeAddresses?timeInterval=hour");
      expect(hourly.status).toBe(400);
      expect(hourly.body.message).toEqual(["timeInterval must be day for metric activeAddresses (got hour)"]);
      const first = await call(edited.url, "/v2/chains?pageSize=2");
      now += 61_000;
      const late = await call(
        edited.url,
        `/v2/chains?pageSize=2&pageToken=${encodeURIComponent(first.body.nextPageToken)}`,
      );
      expect(late.status).toBe(400);
      expect(late.body.message[0]).toMatch(/valid for 60 seconds/);
    } finally {
      await edited.close();
    }
    // the shipped document is untouched: activeAddresses per hour is fine there
    expect((await call(mock.url, "/v2/chains/43114/metrics/activeAddresses?timeInterval=hour&pageSize=1")).status).toBe(
      200,
    );
  });
});

export type { OperationInfo };
