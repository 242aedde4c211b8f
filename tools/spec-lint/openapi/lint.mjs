#!/usr/bin/env node
// Lints the REST contracts (specs/metrics, specs/data) with Redocly and /redocly.yaml; any error or warning fails.
// Usage: node tools/spec-lint/openapi/lint.mjs [--root <repo root>] [api@version ...]
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = resolve(here, "..", "..", "..");

const require = createRequire(import.meta.url);
const redoclyBin = join(dirname(require.resolve("@redocly/cli/package.json")), "bin", "cli.js");

/**
 * @typedef {{ file: string, line: number, column: number, severity: "error" | "warn", rule: string,
 *   message: string }} Problem
 * @typedef {{ ok: boolean, problems: Problem[], output: string, exitCode: number }} LintResult
 */

/** Parses Redocly's `--format=stylish` output: a `file:` header, then `  line:col  severity  rule  message` rows. */
export function parseStylish(text) {
  /** @type {Problem[]} */
  const problems = [];
  let file = "";
  for (const raw of text.split(/\r?\n/)) {
    const header = /^(\S.*\.(?:ya?ml|json)):$/.exec(raw);
    if (header) {
      file = header[1] ?? "";
      continue;
    }
    const row = /^\s+(\d+):(\d+)\s+(error|warning|warn)\s+(\S+)\s+(.*)$/.exec(raw);
    if (row && file) {
      problems.push({
        file,
        line: Number(row[1]),
        column: Number(row[2]),
        severity: row[3] === "error" ? "error" : "warn",
        rule: row[4] ?? "",
        message: (row[5] ?? "").trim(),
      });
    }
  }
  return problems;
}

/**
 * Runs `redocly lint --format=stylish` with `<root>/redocly.yaml` on the given APIs (default: all in the config).
 * @param {{ root?: string, apis?: string[] }} [options]
 * @returns {LintResult}
 */
export function lint({ root = REPO_ROOT, apis = [] } = {}) {
  const result = spawnSync(
    process.execPath,
    [redoclyBin, "lint", ...apis, "--config", join(root, "redocly.yaml"), "--format=stylish", "--max-problems=1000"],
    {
      cwd: root,
      encoding: "utf8",
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: "off",
        REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
        NO_COLOR: "1",
        FORCE_COLOR: "0",
      },
    },
  );
  const output = `${result.stdout ?? ""}\n${result.stderr ?? ""}`.replace(/\u001b\[[0-9;]*m/g, "");
  const problems = parseStylish(output);
  const exitCode = result.status ?? 1;
  if (exitCode !== 0 && problems.length === 0) {
    // Redocly could not lint at all (bad config, unparsable file outside a problem report): surface its own words.
    problems.push({
      file: join(root, "redocly.yaml"),
      line: 1,
      column: 1,
      severity: "error",
      rule: "redocly",
      message: output.trim().split("\n").slice(-5).join(" "),
    });
  }
  return { ok: exitCode === 0 && problems.length === 0, problems, output, exitCode };
}

/** One line per problem: `file:line:col  severity  rule  message`. @param {Problem} p */
export const formatProblem = (p) => `${p.file}:${p.line}:${p.column}  ${p.severity}  ${p.rule}  ${p.message}`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = process.argv.slice(2);
  let root = REPO_ROOT;
  /** @type {string[]} */
  const apis = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? "";
    if (arg !== "--root") apis.push(arg);
    else if (args[i + 1]) root = resolve(args[++i] ?? "");
    else {
      console.error("usage: node tools/spec-lint/openapi/lint.mjs [--root <repo root>] [api@version ...]");
      process.exit(2);
    }
  }
  const { ok, problems } = lint({ root, apis });
  if (ok) {
    console.log(`openapi lint: ${apis.length ? apis.join(", ") : "all APIs"} clean (0 errors, 0 warnings)`);
  } else {
    for (const p of problems) console.error(formatProblem(p));
    const errors = problems.filter((p) => p.severity === "error").length;
    console.error(`openapi lint: ${errors} error(s), ${problems.length - errors} warning(s)`);
    process.exitCode = 1;
  }
}
