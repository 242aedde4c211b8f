// The checks made before Prism: arrays over the mock limit anywhere in a body, blank parameters.
import { describe, expect, it } from "vitest";
import { blankParameterFaults, bodyLimitFaults, MAX_BODY_ARRAY_ITEMS } from "./limits.js";
import { readOperations } from "./spec.js";

const op = readOperations({
  paths: {
    "/v1/{id}/things": {
      get: {
        operationId: "things",
        parameters: [
          { name: "id", in: "path", required: true, schema: { type: "string" } },
          { name: "pageSize", in: "query", schema: { type: "integer" } },
        ],
        responses: { "200": { description: "ok" } },
      },
    },
  },
})[0]!;

describe("bodyLimitFaults", () => {
  it("accepts arrays up to the limit, at any depth", () => {
    const full = Array.from({ length: MAX_BODY_ARRAY_ITEMS }, (_, i) => ({ xs: [i, i] }));
    expect(bodyLimitFaults({ queries: full })).toEqual([]);
    expect(bodyLimitFaults(undefined)).toEqual([]);
  });
  it("names each array over the limit with its path and size", () => {
    const over = Array.from({ length: MAX_BODY_ARRAY_ITEMS + 1 }, () => 1);
    expect(bodyLimitFaults({ queries: over })).toEqual([
      `body.queries must contain at most ${MAX_BODY_ARRAY_ITEMS} elements (mock limit; got ${over.length})`,
    ]);
    expect(bodyLimitFaults([{ a: { b: over } }])[0]).toMatch(/^body\.0\.a\.b must contain at most/);
  });
  it("stops after a few faults however many arrays are too long", () => {
    const over = Array.from({ length: MAX_BODY_ARRAY_ITEMS + 1 }, () => 1);
    expect(bodyLimitFaults(Array.from({ length: 50 }, () => over))).toHaveLength(10);
    expect(bodyLimitFaults(Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, over])))).toHaveLength(10);
  });
});

describe("blankParameterFaults", () => {
  it("refuses white-space values of query and path parameters, any case of the query name", () => {
    expect(blankParameterFaults(op, { id: " " }, {})).toEqual(["id must not be blank"]);
    expect(blankParameterFaults(op, { id: "x" }, { PAGESIZE: "\t" })).toEqual(["pageSize must not be blank"]);
    expect(blankParameterFaults(op, { id: "x" }, { pageSize: ["5", " "] })).toEqual(["pageSize must not be blank"]);
  });
  it("lets empty and real values through", () => {
    expect(blankParameterFaults(op, { id: "x" }, { pageSize: "" })).toEqual([]);
    expect(blankParameterFaults(op, { id: "x" }, { pageSize: " 5" })).toEqual([]);
    expect(blankParameterFaults(op, { id: "x" }, { other: " " })).toEqual([]);
  });
});
