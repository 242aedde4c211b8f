// The checks every answer goes through (REST and JSON-RPC), and the context they run in.
import { isDeepStrictEqual } from "node:util";
import { randomBytes } from "node:crypto";
import { joinUrl, send, type HttpAnswer } from "./http.js";
import { Validators } from "./validate.js";
import type { ApiName, CaseKind, HttpRequest, RpcErrorSpec, Suite } from "./types.js";

export interface RunOptions {
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
  suite: Suite;
  /** The dereferenced specs the answers are checked against. */
  specs: Partial<Record<ApiName, any>>;
  /** Only cases whose "target › name" contains this text. */
  grep?: string;
  /** Also run the cases that ask a mock for each declared error status with `Prefer: code=N` (Prism-style mocks only). */
  preferStatuses?: boolean;
  /** Skip the node endpoints that are off by default (x-avaspec-endpoints) when the node answers 404 there. */
  skipDisabled?: boolean;
}

/** One failed check: which check, and why. */
export interface Failure {
  check: string;
  message: string;
}

export interface CaseResult {
  api: ApiName;
  /** operationId or method name ("" for endpoint-level cases: then `endpoint` says where). */
  target: string;
  endpoint?: string;
  name: string;
  kind: CaseKind;
  status: "pass" | "fail" | "skip";
  failures: Failure[];
  skipReason?: string;
  /** What the server answered: HTTP statuses (REST) or "result" / error codes (JSON-RPC). */
  seen: string[];
  /** Other operations or methods a flow called. */
  also?: string[];
  ms: number;
}

interface RestOp {
  operationId: string;
  method: string;
  path: string;
  op: any;
}

/** Compiled validators are kept per document, so that runs against the same specs compile each schema once. */
const compiled = new WeakMap<object, Validators>();
function validatorsFor(api: ApiName, doc: object): Validators {
  let v = compiled.get(doc);
  if (!v) {
    v = new Validators(api);
    compiled.set(doc, v);
  }
  return v;
}

export class Context {
  readonly restOps = new Map<string, RestOp>();
  readonly methods = new Map<string, any>();
  readonly validators: Partial<Record<ApiName, Validators>> = {};
  /** Suffix of names a run takes for good (aliases), unique per run. */
  readonly runTag = randomBytes(3).toString("hex");
  constructor(readonly options: RunOptions) {
    for (const api of ["metrics", "data"] as const) {
      const doc = options.specs[api];
      if (!doc) continue;
      this.validators[api] = validatorsFor(api, doc);
      for (const [path, item] of Object.entries<any>(doc.paths ?? {})) {
        for (const method of ["get", "put", "post", "delete", "options", "head", "patch", "trace"]) {
          const op = item?.[method];
          if (op)
            this.restOps.set(`${api}:${op.operationId ?? `${method.toUpperCase()} ${path}`}`, {
              operationId: op.operationId,
              method,
              path,
              op,
            });
        }
      }
    }
    const node = options.specs.node;
    if (node) {
      this.validators.node = validatorsFor("node", node);
      for (const m of node.methods ?? []) this.methods.set(m.name, m);
    }
  }
  get timeoutMs() {
    return this.options.timeoutMs ?? 10_000;
  }
}

// ------------------------------------------------------------------ REST checks

export function mediaType(ct: string): string {
  return ct.split(";")[0]?.trim().toLowerCase() ?? "";
}

function declaredResponse(op: any, status: number): any | undefined {
  const r = op.responses ?? {};
  return r[String(status)] ?? r[`${String(status)[0]}XX`] ?? r[`${String(status)[0]}xx`] ?? r.default;
}

/** The checks every REST answer goes through. `expect` narrows the statuses the case accepts. */
export function checkRestAnswer(
  ctx: Context,
  api: "metrics" | "data",
  operationId: string,
  answer: HttpAnswer,
  expect: number[] | "2xx",
): { failures: Failure[]; body?: unknown } {
  const failures: Failure[] = [];
  const entry = ctx.restOps.get(`${api}:${operationId}`);
  if (!entry)
    return {
      failures: [
        { check: "suite-drift", message: `operation ${operationId} is not in the ${api} spec: regenerate the suite` },
      ],
    };
  const { op } = entry;
  const status = answer.status;
  const response = declaredResponse(op, status);
  const declared = Object.keys(op.responses ?? {});
  if (!response)
    failures.push({
      check: "status-declared",
      message: `HTTP ${status} is not declared for ${operationId} (declared: ${declared.join(", ")})`,
    });
  const wanted = expect === "2xx" ? declared.filter((s) => /^2/.test(s)).map(Number) : expect;
  const statusOk = expect === "2xx" ? status >= 200 && status < 300 : expect.includes(status);
  if (!statusOk)
    failures.push({
      check: "status-expected",
      message: `expected HTTP ${wanted.join("/") || "2xx"}, got ${status}${excerpt(answer.text)}`,
    });
  if (!response) return { failures };
  const content = response.content as Record<string, any> | undefined;
  if (!content || !Object.keys(content).length) return { failures };
  const mt = mediaType(answer.contentType);
  const key =
    Object.keys(content).find((k) => k.toLowerCase() === mt) ??
    Object.keys(content).find((k) => k.endsWith("/*") && mt.startsWith(k.slice(0, -1)));
  if (!key) {
    failures.push({
      check: "content-type",
      message: `content type "${answer.contentType || "(none)"}" is not declared for HTTP ${status} (declared: ${Object.keys(content).join(", ")})`,
    });
    return { failures };
  }
  if (!/json/.test(key)) return { failures };
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    failures.push({ check: "body-json", message: `HTTP ${status} body is not JSON${excerpt(answer.text)}` });
    return { failures };
  }
  const errors = ctx.validators[api]?.check(content[key]?.schema, body);
  if (errors)
    failures.push({
      check: "body-schema",
      message: `HTTP ${status} body does not match its schema: ${errors.join("; ")}`,
    });
  for (const [name, h] of Object.entries<any>(response.headers ?? {})) {
    if (h?.required && answer.headers[name.toLowerCase()] === undefined)
      failures.push({ check: "header-required", message: `required header ${name} missing from HTTP ${status}` });
  }
  return { failures, body };
}

export function excerpt(text: string): string {
  const t = text.replace(/\s+/g, " ").trim();
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

export function errorMatches(e: { code: unknown; message: unknown }, spec: RpcErrorSpec): boolean {
  if (e.code !== spec.code) return false;
  if (spec.pattern !== undefined) return typeof e.message === "string" && new RegExp(spec.pattern).test(e.message);
  if (spec.message !== undefined) return e.message === spec.message;
  return true;
}
function describeErrors(specs: RpcErrorSpec[]): string {
  return specs
    .map((s) => `${s.code}${s.pattern ? ` /${s.pattern}/` : s.message ? ` "${s.message}"` : ""}`)
    .join(" or ");
}

/** Checks one JSON-RPC envelope (not a batch). */
export function checkEnvelope(
  ctx: Context,
  env: unknown,
  id: unknown,
  method: string | undefined,
  expect: { result: true } | { error: RpcErrorSpec[] } | undefined,
): RpcAnswer {
  const failures: Failure[] = [];
  const seen: string[] = [];
  if (typeof env !== "object" || env === null || Array.isArray(env))
    return {
      failures: [
        {
          check: "jsonrpc-envelope",
          message: `answer is not a JSON-RPC object: ${JSON.stringify(env)?.slice(0, 120)}`,
        },
      ],
      seen,
    };
  const e = env as Record<string, unknown>;
  if (e.jsonrpc !== "2.0")
    failures.push({ check: "jsonrpc-envelope", message: `jsonrpc is ${JSON.stringify(e.jsonrpc)}, not "2.0"` });
  if (!("id" in e) || !isDeepStrictEqual(e.id, id))
    failures.push({
      check: "jsonrpc-envelope",
      message: `id ${JSON.stringify(e.id)} does not echo the request's id ${JSON.stringify(id)}`,
    });
  const hasResult = "result" in e;
  const hasError = "error" in e;
  if (hasResult === hasError) {
    failures.push({
      check: "jsonrpc-envelope",
      message: hasResult ? "both result and error present" : "neither result nor error present",
    });
    return { failures, seen };
  }
  if (hasError) {
    const err = e.error as Record<string, unknown>;
    if (typeof err !== "object" || err === null || !Number.isInteger(err.code) || typeof err.message !== "string") {
      failures.push({
        check: "jsonrpc-error-shape",
        message: `error is not {code: integer, message: string}: ${JSON.stringify(err)?.slice(0, 160)}`,
      });
      return { failures, seen };
    }
    seen.push(String(err.code));
    const error = { code: err.code as number, message: err.message as string };
    if (expect && "result" in expect)
      failures.push({
        check: "jsonrpc-expected",
        message: `expected a result, got error ${error.code} "${error.message}"`,
      });
    if (expect && "error" in expect && expect.error.length && !expect.error.some((s) => errorMatches(error, s))) {
      const codeOk = expect.error.some((s) => s.code === error.code);
      failures.push(
        codeOk
          ? {
              check: "jsonrpc-error-message",
              message: `error message "${error.message}" is not the specified one: ${describeErrors(expect.error.filter((s) => s.code === error.code))}`,
            }
          : {
              check: "jsonrpc-error-code",
              message: `error ${error.code} "${error.message}" is not the specified one: ${describeErrors(expect.error)}`,
            },
      );
    }
    return { failures, seen, error };
  }
  seen.push("result");
  if (expect && "error" in expect)
    failures.push({
      check: "jsonrpc-expected",
      message: `expected an error (${describeErrors(expect.error) || "any"}), got a result: ${JSON.stringify(e.result)?.slice(0, 120)}`,
    });
  else if (method) {
    const m = ctx.methods.get(method);
    if (!m)
      failures.push({
        check: "suite-drift",
        message: `method ${method} is not in the node spec: regenerate the suite`,
      });
    else {
      const errors = ctx.validators.node?.check(m.result?.schema, e.result);
      if (errors)
        failures.push({
          check: "jsonrpc-result-schema",
          message: `result does not match the schema of ${method}: ${errors.join("; ")}`,
        });
    }
  }
  return { failures, seen, result: e.result };
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
  const failures: Failure[] = [];
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    /* reported below */
  }
  if (answer.status !== 200) {
    const isRpcError = typeof body === "object" && body !== null && "error" in body;
    failures.push({
      check: "jsonrpc-http-status",
      message: `HTTP ${answer.status}${isRpcError ? " carrying a JSON-RPC error (JSON-RPC errors come with HTTP 200)" : " (JSON-RPC answers come with HTTP 200)"}${excerpt(answer.text)}`,
    });
  }
  if (mediaType(answer.contentType) !== "application/json")
    failures.push({
      check: "content-type",
      message: `content type "${answer.contentType || "(none)"}" is not application/json`,
    });
  if (body === undefined) {
    failures.push({ check: "body-json", message: `body is not JSON${excerpt(answer.text) || " (empty)"}` });
    return { failures };
  }
  return { failures, body };
}
