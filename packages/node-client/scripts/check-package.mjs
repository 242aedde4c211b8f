#!/usr/bin/env node
// check:package: publint (strict) and are-the-types-wrong (ESM-only profile) on the packed package.
// Usage: node scripts/check-package.mjs [--dir <package dir>]   (default: this package)
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const here = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({ options: { dir: { type: "string" } } });
const dir = resolve(values.dir ?? join(here, ".."));

/** node_modules/.bin/<name>, looked up from this package towards the root */
function bin(name) {
  for (let d = here; ; d = dirname(d)) {
    const candidate = join(d, "node_modules", ".bin", name);
    if (existsSync(candidate)) return candidate;
    if (dirname(d) === d) throw new Error(`${name} is not installed`);
  }
}

let failed = false;
/** @type {[string, string[]][]} */
const CHECKS = [
  ["publint", ["--strict"]],
  ["attw", ["--pack", "--profile", "esm-only"]],
];
for (const [tool, args] of CHECKS) {
  const run = spawnSync(bin(tool), args, {
    cwd: dir,
    stdio: "inherit",
    env: { ...process.env, npm_config_update_notifier: "false" },
  });
  if (run.status !== 0) {
    console.error(`check:package: ${tool} failed on ${dir}`);
    failed = true;
  }
}
process.exitCode = failed ? 1 : 0;
