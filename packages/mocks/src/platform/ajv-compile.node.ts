// Ajv at run time, in Node: for a schema the generated code does not cover (a document of the caller's own, a
// --watch reload), under the spec model's named profile. A browser build has none (ajv-compile.browser.ts): Ajv
// compiles with new Function. The model's Ajv module is loaded on the first such schema: a mock serving the shipped
// documents never loads Ajv (loading it at start-up is about a third of a mock thread's start).
import { createRequire } from "node:module";
import type { AjvInstance } from "@avaspec/spec-model/ajv";
import { PROFILES, type SchemaProfile } from "../schema/profiles.js";

interface Validate {
  (data: unknown): boolean;
  errors?: Array<Record<string, any>> | null;
}

const instances = new Map<SchemaProfile, AjvInstance>();

function ajvFor(profile: SchemaProfile): AjvInstance {
  let ajv = instances.get(profile);
  if (!ajv) {
    const require = createRequire(import.meta.url);
    const { ajvOf } = require("@avaspec/spec-model/ajv") as typeof import("@avaspec/spec-model/ajv");
    ajv = ajvOf(PROFILES[profile]);
    instances.set(profile, ajv);
  }
  return ajv;
}

export function compileNow(profile: SchemaProfile, schema: unknown): Validate {
  return ajvFor(profile).compile(schema as object) as Validate;
}
