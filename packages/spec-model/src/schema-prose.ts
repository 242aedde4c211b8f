// A schema without its prose, for code that only validates: precompiled validators embed the schema objects their
// code refers to, and a schema's `description`s are most of their text. Only keyword positions are read: a property
// named `description`, and every value (const, enum, default, examples, x-*), stay as they are.
import type { JsonObject } from "./json.js";

const isObject = (s: unknown): s is JsonObject => typeof s === "object" && s !== null && !Array.isArray(s);

/** Keywords whose value is a text for people (or, `externalDocs`, a link to one): validation reads none. */
const PROSE = new Set(["description", "$comment", "externalDocs"]);
/** Keywords holding schemas by name. */
const SCHEMA_MAPS = new Set(["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"]);
/** Keywords holding one schema, or (items, in older drafts) a list of them. */
const SUBSCHEMAS = new Set([
  "items",
  "additionalItems",
  "additionalProperties",
  "unevaluatedItems",
  "unevaluatedProperties",
  "contains",
  "propertyNames",
  "not",
  "if",
  "then",
  "else",
]);
/** Keywords holding a list of schemas. */
const SCHEMA_LISTS = new Set(["allOf", "anyOf", "oneOf", "prefixItems"]);

/** A copy of `schema` without `description`, `$comment` and `externalDocs` wherever they are keywords. */
export function schemaWithoutProse(schema: unknown): unknown {
  if (!isObject(schema)) return schema;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(schema)) {
    if (PROSE.has(k)) continue;
    if (SCHEMA_MAPS.has(k) && isObject(v))
      out[k] = Object.fromEntries(Object.entries(v).map(([name, s]) => [name, schemaWithoutProse(s)]));
    else if (SCHEMA_LISTS.has(k) && Array.isArray(v)) out[k] = v.map(schemaWithoutProse);
    else if (SUBSCHEMAS.has(k)) out[k] = Array.isArray(v) ? v.map(schemaWithoutProse) : schemaWithoutProse(v);
    else out[k] = v;
  }
  return out;
}
