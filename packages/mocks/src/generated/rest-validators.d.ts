// generated, do not edit: written by @avaspec/mocks from @avaspec/specs (pnpm --filter @avaspec/mocks generate)
import type { GeneratedValidators } from "../rest/validators.js";

/** First-error validators generated for the shipped documents, by API (the engine checks each fingerprint first). */
export declare const GENERATED_VALIDATORS: Readonly<Record<string, GeneratedValidators | undefined>>;
