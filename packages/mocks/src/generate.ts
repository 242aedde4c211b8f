// Generates (or, with --check, verifies) the REST mocks' request validators, compiled ahead of time from the
// assembled specs: `pnpm --filter @avaspec/mocks generate` writes src/generated/rest-validators.{js,d.ts} (first
// error) and rest-all-validators.{js,d.ts} (every error), the node's parameter validators
// (schema-validators.{js,d.ts}) and the control plane's body validators (control-validators.{js,d.ts}).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { loadDocument, loadNodeDocument } from "#documents";
import { dataApi, metricsApi } from "./apis.js";
import "./control/faults.js";
import "./control/scenario.js";
import "./control/latency.js";
import "./control/verify.js";
import { ruleTargets, ruleTypesSource } from "./control/rule-targets.js";
import { readNodeSpec } from "./node/spec.js";
import { schemaValidatorsModule } from "./schema/generate.js";
import { standaloneSources } from "./rest/ajv-compile.js";
import { AJV_RUNTIME_IDS } from "./rest/ajv-runtime.js";
import { readOperations } from "./rest/spec.js";
import { requestSchemas } from "./rest/validation.js";
import { schemasFingerprint } from "./rest/validators.js";

const HEADER =
  "// generated, do not edit: written by @avaspec/mocks from @avaspec/specs (pnpm --filter @avaspec/mocks generate)";

/**
 * The REST validators of one kind: those that stop at the first error (loaded at start, the happy path) or those
 * that collect every error (loaded on the first invalid request, to write its 400).
 */
function moduleSource(all: boolean): string {
  const parts: string[] = [
    HEADER,
    all
      ? "// The REST mocks' every-error request validators (loaded with the first invalid request, to write its 400),"
      : "// The REST mocks' first-error request validators (the happy path; the every-error ones are a module apart),",
    "// compiled by Ajv ahead of time (standalone code): start-up compiles nothing, and nothing is eval'd, so a page",
    "// with a strict Content Security Policy can load them.",
    'import { ajvRuntime as require } from "../rest/ajv-runtime.js";',
    "",
  ];
  const apis: string[] = [];
  for (const api of [metricsApi(), dataApi()]) {
    const schemas = requestSchemas(readOperations(api.dereferenced));
    const variants: string[] = [];
    for (const { variant, name, code } of standaloneSources(schemas, api.name)) {
      if (variant.endsWith("All") !== all) continue;
      // the generated module's `require` provides these only
      const unknown = [...code.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1] as string);
      const missing = unknown.filter((id) => !AJV_RUNTIME_IDS.includes(id));
      if (missing.length > 0) throw new Error(`${api.name}: the validators need ${[...new Set(missing)].join(", ")}`);
      parts.push(code, "");
      variants.push(`${variant}: ${name}()`);
    }
    const fingerprint = JSON.stringify(schemasFingerprint(schemas));
    apis.push(`  ${api.name}: { fingerprint: ${fingerprint}, variants: { ${variants.join(", ")} } },`);
  }
  parts.push(`export const ${all ? "GENERATED_ALL_VALIDATORS" : "GENERATED_VALIDATORS"} = {`, ...apis, "};", "");
  return parts.join("\n");
}

const DECLARATIONS = `${HEADER}
import type { GeneratedValidators } from "../rest/validators.js";

/** First-error validators generated for the shipped documents, by API (the engine checks each fingerprint first). */
export declare const GENERATED_VALIDATORS: Readonly<Record<string, GeneratedValidators | undefined>>;
`;

const ALL_DECLARATIONS = `${HEADER}
import type { GeneratedValidators } from "../rest/validators.js";

/** Every-error validators generated for the shipped documents, by API (loaded with the first invalid request). */
export declare const GENERATED_ALL_VALIDATORS: Readonly<Record<string, GeneratedValidators | undefined>>;
`;

const schemaDeclarations = (exportName: string, what: string) => `${HEADER}

/** Validators generated for ${what}, by schema key. */
export declare const ${exportName}: {
  readonly validators: Readonly<Record<string, unknown>>;
  readonly acceptsNull: Readonly<Record<string, boolean>>;
};
`;

const { values } = parseArgs({ options: { out: { type: "string" }, check: { type: "string" } } });
const dir = values.out ?? values.check;
if (!dir) {
  process.stderr.write("usage: generate --out <dir> | --check <dir>\n");
  process.exit(2);
}
// the node engine asks for its parameter schemas as it reads its document; the control plane at load
readNodeSpec(loadNodeDocument());
const files = {
  "rest-validators.js": moduleSource(false),
  "rest-validators.d.ts": DECLARATIONS,
  "rest-all-validators.js": moduleSource(true),
  "rest-all-validators.d.ts": ALL_DECLARATIONS,
  "schema-validators.js": schemaValidatorsModule(HEADER, "node", "GENERATED_SCHEMA_VALIDATORS"),
  "schema-validators.d.ts": schemaDeclarations("GENERATED_SCHEMA_VALIDATORS", "the node's parameters"),
  "control-validators.js": schemaValidatorsModule(HEADER, "control", "GENERATED_CONTROL_VALIDATORS"),
  "control-validators.d.ts": schemaDeclarations("GENERATED_CONTROL_VALIDATORS", "the control plane's bodies"),
  "rule-types.ts": ruleTypesSource(
    HEADER,
    ruleTargets({
      metrics: loadDocument("metrics", false),
      data: loadDocument("data", false),
      node: loadDocument("node", true),
    }),
  ),
};
let drift = false;
for (const [name, text] of Object.entries(files)) {
  const path = join(dir, name);
  if (values.out) writeFileSync(path, text);
  else {
    let current = "";
    try {
      current = readFileSync(path, "utf8");
    } catch {}
    if (current !== text) {
      drift = true;
      process.stderr.write(`${path} differs from what the specs generate: run pnpm --filter @avaspec/mocks generate\n`);
    }
  }
}
process.exitCode = drift ? 1 : 0;
