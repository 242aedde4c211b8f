// @avaspec/contract: run the contract suite generated from @avaspec/specs against any Metrics, Data or node server.
import { loadSpec } from "@avaspec/specs";
import { suite as generatedSuite } from "./generated/index.js";
import { coverage, junitReport, summarize, textReport, type Coverage, type Summary } from "./report.js";
import { runCases, type CaseResult, type RunOptions } from "./run.js";
import { applyDeviations, loadDeviations, type Deviation, type DeviationOutcome } from "./deviations.js";
import type { ApiName, Suite } from "./types.js";

export type { ApiName, Suite, RestCase, RpcCase, Flow, RpcErrorSpec, HttpRequest, OperationInfo } from "./types.js";
export type { CaseResult, Failure, RunOptions } from "./run.js";
export type { Coverage, CoverageRow, Summary } from "./report.js";
export { coverage, junitReport, textReport, summarize, flowTargets } from "./report.js";
export { applyDeviations, isLoopback, loadDeviations } from "./deviations.js";
export type { Deviation, DeviationOutcome } from "./deviations.js";

export interface ContractOptions extends Partial<Omit<RunOptions, "suite" | "specs">> {
  urls: Partial<Record<ApiName, string>>;
  /** Defaults to the generated suite. */
  suite?: Suite;
  /** Defaults to the dereferenced documents of @avaspec/specs. */
  specs?: Partial<Record<ApiName, any>>;
  /**
   * Report failures that a documented deviation explains as known, the rest as drift, and deviations that did not
   * occur as resolved?; true reads @avaspec/specs/deviations.json.
   */
  knownDeviations?: boolean | Deviation[];
}

export interface ContractReport {
  results: CaseResult[];
  coverage: Coverage;
  summary: Summary;
  durationMs: number;
  /** The readable report: one line per failed check, coverage, summary. */
  text: string;
  junit: string;
  /** With known deviations: what became of each documented one. */
  deviations?: DeviationOutcome[];
}

/** The generated suite (cases as data). */
export const suite: Suite = generatedSuite;

/** The dereferenced documents the suite checks answers against. */
export function loadSpecs(): Partial<Record<ApiName, any>> {
  const specs: Partial<Record<ApiName, any>> = {};
  for (const api of ["metrics", "data", "node"] as const) {
    try {
      specs[api] = loadSpec(api, { dereferenced: true });
    } catch {
      // not assembled: its operations show as skipped ("no <api> spec") in the coverage section
    }
  }
  return specs;
}

/** Runs the suite; resolves with the report (it never rejects because of what a server does). */
export async function runContract(options: ContractOptions): Promise<ContractReport> {
  const started = performance.now();
  const theSuite = options.suite ?? generatedSuite;
  const specs = options.specs ?? loadSpecs();
  const results = await runCases({ ...options, suite: theSuite, specs });
  const documented = options.knownDeviations === true ? loadDeviations() : options.knownDeviations || undefined;
  const deviations = documented ? applyDeviations(results, documented) : undefined;
  const cov = coverage(theSuite, specs, results, options.urls, Boolean(options.allowMutations), options.grep);
  const durationMs = performance.now() - started;
  return {
    results,
    coverage: cov,
    summary: summarize(results, cov),
    durationMs,
    text: textReport(results, cov, deviations ? { deviations } : {}),
    junit: junitReport(results, cov, durationMs, deviations),
    ...(deviations ? { deviations } : {}),
  };
}
