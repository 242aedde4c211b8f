// Ajv at run time, in Node: for a schema the generated code does not cover (a document of the caller's own, a
// --watch reload). A browser build has none (ajv-compile.browser.ts): Ajv compiles with new Function.
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import { PROFILES, type SchemaProfile } from "../schema/profiles.js";

interface Validate {
  (data: unknown): boolean;
  errors?: Array<Record<string, any>> | null;
}

const instances = new Map<SchemaProfile, Ajv>();

function ajvFor(profile: SchemaProfile): Ajv {
  let ajv = instances.get(profile);
  if (!ajv) {
    ajv = new Ajv(PROFILES[profile].options);
    // ajv-formats is CommonJS: its default export is the plugin, which also carries itself as `.default`.
    if (PROFILES[profile].formats) (addFormats as unknown as { default: (a: Ajv) => void }).default(ajv);
    instances.set(profile, ajv);
  }
  return ajv;
}

export function compileNow(profile: SchemaProfile, schema: unknown): Validate {
  return ajvFor(profile).compile(schema as object) as Validate;
}
