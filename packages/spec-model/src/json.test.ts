import { describe, expect, it } from "vitest";
import { refName, resolveRef, schemaTypes, titledComponents } from "./json.js";

const doc = {
  components: {
    schemas: {
      A: { $ref: "#/components/schemas/B" },
      B: { type: "string" },
      Loop: { $ref: "#/components/schemas/Loop" },
      "a/b~c": { type: "integer" },
    },
  },
};

describe("resolveRef", () => {
  it("follows refs repeatedly, with ~1 and ~0 escapes; other nodes as they are", () => {
    expect(resolveRef(doc, { $ref: "#/components/schemas/A" })).toEqual({ type: "string" });
    expect(resolveRef(doc, { $ref: "#/components/schemas/a~1b~0c" })).toEqual({ type: "integer" });
    expect(resolveRef(doc, { type: "null" })).toEqual({ type: "null" });
    expect(resolveRef(doc, undefined)).toBeUndefined();
  });
  it.each([
    ["a circular ref", "#/components/schemas/Loop", "circular $ref #/components/schemas/Loop"],
    ["a remote ref", "other.yaml#/x", "only local $refs are supported, got other.yaml#/x"],
    ["an unresolved ref", "#/components/schemas/Nope", "unresolved $ref #/components/schemas/Nope"],
  ])("rejects %s", (_name, $ref, message) => {
    expect(() => resolveRef(doc, { $ref })).toThrow(message);
  });
  it("names the component a ref points at", () => {
    expect(refName({ $ref: "#/components/errors/NotFound" })).toBe("NotFound");
    expect(refName({ code: 1 })).toBeUndefined();
  });
});

describe("schemaTypes", () => {
  it.each([
    ["a type", { type: "string" }, ["string"]],
    ["a type list, number covering integer", { type: ["integer", "number", "null"] }, ["number", "null"]],
    ["nullable", { type: "array", nullable: true }, ["array", "null"]],
    [
      "oneOf branches, each type once",
      { oneOf: [{ type: "string" }, { type: ["string", "null"] }] },
      ["string", "null"],
    ],
    ["an untyped branch says nothing", { anyOf: [{ type: "string" }, {}] }, undefined],
    [
      "allOf: the first typed branch",
      { allOf: [{ description: "x" }, { $ref: "#/components/schemas/A" }] },
      ["string"],
    ],
    ["unknown type names dropped", { type: "date" }, undefined],
    ["no schema", undefined, undefined],
  ])("%s", (_name, schema, types) => {
    expect(schemaTypes(doc, schema)).toEqual(types);
  });
});

describe("titledComponents", () => {
  it("names each component schema by its key where it has no title, in a copy", () => {
    const source = { components: { schemas: { Id: { type: "string" }, Named: { title: "Other", type: "integer" } } } };
    const titled = titledComponents(source);
    expect(titled.components.schemas).toEqual({
      Id: { title: "Id", type: "string" },
      Named: { title: "Other", type: "integer" },
    });
    expect(source.components.schemas.Id).toEqual({ type: "string" });
    expect(titledComponents({ methods: [] })).toEqual({ methods: [] });
  });
});
