#!/usr/bin/env node
// @ts-check
// Lints specs/deviations.yaml, the machine-readable deviations: the shape of each entry, its id a row of
// specs/DEVIATIONS.md, and its operation (metrics, data) or method (node) one the assembled specs have. A stale entry
// would make the contract suite call real drift "known", or keep reporting a deviation that cannot occur.
// Usage: node tools/spec-lint/deviations/lint.mjs [--root <repo root>]; exit 0 clean, 1 on any problem.
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { loadSpec } from "@avaspec/specs";
import { isMap, isSeq, LineCounter, parseDocument } from "yaml";
import { REPO_ROOT, runLinter } from "../run-linter.mjs";

export { REPO_ROOT };

export const RULES = {
  "deviations-shape": "each entry has id, api, check, live, and operation (REST) or method (node)",
  "deviations-unknown-id": "the id is a row of specs/DEVIATIONS.md",
  "deviations-unknown-operation": "the operation or method is in the assembled spec of its api",
};

const KEYS = new Set(["id", "api", "operation", "method", "check", "path", "case", "live"]);

/**
 * @typedef {{ file: string, line: number, severity: "error", rule: string, message: string }} Problem
 * @typedef {{ metrics?: any, data?: any, node?: any }} Specs
 */

/** Operation ids (REST) or method names (node) of each api. @param {Specs} specs */
export function namesOf(specs) {
  /** @type {Record<string, Set<string>>} */
  const out = { metrics: new Set(), data: new Set(), node: new Set() };
  for (const api of /** @type {const} */ (["metrics", "data"]))
    for (const item of Object.values(specs[api]?.paths ?? {}))
      for (const op of Object.values(/** @type {Record<string, any>} */ (item)))
        if (op && typeof op === "object" && typeof op.operationId === "string") out[api]?.add(op.operationId);
  for (const m of specs.node?.methods ?? []) out.node?.add(m.name);
  return out;
}

/**
 * The problems of one deviations file.
 * @param {string} text the YAML @param {string} markdown DEVIATIONS.md @param {Specs} specs @param {string} file
 * @returns {Problem[]}
 */
export function lintDeviations(text, markdown, specs, file) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  /** @type {Problem[]} */
  const problems = [];
  /** @param {any} node @param {keyof typeof RULES} rule @param {string} message */
  const report = (node, rule, message) =>
    problems.push({ file, line: lineCounter.linePos(node?.range?.[0] ?? 0).line, severity: "error", rule, message });
  for (const e of doc.errors) report(e, "deviations-shape", e.message);
  const list = isMap(doc.contents) ? doc.contents.get("deviations", true) : undefined;
  if (!isSeq(list)) {
    report(doc.contents, "deviations-shape", "the file holds `deviations:`, a list of entries");
    return problems;
  }
  const rows = new Set([...markdown.matchAll(/^\|\s*([A-Z]+\d+)\s*\|/gm)].map((m) => m[1]));
  const names = namesOf(specs);
  for (const node of list.items) {
    const entry = /** @type {Record<string, unknown>} */ (isMap(node) ? node.toJSON() : undefined);
    const problem = shapeProblem(entry);
    if (problem) {
      report(node, "deviations-shape", problem);
      continue;
    }
    const id = String(entry.id);
    if (!rows.has(id)) report(node, "deviations-unknown-id", `id ${id} is not a row of DEVIATIONS.md`);
    const api = String(entry.api);
    const target = String(entry.operation ?? entry.method);
    if (!names[api]?.has(target))
      report(
        node,
        "deviations-unknown-operation",
        `${api === "node" ? "method" : "operation"} ${target} (${id}) is not in the ${api} spec`,
      );
  }
  return problems;
}

/** Why an entry is malformed, or undefined. @param {Record<string, unknown> | undefined} e */
function shapeProblem(e) {
  if (!e || typeof e !== "object") return "an entry is a mapping";
  const unknown = Object.keys(e).filter((k) => !KEYS.has(k));
  if (unknown.length) return `unknown key ${unknown.join(", ")} (keys: ${[...KEYS].join(", ")})`;
  for (const k of ["id", "api", "check", "live"])
    if (typeof e[k] !== "string" || !e[k]) return `${k} is a non-empty string`;
  if (!["metrics", "data", "node"].includes(String(e.api))) return `api is metrics, data or node, not ${e.api}`;
  const want = e.api === "node" ? "method" : "operation";
  const other = e.api === "node" ? "operation" : "method";
  if (typeof e[want] !== "string" || e[other] !== undefined) return `a ${e.api} entry names its ${want} (only)`;
  if (e.path !== undefined && (typeof e.path !== "string" || (e.path !== "" && !e.path.startsWith("/"))))
    return `path is a JSON pointer ("" or starting with /), not ${JSON.stringify(e.path)}`;
  if (e.case !== undefined && typeof e.case !== "string") return "case is a string";
  return undefined;
}

/** Lints specs/deviations.yaml under `root` against the assembled specs. @param {string} root @param {Specs} [specs] */
export function lintDeviationsFile(root = REPO_ROOT, specs) {
  const file = join(root, "specs", "deviations.yaml");
  if (!existsSync(file)) return [];
  const markdown = readFileSync(join(root, "specs", "DEVIATIONS.md"), "utf8");
  const docs = specs ?? {
    metrics: loadSpec("metrics"),
    data: loadSpec("data"),
    node: loadSpec("node"),
  };
  return lintDeviations(readFileSync(file, "utf8"), markdown, docs, file);
}

/** @param {Problem} p @param {string} base */
export const formatProblem = (p, base = REPO_ROOT) =>
  `${relative(base, p.file) || p.file}:${p.line}  ${p.severity}  ${p.rule}  ${p.message}`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href)
  runLinter({
    name: "deviations lint",
    clean: "specs/deviations.yaml",
    lint: (root) => lintDeviationsFile(root),
    format: formatProblem,
  });
