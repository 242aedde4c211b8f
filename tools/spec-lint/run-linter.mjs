// @ts-check
// What the spec linters share: the repository root, and the command line of a linter that checks the tree at
// `--root DIR` (the repository by default), prints one line per problem and exits 1 when there is any.
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");

/**
 * @template P
 * @typedef {{ name: string, clean: string, lint: (root: string) => P[], format: (problem: P, root: string) => string }}
 *   Linter `name` heads each summary line; `clean` says what was found clean.
 */

/** @template P @param {Linter<P>} linter */
export function runLinter({ name, clean, lint, format }) {
  const args = process.argv.slice(2);
  const root = args[0] === "--root" && args[1] ? resolve(args[1]) : REPO_ROOT;
  const problems = lint(root);
  if (!problems.length) console.log(`${name}: ${clean} clean (0 problems)`);
  for (const p of problems) console.error(format(p, root));
  if (problems.length) {
    console.error(`${name}: ${problems.length} problem(s)`);
    process.exitCode = 1;
  }
}
