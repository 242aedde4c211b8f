// generated, do not edit: written by @avaspec/mocks from @avaspec/specs (pnpm --filter @avaspec/mocks generate)
import type { GeneratedValidators } from "../rest/validators.js";

/** Every-error validators generated for the shipped documents, by API (loaded with the first invalid request). */
export declare const GENERATED_ALL_VALIDATORS: Readonly<Record<string, GeneratedValidators | undefined>>;
