// What refuses a value for the draws: a checker's validators (each schema compiled once), one judge per set of
// validators, so that the verdicts kept per judge are shared by the REST and the JSON-RPC draws alike.
import type { SchemaValidators } from "@avaspec/exchange-checks";
import type { Refusals } from "./schema-values.js";

const judges = new WeakMap<SchemaValidators, Refusals>();

/** The judge of `validators`: a value is refused when they find a violation. */
export function refusalsOf(validators: SchemaValidators): Refusals {
  let judge = judges.get(validators);
  if (!judge) judges.set(validators, (judge = { refuses: (schema, value) => !validators.accepts(schema, value) }));
  return judge;
}
