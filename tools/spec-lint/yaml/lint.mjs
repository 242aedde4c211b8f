#!/usr/bin/env node
// Lints the YAML text of every spec source (specs/**/*.yaml) for flow-mapping accidents: in `{ type: integer,
// description: Gas, in wei. }` the comma ends the description and starts a key `in wei.` (YAML reads it so), which
// silently cuts the text short and leaves a key no schema keyword. Free text in a flow mapping must be quoted.
// Usage: node tools/spec-lint/yaml/lint.mjs [--root <repo root>]; exit 0 clean, 1 on any problem.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { isMap, isScalar, LineCounter, parseDocument, Scalar, visit } from "yaml";
import { REPO_ROOT, runLinter } from "../run-linter.mjs";

export { REPO_ROOT };

/** Keys whose values are prose: in a flow mapping they must be quoted, since a comma would end them. */
const TEXT_KEYS = new Set(["description", "summary", "title"]);

export const RULES = {
  "flow-mapping-key-without-value":
    "no key without a value in a flow mapping (`{ a: 1, B }`): the trace of a comma inside a plain scalar",
  "flow-mapping-plain-text": "`description`, `summary` and `title` in a flow mapping are quoted, never plain scalars",
};

/** Every .yaml file under `dir`, sorted. */
function yamlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(".yaml"))
    .map((e) => join(e.parentPath ?? e.path, e.name))
    .sort();
}

/**
 * The flow-mapping problems of one YAML text.
 * @param {string} text @param {string} file
 * @returns {{ file: string, line: number, column: number, severity: "error", rule: string, message: string }[]}
 */
export function lintYamlText(text, file) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const problems = [];
  const report = (node, rule, message) => {
    const { line, col } = lineCounter.linePos(node.range?.[0] ?? 0);
    problems.push({ file, line, column: col, severity: "error", rule, message });
  };
  visit(doc, {
    Map(_key, node) {
      if (!isMap(node) || !node.flow) return;
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        if (pair.value === null || pair.value === undefined)
          report(
            pair.key,
            "flow-mapping-key-without-value",
            `key ${JSON.stringify(key)} has no value in a flow mapping: ` +
              "a comma in a plain scalar before it? Quote that text",
          );
        else if (TEXT_KEYS.has(key) && isScalar(pair.value) && pair.value.type === Scalar.PLAIN)
          report(
            pair.value,
            "flow-mapping-plain-text",
            `${key} in a flow mapping must be quoted (a comma would end the text and start a key)`,
          );
      }
    },
  });
  return problems;
}

/** Lints every specs/**\/*.yaml under `root`. */
export function lintSpecYaml(root = REPO_ROOT) {
  return yamlFiles(join(root, "specs")).flatMap((file) => lintYamlText(readFileSync(file, "utf8"), file));
}

export const formatProblem = (p, base = REPO_ROOT) =>
  `${relative(base, p.file) || p.file}:${p.line}:${p.column}  ${p.severity}  ${p.rule}  ${p.message}`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href)
  runLinter({ name: "yaml lint", clean: "specs/**/*.yaml", lint: lintSpecYaml, format: formatProblem });
