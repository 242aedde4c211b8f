import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  AbortError,
  ApiError,
  AvaspecError,
  BatchTooLargeError,
  JsonRpcError,
  NetworkError,
  NotFoundError,
  ResponseValidationError,
  TimeoutError,
  createNodeClient,
  endpoints,
} from "./index.js";
import { startRpcServer, type Handler, type Recorded } from "./test-support/rpc-server.js";

let handler: Handler = () => undefined;
let server: Awaited<ReturnType<typeof startRpcServer>>;
beforeAll(async () => {
  server = await startRpcServer((req) => handler(req));
});
afterAll(() => server.close());
beforeEach(() => {
  handler = () => undefined;
  server.requests.length = 0;
});

const client = () => createNodeClient({ baseUrl: server.url, retry: false });
const only = (): Recorded => {
  expect(server.requests).toHaveLength(1);
  return server.requests[0]!;
};
const rpcError =
  (code: number, message: string, data: unknown = null): Handler =>
  (req) => ({
    body: { jsonrpc: "2.0", id: (req.body as { id: unknown }).id, error: { code, message, data } },
  });
const ep = (name: string) => {
  const e = endpoints.find((x) => x.name === name);
  if (!e) throw new Error(`no endpoint ${name} in the generated table`);
  return e;
};
const fill = (path: string, vars: readonly string[], values: readonly string[]) =>
  vars.reduce((p, v, i) => p.replace(`{${v}}`, values[i]!), path);

describe("routing: every method of every endpoint goes to its path (table from the generated code)", () => {
  // Walk the generated table: each endpoint, each instance (index) or a chain ID, each method.
  const cases: { label: string; path: string; method: string; arity: number; api: (c: any) => any; member: string }[] =
    [];
  for (const e of endpoints) {
    const instances =
      e.scope === "chain"
        ? [["2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5"], ["myChainAlias"]]
        : (e.instances ?? (e.vars.length ? [] : [[]]));
    for (const values of instances) {
      for (const [member, [method, arity]] of Object.entries(e.methods)) {
        const api =
          e.scope === "chain"
            ? (c: any) => (e.key ? c.chain(values[0])[e.key] : c.chain(values[0]))
            : e.vars.length
              ? (c: any) => c[e.key](...values)
              : (c: any) => c[e.key];
        cases.push({
          label: `${method} at ${fill(e.path, e.vars, values)}`,
          path: fill(e.path, e.vars, values),
          method,
          arity,
          api,
          member,
        });
      }
    }
  }

  it("covers admin, the 5 index instances, rpc and validators", () => {
    const paths = new Set(cases.map((c) => c.path));
    for (const p of [
      "/ext/admin",
      "/ext/index/C/block",
      "/ext/index/P/block",
      "/ext/index/X/block",
      "/ext/index/X/tx",
      "/ext/index/X/vtx",
    ]) {
      expect(paths).toContain(p);
    }
    expect([...paths].filter((p) => p.endsWith("/rpc"))).toHaveLength(2);
    expect([...paths].filter((p) => p.endsWith("/validators"))).toHaveLength(2);
  });

  it.each(cases)("$label", async ({ path, method, arity, api, member }) => {
    const result = await api(client())[member]();
    const req = only();
    expect(req.method).toBe("POST");
    expect(req.path).toBe(path);
    expect(req.headers["content-type"]).toBe("application/json");
    expect(req.body).toEqual({ jsonrpc: "2.0", id: expect.any(Number), method, params: arity < 0 ? {} : [] });
    expect(result).toEqual({ path, method, params: arity < 0 ? {} : [] });
  });
});

describe("params", () => {
  it("sends by-name params as one object (admin.alias)", async () => {
    const result = await client().admin.alias({ endpoint: "bc/X", alias: "myX" });
    expect(only().body).toMatchObject({
      jsonrpc: "2.0",
      method: "admin.alias",
      params: { endpoint: "bc/X", alias: "myX" },
    });
    expect(result).toMatchObject({ path: "/ext/admin" });
  });

  it("sends {} for a by-name method called without params", async () => {
    await client().admin.startCPUProfiler();
    expect(only().body).toMatchObject({ method: "admin.startCPUProfiler", params: {} });
  });

  it("sends index params by name to the chosen index", async () => {
    await client().index("X", "tx").getContainerByIndex({ index: 5, encoding: "hex" });
    expect(only()).toMatchObject({
      path: "/ext/index/X/tx",
      body: { method: "index.getContainerByIndex", params: { index: 5, encoding: "hex" } },
    });
  });

  it("sends eth_* args positionally, trailing omitted args dropped", async () => {
    const chain = client().chain("C");
    await chain.feeConfig();
    await chain.feeConfig("latest");
    await chain.feeConfig(undefined, { headers: { "x-trace": "1" } });
    await chain.getChainConfig();
    expect(server.requests.map((r) => [r.path, (r.body as any).method, (r.body as any).params])).toEqual([
      ["/ext/bc/C/rpc", "eth_feeConfig", []],
      ["/ext/bc/C/rpc", "eth_feeConfig", ["latest"]],
      ["/ext/bc/C/rpc", "eth_feeConfig", []],
      ["/ext/bc/C/rpc", "eth_getChainConfig", []],
    ]);
    expect(server.requests[2]!.headers["x-trace"]).toBe("1");
  });

  it("routes validators under the chain, by ID or alias, path-encoded", async () => {
    await client()
      .chain("my alias")
      .validators.getCurrentValidators({ nodeIDs: ["NodeID-P7oB2McjBGgW2NXXWVYjV8JEDFoW9xDE5"] });
    expect(only()).toMatchObject({
      path: "/ext/bc/my%20alias/validators",
      body: {
        method: "validators.getCurrentValidators",
        params: { nodeIDs: ["NodeID-P7oB2McjBGgW2NXXWVYjV8JEDFoW9xDE5"] },
      },
    });
  });

  it("reaches an aliasable API under /ext/<alias>", async () => {
    const aliasable = endpoints.filter((e) => e.aliasable && e.scope === "client");
    expect(aliasable.length).toBeGreaterThan(0);
    for (const e of aliasable) {
      const [member] = Object.keys(e.methods);
      await (client() as any).alias("myAlias", e.name)[member!]();
    }
    expect(server.requests.map((r) => r.path)).toEqual(aliasable.map(() => "/ext/myAlias"));
    expect(() => (client() as any).alias("x", "nope")).toThrow(TypeError);
  });

  it("rejects an index pair the document does not list, before any request", () => {
    expect(() => (client() as any).index("C", "tx")).toThrow(/valid: C\/block/);
    expect(() => (client() as any).index("X")).toThrow(TypeError);
    expect(server.requests).toHaveLength(0);
  });

  it("sends client and per-call headers, and the default base URL is the node's port 9650", async () => {
    const c = createNodeClient({ baseUrl: `${server.url}/`, headers: { "x-client": "a" } });
    await c.admin.startCPUProfiler(undefined, { headers: { "x-call": "b" } });
    expect(only().headers).toMatchObject({ "x-client": "a", "x-call": "b" });
    const seen: string[] = [];
    await createNodeClient({
      fetch: async (r) => (
        seen.push(r.url),
        new Response('{"jsonrpc":"2.0","id":1,"result":{}}', { headers: { "content-type": "application/json" } })
      ),
    }).admin.startCPUProfiler();
    expect(seen).toEqual(["http://127.0.0.1:9650/ext/admin"]);
  });

  it("sends secret headers without showing them to hooks or errors", async () => {
    handler = () => ({ status: 500, body: "boom" });
    const seen: string[] = [];
    const c = createNodeClient({
      baseUrl: server.url,
      retry: false,
      secretHeaders: { "x-proxy-key": "s3cret" },
      hooks: { onRequest: ({ request }) => void seen.push([...request.headers].join()) },
    });
    const error = await c.admin.getLoggerLevel().catch((e) => e);
    expect(only().headers["x-proxy-key"]).toBe("s3cret");
    expect(seen.join()).not.toContain("s3cret");
    expect(JSON.stringify(error) + String(error)).not.toContain("s3cret");
  });

  it("runs hooks and a custom fetch", async () => {
    const events: string[] = [];
    const c = createNodeClient({
      baseUrl: server.url,
      fetch: (r) => (events.push(`fetch ${new URL(r.url).pathname}`), fetch(r)),
      hooks: {
        onRequest: ({ operation }) => void events.push(`request ${operation}`),
        onResponse: ({ response }) => void events.push(`response ${response.status}`),
      },
    });
    await c.chain("C").getChainConfig();
    expect(events).toEqual(["request eth_getChainConfig", "fetch /ext/bc/C/rpc", "response 200"]);
  });
});

describe("errors", () => {
  it("throws a JSON-RPC error as JsonRpcError with code, message, data and method", async () => {
    handler = rpcError(-32000, "alias length is too long", { detail: 1 });
    const error = await client()
      .admin.alias({ endpoint: "admin", alias: "x".repeat(513) })
      .catch((e) => e);
    expect(error).toBeInstanceOf(JsonRpcError);
    expect(error).toBeInstanceOf(AvaspecError);
    expect(error).toMatchObject({
      code: -32000,
      message: "alias length is too long",
      data: { detail: 1 },
      method: "admin.alias",
      operation: "admin.alias",
    });
  });

  it("keeps a JSON-RPC error whose id is null (parse errors) a JsonRpcError", async () => {
    handler = () => ({
      body: { jsonrpc: "2.0", id: null, error: { code: -32700, message: "parse error", data: null } },
    });
    await expect(client().chain("C").getChainConfig()).rejects.toMatchObject({ name: "JsonRpcError", code: -32700 });
  });

  it("404 (API disabled) is a NotFoundError naming the method and the flag that enables it", async () => {
    handler = () => ({ status: 404, headers: { "content-type": "text/plain" }, body: "404 page not found\n" });
    const error = await client()
      .index("C", "block")
      .getContainerByIndex({ index: 0, encoding: "hex" })
      .catch((e) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.status).toBe(404);
    expect(error.operation).toBe("index.getContainerByIndex");
    expect(error.message).toContain("index.getContainerByIndex");
    expect(error.message).toContain(ep("index").enabledBy!);
  });

  it.each([
    [405, "rpc: POST method required, received GET"],
    [415, "rpc: unrecognized Content-Type: text/plain"],
    [500, "boom"],
  ])("HTTP %i is an ApiError naming the method", async (status, text) => {
    handler = () => ({ status, headers: { "content-type": "text/plain" }, body: text });
    const error = await client()
      .admin.startCPUProfiler()
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, operation: "admin.startCPUProfiler", rawBody: text });
    expect(error.message).toContain("admin.startCPUProfiler");
  });

  it.each([
    ["an HTML body", { headers: { "content-type": "text/html" }, body: "<html>proxy</html>" }],
    ["invalid JSON", { body: "{not json" }],
    ["an empty body", { body: "" }],
    ["no result and no error", { body: { jsonrpc: "2.0", id: 1 } }],
    ["a malformed error object", { body: { jsonrpc: "2.0", id: 1, error: "bad" } }],
    ["an array", { body: [] }],
  ])("a 200 with %s is a ResponseValidationError naming the method", async (_label, reply) => {
    handler = () => reply;
    const error = await client()
      .chain("C")
      .feeConfig()
      .catch((e) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error.operation).toBe("eth_feeConfig");
    expect(error.message).toContain("eth_feeConfig");
  });

  it("a result under another id is a ResponseValidationError", async () => {
    handler = (req) => ({ body: { jsonrpc: "2.0", id: Number((req.body as { id: number }).id) + 100, result: {} } });
    await expect(client().admin.startCPUProfiler()).rejects.toBeInstanceOf(ResponseValidationError);
  });

  it("a refused connection is a NetworkError", async () => {
    const closed = await startRpcServer();
    await closed.close();
    const error = await createNodeClient({ baseUrl: closed.url, retry: false })
      .admin.startCPUProfiler()
      .catch((e) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.operation).toBe("admin.startCPUProfiler");
  });
});

describe("timeouts, abort and retries", () => {
  it("times out with TimeoutError", async () => {
    handler = () => ({ delayMs: 2_000, body: { jsonrpc: "2.0", id: 1, result: {} } });
    const error = await createNodeClient({ baseUrl: server.url, timeoutMs: 50, retry: false })
      .chain("C")
      .getChainConfig()
      .catch((e) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ timeoutMs: 50, operation: "eth_getChainConfig" });
  });

  it("a per-call timeout overrides the client's", async () => {
    handler = () => ({ delayMs: 2_000 });
    await expect(client().admin.startCPUProfiler(undefined, { timeoutMs: 30 })).rejects.toBeInstanceOf(TimeoutError);
  });

  it("aborts with AbortError when the caller's signal fires", async () => {
    handler = () => ({ delayMs: 2_000 });
    const controller = new AbortController();
    const pending = client().chain("C").feeConfig("latest", { signal: controller.signal });
    setTimeout(() => controller.abort(new Error("user gave up")), 20);
    const error = await pending.catch((e) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect(error.operation).toBe("eth_feeConfig");
    await expect(client().chain("C").feeConfig(undefined, { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(
      AbortError,
    );
  });

  it("retries reads on 503 but never a method that changes the node's state", async () => {
    let n = 0;
    handler = (req) =>
      ++n < 3
        ? { status: 503, body: "busy" }
        : { body: { jsonrpc: "2.0", id: (req.body as { id: unknown }).id, result: { ok: true } } };
    const c = createNodeClient({ baseUrl: server.url, retry: { baseDelayMs: 1, maxDelayMs: 2 } });
    await expect(c.chain("C").getChainConfig()).resolves.toEqual({ ok: true });
    expect(server.requests).toHaveLength(3);
    const mutating = Object.values(ep("admin").methods).find((m) => m[2] === 1);
    expect(mutating).toBeDefined();
    n = 0;
    server.requests.length = 0;
    await expect(c.admin.alias({ endpoint: "admin", alias: "a" })).rejects.toMatchObject({ status: 503 });
    expect(server.requests).toHaveLength(1);
  });
});

describe("batch (only where x-avaspec-endpoints says batch: true)", () => {
  it("only the rpc endpoint has batch", () => {
    const c = client() as any;
    expect(endpoints.filter((e) => e.batch !== undefined).map((e) => e.name)).toEqual(["rpc"]);
    expect(typeof c.chain("C").batch).toBe("function");
    expect(c.admin.batch).toBeUndefined();
    expect(c.index("C", "block").batch).toBeUndefined();
    expect(c.chain("C").validators.batch).toBeUndefined();
  });

  it("sends one POST with an array and matches answers by id", async () => {
    handler = (req) => {
      const calls = req.body as { id: number; method: string }[];
      return {
        body: calls
          .map((c) =>
            c.method === "eth_getChainConfig"
              ? { jsonrpc: "2.0", id: c.id, error: { code: -32601, message: "no such method", data: null } }
              : { jsonrpc: "2.0", id: c.id, result: c.method },
          )
          .reverse(),
      };
    };
    const [fee, cfg] = await client()
      .chain("C")
      .batch([{ method: "eth_feeConfig", params: ["latest"] }, { method: "eth_getChainConfig" }]);
    const req = only();
    expect(req.path).toBe("/ext/bc/C/rpc");
    expect(req.body).toEqual([
      { jsonrpc: "2.0", id: expect.any(Number), method: "eth_feeConfig", params: ["latest"] },
      { jsonrpc: "2.0", id: expect.any(Number), method: "eth_getChainConfig", params: [] },
    ]);
    expect(fee).toEqual({ ok: true, result: "eth_feeConfig" });
    expect(cfg.ok).toBe(false);
    if (!cfg.ok) expect(cfg.error).toMatchObject({ code: -32601, method: "eth_getChainConfig" });
  });

  it("refuses more calls than the node's limit before sending, and [] sends nothing", async () => {
    const limit = ep("rpc").batch!;
    expect(limit).toBeGreaterThan(0);
    const calls = Array.from({ length: limit + 1 }, () => ({ method: "eth_getChainConfig" as const }));
    await expect(client().chain("C").batch(calls)).rejects.toBeInstanceOf(BatchTooLargeError);
    await expect(client().chain("C").batch([])).resolves.toEqual([]);
    expect(server.requests).toHaveLength(0);
  });

  it("a batch refused whole (an error object) → JsonRpcError; a missing answer → ResponseValidationError", async () => {
    handler = () => ({
      body: { jsonrpc: "2.0", id: null, error: { code: -32600, message: "batch too large", data: null } },
    });
    await expect(
      client()
        .chain("C")
        .batch([{ method: "eth_getChainConfig" }]),
    ).rejects.toMatchObject({ name: "JsonRpcError", code: -32600 });
    handler = () => ({ body: [] });
    await expect(
      client()
        .chain("C")
        .batch([{ method: "eth_getChainConfig" }]),
    ).rejects.toBeInstanceOf(ResponseValidationError);
    await expect((client() as any).chain("C").batch([{ method: "admin.alias" }])).rejects.toThrow(TypeError);
  });
});
