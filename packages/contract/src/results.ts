// What a run reports: one failed check (Failure) and one case's outcome (CaseResult). The checks produce them, the
// report and the deviations read them; kept apart so that the value checks need not import the runner.
import type { ApiName, CaseKind } from "./types.js";

/** One failed check: which check, and why. */
export interface Failure {
  check: string;
  message: string;
  /** For a fuzz check (Schemathesis names): the exchange-check rule behind it, e.g. "body-schema". */
  rule?: string;
  /** With known deviations: "known" (a documented deviation explains it) or "drift". */
  kind?: "known" | "drift";
  /** The id(s) of the documented deviation(s) that explain it. */
  deviation?: string;
}

/** One HTTP exchange of a case, as sent and answered (kept for a failed case: exchanges.ts). */
export interface RecordedExchange {
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: string;
  /** The answer, or why there was none (refused, reset, too slow, too large). */
  answer: { status: number; headers: Record<string, string>; text: string } | { failure: string };
}

export interface CaseResult {
  api: ApiName;
  /** operationId or method name ("" for endpoint-level cases: then `endpoint` says where). */
  target: string;
  endpoint?: string;
  name: string;
  kind: CaseKind;
  /** known: every failure is a documented deviation (only with known deviations). */
  status: "pass" | "fail" | "known" | "skip";
  failures: Failure[];
  skipReason?: string;
  /** What the server answered: HTTP statuses (REST) or "result" / error codes (JSON-RPC). */
  seen: string[];
  /** Other operations or methods a flow called. */
  also?: string[];
  ms: number;
  /** Fuzz: the (shrunk) request that failed, as a curl command, and how to replay the run that found it. */
  request?: string;
  replay?: string;
  /** A failed case's last HTTP exchanges (requests and answers), for the HTML report. */
  exchanges?: RecordedExchange[];
}
