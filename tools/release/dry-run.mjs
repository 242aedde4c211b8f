#!/usr/bin/env node
// @ts-check
// pnpm release:dry [-- --keep] : what `changeset version` + publish would release, checked, without touching the
// working tree. Exit 0 when every public package builds, packs and passes publint and attw; 1 otherwise.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { dryRun } from "./lib/dry-run.mjs";

const args = process.argv.slice(2).filter((a) => a !== "--");
const keep = args.includes("--keep");
const unknown = args.filter((a) => a !== "--keep");
if (unknown.length) {
  console.error(`release:dry: unknown argument ${JSON.stringify(unknown[0])}\nusage: pnpm release:dry [-- --keep]`);
  process.exit(2);
}

const root = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim();
const started = Date.now();
let result;
try {
  result = await dryRun({ root, keep, log: (l) => console.log(`  ${l}`) });
} catch (error) {
  console.error(`release:dry: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}

console.log("\nWould publish:");
for (const p of result.packages) {
  const bump = p.from === p.to ? `${p.to} (unchanged)` : `${p.from} → ${p.to}`;
  const status = p.ok ? "ok" : `FAIL at ${p.stage}`;
  console.log(
    `  ${p.name.padEnd(26)} ${bump.padEnd(22)} ${status}${p.size ? `  ${(p.size / 1024).toFixed(1)} KiB packed` : ""}`,
  );
  for (const f of p.findings) {
    const lines = f.message.split("\n");
    console.log(`      ${f.level.padEnd(10)} ${f.tool}: ${lines[0]}`);
    for (const l of lines.slice(1)) console.log(`                 ${l}`);
  }
}
if (keep) {
  console.log(`\nscratch copy kept at ${result.scratch}`);
  console.log(`its tarballs (versions as the release would bump them): ${join(result.scratch, ".tarballs")}`);
  console.log("to install the packages at their current versions elsewhere: pnpm pack:all");
}
const failed = result.packages.filter((p) => !p.ok).map((p) => p.name);
const verdict = result.ok
  ? "release:dry: all packages ready"
  : `release:dry: FAIL: ${failed.length ? failed.join(", ") : "no public packages found"}`;
console.log(`\n${verdict} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
process.exitCode = result.ok ? 0 : 1;
