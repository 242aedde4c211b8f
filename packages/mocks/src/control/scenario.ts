// Scenarios: per operation (REST) or method (node), the ordered answers a server gives, then what comes after.
//   getChain: [200, 404, {status: 503, times: 2}, {mock: true}]
//   eth_feeConfig: {steps: [{error: {code: -32000, message: "header not found"}}], after: repeat}
//   getChain: {steps: [503, 200], match: {path: {chainId: 43114}}}
// A step is an answer (answer.ts) and how many requests in a row it answers; a bare number is a status and a bare
// string an example name. A sequence may match requests as a fault rule does (match.ts). Steps are checked
// against the engine's catalogue.
import type { CatalogueEntry, MockRequest, Route, RpcCall } from "../server/exchange.js";
import {
  ANSWER_PROPERTIES,
  type Answer,
  type AnswerInput,
  checkAnswer,
  compileAnswer,
  type Outcome,
} from "./answer.js";
import { CONTROL_BODY_LIMITS, exceededLimit } from "./bounds.js";
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
import { ControlInputError, type PathPart, shapeChecker } from "./shape.js";
import type { CatalogueSource } from "./targets.js";

/** After the last step: the mock's own answers (default), the last step again and again, or the steps again. */
type ScenarioAfter = "mock" | "repeat" | "loop";
const AFTER_VALUES: readonly ScenarioAfter[] = ["mock", "repeat", "loop"];

export interface ScenarioStepInput extends AnswerInput {
  /** this step answers this many requests in a row (default 1) */
  times?: number | undefined;
}

/** One server's scenario: operation or method → its steps (a list, or `{steps, after, match}`). */
export type ScenarioInput = Record<string, Array<ScenarioStepInput | number | string> | ScenarioSequenceInput>;
interface ScenarioSequenceInput {
  steps: Array<ScenarioStepInput | number | string>;
  after?: ScenarioAfter | undefined;
  /** only requests that match this advance the sequence (the others get the mock's own answer) */
  match?: MatchInput | undefined;
  /** with `match`: allow header and query names the spec does not declare */
  undeclared?: boolean | undefined;
}

export interface ScenarioDecision {
  outcome: Outcome;
  delayMs?: number;
  retryAfter?: number;
  /** `<operation>#<step index>` */
  step: string;
  /** node: the calls of a batch the answer replaces (absent: the whole request) */
  calls?: readonly RpcCall[];
}

/** Most operations, and steps per operation, one scenario may hold. */
const MAX_SCENARIO_STEPS = 1000;

const STEP_SCHEMA = {
  type: ["object", "integer", "string"],
  additionalProperties: false,
  minimum: 100,
  maximum: 599,
  minLength: 1,
  maxLength: 200,
  properties: { ...ANSWER_PROPERTIES, times: { type: "integer", minimum: 1, maximum: 1_000_000_000 } },
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
    match: MATCH_SCHEMA,
    undeclared: { type: "boolean" },
  },
};
const SCENARIO_SCHEMA = {
  type: "object",
  maxProperties: MAX_SCENARIO_STEPS,
  additionalProperties: SEQUENCE_SCHEMA,
};
const checkScenarioShape = shapeChecker(SCENARIO_SCHEMA);

interface Step extends Answer {
  times: number;
}

interface Sequence {
  steps: Step[];
  after: ScenarioAfter;
  match: CompiledMatch | undefined;
  /** index of the current step, and requests it has answered */
  at: number;
  used: number;
}

function normaliseStep(raw: ScenarioStepInput | number | string): ScenarioStepInput {
  if (typeof raw === "number") return { status: raw };
  if (typeof raw === "string") return { example: raw };
  return raw;
}

/** The steps of a sequence in either form, and where they sit in the input. */
function stepsOf(sequence: ScenarioInput[string], at: PathPart[]): { steps: ScenarioStepInput[]; stepsAt: PathPart[] } {
  const list = Array.isArray(sequence) ? sequence : sequence.steps;
  return { steps: list.map(normaliseStep), stepsAt: Array.isArray(sequence) ? at : [...at, "steps"] };
}

/** Checks a whole scenario for one server; throws ControlInputError naming every problem and where. */
export function checkScenario(engine: CatalogueSource, input: unknown, at: PathPart[] = []): ScenarioInput {
  // an object given in process is held to the bounds a body is parsed within, before anything walks it
  const exceeded = exceededLimit(input, CONTROL_BODY_LIMITS, "the scenario");
  if (exceeded) throw new ControlInputError([{ path: at, message: exceeded }]);
  const problems = checkScenarioShape(input, at);
  if (problems.length) throw new ControlInputError(problems);
  const own = engine.kind === "rest" ? "operation" : "method";
  const catalogue = engine.catalogue();
  for (const [name, sequence] of Object.entries(input as ScenarioInput)) {
    const entry = catalogue.find((e) => e.id === name);
    if (entry === undefined) {
      const allowed = catalogue.map((e) => e.id).join(", ");
      problems.push({ path: [...at, name], message: `unknown ${own} "${name}"; allowed: ${allowed}` });
      continue;
    }
    const { steps, stepsAt } = stepsOf(sequence, [...at, name]);
    if (steps.length === 0) problems.push({ path: stepsAt, message: "give at least one step" });
    steps.forEach((step, i) => checkAnswer(engine, [entry], step, "a step", [...stepsAt, i], problems));
    if (!Array.isArray(sequence) && sequence.match !== undefined) {
      checkMatch(engine, entry, sequence.match, sequence.undeclared === true, [...at, name], problems);
    }
  }
  const patterns = Object.values(input as ScenarioInput).reduce(
    (n, sequence) => n + (Array.isArray(sequence) ? 0 : patternCount(sequence.match)),
    0,
  );
  if (patterns > MAX_PATTERNS) {
    problems.push({
      path: at,
      message:
        `at most ${MAX_PATTERNS} regular expressions ("matches") in one scenario (mock limit); ` + `it has ${patterns}`,
    });
  }
  if (problems.length) throw new ControlInputError(problems);
  return input as ScenarioInput;
}

function compileSequence(sequence: ScenarioInput[string], entry: CatalogueEntry): Sequence {
  const steps = stepsOf(sequence, []).steps.map(
    (step): Step => ({ ...compileAnswer(step, [entry]), times: step.times ?? 1 }),
  );
  const after = Array.isArray(sequence) ? "mock" : (sequence.after ?? "mock");
  const match = !Array.isArray(sequence) && sequence.match ? compileMatch(sequence.match, entry) : undefined;
  return { steps, after, match, at: 0, used: 0 };
}

export class ScenarioBook {
  #sequences = new Map<string, Sequence>();
  #input: ScenarioInput = {};

  constructor(readonly engine: () => CatalogueSource) {}

  /** Replaces the scenario (checked first: a refused one leaves the current one in place). */
  load(input: unknown): void {
    const engine = this.engine();
    const checked = checkScenario(engine, input);
    const catalogue = engine.catalogue();
    const sequences = new Map<string, Sequence>();
    for (const [name, sequence] of Object.entries(checked)) {
      sequences.set(name, compileSequence(sequence, catalogue.find((e) => e.id === name)!));
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

  /**
   * The next step for a request, advancing it: the sequence of the first of its operations (in a batch: methods)
   * that has one and whose matcher the request meets.
   */
  next(route: Route, request: MockRequest): ScenarioDecision | undefined {
    if (this.#sequences.size === 0) return undefined;
    for (const name of route.operations) {
      const s = this.#sequences.get(name);
      if (s === undefined) continue;
      const calls = appliesTo(name, s.match, request, route);
      if (calls === false) continue;
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
      if (calls !== undefined) decision.calls = calls;
      return decision;
    }
    return undefined;
  }
}
