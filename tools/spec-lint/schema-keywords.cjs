// Which keys a schema object may carry, read from the meta-schemas themselves: JSON Schema 2020-12 (ajv's copy)
// plus OpenAPI 3.1's own for the REST documents; the JSON Schema dialect of OpenRPC 1.x (draft-07 based,
// @json-schema-tools/meta-schema, which @open-rpc/schema-utils-js validates with) for the node document.
// Any `x-` extension is allowed. A key outside these sets is no keyword at all, typically a YAML accident.
"use strict";
const { readdirSync } = require("node:fs");
const { dirname, join } = require("node:path");

/** OpenAPI 3.1 Schema Object fields that are not JSON Schema keywords (OAS 3.1 §4.8.24). */
const OPENAPI_SCHEMA_FIELDS = ["discriminator", "xml", "externalDocs", "example"];

function jsonSchema2020Keywords() {
  const base = join(dirname(require.resolve("ajv/package.json")), "dist", "refs", "json-schema-2020-12");
  const files = [join(base, "schema.json"), ...readdirSync(join(base, "meta")).map((f) => join(base, "meta", f))];
  return files.flatMap((file) => Object.keys(require(file).properties ?? {}));
}

function openRpcSchemaKeywords() {
  const utils = require.resolve("@open-rpc/schema-utils-js");
  const metaSchema = require(require.resolve("@json-schema-tools/meta-schema", { paths: [utils] })).default;
  return Object.keys(metaSchema.definitions.JSONSchemaObject.properties);
}

/** @type {Record<"openapi" | "openrpc", Set<string>>} */
const KEYWORDS = {
  openapi: new Set([...jsonSchema2020Keywords(), ...OPENAPI_SCHEMA_FIELDS]),
  openrpc: new Set(openRpcSchemaKeywords()),
};

/** The keys of one schema object (not its subschemas) that are neither keywords of `dialect` nor `x-` extensions. */
function unknownKeys(schema, dialect) {
  if (schema === null || typeof schema !== "object" || Array.isArray(schema)) return [];
  return Object.keys(schema).filter((key) => !key.startsWith("x-") && !KEYWORDS[dialect].has(key));
}

const escapeToken = (token) => String(token).replace(/~/g, "~0").replace(/\//g, "~1");

/** Keywords whose value is one subschema, a list of them, or a map of them (the rest hold data, never schemas). */
const SUBSCHEMA = ["additionalProperties", "not", "if", "then", "else", "contains", "propertyNames", "additionalItems"];
const SUBSCHEMA_MORE = ["unevaluatedItems", "unevaluatedProperties", "contentSchema", "items"];
const SUBSCHEMA_LISTS = ["allOf", "anyOf", "oneOf", "prefixItems", "items"];
const SUBSCHEMA_MAPS = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas", "dependencies"];

/**
 * Every unknown key in `schema` and its subschemas, as { pointer, key } (pointer of the key itself).
 * @param {unknown} schema @param {"openapi" | "openrpc"} dialect @param {string} [pointer]
 * @returns {{ pointer: string, key: string }[]}
 */
function unknownKeywords(schema, dialect, pointer = "") {
  if (schema === null || typeof schema !== "object" || Array.isArray(schema)) return [];
  const found = unknownKeys(schema, dialect).map((key) => ({ pointer: `${pointer}/${escapeToken(key)}`, key }));
  const visit = (value, at) => found.push(...unknownKeywords(value, dialect, at));
  for (const [key, value] of Object.entries(schema)) {
    const at = `${pointer}/${escapeToken(key)}`;
    if ([...SUBSCHEMA, ...SUBSCHEMA_MORE].includes(key) && !Array.isArray(value)) visit(value, at);
    else if (SUBSCHEMA_LISTS.includes(key) && Array.isArray(value)) value.forEach((v, i) => visit(v, `${at}/${i}`));
    else if (SUBSCHEMA_MAPS.includes(key) && value && typeof value === "object")
      for (const [name, sub] of Object.entries(value)) {
        if (!Array.isArray(sub)) visit(sub, `${at}/${escapeToken(name)}`);
      }
  }
  return found;
}

module.exports = { OPENAPI_SCHEMA_FIELDS, unknownKeys, unknownKeywords };
