// @ts-check
// Schema utilities of the generator: ajv to prove a value invalid, schema branches, enums, types, bounds, examples.
import { ajvOf } from "@avaspec/spec-model";

/** Values that look like real identifiers but name nothing: tried in turn for "unknown chain/block" cases. */
export const UNKNOWN_IDS = [
  "999999999",
  "0x" + "ab".repeat(32),
  "2ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ",
  "unknownchain",
];
export const WRONG_TYPE_VALUES = ["notANumber", 12345, true, { wrong: "type" }, ["wrong", "type"]];

/**
 * An ajv for OpenAPI 3.1 (JSON Schema 2020-12) or OpenRPC (draft-07) schemas.
 * @param {"openapi" | "openrpc"} dialect
 * @returns {import("@avaspec/spec-model").AjvInstance}
 */
export function makeAjv(dialect) {
  return ajvOf(dialect === "openrpc" ? "openrpc-first" : "openapi-3.1-first");
}

/** @param {any} ajv @param {any} schema @param {unknown} value */
export function valid(ajv, schema, value) {
  if (schema === undefined || schema === true) return true;
  try {
    return Boolean(ajv.validate(stripIds(schema), value));
  } catch {
    return true; // a schema ajv cannot compile constrains nothing we can prove
  }
}
const stripped = new WeakMap();
/** @param {any} schema */
function stripIds(schema) {
  if (!schema || typeof schema !== "object") return schema;
  let s = stripped.get(schema);
  if (!s) {
    s = JSON.parse(JSON.stringify(schema, (k, v) => (k === "$id" || k === "$schema" ? undefined : v)));
    stripped.set(schema, s);
  }
  return s;
}

/** Every branch of a schema (itself, anyOf/oneOf/allOf members), flattened. @param {any} s @returns {any[]} */
export function branches(s) {
  if (!s || typeof s !== "object") return [];
  return [s, ...["anyOf", "oneOf", "allOf"].flatMap((k) => (Array.isArray(s[k]) ? s[k].flatMap(branches) : []))];
}
/** @param {any} s @returns {unknown[]} */
export const enumOf = (s) => [
  ...new Set(branches(s).flatMap((b) => (Array.isArray(b.enum) ? b.enum : b.const !== undefined ? [b.const] : []))),
];
/** @param {any} s @returns {Set<string>} */
export const typesOf = (s) =>
  new Set(branches(s).flatMap((b) => (Array.isArray(b.type) ? b.type : b.type ? [b.type] : [])));
/** @param {any} s @param {"minimum"|"maximum"|"maxLength"|"minLength"} k @returns {number | undefined} */
export const boundOf = (s, k) => {
  const vals = branches(s)
    .map((b) => b[k])
    .filter((v) => typeof v === "number");
  return vals.length ? (k.startsWith("min") ? Math.min(...vals) : Math.max(...vals)) : undefined;
};

/**
 * Example values of a parameter, in order: its own examples, then its schema's.
 * @param {any} p @returns {{label: string, value: unknown}[]}
 */
export function paramExamples(p) {
  /** @type {{label: string, value: unknown}[]} */
  const out = [];
  const add = (/** @type {string} */ label, /** @type {unknown} */ value) => {
    if (value !== undefined && !out.some((o) => JSON.stringify(o.value) === JSON.stringify(value)))
      out.push({ label, value });
  };
  if (p.example !== undefined) add("example", p.example);
  for (const [k, ex] of Object.entries(p.examples ?? {})) add(k, /** @type {any} */ (ex)?.value);
  const s = p.schema ?? {};
  if (s.example !== undefined) add("schema example", s.example);
  if (Array.isArray(s.examples))
    s.examples.forEach((/** @type {unknown} */ v, /** @type {number} */ i) => add(`schema example ${i + 1}`, v));
  if (s.default !== undefined) add("default", s.default);
  return out;
}
/** A value for a parameter that has no example, derived from its schema. @param {any} s */
export function derivedValue(s) {
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

/**
 * The first object (depth-first) whose required keys are a strict subset of its properties.
 * @param {any} schema @param {string[]} path @returns {{path: string[], required: string[], all: string[]} | undefined}
 */
export function findPartialObject(schema, path) {
  if (!schema || typeof schema !== "object" || path.length > 4) return undefined;
  const props = Object.keys(schema.properties ?? {});
  const required = Array.isArray(schema.required) ? schema.required : [];
  if (
    props.length &&
    required.length &&
    required.length < props.length &&
    required.every((/** @type {string} */ r) => props.includes(r))
  )
    return { path, required, all: props };
  for (const k of props) {
    const hit = findPartialObject(schema.properties[k], [...path, k]);
    if (hit) return hit;
  }
  return undefined;
}

/** A value as a short label for a case name. @param {unknown} v */
export function fmt(v) {
  const s = typeof v === "string" ? v : JSON.stringify(v);
  return s.length > 40 ? `${s.slice(0, 37)}…` : s;
}
