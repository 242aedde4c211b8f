// The one vocabulary of forced answers, shared by fault rules (target + answer + how often) and scenario steps
// (answer + how many in a row): its schema, its check against the catalogue, and what it makes the server do.
//   {status: 503, retryAfter: 2}  {example: cChain}  {error: {code, message}}  {mock: true}  {reset: true}
//   {hang: true}  {malformed: "not-json"}  — any of them with delayMs; delayMs alone: the mock's answer, later.
import type { CatalogueEntry, ForcedAnswer, TransportAction } from "../server/exchange.js";
import { exceededLimit, FREE_FORM_LIMITS } from "./bounds.js";
import type { PathPart, Problem } from "./shape.js";
import { checkErrorCode, checkExample, checkStatus } from "./targets.js";

/** Lowest status a rule or step may force: a 1xx is not a final answer (clients wait past it, or hang). */
const MIN_FORCED_STATUS = 200;

/** Longest delay a flag, rule, step or `Prefer: delay` may ask for: 5 minutes. */
export const MAX_DELAY_MS = 300_000;

type MalformedMode = "truncated" | "not-json";

/** One answer, as a rule or a step writes it. */
export interface AnswerInput {
  /** a declared status with its declared body (REST: the operation's example for that status) */
  status?: number | undefined;
  /** with `status`: a Retry-After header of this many seconds (as the deployed services send on 429 and 503) */
  retryAfter?: number | undefined;
  /** a named example of the operation or method */
  example?: string | undefined;
  /** node: a JSON-RPC error (HTTP 200), for each matching call of a batch */
  error?: { code: number; message: string; data?: unknown } | undefined;
  /** the mock's own answer */
  mock?: true | undefined;
  /** drop the connection */
  reset?: true | undefined;
  /** never answer, until the client gives up */
  hang?: true | undefined;
  /** status 200 with a cut-off body (`true`, "truncated") or a body that is not JSON ("not-json") */
  malformed?: true | MalformedMode | undefined;
  /** wait this long first (alone: then the mock's own answer) */
  delayMs?: number | undefined;
  /** allow what the spec does not declare for the target: a status, an error code, a header or query name */
  undeclared?: boolean | undefined;
}

/** The answers; one per rule or step (delayMs may go with it). */
export const ANSWERS = ["status", "example", "error", "mock", "reset", "hang", "malformed"] as const;

/** JSON Schema of an answer's fields, for the schemas of rules and steps (which add their own). */
export const ANSWER_PROPERTIES = {
  status: { type: "integer", minimum: 100, maximum: 599 },
  retryAfter: { type: "integer", minimum: 0, maximum: 86_400 },
  error: {
    type: "object",
    additionalProperties: false,
    required: ["code", "message"],
    properties: {
      // JSON-RPC error codes are Go ints on the node: 32 bits are what a client can rely on
      code: { type: "integer", minimum: -2147483648, maximum: 2147483647 },
      message: { type: "string", maxLength: 10_000 },
      data: {},
    },
  },
  delayMs: { type: "integer", minimum: 0, maximum: MAX_DELAY_MS },
  example: { type: "string", minLength: 1, maxLength: 200 },
  mock: { const: true },
  reset: { const: true },
  hang: { const: true },
  malformed: { enum: [true, "truncated", "not-json"] },
  undeclared: { type: "boolean" },
} as const;

/** What an answer makes the server do. */
export type Outcome =
  | { kind: "forced"; forced: ForcedAnswer }
  | { kind: "undeclared"; status: number }
  | { kind: "transport"; action: TransportAction }
  | { kind: "malformed"; mode: MalformedMode }
  /** the mock's own answer (after the delay, if any) */
  | { kind: "own" };

/** A checked answer, ready for the hot path. */
export interface Answer {
  outcome: Outcome;
  delayMs?: number;
  retryAfter?: number;
}

/**
 * Checks an answer whose shape is valid against the entries it applies to (one operation or method, or every
 * one); `subject` ("a rule", "a step") words the messages. Adds to `problems`.
 */
export function checkAnswer(
  api: { api: string; kind: "rest" | "jsonrpc" },
  entries: readonly CatalogueEntry[],
  answer: AnswerInput,
  subject: string,
  at: PathPart[],
  problems: Problem[],
): void {
  const given = ANSWERS.filter((a) => answer[a] !== undefined);
  if (given.length === 0 && answer.delayMs === undefined) {
    problems.push({ path: at, message: `${subject} answers with one of: ${ANSWERS.join(", ")} (or delayMs alone)` });
  }
  if (given.length > 1) {
    problems.push({ path: at, message: `${subject} gives one answer; it has ${given.join(" and ")}` });
  }
  if (answer.retryAfter !== undefined && answer.status === undefined) {
    problems.push({
      path: [...at, "retryAfter"],
      message: `retryAfter is a header of a "status" answer; give the status`,
    });
  }
  const undeclared = answer.undeclared === true;
  if (answer.status !== undefined && answer.status < MIN_FORCED_STATUS) {
    problems.push({
      path: [...at, "status"],
      message:
        `status ${answer.status} is informational (1xx): HTTP sends it only ahead of a final answer, and a client ` +
        `waits past it; a forced status is ${MIN_FORCED_STATUS}–599, with "undeclared": true too`,
    });
  } else if (answer.status !== undefined) checkStatus(entries, answer.status, undeclared, at, problems);
  if (answer.error?.data !== undefined) {
    const exceeded = exceededLimit(answer.error.data, FREE_FORM_LIMITS, "error.data");
    if (exceeded) problems.push({ path: [...at, "error", "data"], message: exceeded });
  }
  if (answer.example !== undefined) checkExample(entries, answer.example, at, problems);
  if (answer.error !== undefined) {
    if (api.kind === "rest") {
      problems.push({
        path: [...at, "error"],
        message: `a JSON-RPC error is for the node mock; the ${api.api} mock is REST: use "status"`,
      });
    } else checkErrorCode(entries, answer.error.code, undeclared, at, problems);
  }
}

/** The answer a checked input gives for requests aimed at `entries`. */
export function compileAnswer(answer: AnswerInput, entries: readonly CatalogueEntry[]): Answer {
  const out: Answer = { outcome: outcomeOf(answer, entries) };
  if (answer.delayMs !== undefined) out.delayMs = answer.delayMs;
  if (answer.retryAfter !== undefined) out.retryAfter = answer.retryAfter;
  return out;
}

function outcomeOf(answer: AnswerInput, entries: readonly CatalogueEntry[]): Outcome {
  const { status, example, error, malformed } = answer;
  if (status !== undefined) {
    return entries.every((e) => e.statuses.includes(status))
      ? { kind: "forced", forced: { status } }
      : { kind: "undeclared", status };
  }
  if (example !== undefined) return { kind: "forced", forced: { example } };
  if (error !== undefined) return { kind: "forced", forced: { error: { ...error } } };
  if (answer.reset) return { kind: "transport", action: "reset" };
  if (answer.hang) return { kind: "transport", action: "hang" };
  if (malformed !== undefined) return { kind: "malformed", mode: malformed === true ? "truncated" : malformed };
  return { kind: "own" };
}
