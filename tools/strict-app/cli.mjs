#!/usr/bin/env node
// `node tools/strict-app/cli.mjs [README.md …]`: compiles the ```ts blocks of the given READMEs (default: the root
// README and every package's) under a strict application's flags with TypeScript 5.9 and 7; exits 1 on any error.
import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { COMPILERS, checkReadmes, formatFindings } from "./check.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** The root README and each package's: read from the packages folder, never listed by hand. */
export function defaultReadmes(/** @type {string} */ repoRoot) {
  const packages = readdirSync(join(repoRoot, "packages"), { withFileTypes: true }).filter((d) => d.isDirectory());
  const readmes = packages.map((d) => join(repoRoot, "packages", d.name, "README.md")).filter((f) => existsSync(f));
  return [join(repoRoot, "README.md"), ...readmes.sort()];
}

/** The strict application's own files (app/*.ts): every client option given what a strict app may pass. */
export function strictPrograms() {
  const app = fileURLToPath(new URL("./app/", import.meta.url));
  return readdirSync(app)
    .filter((f) => f.endsWith(".ts"))
    .map((f) => join(app, f));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const files = args.length > 0 ? args.map((f) => resolve(f)) : defaultReadmes(root);
  const programs = args.length > 0 ? [] : strictPrograms();
  const { blocks, nocheck, findings } = await checkReadmes({ files, programs, root });
  if (findings.length > 0) console.error(formatFindings(findings));
  const counts = `${blocks - nocheck.length} compiled, ${nocheck.length} marked nocheck`;
  console.log(
    `${blocks} TypeScript blocks in ${files.length} READMEs (${counts}) and ${programs.length} files: ` +
      `${findings.length} errors with ${COMPILERS.map((c) => c.name).join(" and ")}`,
  );
  process.exitCode = findings.length > 0 ? 1 : 0;
}
