// The checks every answer goes through (REST and JSON-RPC), and the context they run in. The spec-level checks
// (declared status, content type, body schema, JSON-RPC envelope) are @avaspec/exchange-checks; what is added here is
// what each case expects (a status, a result, a given error).
import { randomBytes } from "node:crypto";
import {
  checkEnvelope as checkEnvelopeSpec,
  checkRpcHttp as checkRpcHttpSpec,
  createRestChecker,
  describeErrors,
  errorMismatch,
  excerpt,
  SchemaValidators,
  type RestChecker,
  type Violation,
} from "@avaspec/exchange-checks";
import { joinUrl, send, type HttpAnswer } from "./http.js";
import type { ApiName, HttpRequest, RestApiName, RpcErrorSpec } from "./types.js";
import type { CaseResult, Failure } from "./results.js";
import { operationsOf, rpcModelOf, type SpecDocuments } from "./documents.js";
import type { Method, Operation } from "@avaspec/spec-model";
import { errorBodyFailures } from "./values.js";

export { errorMatches } from "@avaspec/exchange-checks";

/** What the checks and the flows' runners read of a run's options (RunOptions, in run.ts, adds the suite). */
export interface CheckOptions {
  /** Base URLs; an API without one is skipped. */
  urls: Partial<Record<ApiName, string>>;
  /** Run cases of methods marked x-avaspec-mutates, and the flows that change state. */
  allowMutations?: boolean;
  /** Per-request deadline. */
  timeoutMs?: number;
  /** A paginated listing still going after this many pages fails. */
  maxPages?: number;
  /** Requests in flight at once (read-only cases). */
  concurrency?: number;
  /** The dereferenced specs the answers are checked against. */
  specs: SpecDocuments;
  /** Only cases whose "target › name" contains this text. */
  grep?: string;
  /** Also run the cases asking a mock for each declared error status with `Prefer: code=N` (Prism-style mocks). */
  preferStatuses?: boolean;
  /** Skip the node endpoints that are off by default (x-avaspec-endpoints) when the node answers 404 there. */
  skipDisabled?: boolean;
}

/** Checkers are kept per document, so that runs against the same specs compile each schema once. */
const restCheckers = new WeakMap<object, RestChecker>();
const rpcValidators = new WeakMap<object, SchemaValidators>();
export function once<T>(cache: WeakMap<object, T>, doc: object, make: () => T): T {
  let v = cache.get(doc);
  if (v === undefined) cache.set(doc, (v = make()));
  return v;
}

/** The REST checker of a document, made once. */
const restCheckerOf = (doc: object): RestChecker => once(restCheckers, doc, () => createRestChecker(doc));

export class Context {
  readonly rest: Partial<Record<RestApiName, RestChecker>> = {};
  /** The operations of each REST document, by id. */
  readonly operations: Partial<Record<RestApiName, ReadonlyMap<string, Operation>>> = {};
  readonly methods: ReadonlyMap<string, Method> = new Map();
  readonly nodeValidators?: SchemaValidators;
  /** Suffix of names a run takes for good (aliases), unique per run. */
  readonly runTag = randomBytes(3).toString("hex");
  constructor(readonly options: CheckOptions) {
    for (const api of ["metrics", "data"] as const) {
      const doc = options.specs[api];
      if (!doc) continue;
      this.rest[api] = restCheckerOf(doc);
      this.operations[api] = operationsOf(doc);
    }
    const node = options.specs.node;
    if (node) {
      this.nodeValidators = once(rpcValidators, node, () => new SchemaValidators("openrpc"));
      this.methods = rpcModelOf(node).methods;
    }
  }
  get timeoutMs() {
    return this.options.timeoutMs ?? 10_000;
  }
}

// ------------------------------------------------------------------ REST checks

/** Violations as failures; the schema errors of one value become one failure, as one line of the report. */
export function asFailures(violations: Violation[], schemaRule: string, schemaLead: string, prefix: string): Failure[] {
  const out: Failure[] = [];
  const schema = violations.filter((v) => v.rule === schemaRule);
  for (const v of violations) {
    if (v.rule === "violations-capped" || v.rule === schemaRule) continue;
    out.push({ check: v.rule, message: v.message });
  }
  if (schema.length) {
    const texts = schema.map((v) => `${v.where.slice(prefix.length) || "(root)"} ${v.expected}`);
    out.push({ check: schemaRule, message: `${schemaLead}: ${texts.join("; ")}` });
  }
  return out;
}

/** The checks every REST answer goes through. `expect` narrows the statuses the case accepts. */
export function checkRestAnswer(
  ctx: Context,
  api: RestApiName,
  operationId: string,
  answer: HttpAnswer,
  expect: number[] | "2xx",
): { failures: Failure[]; body?: unknown } {
  const checker = ctx.rest[api];
  const op = ctx.operations[api]?.get(operationId);
  if (!checker || !op)
    return {
      failures: [
        { check: "suite-drift", message: `operation ${operationId} is not in the ${api} spec: regenerate the suite` },
      ],
    };
  const status = answer.status;
  const checked = checker.inspectResponse(operationId, { status, headers: answer.headers, body: answer.text });
  const failures = asFailures(
    checked.violations,
    "body-schema",
    `HTTP ${status} body does not match its schema`,
    "/body",
  );
  const declared = op.answers.map((a) => a.status);
  const wanted = expect === "2xx" ? declared.filter((s) => /^2/.test(s)).map(Number) : expect;
  const statusOk = expect === "2xx" ? status >= 200 && status < 300 : expect.includes(status);
  if (!statusOk)
    failures.splice(failures[0]?.check === "status-declared" ? 1 : 0, 0, {
      check: "status-expected",
      message: `expected HTTP ${wanted.join("/") || "2xx"}, got ${status}${bodyExcerpt(answer.text)}`,
    });
  if (checked.body !== undefined) failures.push(...errorBodyFailures(status, checked.body));
  return { failures, ...(checked.body !== undefined ? { body: checked.body } : {}) };
}

/** ": <the start of an answer's text>" for a message ("" for none); only the start is read, however long the text. */
export function bodyExcerpt(text: string): string {
  const t = text.slice(0, 2048).replace(/\s+/g, " ").trim();
  if (!t) return "";
  return `: ${t.length > 160 ? `${t.slice(0, 157)}…` : t}`;
}

export async function sendRest(ctx: Context, base: string, req: HttpRequest) {
  return send({
    method: req.method,
    url: joinUrl(base, req.path, req.query),
    headers: req.headers,
    body: req.body,
    timeoutMs: ctx.timeoutMs,
  });
}

export function fail(result: CaseResult, failures: Failure[]): CaseResult {
  result.failures.push(...failures);
  if (result.failures.length) result.status = "fail";
  return result;
}

// ------------------------------------------------------------------ JSON-RPC checks

export interface RpcAnswer {
  failures: Failure[];
  seen: string[];
  result?: unknown;
  error?: { code: number; message: string };
}

/** Checks one JSON-RPC envelope (not a batch): the spec's checks, then what the case expects. */
export function checkEnvelope(
  ctx: Context,
  env: unknown,
  id: unknown,
  method: string | undefined,
  expect: { result: true } | { error: RpcErrorSpec[] } | undefined,
): RpcAnswer {
  const wantsError = expect !== undefined && "error" in expect;
  const m = method ? ctx.methods.get(method) : undefined;
  const validators = ctx.nodeValidators ?? new SchemaValidators("openrpc");
  const spec = checkEnvelopeSpec(validators, env, {
    id,
    ...(m && !wantsError ? { method: m.name, resultSchema: m.result?.schema } : {}),
  });
  const failures = asFailures(
    spec.violations,
    "jsonrpc-result-schema",
    `result does not match the schema of ${method}`,
    "/body/result",
  );
  const out: RpcAnswer = { failures, seen: spec.seen };
  if (spec.error) {
    out.error = spec.error;
    const { code, message } = spec.error;
    if (expect && "result" in expect)
      failures.push({ check: "jsonrpc-expected", message: `expected a result, got error ${code} "${message}"` });
    const mismatch = wantsError ? errorMismatch(spec.error, expect.error) : undefined;
    if (mismatch) failures.push({ check: mismatch.rule, message: mismatch.message });
  } else if (spec.seen[0] === "result") {
    out.result = spec.result;
    if (wantsError)
      failures.push({
        check: "jsonrpc-expected",
        message:
          `expected an error (${describeErrors(expect.error) || "any"}), ` + `got a result: ${excerpt(spec.result)}`,
      });
    else if (method && !m)
      failures.push({
        check: "suite-drift",
        message: `method ${method} is not in the node spec: regenerate the suite`,
      });
  }
  return out;
}

/** Transport, HTTP status, content type, JSON, then the envelope. */
export async function rpcExchange(
  ctx: Context,
  path: string,
  body: string,
  id: unknown,
  method: string | undefined,
  expect: { result: true } | { error: RpcErrorSpec[] } | undefined,
): Promise<RpcAnswer & { ms: number }> {
  const base = ctx.options.urls.node as string;
  const out = await send({
    method: "POST",
    url: joinUrl(base, path),
    headers: { "content-type": "application/json" },
    body,
    timeoutMs: ctx.timeoutMs,
  });
  if (!out.ok) return { failures: [{ check: "transport", message: out.reason }], seen: [], ms: out.ms };
  const pre = checkRpcHttp(out.answer);
  if (pre.failures.length && pre.body === undefined) return { ...pre, seen: [`HTTP ${out.answer.status}`], ms: out.ms };
  const env = checkEnvelope(ctx, pre.body, id, method, expect);
  return { ...env, failures: [...pre.failures, ...env.failures], ms: out.ms };
}

export function checkRpcHttp(answer: HttpAnswer): { failures: Failure[]; body?: unknown } {
  const checked = checkRpcHttpSpec({ status: answer.status, headers: answer.headers, body: answer.text });
  const failures = checked.violations.map((v) => ({ check: v.rule, message: v.message }));
  return checked.body === undefined ? { failures } : { failures, body: checked.body };
}
