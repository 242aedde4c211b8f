// The holding of rule answers to their schema is decided once per schema: a request's value is walked only where a
// change can reach (an object, or items of objects), never into fields whose schema describes no object (the series
// route paid ~36 µs per request for such a walk).
import { describe, expect, it } from "vitest";
import { Seeded } from "@avaspec/chain/world";
import { asDeclared } from "./declared.js";
import type { JsonSchema } from "./spec.js";

const fill = { seeded: new Seeded("declared-compiled-test"), key: "op" };

const point: JsonSchema = {
  type: "object",
  additionalProperties: false,
  required: ["timestamp"],
  properties: { value: { type: "number" }, timestamp: { type: "integer" }, note: { type: "string" } },
};
const series: JsonSchema = {
  type: "object",
  additionalProperties: false,
  required: ["results"],
  properties: { nextPageToken: { type: "string" }, results: { type: "array", items: point } },
};

/** A data point whose fields count their reads. */
function countedPoint(reads: { count: number }, i: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries({ value: i, timestamp: 1_700_000_000 - i, note: "n" }))
    Object.defineProperty(out, key, {
      enumerable: true,
      get: () => {
        reads.count++;
        return value;
      },
    });
  return out;
}

describe("asDeclared, compiled per schema", () => {
  it("reads no field whose schema describes no object, but checks each required one once", () => {
    const reads = { count: 0 };
    const results = Array.from({ length: 50 }, (_, i) => countedPoint(reads, i));
    const body = { nextPageToken: "t", results };
    for (let request = 0; request < 3; request++) expect(asDeclared(body, series, fill)).toBe(body);
    // 3 requests × 50 points × the one required field (timestamp): value and note are never read
    expect(reads.count).toBe(3 * 50);
  });

  it("still drops undeclared fields and seeds missing required ones of every item, on every request", () => {
    for (let request = 0; request < 3; request++) {
      const out = asDeclared({ results: [{ value: 1, extra: true }, { timestamp: 5 }] }, series, fill) as {
        results: Record<string, unknown>[];
      };
      expect(Object.keys(out.results[0] ?? {}).sort()).toEqual(["timestamp", "value"]);
      expect(out.results[1]).toEqual({ timestamp: 5 });
      expect(Number.isInteger(out.results[0]?.timestamp)).toBe(true);
    }
  });

  it("holds a schema that refers to itself (a tree) without compiling it ahead of the value", () => {
    const tree: JsonSchema = { type: "object", additionalProperties: false, properties: { name: { type: "string" } } };
    tree.properties.children = { type: "array", items: tree };
    const deep = { name: "a", children: [{ name: "b", children: [{ name: "c", gone: 1 }] }] };
    expect(asDeclared(deep, tree, fill)).toEqual({ name: "a", children: [{ name: "b", children: [{ name: "c" }] }] });
  });
});
