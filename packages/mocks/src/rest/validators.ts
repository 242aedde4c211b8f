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

/** Validators by key (`<operationId>/<location>`) for each configuration, as the generated modules export them. */
export type ValidatorsByVariant = Record<Variant, Record<string, ValidateFunction>>;

/**
 * Generated validators of one document, with the fingerprint of the schemas they were made from: the first-error
 * configurations in one module, the every-error ones in another (loaded with the first invalid request).
 */
export interface GeneratedValidators {
  fingerprint: string;
  variants: Partial<ValidatorsByVariant>;
}

/** A document's validators by operation, and how to fill in the every-error ones when they are not in yet. */
export interface LoadedValidators {
  validators: Record<string, OperationValidators>;
  source: "generated" | "compiled";
  /** settles once every pair has its every-error validator (at once when they are already in) */
  loadAll(): Promise<void>;
}

/** A fingerprint of a document's request schemas (generated code is used only for the schemas it matches). */
export function schemasFingerprint(schemas: Record<string, OperationSchemas>): string {
  const text = JSON.stringify(schemas);
  return `${hashString(text).toString(16)}-${hashString(text, 0x9747b28c).toString(16)}-${text.length}`;
}

/**
 * Each operation's validators, from generated code when it matches the schemas (the every-error ones loaded by
 * `loadAll`, from `loadAllGenerated`), else all compiled now.
 */
export async function loadValidators(
  schemas: Record<string, OperationSchemas>,
  generated: GeneratedValidators | undefined,
  loadAllGenerated: () => Promise<GeneratedValidators | undefined>,
): Promise<LoadedValidators> {
  const fingerprint = schemasFingerprint(schemas);
  if (generated && generated.fingerprint === fingerprint) {
    const validators = pick(schemas, generated.variants);
    let loading: Promise<void> | undefined;
    const loadAll = () => {
      loading ??= loadAllGenerated().then((all) => {
        if (all?.fingerprint !== fingerprint)
          throw new Error("the every-error validators are stale: run pnpm generate");
        fillAll(schemas, validators, all.variants);
      });
      return loading;
    };
    return { validators, source: "generated", loadAll };
  }
  const { compileVariants } = await import("#rest-compile");
  const variants = compileVariants(schemas);
  const validators = pick(schemas, variants);
  fillAll(schemas, validators, variants);
  return { validators, source: "compiled", loadAll: () => Promise.resolve() };
}

/** Each operation's first-error validators; the every-error ones are filled in by `fillAll`. */
function pick(schemas: Record<string, OperationSchemas>, variants: Partial<ValidatorsByVariant>) {
  const out: Record<string, OperationValidators> = {};
  for (const [id, byLocation] of Object.entries(schemas)) {
    const validators: OperationValidators = {};
    for (const where of Object.keys(byLocation) as Location[]) {
      const key = `${id}/${where}`;
      const first = variants[variantOf(where, false)]?.[key];
      if (!first) throw new Error(`the validators lack ${key}: run pnpm generate`);
      validators[where] = { first, all: undefined };
    }
    out[id] = validators;
  }
  return out;
}

/** Gives every pair its every-error validator. */
function fillAll(
  schemas: Record<string, OperationSchemas>,
  validators: Record<string, OperationValidators>,
  variants: Partial<ValidatorsByVariant>,
): void {
  for (const [id, byLocation] of Object.entries(schemas)) {
    for (const where of Object.keys(byLocation) as Location[]) {
      const key = `${id}/${where}`;
      const all = variants[variantOf(where, true)]?.[key];
      const pair = validators[id]?.[where];
      if (!all || !pair) throw new Error(`the validators lack ${key}: run pnpm generate`);
      pair.all = all;
    }
  }
}
