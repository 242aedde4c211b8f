// The operations as the mocks take them from the spec model: what the runner can page, and what it refuses.
import { describe, expect, it } from "vitest";
import { readOperations, type JsonSchema } from "./spec.js";

const page = (properties: JsonSchema): JsonSchema => ({
  "200": { description: "ok", content: { "application/json": { schema: { type: "object", properties } } } },
});
const token = { name: "pageToken", in: "query", schema: { type: "string" } };
const items = { nextPageToken: { type: "string" }, items: { type: "array", items: { type: "integer" } } };
const doc = (op: JsonSchema): JsonSchema => ({ openapi: "3.1.0", paths: { "/things": { get: op } } });

describe("readOperations (the mocks' view of the model's operations)", () => {
  it("keeps a page token in the query under a 200, with the list, page size and token lifetime", () => {
    const size = { name: "pageSize", in: "query", schema: { type: "integer", default: 10, maximum: 50 } };
    const ttl = { ...token, "x-avaspec-page-token-ttl-seconds": 60 };
    const [op] = readOperations(doc({ operationId: "list", parameters: [ttl, size], responses: page(items) }));
    expect(op?.pagination).toMatchObject({ itemsKey: "items", pageSize: { default: 10, maximum: 50 } });
    expect(op?.pagination?.tokenTtlSeconds).toBe(60);
    expect(op?.statuses).toEqual(["200"]);
    expect(op?.responseSchemas["200"]?.properties).toBe(items);
  });

  it("does not page a token in the request body, which the runner never reads", () => {
    const [op] = readOperations(
      doc({
        operationId: "search",
        requestBody: {
          content: {
            "application/json": { schema: { type: "object", properties: { pageToken: { type: "string" } } } },
          },
        },
        responses: page(items),
      }),
    );
    expect(op?.pagination).toBeUndefined();
    expect(op?.requestMediaTypes).toEqual(["application/json"]);
  });

  it("refuses an operation without an operationId, and a paginated body without one list", () => {
    expect(() => readOperations(doc({ responses: page(items) }))).toThrow("GET /things has no operationId");
    const twoLists = { ...items, more: { type: "array", items: {} } };
    expect(() => readOperations(doc({ operationId: "list", parameters: [token], responses: page(twoLists) }))).toThrow(
      /list: paginated .* 2 array properties \(items, more\)/,
    );
  });
});
