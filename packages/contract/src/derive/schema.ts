// Schema utilities of the derivation: ajv to prove a value invalid, schema branches, enums, types, bounds, a value.
import { type AjvInstance, ajvOf, type JsonObject } from "@avaspec/spec-model";

/** Values that look like real identifiers but name nothing: tried in turn for "unknown chain/block" cases. */
export const UNKNOWN_IDS = [
  "999999999",
  `0x${"ab".repeat(32)}`,
  "2ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ",
  "unknownchain",
];
export const WRONG_TYPE_VALUES: unknown[] = ["notANumber", 12345, true, { wrong: "type" }, ["wrong", "type"]];

/** A schema as the documents write it: read loosely, as the model gives it. */
export type Schema = JsonObject | undefined;

/** An ajv for OpenAPI 3.1 (JSON Schema 2020-12) or OpenRPC (draft-07) schemas: is a value valid, the first error. */
export function makeAjv(dialect: "openapi" | "openrpc"): AjvInstance {
  return ajvOf(dialect === "openrpc" ? "openrpc-first" : "openapi-3.1-first");
}

export function valid(ajv: AjvInstance, schema: unknown, value: unknown): boolean {
  if (schema === undefined || schema === true) return true;
  try {
    return Boolean(ajv.validate(stripIds(schema), value));
  } catch {
    return true; // a schema ajv cannot compile constrains nothing we can prove
  }
}
const stripped = new WeakMap<object, unknown>();
function stripIds(schema: unknown): any {
  if (!schema || typeof schema !== "object") return schema;
  let s = stripped.get(schema);
  if (!s) {
    s = JSON.parse(JSON.stringify(schema, (k, v) => (k === "$id" || k === "$schema" ? undefined : v)));
    stripped.set(schema, s);
  }
  return s;
}

/** Every branch of a schema (itself, anyOf/oneOf/allOf members), flattened. */
export function branches(s: Schema): JsonObject[] {
  if (!s || typeof s !== "object") return [];
  return [s, ...["anyOf", "oneOf", "allOf"].flatMap((k) => (Array.isArray(s[k]) ? s[k].flatMap(branches) : []))];
}
export const enumOf = (s: Schema): unknown[] => [
  ...new Set(branches(s).flatMap((b) => (Array.isArray(b.enum) ? b.enum : b.const !== undefined ? [b.const] : []))),
];
export const typesOf = (s: Schema): Set<string> =>
  new Set(branches(s).flatMap((b) => (Array.isArray(b.type) ? b.type : b.type ? [b.type] : [])));
export const boundOf = (s: Schema, k: "minimum" | "maximum" | "maxLength" | "minLength"): number | undefined => {
  const vals = branches(s)
    .map((b) => b[k])
    .filter((v): v is number => typeof v === "number");
  return vals.length ? (k.startsWith("min") ? Math.min(...vals) : Math.max(...vals)) : undefined;
};

/** A value for a parameter that has no example, derived from its schema. */
export function derivedValue(s: Schema): unknown {
  const e = enumOf(s);
  if (e.length) return e[0];
  if (s?.default !== undefined) return s.default;
  const t = typesOf(s);
  if (t.has("integer") || t.has("number")) return boundOf(s, "minimum") ?? 1;
  if (t.has("boolean")) return true;
  if (t.has("array")) return [];
  if (t.has("object")) return {};
  return "example";
}

/** The first object (depth-first) whose required keys are a strict subset of its properties. */
export function findPartialObject(
  schema: Schema,
  path: string[],
): { path: string[]; required: string[]; all: string[] } | undefined {
  if (!schema || typeof schema !== "object" || path.length > 4) return undefined;
  const props = Object.keys(schema.properties ?? {});
  const required: string[] = Array.isArray(schema.required) ? schema.required : [];
  if (props.length && required.length && required.length < props.length && required.every((r) => props.includes(r)))
    return { path, required, all: props };
  for (const k of props) {
    const hit = findPartialObject(schema.properties[k], [...path, k]);
    if (hit) return hit;
  }
  return undefined;
}

/** A value as a short label for a case name. */
export function fmt(v: unknown): string {
  const s = typeof v === "string" ? v : JSON.stringify(v);
  return s.length > 40 ? `${s.slice(0, 37)}…` : s;
}
