#!/usr/bin/env node
// avaspec-contract: run the contract suite against servers; one line per failed check, coverage, summary, JUnit XML.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { parseArgs } from "node:util";
import { isLoopback, runContract } from "./index.js";
import { textReport } from "./report.js";

const USAGE = `usage: avaspec-contract [--metrics-url URL] [--data-url URL] [--node-url URL]
                        [--allow-mutations] [--prefer-statuses] [--skip-disabled]
                        [--timeout-ms N] [--max-pages N] [--concurrency N]
                        [--[no-]known-deviations] [--junit FILE] [--grep TEXT] [--verbose]
Runs the contract suite generated from @avaspec/specs against the given servers (any may be omitted).
Exits 0 when every check passed and every operation and method was covered, 1 otherwise, 2 on bad usage.
--known-deviations (default on when a URL is not loopback): failures that specs/deviations.yaml documents are
reported as known, the others as drift (exit 1 only on drift), and documented deviations that did not occur
as resolved?.`;

function int(name: string, v: string | undefined, dflt: number): number {
  if (v === undefined) return dflt;
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0) {
    process.stderr.write(`avaspec-contract: --${name} must be a positive integer, got "${v}"\n${USAGE}\n`);
    process.exit(2);
  }
  return n;
}

async function main(argv: string[]) {
  // biome-ignore lint/suspicious/noImplicitAnyLet: typed by the parseArgs call that assigns it
  let parsed;
  try {
    parsed = parseArgs({
      args: argv.filter((a, i) => !(a === "--" && i === 0)),
      allowNegative: true,
      options: {
        "metrics-url": { type: "string" },
        "data-url": { type: "string" },
        "node-url": { type: "string" },
        "allow-mutations": { type: "boolean", default: false },
        "prefer-statuses": { type: "boolean", default: false },
        "skip-disabled": { type: "boolean", default: false },
        "known-deviations": { type: "boolean" },
        "timeout-ms": { type: "string" },
        "max-pages": { type: "string" },
        concurrency: { type: "string" },
        junit: { type: "string", default: "reports/contract-junit.xml" },
        grep: { type: "string" },
        verbose: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    });
  } catch (e) {
    process.stderr.write(`avaspec-contract: ${(e as Error).message}\n${USAGE}\n`);
    process.exit(2);
  }
  const v = parsed.values;
  if (v.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const urls: Record<string, string> = {};
  for (const api of ["metrics", "data", "node"] as const) {
    const u = v[`${api}-url`];
    if (u === undefined) continue;
    try {
      const url = new URL(u);
      if (!/^https?:$/.test(url.protocol)) throw new Error("not http(s)");
    } catch {
      process.stderr.write(`avaspec-contract: --${api}-url "${u}" is not an http(s) URL\n`);
      process.exit(2);
    }
    urls[api] = u;
  }
  if (!Object.keys(urls).length) {
    process.stderr.write(`avaspec-contract: give at least one of --metrics-url, --data-url, --node-url\n${USAGE}\n`);
    process.exit(2);
  }
  const knownDeviations = v["known-deviations"] ?? Object.values(urls).some((u) => !isLoopback(u));
  const report = await runContract({
    urls,
    knownDeviations,
    allowMutations: v["allow-mutations"],
    preferStatuses: v["prefer-statuses"],
    skipDisabled: v["skip-disabled"],
    timeoutMs: int("timeout-ms", v["timeout-ms"], 10_000),
    maxPages: int("max-pages", v["max-pages"], 500),
    concurrency: int("concurrency", v.concurrency, 8),
    ...(v.grep ? { grep: v.grep } : {}),
  });
  const deviations = report.deviations ? { deviations: report.deviations } : {};
  process.stdout.write(
    v.verbose ? textReport(report.results, report.coverage, { verbose: true, ...deviations }) : report.text,
  );
  const junit = resolve(v.junit);
  mkdirSync(dirname(junit), { recursive: true });
  writeFileSync(junit, report.junit);
  process.stdout.write(`JUnit XML: ${junit}\n`);
  process.exitCode = report.summary.ok ? 0 : 1;
}

main(process.argv.slice(2)).catch((e) => {
  process.stderr.write(`avaspec-contract: internal error: ${(e as Error).stack ?? e}\n`);
  process.exit(3);
});
