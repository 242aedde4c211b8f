// Ajv at run time, in Node: for a schema the generated code does not cover (a document of the caller's own, a
// --watch reload). A browser build has none (ajv-compile.browser.ts): Ajv compiles with new Function. Ajv is loaded
// on the first such schema: a mock serving the shipped documents never loads it.
import { createRequire } from "node:module";
import type { Ajv as AjvInstance } from "ajv";
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
    const { Ajv } = require("ajv") as typeof import("ajv");
    ajv = new Ajv(PROFILES[profile].options);
    // ajv-formats is CommonJS: its default export is the plugin
    if (PROFILES[profile].formats) (require("ajv-formats").default as (a: AjvInstance) => void)(ajv);
    instances.set(profile, ajv);
  }
  return ajv;
}

export function compileNow(profile: SchemaProfile, schema: unknown): Validate {
  return ajvFor(profile).compile(schema as object) as Validate;
}
