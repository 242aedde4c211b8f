// Verification (WireMock's `verify`): how many recorded requests match a pattern in the rules' own vocabulary, held to
// an expected count (`times`, or `atLeast` / `atMost`; none: at least once), with the closest requests that did not
// match when the count does not hold. Computed from the journal when asked; nothing is counted per request.
import type { ApiEngine } from "../server/exchange.js";
import { CONTROL_BODY_LIMITS, exceededLimit } from "./bounds.js";
import type { Journal, JournalEntry } from "./journal.js";
import { checkMatchShape } from "./faults.js";
import { checkMatch, MAX_PATTERNS, type MatchInput, patternCount } from "./match.js";
import { type NearMiss, RecordedRoutes, reportNearMisses, requestPattern, scan } from "./near-miss.js";
import { ControlInputError, type Problem, shapeChecker } from "./shape.js";
import { resolveTarget } from "./targets.js";

/** `POST /__avaspec/verify`'s body. */
export interface VerifyInput {
  /** REST: the operationId */
  operation?: string | undefined;
  /** node: the JSON-RPC method (a batch counts once when any of its calls matches) */
  method?: string | undefined;
  match?: MatchInput | undefined;
  /** allow header and query names the spec does not declare in `match` */
  undeclared?: boolean | undefined;
  /** exactly this many */
  times?: number | undefined;
  atLeast?: number | undefined;
  atMost?: number | undefined;
}

export interface Verification {
  /** whether the count held */
  held: boolean;
  /** matching requests in the journal */
  count: number;
  /** the matching requests, oldest first (the newest MAX_LISTED of them) */
  requests: JournalEntry[];
  /** when the count did not hold: the closest requests that did not match, closest first */
  nearMisses: NearMiss[];
}

/** Most matching requests listed in an answer (the count counts them all). */
const MAX_LISTED = 100;
const COUNT = { type: "integer", minimum: 0, maximum: 1_000_000_000 };

const checkShape = shapeChecker({
  type: "object",
  additionalProperties: false,
  properties: {
    operation: { type: "string", maxLength: 200 },
    method: { type: "string", maxLength: 200 },
    // its inside is checked by the rules' validator (checkMatchShape)
    match: { type: "object" },
    undeclared: { type: "boolean" },
    times: COUNT,
    atLeast: COUNT,
    atMost: COUNT,
  },
});

/** Checks a verification against the catalogue; throws ControlInputError naming every problem. */
export function checkVerification(engine: Pick<ApiEngine, "api" | "kind" | "catalogue">, input: unknown): VerifyInput {
  const exceeded = exceededLimit(input, CONTROL_BODY_LIMITS, "the verification");
  if (exceeded) throw new ControlInputError([{ path: [], message: exceeded }]);
  const problems: Problem[] = checkShape(input);
  if (problems.length === 0 && (input as VerifyInput).match !== undefined) {
    problems.push(...checkMatchShape((input as VerifyInput).match));
  }
  if (problems.length) throw new ControlInputError(problems);
  const given = input as VerifyInput;
  if (given.times !== undefined && (given.atLeast !== undefined || given.atMost !== undefined)) {
    problems.push({ path: [], message: `give "times" (exactly) or "atLeast" / "atMost", not both` });
  }
  if (given.atLeast !== undefined && given.atMost !== undefined && given.atLeast > given.atMost) {
    problems.push({ path: ["atMost"], message: `atMost ${given.atMost} is below atLeast ${given.atLeast}` });
  }
  const entries = resolveTarget(engine, given, [], problems);
  if (entries !== undefined && given.match !== undefined) {
    const entry = (given.operation ?? given.method) === undefined ? undefined : entries[0];
    checkMatch(engine, entry, given.match, given.undeclared === true, [], problems);
    if (patternCount(given.match) > MAX_PATTERNS) {
      problems.push({ path: ["match"], message: `at most ${MAX_PATTERNS} regular expressions ("matches")` });
    }
  }
  if (problems.length) throw new ControlInputError(problems);
  return given;
}

/** Holds the journal to a checked verification. */
export async function verify(
  engine: ApiEngine,
  journal: Journal,
  input: VerifyInput,
  signal?: AbortSignal,
): Promise<Verification> {
  const pattern = requestPattern(engine, input);
  const recorded = journal.recorded();
  const routes = new RecordedRoutes(engine);
  const { matched } = await scan(pattern, recorded, routes, { nearMisses: false, signal });
  const count = matched.length;
  const held =
    input.times !== undefined
      ? count === input.times
      : count >= (input.atLeast ?? (input.atMost === undefined ? 1 : 0)) && count <= (input.atMost ?? Infinity);
  // the near misses only when the count did not hold: a second pass over the same routes
  const misses = held ? [] : (await scan(pattern, recorded, routes, { nearMisses: true, signal })).nearMisses;
  return {
    held,
    count,
    requests: matched.slice(-MAX_LISTED).map((r) => r.entry()),
    nearMisses: reportNearMisses(misses),
  };
}

/** Requests a rule's near misses are looked for in: the newest recorded since it was added. */
const MAX_RULE_SCAN = 1000;

/**
 * The near misses of each rule that matched nothing (by rule id): the closest requests recorded since the rule was
 * added. Each recorded request is routed again at most once for all the rules.
 */
export async function unmatchedNearMisses(
  engine: ApiEngine,
  journal: Journal,
  rules: ReadonlyArray<{ id: number; input: VerifyInput; since: number }>,
  signal?: AbortSignal,
): Promise<Map<number, NearMiss[]>> {
  const out = new Map<number, NearMiss[]>();
  if (rules.length === 0) return out;
  const recorded = journal.recorded().slice(-MAX_RULE_SCAN);
  const routes = new RecordedRoutes(engine);
  for (const rule of rules) {
    const after = recorded.filter((r) => r.seq > rule.since);
    const found = await scan(requestPattern(engine, rule.input), after, routes, { nearMisses: true, signal });
    out.set(rule.id, reportNearMisses(found.nearMisses));
  }
  return out;
}
