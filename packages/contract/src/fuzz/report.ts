// The fuzz run's report: failure lines with their curl and replay, coverage of every operation and method, the
// documented deviations seen, the run's figures (requests per second, where the wall time went), JUnit XML.
import type { CaseResult } from "../results.js";
import { deviationLines, type Deviation, type DeviationOutcome } from "../deviations.js";
import { type Coverage, type CoverageRow, junitReport, resultLines, summarize } from "../report.js";
import type { ApiName } from "../types.js";
import { declaredOf, type SpecDocuments, targetIdsOf } from "../documents.js";
import type { FuzzStats, FuzzTargetStats } from "./run.js";

/** Every operation and method of the specs: fuzzed (covered), skipped and why, or not run (missing) and why. */
export function fuzzCoverage(
  specs: SpecDocuments,
  urls: Partial<Record<ApiName, string>>,
  targets: FuzzTargetStats[],
  runs: number,
  grep?: string,
): Coverage {
  const rows: CoverageRow[] = [];
  const row = (api: ApiName, id: string, state: CoverageRow["state"], reason?: string): CoverageRow => ({
    api,
    id,
    state,
    ...(reason ? { reason } : {}),
    cases: runs,
    ran: 0,
    declared: declaredOf(specs[api], api, id),
    seen: [],
    errorCases: [],
    negatives: 0,
  });
  for (const api of ["metrics", "data", "node"] as const) {
    if (urls[api] && !specs[api]) {
      rows.push(row(api, `(${api} spec)`, "missing", `a --${api}-url was given but there is no assembled ${api} spec`));
      continue;
    }
    for (const id of targetIdsOf(specs[api], api)) {
      const s = targets.find((t) => t.api === api && t.id === id);
      if (!urls[api]) rows.push(row(api, id, "skipped", `no --${api}-url`));
      else if (!s)
        rows.push(row(api, id, "skipped", grep !== undefined ? `not matched by --grep "${grep}"` : "no target"));
      else {
        const r = row(api, id, "covered");
        if (s.state === "skipped") Object.assign(r, { state: "skipped", reason: s.reason });
        else if (s.state === "not run" || s.requests === 0)
          Object.assign(r, { state: "missing", reason: s.reason ?? "no request was sent" });
        Object.assign(r, { ran: s.requests, seen: s.seen, negatives: s.invalid });
        rows.push(r);
      }
    }
  }
  return { rows, missing: rows.filter((r) => r.state === "missing") };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const share = (ms: number, of: number) => `${of > 0 ? Math.round((100 * ms) / of) : 0}%`;

/** "4021 requests in 21.3 s (189 req/s); generation 0.8 s (4%), checks 1.1 s (5%), HTTP exchanges 19.4 s (91%)". */
export function statsLine(s: FuzzStats): string {
  const rate = s.wallMs > 0 ? Math.round((1000 * s.requests) / s.wallMs) : 0;
  return (
    `${s.requests} requests in ${seconds(s.wallMs)} (${rate} req/s); generation ${seconds(s.generationMs)} ` +
    `(${share(s.generationMs, s.wallMs)}), checks ${seconds(s.checkMs)} (${share(s.checkMs, s.wallMs)}), ` +
    "HTTP exchanges (sending, waiting on the servers, reading) " +
    `${seconds(s.exchangeMs)} (${share(s.exchangeMs, s.wallMs)})`
  );
}

/** What became of the documented deviations: those seen are known; the fuzzer cannot say one is resolved. */
export function knownOutcomes(known: Map<Deviation, number>): DeviationOutcome[] {
  return [...known].map(([deviation, cases]) => ({ deviation, state: "known" as const, cases }));
}

export function fuzzText(
  results: CaseResult[],
  cov: Coverage,
  stats: FuzzStats,
  runs: number,
  opts: { verbose?: boolean; known?: DeviationOutcome[] } = {},
): string {
  const lines: string[] = [];
  for (const r of results) {
    lines.push(...resultLines(r));
    if (opts.verbose && r.status === "pass") lines.push(`pass ${r.api} ${r.target} › ${r.name}`);
  }
  if (lines.length) lines.push("");
  lines.push("Fuzz coverage (requests sent: valid and invalid; statuses or JSON-RPC answers seen)");
  for (const row of cov.rows) {
    const state = row.state === "covered" ? "ok     " : row.state === "skipped" ? "skipped" : "MISSING";
    const seen = row.seen.length ? `; seen ${row.seen.join(",")}` : "";
    const sent =
      row.state === "skipped"
        ? ""
        : `: ${row.ran} requests (${row.ran - row.negatives} valid, ${row.negatives} invalid)`;
    lines.push(`  ${state} ${row.api} ${row.id}${sent}${seen}${row.reason ? ` — ${row.reason}` : ""}`);
  }
  if (opts.known?.length)
    lines.push(
      "",
      ...deviationLines(opts.known).map((l, i) =>
        i === 0
          ? "Documented deviations the fuzzer saw (known: they do not fail the run)"
          : l.replace(/ in (\d+) cases?/, " in $1 requests"),
      ),
    );
  const s = summarize(results, cov);
  const fuzzed = cov.rows.filter((r) => r.state === "covered").length;
  const skipped = cov.rows.filter((r) => r.state === "skipped").length;
  lines.push("", `Fuzz: seed ${stats.seed}, ${runs} runs per operation or method: ${statsLine(stats)}`);
  lines.push(
    `${s.ok ? "PASS" : "FAIL"}: ${fuzzed}/${cov.rows.length} operations and methods fuzzed, ${s.failed} failures ` +
      `(${s.failedChecks} failed checks), ${skipped} skipped, ${cov.missing.length} not run; ` +
      `replay with --seed${stats.seed < 0 ? "=" : " "}${stats.seed}`,
  );
  return `${lines.join("\n")}\n`;
}

export function fuzzJunit(results: CaseResult[], cov: Coverage, stats: FuzzStats, known?: DeviationOutcome[]): string {
  const xml = junitReport(results, cov, stats.wallMs, known?.length ? known : undefined);
  return xml.replace(
    '<testsuites name="avaspec-contract"',
    `<testsuites name="avaspec-contract --fuzz --seed ${stats.seed}"`,
  );
}
