// A control body's shape checker is made as its module loads (in every thread, at start) and keys its schema, which
// hashes the schema's JSON, only on its first check; the generator still finds the schema.
import { beforeAll, describe, expect, it } from "vitest";
import { loadControlValidators, requestedSchemas } from "../schema/validators.js";
import { shapeChecker } from "./shape.js";

/** A schema that counts how often it is written out as JSON (toJSON is not enumerable: Ajv does not see it). */
function countedSchema(probe: string): { schema: Record<string, unknown>; written: () => number } {
  let written = 0;
  const schema: Record<string, unknown> = {
    type: "object",
    properties: { [probe]: { type: "integer" } },
    additionalProperties: false,
  };
  Object.defineProperty(schema, "toJSON", {
    enumerable: false,
    value() {
      written++;
      return { ...this };
    },
  });
  return { schema, written: () => written };
}

describe("a control body's shape checker", () => {
  beforeAll(loadControlValidators); // the generated control validators are a module of their own (schema/validators.ts)

  it("keys its schema on its first check, not when made", () => {
    const { schema, written } = countedSchema("lazyShapeProbe");
    const check = shapeChecker(schema);
    expect(written()).toBe(0);
    expect(check({ lazyShapeProbe: 1 })).toEqual([]);
    expect(check({ lazyShapeProbe: "x" }, ["rule"])).toEqual([
      { path: ["rule", "lazyShapeProbe"], message: expect.stringContaining("whole number") },
    ]);
    expect(written()).toBe(1);
  });

  it("is listed for the generator before any check", () => {
    const { schema } = countedSchema("listedShapeProbe");
    shapeChecker(schema);
    const listed = [...requestedSchemas().values()].filter((entry) => entry.schema === schema);
    expect(listed).toEqual([{ profile: "control", schema }]);
  });
});
