// A browser build compiles no schema at run time (Ajv would need new Function, which a strict Content Security
// Policy forbids): every schema it meets has generated code, unless the document was changed without regenerating.
import type { SchemaProfile } from "../schema/profiles.js";

export function compileNow(profile: SchemaProfile, _schema: unknown): never {
  throw new Error(
    `@avaspec/mocks (browser build): a ${profile} schema has no generated validator; ` +
      "the package's documents and src/generated/schema-validators.js disagree (pnpm --filter @avaspec/mocks generate)",
  );
}
