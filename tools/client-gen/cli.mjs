#!/usr/bin/env node
// avaspec-client-gen: writes a REST client's src/generated/ (run from the client package, as its `generate` and
// `check:generated` scripts do). Usage: avaspec-client-gen --api metrics|data [--out src/generated] [--check]
// --check regenerates into a temp dir and fails on any difference with --out (the drift check).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { generate } from "./generate.mjs";

/** Names of the files that differ between two folders, or are in only one of them. */
function driftBetween(/** @type {string} */ fresh, /** @type {string} */ committed) {
  const names = new Set([...readdirSync(fresh), ...(existsSync(committed) ? readdirSync(committed) : [])]);
  return [...names].filter((n) => {
    const a = join(fresh, n);
    const b = join(committed, n);
    return !existsSync(a) || !existsSync(b) || readFileSync(a, "utf8") !== readFileSync(b, "utf8");
  });
}

const { values } = parseArgs({
  options: {
    api: { type: "string" },
    out: { type: "string", default: "src/generated" },
    check: { type: "boolean", default: false },
  },
});
if (!values.api) throw new Error("--api metrics|data is required");
const outDir = resolve(values.out);
if (!values.check) {
  const { ops } = await generate({ api: values.api, outDir });
  console.log(
    `${values.api}: ${ops.length} operations (${ops.filter((o) => o.page).length} paginated) → ${values.out}`,
  );
} else {
  const tmp = mkdtempSync(join(tmpdir(), "client-gen-"));
  try {
    await generate({ api: values.api, outDir: tmp });
    const drift = driftBetween(tmp, outDir);
    if (drift.length) {
      console.error(
        `${values.out} is out of date with the spec (${drift.join(", ")}): run \`pnpm generate\` and commit the result`,
      );
      process.exitCode = 1;
    } else console.log(`${values.out} matches the spec`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
