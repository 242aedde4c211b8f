// generated, do not edit: written by @avaspec/contract from @avaspec/specs
// (pnpm --filter @avaspec/contract generate). The schemas of the specs compiled ahead of time (ajv standalone
// code), for the checkers and draws of --fuzz.
import type { PrecompiledValidators } from "@avaspec/exchange-checks";
export declare const PRECOMPILED_VALIDATORS: PrecompiledValidators;
