// Property-based fuzzing of both REST mocks: thousands of generated valid and invalid requests. Every answer must
// have a status the operation declares (404 for unknown paths, 405 for unknown methods on known paths, 413 for
// bodies over the limit), content type application/json, a body valid against the declared schema; the server
// must still serve afterwards.
import { Agent, request } from "node:http";
import { RouteTable } from "@avaspec/spec-model/routes";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataApi, metricsApi } from "../apis.js";
import { REQUEST_BUDGET_MS } from "../server/host.js";
import { MAX_BODY_BYTES } from "./http.js";
import type { RestApiDefinition } from "./rules.js";
import { startRestMock, type RunningMock } from "./server.js";
import { readOperations, type JsonSchema } from "./spec.js";
import { ResponseChecker } from "./test-support.js";
import { examplesOf, malformedEscape, type RawRequest, requestFor, strangeRequest } from "./test-support/requests.js";

const RUNS = 2000;
const agent = new Agent({ keepAlive: true, maxSockets: 4 });

interface RawReply {
  status: number;
  contentType: string | undefined;
  text: string;
}

function send(base: string, req: RawRequest): Promise<RawReply> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const r = request(
      {
        host: url.hostname,
        port: url.port,
        method: req.method,
        path: req.path,
        headers:
          req.body === undefined
            ? req.headers
            : { ...req.headers, "content-length": String(Buffer.byteLength(req.body)) },
        agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: res.headers["content-type"],
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", reject);
      },
    );
    r.on("error", reject);
    // a hang is no answer even after the server's own budget (it answers 503 when that passes); 10 s was passed once
    // by a request on a two-core machine under load 16
    r.setTimeout(REQUEST_BUDGET_MS + 5_000, () => r.destroy(new Error(`timeout on ${req.method} ${req.path}`)));
    r.end(req.body);
  });
}

describe.each([
  ["metrics", metricsApi()],
  ["data", dataApi()],
] as Array<[string, RestApiDefinition]>)("fuzzing the %s mock", (_name, api) => {
  const ops = readOperations(api.dereferenced);
  const routes = new RouteTable(ops);
  const checker = new ResponseChecker();
  const errorSchema = api.dereferenced.components.schemas.ErrorBody as JsonSchema;
  let mock: RunningMock;
  beforeAll(async () => {
    mock = await startRestMock(api, { port: 0, seed: "fuzz", logLevel: "error" });
  });
  afterAll(() => mock.close());

  const route = (method: string, rawPath: string) => {
    // the server resolves dot segments like any URL parser
    const path = new URL(`http://mock${rawPath}`).pathname;
    const hit = routes.match(method, path);
    return { op: hit.kind === "operation" ? hit.op : undefined, known: hit.kind !== "none" };
  };

  it(`answers ${RUNS} generated requests with declared statuses and schema-valid bodies`, async () => {
    const arb = fc.oneof(
      { weight: 8, arbitrary: fc.oneof(...ops.map((op) => requestFor(op, examplesOf(api.dereferenced, op)))) },
      { weight: 2, arbitrary: strangeRequest(ops) },
    );
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(arb, async (req) => {
        const t0 = performance.now();
        const reply = await send(mock.url, req);
        const ms = performance.now() - t0;
        if (process.env.FUZZ_SLOW && ms > 20)
          process.stderr.write(`slow ${Math.round(ms)} ms: ${req.method} ${req.path.slice(0, 140)}\n`);
        seen.set(reply.status, (seen.get(reply.status) ?? 0) + 1);
        const where = `${req.method} ${req.path} -> ${reply.status} ${reply.text.slice(0, 300)}`;
        expect(reply.status, where).toBeLessThan(500 + (req.headers.prefer?.startsWith("code=5") ? 100 : 0));
        if (req.method === "HEAD") return;
        expect(reply.contentType, where).toBe("application/json");
        const body = JSON.parse(reply.text);
        const { op, known } = route(req.method, req.path);
        if (op) {
          expect(op.statuses, where).toContain(String(reply.status));
          expect(checker.check(op, reply.status, body), where).toBeUndefined();
        } else {
          if (malformedEscape(req.path)) expect(reply.status, where).toBe(400);
          else {
            expect([404, 405], where).toContain(reply.status);
            if (!known) expect(reply.status, where).toBe(404);
          }
          expect(checker.checkSchema(errorSchema, body), where).toBeUndefined();
        }
      }),
      { numRuns: RUNS, seed: 20_241_121 },
    );
    // both success and failure paths were exercised
    expect(seen.get(200) ?? 0).toBeGreaterThan(RUNS / 10);
    expect(seen.get(400) ?? 0).toBeGreaterThan(RUNS / 20);
    expect(seen.get(404) ?? 0).toBeGreaterThan(0);
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
    const ready = await send(mock.url, { method: "GET", path: "/__avaspec/ready", headers: {} });
    expect(ready.status).toBe(200);
    // 2000 requests: seconds alone, a minute or more on a loaded 2-core CI machine
  }, 180_000);

  it("the checker itself rejects wrong bodies and undeclared statuses", () => {
    const op = ops.find((o) => o.method === "get" && !o.pagination)!;
    expect(checker.check(op, 200, { unexpected: true })).toBeDefined();
    expect(checker.check(op, 418, {})).toMatch(/not declared/);
    expect(checker.checkSchema(errorSchema, { message: 1, statusCode: 400, error: "Bad Request" })).toBeDefined();
    expect(checker.checkSchema(errorSchema, { message: "m", statusCode: 400, error: "Bad Request" })).toBeUndefined();
  });

  it("answers bodies over the limit with 413 and keeps serving", async () => {
    const op = ops.find((o) => o.requestBodySchema) ?? ops[0]!;
    const big = JSON.stringify({ pad: "x".repeat(MAX_BODY_BYTES) });
    const reply = await send(mock.url, {
      method: "POST",
      path: op.path.replace(/\{[^}]+\}/g, "1"),
      headers: { "content-type": "application/json" },
      body: big,
    });
    expect(reply.status).toBe(413);
    expect(checker.checkSchema(errorSchema, JSON.parse(reply.text))).toBeUndefined();
    const ready = await send(mock.url, { method: "GET", path: "/__avaspec/ready", headers: {} });
    expect(ready.status).toBe(200);
  });
});
