#!/usr/bin/env node
// Lints the node OpenRPC contract (specs/node); exit 0 clean, 1 on any problem, 2 when the tree cannot be read.
// Usage: node tools/spec-lint/openrpc/cli.mjs [--root <repo root | specs/node dir | openrpc.yaml>]
import { relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { DEFAULT_ROOT_FILE, REPO_ROOT, UnreadableTreeError, formatProblem, lintOpenRpc, rootFileFor } from "./lint.mjs";

const USAGE = "usage: node tools/spec-lint/openrpc/cli.mjs [--root <repo root | specs/node dir | openrpc.yaml>]";

/**
 * Runs the CLI on `args`, writing lines to `out`; returns the exit code (0 clean, 1 problems, 2 unreadable tree).
 * @param {string[]} args
 * @param {{ log(line: string): void, error(line: string): void }} [out]
 */
export function main(args, out = console) {
  let rootFile = DEFAULT_ROOT_FILE;
  let base = REPO_ROOT;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--root" && args[i + 1]) {
      base = resolve(args[++i]);
      rootFile = rootFileFor(base);
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
    out.error(`openrpc lint: internal error (please report): ${error?.stack ?? error}`);
    return 2;
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
