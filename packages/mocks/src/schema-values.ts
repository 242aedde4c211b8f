// The mocks' objects are built from the response schema, not written out by hand: a data table supplies values by
// field name, the schema decides which fields there are. A field the schema dropped disappears from the answers; a
// field the table does not know gets a seeded value of its type. So a spec change needs no edit of the mock data.
import { schemaBranches } from "@avaspec/spec-model/branches";
import { PatternError, samplePattern } from "@avaspec/spec-model/patterns";
import type { Seeded } from "@avaspec/chain/world";
import { type JsonSchema, readOperations } from "./rest/spec.js";

/** Values by field name. A key whose value is `undefined` leaves the field out (allowed only when optional). */
export type FieldTable = Record<string, unknown>;

export interface ShapeOptions {
  /** seeds the values of fields the table does not give */
  seeded: Seeded;
  /** what the object stands for (e.g. a chain ID): the seeded values differ per key */
  key: string | number;
  /**
   * Fields the table does not give: `all` (default) gives every one a seeded value; `required` only the required
   * ones, so a spec example is served as written (its optional fields stay absent).
   */
  fill?: "all" | "required";
}

const MAX_DEPTH = 8;

/** The application/json schema of an operation's 200 answer. */
export function responseSchemaOf(document: JsonSchema, operationId: string): JsonSchema {
  const schema = readOperations(document).find((o) => o.operationId === operationId)?.responseSchemas["200"];
  if (!schema) throw new Error(`the document has no JSON 200 answer for ${operationId}`);
  return schema;
}

/**
 * Every value the document's response examples give where the schema is `schema` (or a copy of it, as a
 * dereferenced document has): e.g. each chain of the chain-list examples.
 */
export function exampleValuesOf(document: JsonSchema, schema: JsonSchema): unknown[] {
  const target = JSON.stringify(schema);
  const out: unknown[] = [];
  const walk = (value: unknown, s: JsonSchema | undefined, depth: number): void => {
    if (!s || depth > MAX_DEPTH || value === null || typeof value !== "object") return;
    if (s === schema || JSON.stringify(s) === target) {
      out.push(value);
      return;
    }
    for (const key of ["allOf", "anyOf", "oneOf"] as const)
      for (const branch of (s[key] as JsonSchema[] | undefined) ?? []) walk(value, branch, depth + 1);
    if (Array.isArray(value)) for (const v of value) walk(v, s.items, depth + 1);
    else for (const [k, v] of Object.entries(value as Record<string, unknown>)) walk(v, s.properties?.[k], depth + 1);
  };
  for (const op of Object.values<JsonSchema>(document.paths ?? {}).flatMap((item) => Object.values<JsonSchema>(item)))
    for (const response of Object.values<JsonSchema>(op?.responses ?? {}))
      for (const media of Object.values<JsonSchema>(response?.content ?? {})) {
        if (media.example !== undefined) walk(media.example, media.schema, 0);
        for (const ex of Object.values<JsonSchema>(media.examples ?? {})) walk(ex?.value, media.schema, 0);
      }
  return out;
}

/**
 * The object `schema` describes, with the table's values where it has them: exactly the schema's properties (in the
 * schema's order), nested objects and arrays of objects shaped the same way.
 */
export function shapeFromSchema(schema: JsonSchema, table: FieldTable, opts: ShapeOptions): Record<string, unknown> {
  return shapeObject(schema, table, opts, "", 0);
}

/** One property of an object schema, as shaping reads it (worked out once per schema, not per answer). */
interface FieldPlan {
  name: string;
  schema: JsonSchema;
  required: boolean;
  /** the property's object branch, when it has properties: a plain-object value is shaped by it */
  object: JsonSchema | undefined;
  /** the property's items, when they are objects with properties: an array's plain objects are shaped by them */
  items: JsonSchema | undefined;
}

/** Each object schema's fields, in the schema's order (a document's schemas are not changed once loaded). */
const plans = new WeakMap<JsonSchema, FieldPlan[]>();

function planOf(schema: JsonSchema): FieldPlan[] {
  let plan = plans.get(schema);
  if (plan) return plan;
  const s = objectSchema(schema);
  const required = new Set<string>(s.required ?? []);
  plan = Object.entries<JsonSchema>(s.properties ?? {}).map(([name, fieldSchema]) => {
    const object = objectSchema(fieldSchema);
    const items = object.items && objectSchema(object.items).properties ? (object.items as JsonSchema) : undefined;
    return {
      name,
      schema: fieldSchema,
      required: required.has(name),
      object: object.properties ? object : undefined,
      items,
    };
  });
  plans.set(schema, plan);
  return plan;
}

const at = (path: string, field: string) => (path === "" ? field : `${path}.${field}`);

function shapeObject(
  schema: JsonSchema,
  table: FieldTable,
  opts: ShapeOptions,
  path: string,
  depth: number,
): Record<string, unknown> {
  const fillAll = (opts.fill ?? "all") === "all";
  const out: Record<string, unknown> = {};
  for (const field of planOf(schema)) {
    const { name } = field;
    if (Object.hasOwn(table, name)) {
      const value = table[name];
      if (value === undefined) {
        if (field.required) out[name] = sampleValue(field.schema, opts.seeded, opts.key, at(path, name));
        continue;
      }
      out[name] = shapeValue(field, value, opts, path, depth + 1);
    } else if (fillAll || field.required) {
      out[name] = sampleValue(field.schema, opts.seeded, opts.key, at(path, name));
    }
  }
  return out;
}

/** A table value under its field: plain objects (and arrays of them) are shaped by their own schema in turn. */
function shapeValue(field: FieldPlan, value: unknown, opts: ShapeOptions, path: string, depth: number): unknown {
  if (depth > MAX_DEPTH) return value;
  if (field.object && isPlainObject(value)) return shapeObject(field.object, value, opts, at(path, field.name), depth);
  if (field.items && Array.isArray(value)) {
    const items = field.items;
    const where = at(path, field.name);
    return value.map((v, i) => (isPlainObject(v) ? shapeObject(items, v, opts, `${where}.${i}`, depth + 1) : v));
  }
  return value;
}

/** The branch of a schema that describes an object, when it is a combination (anyOf / oneOf / allOf). */
function objectSchema(schema: JsonSchema): JsonSchema {
  if (schema.properties || schema.type === "object") return schema;
  return schemaBranches(schema).find((b) => b.properties) ?? schema;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** A seeded value of the schema's type: the same seed, key and field always give the same value. */
export function sampleValue(schema: JsonSchema, seeded: Seeded, key: string | number, field: string): unknown {
  return sample(schema, { seeded, key, field }, 0);
}

interface SampleContext {
  seeded: Seeded;
  key: string | number;
  field: string;
}

function sample(schema: JsonSchema, ctx: SampleContext, depth: number): unknown {
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return ctx.seeded.pick(schema.enum, ctx.key, ctx.field);
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if ((schema.allOf ?? schema.anyOf ?? schema.oneOf) && !schema.type && !schema.properties) {
    const branches = schemaBranches(schema);
    const pick = branches.find((b) => b.type !== "null") ?? branches[0];
    return pick ? sample(pick, ctx, depth + 1) : null;
  }
  const type = Array.isArray(schema.type) ? (schema.type.find((t: string) => t !== "null") ?? "null") : schema.type;
  switch (type ?? (schema.properties ? "object" : schema.items ? "array" : "string")) {
    case "string":
      return sampleString(schema, ctx);
    case "integer":
    case "number": {
      const lo = Math.ceil(schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0));
      const hi = Math.floor(
        schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : lo + 1e6),
      );
      return ctx.seeded.int(lo, Math.max(lo, hi), ctx.key, ctx.field);
    }
    case "boolean":
      return ctx.seeded.unit(ctx.key, ctx.field) < 0.5;
    case "array": {
      if (depth >= MAX_DEPTH || !schema.items) return [];
      const count = Math.max(schema.minItems ?? 0, Math.min(1, schema.maxItems ?? 1));
      return Array.from({ length: count }, (_, i) =>
        sample(schema.items, { ...ctx, field: `${ctx.field}.${i}` }, depth + 1),
      );
    }
    case "object": {
      if (depth >= MAX_DEPTH) return {};
      const out: Record<string, unknown> = {};
      for (const [name, s] of Object.entries<JsonSchema>(schema.properties ?? {}))
        out[name] = sample(s, { ...ctx, field: `${ctx.field}.${name}` }, depth + 1);
      return out;
    }
    default:
      return null;
  }
}

function sampleString(schema: JsonSchema, ctx: SampleContext): string {
  const { seeded, key, field } = ctx;
  const name = field.split(".").pop() ?? field;
  const t = 1_600_000_000 + seeded.int(0, 150_000_000, key, field);
  let text: string;
  switch (schema.format) {
    case "date-time":
      text = new Date(t * 1000).toISOString().replace(".000Z", "Z");
      break;
    case "date":
      text = new Date(t * 1000).toISOString().slice(0, 10);
      break;
    case "uri":
    case "url":
      text = `https://example.invalid/${name}/${seeded.hex(4, key, field)}`;
      break;
    case "email":
      text = `${name.toLowerCase()}-${seeded.hex(3, key, field)}@example.invalid`;
      break;
    case "uuid": {
      const h = seeded.hex(16, key, field);
      text = `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
      break;
    }
    default:
      text = schema.pattern ? fromPattern(schema.pattern, seeded, key, field) : `${name}-${seeded.hex(4, key, field)}`;
  }
  const min = schema.minLength ?? 0;
  if (text.length < min) text = text.padEnd(min, "x");
  if (schema.maxLength !== undefined && text.length > schema.maxLength) text = text.slice(0, schema.maxLength);
  return text;
}

/**
 * A string matching a simple pattern (literals, classes, escapes, groups, quantifiers, `|`): what response schemas
 * use (hex hashes, digit strings, CB58 IDs). A pattern beyond that is a clear error naming the field, never a value
 * that does not match.
 */
export function fromPattern(pattern: string, seeded: Seeded, key: string | number, field: string): string {
  let counter = 0;
  try {
    return samplePattern(pattern, (n) => seeded.int(0, n - 1, key, field, counter++));
  } catch (e) {
    if (!(e instanceof PatternError)) throw e;
    throw new Error(
      `the mock cannot make a value for ${field} from its pattern ${pattern} (${e.message}); ` +
        "give the field a value in the mock's data table, or an example in the schema",
    );
  }
}
