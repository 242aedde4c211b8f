// The named Ajv configurations, as data: a module that loads no Ajv, for a reader that compiles on first need only
// (the mocks' servers, which load Ajv when a schema has no validator generated ahead of time).
import type { Options } from "ajv";

export interface Profile {
  /** JSON Schema draft: OpenAPI 3.1 schemas are 2020-12, OpenRPC 1.x and Prism's validator draft-07 */
  draft: "2020-12" | "07";
  options: Options;
  /** ajv-formats' full formats */
  formats: boolean;
}

/**
 * Options of the checkers (exchange-checks): schemas are compiled when first used, in the middle of a run, so
 * compiling is kept short (no optimising pass, no meta-schema check: that is the spec linter's job).
 */
const CHECKER: Options = {
  strict: false,
  allErrors: true,
  validateFormats: true,
  code: { optimize: false },
  validateSchema: false,
};
/** Whether a value is valid, not why. */
const FIRST_ERROR: Options = { strict: false, allErrors: false, validateFormats: true };
/** Prism's validator: Ajv's draft-07 class with these options, parameters coerced from text. */
const PRISM: Options = { allowUnionTypes: true, allowMatchingProperties: true, strict: false };

export const AJV_PROFILES = {
  "openapi-3.1": { draft: "2020-12", options: { ...CHECKER, discriminator: true }, formats: true },
  "openapi-3.1+coerce": {
    draft: "2020-12",
    options: { ...CHECKER, discriminator: true, coerceTypes: "array" },
    formats: true,
  },
  openrpc: { draft: "07", options: { ...CHECKER, discriminator: false }, formats: true },
  "openrpc+coerce": { draft: "07", options: { ...CHECKER, discriminator: false, coerceTypes: "array" }, formats: true },
  /** Is a value valid at all (the contract generator's question): the first error is enough */
  "openapi-3.1-first": { draft: "2020-12", options: FIRST_ERROR, formats: true },
  "openrpc-first": { draft: "07", options: FIRST_ERROR, formats: true },
  /** Prism-compatible: REST parameters, coerced from text; first error, or all of them */
  "prism-coerce-first": { draft: "07", options: { ...PRISM, coerceTypes: true, allErrors: false }, formats: false },
  "prism-coerce-all": { draft: "07", options: { ...PRISM, coerceTypes: true, allErrors: true }, formats: false },
  /** Prism-compatible: request bodies */
  "prism-plain-first": { draft: "07", options: { ...PRISM, coerceTypes: false, allErrors: false }, formats: false },
  "prism-plain-all": { draft: "07", options: { ...PRISM, coerceTypes: false, allErrors: true }, formats: false },
  /** Whether a tool's own file is of its shape (the mocks' replay fixtures): the first error, no formats */
  "tool-first": { draft: "07", options: { strict: false, allErrors: false }, formats: false },
  /** A tool's own inputs (the mocks' control bodies): strict schemas, every error, each with its schema (verbose) */
  "strict-all": {
    draft: "07",
    options: { allErrors: true, strict: true, allowUnionTypes: true, verbose: true },
    formats: false,
  },
} as const satisfies Record<string, Profile>;

export type AjvProfile = keyof typeof AJV_PROFILES;
