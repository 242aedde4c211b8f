// A browser build compiles no request schema at run time (Ajv needs new Function, which a strict Content Security
// Policy forbids); the REST engine uses the validators generated for the shipped documents.
import type { OperationSchemas } from "../rest/validation.js";
import type { ValidatorsByVariant } from "../rest/validators.js";

export function compileVariants(_schemas: Record<string, OperationSchemas>): ValidatorsByVariant {
  throw new Error(
    "@avaspec/mocks (browser build): the REST documents have no generated validators; the package's documents " +
      "and src/generated/rest-validators.js disagree (pnpm --filter @avaspec/mocks generate)",
  );
}
