// Scenarios: per operation (REST) or method (node), the ordered answers a server gives, then what comes after.
//   getChain: [200, 404, {status: 503, times: 2}, {mock: true}]
//   eth_feeConfig: {steps: [{error: {code: -32000, message: "header not found"}}], after: repeat}
// A step is a status, a named example, a JSON-RPC error, the mock's own answer, or a transport fault; a bare
// number is a status and a bare string an example name. Steps are checked against the engine's catalogue.
import type { FaultOutcome, FaultRuleInput } from "./faults.js";
import { checkRule, outcomeOf } from "./faults.js";
import { MAX_DELAY_MS } from "./options.js";
import { ControlInputError, type PathPart, type Problem, shapeChecker } from "./shape.js";
import { type CatalogueSource, checkExample } from "./targets.js";

/** After the last step: the mock's own answers (default), the last step again and again, or the steps again. */
export type ScenarioAfter = "mock" | "repeat" | "loop";
export const AFTER_VALUES: readonly ScenarioAfter[] = ["mock", "repeat", "loop"];

export interface ScenarioStepInput {
  status?: number;
  /** with `status`: a Retry-After header of this many seconds */
  retryAfter?: number;
  example?: string;
  error?: { code: number; message: string; data?: unknown };
  /** the mock's own answer */
  mock?: true;
  reset?: true;
  hang?: true;
  malformed?: true | "truncated" | "not-json";
  delayMs?: number;
  /** this step answers this many requests in a row (default 1) */
  times?: number;
  undeclared?: boolean;
}

/** One server's scenario: operation or method → its steps (a list, or `{steps, after}`). */
export type ScenarioInput = Record<string, Array<ScenarioStepInput | number | string> | ScenarioSequenceInput>;
export interface ScenarioSequenceInput {
  steps: Array<ScenarioStepInput | number | string>;
  after?: ScenarioAfter;
}

export interface ScenarioDecision {
  outcome: FaultOutcome;
  delayMs?: number;
  retryAfter?: number;
  /** `<operation>#<step index>` */
  step: string;
}

/** Most operations, and steps per operation, one scenario may hold. */
export const MAX_SCENARIO_STEPS = 1000;

const STEP_SCHEMA = {
  type: ["object", "integer", "string"],
  additionalProperties: false,
  minimum: 100,
  maximum: 599,
  minLength: 1,
  maxLength: 200,
  properties: {
    status: { type: "integer", minimum: 100, maximum: 599 },
    retryAfter: { type: "integer", minimum: 0, maximum: 86_400 },
    example: { type: "string", minLength: 1, maxLength: 200 },
    error: {
      type: "object",
      additionalProperties: false,
      required: ["code", "message"],
      properties: { code: { type: "integer" }, message: { type: "string", maxLength: 10_000 }, data: {} },
    },
    mock: { const: true },
    reset: { const: true },
    hang: { const: true },
    malformed: { enum: [true, "truncated", "not-json"] },
    delayMs: { type: "integer", minimum: 0, maximum: MAX_DELAY_MS },
    times: { type: "integer", minimum: 1, maximum: 1_000_000_000 },
    undeclared: { type: "boolean" },
  },
};
const SEQUENCE_SCHEMA = {
  type: ["array", "object"],
  maxItems: MAX_SCENARIO_STEPS,
  items: STEP_SCHEMA,
  additionalProperties: false,
  required: ["steps"],
  properties: {
    steps: { type: "array", minItems: 1, maxItems: MAX_SCENARIO_STEPS, items: STEP_SCHEMA },
    after: { enum: AFTER_VALUES },
  },
};
const SCENARIO_SCHEMA = {
  type: "object",
  maxProperties: MAX_SCENARIO_STEPS,
  additionalProperties: SEQUENCE_SCHEMA,
};
const checkScenarioShape = shapeChecker(SCENARIO_SCHEMA);

const ANSWERS = ["status", "example", "error", "mock", "reset", "hang", "malformed"] as const;

interface Step {
  outcome: FaultOutcome;
  delayMs?: number;
  retryAfter?: number;
  times: number;
}

interface Sequence {
  steps: Step[];
  after: ScenarioAfter;
  /** index of the current step, and requests it has answered */
  at: number;
  used: number;
}

function normaliseStep(raw: ScenarioStepInput | number | string): ScenarioStepInput {
  if (typeof raw === "number") return { status: raw };
  if (typeof raw === "string") return { example: raw };
  return raw;
}

/** Checks one step; the fault-rule checks cover status, error, delay, transport faults. */
function checkStep(engine: CatalogueSource, name: string, raw: unknown, at: PathPart[], problems: Problem[]): void {
  const step = normaliseStep(raw as ScenarioStepInput);
  const answers = ANSWERS.filter((a) => step[a] !== undefined);
  if (answers.length === 0 && step.delayMs === undefined) {
    problems.push({ path: at, message: `a step answers with one of: ${ANSWERS.join(", ")} (delayMs may go with it)` });
    return;
  }
  if (answers.length > 1) {
    problems.push({ path: at, message: `a step gives one answer; it has ${answers.join(" and ")}` });
    return;
  }
  const own = engine.kind === "rest" ? "operation" : "method";
  const { example, mock, times: _times, ...asRule } = step;
  // the rule checks cover the rest of the step; an example or the mock's own answer is no rule action
  const rule = example !== undefined || mock !== undefined ? { ...asRule, delayMs: asRule.delayMs ?? 0 } : asRule;
  problems.push(...checkRule(engine, { ...rule, [own]: name }, at));
  const entry = engine.catalogue().find((e) => e.id === name);
  if (example !== undefined && entry) checkExample([entry], example, at, problems);
}

/** Checks a whole scenario for one server; throws ControlInputError naming every problem and where. */
export function checkScenario(engine: CatalogueSource, input: unknown, at: PathPart[] = []): ScenarioInput {
  const problems = checkScenarioShape(input, at);
  if (problems.length) throw new ControlInputError(problems);
  const own = engine.kind === "rest" ? "operation" : "method";
  const ids = engine.catalogue().map((e) => e.id);
  for (const [name, sequence] of Object.entries(input as ScenarioInput)) {
    if (!ids.includes(name)) {
      problems.push({ path: [...at, name], message: `unknown ${own} "${name}"; allowed: ${ids.join(", ")}` });
      continue;
    }
    const steps = Array.isArray(sequence) ? sequence : sequence.steps;
    const stepsAt = Array.isArray(sequence) ? [...at, name] : [...at, name, "steps"];
    if (steps.length === 0) problems.push({ path: stepsAt, message: "give at least one step" });
    steps.forEach((step, i) => checkStep(engine, name, step, [...stepsAt, i], problems));
  }
  if (problems.length) throw new ControlInputError(problems);
  return input as ScenarioInput;
}

export class ScenarioBook {
  #sequences = new Map<string, Sequence>();
  #input: ScenarioInput = {};

  constructor(readonly engine: () => CatalogueSource) {}

  /** Replaces the scenario (checked first: a refused one leaves the current one in place). */
  load(input: unknown): void {
    const engine = this.engine();
    const checked = checkScenario(engine, input);
    const sequences = new Map<string, Sequence>();
    for (const [name, sequence] of Object.entries(checked)) {
      const rawSteps = Array.isArray(sequence) ? sequence : sequence.steps;
      const after = Array.isArray(sequence) ? "mock" : (sequence.after ?? "mock");
      const own = engine.kind === "rest" ? "operation" : "method";
      const steps = rawSteps.map((raw): Step => {
        const { example, mock: _mock, times, delayMs, retryAfter, ...asRule } = normaliseStep(raw);
        const outcome: FaultOutcome =
          example !== undefined
            ? { kind: "forced", forced: { example } }
            : outcomeOf({ ...(asRule as FaultRuleInput), [own]: name }, engine);
        const step: Step = { outcome, times: times ?? 1 };
        if (delayMs !== undefined) step.delayMs = delayMs;
        if (retryAfter !== undefined) step.retryAfter = retryAfter;
        return step;
      });
      sequences.set(name, { steps, after, at: 0, used: 0 });
    }
    this.#sequences = sequences;
    this.#input = checked;
  }

  /** The scenario as loaded, with each sequence's position. */
  describe(): { scenario: ScenarioInput; positions: Record<string, { step: number; used: number; done: boolean }> } {
    const positions: Record<string, { step: number; used: number; done: boolean }> = {};
    for (const [name, s] of this.#sequences)
      positions[name] = { step: s.at, used: s.used, done: s.at >= s.steps.length };
    return { scenario: this.#input, positions };
  }

  get size(): number {
    return this.#sequences.size;
  }

  clear(): void {
    this.#sequences = new Map();
    this.#input = {};
  }

  /** Back to the first step of every sequence. */
  rewind(): void {
    for (const s of this.#sequences.values()) {
      s.at = 0;
      s.used = 0;
    }
  }

  /** The next step for a request aimed at `operations` (the first of them that has a sequence), advancing it. */
  next(operations: readonly string[]): ScenarioDecision | undefined {
    if (this.#sequences.size === 0) return undefined;
    for (const name of operations) {
      const s = this.#sequences.get(name);
      if (s === undefined) continue;
      if (s.at >= s.steps.length) {
        if (s.after === "mock") return undefined;
        if (s.after === "loop") s.at = 0;
        else s.at = s.steps.length - 1;
        s.used = 0;
      }
      const index = s.at;
      const step = s.steps[index]!;
      if (++s.used >= step.times) {
        s.at++;
        s.used = 0;
      }
      const decision: ScenarioDecision = { outcome: step.outcome, step: `${name}#${index}` };
      if (step.delayMs !== undefined) decision.delayMs = step.delayMs;
      if (step.retryAfter !== undefined) decision.retryAfter = step.retryAfter;
      return decision;
    }
    return undefined;
  }
}
