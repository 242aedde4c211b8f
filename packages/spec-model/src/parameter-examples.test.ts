import { describe, expect, it } from "vitest";
import { parameterExamples } from "./parameter-examples.js";
import { readOperations } from "./rest.js";

const doc = {
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

describe("parameterExamples", () => {
  const [a, b] = readOperations(doc)[0]?.parameters ?? [];
  it("gives `example`, then each named example's value (a $ref followed when the document is given)", () => {
    expect(a && parameterExamples(a, doc)).toEqual(["e", 1, "s"]);
    expect(a && parameterExamples(a)).toEqual(["e", 1]);
  });
  it("never the schema's examples or default", () => {
    expect(b && parameterExamples(b)).toEqual([]);
  });
});
