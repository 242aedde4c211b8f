#!/usr/bin/env node
// avaspec-contract: run the contract suite against servers; one line per failed check, coverage, summary, and a JUnit
// XML file only when --junit names one (as Schemathesis writes a report only when asked: nothing lands in the caller's
// project unbidden).
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { parseArgs } from "node:util";
import { finishOutputs, type Outputs, parsePercent } from "./cli-outputs.js";
import { fuzzContract, isLoopback, loadSpecs, runContract } from "./index.js";
import { waitForServers } from "./wait.js";
import { textReport } from "./report.js";

const USAGE = `usage: avaspec-contract [--metrics-url URL] [--data-url URL] [--node-url URL]
                        [--allow-mutations] [--prefer-statuses] [--skip-disabled]
                        [--timeout-ms N] [--max-pages N] [--concurrency N]
                        [--[no-]known-deviations] [--junit FILE] [--html FILE] [--min-coverage PERCENT]
                        [--wait-for-servers SECONDS] [--grep TEXT] [--verbose]
                        [--fuzz [--seed N] [--fuzz-runs N] [--fuzz-budget SECONDS]]
Runs the contract suite generated from @avaspec/specs against the given servers (any may be omitted).
--fuzz: draws requests from the schemas instead (valid and invalid, for every operation and method), holds each
answer to Schemathesis's checks, shrinks each failure to a curl command; --seed replays a run (one is drawn and
printed when not given), --fuzz-runs (default 100) requests per operation or method, --fuzz-budget (default 60) s.
--junit FILE: also write a JUnit XML report there (none is written without it).
--html FILE: also write one self-contained HTML page (failures with their requests, answers and curl lines,
every operation and method with its cases, coverage by operation and by status code).
--wait-for-servers SECONDS: first wait until every given server answers (any HTTP status), e.g. mocks just started.
--min-coverage PERCENT: fail the run when fewer than PERCENT of the declared (operation, status) and (method,
answer) pairs of the operations and methods it covers were exercised.
Exits 0 when every check passed, every operation and method was covered and --min-coverage (when given) was met,
1 otherwise, 2 on bad usage.
--known-deviations (default on when a URL is not loopback): failures that specs/deviations.yaml documents are
reported as known, the others as drift (exit 1 only on drift), and documented deviations that did not occur
as resolved?.`;

function usageError(message: string): never {
  process.stderr.write(`avaspec-contract: ${message}\n${USAGE}\n`);
  process.exit(2);
}

function int(name: string, v: string | undefined, dflt: number): number {
  if (v === undefined) return dflt;
  const n = Number(v);
  if (!/^\d+$/.test(v) || !Number.isSafeInteger(n) || n <= 0)
    usageError(`--${name} must be a positive integer, got "${v}"`);
  return n;
}

/** A seed: a 32-bit integer, as fast-check takes it (what a run prints). */
function seedOf(v: string | undefined): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!/^-?\d+$/.test(v) || !Number.isInteger(n) || n < -(2 ** 31) || n >= 2 ** 31)
    usageError(`--seed must be an integer from -2147483648 to 2147483647 (as a run prints it), got "${v}"`);
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
        junit: { type: "string" },
        html: { type: "string" },
        "min-coverage": { type: "string" },
        "wait-for-servers": { type: "string" },
        grep: { type: "string" },
        verbose: { type: "boolean", default: false },
        fuzz: { type: "boolean", default: false },
        seed: { type: "string" },
        "fuzz-runs": { type: "string" },
        "fuzz-budget": { type: "string" },
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
  if (v.junit === "") usageError("--junit needs a file name");
  if (v.html === "") usageError("--html needs a file name");
  if (v.html !== undefined && isDirectory(v.html)) usageError(`--html ${v.html} is a folder: name the page's file`);
  const outputs: Outputs = v.html !== undefined ? { html: v.html } : {};
  if (v["min-coverage"] !== undefined) {
    const percent = parsePercent(v["min-coverage"]);
    if (typeof percent === "string") usageError(percent);
    outputs.minCoverage = percent;
  }
  const specs = loadSpecs();
  const knownDeviations = v["known-deviations"] ?? Object.values(urls).some((u) => !isLoopback(u));
  if (!v.fuzz)
    for (const flag of ["seed", "fuzz-runs", "fuzz-budget"] as const)
      if (v[flag] !== undefined) usageError(`--${flag} is an option of --fuzz`);
  if (v.fuzz)
    for (const flag of ["prefer-statuses", "max-pages"] as const)
      if (v[flag]) usageError(`--${flag} is an option of the fixed run, not of --fuzz`);
  if (v["wait-for-servers"] !== undefined) {
    const down = await waitForServers(urls, int("wait-for-servers", v["wait-for-servers"], 0));
    if (down) {
      process.stderr.write(`avaspec-contract: ${down}\n`);
      process.exitCode = 1;
      return;
    }
  }
  if (v.fuzz) {
    const report = await fuzzContract({
      urls,
      specs,
      knownDeviations,
      allowMutations: v["allow-mutations"],
      skipDisabled: v["skip-disabled"],
      timeoutMs: int("timeout-ms", v["timeout-ms"], 10_000),
      concurrency: int("concurrency", v.concurrency, 8),
      runs: int("fuzz-runs", v["fuzz-runs"], 100),
      budgetMs: int("fuzz-budget", v["fuzz-budget"], 60) * 1000,
      ...(seedOf(v.seed) !== undefined ? { seed: seedOf(v.seed) } : {}),
      ...(v.grep ? { grep: v.grep } : {}),
      verbose: v.verbose,
    });
    process.stdout.write(report.text);
    if (v.junit !== undefined) writeJunit(v.junit, report.junit);
    const finished = finishOutputs(report, { specs, urls }, outputs);
    process.stdout.write(finished.lines.map((l) => `${l}\n`).join(""));
    process.exitCode = report.summary.ok && finished.ok ? 0 : 1;
    return;
  }
  const report = await runContract({
    urls,
    specs,
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
  if (v.junit !== undefined) writeJunit(v.junit, report.junit);
  const finished = finishOutputs(report, { specs, urls }, outputs);
  process.stdout.write(finished.lines.map((l) => `${l}\n`).join(""));
  process.exitCode = report.summary.ok && finished.ok ? 0 : 1;
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false; // not there yet: the run makes it
  }
}

function writeJunit(file: string, xml: string) {
  const junit = resolve(file);
  mkdirSync(dirname(junit), { recursive: true });
  writeFileSync(junit, xml);
  process.stdout.write(`JUnit XML: ${junit}\n`);
}

main(process.argv.slice(2)).catch((e) => {
  process.stderr.write(`avaspec-contract: internal error: ${(e as Error).stack ?? e}\n`);
  process.exit(3);
});
