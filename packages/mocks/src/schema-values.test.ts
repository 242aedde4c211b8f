import { loadSpec } from "@avaspec/specs";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Seeded } from "@avaspec/chain/world";
import { dereference } from "@avaspec/spec-model/deref";
import type { JsonSchema } from "./rest/spec.js";
import { fromPattern, sampleValue, shapeFromSchema } from "./schema-values.js";

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats.default(ajv);
const seeded = new Seeded("schema-values-test");

/** Every schema of both REST documents, and every schema of their properties, items and combinations. */
function schemasOf(document: JsonSchema): Array<[string, JsonSchema]> {
  const out: Array<[string, JsonSchema]> = [];
  const walk = (where: string, s: JsonSchema, depth: number) => {
    if (!s || typeof s !== "object" || depth > 6) return;
    out.push([where, s]);
    for (const [k, p] of Object.entries<JsonSchema>(s.properties ?? {})) walk(`${where}.${k}`, p, depth + 1);
    if (s.items) walk(`${where}[]`, s.items, depth + 1);
    for (const key of ["allOf", "anyOf", "oneOf"])
      (s[key] ?? []).forEach((b: JsonSchema, i: number) => walk(`${where}/${key}${i}`, b, depth + 1));
  };
  for (const [name, s] of Object.entries<JsonSchema>(document.components.schemas)) walk(name, s, 0);
  return out;
}

describe("sampleValue: a seeded value of the schema's type", () => {
  it.each(["metrics", "data"] as const)("validates against every schema of the %s document", (api) => {
    const schemas = schemasOf(dereference(loadSpec(api)));
    expect(schemas.length).toBeGreaterThan(30);
    const failures = schemas.flatMap(([where, schema]) =>
      ["a", "b", 7].flatMap((key) => {
        const value = sampleValue(schema, seeded, key, where);
        const validate = ajv.compile(schema);
        return validate(value) ? [] : [`${where} ${JSON.stringify(value)}: ${ajv.errorsText(validate.errors)}`];
      }),
    );
    expect(failures).toEqual([]);
  });

  it("honours type, enum, bounds, formats and lengths; same inputs, same value", () => {
    const cases: JsonSchema[] = [
      { type: "integer", minimum: 10, maximum: 12 },
      { type: "number", exclusiveMinimum: 0, exclusiveMaximum: 2 },
      { type: "string", enum: ["x", "y"] },
      { type: "string", format: "date-time" },
      { type: "string", format: "uri" },
      { type: "string", format: "uuid" },
      { type: "string", minLength: 40 },
      { type: "string", maxLength: 3 },
      { type: ["string", "null"] },
      { type: "array", minItems: 2, items: { type: "boolean" } },
      { type: "object", required: ["a"], properties: { a: { type: "integer" }, b: { const: "k" } } },
      { anyOf: [{ type: "null" }, { type: "integer", minimum: 1 }] },
    ];
    for (const schema of cases) {
      const value = sampleValue(schema, seeded, "k", "field");
      expect(ajv.validate(schema, value), `${JSON.stringify(schema)} → ${JSON.stringify(value)}`).toBe(true);
      expect(sampleValue(schema, seeded, "k", "field")).toEqual(value);
    }
  });
});

describe("fromPattern", () => {
  it("makes strings matching the patterns the specs use, seeded per key", () => {
    for (const pattern of [
      "^0x[0-9a-fA-F]{40}$",
      "^0x[0-9a-fA-F]{64}$",
      "^[0-9]+$",
      "^[1-9A-HJ-NP-Za-km-z]{40,60}$",
      "^NodeID-[1-9A-HJ-NP-Za-km-z]+$",
      "^[0-9]+(\\.[0-9]+)?$",
      "^(?:ab|cd){2}-\\d{3}\\.x$",
    ])
      fc.assert(
        fc.property(fc.string(), (key) => new RegExp(pattern).test(fromPattern(pattern, seeded, key, "f"))),
        { numRuns: 200 },
      );
    expect(fromPattern("^[0-9a-f]{64}$", seeded, 1, "f")).not.toBe(fromPattern("^[0-9a-f]{64}$", seeded, 2, "f"));
  });

  it("refuses a pattern it cannot sample with an error naming the field, never a value that does not match", () => {
    for (const pattern of ["^[^a]+$", "^(a)\\1$", "^a(?=b)b$", "^\\Bx$"])
      expect(() => fromPattern(pattern, seeded, 1, "Chain.code")).toThrow(/Chain\.code.*data table/);
  });
});

describe("shapeFromSchema", () => {
  const schema: JsonSchema = {
    type: "object",
    required: ["id", "token"],
    properties: {
      id: { type: "string" },
      token: {
        type: "object",
        required: ["symbol"],
        properties: { symbol: { type: "string" }, logo: { type: "string" } },
      },
      added: { type: "integer", minimum: 1 },
      optional: { type: "string" },
      list: { type: "array", items: { type: "object", properties: { n: { type: "integer" } } } },
    },
  };

  it("keeps exactly the schema's fields: table values win, unknown table keys drop, missing fields are seeded", () => {
    const out = shapeFromSchema(
      schema,
      { id: "x", removed: 1, token: { symbol: "T", gone: true }, optional: undefined, list: [{ n: 1, old: 2 }] },
      { seeded, key: "k" },
    );
    expect(Object.keys(out)).toEqual(["id", "token", "added", "list"]);
    expect(out.id).toBe("x");
    expect(out.token).toEqual({ symbol: "T", logo: expect.any(String) });
    expect(out.added).toBeGreaterThanOrEqual(1);
    expect(out.list).toEqual([{ n: 1 }]);
  });

  it("fill: absent optional fields stay out (an example is served as written); undefined drops no required one", () => {
    const out = shapeFromSchema(
      schema,
      { id: undefined, token: { symbol: "T" } },
      { seeded, key: "k", fill: "required" },
    );
    expect(Object.keys(out)).toEqual(["id", "token"]);
    expect(out.token).toEqual({ symbol: "T" });
    expect(typeof out.id).toBe("string");
  });
});
