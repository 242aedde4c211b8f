// Generates (or, with --check, verifies) the REST mocks' request validators, compiled ahead of time from the
// assembled specs: `pnpm --filter @avaspec/mocks generate` writes src/generated/rest-validators.{js,d.ts}, and the
// node's parameter and the control plane's body validators (schema-validators.{js,d.ts}).
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

function moduleSource(): string {
  const parts: string[] = [
    HEADER,
    "// The REST mocks' request validators, compiled by Ajv ahead of time (standalone code): start-up compiles",
    "// nothing, and nothing is eval'd, so a page with a strict Content Security Policy can load them.",
    'import { ajvRuntime as require } from "../rest/ajv-runtime.js";',
    "",
  ];
  const apis: string[] = [];
  for (const api of [metricsApi(), dataApi()]) {
    const schemas = requestSchemas(readOperations(api.dereferenced));
    const variants: string[] = [];
    for (const { variant, name, code } of standaloneSources(schemas, api.name)) {
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
  parts.push("export const GENERATED_VALIDATORS = {", ...apis, "};", "");
  return parts.join("\n");
}

const DECLARATIONS = `${HEADER}
import type { GeneratedValidators } from "../rest/validators.js";

/** Validators generated for the shipped documents, by API (the engine checks each fingerprint before use). */
export declare const GENERATED_VALIDATORS: Readonly<Record<string, GeneratedValidators | undefined>>;
`;

const SCHEMA_DECLARATIONS = `${HEADER}

/** Validators generated for the node's parameters and the control plane's bodies, by schema key. */
export declare const GENERATED_SCHEMA_VALIDATORS: {
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
  "rest-validators.js": moduleSource(),
  "rest-validators.d.ts": DECLARATIONS,
  "schema-validators.js": schemaValidatorsModule(HEADER),
  "schema-validators.d.ts": SCHEMA_DECLARATIONS,
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
