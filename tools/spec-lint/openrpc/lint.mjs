// Lints the node OpenRPC contract (specs/node) and reports every problem at file:line:col of the source YAML.
// The sources are assembled by @avaspec/specs' one assembler, which maps every JSON pointer of the assembled
// document back to the YAML node it came from; each rule of rules.mjs reports by pointer.
import { existsSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { assembleOpenRpcWithPositions, COMPONENT_KINDS, SourceTreeError } from "@avaspec/specs/assemble-openrpc";
import { createContext } from "./context.mjs";
import { RULE_TABLE } from "./rules.mjs";

export { dataPathToPointer } from "./meta-schema.mjs";
export { dereference, getPointer, pointerOf } from "./pointers.mjs";
export { COMPONENT_KINDS };
/** The tree cannot be read at all (missing files, YAML syntax errors): the CLI exits 2. */
export const UnreadableTreeError = SourceTreeError;
/** The assembler the build uses, with source positions (kept under the linter's historical name). */
export const assembleWithPositions = assembleOpenRpcWithPositions;

const here = dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = resolve(here, "..", "..", "..");
export const DEFAULT_ROOT_FILE = join(REPO_ROOT, "specs", "node", "openrpc.yaml");

/** Every rule this linter reports, with what it enforces (the README's table is checked against this). */
export const RULES = Object.fromEntries(RULE_TABLE.map((rule) => [rule.id, rule.description]));

/**
 * Lints the OpenRPC tree whose root is `rootFile` (specs/node/openrpc.yaml): every rule of the table.
 * @param {string} [rootFile]
 * @returns {import("./context.mjs").Problem[]} sorted by file, line, column; `file` is absolute
 * @throws {SourceTreeError} when the tree cannot be read or parsed
 */
export function lintOpenRpc(rootFile = DEFAULT_ROOT_FILE) {
  const ctx = createContext(rootFile);
  for (const rule of RULE_TABLE) rule.check(ctx);
  const unique = new Map(ctx.problems.map((p) => [`${p.file}:${p.line}:${p.column}:${p.rule}:${p.message}`, p]));
  return [...unique.values()].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.rule.localeCompare(b.rule),
  );
}

/** One line per problem: `file:line:col  error  rule-id  message`, the file relative to `base`. */
export const formatProblem = (p, base = REPO_ROOT) =>
  `${relative(base, p.file) || p.file}:${p.line}:${p.column}  ${p.severity}  ${p.rule}  ${p.message}`;

/** Finds openrpc.yaml for `--root <dir>`: the dir itself holds it, or <dir>/specs/node does. */
export function rootFileFor(dir) {
  const abs = resolve(dir);
  if (existsSync(abs) && statSync(abs).isFile()) return abs;
  const direct = join(abs, "openrpc.yaml");
  return existsSync(direct) ? direct : join(abs, "specs", "node", "openrpc.yaml");
}
