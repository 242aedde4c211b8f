// @ts-check
// The image builds @avaspec/mocks and every workspace package it depends on, in turn (the Dockerfile's
// `--filter "@avaspec/mocks..."`): each must be in the build context that the .dockerignore allow list lets through.
// A new internal dependency of the mocks (e.g. @avaspec/spec-model) otherwise fails only inside `pnpm image`.
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { contextRules } from "./inputs.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

/** The workspace's packages under packages/, by name: their folder and their internal runtime dependencies. */
function workspace() {
  /** @type {Map<string, { dir: string, deps: string[] }>} */
  const packages = new Map();
  for (const dir of readdirSync(join(root, "packages"))) {
    const manifest = JSON.parse(readFileSync(join(root, "packages", dir, "package.json"), "utf8"));
    const deps = Object.entries({ ...manifest.dependencies, ...manifest.peerDependencies })
      .filter(([, range]) => String(range).startsWith("workspace:"))
      .map(([name]) => name);
    packages.set(manifest.name, { dir: `packages/${dir}`, deps });
  }
  return packages;
}

/** @param {string} name @param {ReturnType<typeof workspace>} packages @returns {string[]} folders, `name` first */
function closure(name, packages) {
  const seen = new Set([name]);
  for (const next of seen) for (const dep of packages.get(next)?.deps ?? []) seen.add(dep);
  return [...seen].map((n) => packages.get(n)?.dir ?? `(unknown ${n})`);
}

/** @param {string[]} folders @param {{ allow: string[] }} rules @returns {string[]} the folders left out */
const leftOut = (folders, { allow }) => folders.filter((f) => !allow.some((a) => f === a || f.startsWith(`${a}/`)));

describe("the image's build context", () => {
  it("holds @avaspec/mocks and every workspace package it depends on", () => {
    const rules = contextRules(readFileSync(join(root, ".dockerignore"), "utf8"));
    const folders = closure("@avaspec/mocks", workspace());
    expect(folders).toContain("packages/specs");
    expect(leftOut(folders, rules)).toEqual([]);
  });

  it("names a dependency the allow list leaves out", () => {
    const rules = contextRules("*\n!packages/mocks\n!packages/specs\n");
    expect(leftOut(["packages/mocks", "packages/specs", "packages/spec-model"], rules)).toEqual([
      "packages/spec-model",
    ]);
  });
});
