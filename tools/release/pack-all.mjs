#!/usr/bin/env node
// @ts-check
// pnpm pack:all [-- <package>…] : installable tarballs of the public packages (or of those named, with what they
// need) at their current versions, in dist/packages/, and the npm install lines for them. Exit 1 when a build or a
// pack fails, 2 for a name that is no public package.
import { execFileSync } from "node:child_process";
import { join, relative } from "node:path";
import { packAll } from "./lib/pack-all.mjs";

const only = process.argv.slice(2).filter((a) => a !== "--");
const root = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim();
const out = join(root, "dist", "packages");
let result;
try {
  result = await packAll({ root, out, only: only.length ? only : undefined, log: (l) => console.log(`  ${l}`) });
} catch (error) {
  const message = /** @type {Error} */ (error).message;
  console.error(`pack:all: ${message}`);
  process.exit(message.startsWith("not a public package") ? 2 : 1);
}

const shown = (/** @type {string} */ file) => relative(process.cwd(), file) || file;
console.log(`\nTarballs in ${shown(out)}/ (current versions; internal dependencies pinned to them):`);
for (const p of result.packages) console.log(`  ${p.name}@${p.version}`);
console.log("\nInstall one with what it needs beside it (those are not on the registry):");
for (const p of result.packages) console.log(`  ${p.name}:\n    npm install ${p.needs.join(" ")}`);
console.log(`\nAll of them:\n  npm install ${result.packages.map((p) => p.tarball).join(" ")}`);
