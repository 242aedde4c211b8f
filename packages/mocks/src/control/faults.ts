// Fault rules: a list per server, set at run time (or from --faults). Each names its target (an operationId, a
// JSON-RPC method, or neither for every request), what it does, and how often (`times`, or a seeded `rate`).
// Rules are checked against the engine's catalogue; a list that holds one bad rule is refused whole.
import { Seeded } from "../rest/seeded.js";
import type { ForcedAnswer, TransportAction } from "../server/exchange.js";
import { MAX_DELAY_MS } from "./options.js";
import { ControlInputError, type PathPart, type Problem, shapeChecker } from "./shape.js";
import { aimsAt, type CatalogueSource, checkErrorCode, checkStatus, resolveTarget } from "./targets.js";

export type MalformedMode = "truncated" | "not-json";

/** A fault rule as POSTed or written in a --faults file. */
export interface FaultRuleInput {
  /** a label of your own, shown in GET /__avaspec/faults and the journal */
  name?: string;
  /** REST: the operationId it applies to */
  operation?: string;
  /** node: the JSON-RPC method it applies to (a batch matches when any element calls it) */
  method?: string;
  /** answer this declared status with its declared body */
  status?: number;
  /** with `status`: a Retry-After header of this many seconds (as the deployed services send on 429 and 503) */
  retryAfter?: number;
  /** node: answer this JSON-RPC error (HTTP 200), for each element of a batch */
  error?: { code: number; message: string; data?: unknown };
  /** wait this long first (alone: then the mock's own answer) */
  delayMs?: number;
  /** drop the connection */
  reset?: true;
  /** never answer, until the client gives up */
  hang?: true;
  /** status 200 with a cut-off body (`true`, "truncated") or a body that is not JSON ("not-json") */
  malformed?: true | MalformedMode;
  /** only the next N matching requests */
  times?: number;
  /** this fraction of the matching requests, drawn from the seed (a run replays) */
  rate?: number;
  /** allow a status or error code the spec does not declare for the target */
  undeclared?: boolean;
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
}

export type FaultOutcome =
  | { kind: "forced"; forced: ForcedAnswer }
  | { kind: "undeclared"; status: number }
  | { kind: "transport"; action: TransportAction }
  | { kind: "malformed"; mode: MalformedMode }
  /** the mock's own answer (after the rule's delay, if any) */
  | { kind: "own" };

export interface FaultDecision {
  ruleId: number;
  outcome: FaultOutcome;
  delayMs?: number;
  retryAfter?: number;
}

/** Most rules one server holds: a bound on the work per request. */
export const MAX_RULES = 1000;

const ACTIONS = ["status", "error", "reset", "hang", "malformed"] as const;

const RULE_SCHEMA = {
  type: "object",
  additionalProperties: false,
  properties: {
    name: { type: "string", maxLength: 200 },
    operation: { type: "string", maxLength: 200 },
    method: { type: "string", maxLength: 200 },
    status: { type: "integer", minimum: 100, maximum: 599 },
    retryAfter: { type: "integer", minimum: 0, maximum: 86_400 },
    error: {
      type: "object",
      additionalProperties: false,
      required: ["code", "message"],
      properties: {
        code: { type: "integer", minimum: -2147483648, maximum: 2147483647 },
        message: { type: "string", maxLength: 10_000 },
        data: {},
      },
    },
    delayMs: { type: "integer", minimum: 0, maximum: MAX_DELAY_MS },
    reset: { const: true },
    hang: { const: true },
    malformed: { enum: [true, "truncated", "not-json"] },
    times: { type: "integer", minimum: 1, maximum: 1_000_000_000 },
    rate: { type: "number", exclusiveMinimum: 0, maximum: 1 },
    undeclared: { type: "boolean" },
  },
};
const checkRuleShape = shapeChecker(RULE_SCHEMA);

/**
 * Checks one rule: its shape, then its meaning against the catalogue. Returns the problems (empty: valid).
 * `at` is where the rule sits in a larger input (a list, a file).
 */
export function checkRule(engine: CatalogueSource, value: unknown, at: PathPart[] = []): Problem[] {
  const problems = checkRuleShape(value, at);
  if (problems.length) return problems;
  const rule = value as FaultRuleInput;
  const actions = ACTIONS.filter((a) => rule[a] !== undefined);
  if (actions.length === 0 && rule.delayMs === undefined) {
    problems.push({ path: at, message: `a rule must do one of: ${ACTIONS.join(", ")}, delayMs` });
  }
  if (actions.length > 1) {
    problems.push({
      path: at,
      message: `a rule does one thing; it has ${actions.join(" and ")} (delayMs may go with one)`,
    });
  }
  if (rule.retryAfter !== undefined && rule.status === undefined) {
    problems.push({
      path: [...at, "retryAfter"],
      message: `retryAfter is a header of a "status" answer; give the status`,
    });
  }
  if (rule.times !== undefined && rule.rate !== undefined) {
    problems.push({ path: at, message: `give "times" (the next N requests) or "rate" (a fraction of them), not both` });
  }
  const entries = resolveTarget(engine, rule, at, problems);
  if (entries === undefined) return problems;
  const undeclared = rule.undeclared === true;
  if (rule.status !== undefined) checkStatus(entries, rule.status, undeclared, at, problems);
  if (rule.error !== undefined) {
    if (engine.kind === "rest") {
      problems.push({
        path: [...at, "error"],
        message: `a JSON-RPC error is for the node mock; the ${engine.api} mock is REST: use "status"`,
      });
    } else checkErrorCode(entries, rule.error.code, undeclared, at, problems);
  }
  return problems;
}

/** What a checked rule (or scenario step) makes the server answer. */
export function outcomeOf(rule: FaultRuleInput, engine: CatalogueSource): FaultOutcome {
  if (rule.status !== undefined) {
    const declared = engine.catalogue().filter((e) => aimsAt(rule.operation ?? rule.method, [e.id]));
    return declared.every((e) => e.statuses.includes(rule.status!))
      ? { kind: "forced", forced: { status: rule.status } }
      : { kind: "undeclared", status: rule.status };
  }
  if (rule.error !== undefined) return { kind: "forced", forced: { error: { ...rule.error } } };
  if (rule.reset) return { kind: "transport", action: "reset" };
  if (rule.hang) return { kind: "transport", action: "hang" };
  if (rule.malformed !== undefined) {
    return { kind: "malformed", mode: rule.malformed === true ? "truncated" : rule.malformed };
  }
  return { kind: "own" };
}

interface HeldRule {
  rule: FaultRule;
  input: FaultRuleInput;
  target: string | undefined;
  outcome: FaultOutcome;
  /** the rule's own text: its `rate` draws are keyed by it, so the same rule replays the same way in any run */
  key: string;
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
  ) {
    this.#seeded = new Seeded(`${seed}/faults`);
  }

  /** Checks a rule or a list of rules, all or nothing. Throws ControlInputError naming every problem. */
  check(input: unknown): FaultRuleInput[] {
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
    if (problems.length) throw new ControlInputError(problems);
    return list as FaultRuleInput[];
  }

  /** Adds a rule or a list of rules, all or nothing; the rules already set are untouched when one is refused. */
  add(input: unknown): FaultRule[] {
    const engine = this.engine();
    const added = this.check(input).map((ruleInput): HeldRule => {
      const rule: FaultRule = { id: this.#nextId++, ...ruleInput, matched: 0, fired: 0 };
      if (ruleInput.times !== undefined) rule.remaining = ruleInput.times;
      const target = ruleInput.operation ?? ruleInput.method;
      return { rule, input: ruleInput, target, outcome: outcomeOf(ruleInput, engine), key: canonical(ruleInput) };
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
      else h.outcome = outcomeOf(h.input, engine);
      return problems.length === 0;
    });
    return { kept: this.#held.length, dropped };
  }

  /** The first rule, in the order they were added, that matches the request and fires. */
  decide(operations: readonly string[]): FaultDecision | undefined {
    for (const held of this.#held) {
      if (!aimsAt(held.target, operations)) continue;
      const { rule } = held;
      const n = rule.matched++;
      if (rule.remaining !== undefined) {
        if (rule.remaining === 0) continue;
        rule.remaining--;
      } else if (rule.rate !== undefined && this.#seeded.unit(held.key, n) >= rule.rate) continue;
      rule.fired++;
      const decision: FaultDecision = { ruleId: rule.id, outcome: held.outcome };
      if (rule.delayMs !== undefined) decision.delayMs = rule.delayMs;
      if (rule.retryAfter !== undefined) decision.retryAfter = rule.retryAfter;
      return decision;
    }
    return undefined;
  }
}
