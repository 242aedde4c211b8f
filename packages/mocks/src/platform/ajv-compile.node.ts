// Ajv at run time, in Node: for a schema the generated code does not cover (a document of the caller's own, a
// --watch reload), under the spec model's named profile. A browser build has none (ajv-compile.browser.ts): Ajv
// compiles with new Function. Ajv is loaded on the first such schema: a mock serving the shipped documents never
// loads it (the model's profiles are data; its Ajv constructor module would load Ajv at start-up).
import { createRequire } from "node:module";
import { AJV_PROFILES } from "@avaspec/spec-model/ajv-profiles";
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
    const { draft, options, formats } = AJV_PROFILES[PROFILES[profile]];
    const require = createRequire(import.meta.url);
    const Cls = draft === "07" ? (require("ajv") as typeof import("ajv")).Ajv : require("ajv/dist/2020").Ajv2020;
    ajv = new Cls(options) as AjvInstance;
    // ajv-formats is CommonJS: its default export is the plugin
    if (formats) (require("ajv-formats").default as (a: AjvInstance) => void)(ajv);
    instances.set(profile, ajv);
  }
  return ajv;
}

export function compileNow(profile: SchemaProfile, schema: unknown): Validate {
  return ajvFor(profile).compile(schema as object) as Validate;
}
