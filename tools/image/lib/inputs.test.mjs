// @ts-check
// The image's input hash: it changes with a file of the build context (tracked or new), the Dockerfile or what else
// goes in, and not with a file the .dockerignore leaves out; a .dockerignore it cannot read fully is refused.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { contextFiles, contextRules, inputsHash } from "./inputs.mjs";

const repo = mkdtempSync(join(tmpdir(), "avaspec-image-inputs-"));
afterAll(() => rmSync(repo, { recursive: true, force: true }));

const write = (/** @type {string} */ file, /** @type {string} */ text) => {
  mkdirSync(dirname(join(repo, file)), { recursive: true });
  writeFileSync(join(repo, file), text);
};

describe("inputsHash", () => {
  it("follows the build context the .dockerignore lets through", () => {
    execFileSync("git", ["init", "-q"], { cwd: repo });
    write(".gitignore", "dist\n");
    write(".dockerignore", "*\n!package.json\n!packages/mocks\n**/node_modules\n**/*.tsbuildinfo\n");
    write("Dockerfile", "FROM scratch\n");
    write("package.json", "{}\n");
    write("packages/mocks/src/a.ts", "a\n");
    write("packages/mocks/x.tsbuildinfo", "x\n");
    write("packages/mocks/dist/a.js", "built\n");
    write("README.md", "readme\n");
    expect(contextFiles(repo)).toEqual(["package.json", "packages/mocks/src/a.ts"]);

    const first = inputsHash(repo, { base: "k1" });
    write("README.md", "edited\n");
    write("packages/mocks/dist/a.js", "rebuilt\n");
    expect(inputsHash(repo, { base: "k1" })).toBe(first);
    write("packages/mocks/src/new.ts", "new\n");
    const added = inputsHash(repo, { base: "k1" });
    expect(added).not.toBe(first);
    write("Dockerfile", "FROM scratch\nUSER 1000\n");
    expect(inputsHash(repo, { base: "k1" })).not.toBe(added);
    expect(inputsHash(repo, { base: "k2" })).not.toBe(inputsHash(repo, { base: "k1" }));
  });

  it("reads the repository's own .dockerignore", () => {
    const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
    const rules = contextRules(readFileSync(join(root, ".dockerignore"), "utf8"));
    expect(rules.allow).toContain("packages/mocks");
    expect(rules.deny).toContain("node_modules");
  });

  it.each([
    ["no allow list", "packages\n"],
    ["a pattern it does not read", "*\n!packages\npackages/*/test\n"],
    ["a negated glob", "*\n!packages/**/src\n"],
  ])("refuses a .dockerignore with %s", (_name, text) => {
    expect(() => contextRules(text)).toThrow(/\.dockerignore/);
  });
});
