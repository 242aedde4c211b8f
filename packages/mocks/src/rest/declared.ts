// A rule's answer held to the response schema it is served under: a field the schema does not declare is left out
// (a field removed from the spec is no longer written, whatever the rule computes), and a required field the rule
// does not give gets a seeded value of its type (a field added to the spec is served without a rule edit). So a
// spec change to a response needs no hand edit of the rules (docs/changing-an-api.md).
import type { Seeded } from "@avaspec/chain/world";
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

/** A schema's holding function, compiled from its plan: what it checks per value is decided once per schema. */
type Conform = (value: unknown, fill: FillContext) => unknown;
const AS_IS: Conform = (value) => value;
const compiled = new WeakMap<JsonSchema, Conform>();
/** Whether a value under the schema can need a change: it or its items (at any depth) describe an object. */
const changing = new WeakMap<JsonSchema, boolean>();

function mayChange(schema: JsonSchema, visiting = new Set<JsonSchema>()): boolean {
  const known = changing.get(schema);
  if (known !== undefined) return known;
  const plan = planOf(schema);
  if (plan.object) {
    changing.set(schema, true);
    return true;
  }
  // arrays of arrays of … in a cycle: none of them describes an object
  if (!plan.items || visiting.has(schema)) return false;
  visiting.add(schema);
  const out = mayChange(plan.items, visiting);
  changing.set(schema, out);
  return out;
}

/**
 * `value` as the schema declares it: undeclared properties left out, missing required ones seeded, nested objects
 * and arrays of objects likewise. Never changes `value` (it may be frozen, served unchanged): a copy is made only
 * where something differs, so an answer that already fits is returned as it is. The schema's plan is compiled on
 * its first answer and kept: a request walks only the parts of its value a change can reach.
 */
export function asDeclared(value: unknown, schema: JsonSchema | undefined, fill: FillContext): unknown {
  if (!schema) return value;
  let conform = compiled.get(schema);
  if (!conform) compiled.set(schema, (conform = compile(schema, "", 0)));
  return conform(value, fill);
}

/** The holding function of `schema` met at `path` (dotted field names) and `depth`. */
function compile(schema: JsonSchema, path: string, depth: number): Conform {
  if (depth > MAX_DEPTH || !mayChange(schema)) return AS_IS;
  const plan = planOf(schema);
  const items = plan.items ? compile(plan.items, path, depth + 1) : AS_IS;
  const object = plan.object ? compileObject(plan.object, path, depth) : undefined;
  return (value, fill) => {
    if (value === null || typeof value !== "object") return value;
    if (Array.isArray(value)) {
      if (items === AS_IS) return value;
      let copy: unknown[] | undefined;
      for (let i = 0; i < value.length; i++) {
        const item = items(value[i], fill);
        if (item !== value[i]) (copy ??= value.slice())[i] = item;
      }
      return copy ?? value;
    }
    return object ? object(value as Record<string, unknown>, fill) : value;
  };
}

/** An object plan's holding function; a property's own is compiled when a value first carries the property. */
function compileObject(object: ObjectPlan, path: string, depth: number) {
  const at = (name: string) => (path ? `${path}.${name}` : name);
  const inner = new Map<string, Conform>();
  // keyed by declared properties only: an open object's other keys are the value's, not the schema's
  const innerOf = (key: string): Conform => {
    let conform = inner.get(key);
    if (conform === undefined) {
      const schema = object.property.get(key);
      if (!schema) return AS_IS;
      inner.set(key, (conform = compile(schema, at(key), depth + 1)));
    }
    return conform;
  };
  const required = object.required.map((name) => ({ name, field: at(name), schema: object.property.get(name) ?? {} }));
  const { declared } = object;
  return (record: Record<string, unknown>, fill: FillContext): Record<string, unknown> => {
    let copy: Record<string, unknown> | undefined;
    for (const key of Object.keys(record)) {
      if (declared && !declared.has(key)) {
        copy ??= { ...record };
        delete copy[key];
        continue;
      }
      const conform = innerOf(key);
      if (conform === AS_IS) continue;
      const conformed = conform(record[key], fill);
      if (conformed !== record[key]) (copy ??= { ...record })[key] = conformed;
    }
    for (const { name, field, schema } of required) {
      if (record[name] !== undefined) continue;
      (copy ??= { ...record })[name] = sampleValue(schema, fill.seeded, fill.key, field);
    }
    return copy ?? record;
  };
}
