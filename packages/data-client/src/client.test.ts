// The generated Data client against real HTTP servers on 127.0.0.1: every operation, every declared error status,
// broken bodies, network failures, and the API key kept secret. Operations and inputs come from the spec.
import { inspect } from "node:util";
import { loadSpec } from "@avaspec/specs";
import { afterEach, describe, expect, it } from "vitest";
import { closedPort, errorBody, json, startServer, type TestServer } from "@avaspec/client-core/testing";
import { CLASS_BY_STATUS } from "@avaspec/client-gen/test-support/errors";
import { expectedPath, operationSamples } from "@avaspec/client-gen/samples";
import * as data from "./index.js";
import {
  AbortError,
  ApiError,
  NetworkError,
  ResponseValidationError,
  Secret,
  TimeoutError,
  UnauthorizedError,
  createDataClient,
  getBlock,
  getChain,
  listChains,
  type Hooks,
} from "./index.js";

const doc = loadSpec("data");
const samples = operationSamples(doc);
const KEY = "dk_live_7c1f0e9a44b2d8e3";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});
const fn = (id: string) =>
  (data as unknown as Record<string, (c: unknown, i?: unknown, o?: unknown) => Promise<any>>)[id]!;

describe("generated surface", () => {
  it("has one function per operationId; the API-key header and base URL come from the spec", () => {
    expect([...data.OPERATION_IDS].sort()).toEqual(samples.map((s) => s.id).sort());
    expect(samples.length).toBe(4);
    for (const s of samples) expect(typeof fn(s.id)).toBe("function");
    expect(samples.filter((s) => s.page)).toEqual([]); // the seed: none of these endpoints is paginated
    expect(data.API_KEY_HEADER).toBe(
      Object.values(doc.components.securitySchemes as Record<string, { name: string }>)[0]!.name,
    );
    expect(data.API_KEY_HEADER).toBe("x-data-api-key");
    expect(createDataClient().baseUrl).toBe(doc.servers[0].url.replace(/\/$/, ""));
    expect(createDataClient({ baseUrl: "http://127.0.0.1:4011" }).baseUrl).toBe("http://127.0.0.1:4011");
  });
});

describe.each(samples.map((s) => [s.id, s] as const))("%s", (_, sample) => {
  it("sends the method, path and API key, and returns the body", async () => {
    server = await startServer((_, res) => json(res, 200, sample.okBody));
    const result = await fn(sample.id)(
      createDataClient({ baseUrl: server.url, apiKey: KEY, retry: false }),
      sample.input,
    );
    expect(result).toEqual(sample.okBody);
    const seen = server.requests[0]!;
    expect([seen.method, seen.url.split("?")[0]]).toEqual([sample.method, expectedPath(sample)]);
    expect(seen.headers["x-data-api-key"]).toBe(KEY);
  });

  it("works without a key (none is sent)", async () => {
    server = await startServer((_, res) => json(res, 200, sample.okBody));
    await fn(sample.id)(createDataClient({ baseUrl: server.url }), sample.input);
    expect(server.requests[0]!.headers["x-data-api-key"]).toBeUndefined();
  });

  it("maps every declared error status to its error class, without the key anywhere", async () => {
    expect(sample.errorStatuses).toEqual(expect.arrayContaining([400, 401, 403, 404, 429, 500, 502, 503]));
    server = await startServer((req, res) => {
      const status = Number(req.headers["x-want"]);
      json(res, status, errorBody(status, `declared ${status}`));
    });
    const client = createDataClient({ baseUrl: server.url, apiKey: KEY, retry: false });
    for (const status of sample.errorStatuses) {
      const error = await fn(sample.id)(client, sample.input, { headers: { "x-want": String(status) } }).catch(
        (e: any) => e,
      );
      expect(error).toBeInstanceOf(ApiError);
      expect([status, error.name, error.status, error.operation]).toEqual([
        status,
        CLASS_BY_STATUS[status] ?? "ApiError",
        status,
        sample.id,
      ]);
      expect(error.body).toEqual(errorBody(status, `declared ${status}`));
      for (const text of [
        String(error),
        error.stack,
        JSON.stringify(error),
        inspect(error, { depth: 10, showHidden: true }),
      ])
        expect(text).not.toContain(KEY);
    }
  });

  it("rejects a non-JSON or wrongly shaped body with ResponseValidationError", async () => {
    server = await startServer((_, res, n) => {
      if (n === 1) {
        res.writeHead(200, { "content-type": "text/plain" });
        res.end("OK");
      } else if (n === 2) {
        res.writeHead(200, { "content-type": "application/json" });
        res.end("{truncated");
      } else json(res, 200, [sample.okBody]);
    });
    const client = createDataClient({ baseUrl: server.url, retry: false });
    for (let i = 0; i < 3; i++) {
      const error = await fn(sample.id)(client, sample.input).catch((e: any) => e);
      expect(error).toBeInstanceOf(ResponseValidationError);
      expect(error.operation).toBe(sample.id);
    }
  });
});

describe("the API key is a secret", () => {
  it("never appears in errors, hooks, logs, toString, JSON.stringify or util.inspect of the client", async () => {
    server = await startServer((_, res) => json(res, 401, errorBody(401, "Invalid API key")));
    const seen: string[] = [];
    const hooks: Hooks = {
      onRequest: ({ request }) => {
        seen.push(JSON.stringify(Object.fromEntries(request.headers)));
      },
      onResponse: ({ request }) => {
        seen.push(JSON.stringify(Object.fromEntries(request.headers)));
      },
      onError: ({ request, error }) => {
        seen.push(JSON.stringify(Object.fromEntries(request.headers)), String(error), inspect(error));
      },
    };
    const logged: unknown[] = [];
    const original = console.log;
    console.log = (...args: unknown[]) => {
      logged.push(...args);
    };
    const client = createDataClient({ baseUrl: server.url, apiKey: KEY, hooks, retry: { maxAttempts: 1 } });
    const error = await getChain(client, { path: { chainId: "43114" } }).catch((e: any) => e);
    console.log(client, error);
    console.log = original;
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(server.requests[0]!.headers["x-data-api-key"]).toBe(KEY); // on the wire: yes
    const printed = [
      ...seen,
      String(client),
      `${client}`,
      JSON.stringify(client),
      JSON.stringify({ client }),
      inspect(client, { depth: 20, showHidden: true }),
      String(error),
      error.stack,
      JSON.stringify(error),
      inspect(error, { depth: 20, showHidden: true }),
      inspect(logged, { depth: 20, showHidden: true }),
    ];
    for (const text of printed) expect(text).not.toContain(KEY);
    expect(seen.length).toBeGreaterThan(0);
  });

  it("a key given as a Secret works the same", async () => {
    server = await startServer((_, res) => json(res, 200, { chains: [] }));
    await listChains(createDataClient({ baseUrl: server.url, apiKey: new Secret(KEY) }));
    expect(server.requests[0]!.headers["x-data-api-key"]).toBe(KEY);
  });

  it("a network error with a key set does not carry it either", async () => {
    const error = await getChain(createDataClient({ baseUrl: await closedPort(), apiKey: KEY, retry: false }), {
      path: { chainId: "43114" },
    }).catch((e: any) => e);
    expect(error).toBeInstanceOf(NetworkError);
    for (const text of [String(error), JSON.stringify(error), inspect(error, { depth: 20, showHidden: true })])
      expect(text).not.toContain(KEY);
  });
});

describe("transport", () => {
  it("retries a 429 honouring Retry-After, then succeeds", async () => {
    server = await startServer((_, res, n) =>
      n === 1 ? json(res, 429, errorBody(429), { "retry-after": "1" }) : json(res, 200, { chains: [] }),
    );
    expect(await listChains(createDataClient({ baseUrl: server.url, retry: { random: () => 0 } }))).toEqual({
      chains: [],
    });
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]!.at - server.requests[0]!.at).toBeGreaterThanOrEqual(950);
  });

  it("timeout and abort are told apart", async () => {
    server = await startServer(() => {});
    const client = createDataClient({ baseUrl: server.url, retry: false });
    await expect(
      getBlock(client, { path: { chainId: "43114", blockId: "1" } }, { timeoutMs: 100 }),
    ).rejects.toBeInstanceOf(TimeoutError);
    await expect(
      getBlock(client, { path: { chainId: "43114", blockId: "1" } }, { signal: AbortSignal.timeout(100) }),
    ).rejects.toBeInstanceOf(AbortError);
  });
});

describe("other secret headers", () => {
  it("secretHeaders (e.g. the deployed service's x-glacier-api-key) are sent and kept out of errors", async () => {
    server = await startServer((_, res) => json(res, 403, errorBody(403)));
    const client = createDataClient({ baseUrl: server.url, retry: false, secretHeaders: { "x-glacier-api-key": KEY } });
    const error = await listChains(client).catch((e: any) => e);
    expect(server.requests[0]!.headers["x-glacier-api-key"]).toBe(KEY);
    expect(server.requests[0]!.headers["x-data-api-key"]).toBeUndefined();
    for (const text of [
      String(error),
      JSON.stringify(error),
      inspect(error, { depth: 10 }),
      inspect(client, { depth: 10 }),
    ])
      expect(text).not.toContain(KEY);
  });
});
