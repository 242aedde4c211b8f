// Fault rules: a list per server, set at run time (or from --faults). A rule is a target (an operationId or a
// JSON-RPC method, or neither for every request, and what the request must match), an answer (answer.ts), and how
// often (`times`, or a seeded `rate`). Rules are checked against the engine's catalogue; a list that holds one bad
// rule is refused whole.
import { Seeded } from "@avaspec/chain/world";
import type { MockRequest, Route, RpcCall } from "../server/exchange.js";
import {
  ANSWER_PROPERTIES,
  ANSWERS,
  type Answer,
  type AnswerInput,
  checkAnswer,
  compileAnswer,
  type Outcome,
} from "./answer.js";
import { CONTROL_BODY_LIMITS, exceededLimit, RULE_LIMITS } from "./bounds.js";
import {
  appliesTo,
  checkMatch,
  type CompiledMatch,
  compileMatch,
  MATCH_SCHEMA,
  MAX_PATTERNS,
  type MatchInput,
  patternCount,
} from "./match.js";
import type { NearMiss } from "./near-miss.js";
import { ControlInputError, type PathPart, type Problem, shapeChecker } from "./shape.js";
import { type CatalogueSource, resolveTarget } from "./targets.js";

/** A fault rule as POSTed or written in a --faults file. */
export interface FaultRuleInput extends AnswerInput {
  /** a label of your own, shown in GET /__avaspec/faults and the journal */
  name?: string | undefined;
  /** REST: the operationId it applies to */
  operation?: string | undefined;
  /** node: the JSON-RPC method it applies to (a batch matches when any element calls it) */
  method?: string | undefined;
  /** what the request must also match (needs `operation` or `method`) */
  match?: MatchInput | undefined;
  /** only the next N matching requests */
  times?: number | undefined;
  /** this fraction of the matching requests, drawn from the seed (a run replays) */
  rate?: number | undefined;
}

/** A rule as the server holds it. */
export interface FaultRule extends FaultRuleInput {
  id: number;
  /** matching requests seen */
  matched: number;
  /** requests it answered */
  fired: number;
  /** with `times`: how many are left */
  remaining?: number;
  /** in `GET /__avaspec/faults`, for a rule that matched nothing: the closest requests since it was added */
  nearMisses?: NearMiss[];
}

export interface FaultDecision {
  ruleId: number;
  outcome: Outcome;
  /**
   * only delay rules fired (`delayMs` alone, as WireMock's withFixedDelay): they add their delay and the next rule,
   * the scenario or the mock answers; `ruleId` is the first of them
   */
  passOn?: true;
  delayMs?: number;
  retryAfter?: number;
  /** node: the calls of a batch the answer replaces (absent: the whole request) */
  calls?: readonly RpcCall[];
}

/** Most rules one server holds: a bound on the work per request. */
const MAX_RULES = 1000;

const RULE_SCHEMA = {
  type: "object",
  additionalProperties: false,
  properties: {
    name: { type: "string", maxLength: 200 },
    operation: { type: "string", maxLength: 200 },
    method: { type: "string", maxLength: 200 },
    ...ANSWER_PROPERTIES,
    times: { type: "integer", minimum: 1, maximum: 1_000_000_000 },
    rate: { type: "number", exclusiveMinimum: 0, maximum: 1 },
    match: MATCH_SCHEMA,
  },
};
const checkRuleShape = shapeChecker(RULE_SCHEMA);

/**
 * The shape problems of a matcher (`match.…` paths), with the rules' own validator: a body that holds a matcher
 * beside other fields (a verification) reuses it rather than generating a second copy of the matcher's schema.
 */
export function checkMatchShape(match: unknown): Problem[] {
  return checkRuleShape({ match });
}

/**
 * Checks one rule: its shape, then its meaning against the catalogue. Returns the problems (empty: valid).
 * `at` is where the rule sits in a larger input (a list, a file).
 */
function checkRule(engine: CatalogueSource, value: unknown, at: PathPart[] = []): Problem[] {
  const exceeded = exceededLimit(value, RULE_LIMITS, "a rule");
  if (exceeded) return [{ path: at, message: exceeded }];
  const problems = checkRuleShape(value, at);
  if (problems.length) return problems;
  const rule = value as FaultRuleInput;
  if (rule.times !== undefined && rule.rate !== undefined) {
    problems.push({ path: at, message: `give "times" (the next N requests) or "rate" (a fraction of them), not both` });
  }
  const entries = resolveTarget(engine, rule, at, problems);
  if (entries === undefined) return problems;
  checkAnswer(engine, entries, rule, "a rule", at, problems);
  if (rule.match !== undefined) {
    const entry = (rule.operation ?? rule.method) === undefined ? undefined : entries[0];
    checkMatch(engine, entry, rule.match, rule.undeclared === true, at, problems);
  }
  return problems;
}

interface HeldRule {
  rule: FaultRule;
  input: FaultRuleInput;
  target: string | undefined;
  answer: Answer;
  match: CompiledMatch | undefined;
  /** the rule's own text: its `rate` draws are keyed by it, so the same rule replays the same way in any run */
  key: string;
  /** the journal's newest request when the rule was added (its near misses are the requests after it) */
  since: number;
  /** `delayMs` alone: delays and lets the next rule (or the mock) answer */
  delayOnly: boolean;
}

function canonical(input: FaultRuleInput): string {
  return JSON.stringify(Object.fromEntries(Object.entries(input).sort(([a], [b]) => a.localeCompare(b))));
}

export class FaultBook {
  #held: HeldRule[] = [];
  #nextId = 1;
  readonly #seeded: Seeded;

  constructor(
    readonly engine: () => CatalogueSource,
    seed = "avaspec",
    /** the journal's newest sequence number (0 without one) */
    readonly sequence: () => number = () => 0,
  ) {
    this.#seeded = new Seeded(`${seed}/faults`);
  }

  /** Checks a rule or a list of rules, all or nothing. Throws ControlInputError naming every problem. */
  check(input: unknown): FaultRuleInput[] {
    // an object given in process is held to the bounds a body is parsed within, before anything walks it
    const exceeded = exceededLimit(input, CONTROL_BODY_LIMITS, "the rules");
    if (exceeded) throw new ControlInputError([{ path: [], message: exceeded }]);
    const list = Array.isArray(input) ? input : [input];
    const engine = this.engine();
    const problems = list.flatMap((rule, i) => checkRule(engine, rule, Array.isArray(input) ? [i] : []));
    if (list.length === 0) problems.push({ path: [], message: "give a rule (an object) or a list of rules" });
    if (this.#held.length + list.length > MAX_RULES) {
      problems.push({
        path: [],
        message:
          `at most ${MAX_RULES} rules per server; ${this.#held.length} are set ` +
          "(DELETE /__avaspec/faults clears them)",
      });
    }
    if (problems.length === 0) {
      const held = this.#held.reduce((n, h) => n + patternCount(h.input.match), 0);
      const added = (list as FaultRuleInput[]).reduce((n, rule) => n + patternCount(rule.match), 0);
      if (held + added > MAX_PATTERNS) {
        problems.push({
          path: [],
          message:
            `at most ${MAX_PATTERNS} regular expressions ("matches") in the rules of one server (mock limit: each ` +
            `holds memory); ${held} are set and these rules add ${added} (DELETE /__avaspec/faults clears them)`,
        });
      }
    }
    if (problems.length) throw new ControlInputError(problems);
    return list as FaultRuleInput[];
  }

  /** Adds a rule or a list of rules, all or nothing; the rules already set are untouched when one is refused. */
  add(input: unknown): FaultRule[] {
    const engine = this.engine();
    const added = this.check(input).map((ruleInput): HeldRule => {
      const rule: FaultRule = { id: this.#nextId++, ...ruleInput, matched: 0, fired: 0 };
      if (ruleInput.times !== undefined) rule.remaining = ruleInput.times;
      const since = this.sequence();
      const delayOnly = ANSWERS.every((a) => ruleInput[a] === undefined);
      return { rule, input: ruleInput, ...compiled(engine, ruleInput), key: canonical(ruleInput), since, delayOnly };
    });
    this.#held.push(...added);
    return added.map((h) => ({ ...h.rule }));
  }

  list(): FaultRule[] {
    return this.#held.map((h) => ({ ...h.rule }));
  }

  get size(): number {
    return this.#held.length;
  }

  /** The rules that matched no request yet, with what they aim at and when they were added (for near misses). */
  unmatched(): Array<{ id: number; input: FaultRuleInput; since: number }> {
    return this.#held
      .filter((h) => h.rule.matched === 0)
      .map((h) => ({ id: h.rule.id, input: h.input, since: h.since }));
  }

  remove(id: number): boolean {
    const before = this.#held.length;
    this.#held = this.#held.filter((h) => h.rule.id !== id);
    return this.#held.length < before;
  }

  clear(): number {
    const n = this.#held.length;
    this.#held = [];
    return n;
  }

  /** Re-checks every rule against a new catalogue (after a spec reload); returns the rules that no longer hold. */
  recheck(): { kept: number; dropped: Array<{ rule: FaultRule; problems: Problem[] }> } {
    const engine = this.engine();
    const dropped: Array<{ rule: FaultRule; problems: Problem[] }> = [];
    this.#held = this.#held.filter((h) => {
      const problems = checkRule(engine, h.input);
      if (problems.length) dropped.push({ rule: { ...h.rule }, problems });
      else Object.assign(h, compiled(engine, h.input));
      return problems.length === 0;
    });
    return { kept: this.#held.length, dropped };
  }

  /**
   * The first rule, in the order they were added, that matches the request and fires. Delay rules (`delayMs` alone)
   * on the way add their delay and pass on: with no answering rule after them, a `passOn` decision carries the delay.
   */
  decide(route: Route, request: MockRequest): FaultDecision | undefined {
    let delayed: FaultDecision | undefined;
    for (const held of this.#held) {
      const calls = appliesTo(held.target, held.match, request, route);
      if (calls === false) continue;
      const { rule } = held;
      const n = rule.matched++;
      if (rule.remaining !== undefined) {
        if (rule.remaining === 0) continue;
        rule.remaining--;
      } else if (rule.rate !== undefined && this.#seeded.unit(held.key, n) >= rule.rate) continue;
      rule.fired++;
      const { outcome, delayMs, retryAfter } = held.answer;
      if (held.delayOnly) {
        delayed ??= { ruleId: rule.id, outcome, passOn: true, delayMs: 0 };
        delayed.delayMs! += delayMs ?? 0;
        continue;
      }
      const decision: FaultDecision = { ruleId: rule.id, outcome };
      const totalDelay = (delayMs ?? 0) + (delayed?.delayMs ?? 0);
      if (delayMs !== undefined || delayed !== undefined) decision.delayMs = totalDelay;
      if (retryAfter !== undefined) decision.retryAfter = retryAfter;
      if (calls !== undefined) decision.calls = calls;
      return decision;
    }
    return delayed;
  }
}

/** What a checked rule answers, and its compiled matcher. */
function compiled(engine: CatalogueSource, input: FaultRuleInput): Pick<HeldRule, "target" | "answer" | "match"> {
  const target = input.operation ?? input.method;
  const entries = engine.catalogue().filter((e) => target === undefined || e.id === target);
  const match = input.match && entries[0] ? compileMatch(input.match, entries[0]) : undefined;
  return { target, answer: compileAnswer(input, entries), match };
}
