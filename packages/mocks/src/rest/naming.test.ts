// A forced error answer names what the request named (naming.ts): `Prefer: code=404` on /v1/chains/43114 says
// "Chain 43114 not found", not the example's "Chain 999999 not found"; on both request paths (compiled, Prism), with
// bodies that stay valid against the response schema; an example asked for by name is served as the document has it.
import { beforeAll, describe, expect, it } from "vitest";
import { dataApi, metricsApi } from "../apis.js";
import { type MockRequest, onAbortOf } from "../server/exchange.js";
import { createRestEngine, type RestEngine, type RestEngineKind } from "./engine.js";
import { RequestNaming } from "./naming.js";
import { type JsonSchema, readOperations } from "./spec.js";
import { ResponseChecker } from "./test-support.js";
import { examplesOf } from "./test-support/requests.js";

const NEVER_ABORTED = new AbortController().signal;
const C_CHAIN_BLOCKCHAIN_ID = "2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5";

function get(rawUrl: string, headers: Record<string, string> = {}): MockRequest {
  const [path, query] = rawUrl.split("?") as [string, string | undefined];
  return {
    method: "GET",
    rawUrl,
    path: decodeURIComponent(path),
    query: Object.fromEntries(new URLSearchParams(query ?? "")),
    headers,
    body: new Uint8Array(0),
    remoteAddress: "127.0.0.1",
    receivedAt: Date.now(),
    signal: NEVER_ABORTED,
    onAbort: onAbortOf(NEVER_ABORTED),
  };
}

async function answer(engine: RestEngine, rawUrl: string, headers: Record<string, string> = {}) {
  const request = get(rawUrl, headers);
  const r = await engine.answer(request, engine.identify(request));
  return { status: r.status, body: JSON.parse(String(r.body)) as { message: unknown; statusCode: number } };
}

describe.each(["compiled", "prism"] as RestEngineKind[])("forced error answers on the %s path", (kind) => {
  let data: RestEngine;
  let metrics: RestEngine;
  beforeAll(async () => {
    [data, metrics] = await Promise.all([
      createRestEngine(dataApi(), { seed: "naming", engine: kind }),
      createRestEngine(metricsApi(), { seed: "naming", engine: kind }),
    ]);
  });

  it("data: Prefer code=404 on GET /v1/chains/43114 names chain 43114", async () => {
    const r = await answer(data, "/v1/chains/43114", { prefer: "code=404" });
    expect(r).toEqual({ status: 404, body: { message: "Chain 43114 not found", statusCode: 404, error: "Not Found" } });
    // the query form, and a chain named by its blockchain ID
    expect((await answer(data, "/v1/chains/1?__code=404")).body.message).toBe("Chain 1 not found");
    const byId = await answer(data, `/v1/chains/${C_CHAIN_BLOCKCHAIN_ID}`, { prefer: "code=404" });
    expect(byId.body.message).toBe(`Chain ${C_CHAIN_BLOCKCHAIN_ID} not found`);
  });

  it("data: getBlock's 404 names the request's chain, not its block", async () => {
    const r = await answer(data, "/v1/chains/8453/blocks/12", { prefer: "code=404" });
    expect(r.body.message).toBe("Chain 8453 not found");
  });

  it("data: the 503 example names chain 43114, the parameter's example: a request names its own", async () => {
    const r = await answer(data, "/v1/chains/1?__code=503");
    expect(r.body).toEqual({
      message: "Chain 1 is temporarily unavailable",
      statusCode: 503,
      error: "Service Unavailable",
    });
  });

  it("metrics: Prefer code=404 on getChain and getChainMetrics names the request's chain", async () => {
    expect((await answer(metrics, "/v2/chains/1", { prefer: "code=404" })).body.message).toBe("Chain 1 not found");
    const total = await answer(metrics, "/v2/chains/total/metrics/txCount?timeInterval=day", { prefer: "code=503" });
    expect(total.body.message).toBe("Chain total is temporarily unavailable");
    const mainnet = await answer(metrics, "/v2/chains/mainnet/metrics/txCount?timeInterval=day", {
      prefer: "code=404",
    });
    expect(mainnet.body.message).toBe("Chain mainnet not found");
  });

  it("a message that names no parameter stays as declared (500, 429, a 400 whose number is a page size)", async () => {
    const of = async (code: number) =>
      (await answer(data, "/v1/chains/1", { prefer: `code=${code}` })).body.message as unknown;
    expect(await of(500)).toBe("Internal server error");
    expect(await of(429)).toBe("Rate limit exceeded: retry in 30 seconds");
    expect(await of(400)).toEqual(["pageSize must not be greater than 2160"]);
    expect(await of(401)).toBe("Unauthorized");
    // an operation without path parameters: the example as it is
    expect((await answer(data, "/v1/chains", { prefer: "code=404" })).body.message).toBe("Chain 999999 not found");
  });

  it("an example asked for by name is served verbatim", async () => {
    const named = await answer(data, "/v1/chains/43114", { prefer: "code=404, example=chainNotFound" });
    expect(named).toEqual({
      status: 404,
      body: { message: "Chain 999999 not found", statusCode: 404, error: "Not Found" },
    });
    const query = await answer(data, "/v1/chains/43114?__code=404&__example=chainNotFound");
    expect(query.body.message).toBe("Chain 999999 not found");
    const unavailable = await answer(data, "/v1/chains/1", { prefer: "code=503, example=subnetUnavailable" });
    expect(unavailable.body.message).toBe("Chain 43114 is temporarily unavailable");
  });

  it("every forced error answer of every operation stays valid against its response schema", async () => {
    const checker = new ResponseChecker();
    let checked = 0;
    for (const [engine, api] of [
      [data, dataApi()],
      [metrics, metricsApi()],
    ] as const) {
      for (const op of readOperations(api.dereferenced)) {
        if (op.method !== "get") continue;
        const examples = examplesOf(api.dereferenced, op).path;
        let path = op.path;
        for (const name of op.pathParamNames) path = path.replace(`{${name}}`, encodeURIComponent(examples[name]![0]!));
        const declared = (api.dereferenced.paths[op.path].get.parameters ?? []) as JsonSchema[];
        const query = declared
          .filter((p) => p.in === "query" && p.required)
          .map((p) => `${p.name}=${encodeURIComponent(String(p.example ?? p.schema?.enum?.[0] ?? p.schema?.default))}`);
        const target = query.length > 0 ? `${path}?${query.join("&")}` : path;
        for (const status of op.statuses.filter((s) => /^[45]\d\d$/.test(s)).map(Number)) {
          const r = await answer(engine, target, { prefer: `code=${status}` });
          if (r.status !== status) continue; // an invalid request with the spec's examples: a 400 of its own
          expect(checker.check(op, status, r.body), `${op.operationId} ${status}`).toBeUndefined();
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});

describe("RequestNaming", () => {
  const document = (parameters: JsonSchema[], path = "/v1/{a}/{b}"): JsonSchema => ({
    openapi: "3.1.0",
    paths: { [path]: { get: { operationId: "op", parameters, responses: {} } } },
  });
  const naming = (doc: JsonSchema) => new RequestNaming(doc, readOperations(doc)[0]!);
  const numeric = { type: "string", pattern: "^[0-9]+$" };

  it("replaces the word after the parameter's noun when it has the parameter's shape, keeping punctuation", () => {
    const n = naming(document([{ name: "chainId", in: "path", required: true, schema: numeric }], "/c/{chainId}"));
    expect(n.message("Chain (999999) not found.", { chainId: "5" })).toBe("Chain (5) not found.");
    expect(n.message("chain 999999, again", { chainId: "5" })).toBe("chain 5, again");
    // not of the shape, or not after the noun
    expect(n.message("Chain abc not found", { chainId: "5" })).toBe("Chain abc not found");
    expect(n.message("limit 2160 for chain", { chainId: "5" })).toBe("limit 2160 for chain");
  });

  it("replaces a declared example value wherever it stands as a word", () => {
    const n = naming(
      document(
        [{ name: "node", in: "path", required: true, schema: { type: "string" }, example: "NodeID-abc" }],
        "/n/{node}",
      ),
    );
    expect(n.message("validator NodeID-abc is gone", { node: "NodeID-xyz" })).toBe("validator NodeID-xyz is gone");
    expect(n.message("validator NodeID-abcd is gone", { node: "NodeID-xyz" })).toBe("validator NodeID-abcd is gone");
  });

  it("a shapeless parameter claims no word by its noun; a word two claim with different values stays", () => {
    const shapeless = naming(
      document(
        [{ name: "subnetId", in: "path", required: true, schema: { type: "string", minLength: 1 } }],
        "/s/{subnetId}",
      ),
    );
    expect(shapeless.message("Subnet is unavailable", { subnetId: "x" })).toBe("Subnet is unavailable");
    const both = naming(
      document([
        { name: "a", in: "path", required: true, schema: numeric, example: "7" },
        { name: "b", in: "path", required: true, schema: numeric, example: "7" },
      ]),
    );
    expect(both.message("item 7 not found", { a: "1", b: "2" })).toBe("item 7 not found");
    expect(both.message("item 7 not found", { a: "3", b: "3" })).toBe("item 3 not found");
  });

  it("touches only error bodies of the contract's form, and says when nothing changed", () => {
    const n = naming(document([{ name: "chainId", in: "path", required: true, schema: numeric }], "/c/{chainId}"));
    const ok = { status: 200, body: { message: "Chain 9 not found" }, headers: {} };
    expect(n.answer(ok, { chainId: "5" })).toBe(ok);
    const same = { status: 500, body: { message: "Internal", statusCode: 500, error: "x" }, json: "{}", headers: {} };
    expect(n.answer(same, { chainId: "5" })).toBe(same);
    const lines = { status: 404, body: { message: ["Chain 9 not found"], statusCode: 404 }, json: "{}", headers: {} };
    expect(n.answer(lines, { chainId: "5" })).toEqual({
      status: 404,
      body: { message: ["Chain 5 not found"], statusCode: 404 },
      headers: {},
    });
  });
});
