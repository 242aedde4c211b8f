// Writes src/generated/suite.json (and index.ts, which reads it) from the three assembled, dereferenced specs, or
// checks that folder is up to date. Run from dist/ by the generate and check:generated scripts:
// `node dist/generate-suite.js --out src/generated`, or `--check src/generated` (exit 1 on drift).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadSpec } from "@avaspec/specs";
import { deriveSuite, SUITE_HEADER } from "./derive/index.js";
import type { Suite } from "./suite.js";
import type { ApiName } from "./types.js";

/** The files of the generated folder this writes, by name (generate-validators.ts writes the others). */
function render(suite: Suite): Record<string, string> {
  return {
    "suite.json": `${JSON.stringify(suite, null, 1)}\n`,
    "index.ts":
      `// ${SUITE_HEADER}\n` +
      "// The suite data lives in suite.json (read at run time); this module types it.\n" +
      'import { readFileSync } from "node:fs";\n' +
      'import type { Suite } from "../suite.js";\n\n' +
      'export const suite: Suite = JSON.parse(readFileSync(new URL("./suite.json", import.meta.url), "utf8"));\n',
  };
}

function load(api: ApiName) {
  try {
    return loadSpec(api, { dereferenced: true });
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    process.stderr.write(
      `generate-suite: no assembled ${api} spec (${err.code ?? err.message}); its cases are left out\n`,
    );
    return undefined;
  }
}

/** Files of the folder another generator writes (generate-validators.ts, after this one). */
const OTHERS = new Set(["validators.js", "validators.d.ts"]);

/** The names of the folder's files that differ from what would be written (missing and extra files too). */
function driftOf(dir: string, files: Record<string, string>): string[] {
  const names = new Set([...Object.keys(files), ...(existsSync(dir) ? readdirSync(dir) : [])]);
  return [...names]
    .filter((n) => !OTHERS.has(n))
    .filter(
      (n) => files[n] === undefined || !existsSync(join(dir, n)) || readFileSync(join(dir, n), "utf8") !== files[n],
    );
}

const { values } = parseArgs({ options: { out: { type: "string" }, check: { type: "string" } } });
const docs = { metrics: load("metrics"), data: load("data"), node: load("node") };
if (values.out !== undefined) {
  const suite = deriveSuite(docs);
  const out = resolve(values.out);
  mkdirSync(out, { recursive: true });
  for (const [name, text] of Object.entries(render(suite))) writeFileSync(join(out, name), text);
  console.log(
    `generate-suite: ${suite.operations.length} operations/methods, ${suite.rest.length} REST cases, ` +
      `${suite.rpc.length} JSON-RPC cases, ${suite.flows.length} flows → ${out}`,
  );
} else if (values.check !== undefined) {
  const dir = resolve(values.check);
  const drift = driftOf(dir, render(deriveSuite(docs)));
  if (drift.length) {
    console.error(
      `generate-suite: ${dir} is out of date with the specs (${drift.join(", ")}); ` +
        "run: npx pnpm --filter @avaspec/contract generate",
    );
    process.exitCode = 1;
  } else console.log(`generate-suite: ${dir} is up to date`);
} else {
  console.error("usage: generate-suite.js --out <dir> | --check <dir>");
  process.exitCode = 2;
}
