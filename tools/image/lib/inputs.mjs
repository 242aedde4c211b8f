// @ts-check
// What an image is built from, as one hash: the Dockerfile, the build context its .dockerignore lets through (the
// files git sees, tracked or new, not ignored), and whatever else goes in (the local base's key, the build's own
// arguments). `pnpm image` stores it beside the archive and rebuilds only when it changed, so `pnpm test:image`
// right after `pnpm image` reuses the archive.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * The .dockerignore's rules, in the one form the repository uses: `*` first, then `!<path>` entries (the allow list)
 * and exclusions of a name or an extension anywhere (a double star, then `/node_modules` or `/*.tsbuildinfo`).
 * Any other line is refused: the hash would otherwise miss inputs.
 * @param {string} text
 * @returns {{ allow: string[], deny: string[] }}
 */
export function contextRules(text) {
  const lines = text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));
  if (lines[0] !== "*") throw new Error(`.dockerignore: expected "*" first (an allow list), got "${lines[0] ?? ""}"`);
  /** @type {{ allow: string[], deny: string[] }} */
  const rules = { allow: [], deny: [] };
  for (const line of lines.slice(1)) {
    if (/^![\w.@/-]+$/.test(line)) rules.allow.push(line.slice(1).replace(/\/$/, ""));
    else if (/^\*\*\/(\*\.)?[\w.@-]+$/.test(line)) rules.deny.push(line.slice(3));
    else
      throw new Error(`.dockerignore: "${line}" is not a form the image's input hash reads (!path, **/name, **/*.ext)`);
  }
  return rules;
}

/** @param {string} file @param {{ allow: string[], deny: string[] }} rules */
function inContext(file, { allow, deny }) {
  if (!allow.some((p) => file === p || file.startsWith(`${p}/`))) return false;
  const segments = file.split("/");
  return !deny.some((d) => segments.some((s) => (d.startsWith("*.") ? s.endsWith(d.slice(1)) : s === d)));
}

/**
 * The build context's files under `root`, sorted.
 * @param {string} root
 * @returns {string[]}
 */
export function contextFiles(root) {
  const rules = contextRules(readFileSync(join(root, ".dockerignore"), "utf8"));
  return execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter((f) => f && inContext(f, rules) && existsSync(join(root, f)) && statSync(join(root, f)).isFile())
    .sort();
}

/**
 * @param {string} root
 * @param {Record<string, string>} extra what else goes into the image, by name (e.g. the base's key)
 * @returns {string} a sha256 of the Dockerfile, the .dockerignore, each context file (path and bytes) and `extra`
 */
export function inputsHash(root, extra) {
  const hash = createHash("sha256");
  for (const file of ["Dockerfile", ".dockerignore", ...contextFiles(root)]) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update("\0");
  }
  hash.update(JSON.stringify(Object.entries(extra).sort()));
  return hash.digest("hex");
}
