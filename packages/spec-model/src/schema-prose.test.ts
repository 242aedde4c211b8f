import { describe, expect, it } from "vitest";
import { ajvOf } from "./ajv.js";
import { schemaWithoutProse } from "./schema-prose.js";

describe("schemaWithoutProse", () => {
  it("drops description, $comment and externalDocs where they are keywords, at any depth", () => {
    const schema = {
      title: "T",
      description: "d",
      $comment: "c",
      externalDocs: { url: "https://x.invalid" },
      type: "object",
      properties: { a: { type: "string", description: "a" } },
      additionalProperties: { description: "x", type: "integer" },
      items: [{ description: "i" }],
      anyOf: [{ description: "b", minProperties: 1 }, true],
      not: { description: "n", required: ["z"] },
      $defs: { D: { description: "D", type: "null" } },
    };
    expect(schemaWithoutProse(schema)).toEqual({
      title: "T",
      type: "object",
      properties: { a: { type: "string" } },
      additionalProperties: { type: "integer" },
      items: [{}],
      anyOf: [{ minProperties: 1 }, true],
      not: { required: ["z"] },
      $defs: { D: { type: "null" } },
    });
    expect(schema.description).toBe("d");
  });

  it("keeps a property named description, and every value, whole", () => {
    const schema = {
      type: "object",
      properties: { description: { type: "string", description: "its text" }, $comment: { type: "string" } },
      required: ["description"],
      const: { description: "a value" },
      enum: [{ description: "a value" }],
      default: { description: "a value" },
      examples: [{ description: "a value" }],
      "x-note": { description: "an extension" },
    };
    const lean = schemaWithoutProse(schema) as typeof schema;
    expect(lean.properties).toEqual({ description: { type: "string" }, $comment: { type: "string" } });
    for (const key of ["required", "const", "enum", "default", "examples", "x-note"] as const)
      expect(lean[key], key).toEqual(schema[key]);
    // the same values valid and invalid
    const ajv = ajvOf("openapi-3.1");
    const value = { description: "a value" };
    expect(ajv.validate(lean, value)).toBe(ajv.validate(schema, value));
    expect(schemaWithoutProse(false)).toBe(false);
  });
});
