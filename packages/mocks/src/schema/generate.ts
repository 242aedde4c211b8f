// Writes the node's parameter validators and the control plane's body validators ahead of time (Ajv standalone
// code, the spec model's emitter): every schema the node engine and the control plane ask for, keyed as they ask
// (see validators.ts).
import { schemaWithoutProse, standaloneFunction } from "@avaspec/spec-model/ajv";
import { compileNow } from "../platform/ajv-compile.node.js";
import { PROFILES, type SchemaProfile } from "./profiles.js";
import { SCHEMA_RUNTIME_IDS } from "./ajv-runtime.js";
import { requestedSchemas } from "./validators.js";

/**
 * The module of one profile's validators, exported as `exportName`: the node's parameters (loaded at start) or the
 * control plane's bodies (loaded on first need, a chunk of their own in a page's bundle).
 */
export function schemaValidatorsModule(header: string, profile: SchemaProfile, exportName: string): string {
  const what =
    profile === "node"
      ? "The node's parameter validators"
      : "The control plane's body validators (loaded on first need)";
  const parts = [
    header,
    `// ${what}, compiled by Ajv ahead of time`,
    "// (standalone code): nothing is eval'd, so a page with a strict Content Security Policy can load them.",
    'import { schemaRuntime as require } from "../schema/ajv-runtime.js";',
    "",
  ];
  const schemas: Array<[string, unknown]> = [];
  const nulls: Array<[string, boolean]> = [];
  for (const [key, requested] of [...requestedSchemas()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (requested.profile !== profile) continue;
    if (key.startsWith("null/")) nulls.push([key.slice(5), compileNow(profile, requested.schema)(null)]);
    else schemas.push([key, requested.schema]);
  }
  const name = `${profile}Validators`;
  // keyed by the schema as asked for, compiled without its prose (validation reads none; the code embeds it)
  const lean = schemas.map(([key, schema]) => [key, schemaWithoutProse(schema)] as [string, object]);
  const source = standaloneFunction(PROFILES[profile], name, lean);
  // the generated module's `require` (schemaRuntime) provides these only
  const requires = [...new Set([...source.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1] as string))];
  const unknown = requires.filter((id) => !SCHEMA_RUNTIME_IDS.includes(id));
  if (unknown.length > 0) throw new Error(`${profile} validators need ${unknown.join(", ")}`);
  parts.push(
    source,
    "",
    `export const ${exportName} = {`,
    `  validators: ${name}(),`,
    `  acceptsNull: ${JSON.stringify(Object.fromEntries(nulls))},`,
    "};",
    "",
  );
  return parts.join("\n");
}
