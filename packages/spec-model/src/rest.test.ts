import { loadSpec } from "@avaspec/specs";
import { describe, expect, it } from "vitest";
import { answerOf, operationsById, readOperations } from "./rest.js";

const tiny = {
  openapi: "3.1.0",
  paths: {
    "/v1/things": {
      parameters: [{ $ref: "#/components/parameters/Net" }, { name: "x-trace", in: "header" }],
      get: {
        operationId: "listThings",
        parameters: [
          { name: "net", in: "query", schema: { type: "integer" } },
          { name: "X-Trace", in: "header", schema: { type: "string" } },
          { $ref: "#/components/parameters/PageToken" },
          { name: "pageSize", in: "query", schema: { type: "integer", maximum: 50, default: 10 } },
          { name: "metric", in: "query", schema: { enum: ["a", "b"] }, "x-avaspec-day-only": ["a"] },
        ],
        responses: {
          "200": {
            description: "ok",
            content: {
              "application/json": {
                schema: { $ref: "#/components/schemas/Page" },
                examples: { one: { $ref: "#/components/examples/One" } },
              },
            },
          },
          "404": { $ref: "#/components/responses/NotFound" },
        },
      },
      post: {
        operationId: "queryThings",
        "x-avaspec-idempotent": true,
        requestBody: {
          required: true,
          content: { "application/json": { schema: { properties: { pageToken: { type: "string" } } } } },
        },
        responses: { "200": { content: { "application/json": { schema: { $ref: "#/components/schemas/Page" } } } } },
      },
      patch: { responses: {} },
    },
  },
  components: {
    parameters: {
      Net: { name: "net", in: "query", schema: { type: "string" } },
      PageToken: { name: "pageToken", in: "query", schema: { type: "string" }, "x-avaspec-page-token-ttl-seconds": 60 },
    },
    schemas: {
      Page: {
        type: "object",
        properties: { things: { type: "array", items: {} }, nextPageToken: { type: "string" }, n: { type: "integer" } },
      },
    },
    examples: { One: { summary: "one thing", value: { things: [1] } } },
    responses: { NotFound: { description: "gone", content: { "application/json": { example: { statusCode: 404 } } } } },
  },
};

describe("readOperations", () => {
  const ops = operationsById(tiny);
  const list = ops.get("listThings")!;
  it("merges path-item and operation parameters (the operation's win; header names in any case), refs resolved", () => {
    expect(list.parameters.map((p) => `${p.in}:${p.name}:${p.schema.type ?? "-"}`)).toEqual([
      "query:net:integer",
      "header:X-Trace:string",
      "query:pageToken:string",
      "query:pageSize:integer",
      "query:metric:-",
    ]);
    expect(list.parameters.filter((p) => p.pageToken).map((p) => p.pageTokenTtlSeconds)).toEqual([60]);
  });
  it("discovers pagination: the one array property, the token's place and lifetime, the page size", () => {
    expect(list.pagination).toEqual({
      itemsKey: "things",
      tokenIn: "query",
      pageSize: { name: "pageSize", default: 10, maximum: 50 },
      tokenTtlSeconds: 60,
    });
    expect(ops.get("queryThings")?.pagination).toMatchObject({ itemsKey: "things", tokenIn: "body" });
    expect(ops.get("queryThings")?.pagination?.tokenTtlSeconds).toBe(86_400);
  });
  it("reads the metric rules, idempotency, answers and their examples", () => {
    expect(list.dayOnly).toEqual({ parameter: "metric", metrics: ["a"] });
    expect(list.parameters.find((p) => p.name === "metric")?.dayOnly).toEqual(["a"]);
    expect(list.shortWindow).toBeUndefined();
    expect([list.idempotent, ops.get("queryThings")?.idempotent, ops.get("PATCH /v1/things")?.idempotent]).toEqual([
      true,
      true,
      false,
    ]);
    expect(answerOf(list, "200")?.content[0]?.examples).toEqual([
      { name: "one", summary: "one thing", value: { things: [1] } },
    ]);
    expect(answerOf(list, "404")).toMatchObject({
      description: "gone",
      content: [{ examples: [{ name: "example" }] }],
    });
  });
  it("a paginated body with other than one array property is a problem, not a pagination", () => {
    const two = structuredClone(tiny);
    (two.components.schemas.Page.properties as Record<string, unknown>).more = { type: "array" };
    const op = operationsById(two).get("listThings");
    expect(op?.pagination).toBeUndefined();
    expect(op?.problems).toEqual([
      "listThings: paginated (nextPageToken + pageToken) but the 200 body has 2 array properties (things, more); " +
        "expected exactly one list of items",
    ]);
    expect(list.problems).toEqual([]);
  });
});

describe("the assembled REST documents", () => {
  // what a consumer reads of each operation, the same whether the document keeps its refs or not
  const summary = (doc: object) =>
    readOperations(doc).map((op) => ({
      id: op.id,
      params: op.parameters.map((p) => `${p.in}:${p.name}${p.required ? "!" : ""}`),
      statuses: op.answers.map((a) => a.status),
      examples: op.answers.flatMap((a) => a.content.flatMap((c) => c.examples.map((e) => e.name))),
      pagination: op.pagination,
      dayOnly: op.dayOnly,
      shortWindow: op.shortWindow,
      idempotent: op.idempotent,
    }));
  for (const api of ["metrics", "data"] as const) {
    it(`${api}: refs kept and dereferenced read alike`, () => {
      expect(summary(loadSpec(api))).toEqual(summary(loadSpec(api, { dereferenced: true })));
    });
  }
  it("metrics: the seed's rules and the paginated operations are found", () => {
    const ops = operationsById(loadSpec("metrics"));
    expect(ops.get("getChainMetrics")?.dayOnly?.metrics.length).toBeGreaterThan(0);
    expect(ops.get("getRollingWindowMetrics")?.shortWindow?.metrics.length).toBeGreaterThan(0);
    expect(ops.get("getChainMetrics")?.pagination?.tokenTtlSeconds).toBe(86_400);
    expect(ops.get("getChain")?.pagination).toBeUndefined();
  });
});
