// What the CLI writes besides the text report: the HTML page (--html) and the coverage threshold's verdict
// (--min-coverage), for a fixed run and a --fuzz run alike.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { belowThreshold, formatPercent, statusCoverage } from "./coverage.js";
import type { FuzzStats } from "./fuzz/run.js";
import type { ContractReport } from "./index.js";
import { htmlReport } from "./report-html.js";
import type { ApiName } from "./types.js";

export interface Outputs {
  html?: string;
  minCoverage?: number;
}

/** A --min-coverage value: a percentage from 0 to 100, or why not. */
export function parsePercent(text: string): number | string {
  const n = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || !(n >= 0 && n <= 100))
    return `--min-coverage must be a percentage from 0 to 100, got "${text}"`;
  return n;
}

/**
 * Writes the HTML page when asked and holds the run to --min-coverage; returns whether the run still passes (false
 * only for a coverage below the threshold) and the lines to print.
 */
export function finishOutputs(
  report: Pick<ContractReport, "results" | "coverage" | "summary" | "durationMs" | "deviations"> & {
    stats?: FuzzStats;
  },
  run: { specs: Partial<Record<ApiName, unknown>>; urls: Partial<Record<string, string>> },
  outputs: Outputs,
): { ok: boolean; lines: string[] } {
  const status = statusCoverage(report.coverage, run.specs);
  const lines: string[] = [];
  let ok = true;
  if (outputs.minCoverage !== undefined) {
    const below = belowThreshold(status, outputs.minCoverage);
    ok = below === undefined;
    lines.push(
      below ??
        `coverage ${formatPercent(status.percent)} (${status.exercised} of ${status.declared} declared statuses and ` +
          `JSON-RPC answers exercised) meets --min-coverage ${outputs.minCoverage}%`,
    );
  }
  if (outputs.html !== undefined) {
    const file = resolve(outputs.html);
    mkdirSync(dirname(file), { recursive: true });
    const page = htmlReport({
      results: report.results,
      coverage: report.coverage,
      summary: report.summary,
      status,
      urls: run.urls,
      finishedAt: new Date().toISOString(),
      durationMs: report.durationMs,
      ...(report.deviations ? { deviations: report.deviations } : {}),
      ...(report.stats ? { fuzz: report.stats } : {}),
      ...(outputs.minCoverage !== undefined ? { minCoverage: outputs.minCoverage } : {}),
    });
    writeFileSync(file, page);
    lines.push(`HTML report: ${file}`);
  }
  return { ok, lines };
}
