#!/usr/bin/env node
// Lints the node OpenRPC contract (specs/node); exit 0 clean, 1 on any problem, 2 when the tree cannot be read.
// Usage: node tools/spec-lint/openrpc/cli.mjs [--root <repo root | specs/node dir | openrpc.yaml>]
//        [--format stylish|json|github-actions]  (stylish on stderr, the default; json and github-actions on stdout)
import { relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { FORMATS, formatProblems, isFormat } from "./format.mjs";
import { DEFAULT_ROOT_FILE, REPO_ROOT, UnreadableTreeError, formatProblem, lintOpenRpc, rootFileFor } from "./lint.mjs";

const USAGE =
  "usage: node tools/spec-lint/openrpc/cli.mjs [--root <repo root | specs/node dir | openrpc.yaml>] " +
  `[--format ${FORMATS.join("|")}]`;

/**
 * Runs the CLI on `args`, writing lines to `out`; returns the exit code (0 clean, 1 problems, 2 unreadable tree).
 * @param {string[]} args
 * @param {{ log(line: string): void, error(line: string): void }} [out]
 */
export function main(args, out = console) {
  let rootFile = DEFAULT_ROOT_FILE;
  let base = REPO_ROOT;
  /** @type {import("./format.mjs").Format} */
  let format = "stylish";
  // `--format=json` as well as `--format json`
  args = args.flatMap((a) => (/^--format=/.test(a) ? ["--format", a.slice("--format=".length)] : [a]));
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--root" && args[i + 1]) {
      base = resolve(args[++i] ?? "");
      rootFile = rootFileFor(base);
    } else if (args[i] === "--format" && isFormat(args[i + 1] ?? "")) {
      format = /** @type {import("./format.mjs").Format} */ (args[++i]);
    } else if (args[i] === "--format") {
      out.error(`openrpc lint: --format must be one of ${FORMATS.join(", ")}, got ${JSON.stringify(args[i + 1])}`);
      return 2;
    } else if (args[i] === "--help" || args[i] === "-h") {
      out.log(USAGE);
      return 0;
    } else {
      out.error(`openrpc lint: unknown argument ${JSON.stringify(args[i])}\n${USAGE}`);
      return 2;
    }
  }
  let problems;
  try {
    problems = lintOpenRpc(rootFile);
  } catch (error) {
    if (error instanceof UnreadableTreeError) {
      out.error(`openrpc lint: cannot read the OpenRPC tree: ${error.message}`);
      return 2;
    }
    out.error(`openrpc lint: internal error (please report): ${/** @type {any} */ (error)?.stack ?? error}`);
    return 2;
  }
  // Machine formats print exactly the problems on stdout (an empty JSON array when clean); the summary goes to stderr.
  if (format !== "stylish") {
    for (const line of formatProblems(problems, format, base)) if (line) out.log(line);
    if (problems.length) out.error(`openrpc lint: ${problems.length} problem(s)`);
    return problems.length ? 1 : 0;
  }
  if (!problems.length) {
    out.log(`openrpc lint: ${relative(base, rootFile) || rootFile} and its methods/, components/ clean (0 problems)`);
    return 0;
  }
  for (const p of problems) out.error(formatProblem(p, base));
  const rules = new Set(problems.map((p) => p.rule));
  out.error(
    `openrpc lint: ${problems.length} problem(s), ${rules.size} rule(s) broken: ${[...rules].sort().join(", ")}`,
  );
  return 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) process.exitCode = main(process.argv.slice(2));
