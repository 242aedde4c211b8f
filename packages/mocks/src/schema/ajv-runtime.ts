// The modules the generated schema validators require: Ajv's runtime helpers (as the REST validators use) and
// ajv-formats' format checks (the node's parameters use date-time and regex), as ES modules.
import { fullFormats } from "ajv-formats/dist/formats.js";
import { AJV_RUNTIME_IDS, ajvRuntime } from "../rest/ajv-runtime.js";

const FORMATS_ID = "ajv-formats/dist/formats";

export function schemaRuntime(id: string): unknown {
  return id === FORMATS_ID ? { fullFormats } : ajvRuntime(id);
}

export const SCHEMA_RUNTIME_IDS: readonly string[] = [...AJV_RUNTIME_IDS, FORMATS_ID];
