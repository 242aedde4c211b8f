// Writes the node's parameter validators and the control plane's body validators ahead of time (Ajv standalone
// code): every schema the node engine and the control plane ask for, keyed as they ask (see validators.ts).
import { _, Ajv } from "ajv";
import addFormats from "ajv-formats";
import standaloneCode from "ajv/dist/standalone/index.js";
import { compileNow } from "../platform/ajv-compile.node.js";
import { PROFILES, type SchemaProfile } from "./profiles.js";
import { SCHEMA_RUNTIME_IDS } from "./ajv-runtime.js";
import { requestedSchemas } from "./validators.js";

export function schemaValidatorsModule(header: string): string {
  const parts = [
    header,
    "// The node's parameter validators and the control plane's body validators, compiled by Ajv ahead of time",
    "// (standalone code): nothing is eval'd, so a page with a strict Content Security Policy can load them.",
    'import { schemaRuntime as require } from "../schema/ajv-runtime.js";',
    "",
  ];
  const byProfile = new Map<SchemaProfile, Array<[string, unknown]>>();
  const nulls: Array<[string, boolean]> = [];
  for (const [key, { profile, schema }] of [...requestedSchemas()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (key.startsWith("null/")) nulls.push([key.slice(5), compileNow(profile, schema)(null)]);
    else byProfile.set(profile, [...(byProfile.get(profile) ?? []), [key, schema]]);
  }
  const calls: string[] = [];
  for (const [profile, schemas] of byProfile) {
    const { options, formats } = PROFILES[profile];
    const code = {
      source: true,
      lines: true,
      ...(formats ? { formats: _`require("ajv-formats/dist/formats").fullFormats` } : {}),
    };
    const ajv = new Ajv({ ...options, code: { ...(options.code as object), ...code } });
    if (formats) (addFormats as unknown as { default: (a: Ajv) => void }).default(ajv);
    const refs: Record<string, string> = {};
    for (const [key, schema] of schemas) {
      ajv.addSchema(schema as object, key);
      refs[key] = key;
    }
    const source = (standaloneCode as unknown as { default: (a: Ajv, r: object) => string }).default(ajv, refs);
    const requires = [...new Set([...source.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]!))];
    const unknown = requires.filter((id) => !SCHEMA_RUNTIME_IDS.includes(id));
    if (unknown.length > 0) throw new Error(`${profile} validators need ${unknown.join(", ")}`);
    parts.push(
      `function ${profile}Validators() {`,
      "const exports = {};",
      source.replace(/^"use strict";\n?/m, "").trim(),
      "return exports;",
      "}",
      "",
    );
    calls.push(`...${profile}Validators()`);
  }
  parts.push(
    "export const GENERATED_SCHEMA_VALIDATORS = {",
    `  validators: { ${calls.join(", ")} },`,
    `  acceptsNull: ${JSON.stringify(Object.fromEntries(nulls))},`,
    "};",
    "",
  );
  return parts.join("\n");
}
