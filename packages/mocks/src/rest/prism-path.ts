// The Prism path: Prism (in-process) routes, validates the request (400 with the contract's error body built from its
// violations) and negotiates Prefer scenarios; for operations with rules our mock component runs the rule instead
// of Prism's example mocker, unless the request is invalid or forced a scenario. It answers `engine: "prism"` and
// dynamic answers, and is the oracle the compiled path is held to (differential.test.ts). Loaded on first use.
import type { CatalogueEntry } from "../server/exchange.js";
import type { ErrorBody } from "../server/json.js";
import { HttpError } from "./errors.js";
import type { RestAnswer } from "./outcomes.js";
import { methodNotAllowed, notFound, preferUnmet, withOwnErrorBody } from "./outcomes.js";
import { namesRequest, type Scenario } from "./prefer.js";
import {
  createInstance,
  defaultMock,
  getHttpOperationsFromSpec,
  type MockComponent,
  type PrismConfig,
  type PrismLogger,
  type PrismOperation,
  type PrismRequest,
  type PrismResponse,
} from "./prism.js";
import type { RestApiDefinition, Rule } from "./rules.js";
import type { RuleRunner } from "./runner.js";
import type { JsonSchema, OperationInfo } from "./spec.js";
import { violationMessages } from "./violations.js";

/** What the Prism path reads of a routed request. */
export interface PrismRoute {
  read: { method: string; encodedPath: string; headers: Record<string, string>; body: unknown };
  query: Record<string, string | string[]>;
  /** the methods the path has, when Prism's router finds it without this one (the engine's route table knows) */
  allowed: readonly string[] | undefined;
  /** the operation the engine's route table found, and its path parameters (decoded) */
  op: OperationInfo | undefined;
  pathParams: Readonly<Record<string, string>>;
}

export interface PrismPath {
  answer(route: PrismRoute, scenario: Scenario | undefined, signal: AbortSignal): Promise<RestAnswer>;
}

export interface PrismPathOptions {
  definition: RestApiDefinition;
  /** the engine's own pick of the example for `Prefer: code=N` alone (see OperationAnswers.exampleForStatus) */
  exampleForStatus(op: OperationInfo, code: number): string | undefined;
  /** the engine's forced error answer naming the request's path parameters (see naming.ts) */
  named(op: OperationInfo, answer: RestAnswer, pathParams: Readonly<Record<string, string>>): RestAnswer;
  /** the catalogue entry of an operation (its example names, for a scenario that cannot be met) */
  entryOf(op: OperationInfo): CatalogueEntry | undefined;
  operations: readonly OperationInfo[];
  rules: Record<string, Rule>;
  runRule: RuleRunner;
  seed: string;
  /** the seed's error body, with the API's message style */
  fail(status: number, message: string | string[]): ErrorBody;
  log(level: "error" | "debug", message: string): void;
  /** Prism's own log lines are wanted (debug) */
  verbose: boolean;
}

export async function createPrismPath(options: PrismPathOptions): Promise<PrismPath> {
  const bridge = createPrismBridge({
    ...options,
    dereferenced: options.definition.dereferenced,
    prismOperations: await getHttpOperationsFromSpec(options.definition.document),
  });
  return {
    answer: (route, scenario, signal) => {
      const { method, encodedPath, headers, body } = route.read;
      const input: PrismRequest = {
        method,
        url: { path: encodedPath, query: { ...route.query } },
        headers,
        body,
        signal,
      };
      const { op, pathParams } = route;
      // decided before the bridge picks the example for a status alone, as the compiled path decides it
      const name = namesRequest(scenario) && op ? (a: RestAnswer) => options.named(op, a, pathParams) : undefined;
      return bridge(input, scenario && { ...scenario }, route.allowed ?? [], name);
    },
  };
}

type BridgeAnswer = RestAnswer;

interface PrismBridgeOptions extends PrismPathOptions {
  dereferenced: JsonSchema;
  prismOperations: PrismOperation[];
}

type PrismBridge = (
  input: PrismRequest,
  scenario: Scenario | undefined,
  allowed: readonly string[],
  /** a forced status's example names the request (applied to the negotiated answer only, not to a 400) */
  name: ((answer: RestAnswer) => RestAnswer) | undefined,
) => Promise<BridgeAnswer>;

interface PerRequest {
  scenario?: Scenario;
  op?: OperationInfo;
}

function createPrismBridge(options: PrismBridgeOptions): PrismBridge {
  const { operations, prismOperations, seed, fail, log } = options;
  const byId = new Map(operations.map((o) => [o.operationId, o]));
  const opOf = (resource: PrismOperation): OperationInfo | undefined =>
    byId.get(String(resource.iid ?? "")) ??
    operations.find((o) => o.method === resource.method && o.path === resource.path);
  const opByRoute = (method: string, path: string) =>
    operations.find((o) => o.method === method && pathPatternOf(o).test(path));
  const states = new WeakMap<PrismRequest, PerRequest>();

  const mock = ruleMock(options, opOf, states);
  const prism = createInstance(
    {
      validateRequest: true,
      validateResponse: false,
      checkSecurity: true,
      errors: false,
      isProxy: false,
      mock: { dynamic: false },
    },
    { logger: makePrismLogger(options.verbose ? (m) => log("debug", m) : undefined), mock },
  );

  return async (input, scenario, allowed, name) => {
    const state: PerRequest = { scenario };
    states.set(input, state);
    if (scenario?.code !== undefined && scenario.exampleKey === undefined) {
      const op = opByRoute(input.method, input.url.path);
      const key = op && options.exampleForStatus(op, scenario.code);
      if (key) scenario.exampleKey = key;
    }
    const config: Partial<PrismConfig> = {
      mock: { dynamic: scenario?.dynamic ?? false, code: scenario?.code, exampleKey: scenario?.exampleKey, seed },
    };
    const result = await prism.request(input, prismOperations, config)();
    if (result._tag === "Left") return prismFailure(result.left, input, state, { ...options, allowed });
    const { output, validations } = result.right;
    const errors = validations.input.filter((v) => v.severity === 0);
    const headers = normaliseHeaders(output.headers);
    if (errors.length > 0) {
      const status = output.statusCode >= 400 && output.statusCode < 500 ? output.statusCode : 400;
      return { status, body: fail(status, violationMessages(errors, state.op)), headers: dropContentHeaders(headers) };
    }
    const answer = withOwnErrorBody(fail, { status: output.statusCode, body: output.body, headers });
    return name ? name(answer) : answer;
  };
}

/**
 * Our `mock` component: Prism has routed and validated; an operation with a rule answers from its rule, unless the
 * request is invalid or forced a scenario (Prism's own mocker answers those).
 */
function ruleMock(
  { rules, runRule, fail, log }: PrismBridgeOptions,
  opOf: (resource: PrismOperation) => OperationInfo | undefined,
  states: WeakMap<PrismRequest, PerRequest>,
): MockComponent {
  const mock: MockComponent = (args) => (logger) => {
    const state = states.get(args.input.data);
    const op = opOf(args.resource);
    if (state) state.op = op;
    const invalid = args.input.validations.some((v) => v.severity === 0);
    const forced =
      state?.scenario &&
      (state.scenario.code !== undefined || state.scenario.exampleKey !== undefined || state.scenario.dynamic === true);
    const rule = op ? rules[op.operationId] : undefined;
    if (invalid || forced || !op || !rule) return defaultMock(args)(logger);
    return { _tag: "Right", right: ruleAnswer(op, rule, args.input.data) };
  };

  const ruleAnswer = (op: OperationInfo, rule: Rule, input: PrismRequest): PrismResponse => {
    try {
      const pathParams = matchPath(op, input.url.path) ?? {};
      return runRule(op, rule, {
        pathParams,
        query: input.url.query,
        headers: input.headers,
        body: input.body,
        abortable: input.signal && { signal: input.signal },
      });
    } catch (error) {
      if (error instanceof HttpError) {
        return {
          statusCode: error.statusCode,
          headers: { ...error.headers, "content-type": "application/json" },
          body: fail(error.statusCode, error.messages),
        };
      }
      if (input.signal?.aborted) {
        // abandoned on purpose (client gone, budget spent): the host sends nothing or its own 503
        return { statusCode: 503, headers: { "content-type": "application/json" }, body: fail(503, "abandoned") };
      }
      log("error", `rule for ${op.operationId} failed: ${(error as Error)?.stack ?? error}`);
      return {
        statusCode: 500,
        headers: { "content-type": "application/json" },
        body: fail(500, "the mock's data source failed; see the mock's log"),
      };
    }
  };
  return mock;
}

interface FailureContext extends PrismPathOptions {
  allowed: readonly string[];
}

/** Prism's routing and negotiation failures, answered as the seed's errors. */
function prismFailure(
  e: { name?: string; status?: number; detail?: string; message: string },
  input: PrismRequest,
  state: PerRequest,
  { fail, log, allowed, entryOf }: FailureContext,
): BridgeAnswer {
  const name = String(e.name ?? "");
  const method = input.method.toUpperCase();
  if (
    name.endsWith("NO_PATH_MATCHED_ERROR") ||
    name.endsWith("NO_SERVER_MATCHED_ERROR") ||
    name.endsWith("NO_RESOURCE_PROVIDED_ERROR")
  ) {
    return notFound(fail, method, input.url.path);
  }
  if (name.endsWith("NO_METHOD_MATCHED_ERROR")) return methodNotAllowed(fail, method, input.url.path, [...allowed]);
  // a scenario Prism cannot negotiate (its NOT_FOUND, or the plain Error of its retry with the default response)
  const { scenario, op } = state;
  if (scenario && op && (name.endsWith("#NOT_FOUND") || e.status === undefined)) {
    return preferUnmet(fail, op, entryOf(op), scenario);
  }
  const status = typeof e.status === "number" && e.status >= 400 && e.status < 600 ? e.status : 500;
  if (status >= 500) log("error", `prism failed on ${method} ${input.url.path}: ${e.detail ?? e.message}`);
  return { status, body: fail(status, e.detail ?? e.message ?? "error"), headers: {} };
}

function normaliseHeaders(headers: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers ?? {})) {
    if (v === null || v === undefined) continue;
    out[k.toLowerCase()] = String(v);
  }
  return out;
}

function dropContentHeaders(headers: Record<string, string>): Record<string, string> {
  const { "content-type": _ct, ...rest } = headers;
  return rest;
}

function makePrismLogger(sink: ((message: string) => void) | undefined): PrismLogger {
  const noop = () => {};
  const emit = sink
    ? (...args: unknown[]) =>
        sink(
          args
            .map((a) => (typeof a === "string" ? a : ""))
            .filter(Boolean)
            .join(" "),
        )
    : noop;
  const logger: PrismLogger = {
    trace: noop,
    debug: emit,
    info: emit,
    success: emit,
    start: emit,
    warn: emit,
    error: emit,
    fatal: emit,
    child: () => logger,
  };
  return logger;
}

/**
 * An operation's path template as the regular expression Prism's path is held to (each template one segment or
 * more characters but `/`), made once per operation: the compiled engine routes with the model's RouteTable.
 */
const pathPatterns = new WeakMap<OperationInfo, RegExp>();
function pathPatternOf(op: OperationInfo): RegExp {
  let pattern = pathPatterns.get(op);
  if (!pattern) {
    const source = op.path
      .split(/(\{[^}]+\})/)
      .map((part) => (/^\{[^}]+\}$/.test(part) ? "([^/]+)" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("");
    pathPatterns.set(op, (pattern = new RegExp(`^${source}$`)));
  }
  return pattern;
}

/** The path parameters of `path` for `op`, percent-decoded; undefined when the path does not match. */
function matchPath(op: OperationInfo, path: string): Record<string, string> | undefined {
  const m = pathPatternOf(op).exec(path);
  if (!m) return undefined;
  const out: Record<string, string> = {};
  op.pathParamNames.forEach((name, i) => {
    const raw = m[i + 1] as string;
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  });
  return out;
}
