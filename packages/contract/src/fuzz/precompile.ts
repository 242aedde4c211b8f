// The validators a --fuzz run asks for, compiled ahead of time (ajv standalone code) into src/generated/validators.js
// (by generate-validators.ts), so that a run spends its time on exchanges, not on compiling schemas: what the checkers
// of the specs compile, and what the draws check their invalid values with while the targets are built.
import {
  type Dialect,
  type PrecompiledSchema,
  paramsSchema,
  precompiledModule,
  restCheckerSchemas,
  rpcCheckerSchemas,
  SchemaValidators,
} from "@avaspec/exchange-checks";
import { everyDocument, rpcModelOf, type SpecDocuments } from "../documents.js";
import { restTargets } from "./rest-draws.js";
import { rpcTargets } from "./rpc-draws.js";

const HEADER = [
  "// generated, do not edit: written by @avaspec/contract from @avaspec/specs",
  "// (pnpm --filter @avaspec/contract generate). The schemas of the specs compiled ahead of time (ajv standalone",
  "// code), for the checkers and draws of --fuzz.",
].join("\n");

/** The parts of a method's params schema (exchange-checks' paramsSchema): by position, or by name. */
interface ParamsSchema {
  items?: unknown[];
  properties?: Record<string, unknown>;
}

/** Validators that note every schema they are asked to check with. */
class Noting extends SchemaValidators {
  constructor(
    dialect: Dialect,
    private readonly noted: PrecompiledSchema[],
  ) {
    super(dialect);
  }
  override check(schema: unknown, value: unknown, max?: number) {
    if (typeof schema === "object" && schema !== null) this.noted.push({ dialect: this.dialect, schema });
    return super.check(schema, value, max);
  }
}

/**
 * The module's source: what the checkers of the specs compile, and what the draws of every target check their
 * invalid values with while they are built (the probes of schema-values.ts).
 */
export function validatorsModule(specs: SpecDocuments = everyDocument()): string {
  const schemas: PrecompiledSchema[] = [];
  for (const api of ["metrics", "data"] as const) {
    const doc = specs[api];
    if (!doc) continue;
    schemas.push(...restCheckerSchemas(doc));
    restTargets(api, doc, undefined, new Noting("openapi-3.1", schemas));
  }
  if (specs.node) {
    schemas.push(...rpcCheckerSchemas(specs.node));
    // what the draws check their invalid params with, each param's schema as the node reads it (rpc-draws.ts), even
    // where no probe of it ran while the targets were built
    for (const method of rpcModelOf(specs.node).methodList) {
      const whole: ParamsSchema = paramsSchema(method.raw);
      for (const part of [...(whole.items ?? []), ...Object.values(whole.properties ?? {})])
        if (typeof part === "object" && part !== null) schemas.push({ dialect: "openrpc", schema: part });
    }
    rpcTargets(specs.node, undefined, new Noting("openrpc", schemas));
  }
  return precompiledModule(schemas, HEADER);
}

/** The declarations of the module. */
export const VALIDATORS_TYPES = [
  HEADER,
  'import type { PrecompiledValidators } from "@avaspec/exchange-checks";',
  "export declare const PRECOMPILED_VALIDATORS: PrecompiledValidators;",
  "",
].join("\n");
