// @avaspec/contract: run the contract suite generated from @avaspec/specs against any Metrics, Data or node server.
import { randomBytes } from "node:crypto";
import { fuzzCoverage, fuzzJunit, fuzzText, knownOutcomes } from "./fuzz/report.js";
import { runFuzz, type FuzzStats } from "./fuzz/run.js";
import { suite as generatedSuite } from "./generated/index.js";
import { coverage, junitReport, summarize, textReport, type Coverage, type Summary } from "./report.js";
import { runCases, type CaseResult, type RunOptions } from "./run.js";
import { applyDeviations, loadDeviations, type Deviation, type DeviationOutcome } from "./deviations.js";
import type { Suite } from "./suite.js";
import type { ApiName } from "./types.js";
import { loadSpecs, type SpecDocuments } from "./documents.js";

export type { Flow, Suite } from "./suite.js";
export type { ApiName, RestCase, RpcCase, RpcErrorSpec, HttpRequest, OperationInfo } from "./types.js";
export type { CaseResult, Failure, RunOptions } from "./run.js";
export type { Coverage, CoverageRow, Summary } from "./report.js";
export { coverage, junitReport, textReport, summarize, flowTargets } from "./report.js";
export { applyDeviations, isLoopback, loadDeviations } from "./deviations.js";
export type { Deviation, DeviationOutcome } from "./deviations.js";
export { loadSpecs, type SpecDocuments } from "./documents.js";
export type { FuzzStats, FuzzTargetStats } from "./fuzz/run.js";
export { FUZZ_CHECKS, type FuzzCheck } from "./fuzz/verdicts.js";
export { statsLine } from "./fuzz/report.js";
export { htmlReport, type HtmlReportInput } from "./report-html.js";
export {
  declaredAnswers,
  statusCoverage,
  type AnswerCoverage,
  type StatusCoverage,
  type StatusCoverageRow,
} from "./coverage.js";
export type { RecordedExchange } from "./results.js";

export interface ContractOptions extends Partial<Omit<RunOptions, "suite" | "specs">> {
  urls: Partial<Record<ApiName, string>>;
  /** Defaults to the generated suite. */
  suite?: Suite;
  /** Defaults to the dereferenced documents of @avaspec/specs. */
  specs?: SpecDocuments;
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

export interface FuzzContractOptions
  extends Omit<ContractOptions, "suite" | "maxPages" | "preferStatuses" | "concurrency" | "grep"> {
  /** The run seed (32-bit integer); a fresh one when not given (the report says which). */
  seed?: number;
  /** Requests drawn per operation or method (default 100). */
  runs?: number;
  /** Wall-time budget in milliseconds (default 60 000): past it no request is started. */
  budgetMs?: number;
  /** Operations and methods fuzzed at once (default 8). */
  concurrency?: number;
  /** Only operations and methods whose "api id" contains this text. */
  grep?: string;
  /** The text report also lists the operations and methods that passed. */
  verbose?: boolean;
}

export interface FuzzContractReport extends Omit<ContractReport, "deviations"> {
  stats: FuzzStats;
  /** With known deviations: the documented ones the fuzzer saw. */
  deviations?: DeviationOutcome[];
}

/** A fresh run seed: a non-negative 31-bit integer (so that `--seed N` replays it: a leading "-" reads as a flag). */
export function freshSeed(): number {
  return randomBytes(4).readUInt32LE(0) >>> 1;
}

/**
 * The generative run (`avaspec-contract --fuzz`): requests drawn from the schemas for every operation and method,
 * checked by the exchange checks under Schemathesis's check names; resolves with the report (it never rejects
 * because of what a server does).
 */
export async function fuzzContract(options: FuzzContractOptions): Promise<FuzzContractReport> {
  const specs = options.specs ?? loadSpecs();
  const documented = options.knownDeviations === true ? loadDeviations() : options.knownDeviations || undefined;
  const runs = options.runs ?? 100;
  const run = await runFuzz({
    urls: options.urls,
    specs,
    seed: options.seed ?? freshSeed(),
    runs,
    budgetMs: options.budgetMs ?? 60_000,
    ...(options.allowMutations ? { allowMutations: true } : {}),
    ...(options.skipDisabled ? { skipDisabled: true } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.concurrency !== undefined ? { concurrency: options.concurrency } : {}),
    ...(options.grep !== undefined ? { grep: options.grep } : {}),
    ...(documented ? { deviations: documented } : {}),
  });
  const cov = fuzzCoverage(specs, options.urls, run.stats.targets, runs, options.grep);
  const known = documented ? knownOutcomes(run.known) : undefined;
  return {
    results: run.results,
    coverage: cov,
    summary: summarize(run.results, cov),
    durationMs: run.stats.wallMs,
    stats: run.stats,
    text: fuzzText(run.results, cov, run.stats, runs, {
      ...(known ? { known } : {}),
      verbose: options.verbose === true,
    }),
    junit: fuzzJunit(run.results, cov, run.stats, known),
    ...(known ? { deviations: known } : {}),
  };
}
