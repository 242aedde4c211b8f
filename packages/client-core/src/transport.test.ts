import { inspect } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import {
  AbortError,
  ApiError,
  AvaspecError,
  BadGatewayError,
  BadRequestError,
  ForbiddenError,
  InternalServerError,
  NetworkError,
  NotFoundError,
  RateLimitError,
  ResponseValidationError,
  ServiceUnavailableError,
  TimeoutError,
  UnauthorizedError,
  createTransport,
  readJson,
  redactUrl,
  type ErrorHookContext,
  type TransportOptions,
} from "./index.js";
import { closedPort, errorBody, json, startServer, type TestServer } from "./test-support/server.js";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const fast: TransportOptions["retry"] = { random: () => 0 };
const get = (url: string, init?: RequestInit) => new Request(url, init);
/** What one call makes of a server that answers `status` with an HTML body. */
async function errorFromRawAnswer(status: number, html: string) {
  server = await startServer((_, res) => {
    res.writeHead(status, { "content-type": "text/html" });
    res.end(html);
  });
  return createTransport({ retry: false })
    .send(get(`${server.url}/x`), { operation: "op" })
    .catch((e) => e);
}

describe("retries", () => {
  it("retries a 429 after Retry-After given in seconds", async () => {
    server = await startServer((_, res, n) =>
      n === 1 ? json(res, 429, errorBody(429), { "retry-after": "1" }) : json(res, 200, { ok: true }),
    );
    const delays: (number | undefined)[] = [];
    const t = createTransport({
      retry: fast,
      hooks: {
        onError: (c) => {
          delays.push(c.delayMs);
        },
      },
    });
    const res = await t.send(get(`${server.url}/x`), { operation: "op" });
    expect(await res.json()).toEqual({ ok: true });
    expect(server.requests).toHaveLength(2);
    expect(delays).toEqual([1000]);
    expect(server.requests[1]!.at - server.requests[0]!.at).toBeGreaterThanOrEqual(950);
  });

  it("retries a 429 after Retry-After given as an HTTP date", async () => {
    const retryAt = new Date(Date.now() + 2000).toUTCString();
    server = await startServer((_, res, n) =>
      n === 1 ? json(res, 429, errorBody(429), { "retry-after": retryAt }) : json(res, 200, { ok: true }),
    );
    const delays: (number | undefined)[] = [];
    const t = createTransport({
      retry: fast,
      hooks: {
        onError: (c) => {
          delays.push(c.delayMs);
        },
      },
    });
    await t.send(get(`${server.url}/x`), { operation: "op" });
    expect(server.requests).toHaveLength(2);
    // jitter is pinned to 0, so a positive wait can only come from the date
    expect(delays[0]).toBeGreaterThan(900);
    expect(delays[0]).toBeLessThanOrEqual(2000);
    expect(server.requests[1]!.at - server.requests[0]!.at).toBeGreaterThanOrEqual(delays[0]! - 50);
  });

  it("stops after maxAttempts and throws the last error", async () => {
    server = await startServer((_, res) => json(res, 503, errorBody(503, "subnet node unhealthy")));
    const t = createTransport({ retry: { random: () => 0, maxAttempts: 4 } });
    const error = await t.send(get(`${server.url}/x`), { operation: "getThing" }).catch((e) => e);
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect(server.requests).toHaveLength(4);
  });

  it("does not start a wait that would end past maxElapsedMs (Retry-After too long)", async () => {
    server = await startServer((_, res) => json(res, 429, errorBody(429), { "retry-after": "5" }));
    const t = createTransport({ retry: { maxElapsedMs: 1000 } });
    const error = await t.send(get(`${server.url}/x`), { operation: "op" }).catch((e) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error.retryAfterMs).toBe(5000);
    expect(server.requests).toHaveLength(1);
  });

  it("bounds the total time of backoff waits", async () => {
    server = await startServer((_, res) => json(res, 500, errorBody(500)));
    // waits would be 199, 399, 799 ms …: the third would end past 1,000 ms (wide margins: the machine may be busy)
    const t = createTransport({
      retry: { maxAttempts: 10, baseDelayMs: 200, maxElapsedMs: 1000, random: () => 0.999999 },
    });
    const error = await t.send(get(`${server.url}/x`), { operation: "op" }).catch((e) => e);
    expect(error).toBeInstanceOf(InternalServerError);
    expect(server.requests).toHaveLength(3);
  });

  it("retries connection errors, 408 and every 5xx, but not other 4xx", async () => {
    for (const [status, attempts] of [
      [408, 2],
      [500, 2],
      [502, 2],
      [503, 2],
      [504, 2],
      [400, 1],
      [401, 1],
      [403, 1],
      [404, 1],
    ] as const) {
      server = await startServer((_, res) => json(res, status, errorBody(status)));
      const t = createTransport({ retry: { maxAttempts: 2, random: () => 0 } });
      await t.send(get(`${server.url}/x`), { operation: "op" }).catch(() => {});
      expect([status, server.requests.length]).toEqual([status, attempts]);
      await server.close();
      server = undefined;
    }
  });

  it("does not retry a POST unless the call is declared idempotent", async () => {
    server = await startServer((req, res) => json(res, 503, errorBody(503, req.body)));
    const t = createTransport({ retry: fast });
    const post = () =>
      get(`${server!.url}/q`, {
        method: "POST",
        body: JSON.stringify({ q: 1 }),
        headers: { "content-type": "application/json" },
      });
    await expect(t.send(post(), { operation: "compositeQuery" })).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(server.requests).toHaveLength(1);
    await expect(t.send(post(), { operation: "compositeQuery", idempotent: true })).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
    expect(server.requests).toHaveLength(4);
    // the body is sent again, intact, on every attempt
    expect(server.requests.map((r) => r.body)).toEqual(Array(4).fill('{"q":1}'));
  });

  it("retry: false (client or call) means one attempt", async () => {
    server = await startServer((_, res) => json(res, 503, errorBody(503)));
    await createTransport({ retry: false })
      .send(get(`${server.url}/x`), { operation: "op" })
      .catch(() => {});
    expect(server.requests).toHaveLength(1);
    await createTransport({ retry: fast })
      .send(get(`${server.url}/x`), { operation: "op", retry: false })
      .catch(() => {});
    expect(server.requests).toHaveLength(2);
  });

  it("retries a connection refused, then throws NetworkError", async () => {
    const url = await closedPort();
    const errors: ErrorHookContext[] = [];
    const t = createTransport({
      retry: { maxAttempts: 2, random: () => 0 },
      hooks: {
        onError: (c) => {
          errors.push(c);
        },
      },
    });
    const error = await t.send(get(`${url}/v2/chains`), { operation: "listChains" }).catch((e) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toBeInstanceOf(AvaspecError);
    expect(error.message).toMatch(/listChains .*GET http:\/\/127\.0\.0\.1:\d+\/v2\/chains.*ECONNREFUSED/);
    expect(errors.map((e) => e.willRetry)).toEqual([true, false]);
  });
});

describe("timeouts and aborts", () => {
  it("a server that never answers gives TimeoutError", async () => {
    server = await startServer(() => {});
    const error = await createTransport({ timeoutMs: 200, retry: false })
      .send(get(`${server.url}/x`), { operation: "op" })
      .catch((e) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error.timeoutMs).toBe(200);
  });

  it("a body that stalls after the headers also times out, and the call's timeout wins over the client's", async () => {
    server = await startServer((_, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"a":');
    });
    const t = createTransport({ timeoutMs: 60_000, retry: false });
    await expect(t.send(get(`${server.url}/x`), { operation: "op", timeoutMs: 200 })).rejects.toBeInstanceOf(
      TimeoutError,
    );
  });

  it("timeouts are retried for idempotent calls", async () => {
    server = await startServer((_, res, n) => {
      if (n > 1) json(res, 200, { ok: 1 });
    });
    const res = await createTransport({ timeoutMs: 200, retry: fast }).send(get(`${server.url}/x`), {
      operation: "op",
    });
    expect(await res.json()).toEqual({ ok: 1 });
  });

  it("the first attempt gets the full timeout even past the retry budget; no retry starts after it", async () => {
    server = await startServer(() => {});
    const t = createTransport({ timeoutMs: 300, retry: { maxElapsedMs: 100, random: () => 0 } });
    const error = await t.send(get(`${server.url}/x`), { operation: "op" }).catch((e: any) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error.timeoutMs).toBe(300);
    expect(server.requests).toHaveLength(1);
  });

  it("a retry's timeout is clipped to what is left of the budget", async () => {
    server = await startServer(() => {});
    const t = createTransport({ timeoutMs: 400, retry: { maxElapsedMs: 600, random: () => 0, maxAttempts: 5 } });
    const error = await t.send(get(`${server.url}/x`), { operation: "op" }).catch((e: any) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error.timeoutMs).toBeLessThan(400);
    expect(server.requests).toHaveLength(2);
  });

  it("the caller's abort gives AbortError carrying the reason, not TimeoutError", async () => {
    server = await startServer(() => {});
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("user left")), 100);
    const error = await createTransport({ timeoutMs: 10_000 })
      .send(get(`${server.url}/x`), { operation: "op", signal: controller.signal })
      .catch((e) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect(error.name).toBe("AbortError");
    expect(error.cause).toEqual(new Error("user left"));
    expect(server.requests).toHaveLength(1);
  });

  it("an abort during a backoff wait stops at once", async () => {
    server = await startServer((_, res) => json(res, 429, errorBody(429), { "retry-after": "20" }));
    const controller = new AbortController();
    const t = createTransport({
      retry: { maxElapsedMs: 60_000 },
      hooks: {
        onError: () => {
          setTimeout(() => controller.abort(), 50);
        },
      },
    });
    const started = Date.now();
    const error = await t.send(get(`${server.url}/x`), { operation: "op", signal: controller.signal }).catch((e) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(server.requests).toHaveLength(1);
  });

  it("an already aborted signal sends nothing", async () => {
    server = await startServer((_, res) => json(res, 200, {}));
    await expect(
      createTransport().send(get(`${server.url}/x`), { operation: "op", signal: AbortSignal.abort() }),
    ).rejects.toBeInstanceOf(AbortError);
    expect(server.requests).toHaveLength(0);
  });

  it("a custom fetch that ignores the signal still times out", async () => {
    const t = createTransport({ timeoutMs: 100, retry: false, fetch: () => new Promise<Response>(() => {}) });
    await expect(t.send(get("http://127.0.0.1:9/x"), { operation: "op" })).rejects.toBeInstanceOf(TimeoutError);
  });
});

describe("error mapping", () => {
  const classes = {
    400: BadRequestError,
    401: UnauthorizedError,
    403: ForbiddenError,
    404: NotFoundError,
    429: RateLimitError,
    500: InternalServerError,
    502: BadGatewayError,
    503: ServiceUnavailableError,
  } as const;
  for (const [status, Class] of Object.entries(classes)) {
    it(`HTTP ${status} → ${Class.name} with the parsed body`, async () => {
      server = await startServer((_, res) =>
        json(res, Number(status), errorBody(Number(status), ["first problem", "second"]), {
          "x-request-id": "req-123",
        }),
      );
      const error = await createTransport({ retry: false })
        .send(get(`${server.url}/v2/chains/1`), { operation: "getChain" })
        .catch((e) => e);
      expect(error).toBeInstanceOf(Class);
      expect(error).toBeInstanceOf(ApiError);
      expect(error.name).toBe(Class.name);
      expect(error.status).toBe(Number(status));
      expect(error.body).toEqual(errorBody(Number(status), ["first problem", "second"]));
      expect(error.messages).toEqual(["first problem", "second"]);
      expect(error.operation).toBe("getChain");
      expect(error.requestId).toBe("req-123");
      expect(error.url).toBe(`${server!.url}/v2/chains/1`);
      expect(error.message).toContain("getChain");
      expect(error.message).toContain("first problem; second");
    });
  }

  it("an undeclared status is a plain ApiError; a non-JSON error body is kept raw", async () => {
    const error = await errorFromRawAnswer(418, "<html>teapot</html>");
    expect(error.constructor).toBe(ApiError);
    expect(error.status).toBe(418);
    expect(error.body).toBeUndefined();
    expect(error.rawBody).toBe("<html>teapot</html>");
  });

  it("an HTML 502 from a proxy is still a BadGatewayError", async () => {
    const error = await errorFromRawAnswer(502, "<h1>502 Bad Gateway</h1>");
    expect(error).toBeInstanceOf(BadGatewayError);
    expect(error.message).toContain("<h1>502 Bad Gateway</h1>");
  });

  it("URLs in errors lose their user info", () => {
    expect(redactUrl("https://user:hunter2@example.test/v1/chains?network=mainnet")).toBe(
      "https://example.test/v1/chains?network=mainnet",
    );
    expect(redactUrl("http://127.0.0.1:9/x")).toBe("http://127.0.0.1:9/x");
    expect(redactUrl("not a url")).toBe("not a url");
  });
});

describe("JSON bodies", () => {
  it("readJson rejects a non-JSON content type and an unparsable body with ResponseValidationError", async () => {
    const html = new Response("<html>", { status: 200, headers: { "content-type": "text/html" } });
    await expect(readJson(html, "getChain")).rejects.toThrow(
      /getChain: invalid response body.*expected content-type application\/json, got "text\/html"/,
    );
    const broken = new Response("{not json", { status: 200, headers: { "content-type": "application/json" } });
    const error: any = await readJson(broken, "getChain").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error.problem).toMatch(/not valid JSON/);
    expect(
      await readJson(new Response('{"a":1}', { headers: { "content-type": "application/json; charset=utf-8" } }), "x"),
    ).toEqual({ a: 1 });
  });
});

describe("hooks, custom fetch and secret headers", () => {
  it("without hooks, fetch starts within send(), before send returns (its hook loop is inline, not awaited)", () => {
    let calls = 0;
    const t = createTransport({
      retry: false,
      fetch: async () => {
        calls++;
        return Response.json({ ok: true });
      },
    });
    const pending = t.send(get("http://127.0.0.1:1/x"), { operation: "x" });
    expect(calls).toBe(1);
    return pending;
  });

  const KEY = "sk-live-abcdef123456";

  it("sends secret headers on the wire but never shows them to hooks, errors or printing", async () => {
    server = await startServer((_, res) => json(res, 401, errorBody(401, "bad key")));
    const seenByHooks: string[] = [];
    const t = createTransport({
      retry: false,
      headers: { "user-agent-extra": "avaspec" },
      secretHeaders: { "x-data-api-key": KEY },
      hooks: {
        onRequest: ({ request }) => {
          seenByHooks.push(JSON.stringify([...request.headers]));
        },
        onError: ({ request, error }) => {
          seenByHooks.push(JSON.stringify([...request.headers]), String(error));
        },
      },
    });
    const error = await t.send(get(`${server.url}/v1/chains`), { operation: "listChains" }).catch((e) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(server.requests[0]!.headers["x-data-api-key"]).toBe(KEY);
    expect(server.requests[0]!.headers["user-agent-extra"]).toBe("avaspec");
    const printed = [
      String(error),
      error.stack,
      JSON.stringify(error),
      inspect(error, { depth: 10, showHidden: true }),
      inspect(t, { depth: 10, showHidden: true }),
      JSON.stringify(t),
      ...seenByHooks,
    ];
    for (const text of printed) expect(text).not.toContain(KEY);
  });

  it("a server that echoes the key in its error body does not put it into the error", async () => {
    server = await startServer((req, res) =>
      json(res, 403, errorBody(403, `key ${req.headers["x-data-api-key"]} is not allowed here`)),
    );
    const t = createTransport({ retry: false, secretHeaders: { "x-data-api-key": KEY } });
    const error = await t.send(get(`${server.url}/x`), { operation: "op" }).catch((e: any) => e);
    expect(error.messages).toEqual(["key [redacted] is not allowed here"]);
    expect(JSON.stringify(error)).toContain('"message":"op (GET');
    for (const text of [String(error), JSON.stringify(error), inspect(error, { depth: 10 })])
      expect(text).not.toContain(KEY);
  });

  it("hooks run on every attempt, in order, with the attempt number", async () => {
    server = await startServer((_, res, n) => (n < 3 ? json(res, 500, errorBody(500)) : json(res, 200, { ok: true })));
    const events: string[] = [];
    const t = createTransport({
      retry: { random: () => 0 },
      hooks: {
        onRequest: ({ attempt, operation }) => {
          events.push(`request ${operation} #${attempt}`);
        },
        onResponse: ({ attempt, response }) => {
          events.push(`response #${attempt} ${response.status}`);
        },
        onError: ({ attempt, error, willRetry }) => {
          events.push(`error #${attempt} ${error.name} retry=${willRetry}`);
        },
      },
    });
    await t.send(get(`${server.url}/x`), { operation: "getThing" });
    expect(events).toEqual([
      "request getThing #1",
      "response #1 500",
      "error #1 InternalServerError retry=true",
      "request getThing #2",
      "response #2 500",
      "error #2 InternalServerError retry=true",
      "request getThing #3",
      "response #3 200",
    ]);
  });

  it("uses the custom fetch; onRequest and onResponse may replace the request and response", async () => {
    const calls: string[] = [];
    const t = createTransport({
      fetch: async (request) => {
        calls.push(`${request.method} ${request.url} ${request.headers.get("x-trace")}`);
        return new Response('{"n":1}', { headers: { "content-type": "application/json" } });
      },
      hooks: [
        { onRequest: ({ request }) => new Request(request, { headers: { "x-trace": "t-1" } }) },
        {
          onResponse: async ({ response }) =>
            new Response(JSON.stringify({ n: ((await response.json()) as { n: number }).n + 1 }), {
              headers: response.headers,
            }),
        },
      ],
    });
    const res = await t.send(get("http://127.0.0.1:9/v2/chains"), { operation: "listChains" });
    expect(await res.json()).toEqual({ n: 2 });
    expect(calls).toEqual(["GET http://127.0.0.1:9/v2/chains t-1"]);
  });
});
