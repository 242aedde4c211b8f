// JSON Schema → TypeScript through json-schema-to-typescript: the forms the client's public types keep, the named
// types, and the schemas the generator must refuse.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const { SchemaTypes } = require("./schema-types.cjs");

/** The declaration of one type `T` of `schema`. */
async function declared(schema: unknown): Promise<string> {
  const types = new SchemaTypes();
  types.reserve("T");
  types.declare("T", schema);
  return types.emit();
}

describe("JSON schema → TypeScript", () => {
  const cases: [string, unknown, string][] = [
    ["string", { type: "string" }, "string"],
    ["integer", { type: "integer" }, "number"],
    ["boolean", { type: "boolean" }, "boolean"],
    ["null", { type: "null" }, "null"],
    ["type array", { type: ["string", "null"] }, "string | null"],
    ["enum", { enum: ["hex", 1, null] }, '"hex" | 1 | null'],
    ["empty enum", { enum: [] }, "never"],
    ["const", { const: "2.0" }, '"2.0"'],
    ["array", { type: "array", items: { type: "string" } }, "string[]"],
    [
      "array of union",
      { type: "array", items: { oneOf: [{ type: "string" }, { type: "integer" }] } },
      "(string | number)[]",
    ],
    ["array without items", { type: "array" }, "unknown[]"],
    ["oneOf", { oneOf: [{ type: "string" }, { type: "integer" }] }, "string | number"],
    ["anyOf", { anyOf: [{ type: "string" }] }, "string"],
    [
      "allOf",
      {
        allOf: [
          { type: "object", properties: { a: { type: "string" } }, required: ["a"] },
          { type: "object", properties: { b: { type: "integer" } } },
        ],
      },
      "{\n  a: string;\n} & {\n  b?: number | undefined;\n}",
    ],
    [
      "a type beside anyOf is one more member",
      {
        type: "object",
        properties: { a: { type: "string" } },
        anyOf: [{ type: "object", properties: { b: { type: "integer" } }, required: ["b"] }, { type: "null" }],
      },
      "{\n  a?: string | undefined;\n} & ({\n  b: number;\n} | null)",
    ],
    ["map", { type: "object", additionalProperties: { type: "integer" } }, "{\n  [k: string]: number;\n}"],
    ["open object", { type: "object" }, "Record<string, unknown>"],
    ["open object, said so", { type: "object", additionalProperties: true }, "Record<string, unknown>"],
    ["empty closed object", { type: "object", properties: {}, additionalProperties: false }, "Record<string, never>"],
    [
      "properties are a closed object, additionalProperties: true adding nothing",
      { type: "object", properties: { a: { type: "string" } }, additionalProperties: true },
      "{\n  a?: string | undefined;\n}",
    ],
    [
      "properties and a map",
      {
        type: "object",
        properties: { a: { type: "string" } },
        required: ["a"],
        additionalProperties: { type: "integer" },
      },
      "{\n  a: string;\n  [k: string]: number | string;\n}",
    ],
    [
      "an index signature admits the declared properties, and undefined for optional ones",
      {
        type: "object",
        properties: { a: { type: "integer" }, b: { type: "boolean" } },
        required: ["a"],
        additionalProperties: { type: "boolean" },
      },
      "{\n  a: number;\n  b?: boolean | undefined;\n  [k: string]: boolean | number | undefined;\n}",
    ],
    [
      "quoted keys",
      { type: "object", properties: { "a-b": { type: "string" } } },
      '{\n  "a-b"?: string | undefined;\n}',
    ],
    ["an optional unknown takes undefined already", { type: "object", properties: { a: {} } }, "{\n  a?: unknown;\n}"],
    ["a schema without a type", { description: "anything" }, "unknown"],
    [
      "validation keywords make no type",
      { type: "string", pattern: "^a$", maxLength: 3, not: { const: "b" } },
      "string",
    ],
    ["true", true, "unknown"],
    ["false", false, "never"],
  ];
  it.each(cases)("%s", async (_label, schema, expected) => {
    const out = await declared(schema);
    expect(out.slice(out.indexOf("export type T = "))).toBe(`export type T = ${expected};\n`);
  });

  it("prefixItems is a tuple of its items", async () => {
    const schema = { type: "array", prefixItems: [{ type: "string" }, { type: "integer" }] };
    expect(await declared(schema)).toContain("export type T = [string, number];\n");
  });

  it("property docs and @deprecated are kept", async () => {
    const schema = { type: "object", properties: { a: { type: "string", description: "why", deprecated: true } } };
    expect(await declared(schema)).toBe(
      "export type T = {\n  /**\n   * @deprecated\n   * why\n   */\n  a?: string | undefined;\n};\n",
    );
  });

  it("titled schemas become one named type; a different schema with the same title gets another name", async () => {
    const t = new SchemaTypes();
    t.reserve("T");
    t.declare("T", {
      type: "array",
      items: {
        anyOf: [
          { title: "Thing", type: "string" },
          { title: "Thing", type: "integer" },
        ],
      },
    });
    t.reserve("U");
    t.declare("U", { title: "Thing", type: "string" });
    expect(await t.emit()).toBe(
      "export type Thing = string;\n\nexport type Thing2 = number;\n\nexport type T = (Thing | Thing2)[];\n\n" +
        "export type U = Thing;\n",
    );
  });

  it("a titled schema used with other descriptions or examples is still one type", async () => {
    const t = new SchemaTypes();
    const id = { title: "Id", type: "string", pattern: "^[a-z]+$", description: "An ID." };
    const obj = { title: "Obj", type: "object", properties: { description: { type: "string" } } };
    t.reserve("T");
    t.declare("T", {
      type: "object",
      properties: {
        a: { ...id, description: "The container's ID.", examples: ["abc"] },
        b: id,
        c: obj,
        // a property *named* description is structure, not an annotation
        d: { ...obj, properties: { summary: { type: "string" } } },
      },
      required: ["a", "b", "c", "d"],
    });
    const out = await t.emit();
    expect(out).toContain("  a: Id;\n");
    expect(out).toContain("  b: Id;\n");
    expect(out).toContain("  c: Obj;\n");
    expect(out).toContain("  d: Obj2;\n");
    expect(out.match(/export type Id = /g)).toHaveLength(1);
  });

  it("inline() names are replaced by their types in text the caller writes", async () => {
    const t = new SchemaTypes();
    t.reserve("P");
    t.declareText("P", `[a: ${t.inline({ type: "string" })}, b?: ${t.inline({ title: "Id", type: "string" })}]`);
    expect(await t.emit()).toBe("export type Id = string;\n\nexport type P = [a: string, b?: Id];\n");
  });

  it("a name reserved twice is refused", () => {
    const t = new SchemaTypes();
    t.reserve("NodeClient");
    expect(() => t.reserve("NodeClient")).toThrow("type name NodeClient is used twice");
  });

  const refused: [string, unknown, RegExp][] = [
    ["an unknown type", { type: "date" }, /unknown JSON schema type "date"/],
    ["a $ref (local)", { $ref: "#/components/schemas/Nope" }, /unresolved \$ref #\/components\/schemas\/Nope/],
    // never fetched: the generator takes a dereferenced document, and refuses any $ref left in it
    ["a $ref (remote)", { type: "object", properties: { a: { $ref: "http://127.0.0.1:9/x.json" } } }, /unresolved/],
    ["a $ref (file)", { items: { $ref: "./other.json" } }, /unresolved \$ref \.\/other\.json/],
    ["not a schema", { properties: { a: 1 } }, /not a schema: 1/],
  ];
  it.each(refused)("refuses %s", async (_label, schema, message) => {
    await expect(declared(schema)).rejects.toThrow(message);
  });
});
