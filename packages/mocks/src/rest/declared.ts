// A rule's answer held to the response schema it is served under: a field the schema does not declare is left out
// (a field removed from the spec is no longer written, whatever the rule computes), and a required field the rule
// does not give gets a seeded value of its type (a field added to the spec is served without a rule edit). So a
// spec change to a response needs no hand edit of the rules (docs/changing-an-api.md).
import type { Seeded } from "../seeded.js";
import { sampleValue } from "../schema-values.js";
import type { JsonSchema } from "./spec.js";

/** What an object schema declares, worked out once per schema. */
interface ObjectPlan {
  /** every declared property; undefined when the object is open (additionalProperties), so no key is dropped */
  declared: Set<string> | undefined;
  required: string[];
  /** the schema of a declared property, when one branch alone declares it */
  property: Map<string, JsonSchema>;
}

/** What a schema says about a value: an object's plan, an array's items. */
interface Plan {
  object: ObjectPlan | undefined;
  items: JsonSchema | undefined;
}

const MAX_DEPTH = 16;
const plans = new WeakMap<JsonSchema, Plan>();

function planOf(schema: JsonSchema): Plan {
  let plan = plans.get(schema);
  if (plan) return plan;
  const branches = objectBranches(schema);
  let object: ObjectPlan | undefined;
  if (branches.length) {
    const open = branches.some((b) => b.additionalProperties !== undefined && b.additionalProperties !== false);
    const declared = new Set<string>();
    const property = new Map<string, JsonSchema>();
    const twice = new Set<string>();
    for (const b of branches)
      for (const [name, s] of Object.entries<JsonSchema>(b.properties ?? {})) {
        if (declared.has(name)) twice.add(name);
        declared.add(name);
        property.set(name, s);
      }
    for (const name of twice) property.delete(name); // two branches' schemas: neither is the one to follow
    // required only when every branch is one object (allOf, or a plain object): a oneOf's branches require apart
    const oneShape = !schema.anyOf && !schema.oneOf;
    const required = oneShape ? [...new Set(branches.flatMap((b) => (b.required as string[] | undefined) ?? []))] : [];
    object = { declared: open ? undefined : declared, required, property };
  }
  plan = { object, items: schema.type === "array" ? (schema.items as JsonSchema | undefined) : undefined };
  plans.set(schema, plan);
  return plan;
}

/** The object schemas a value under `schema` may follow: the schema itself and its allOf / anyOf / oneOf branches. */
function objectBranches(schema: JsonSchema): JsonSchema[] {
  const out: JsonSchema[] = [];
  if (schema.properties) out.push(schema);
  for (const key of ["allOf", "anyOf", "oneOf"] as const)
    for (const branch of (schema[key] as JsonSchema[] | undefined) ?? []) out.push(...objectBranches(branch));
  return out;
}

/** Where the seeded values of fields a rule did not give come from: the same operation and field, the same value. */
export interface FillContext {
  seeded: Seeded;
  key: string;
}

/**
 * `value` as the schema declares it: undeclared properties left out, missing required ones seeded, nested objects
 * and arrays of objects likewise. Never changes `value` (it may be frozen, served unchanged): a copy is made only
 * where something differs, so an answer that already fits is returned as it is.
 */
export function asDeclared(value: unknown, schema: JsonSchema | undefined, fill: FillContext): unknown {
  return schema ? conform(value, schema, fill, "", 0) : value;
}

function conform(value: unknown, schema: JsonSchema, fill: FillContext, path: string, depth: number): unknown {
  if (depth > MAX_DEPTH || value === null || typeof value !== "object") return value;
  const plan = planOf(schema);
  if (Array.isArray(value)) {
    const items = plan.items;
    if (!items) return value;
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item = conform(value[i], items, fill, path, depth + 1);
      if (item !== value[i]) (copy ??= value.slice())[i] = item;
    }
    return copy ?? value;
  }
  const object = plan.object;
  if (!object) return value;
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(record)) {
    if (object.declared && !object.declared.has(key)) {
      copy ??= { ...record };
      delete copy[key];
      continue;
    }
    const inner = object.property.get(key);
    if (!inner) continue;
    const conformed = conform(record[key], inner, fill, path ? `${path}.${key}` : key, depth + 1);
    if (conformed !== record[key]) (copy ??= { ...record })[key] = conformed;
  }
  for (const name of object.required) {
    if (record[name] !== undefined) continue;
    const field = path ? `${path}.${name}` : name;
    (copy ??= { ...record })[name] = sampleValue(object.property.get(name) ?? {}, fill.seeded, fill.key, field);
  }
  return copy ?? value;
}
