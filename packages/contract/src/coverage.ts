// Coverage by status code: which declared answers of each operation and method some case saw. An answer is a
// declared response status of a REST operation ("200", "404", a range "4XX", "default"), or for a JSON-RPC method
// "result" (unless x-avaspec-error-only) and each error code the method declares. Coverage is the share of the
// declared (operation, answer) pairs exercised, over the operations and methods the run was to cover (a skipped one,
// e.g. no URL for its API or a state-changing method without --allow-mutations, is left out; a missing one counts
// with none exercised). `--min-coverage` holds a run to it.
import { type JsonObject, readOperations, readRpc } from "@avaspec/spec-model";
import type { Coverage, CoverageRow } from "./report.js";
import type { ApiName } from "./types.js";

export interface AnswerCoverage {
  /** The declared answer: "200", "4XX", "default", "result", "-32000". */
  answer: string;
  exercised: boolean;
}

export interface StatusCoverageRow {
  api: ApiName;
  id: string;
  state: CoverageRow["state"];
  reason?: string;
  answers: AnswerCoverage[];
  /** Answers some case saw that the spec does not declare for it (shown, not counted). */
  undeclared: string[];
}

export interface StatusCoverage {
  rows: StatusCoverageRow[];
  /** Declared (operation, answer) pairs of the rows counted (covered and missing ones). */
  declared: number;
  exercised: number;
  /** exercised / declared, in percent (100 when nothing is declared). */
  percent: number;
}

/** The declared answers of every operation and method of the specs, by "api id". */
export function declaredAnswers(specs: Partial<Record<ApiName, unknown>>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const api of ["metrics", "data"] as const) {
    const doc = specs[api] as JsonObject | undefined;
    if (doc)
      for (const op of readOperations(doc))
        out.set(
          `${api} ${op.id}`,
          op.answers.map((a) => a.status),
        );
  }
  const node = specs.node as JsonObject | undefined;
  if (node)
    for (const m of readRpc(node).methodList) {
      const codes = [...new Set(m.errors.map((e) => String(e.code)))];
      out.set(`node ${m.name}`, [...(m.errorOnly === undefined ? ["result"] : []), ...codes]);
    }
  return out;
}

/** Whether a seen REST status falls under a declared key other than "default" ("404", or a range "4XX"). */
function underKey(key: string, status: string): boolean {
  return /^[1-5]XX$/i.test(key) ? status.length === 3 && status[0] === key[0] : key === status;
}

/** Whether a seen answer ("404", "result", "-32000", "HTTP 404") is one the declared key stands for. */
function covers(key: string, seen: string, declared: string[]): boolean {
  if (key !== "default") return underKey(key, seen);
  return /^\d{3}$/.test(seen) && !declared.some((k) => k !== "default" && underKey(k, seen));
}

/** Coverage by status code of a run's coverage rows (a fixed run's or a --fuzz run's). */
export function statusCoverage(cov: Coverage, specs: Partial<Record<ApiName, unknown>>): StatusCoverage {
  const declared = declaredAnswers(specs);
  const rows = cov.rows.map((row): StatusCoverageRow => {
    const keys = declared.get(`${row.api} ${row.id}`) ?? [];
    const answers = keys.map((answer) => ({
      answer,
      exercised: row.seen.some((s) => covers(answer, s, keys)),
    }));
    const undeclared = row.seen.filter((s) => !keys.some((k) => covers(k, s, keys)));
    return {
      api: row.api,
      id: row.id,
      state: row.state,
      ...(row.reason !== undefined ? { reason: row.reason } : {}),
      answers,
      undeclared,
    };
  });
  const counted = rows.filter((r) => r.state !== "skipped");
  const total = counted.reduce((n, r) => n + r.answers.length, 0);
  const exercised = counted.reduce((n, r) => n + r.answers.filter((a) => a.exercised).length, 0);
  return { rows, declared: total, exercised, percent: total ? (100 * exercised) / total : 100 };
}

/** "coverage 87.5% (70 of 80 declared statuses and answers exercised) is below --min-coverage 90%", or undefined. */
export function belowThreshold(status: StatusCoverage, minPercent: number): string | undefined {
  if (status.percent >= minPercent) return undefined;
  return (
    `coverage ${formatPercent(status.percent)} (${status.exercised} of ${status.declared} declared statuses and ` +
    `JSON-RPC answers exercised) is below --min-coverage ${minPercent}%`
  );
}

/** One decimal, never rounded up past the truth (99.96% is not shown as 100%). */
export function formatPercent(p: number): string {
  return `${(Math.floor(p * 10) / 10).toFixed(1)}%`;
}
