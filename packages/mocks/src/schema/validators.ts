// Validators for the node's parameters and the control plane's bodies: the code generated ahead of time for the
// shipped documents and control schemas (src/generated/, nothing eval'd: a page under a strict Content Security
// Policy runs it), else Ajv now ("#ajv-compile": Node only; a browser build says what to do). The control plane's
// validators are loaded on first need (`loadControlValidators`): only a control body or file needs them, and they
// are a tenth of a page's bundle.
import { compileNow } from "#ajv-compile";
import { GENERATED_SCHEMA_VALIDATORS } from "../generated/schema-validators.js";
import { hashString } from "@avaspec/chain/world";
import type { SchemaProfile } from "./profiles.js";

export interface SchemaValidate {
  (data: unknown): boolean;
  errors?: Array<Record<string, any>> | null;
}

/** One generated module's validators and null answers, by schema key. */
interface GeneratedSchemaValidators {
  readonly validators: Readonly<Record<string, unknown>>;
  readonly acceptsNull: Readonly<Record<string, boolean>>;
}

/** Every schema asked for, by key: what the generator compiles (the same profile and schema, the same key). */
const requested = new Map<string, { profile: SchemaProfile; schema: unknown }>();

let controlValidators: GeneratedSchemaValidators | undefined;

/** Loads the control plane's generated validators (once); await it before a control body or file is checked. */
export async function loadControlValidators(): Promise<void> {
  controlValidators ??= (await import("../generated/control-validators.js")).GENERATED_CONTROL_VALIDATORS;
}

function generatedOf(profile: SchemaProfile): GeneratedSchemaValidators {
  if (profile === "node") return GENERATED_SCHEMA_VALIDATORS;
  if (!controlValidators) throw new Error("a control input is checked before loadControlValidators() loaded them");
  return controlValidators;
}

function schemaKey(profile: SchemaProfile, schema: unknown): string {
  const text = JSON.stringify(schema) ?? "undefined";
  return `${profile}/${hashString(text).toString(16)}-${hashString(text, 0x9747b28c).toString(16)}-${text.length}`;
}

/** Records `schema` for the generator, which compiles every schema declared when the engines and control load. */
function declareSchema(profile: SchemaProfile, schema: unknown): string {
  const key = schemaKey(profile, schema);
  if (!requested.has(key)) requested.set(key, { profile, schema });
  return key;
}

/** The validator of `schema` under `profile` (a control schema's once `loadControlValidators` has run). */
export function validatorFor(profile: SchemaProfile, schema: unknown): SchemaValidate {
  const key = declareSchema(profile, schema);
  return (generatedOf(profile).validators[key] as SchemaValidate | undefined) ?? compileNow(profile, schema);
}

/** Whether `schema` accepts null (answered by the generator for the shipped schemas). */
export function acceptsNull(profile: SchemaProfile, schema: unknown): boolean {
  const key = schemaKey(profile, schema);
  // recorded whether or not the generated answer exists, so the generator writes it again (it ran from its own output)
  if (!requested.has(`null/${key}`)) requested.set(`null/${key}`, { profile, schema });
  const known = generatedOf(profile).acceptsNull[key];
  return known ?? compileNow(profile, schema)(null);
}

/**
 * Schemas whose validators will be asked for when first used (the control plane's body checkers, made as their modules
 * load): listed for the generator now, keyed only when it asks, as keying hashes the schema's JSON.
 */
const announced: Array<{ profile: SchemaProfile; schema: unknown }> = [];

/** Lists `schema` for the generator without keying it (validatorFor keys it on first use). */
export function announceSchema(profile: SchemaProfile, schema: unknown): void {
  announced.push({ profile, schema });
}

/** The schemas asked for so far (the generator loads the engines and control plane, then compiles these). */
export function requestedSchemas(): ReadonlyMap<string, { profile: SchemaProfile; schema: unknown }> {
  for (const { profile, schema } of announced.splice(0)) {
    const key = schemaKey(profile, schema);
    if (!requested.has(key)) requested.set(key, { profile, schema });
  }
  return requested;
}
