// Where the engine's validators come from: the code generated at build time (src/generated/rest-validators.js),
// when the document's request schemas are the ones it was generated from, else Ajv at start-up (ajv-compile.ts,
// loaded only then: a --watch reload, a document of the caller's own).
import type { AjvProfile } from "@avaspec/spec-model/ajv";
import { hashString } from "@avaspec/chain/world";
import type { Location, OperationSchemas, OperationValidators, ValidateFunction } from "./validation.js";

/**
 * The four Ajv configurations, the spec model's Prism-compatible profiles: parameters coerce, bodies do not; each
 * as first-error and all-errors.
 */
export const VARIANT_PROFILES = {
  coerceFirst: "prism-coerce-first",
  coerceAll: "prism-coerce-all",
  plainFirst: "prism-plain-first",
  plainAll: "prism-plain-all",
} as const satisfies Record<string, AjvProfile>;
export type Variant = keyof typeof VARIANT_PROFILES;

export const variantOf = (where: Location, all: boolean): Variant =>
  where === "body" ? (all ? "plainAll" : "plainFirst") : all ? "coerceAll" : "coerceFirst";

/** Validators by key (`<operationId>/<location>`) for each configuration, as the generated module exports them. */
export type ValidatorsByVariant = Record<Variant, Record<string, ValidateFunction>>;

/** Generated validators of one document, with the fingerprint of the schemas they were made from. */
export interface GeneratedValidators {
  fingerprint: string;
  variants: ValidatorsByVariant;
}

/** A fingerprint of a document's request schemas (generated code is used only for the schemas it matches). */
export function schemasFingerprint(schemas: Record<string, OperationSchemas>): string {
  const text = JSON.stringify(schemas);
  return `${hashString(text).toString(16)}-${hashString(text, 0x9747b28c).toString(16)}-${text.length}`;
}

/** Each operation's validators, from generated code when it matches the schemas, else compiled now. */
export async function loadValidators(
  schemas: Record<string, OperationSchemas>,
  generated: GeneratedValidators | undefined,
): Promise<{ validators: Record<string, OperationValidators>; source: "generated" | "compiled" }> {
  if (generated && generated.fingerprint === schemasFingerprint(schemas)) {
    return { validators: pick(schemas, generated.variants), source: "generated" };
  }
  const { compileVariants } = await import("#rest-compile");
  return { validators: pick(schemas, compileVariants(schemas)), source: "compiled" };
}

function pick(schemas: Record<string, OperationSchemas>, variants: ValidatorsByVariant) {
  const out: Record<string, OperationValidators> = {};
  for (const [id, byLocation] of Object.entries(schemas)) {
    const validators: OperationValidators = {};
    for (const where of Object.keys(byLocation) as Location[]) {
      const key = `${id}/${where}`;
      const first = variants[variantOf(where, false)][key];
      const all = variants[variantOf(where, true)][key];
      if (!first || !all) throw new Error(`the validators lack ${key}: run pnpm generate`);
      validators[where] = { first, all };
    }
    out[id] = validators;
  }
  return out;
}
