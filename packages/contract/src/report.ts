// Coverage, the readable report and JUnit XML.
import type { CaseResult } from "./results.js";
import { deviationJunitSuite, deviationLines, type DeviationOutcome } from "./deviations.js";
import { flowTargets } from "./targets.js";
import type { Suite } from "./suite.js";
import type { ApiName } from "./types.js";
import { type SpecDocuments, targetIdsOf } from "./documents.js";

export { flowTargets } from "./targets.js";

export interface CoverageRow {
  api: ApiName;
  id: string;
  /**
   * covered = at least one case ran; skipped = its API has no URL or it needs --allow-mutations;
   * missing = fails the suite.
   */
  state: "covered" | "skipped" | "missing";
  reason?: string;
  cases: number;
  ran: number;
  /** Declared statuses (REST) or error codes (JSON-RPC). */
  declared: string[];
  /** Statuses / "result" / error codes the server answered with. */
  seen: string[];
  /** Named error cases the spec declares, and whether one ran. */
  errorCases: { name: string; exercised: boolean }[];
  /** Names of the negative and rule cases that ran. */
  negatives: number;
}

export interface Coverage {
  rows: CoverageRow[];
  missing: CoverageRow[];
}

/** Whether an operation counts as covered, skipped (and why) or missing (and why). */
function stateOf(
  at: {
    hasSpec: boolean;
    inSpec: boolean;
    op: Suite["operations"][number] | undefined;
    row: CoverageRow;
    mine: CaseResult[];
    ran: CaseResult[];
  },
  run: { url: string | undefined; api: ApiName; allowMutations: boolean; grep?: string },
): Pick<CoverageRow, "state" | "reason"> {
  const { op, row } = at;
  if (!at.hasSpec) return { state: "skipped", reason: `no ${run.api} spec` };
  if (!at.inSpec) return { state: "missing", reason: "in the suite but no longer in the spec: regenerate the suite" };
  if (!op || row.cases === 0)
    return {
      state: "missing",
      reason: op
        ? "the generator made no case for it"
        : "in the spec but not in the generated suite: regenerate the suite",
    };
  if (!run.url) return { state: "skipped", reason: `no --${run.api}-url` };
  if (at.ran.length) return { state: "covered" };
  const why = at.mine.find((r) => r.status === "skip")?.skipReason;
  if (op.mutates && !run.allowMutations)
    return { state: "skipped", reason: "changes node state: needs --allow-mutations" };
  if (run.grep) return { state: "skipped", reason: `no case matches --grep "${run.grep}"` };
  if (why && /--skip-disabled/.test(why)) return { state: "skipped", reason: why };
  return { state: "missing", reason: "no case ran" };
}

/** Which operations and methods the run exercised; any operation of a spec with no case that ran is "missing". */
export function coverage(
  suite: Suite,
  specs: SpecDocuments,
  results: CaseResult[],
  urls: Partial<Record<ApiName, string>>,
  allowMutations: boolean,
  grep?: string,
): Coverage {
  const rows: CoverageRow[] = [];
  const specIds = (api: ApiName) => targetIdsOf(specs[api], api);
  const count = (api: ApiName, id: string) =>
    (api === "node"
      ? suite.rpc.filter((c) => c.method === id).length
      : suite.rest.filter((c) => c.api === api && c.operationId === id).length) +
    suite.flows.filter((f) => f.api === api && flowTargets(f).includes(id)).length;
  for (const api of ["metrics", "data", "node"] as const) {
    if (urls[api] && !specs[api]) {
      rows.push({
        api,
        id: `(${api} spec)`,
        state: "missing",
        reason: `a --${api}-url was given but there is no assembled ${api} spec to check it against`,
        cases: 0,
        ran: 0,
        declared: [],
        seen: [],
        errorCases: [],
        negatives: 0,
      });
      continue;
    }
    const inSpec = specIds(api);
    const known = new Map(suite.operations.filter((o) => o.api === api).map((o) => [o.id, o]));
    for (const id of new Set([...inSpec, ...known.keys()])) {
      const op = known.get(id);
      const mine = results.filter((r) => r.api === api && (r.target === id || r.also?.includes(id)));
      const ran = mine.filter((r) => r.status !== "skip");
      const seen = [...new Set(ran.flatMap((r) => r.seen))].sort();
      const row: CoverageRow = {
        api,
        id,
        state: "covered",
        cases: op ? count(api, id) : 0,
        ran: ran.length,
        declared: op?.declared ?? [],
        seen,
        errorCases: (op?.errorCases ?? []).map((name) => ({
          name,
          exercised:
            api === "node"
              ? ran.some((r) => r.name.includes(`example: ${name} `))
              : seen.includes(name.split(" ")[0] ?? ""),
        })),
        negatives: ran.filter((r) => r.kind === "negative" || r.kind === "rule").length,
      };
      Object.assign(
        row,
        stateOf(
          { hasSpec: Boolean(specs[api]), inSpec: inSpec.includes(id), op, row, mine, ran },
          {
            url: urls[api],
            api,
            allowMutations,
            ...(grep !== undefined ? { grep } : {}),
          },
        ),
      );
      rows.push(row);
    }
  }
  return { rows, missing: rows.filter((r) => r.state === "missing") };
}

export interface Summary {
  cases: number;
  passed: number;
  /** Cases with a failure no documented deviation explains (drift, with known deviations). */
  failed: number;
  /** Cases whose every failure is a documented deviation (with known deviations). */
  known: number;
  skipped: number;
  failedChecks: number;
  ok: boolean;
}

export function summarize(results: CaseResult[], cov: Coverage): Summary {
  const failed = results.filter((r) => r.status === "fail").length;
  const skipped = results.filter((r) => r.status === "skip").length;
  const known = results.filter((r) => r.status === "known").length;
  const failedChecks = results.reduce((n, r) => n + r.failures.filter((f) => f.kind !== "known").length, 0);
  return {
    cases: results.length,
    passed: results.length - failed - skipped - known,
    failed,
    known,
    skipped,
    failedChecks,
    ok: failed === 0 && cov.missing.length === 0,
  };
}

const label = (r: CaseResult) =>
  `${r.api} ${r.target || r.endpoint || "(endpoint)"}${r.target && r.endpoint ? ` @${r.endpoint}` : ""} › ${r.name}`;

const failureLine = (r: CaseResult, f: CaseResult["failures"][number]) => {
  const kind = f.kind === "known" ? `KNOWN ${f.deviation}` : f.kind === "drift" ? "DRIFT" : "FAIL";
  return `${kind} ${label(r)} — [${f.check}] ${f.message}`;
};

/** A result's failure lines, then (fuzz) the request that failed as a curl command and how to replay the run. */
export function resultLines(r: CaseResult): string[] {
  const lines = r.failures.map((f) => failureLine(r, f));
  if (r.failures.length && r.request) lines.push(`  ${r.request}`);
  if (r.failures.length && r.replay) lines.push(`  replay: ${r.replay}`);
  return lines;
}

export interface TextOptions {
  verbose?: boolean;
  /** With known deviations: what became of each one (a section of its own). */
  deviations?: DeviationOutcome[];
}

/** One line per failed check (FAIL, or KNOWN <id> / DRIFT with known deviations), coverage, deviations, summary. */
export function textReport(results: CaseResult[], cov: Coverage, opts: TextOptions = {}): string {
  const lines: string[] = [];
  for (const r of results) {
    lines.push(...resultLines(r));
    if (opts.verbose && r.status === "pass") lines.push(`pass ${label(r)}`);
    if (opts.verbose && r.status === "skip") lines.push(`skip ${label(r)} (${r.skipReason})`);
  }
  if (lines.length) lines.push("");
  lines.push(
    "Coverage (operations and methods; statuses or JSON-RPC answers seen / declared; named error cases exercised)",
  );
  for (const row of cov.rows) {
    const state = row.state === "covered" ? "ok     " : row.state === "skipped" ? "skipped" : "MISSING";
    const errs = row.errorCases.length
      ? `; error cases ${row.errorCases.filter((e) => e.exercised).length}/${row.errorCases.length}`
      : "";
    const seen = row.seen.length ? `; seen ${row.seen.join(",")}` : "";
    const declared = row.declared.length ? ` of declared ${row.declared.join(",")}` : "";
    lines.push(
      `  ${state} ${row.api} ${row.id}: ${row.ran}/${row.cases} cases ran, ${row.negatives} negative/rule` +
        `${seen}${row.seen.length ? declared : ""}${errs}${row.reason ? ` — ${row.reason}` : ""}`,
    );
  }
  if (opts.deviations) lines.push("", ...deviationLines(opts.deviations));
  const s = summarize(results, cov);
  const covered = cov.rows.filter((r) => r.state === "covered").length;
  const skippedOps = cov.rows.filter((r) => r.state === "skipped").length;
  const failed = opts.deviations ? `${s.known} known, ${s.failed} drift` : `${s.failed} failed`;
  lines.push("");
  lines.push(
    `${s.ok ? "PASS" : "FAIL"}: ${s.cases} cases: ${s.passed} passed, ${failed} ` +
      `(${s.failedChecks} failed checks), ${s.skipped} skipped; ` +
      `coverage: ${covered}/${cov.rows.length} operations and methods exercised, ` +
      `${skippedOps} skipped, ${cov.missing.length} missing`,
  );
  return lines.join("\n") + "\n";
}

function esc(s: string): string {
  return s
    .replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] as string)
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "");
}

/**
 * JUnit XML: one testsuite per API plus one for coverage (and, with known deviations, one for the deviations); one
 * testcase per case. A known deviation is a skipped testcase of type "known", drift a failure of type "drift", a
 * documented deviation that did not occur a skipped testcase of type "resolved?".
 */
export function junitReport(
  results: CaseResult[],
  cov: Coverage,
  durationMs: number,
  deviations?: DeviationOutcome[],
): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  const suites: [string, string[], number, number, number, number][] = [];
  for (const api of ["metrics", "data", "node"] as const) {
    const mine = results.filter((r) => r.api === api);
    if (!mine.length) continue;
    const cases = mine.map((r) => {
      const classname = esc(`${api}.${r.target || r.endpoint || "endpoint"}`);
      const head = `    <testcase classname="${classname}" name="${esc(r.name)}" time="${(r.ms / 1000).toFixed(3)}"`;
      if (r.status === "skip") return `${head}><skipped message="${esc(r.skipReason ?? "")}"/></testcase>`;
      if (r.status === "pass") return `${head}/>`;
      const all = esc(
        [
          ...r.failures.map((f) => `${f.deviation ? `(${f.deviation}) ` : ""}[${f.check}] ${f.message}`),
          ...(r.request ? [r.request] : []),
          ...(r.replay ? [`replay: ${r.replay}`] : []),
        ].join("\n"),
      );
      if (r.status === "known") {
        const first = r.failures[0];
        const message = `known deviation ${first?.deviation}: [${first?.check}] ${first?.message}`;
        return `${head}><skipped type="known" message="${esc(message)}"/><system-out>${all}</system-out></testcase>`;
      }
      const first = (r.failures.find((f) => f.kind === "drift") ?? r.failures[0]) as { check: string; message: string };
      const type = r.failures.some((f) => f.kind === "drift") ? "drift" : first.check;
      return `${head}><failure type="${esc(type)}" message="${esc(first.message)}">${all}</failure></testcase>`;
    });
    suites.push([
      api,
      cases,
      mine.length,
      mine.filter((r) => r.status === "fail").length,
      mine.filter((r) => r.status === "skip" || r.status === "known").length,
      mine.reduce((n, r) => n + r.ms, 0),
    ]);
  }
  const covCases = cov.rows.map((row) => {
    const head = `    <testcase classname="coverage.${esc(row.api)}" name="${esc(row.id)}" time="0"`;
    if (row.state === "missing")
      return `${head}><failure type="coverage" message="${esc(`${row.id} not covered: ${row.reason}`)}"/></testcase>`;
    if (row.state === "skipped") return `${head}><skipped message="${esc(row.reason ?? "")}"/></testcase>`;
    return `${head}/>`;
  });
  suites.push([
    "coverage",
    covCases,
    cov.rows.length,
    cov.missing.length,
    cov.rows.filter((r) => r.state === "skipped").length,
    0,
  ]);
  if (deviations) suites.push(deviationJunitSuite(deviations, esc));
  const tests = suites.reduce((n, s) => n + s[2], 0);
  const failures = suites.reduce((n, s) => n + s[3], 0);
  const skipped = suites.reduce((n, s) => n + s[4], 0);
  out.push(
    `<testsuites name="avaspec-contract" tests="${tests}" failures="${failures}" skipped="${skipped}" errors="0" ` +
      `time="${(durationMs / 1000).toFixed(3)}">`,
  );
  for (const [name, cases, n, f, s, ms] of suites) {
    out.push(
      `  <testsuite name="${esc(name)}" tests="${n}" failures="${f}" skipped="${s}" errors="0" ` +
        `time="${(ms / 1000).toFixed(3)}">`,
    );
    out.push(...cases);
    out.push("  </testsuite>");
  }
  out.push("</testsuites>");
  return out.join("\n") + "\n";
}
