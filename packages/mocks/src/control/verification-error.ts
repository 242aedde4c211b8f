// The error `ControlClient.verify` throws when a count does not hold: its message says what was expected, what was
// found, and the near misses with the fields that differed, so a vitest or jest failure reads on its own.
import type { JournalEntry } from "./journal.js";
import type { MatchInput, ValueMatcher } from "./match.js";
import type { Difference } from "./near-miss.js";
import type { Verification, VerifyInput } from "./verify.js";

/** What `verify` is asked to count: an operation or method, and the matcher's fields beside it. */
export interface VerifyPattern extends MatchInput {
  /** REST: the operationId */
  operation?: string | undefined;
  /** node: the JSON-RPC method */
  method?: string | undefined;
  /** allow header and query names the spec does not declare */
  undeclared?: boolean | undefined;
}

/** How many: `{ times: 2 }`, `{ atLeast: 1 }`, `{ atMost: 0 }`, or both bounds. Default: at least once. */
export interface VerifyCount {
  times?: number | undefined;
  atLeast?: number | undefined;
  atMost?: number | undefined;
}

/** A verification whose count did not hold; `verification` is the server's whole answer. */
export class VerificationError extends Error {
  override readonly name = "VerificationError";
  constructor(
    readonly verification: Verification,
    message: string,
  ) {
    super(message);
  }
}

/** The control body of a verification: the pattern's matcher under `match`, the count beside it. */
export function verifyBody(pattern: VerifyPattern, count: VerifyCount = {}): VerifyInput {
  const { operation, method, undeclared, ...match } = pattern;
  const body: VerifyInput = { ...count };
  if (operation !== undefined) body.operation = operation;
  if (method !== undefined) body.method = method;
  if (undeclared !== undefined) body.undeclared = undeclared;
  const given = Object.entries(match).filter(([, v]) => v !== undefined);
  if (given.length > 0) body.match = Object.fromEntries(given) as MatchInput;
  return body;
}

const MAX_SHOWN = 120;

function shown(value: unknown): string {
  if (value === null || value === undefined) return "absent";
  const text = JSON.stringify(value) ?? String(value);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
}

function wanted(matcher: unknown): string {
  if (matcher === null) return "absent";
  if (typeof matcher !== "object") return shown(matcher);
  const m = matcher as Exclude<ValueMatcher, string | number | boolean | null>;
  if ("matches" in m) return `matching /${m.matches}/`;
  if ("subset" in m) return `containing ${shown(m.subset)}`;
  if ("equals" in m) return `equal to ${shown(m.equals)}`;
  return shown(matcher);
}

function countWanted({ times, atLeast, atMost }: VerifyCount): string {
  if (times !== undefined) return `exactly ${times}`;
  if (atLeast !== undefined && atMost !== undefined) return `${atLeast} to ${atMost}`;
  if (atMost !== undefined) return `at most ${atMost}`;
  return `at least ${atLeast ?? 1}`;
}

function requestLine(entry: JournalEntry): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(entry.query)) for (const v of [value].flat()) query.append(name, v);
  const qs = query.size > 0 ? `?${query}` : "";
  const answered = entry.status ?? entry.action ?? "pending";
  const names = entry.operations.length > 0 ? ` (${entry.operations.join(", ")})` : "";
  return `#${entry.seq} ${entry.method} ${entry.path}${qs}${names} → ${answered}`;
}

const differenceLine = (d: Difference) => `${d.field}: expected ${wanted(d.expected)}, got ${shown(d.actual)}`;

/** The pattern in one line: `getChain with path.chainId "43114"`. */
function patternLine(pattern: VerifyPattern): string {
  const body = verifyBody(pattern);
  const target = body.operation ?? body.method ?? "any request";
  const parts: string[] = [];
  for (const [where, named] of Object.entries(body.match ?? {})) {
    if (where === "body") parts.push(`body ${wanted(named)}`);
    else if (Array.isArray(named)) named.forEach((m, i) => parts.push(`${where}.${i} ${wanted(m)}`));
    else for (const [name, m] of Object.entries(named as object)) parts.push(`${where}.${name} ${wanted(m)}`);
  }
  return parts.length > 0 ? `${target} with ${parts.join(", ")}` : target;
}

/** The message of a verification that did not hold. */
export function verificationMessage(pattern: VerifyPattern, count: VerifyCount, result: Verification): string {
  const lines = [`expected ${countWanted(count)} ${patternLine(pattern)}, found ${result.count}`];
  if (result.requests.length > 0) {
    lines.push("matched:");
    for (const entry of result.requests.slice(-5)) lines.push(`  ${requestLine(entry)}`);
  }
  if (result.nearMisses.length > 0) {
    lines.push("near misses, closest first:");
    for (const miss of result.nearMisses) {
      lines.push(`  ${requestLine(miss.request)}`);
      for (const d of miss.differences) lines.push(`    ${differenceLine(d)}`);
    }
  } else if (result.count === 0) lines.push("no near misses: the journal holds no other request");
  return lines.join("\n");
}
