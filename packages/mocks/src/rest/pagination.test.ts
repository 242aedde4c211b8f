// Pagination properties of both REST mocks, read from the specs (no hand lists of operations or parameters):
// - following nextPageToken from random valid requests always ends, with no item twice and full pages until the last;
// - an empty or blank value of any parameter answers a declared 400 or exactly what the request without it answers;
// - a page token is bound to every parameter that shapes the listing (the page size included) and to the body.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataApi, metricsApi, startDataMock, startMetricsMock } from "../apis.js";
import type { RestApiDefinition } from "./rules.js";
import type { RunningMock } from "./server.js";
import { readOperations, type JsonSchema, type OperationInfo, type ParameterInfo } from "./spec.js";
import { call, postJson, type Reply } from "./test-support.js";

const NOW_MS = Date.UTC(2024, 8, 1, 12);
const NOW = NOW_MS / 1000;
const MAX_PAGES = 400;

/** The spec's example values of a parameter (example, then examples), as strings. */
function examplesOf(p: ParameterInfo, raw: JsonSchema | undefined): string[] {
  const values = [raw?.example, ...Object.values<JsonSchema>(raw?.examples ?? {}).map((e) => e.value)];
  if (Array.isArray(p.schema.enum)) values.push(...p.schema.enum);
  return [...new Set(values.filter((v) => v !== undefined).map(String))];
}

interface Shape {
  op: OperationInfo;
  /** example values per parameter name */
  examples: Record<string, string[]>;
  body?: unknown;
}

function shapesOf(api: RestApiDefinition): Shape[] {
  return readOperations(api.dereferenced).map((op) => {
    const declared = (api.dereferenced.paths[op.path][op.method].parameters ?? []) as JsonSchema[];
    const examples: Record<string, string[]> = {};
    for (const p of op.parameters)
      examples[p.name] = examplesOf(
        p,
        declared.find((d) => d.name === p.name),
      );
    const media = api.dereferenced.paths[op.path][op.method].requestBody?.content?.["application/json"];
    const body = media?.example ?? Object.values<JsonSchema>(media?.examples ?? {})[0]?.value;
    return { op, examples, body };
  });
}

function target(shape: Shape, query: Record<string, string>, pathValues?: Record<string, string>): string {
  let path = shape.op.path;
  for (const p of shape.op.parameters.filter((q) => q.in === "path")) {
    path = path.replace(`{${p.name}}`, encodeURIComponent(pathValues?.[p.name] ?? shape.examples[p.name]![0]!));
  }
  const qs = new URLSearchParams(query).toString();
  return qs ? `${path}?${qs}` : path;
}

/** The query the spec's examples make valid: every required parameter, nothing else. */
function baseQuery(shape: Shape): Record<string, string> {
  const q: Record<string, string> = {};
  for (const p of shape.op.parameters) if (p.in === "query" && p.required) q[p.name] = shape.examples[p.name]![0]!;
  return q;
}

function send(mock: RunningMock, shape: Shape, query: Record<string, string>, body = shape.body): Promise<Reply> {
  const path = target(shape, query);
  return call(mock.url, path, shape.op.method === "post" ? postJson(body) : {});
}

const withoutToken = (body: Record<string, unknown>) => {
  const { nextPageToken: _t, ...rest } = body ?? {};
  return rest;
};

/** A random valid value of a query parameter (page sizes large enough that a listing ends in few pages). */
function randomValue(p: ParameterInfo, shape: Shape): fc.Arbitrary<string | undefined> {
  const s = p.schema;
  const options: Array<fc.Arbitrary<string | undefined>> = [fc.constant(undefined), fc.constant("")];
  if (p.name === "pageToken") return fc.constant(undefined);
  if (p.name === "pageSize" && typeof s.maximum === "number") {
    options.push(fc.integer({ min: Math.ceil(s.maximum / 40), max: s.maximum }).map(String));
  } else if (/Timestamp$/.test(p.name)) {
    options.push(fc.integer({ min: NOW - 120 * 86_400, max: NOW }).map(String));
  } else if (shape.examples[p.name]!.length > 0) {
    options.push(fc.constantFrom(...shape.examples[p.name]!));
  }
  return fc.oneof(...options);
}

function randomQuery(shape: Shape): fc.Arbitrary<Record<string, string>> {
  const params = shape.op.parameters.filter((p) => p.in === "query");
  return fc.tuple(...params.map((p) => randomValue(p, shape))).map((values) => {
    const q = baseQuery(shape);
    params.forEach((p, i) => {
      if (values[i] !== undefined) q[p.name] = values[i]!;
    });
    return q;
  });
}

describe.each([
  ["metrics", metricsApi, startMetricsMock],
  ["data", dataApi, startDataMock],
] as const)("pagination and parameters of the %s mock", (_name, apiOf, start) => {
  const shapes = shapesOf(apiOf());
  const paginated = shapes.filter((s) => s.op.pagination);
  let mock: RunningMock;
  beforeAll(async () => {
    mock = await start({ port: 0, seed: "pages", clock: () => NOW_MS, logLevel: "error" });
  });
  afterAll(() => mock.close());

  it.skipIf(paginated.length === 0)(
    "every pagination from a random valid request ends, no item twice",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...paginated).chain((shape) => fc.tuple(fc.constant(shape), randomQuery(shape))),
          async ([shape, query]) => {
            const info = shape.op.pagination!;
            const first = await send(mock, shape, query);
            if (first.status !== 200) {
              expect(first.status, `${target(shape, query)} ${first.text}`).toBe(400);
              return;
            }
            const size = info.pageSize ? Number(query[info.pageSize.name] || info.pageSize.default) : undefined;
            const seen = new Set<string>();
            let reply = first;
            for (let page = 1; ; page++) {
              expect(reply.status, reply.text).toBe(200);
              const items = reply.body[info.itemsKey] as unknown[];
              for (const item of items) {
                const key = JSON.stringify(item);
                expect(seen.has(key), `${key} twice`).toBe(false);
                seen.add(key);
              }
              const token = reply.body.nextPageToken as string | undefined;
              if (size !== undefined) expect(items.length).toBe(token ? size : Math.min(items.length, size));
              if (!token) break;
              expect(items.length, "a page with a next page is never empty").toBeGreaterThan(0);
              expect(page, `${target(shape, query)} did not end`).toBeLessThan(MAX_PAGES);
              reply = await send(mock, shape, { ...query, pageToken: token });
            }
          },
        ),
        { numRuns: 60, seed: 13 },
      );
    },
    120_000,
  );

  it("an empty or blank parameter answers a declared 400 or what the request without it answers", async () => {
    let checked = 0;
    for (const shape of shapes) {
      for (const p of shape.op.parameters.filter((q) => q.in === "query")) {
        const base = baseQuery(shape);
        delete base[p.name];
        const without = await send(mock, shape, base);
        for (const blank of ["", " ", "\t"]) {
          const reply = await send(mock, shape, { ...base, [p.name]: blank });
          const where = `${target(shape, { ...base, [p.name]: blank })} -> ${reply.status} ${reply.text.slice(0, 200)}`;
          expect(shape.op.statuses, where).toContain(String(reply.status));
          if (reply.status === 400 && blank !== "") continue;
          expect(reply.status, where).toBe(without.status);
          expect(withoutToken(reply.body), where).toEqual(withoutToken(without.body));
          expect(typeof reply.body?.nextPageToken, where).toBe(typeof without.body?.nextPageToken);
          checked++;
        }
      }
      // the deployed composite query takes its page controls in the body too (DEVIATIONS M4)
      if (shape.body && shape.op.pagination?.pageSize) {
        const name = shape.op.pagination.pageSize.name;
        const without = await send(mock, shape, {});
        const reply = await send(mock, shape, {}, { ...(shape.body as object), [name]: "" });
        expect(reply.status, reply.text).toBe(without.status);
        expect(withoutToken(reply.body)).toEqual(withoutToken(without.body));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  }, 60_000);

  it.skipIf(paginated.length === 0)(
    "a page token answers only the request it came from",
    async () => {
      let refused = 0;
      for (const shape of paginated) {
        const info = shape.op.pagination!;
        const query = baseQuery(shape);
        if (info.pageSize) query[info.pageSize.name] = "2";
        const first = await send(mock, shape, query);
        const token = first.body?.nextPageToken as string | undefined;
        expect(token, `${shape.op.operationId}: ${first.text.slice(0, 200)}`).toBeTypeOf("string");
        // the same request with its token is accepted
        expect((await send(mock, shape, { ...query, pageToken: token! })).status).toBe(200);
        for (const p of shape.op.parameters.filter((q) => q.in === "query" && q.name !== "pageToken")) {
          const current = query[p.name] ?? String(p.schema.default ?? "");
          const candidates = [...shape.examples[p.name]!, p.name === info.pageSize?.name ? "3" : ""];
          if (/Timestamp$/.test(p.name)) candidates.push(String(NOW - 30 * 86_400), String(NOW - 86_400));
          let changed = false;
          for (const value of candidates.filter((v) => v !== "" && v !== current)) {
            const other = { ...query, [p.name]: value };
            const alone = await send(mock, shape, other);
            if (alone.status !== 200 || JSON.stringify(alone.body) === JSON.stringify(first.body)) continue;
            const reply = await send(mock, shape, { ...other, pageToken: token! });
            const where = `${shape.op.operationId} ${p.name}=${value} with the token of ${p.name}=${current}`;
            expect(reply.status, `${where}: ${reply.text}`).toBe(400);
            expect(JSON.stringify(reply.body.message), where).toMatch(/pageToken belongs to another request/);
            changed = true;
            refused++;
            break;
          }
          if (p.name === info.pageSize?.name)
            expect(changed, `${shape.op.operationId}: page size not bound`).toBe(true);
        }
        if (shape.body && typeof shape.body === "object") {
          const body = { ...(shape.body as Record<string, unknown>), operator: "AND" };
          const flipped = { ...body, operator: "OR" };
          const own = await send(mock, shape, query, body);
          const reply = await send(mock, shape, { ...query, pageToken: own.body.nextPageToken }, flipped);
          expect(reply.status, reply.text).toBe(400);
          refused++;
        }
      }
      expect(refused).toBeGreaterThan(paginated.length);
    },
    60_000,
  );
});
