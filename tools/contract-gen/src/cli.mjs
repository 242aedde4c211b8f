#!/usr/bin/env node
// Writes the generated contract suite into a folder (--out), or checks that folder is up to date (--check).
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadSpec } from "@avaspec/specs";
import { generateSuite, HEADER } from "./generate.mjs";

/** The suite's types, read by the generator (JSDoc) and, through this copy, by the runner. */
const SUITE_TYPES = readFileSync(new URL("./suite.d.ts", import.meta.url), "utf8");

/** The files of the generated folder, by name. @param {import("./suite.js").Suite} suite */
function render(suite) {
  return {
    "suite-types.ts": `// ${HEADER}\n${SUITE_TYPES}`,
    "suite.json": JSON.stringify(suite, null, 1) + "\n",
    "index.ts":
      `// ${HEADER}\n` +
      `// The suite data lives in suite.json (read at run time); this module types it.\n` +
      `import { readFileSync } from "node:fs";\n` +
      `import type { Suite } from "../types.js";\n\n` +
      `export const suite: Suite = JSON.parse(readFileSync(new URL("./suite.json", import.meta.url), "utf8"));\n`,
  };
}

/** @param {"metrics" | "data" | "node"} api */
function load(api) {
  try {
    return loadSpec(api, { dereferenced: true });
  } catch (/** @type {any} */ e) {
    process.stderr.write(`contract-gen: no assembled ${api} spec (${e.code ?? e.message}); its cases are left out\n`);
    return undefined;
  }
}

/** Files of the folder another generator writes (@avaspec/contract's generate-validators, after this one). */
const OTHERS = new Set(["validators.js", "validators.d.ts"]);

const { values } = parseArgs({ options: { out: { type: "string" }, check: { type: "string" } } });
const files = render(generateSuite({ metrics: load("metrics"), data: load("data"), node: load("node") }));
if (values.out) {
  const out = resolve(values.out);
  mkdirSync(out, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(out, name), text);
  const suite = JSON.parse(files["suite.json"]);
  console.log(
    `contract-gen: ${suite.operations.length} operations/methods, ${suite.rest.length} REST cases, ` +
      `${suite.rpc.length} JSON-RPC cases, ${suite.flows.length} flows → ${out}`,
  );
} else if (values.check) {
  const dir = resolve(values.check);
  const tmp = mkdtempSync(join(tmpdir(), "contract-gen-"));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(tmp, name), text);
    const names = new Set(
      [...Object.keys(files), ...(existsSync(dir) ? readdirSync(dir) : [])].filter((n) => !OTHERS.has(n)),
    );
    const drift = [...names].filter(
      (n) =>
        !existsSync(join(dir, n)) ||
        !existsSync(join(tmp, n)) ||
        readFileSync(join(dir, n), "utf8") !== readFileSync(join(tmp, n), "utf8"),
    );
    if (drift.length) {
      console.error(
        `contract-gen: ${dir} is out of date with the specs (${drift.join(", ")}); ` +
          "run: npx pnpm --filter @avaspec/contract generate",
      );
      process.exit(1);
    }
    console.log(`contract-gen: ${dir} is up to date`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
} else {
  console.error("usage: contract-gen --out <dir> | --check <dir>");
  process.exit(2);
}
