// The generated Metrics client against real HTTP servers on 127.0.0.1: every operation, every declared error status,
// pagination, broken bodies, network failures. Operations and inputs come from the spec, not from a hand list.
import { loadSpec } from "@avaspec/specs";
import { afterEach, describe, expect, it } from "vitest";
import { closedPort, errorBody, json, startServer, type TestServer } from "@avaspec/client-core/testing";
import { CLASS_BY_STATUS } from "@avaspec/client-gen/test-support/errors";
import { expectedPath, operationSamples } from "@avaspec/client-gen/samples";
import * as metrics from "./index.js";
import {
  AbortError,
  ApiError,
  BadRequestError,
  NetworkError,
  PageTokenError,
  PaginationLoopError,
  ResponseValidationError,
  TimeoutError,
  createMetricsClient,
  getChain,
  getChainMetrics,
  listChains,
  compositeQuery,
} from "./index.js";

const doc = loadSpec("metrics");
const samples = operationSamples(doc);

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});
const fn = (id: string) =>
  (metrics as unknown as Record<string, (c: unknown, i?: unknown, o?: unknown) => Promise<any>>)[id]!;

describe("generated surface", () => {
  it("has one function per operationId of the spec, and the paginated ones are found from the spec", () => {
    expect(samples.length).toBeGreaterThanOrEqual(13);
    expect([...metrics.OPERATION_IDS].sort()).toEqual(samples.map((s) => s.id).sort());
    for (const s of samples) expect(typeof fn(s.id)).toBe("function");
    const paginated = samples
      .filter((s) => s.page)
      .map((s) => s.id)
      .sort();
    expect([...metrics.PAGINATED_OPERATION_IDS].sort()).toEqual(paginated);
    expect(paginated).toContain("listChains");
    expect(paginated).not.toContain("getAvgTpsLegacy"); // takes pageToken, but its response has no nextPageToken
    for (const id of paginated) expect(typeof (fn(id) as unknown as { pages: unknown }).pages).toBe("function");
  });

  it("defaults the base URL to the spec's first server; it can be overridden", () => {
    expect(createMetricsClient().baseUrl).toBe(doc.servers[0].url.replace(/\/$/, ""));
    expect(createMetricsClient({ baseUrl: "http://127.0.0.1:4010/" }).baseUrl).toBe("http://127.0.0.1:4010");
  });
});

describe.each(samples.map((s) => [s.id, s] as const))("%s", (_, sample) => {
  it("sends the method and path of the spec and returns the body", async () => {
    server = await startServer((_, res) => json(res, 200, sample.okBody));
    const client = createMetricsClient({ baseUrl: server.url, retry: false });
    const result = await fn(sample.id)(client, sample.input);
    expect(result).toEqual(sample.okBody);
    const seen = server.requests[0]!;
    expect(seen.method).toBe(sample.method);
    expect(seen.url.split("?")[0]).toBe(expectedPath(sample));
    if (sample.input.body !== undefined) expect(JSON.parse(seen.body)).toEqual(sample.input.body);
  });

  it(`maps every declared error status to its error class`, async () => {
    expect(sample.errorStatuses).toEqual(expect.arrayContaining([400, 401, 403, 404, 429, 500, 502, 503]));
    server = await startServer((req, res) => {
      const status = Number(new URL(req.url, "http://x").searchParams.get("want") ?? req.headers["x-want"]);
      json(res, status, errorBody(status, `declared ${status}`), { "x-request-id": `r-${status}` });
    });
    const client = createMetricsClient({ baseUrl: server.url, retry: false });
    for (const status of sample.errorStatuses) {
      const error = await fn(sample.id)(client, sample.input, { headers: { "x-want": String(status) } }).catch(
        (e: any) => e,
      );
      expect(error).toBeInstanceOf(ApiError);
      expect([status, error.name]).toEqual([status, CLASS_BY_STATUS[status] ?? "ApiError"]);
      expect(error.status).toBe(status);
      expect(error.operation).toBe(sample.id);
      expect(error.body).toEqual(errorBody(status, `declared ${status}`));
      expect(error.requestId).toBe(`r-${status}`);
    }
  });

  it("retries a 503 only if the operation is safe to repeat", async () => {
    server = await startServer((_, res, n) =>
      n === 1 ? json(res, 503, errorBody(503)) : json(res, 200, sample.okBody),
    );
    const client = createMetricsClient({ baseUrl: server.url, retry: { random: () => 0 } });
    const outcome = await fn(sample.id)(client, sample.input).then(
      () => "ok",
      (e: any) => e.name,
    );
    expect(outcome).toBe(sample.idempotent ? "ok" : "ServiceUnavailableError");
    expect(server.requests).toHaveLength(sample.idempotent ? 2 : 1);
  });

  it("rejects a body that is not JSON, or not the declared shape, with ResponseValidationError", async () => {
    server = await startServer((_, res, n) => {
      if (n === 1) {
        res.writeHead(200, { "content-type": "text/html" });
        res.end("<html>maintenance</html>");
      } else json(res, 200, n === 2 ? "just a string" : [1, 2]);
    });
    const client = createMetricsClient({ baseUrl: server.url, retry: false });
    for (let i = 0; i < 3; i++) {
      const error = await fn(sample.id)(client, sample.input).catch((e: any) => e);
      expect(error).toBeInstanceOf(ResponseValidationError);
      expect(error.message).toContain(sample.id);
    }
  });
});

describe("pagination", () => {
  const chain = (n: number) => ({
    evmChainId: n,
    chainName: `c${n}`,
    blockchainId: "b",
    subnetId: "s",
    network: "mainnet",
  });

  it("follows nextPageToken to the end, keeping the other parameters", async () => {
    server = await startServer((req, res) => {
      const token = new URL(req.url, "http://x").searchParams.get("pageToken");
      if (!token) json(res, 200, { chains: [chain(1), chain(2)], nextPageToken: "t-2" });
      else if (token === "t-2") json(res, 200, { chains: [chain(3)], nextPageToken: "t-3" });
      else json(res, 200, { chains: [chain(4)] });
    });
    const client = createMetricsClient({ baseUrl: server.url });
    const ids: number[] = [];
    for await (const c of listChains.items(client, { query: { network: "mainnet" } })) ids.push(c.evmChainId);
    expect(ids).toEqual([1, 2, 3, 4]);
    expect(server.requests.map((r) => r.url)).toEqual([
      "/v2/chains?network=mainnet",
      "/v2/chains?network=mainnet&pageToken=t-2",
      "/v2/chains?network=mainnet&pageToken=t-3",
    ]);
    let pages = 0;
    for await (const page of listChains.pages(client)) {
      pages++;
      expect(Array.isArray(page.chains)).toBe(true);
    }
    expect(pages).toBe(3);
    expect((await listChains.all(client, {}, { max: 3 })).map((c) => c.evmChainId)).toEqual([1, 2, 3]);
    const p = listChains.paginate(client);
    const viaFor: number[] = [];
    for await (const c of p) viaFor.push(c.evmChainId);
    expect(viaFor).toEqual([1, 2, 3, 4]);
  });

  it("all({ max }) fetches no page beyond what it needs", async () => {
    server = await startServer((_req, res) =>
      json(res, 200, {
        results: [
          { value: 1, timestamp: 1 },
          { value: 2, timestamp: 0 },
        ],
        nextPageToken: `t${Math.random()}`,
      }),
    );
    const client = createMetricsClient({ baseUrl: server.url });
    const points = await getChainMetrics.all(client, { path: { chainId: "43114", metric: "txCount" } }, { max: 3 });
    expect(points).toHaveLength(3);
    expect(server.requests).toHaveLength(2);
  });

  it("a server that repeats its token (a static mock) stops with PaginationLoopError", async () => {
    server = await startServer((_, res) =>
      json(res, 200, { chains: [chain(1)], nextPageToken: "4e7a1c5e-3f0b-4a55-9d2c-6a8f1e2b7c90" }),
    );
    const client = createMetricsClient({ baseUrl: server.url });
    const error = await listChains.all(client).catch((e: any) => e);
    expect(error).toBeInstanceOf(PaginationLoopError);
    expect(error.operation).toBe("listChains");
    expect(server.requests).toHaveLength(2);
  });

  it("an expired page token (400) is a PageTokenError", async () => {
    server = await startServer((req, res) => {
      const token = new URL(req.url, "http://x").searchParams.get("pageToken");
      if (!token) json(res, 200, { chains: [chain(1)], nextPageToken: "expired" });
      else json(res, 400, errorBody(400, "Invalid or expired pageToken"));
    });
    const client = createMetricsClient({ baseUrl: server.url });
    const error = await listChains.all(client).catch((e: any) => e);
    expect(error).toBeInstanceOf(PageTokenError);
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.message).toMatch(
      /listChains: the server rejected the page token of page 2 .*Invalid or expired pageToken/,
    );
  });

  it("paginates the composite query (POST): the token goes where the spec says, the body is sent again", async () => {
    const sample = samples.find((s) => s.id === "compositeQuery")!;
    server = await startServer((req, res) => {
      const url = new URL(req.url, "http://x");
      const token =
        sample.page!.tokenIn === "query" ? url.searchParams.get("pageToken") : JSON.parse(req.body).pageToken;
      json(
        res,
        200,
        token
          ? { subQueryCounts: { a: 3 }, totalCount: 3, addresses: ["0x3"] }
          : { subQueryCounts: { a: 3 }, totalCount: 3, addresses: ["0x1", "0x2"], nextPageToken: "n" },
      );
    });
    const client = createMetricsClient({ baseUrl: server.url });
    expect(await compositeQuery.all(client, sample.input as never)).toEqual(["0x1", "0x2", "0x3"]);
    expect(server.requests.map((r) => r.method)).toEqual(["POST", "POST"]);
    const bodies = server.requests.map((r) => {
      const b = JSON.parse(r.body);
      delete b.pageToken;
      return b;
    });
    expect(bodies).toEqual([sample.input.body, sample.input.body]);
  });
});

describe("transport failures", () => {
  it("connection refused → NetworkError naming the operation", async () => {
    const client = createMetricsClient({ baseUrl: await closedPort(), retry: false });
    const error = await getChain(client, { path: { chainId: "43114" } }).catch((e: any) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.operation).toBe("getChain");
  });

  it("a server that never answers → TimeoutError (client default and per call)", async () => {
    server = await startServer(() => {});
    await expect(
      getChain(createMetricsClient({ baseUrl: server.url, retry: false, timeoutMs: 150 }), {
        path: { chainId: "43114" },
      }),
    ).rejects.toBeInstanceOf(TimeoutError);
    await expect(
      getChain(
        createMetricsClient({ baseUrl: server.url, retry: false }),
        { path: { chainId: "43114" } },
        { timeoutMs: 150 },
      ),
    ).rejects.toBeInstanceOf(TimeoutError);
  });

  it("the caller's AbortSignal → AbortError, also in the middle of pagination", async () => {
    server = await startServer((req, res) => {
      if (!req.url.includes("pageToken")) json(res, 200, { chains: [], nextPageToken: "n" });
    });
    const controller = new AbortController();
    const client = createMetricsClient({ baseUrl: server.url, timeoutMs: 10_000 });
    const pending = listChains.all(client, {}, { signal: controller.signal }).catch((e: any) => e);
    setTimeout(() => controller.abort(), 100);
    expect(await pending).toBeInstanceOf(AbortError);
  });
});

describe("path API", () => {
  it("client.api.GET goes through the same transport: retries and typed errors", async () => {
    server = await startServer((req, res, n) =>
      n === 1
        ? json(res, 503, errorBody(503))
        : req.url === "/v2/chains/404"
          ? json(res, 404, errorBody(404, "chain not found"))
          : json(res, 200, { evmChainId: 43114 }),
    );
    const client = createMetricsClient({ baseUrl: server.url, retry: { random: () => 0 } });
    const { data } = await client.api.GET("/v2/chains/{chainId}", { params: { path: { chainId: "43114" } } });
    expect(data).toEqual({ evmChainId: 43114 });
    const error = await client.api
      .GET("/v2/chains/{chainId}", { params: { path: { chainId: "404" } } })
      .catch((e: any) => e);
    expect(error.name).toBe("NotFoundError");
    expect(error.operation).toBe("GET /v2/chains/404");
  });
});

describe("untyped (JavaScript) misuse never crashes", () => {
  it("null input and options reach the server and fail as typed errors, not TypeErrors", async () => {
    server = await startServer((_, res) => json(res, 404, errorBody(404)));
    const client = createMetricsClient({ baseUrl: server.url, retry: false });
    const error = await (getChain as any)(client, null, null).catch((e: any) => e);
    expect(error).toBeInstanceOf(ApiError);
    const pages = await (listChains as any).all(client, null).catch((e: any) => e);
    expect(pages).toBeInstanceOf(ApiError);
  });
});
