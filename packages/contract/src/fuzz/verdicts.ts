// What a fuzzed exchange is held to, under the names Schemathesis gives its checks. The request is classified by the
// exchange checks (a request they find no fault in is valid data, any other is invalid), the answer is checked by
// them too; what is added here is only what each class of request expects (a 2xx, a declared 4xx, an error).
import {
  assignAnswers,
  errorMatches,
  groupedBy,
  errorSpecOf,
  jsonPrefix,
  type ResponseCheck,
  type RestChecker,
  type RpcChecker,
  type RpcErrorSpec,
  type Violation,
} from "@avaspec/exchange-checks";
import { asFailures, bodyExcerpt } from "../checks.js";
import type { Failure } from "../results.js";
import type { HttpAnswer, HttpOutcome } from "../http.js";
import { errorBodyFailures } from "../values.js";
import type { BuiltRequest, RestDraw, RestTarget } from "./rest-draws.js";
import { asText, declares } from "./rest-draws.js";
import { headFailures, restUnsupportedFailures, rpcNotPostFailures } from "./method-verdicts.js";
import type { RpcRequest } from "./rpc-draws.js";
import type { RpcCallDraw, RpcDraw } from "./rpc-types.js";

/** The checks, as Schemathesis names them (and the JSON-RPC ones), with what each holds. */
export const FUZZ_CHECKS = {
  not_a_server_error: "no 500 (nor an undeclared 5xx), no JSON-RPC internal error (-32603)",
  status_code_conformance: "the status is declared for the operation (JSON-RPC: HTTP 200)",
  content_type_conformance: "the content type is declared for the status",
  response_headers_conformance: "headers the response declares required are present",
  response_schema_conformance: "the body (JSON-RPC: the result) is JSON valid against its schema",
  negative_data_rejection: "invalid input gets a declared 4xx (JSON-RPC: an error, not a result)",
  positive_data_acceptance:
    "valid input gets a 2xx, or a declared 4xx its rule explains (JSON-RPC: a result, or an error the method declares)",
  unsupported_method: "a method the path does not serve gets 405 (or 404)",
  jsonrpc_envelope: 'jsonrpc "2.0", the id echoed (number, string or null), one answer per call of a batch',
  jsonrpc_error_code: "errors are declared for the method or its endpoint, or standard",
  transport: "an answer arrives, whole, within --timeout-ms",
} as const;
export type FuzzCheck = keyof typeof FUZZ_CHECKS;

/** Statuses that say how the service is (rate limited, its upstream down), not what the request was (RFC 9110). */
const SERVICE_STATES = new Set([429, 502, 503, 504]);
/** JSON-RPC codes of input the server could not take: a valid call never gets them (JSON-RPC 2.0 §5.1). */
const INVALID_INPUT_CODES = new Set([-32700, -32600, -32601, -32602]);
const INTERNAL_ERROR = -32603;

const REST_RULES: Record<string, FuzzCheck> = {
  "status-declared": "status_code_conformance",
  "content-type": "content_type_conformance",
  "header-required": "response_headers_conformance",
  "body-json": "response_schema_conformance",
  "body-schema": "response_schema_conformance",
  "error-body": "response_schema_conformance",
};
const RPC_RULES: Record<string, FuzzCheck> = {
  "jsonrpc-http-status": "status_code_conformance",
  "content-type": "content_type_conformance",
  "body-json": "response_schema_conformance",
  "jsonrpc-result-schema": "response_schema_conformance",
  "jsonrpc-envelope": "jsonrpc_envelope",
  "jsonrpc-batch": "jsonrpc_envelope",
  "jsonrpc-error-shape": "jsonrpc_envelope",
  "jsonrpc-error-code": "jsonrpc_error_code",
  "jsonrpc-error-message": "jsonrpc_error_code",
};

const renamed = (failures: Failure[], names: Record<string, FuzzCheck>): Failure[] =>
  failures.flatMap((f) =>
    names[f.check] ? [{ check: names[f.check] as string, rule: f.check, message: f.message }] : [],
  );

export interface Verdict {
  failures: Failure[];
  /** What the server answered (a status, "result", an error code), for the coverage section. */
  seen: string[];
}

// ------------------------------------------------------------------ REST

export interface RestClass {
  kind: "valid" | "invalid" | "rule" | "method" | "head";
  /** What the request was, written when read (for a failure: most requests pass). */
  label: () => string;
  /** An invalid value in the path: a 404 (routes nowhere) is a rejection too. */
  pathBroken?: boolean;
}

/** The start of a value's text, as a label shows it: only that much is written (a param may be a large object). */
const short = (v: unknown) => {
  // a few characters past what is shown, so that whether there is more is known and a pair cut at the end is not shown
  const s = asText(typeof v === "string" ? v.slice(0, 42) : jsonPrefix(v, 42));
  return s.length > 40 ? `${s.slice(0, 37)}…` : s;
};

/** "pageSize: must be <= 2160" from the first fault the exchange checks find in a REST request. */
function faultLabel(v: Violation): string {
  const [, where = "", ...rest] = v.where.split("/").map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
  return `${[where === "body" ? "body" : "", ...rest].filter(Boolean).join("/") || where}${missingOrExpected(v)}`;
}

/** ": missing (required)" naming the property when ajv names one, else ": <what the contract asks for>". */
function missingOrExpected(v: Violation): string {
  const property = `${v.expected} ${v.message}`.match(/required property '([^']+)'/)?.[1];
  if (property !== undefined) return `/${property}: missing (required)`;
  if (/\brequired\b/.test(v.expected)) return ": missing (required)";
  return `: ${/^must\b/.test(v.expected) ? v.expected : `must be ${v.expected}`}`;
}

/** A method as the exchange checks hand it over (the method object of the document): what the labels read. */
interface CheckedMethod {
  params?: { name: string }[];
  errors?: unknown[];
}
type CheckedMethods = RpcChecker["methods"] & ReadonlyMap<string, CheckedMethod>;

/** "numToFetch: must be <= 1024", "jsonrpc: \"2.0\"", "method: a method of the admin endpoint" for a JSON-RPC call. */
function rpcFaultLabel(v: Violation, method: CheckedMethod | undefined): string {
  const parts = v.where
    .replace(/^\/body(\/\d+)?/, "")
    .split("/")
    .filter(Boolean);
  if (parts[0] === "params") {
    parts.shift();
    const position = parts[0] !== undefined && /^\d+$/.test(parts[0]) ? method?.params?.[Number(parts[0])] : undefined;
    if (position) parts[0] = position.name;
  }
  const label = `${parts.join("/")}${missingOrExpected(v)}`;
  return label.startsWith("/") ? label.slice(1) : parts.length ? label : `params${label}`;
}

export function classifyRest(checker: RestChecker, t: RestTarget, d: RestDraw, built: BuiltRequest): RestClass {
  if (d.aim === "method")
    return { kind: "method", label: () => `${built.http.method} on a path that does not serve it` };
  if (d.aim === "head") return { kind: "head", label: () => "HEAD on a path that serves GET" };
  const faults = checker.checkRequest(t.operation.id, {
    path: built.decodedPath,
    query: built.query,
    headers: built.http.headers ?? {},
    body: built.http.body,
  });
  if (faults.length)
    return {
      kind: "invalid",
      label: () => faultLabel(faults[0] as Violation),
      pathBroken: faults.some((v) => v.where.startsWith("/path/")),
    };
  const rule = t.rule(d.values);
  if (rule) return { kind: "rule", label: () => rule };
  return {
    kind: "valid",
    label: () => {
      const shown = Object.entries(d.values).map(([k, v]) => `${k} ${short(v)}`);
      if (d.body) shown.push("body");
      return `valid: ${shown.join(", ") || "no parameters"}`;
    },
  };
}

const declared = (t: RestTarget, status: number) => declares(t.operation, status);

/**
 * What the exchange checks read in answers, by answer: a fuzz run gets the same answer again and again (the same error
 * body for every invalid request, the same page for valid ones), and the checks read only the status, the headers
 * and the body, so an answer met before is read once. The Date header's value (which changes by the second) is left
 * out of the key, its presence kept.
 */
export class ReadAnswers {
  /** By status and headers, then by body (the body, which may be large, is a key of its own: not copied). */
  private readonly read = new Map<string, Map<string, ResponseCheck>>();
  of(checker: RestChecker, operationId: string, answer: HttpAnswer): ResponseCheck {
    let head = `${answer.status}\n`;
    for (const [name, value] of Object.entries(answer.headers)) head += `${name}: ${name === "date" ? "" : value}\n`;
    let byBody = this.read.get(head);
    if (!byBody) this.read.set(head, (byBody = new Map()));
    let checked = byBody.get(answer.text);
    if (!checked) {
      const { status, headers, text } = answer;
      byBody.set(text, (checked = checker.inspectResponse(operationId, { status, headers, body: text })));
    }
    return checked;
  }
}

export function restVerdict(
  checker: RestChecker,
  t: RestTarget,
  c: RestClass,
  out: HttpOutcome,
  answers = new ReadAnswers(),
): Verdict {
  if (!out.ok) return { failures: [{ check: "transport", rule: "transport", message: out.reason }], seen: [] };
  const { status, text } = { status: out.answer.status, text: out.answer.text };
  const seen = [String(status)];
  // for messages only: the start of the body is read when a failure is written
  const shown = () => `HTTP ${status}${bodyExcerpt(text)}`;
  const serverError =
    status >= 500 && (status === 500 || !declared(t, status) || c.kind === "method")
      ? [{ check: "not_a_server_error", rule: "server-error", message: shown() }]
      : [];
  if (c.kind === "method")
    return { failures: [...serverError, ...restUnsupportedFailures(t.served, out.answer)], seen };
  if (c.kind === "head")
    return {
      failures: [...serverError, ...headFailures(t.served, (s) => declared(t, s), out.answer)],
      seen,
    };
  const checked = answers.of(checker, t.operation.id, out.answer);
  const spec = asFailures(checked.violations, "body-schema", `HTTP ${status} body does not match its schema`, "/body");
  const values = checked.body !== undefined ? errorBodyFailures(status, checked.body) : [];
  const failures = [...serverError, ...renamed([...spec, ...values], REST_RULES)];
  if (serverError.length || (SERVICE_STATES.has(status) && declared(t, status))) return { failures, seen };
  if (c.kind === "valid") {
    // a 404 is explained where the request names things: an ID in the path or in the body may name nothing
    const names = t.freePathParams.length > 0 || t.operation.requestBody !== undefined;
    const explained = (status >= 200 && status < 300) || (status === 404 && names);
    if (!explained)
      failures.push({
        check: "positive_data_acceptance",
        rule: "status-expected",
        message: `valid input: expected a 2xx${names ? " (or 404 for an unknown ID)" : ""}, got ${shown()}`,
      });
  } else {
    const expect = [...t.badRequest, ...(c.pathBroken ? [404] : [])];
    if (!expect.includes(status))
      failures.push({
        check: "negative_data_rejection",
        rule: "status-expected",
        message:
          `${c.kind === "rule" ? "input the contract rules refuse" : "invalid input"}: ` +
          `expected HTTP ${expect.join("/")}, got ${shown()}`,
      });
  }
  return { failures, seen };
}

// ------------------------------------------------------------------ JSON-RPC

export interface RpcClass {
  /** Why the request as a whole is invalid (malformed, a batch refused), if it is. */
  whole?: string;
  /** Per call: the first fault the exchange checks found in it (it is invalid), or undefined when valid. */
  calls: RpcCallClass[];
  /** What the request was, written when read (for a failure: most requests pass). */
  label: () => string;
}

interface RpcCallClass {
  call: RpcCallDraw;
  fault?: Violation;
}

/** A call's fault as a label shows it (written when read: for a failure). */
const faultText = (methods: CheckedMethods, v: Violation) => rpcFaultLabel(v, methods.get(v.operation ?? ""));

const idKey = (id: unknown) => jsonPrefix(id, 4096);

const validLabel = (call: RpcCallDraw) => (call.notification ? "notification" : "valid");

/** The request's class from the faults the exchange checks found in it. */
function classifyRpc(checker: RpcChecker, d: RpcDraw, faults: Violation[]): RpcClass {
  if (d.shape === "malformed") return { whole: "malformed JSON", calls: [], label: () => "malformed JSON" };
  if (d.shape === "verb") {
    const why = `${d.verb} instead of POST`;
    return { whole: why, calls: [], label: () => why };
  }
  const text = (v: Violation) => faultText(checker.methods, v);
  if (d.shape === "batch") {
    const refused = faults.find((v) => v.rule === "jsonrpc-batch");
    const calls = d.calls.map((call, i): RpcCallClass => {
      const f = faults.find((v) => v.where === `/body/${i}` || v.where.startsWith(`/body/${i}/`));
      return f ? { call, fault: f } : { call };
    });
    const label = () =>
      refused
        ? `batch refused: ${refused.message}`
        : `batch of ${calls.length}: ${calls.map((c) => (c.fault ? text(c.fault) : validLabel(c.call))).join("; ")}`;
    return { ...(refused ? { whole: refused.message } : {}), calls, label };
  }
  const f = faults[0];
  const params = d.call.params;
  return {
    calls: [f ? { call: d.call, fault: f } : { call: d.call }],
    label: () => {
      if (f !== undefined) return text(f);
      const shown =
        params && typeof params === "object"
          ? Object.entries(params as Record<string, unknown>)
              .map(([k, v]) => `${k} ${short(v)}`)
              .join(", ")
          : params === undefined
            ? "no params"
            : short(params);
      return `valid: ${shown}`;
    },
  };
}

const allowedByMethods = new WeakMap<CheckedMethods, Map<string, RpcErrorSpec[]>>();
/** Errors a valid call may get: those its method declares, but none of the invalid-input codes (once per method). */
function allowedForValid(methods: CheckedMethods, method: string): RpcErrorSpec[] {
  let byMethod = allowedByMethods.get(methods);
  if (!byMethod) allowedByMethods.set(methods, (byMethod = new Map()));
  let allowed = byMethod.get(method);
  if (!allowed) {
    const errors = (methods.get(method)?.errors ?? []) as unknown[];
    allowed = errors.map((e) => errorSpecOf(e)).filter((e) => !INVALID_INPUT_CODES.has(e.code));
    byMethod.set(method, allowed);
  }
  return allowed;
}

function callVerdict(methods: CheckedMethods, call: RpcCallClass, env: unknown, where: string): Failure[] {
  if (typeof env !== "object" || env === null) return [];
  const e = env as Record<string, unknown>;
  if (call.fault !== undefined && "result" in e)
    return [
      {
        check: "negative_data_rejection",
        rule: "jsonrpc-expected",
        message:
          `${where}invalid call (${faultText(methods, call.fault)}): ` +
          `expected an error, got a result: ${jsonPrefix(e.result, 120)}`,
      },
    ];
  const err = e.error as { code?: unknown; message?: unknown } | null | undefined;
  if (call.fault !== undefined || !err || typeof err !== "object" || typeof err.code !== "number") return [];
  const error = { code: err.code, message: String(err.message) };
  // for messages only: written when a failure is
  const text = () => `error ${error.code} ${JSON.stringify(error.message.slice(0, 200))}`;
  if (error.code === INTERNAL_ERROR)
    return [{ check: "not_a_server_error", rule: "jsonrpc-internal-error", message: `${where}${text()}` }];
  const allowed = allowedForValid(methods, call.call.method);
  if (allowed.some((s) => errorMatches(error, s))) return [];
  return [
    {
      check: "positive_data_acceptance",
      rule: "jsonrpc-expected",
      message:
        `${where}valid call: expected a result` +
        `${allowed.length ? " or an error the method declares" : ""}, got ${text()}`,
    },
  ];
}

/**
 * One JSON-RPC exchange judged: the exchange checks read request and answer once (checkExchange); the faults of the
 * request classify it, the answer's violations and what its class expects are the failures.
 */
export function judgeRpc(
  checker: RpcChecker,
  d: RpcDraw,
  request: RpcRequest,
  out: HttpOutcome,
): Verdict & { cls: RpcClass } {
  const sent = request.parsed ?? request.body;
  if (!out.ok) {
    const cls = classifyRpc(checker, d, checker.checkRequest(d.path, sent));
    return { cls, failures: [{ check: "transport", rule: "transport", message: out.reason }], seen: [] };
  }
  const { status, text, headers } = out.answer;
  if (d.shape === "verb") {
    const cls = classifyRpc(checker, d, []);
    const gorilla = checker.endpointOf(d.path)?.batch === false;
    const serverError =
      status >= 500 ? [{ check: "not_a_server_error", rule: "server-error", message: `HTTP ${status}` }] : [];
    return {
      cls,
      failures: [...serverError, ...rpcNotPostFailures(gorilla, d.verb, out.answer)],
      seen: [`HTTP ${status}`],
    };
  }
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  const all = checker.checkExchange(d.path, sent, { status, headers, body: parsed === undefined ? text : parsed });
  const faults: Violation[] = [];
  const answer: Violation[] = [];
  for (const v of all)
    if (v.side === "request") faults.push(v);
    else if (v.rule !== "violations-capped") answer.push(v);
  const cls = classifyRpc(checker, d, faults);
  const { failures, seen } = rpcVerdict(checker, d, cls, status, text, parsed, answer);
  return { cls, failures, seen };
}

function rpcVerdict(
  checker: RpcChecker,
  d: RpcDraw,
  c: RpcClass,
  status: number,
  text: string,
  parsed: unknown,
  violations: Violation[],
): Verdict {
  const single = d.shape === "single" && Boolean(parsed) && !Array.isArray(parsed);
  const lead = single ? `result does not match the schema of ${d.call.method}` : "a result does not match its schema";
  const spec = renamed(
    asFailures(violations, "jsonrpc-result-schema", lead, single ? "/body/result" : "/body"),
    RPC_RULES,
  );
  const failures: Failure[] = spec.map((f) =>
    f.rule === "jsonrpc-http-status" && status >= 500 ? { ...f, check: "not_a_server_error" } : f,
  );
  const seen = [status === 200 ? "" : `HTTP ${status}`].filter(Boolean);
  if (status !== 200 || parsed === undefined) {
    if (status === 404 && !c.whole && c.calls.some((x) => x.fault === undefined))
      failures.push({
        check: "positive_data_acceptance",
        rule: "http-status",
        message: `valid call: HTTP 404${bodyExcerpt(text)} (the endpoint ${d.path} is not served)`,
      });
    return { failures, seen };
  }
  const envs = Array.isArray(parsed) ? parsed : [parsed];
  for (const env of envs) {
    const e = env as Record<string, unknown> | null;
    if (e && typeof e === "object")
      seen.push("result" in e ? "result" : String((e.error as { code?: unknown } | null)?.code ?? "?"));
  }
  if (c.whole) {
    if (envs.some((e) => e && typeof e === "object" && "result" in e))
      failures.push({
        check: "negative_data_rejection",
        rule: "jsonrpc-expected",
        message: `invalid request (${c.whole}): expected an error, got a result`,
      });
    return { failures, seen };
  }
  if (d.shape === "single") {
    failures.push(...callVerdict(checker.methods, c.calls[0] as RpcClass["calls"][number], parsed, ""));
    return { failures, seen };
  }
  failures.push(...batchVerdicts(checker.methods, c.calls, envs));
  return { failures, seen };
}

/**
 * A batch: each answer to a call of its id (the envelope checks have said whether ids match and answers are
 * counted). Where an id repeats, an answer takes the call it fits (a result a valid call, an error an invalid one);
 * an answer with id null and no call of that id answers a member that is not a request object: never with a result.
 */
function batchVerdicts(methods: CheckedMethods, calls: RpcCallClass[], envs: unknown[]): Failure[] {
  // the calls answered, by the id their answer carries: a member that is not a request object under null
  const answerable = calls.filter((x) => x.call.notRequest || !x.call.notification);
  const byId = groupedBy(answerable, (x) => idKey(x.call.notRequest ? null : x.call.id));
  const verdict = (x: RpcCallClass, i: number) => memberVerdict(methods, x, envs[i], `answer ${i}: `);
  const groups = groupedBy(
    envs.map((_, i) => i),
    (i) => idKey((envs[i] as Record<string, unknown> | null)?.id),
  );
  const failures: Failure[] = [];
  for (const [key, indexes] of groups) {
    const pool = byId.get(key) ?? [];
    const assigned = assignAnswers(indexes, pool, (i, x) => verdict(x, i).length === 0);
    assigned.forEach((x, k) => {
      if (x) failures.push(...verdict(x, indexes[k] as number));
    });
  }
  return failures;
}

/** A batch member's answer: a call's as a call's; a member that is not a request object's never a result. */
function memberVerdict(methods: CheckedMethods, x: RpcCallClass, env: unknown, where: string): Failure[] {
  if (!x.call.notRequest) return callVerdict(methods, x, env, where);
  const e = env as Record<string, unknown> | null;
  if (typeof e !== "object" || e === null || !("result" in e)) return [];
  return [
    {
      check: "negative_data_rejection",
      rule: "jsonrpc-expected",
      message: `${where}a member that is not a request object got a result: ${jsonPrefix(e.result, 120)}`,
    },
  ];
}
