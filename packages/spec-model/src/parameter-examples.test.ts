import { describe, expect, it } from "vitest";
import { ownParameterExamples, parameterExamples } from "./parameter-examples.js";
import { readOperations } from "./rest.js";

const withRefs = {
  components: { examples: { Shared: { value: "s" } } },
  paths: {
    "/x": {
      get: {
        parameters: [
          {
            name: "a",
            in: "query",
            example: "e",
            examples: {
              one: { value: 1 },
              none: { summary: "no value" },
              ref: { $ref: "#/components/examples/Shared" },
            },
            schema: { examples: ["schema's"] },
          },
          { name: "b", in: "query", schema: { default: 3 } },
        ],
      },
    },
  },
};

const doc = {
  openapi: "3.1.0",
  paths: {
    "/x/{id}": {
      get: {
        operationId: "x",
        parameters: [
          {
            name: "id",
            in: "path",
            example: "1",
            examples: { two: { value: "2" }, again: { value: "1" }, empty: {} },
            schema: { type: "string", example: "3", examples: ["4", "2"], default: "5" },
          },
          { name: "plain", in: "query", schema: { type: "integer" } },
        ],
        responses: {},
      },
    },
  },
};

describe("parameterExamples", () => {
  const [op] = readOperations(doc);
  const param = (i: number) => {
    const p = op?.parameters[i];
    if (!p) throw new Error(`no parameter ${i}`);
    return p;
  };
  it("the parameter's own examples, then its schema's, each value once, with where it comes from", () => {
    expect(parameterExamples(param(0))).toEqual([
      { label: "example", value: "1" },
      { label: "two", value: "2" },
      { label: "schema example", value: "3" },
      { label: "schema example 1", value: "4" },
      { label: "default", value: "5" },
    ]);
  });
  it("none for a parameter without any", () => {
    expect(parameterExamples(param(1))).toEqual([]);
  });
});

describe("ownParameterExamples", () => {
  const [a, b] = readOperations(withRefs)[0]?.parameters ?? [];
  it("gives `example`, then each named example's value (a $ref followed when the document is given)", () => {
    expect(a && ownParameterExamples(a, withRefs)).toEqual(["e", 1, "s"]);
    expect(a && ownParameterExamples(a)).toEqual(["e", 1]);
  });
  it("never the schema's examples or default", () => {
    expect(b && ownParameterExamples(b)).toEqual([]);
  });
});
