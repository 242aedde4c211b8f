// The REST engine as fault rules and scenarios use it: what it identifies, forced answers (a declared status, a
// named example), and the catalogue read from the document. Plus the host's percent-decoding on the real mocks.
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataApi, metricsApi } from "../apis.js";
import { type ForcedAnswer, type MockRequest, onAbortOf } from "../server/exchange.js";
import { createRestEngine, type RestEngine } from "./engine.js";
import { type RunningMock, startRestMock } from "./server.js";

const NEVER_ABORTED = new AbortController().signal;

const api = metricsApi();
let engine: RestEngine;
let metrics: RunningMock;
let data: RunningMock;
beforeAll(async () => {
  engine = await createRestEngine(api, { seed: "engine" });
  [metrics, data] = await Promise.all([
    startRestMock(api, { port: 0, logLevel: "silent" }),
    startRestMock(dataApi(), { port: 0, logLevel: "silent" }),
  ]);
});
afterAll(() => Promise.all([metrics.close(), data.close()]));

function get(rawUrl: string, headers: Record<string, string> = {}): MockRequest {
  return {
    method: "GET",
    rawUrl,
    path: rawUrl.split("?")[0]!,
    query: Object.fromEntries(new URLSearchParams(rawUrl.split("?")[1] ?? "")),
    headers,
    body: Buffer.alloc(0),
    remoteAddress: "127.0.0.1",
    receivedAt: Date.now(),
    signal: NEVER_ABORTED,
    onAbort: onAbortOf(NEVER_ABORTED),
  };
}

/** The engine's answer to a request it routed itself, as the host hands routes over. */
const answerOf = (request: MockRequest, forced?: ForcedAnswer) =>
  engine.answer(request, engine.identify(request), forced);

describe("REST engine", () => {
  it("identify routes to the operationId; an unknown path names none", () => {
    expect(engine.identify(get("/v2/chains/43114"))).toMatchObject({ operations: ["getChain"] });
    expect(engine.identify({ ...get("/v2/chains"), method: "HEAD" })).toMatchObject({ operations: ["listChains"] });
    expect(engine.identify(get("/v2/nowhere"))).toMatchObject({ operations: [] });
  });

  it("a forced status answers the operation's declared body for it, as Prefer: code=N does", async () => {
    const own = await answerOf(get("/v2/chains/43114"));
    expect(own.status).toBe(200);
    const forced = await answerOf(get("/v2/chains/43114"), { status: 404 });
    expect(forced.status).toBe(404);
    // the declared example ("Chain 999999 not found"), naming the request's chain
    expect(JSON.parse(String(forced.body))).toEqual({
      message: "Chain 43114 not found",
      statusCode: 404,
      error: "Not Found",
    });
    const undeclared = await answerOf(get("/v2/chains/43114"), { status: 418 });
    expect(undeclared.status).toBe(400);
    expect(JSON.parse(String(undeclared.body)).message).toMatch(/Prefer cannot be met/);
  });

  it("a forced example answers that example, as Prefer: example=name does", async () => {
    const r = await answerOf(get("/v2/chains"), { example: "withNextPage" });
    expect(r.status).toBe(200);
    expect(JSON.parse(String(r.body)).nextPageToken).toBe("4e7a1c5e-3f0b-4a55-9d2c-6a8f1e2b7c90");
  });

  it("the catalogue lists every operation with its declared statuses and example names by status", () => {
    const catalogue = engine.catalogue();
    expect(catalogue.map((c) => c.id)).toEqual(engine.operations.map((o) => o.operationId));
    const getChain = catalogue.find((c) => c.id === "getChain")!;
    expect(getChain.statuses).toEqual(expect.arrayContaining([200, 400, 404, 503]));
    expect(getChain.examples["404"]).toEqual(["chainNotFound"]);
    expect(getChain.examples["200"]).toEqual(["cChain"]);
  });

  it("transport errors are the seed's JSON body", () => {
    const r = engine.transportError(413, "too big");
    expect(r.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(String(r.body))).toEqual({ message: "too big", statusCode: 413, error: "Payload Too Large" });
  });
});

function rawGet(url: string, path: string): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}${path}`, { method: "GET" }, (res) => {
      let text = "";
      res.on("data", (c) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("percent-encoding on the REST mocks", () => {
  it.each(["%ff", "%", "%C3%28"])("%s in a routed path → 400 with the error body on both mocks", async (bad) => {
    for (const [mock, path] of [
      [metrics, `/v2/chains/${bad}`],
      [data, `/v1/chains/${bad}`],
    ] as const) {
      const r = await rawGet(mock.url, path);
      expect(r.status, path).toBe(400);
      expect(r.body).toMatchObject({ statusCode: 400, error: "Bad Request" });
      expect(String(r.body.message)).toMatch(/malformed percent-encoding/);
    }
  });
});
