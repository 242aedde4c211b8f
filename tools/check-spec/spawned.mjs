// What check:spec spawns, resolved the way a fresh install lays it out. An npm tool is resolved from the workspace
// package that declares it (createRequire from that package's package.json), never from the repository's root
// node_modules: pnpm links a package there only while some root dependency pulls it in, so a path under the root
// breaks the day that stops (issue 29: `node_modules/vitest/vitest.mjs` vanished with vitest as a root dependency).
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** @param {string} dir a workspace package's folder @returns {any} its package.json */
export const manifestOf = (dir) => JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));

/**
 * Whether the package in `dir` declares `name` (dependencies or devDependencies): only then does a fresh install
 * link it where `dir` resolves it.
 * @param {string} dir @param {string} name
 */
export function declares(dir, name) {
  const m = manifestOf(dir);
  return Boolean(m.dependencies?.[name] ?? m.devDependencies?.[name]);
}

/**
 * The file of npm package `name`'s bin, resolved from the workspace package in `dir` that declares it.
 * @param {string} dir @param {string} name @param {string} [bin] the bin's name (default: the package's name)
 * @returns {string}
 */
export function binOf(dir, name, bin = name) {
  if (!declares(dir, name)) throw new Error(`${join(dir, "package.json")} does not declare ${name}`);
  // the package's own folder on the lookup path node would take from `dir` (a package may not export its
  // package.json, as pnpm does not)
  const folders = createRequire(join(dir, "package.json")).resolve.paths(name) ?? [];
  const manifestPath = folders.map((f) => join(f, name, "package.json")).find((f) => existsSync(f));
  if (!manifestPath) throw new Error(`${name} is not installed where ${dir} resolves it`);
  const binField = JSON.parse(readFileSync(manifestPath, "utf8")).bin;
  const file = typeof binField === "string" ? binField : binField?.[bin];
  if (!file) throw new Error(`${name} has no bin ${bin}`);
  return join(dirname(manifestPath), file);
}

/**
 * The scripts check:spec runs from the repository's own folders (their paths are the repository's layout, not the
 * install's): each must exist in a checkout. The mocks' and the contract suite's bins are the committed launchers.
 */
export const REPO_SCRIPTS = {
  taskRun: join(ROOT, "tools", "task-run", "run.mjs"),
  specDiff: join(ROOT, "tools", "spec-diff", "cli.mjs"),
  mocks: join(ROOT, "packages", "mocks", "bin", "avaspec-mock.js"),
  contract: join(ROOT, "packages", "contract", "bin", "avaspec-contract.js"),
};
