// The bridge to Prism running in-process. Prism routes, validates the request (400 with the seed's body built from
// its violations) and negotiates Prefer scenarios; for operations with rules our mock component runs the rule
// instead of Prism's example mocker, unless the request is invalid or forced a scenario.
import { STATUS_CODES } from "node:http";
import type { ErrorBody } from "./errors.js";
import { HttpError } from "./errors.js";
import type { Scenario } from "./prefer.js";
import {
  createInstance,
  defaultMock,
  type MockComponent,
  type PrismConfig,
  type PrismLogger,
  type PrismOperation,
  type PrismRequest,
  type PrismResponse,
} from "./prism.js";
import type { Rule } from "./rules.js";
import type { RuleRunner } from "./runner.js";
import type { JsonSchema, OperationInfo } from "./spec.js";
import { violationMessages } from "./violations.js";

export interface BridgeAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

export interface PrismBridgeOptions {
  dereferenced: JsonSchema;
  operations: OperationInfo[];
  prismOperations: PrismOperation[];
  rules: Record<string, Rule>;
  runRule: RuleRunner;
  seed: string;
  /** the seed's error body, with the API's message style */
  fail(status: number, message: string | string[]): ErrorBody;
  log(level: "error" | "debug", message: string): void;
  /** Prism's own log lines are wanted (debug) */
  verbose: boolean;
}

export type PrismBridge = (input: PrismRequest, scenario: Scenario | undefined) => Promise<BridgeAnswer>;

interface PerRequest {
  scenario?: Scenario;
  op?: OperationInfo;
}

export function createPrismBridge(options: PrismBridgeOptions): PrismBridge {
  const { operations, prismOperations, seed, fail, log } = options;
  const byId = new Map(operations.map((o) => [o.operationId, o]));
  const opOf = (resource: PrismOperation): OperationInfo | undefined =>
    byId.get(String(resource.iid ?? "")) ??
    operations.find((o) => o.method === resource.method && o.path === resource.path);
  const opByRoute = (method: string, path: string) =>
    operations.find((o) => o.method === method && o.pathPattern.test(path));
  const exampleForCode = examplesByStatusCode(options.dereferenced, operations);
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

  const allowedMethods = (path: string): string[] =>
    operations.filter((o) => o.pathPattern.test(path)).map((o) => o.method.toUpperCase());

  return async (input, scenario) => {
    const state: PerRequest = { scenario };
    states.set(input, state);
    if (scenario?.code !== undefined && scenario.exampleKey === undefined) {
      const op = opByRoute(input.method, input.url.path);
      const key = op && exampleForCode.get(`${op.method} ${op.path} ${scenario.code}`);
      if (key) scenario.exampleKey = key;
    }
    const config: Partial<PrismConfig> = {
      mock: { dynamic: scenario?.dynamic ?? false, code: scenario?.code, exampleKey: scenario?.exampleKey, seed },
    };
    const result = await prism.request(input, prismOperations, config)();
    if (result._tag === "Left") return prismFailure(result.left, input, state, { fail, log, allowedMethods });
    const { output, validations } = result.right;
    const errors = validations.input.filter((v) => v.severity === 0);
    const headers = normaliseHeaders(output.headers);
    if (errors.length > 0) {
      const status = output.statusCode >= 400 && output.statusCode < 500 ? output.statusCode : 400;
      return { status, body: fail(status, violationMessages(errors, state.op)), headers: dropContentHeaders(headers) };
    }
    const body = output.body as { statusCode?: unknown } | undefined;
    const borrowed = body && typeof body === "object" && "statusCode" in body && body.statusCode !== output.statusCode;
    if (output.statusCode >= 400 && borrowed) {
      // an error example borrowed from another status: answer this status's error body instead
      const reason = STATUS_CODES[output.statusCode] ?? "Error";
      const code = output.statusCode;
      const message = `${reason} (scenario asked for with Prefer; the document has no example for ${code})`;
      return { status: output.statusCode, body: fail(output.statusCode, message), headers };
    }
    return { status: output.statusCode, body: output.body, headers };
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
      return runRule(op, rule, input);
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

interface FailureContext {
  fail: PrismBridgeOptions["fail"];
  log: PrismBridgeOptions["log"];
  allowedMethods(path: string): string[];
}

/** Prism's routing and negotiation failures, answered as the seed's errors. */
function prismFailure(
  e: { name?: string; status?: number; detail?: string; message: string },
  input: PrismRequest,
  state: PerRequest,
  { fail, log, allowedMethods }: FailureContext,
): BridgeAnswer {
  const name = String(e.name ?? "");
  const method = input.method.toUpperCase();
  if (
    name.endsWith("NO_PATH_MATCHED_ERROR") ||
    name.endsWith("NO_SERVER_MATCHED_ERROR") ||
    name.endsWith("NO_RESOURCE_PROVIDED_ERROR")
  ) {
    return { status: 404, body: fail(404, `Cannot ${method} ${input.url.path}`), headers: {} };
  }
  if (name.endsWith("NO_METHOD_MATCHED_ERROR")) {
    const allow = allowedMethods(input.url.path);
    return {
      status: 405,
      body: fail(405, `Method ${method} is not allowed on ${input.url.path}; allowed: ${allow.join(", ")}`),
      headers: { allow: allow.join(", ") },
    };
  }
  if (state.scenario && name.endsWith("#NOT_FOUND")) {
    const declared = state.op ? ` (declared: ${state.op.statuses.join(", ")})` : "";
    return { status: 400, body: fail(400, `Prefer cannot be met: ${e.detail ?? e.message}${declared}`), headers: {} };
  }
  const status = typeof e.status === "number" && e.status >= 400 && e.status < 600 ? e.status : 500;
  if (status >= 500) log("error", `prism failed on ${method} ${input.url.path}: ${e.detail ?? e.message}`);
  return { status, body: fail(status, e.detail ?? e.message ?? "error"), headers: {} };
}

/**
 * For `Prefer: code=N` alone, the example of that response whose statusCode is N (Prism would otherwise take the
 * first example, which may come from a shared schema and show another status). Keyed "method path status".
 */
function examplesByStatusCode(document: JsonSchema, operations: OperationInfo[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const op of operations) {
    const responses = (document.paths?.[op.path]?.[op.method]?.responses ?? {}) as Record<string, JsonSchema>;
    for (const [code, response] of Object.entries(responses)) {
      const examples = (response.content?.["application/json"]?.examples ?? {}) as Record<string, JsonSchema>;
      const match = Object.entries(examples).find(([, e]) => e?.value?.statusCode === Number(code));
      if (match) out.set(`${op.method} ${op.path} ${code}`, match[0]);
    }
  }
  return out;
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
