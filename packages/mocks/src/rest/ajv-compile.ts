// Ajv itself, for the two places that compile request schemas: the generator (standalone code, at build time) and
// the engine when a document has no generated validators (at start-up). Node only; the generated code is not.
import { createRequire } from "node:module";
import { AJV_OPTIONS, type Location, type OperationSchemas, type ValidateFunction } from "./validation.js";
import { VARIANTS, type Variant, type ValidatorsByVariant, variantOf } from "./validators.js";

interface AjvInstance {
  compile(schema: object): ValidateFunction;
  addSchema(schema: object, key: string): AjvInstance;
}
type AjvClass = new (options: object) => AjvInstance;

const require = createRequire(import.meta.url);
// Ajv's default class (draft-07), as Prism's validator uses for schemas that name no other $schema
const Ajv = require("ajv").default as AjvClass;

/** Each schema's key (`<operationId>/<location>`) under the configurations that validate it. */
function keyedSchemas(schemas: Record<string, OperationSchemas>, variant: Variant): Array<[string, object]> {
  const out: Array<[string, object]> = [];
  for (const [id, byLocation] of Object.entries(schemas)) {
    for (const [where, schema] of Object.entries(byLocation) as Array<[Location, object]>) {
      if (variantOf(where, false) === variant || variantOf(where, true) === variant)
        out.push([`${id}/${where}`, schema]);
    }
  }
  return out;
}

/** Every validator compiled now. */
export function compileVariants(schemas: Record<string, OperationSchemas>): ValidatorsByVariant {
  const out = {} as ValidatorsByVariant;
  for (const variant of Object.keys(VARIANTS) as Variant[]) {
    const ajv = new Ajv({ ...AJV_OPTIONS, ...VARIANTS[variant] });
    out[variant] = Object.fromEntries(keyedSchemas(schemas, variant).map(([key, s]) => [key, ajv.compile(s)]));
  }
  return out;
}

/** Standalone code per configuration (CommonJS form: `exports[key] = …`, `require` of Ajv's runtime helpers). */
export function standaloneSources(
  schemas: Record<string, OperationSchemas>,
): Array<{ variant: Variant; code: string; requires: string[] }> {
  const standaloneCode = require("ajv/dist/standalone").default as (ajv: AjvInstance, refs: object) => string;
  return (Object.keys(VARIANTS) as Variant[]).map((variant) => {
    const ajv = new Ajv({ ...AJV_OPTIONS, ...VARIANTS[variant], code: { source: true, lines: true } });
    const refs: Record<string, string> = {};
    for (const [key, schema] of keyedSchemas(schemas, variant)) {
      ajv.addSchema(schema, key);
      refs[key] = key;
    }
    const code = standaloneCode(ajv, refs);
    const requires = [...new Set([...code.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]!))].sort();
    return { variant, code, requires };
  });
}
