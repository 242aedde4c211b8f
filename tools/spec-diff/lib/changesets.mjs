// @ts-check
// Finds the changesets added since a commit (committed, staged or untracked) and reads their bump types.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";

export const SPECS_PACKAGE = "@avaspec/specs";

/**
 * Reads a changeset's frontmatter: `"@avaspec/specs": major`, one package per line.
 * @param {string} text
 * @returns {Record<string, string>} package name → bump type
 */
export function parseChangeset(text) {
  const m = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(\r?\n|$)/.exec(text.replace(/^\uFEFF/, ""));
  if (!m) return {};
  const data = parse(m[1] ?? "");
  if (!data || typeof data !== "object" || Array.isArray(data)) return {};
  return Object.fromEntries(Object.entries(data).filter(([, v]) => typeof v === "string"));
}

/**
 * @param {string} root repository root
 * @param {string} commit base commit
 * @returns {{ file: string, bumps: Record<string, string> }[]}
 */
export function changesetsSince(root, commit) {
  const run = (/** @type {string[]} */ args) =>
    execFileSync("git", args, { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
  const files = new Set([
    ...run(["diff", "--name-only", "--diff-filter=AR", commit, "--", ".changeset"]),
    ...run(["ls-files", "--others", "--exclude-standard", "--", ".changeset"]),
  ]);
  return [...files]
    .filter((f) => /^\.changeset\/[^/]+\.md$/.test(f) && f !== ".changeset/README.md" && existsSync(join(root, f)))
    .sort()
    .map((file) => ({ file, bumps: parseChangeset(readFileSync(join(root, file), "utf8")) }));
}
