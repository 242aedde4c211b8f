// @ts-check
// Reporters of the OpenRPC linter's problems: `stylish` (file:line:col  severity  rule  message, for people),
// `json` (one array, for tools) and `github-actions` (workflow commands: GitHub shows each problem on its line of the
// pull request's diff, as redocly's `--format github-actions` does for the REST specs).
import { relative } from "node:path";

export const FORMATS = /** @type {const} */ (["stylish", "json", "github-actions"]);

/** @typedef {(typeof FORMATS)[number]} Format */
/**
 * @typedef {{ file: string, line: number, column: number, severity: string, rule: string, message: string,
 *   pointer?: string }} ReportedProblem
 */

/** @param {string} value @returns {value is Format} */
export const isFormat = (value) => /** @type {readonly string[]} */ (FORMATS).includes(value);

/** Escapes the message of a workflow command (GitHub's toolkit: `%`, CR, LF). @param {string} s */
const escapeData = (s) => s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
/** Escapes a property of a workflow command (also `:` and `,`, which separate properties). @param {string} s */
const escapeProperty = (s) => escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");

/** @param {string} file @param {string} base */
const shown = (file, base) => (relative(base, file) || file).split("\\").join("/");

/** @param {ReportedProblem} p @param {string} base */
const stylishLine = (p, base) => `${shown(p.file, base)}:${p.line}:${p.column}  ${p.severity}  ${p.rule}  ${p.message}`;

/** @param {ReportedProblem} p @param {string} base */
export function githubActionsLine(p, base) {
  const level =
    p.severity === "error" ? "error" : p.severity === "warn" || p.severity === "warning" ? "warning" : "notice";
  const props = [
    `title=${escapeProperty(p.rule)}`,
    `file=${escapeProperty(shown(p.file, base))}`,
    `line=${p.line}`,
    `col=${p.column}`,
  ].join(",");
  return `::${level} ${props}::${escapeData(p.message)}`;
}

/**
 * The report of `problems` in `format`, as lines to print on stdout.
 * @param {ReportedProblem[]} problems
 * @param {Format} format
 * @param {string} base directory the file names are made relative to (the repository root)
 * @returns {string[]}
 */
export function formatProblems(problems, format, base) {
  if (format === "json") {
    const rows = problems.map((p) => ({ ...p, file: shown(p.file, base) }));
    return [JSON.stringify(rows, null, 2)];
  }
  if (format === "github-actions") return problems.map((p) => githubActionsLine(p, base));
  return problems.map((p) => stylishLine(p, base));
}
