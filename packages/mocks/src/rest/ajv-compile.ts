// The request schemas compiled with the spec model's Prism-compatible Ajv profiles, in the two places that compile
// them: the generator (standalone code, at build time) and the engine when a document has no generated validators
// (at start-up, loaded on that need only). Node only; the generated code is not.
import { ajvOf, schemaWithoutProse, standaloneFunction } from "@avaspec/spec-model/ajv";
import type { Location, OperationSchemas, ValidateFunction } from "./validation.js";
import { VARIANT_PROFILES, type Variant, type ValidatorsByVariant, variantOf } from "./validators.js";

const VARIANTS = Object.keys(VARIANT_PROFILES) as Variant[];

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
  for (const variant of VARIANTS) {
    const ajv = ajvOf(VARIANT_PROFILES[variant]);
    out[variant] = Object.fromEntries(
      keyedSchemas(schemas, variant).map(([key, s]) => [key, ajv.compile(s) as ValidateFunction]),
    );
  }
  return out;
}

/**
 * Standalone code per configuration: a function `<prefix>_<variant>()` returning its validators by key, whose code
 * calls `require(id)` for Ajv's runtime helpers only (the model's emitter refuses any other module).
 */
export function standaloneSources(
  schemas: Record<string, OperationSchemas>,
  prefix: string,
): Array<{ variant: Variant; name: string; code: string }> {
  return VARIANTS.map((variant) => {
    const name = `${prefix}_${variant}`;
    // compiled without the schemas' prose: validation reads none, and the code embeds the schema objects it uses
    const lean = keyedSchemas(schemas, variant).map(([key, s]) => [key, schemaWithoutProse(s)] as [string, object]);
    return { variant, name, code: standaloneFunction(VARIANT_PROFILES[variant], name, lean) };
  });
}
