import { describe, expect, it } from "vitest";
import { mergeSchemas, schemaBranches } from "./branches.js";

/** A schema written as JSON text (a `then` key in an object literal reads as a thenable to the linter). */
const schema = (json: string): unknown => JSON.parse(json);

describe("schemaBranches", () => {
  it.each<[string, unknown, unknown[]]>([
    ["a plain schema is its one branch", { type: "string", minLength: 1 }, [{ type: "string", minLength: 1 }]],
    ["true (and a non-schema) is {}", true, [{}]],
    ["false has no branch", false, []],
    [
      "anyOf branches, each merged with the keywords beside it",
      { description: "d", anyOf: [{ type: "string" }, { type: "null" }] },
      [
        { description: "d", type: "string" },
        { description: "d", type: "null" },
      ],
    ],
    [
      "oneOf the same way; a nested anyOf flattened",
      { oneOf: [{ type: "integer" }, { anyOf: [{ type: "string" }, { type: "boolean" }] }] },
      [{ type: "integer" }, { type: "string" }, { type: "boolean" }],
    ],
    [
      "allOf merged in, its parts' branches crossed",
      { allOf: [{ properties: { a: { type: "string" } }, required: ["a"] }, { anyOf: [{ required: ["b"] }, {}] }] },
      [
        { properties: { a: { type: "string" } }, required: ["a", "b"] },
        { properties: { a: { type: "string" } }, required: ["a"] },
      ],
    ],
    [
      "if/then/else as two branches: the if and then merged, or the else",
      schema('{"type":"object","if":{"required":["x"]},"then":{"required":["y"]},"else":{"maxProperties":0}}'),
      [
        { type: "object", required: ["x", "y"] },
        { type: "object", maxProperties: 0 },
      ],
    ],
    [
      "an if without an else: the other branch is the schema alone",
      schema('{"type":"object","if":{"required":["x"]},"then":{"required":["y"]}}'),
      [{ type: "object", required: ["x", "y"] }, { type: "object" }],
    ],
  ])("%s", (_name, given, branches) => {
    expect(schemaBranches(given)).toEqual(branches);
  });

  it("leaves no combining keyword at a branch's top", () => {
    const nested = schema('{"allOf":[{"oneOf":[{"anyOf":[{"type":"a"},{"type":"b"}]},{"if":{},"then":{}}]}]}');
    for (const b of schemaBranches(nested))
      for (const key of ["anyOf", "oneOf", "allOf", "if", "then", "else"]) expect(b).not.toHaveProperty(key);
  });

  it("does not change the schema it reads", () => {
    const given = { anyOf: [{ type: "string" }], allOf: [{ required: ["a"] }] };
    const before = JSON.stringify(given);
    schemaBranches(given);
    expect(JSON.stringify(given)).toBe(before);
  });
});

describe("mergeSchemas", () => {
  it("unites required, merges properties, keeps both nots", () => {
    expect(
      mergeSchemas(
        { properties: { a: { type: "string" } }, required: ["a"], not: { required: ["x"] } },
        { properties: { a: { minLength: 2 }, b: {} }, required: ["b", "a"], not: { required: ["y"] } },
      ),
    ).toEqual({
      properties: { a: { type: "string", minLength: 2 }, b: {} },
      required: ["a", "b"],
      not: { anyOf: [{ required: ["x"] }, { required: ["y"] }] },
    });
  });
  it("a non-object second schema adds nothing; a non-object first gives the second", () => {
    expect(mergeSchemas({ type: "string" }, false)).toEqual({ type: "string" });
    expect(mergeSchemas(true, { type: "string" })).toEqual({ type: "string" });
  });
});
