// Writes src/generated/validators.js (and its declarations): the specs' schemas compiled ahead of time for --fuzz
// (see fuzz/precompile.ts). Run from dist/ by the generate and check:generated scripts:
// `node dist/generate-validators.js --out src/generated`, or `--check src/generated` (exit 1 when stale).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { VALIDATORS_TYPES, validatorsModule } from "./fuzz/precompile.js";

const { values } = parseArgs({ options: { out: { type: "string" }, check: { type: "string" } } });
const files: Record<string, string> = { "validators.js": validatorsModule(), "validators.d.ts": VALIDATORS_TYPES };
if (values.check !== undefined) {
  for (const [name, source] of Object.entries(files)) {
    const path = join(values.check, name);
    let current = "";
    try {
      current = readFileSync(path, "utf8");
    } catch {
      // missing: stale as well
    }
    if (current !== source) {
      console.error(`${path} is stale: run pnpm --filter @avaspec/contract generate`);
      process.exitCode = 1;
    }
  }
} else if (values.out !== undefined) {
  for (const [name, source] of Object.entries(files)) writeFileSync(join(values.out, name), source);
} else {
  console.error("usage: generate-validators.js --out <dir> | --check <dir>");
  process.exitCode = 2;
}
