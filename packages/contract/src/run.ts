// Runs the generated suite against servers and checks every answer against the specs.
import { isDeepStrictEqual } from "node:util";
import { randomBytes } from "node:crypto";
import { joinUrl, send, type HttpAnswer } from "./http.js";
import { Validators } from "./validate.js";
import { flowTargets } from "./report.js";
import type { ApiName, CaseKind, Flow, HttpRequest, RestCase, RpcCase, RpcErrorSpec, Suite } from "./types.js";

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

class Context {
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
          if (op) this.restOps.set(`${api}:${op.operationId ?? `${method.toUpperCase()} ${path}`}`, { operationId: op.operationId, method, path, op });
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

function mediaType(ct: string): string {
  return ct.split(";")[0]?.trim().toLowerCase() ?? "";
}

function declaredResponse(op: any, status: number): any | undefined {
  const r = op.responses ?? {};
  return r[String(status)] ?? r[`${String(status)[0]}XX`] ?? r[`${String(status)[0]}xx`] ?? r.default;
}

/** The checks every REST answer goes through. `expect` narrows the statuses the case accepts. */
function checkRestAnswer(ctx: Context, api: "metrics" | "data", operationId: string, answer: HttpAnswer, expect: number[] | "2xx"): { failures: Failure[]; body?: unknown } {
  const failures: Failure[] = [];
  const entry = ctx.restOps.get(`${api}:${operationId}`);
  if (!entry) return { failures: [{ check: "suite-drift", message: `operation ${operationId} is not in the ${api} spec: regenerate the suite` }] };
  const { op } = entry;
  const status = answer.status;
  const response = declaredResponse(op, status);
  const declared = Object.keys(op.responses ?? {});
  if (!response) failures.push({ check: "status-declared", message: `HTTP ${status} is not declared for ${operationId} (declared: ${declared.join(", ")})` });
  const wanted = expect === "2xx" ? declared.filter((s) => /^2/.test(s)).map(Number) : expect;
  const statusOk = expect === "2xx" ? status >= 200 && status < 300 : expect.includes(status);
  if (!statusOk) failures.push({ check: "status-expected", message: `expected HTTP ${wanted.join("/") || "2xx"}, got ${status}${excerpt(answer.text)}` });
  if (!response) return { failures };
  const content = response.content as Record<string, any> | undefined;
  if (!content || !Object.keys(content).length) return { failures };
  const mt = mediaType(answer.contentType);
  const key = Object.keys(content).find((k) => k.toLowerCase() === mt) ?? Object.keys(content).find((k) => k.endsWith("/*") && mt.startsWith(k.slice(0, -1)));
  if (!key) {
    failures.push({ check: "content-type", message: `content type "${answer.contentType || "(none)"}" is not declared for HTTP ${status} (declared: ${Object.keys(content).join(", ")})` });
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
  if (errors) failures.push({ check: "body-schema", message: `HTTP ${status} body does not match its schema: ${errors.join("; ")}` });
  for (const [name, h] of Object.entries<any>(response.headers ?? {})) {
    if (h?.required && answer.headers[name.toLowerCase()] === undefined) failures.push({ check: "header-required", message: `required header ${name} missing from HTTP ${status}` });
  }
  return { failures, body };
}

function excerpt(text: string): string {
  const t = text.replace(/\s+/g, " ").trim();
  if (!t) return "";
  return `: ${t.length > 160 ? `${t.slice(0, 157)}…` : t}`;
}

async function sendRest(ctx: Context, base: string, req: HttpRequest) {
  return send({ method: req.method, url: joinUrl(base, req.path, req.query), headers: req.headers, body: req.body, timeoutMs: ctx.timeoutMs });
}

async function runRestCase(ctx: Context, c: RestCase): Promise<CaseResult> {
  const base = ctx.options.urls[c.api] as string;
  const out = await sendRest(ctx, base, c.request);
  const result: CaseResult = { api: c.api, target: c.operationId, name: c.name, kind: c.kind, status: "pass", failures: [], seen: [], ms: out.ms };
  if (!out.ok) return fail(result, [{ check: "transport", message: out.reason }]);
  result.seen.push(String(out.answer.status));
  if (c.undeclaredOperation) {
    const want = c.expect.statuses === "2xx" ? [] : c.expect.statuses;
    if (!want.includes(out.answer.status)) return fail(result, [{ check: "status-expected", message: `expected HTTP ${want.join("/")}, got ${out.answer.status}${excerpt(out.answer.text)}` }]);
    return result;
  }
  return fail(result, checkRestAnswer(ctx, c.api, c.operationId, out.answer, c.expect.statuses).failures);
}

function fail(result: CaseResult, failures: Failure[]): CaseResult {
  result.failures.push(...failures);
  if (result.failures.length) result.status = "fail";
  return result;
}

// ------------------------------------------------------------------ JSON-RPC checks

interface RpcAnswer {
  failures: Failure[];
  seen: string[];
  result?: unknown;
  error?: { code: number; message: string };
}

function errorMatches(e: { code: unknown; message: unknown }, spec: RpcErrorSpec): boolean {
  if (e.code !== spec.code) return false;
  if (spec.pattern !== undefined) return typeof e.message === "string" && new RegExp(spec.pattern).test(e.message);
  if (spec.message !== undefined) return e.message === spec.message;
  return true;
}
function describeErrors(specs: RpcErrorSpec[]): string {
  return specs.map((s) => `${s.code}${s.pattern ? ` /${s.pattern}/` : s.message ? ` "${s.message}"` : ""}`).join(" or ");
}

/** Checks one JSON-RPC envelope (not a batch). */
function checkEnvelope(ctx: Context, env: unknown, id: unknown, method: string | undefined, expect: { result: true } | { error: RpcErrorSpec[] } | undefined): RpcAnswer {
  const failures: Failure[] = [];
  const seen: string[] = [];
  if (typeof env !== "object" || env === null || Array.isArray(env)) return { failures: [{ check: "jsonrpc-envelope", message: `answer is not a JSON-RPC object: ${JSON.stringify(env)?.slice(0, 120)}` }], seen };
  const e = env as Record<string, unknown>;
  if (e.jsonrpc !== "2.0") failures.push({ check: "jsonrpc-envelope", message: `jsonrpc is ${JSON.stringify(e.jsonrpc)}, not "2.0"` });
  if (!("id" in e) || !isDeepStrictEqual(e.id, id)) failures.push({ check: "jsonrpc-envelope", message: `id ${JSON.stringify(e.id)} does not echo the request's id ${JSON.stringify(id)}` });
  const hasResult = "result" in e;
  const hasError = "error" in e;
  if (hasResult === hasError) {
    failures.push({ check: "jsonrpc-envelope", message: hasResult ? "both result and error present" : "neither result nor error present" });
    return { failures, seen };
  }
  if (hasError) {
    const err = e.error as Record<string, unknown>;
    if (typeof err !== "object" || err === null || !Number.isInteger(err.code) || typeof err.message !== "string") {
      failures.push({ check: "jsonrpc-error-shape", message: `error is not {code: integer, message: string}: ${JSON.stringify(err)?.slice(0, 160)}` });
      return { failures, seen };
    }
    seen.push(String(err.code));
    const error = { code: err.code as number, message: err.message as string };
    if (expect && "result" in expect) failures.push({ check: "jsonrpc-expected", message: `expected a result, got error ${error.code} "${error.message}"` });
    if (expect && "error" in expect && expect.error.length && !expect.error.some((s) => errorMatches(error, s))) {
      const codeOk = expect.error.some((s) => s.code === error.code);
      failures.push(
        codeOk
          ? { check: "jsonrpc-error-message", message: `error message "${error.message}" is not the specified one: ${describeErrors(expect.error.filter((s) => s.code === error.code))}` }
          : { check: "jsonrpc-error-code", message: `error ${error.code} "${error.message}" is not the specified one: ${describeErrors(expect.error)}` },
      );
    }
    return { failures, seen, error };
  }
  seen.push("result");
  if (expect && "error" in expect) failures.push({ check: "jsonrpc-expected", message: `expected an error (${describeErrors(expect.error) || "any"}), got a result: ${JSON.stringify(e.result)?.slice(0, 120)}` });
  else if (method) {
    const m = ctx.methods.get(method);
    if (!m) failures.push({ check: "suite-drift", message: `method ${method} is not in the node spec: regenerate the suite` });
    else {
      const errors = ctx.validators.node?.check(m.result?.schema, e.result);
      if (errors) failures.push({ check: "jsonrpc-result-schema", message: `result does not match the schema of ${method}: ${errors.join("; ")}` });
    }
  }
  return { failures, seen, result: e.result };
}

/** Transport, HTTP status, content type, JSON, then the envelope. */
async function rpcExchange(ctx: Context, path: string, body: string, id: unknown, method: string | undefined, expect: { result: true } | { error: RpcErrorSpec[] } | undefined): Promise<RpcAnswer & { ms: number }> {
  const base = ctx.options.urls.node as string;
  const out = await send({ method: "POST", url: joinUrl(base, path), headers: { "content-type": "application/json" }, body, timeoutMs: ctx.timeoutMs });
  if (!out.ok) return { failures: [{ check: "transport", message: out.reason }], seen: [], ms: out.ms };
  const pre = checkRpcHttp(out.answer);
  if (pre.failures.length && pre.body === undefined) return { ...pre, seen: [`HTTP ${out.answer.status}`], ms: out.ms };
  const env = checkEnvelope(ctx, pre.body, id, method, expect);
  return { ...env, failures: [...pre.failures, ...env.failures], ms: out.ms };
}

function checkRpcHttp(answer: HttpAnswer): { failures: Failure[]; body?: unknown } {
  const failures: Failure[] = [];
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    /* reported below */
  }
  if (answer.status !== 200) {
    const isRpcError = typeof body === "object" && body !== null && "error" in body;
    failures.push({ check: "jsonrpc-http-status", message: `HTTP ${answer.status}${isRpcError ? " carrying a JSON-RPC error (JSON-RPC errors come with HTTP 200)" : " (JSON-RPC answers come with HTTP 200)"}${excerpt(answer.text)}` });
  }
  if (mediaType(answer.contentType) !== "application/json") failures.push({ check: "content-type", message: `content type "${answer.contentType || "(none)"}" is not application/json` });
  if (body === undefined) {
    failures.push({ check: "body-json", message: `body is not JSON${excerpt(answer.text) || " (empty)"}` });
    return { failures };
  }
  return { failures, body };
}

async function runRpcCase(ctx: Context, given: RpcCase): Promise<CaseResult> {
  let c = given;
  if (c.uniqueParams?.length) {
    const body = JSON.parse(c.body);
    if (body.params && typeof body.params === "object" && !Array.isArray(body.params)) {
      for (const name of c.uniqueParams) if (typeof body.params[name] === "string") body.params[name] = `${body.params[name]}-${ctx.runTag}`;
      c = { ...c, body: JSON.stringify(body) };
    }
  }
  const result: CaseResult = { api: "node", target: c.method, endpoint: c.path, name: c.name, kind: c.kind, status: "pass", failures: [], seen: [], ms: 0 };
  const base = ctx.options.urls.node as string;
  for (let i = 0; i < (c.repeatBefore ?? 0); i++) {
    // The state-setting call: its answer may be a result or the very error under test; a transport failure is still a failure.
    const pre = await send({ method: "POST", url: joinUrl(base, c.path), headers: { "content-type": "application/json" }, body: c.body, timeoutMs: ctx.timeoutMs });
    if (!pre.ok) return fail(result, [{ check: "transport", message: `first call: ${pre.reason}` }]);
  }
  if ("httpStatuses" in c.expect) {
    const out = await send({ method: "POST", url: joinUrl(base, c.path), headers: { "content-type": "application/json" }, body: c.body, timeoutMs: ctx.timeoutMs });
    result.ms = out.ms;
    if (!out.ok) return fail(result, [{ check: "transport", message: out.reason }]);
    result.seen.push(`HTTP ${out.answer.status}`);
    if (!c.expect.httpStatuses.includes(out.answer.status)) return fail(result, [{ check: "http-status", message: `expected HTTP ${c.expect.httpStatuses.join("/")}, got ${out.answer.status}${excerpt(out.answer.text)}` }]);
    return result;
  }
  if ("batch" in c.expect) {
    const out = await send({ method: "POST", url: joinUrl(base, c.path), headers: { "content-type": "application/json" }, body: c.body, timeoutMs: ctx.timeoutMs });
    result.ms = out.ms;
    if (!out.ok) return fail(result, [{ check: "transport", message: out.reason }]);
    const pre = checkRpcHttp(out.answer);
    fail(result, pre.failures);
    if (pre.body === undefined) return result;
    if (!Array.isArray(pre.body) || pre.body.length !== c.expect.batch) return fail(result, [{ check: "jsonrpc-batch", message: `expected an array of ${c.expect.batch} answers, got ${JSON.stringify(pre.body)?.slice(0, 120)}` }]);
    const requests = JSON.parse(c.body) as { id: unknown; method: string }[];
    for (const env of pre.body as any[]) {
      const req = requests.find((r) => isDeepStrictEqual(r.id, env?.id));
      if (!req) {
        fail(result, [{ check: "jsonrpc-envelope", message: `batch answer with id ${JSON.stringify(env?.id)} matches no request` }]);
        continue;
      }
      const checked = checkEnvelope(ctx, env, req.id, req.method, { result: true });
      result.seen.push(...checked.seen);
      fail(result, checked.failures);
    }
    return result;
  }
  const expect = c.expect;
  if (c.wholeBatch) {
    const out = await send({ method: "POST", url: joinUrl(base, c.path), headers: { "content-type": "application/json" }, body: c.body, timeoutMs: ctx.timeoutMs });
    result.ms = out.ms;
    if (!out.ok) return fail(result, [{ check: "transport", message: out.reason }]);
    const pre = checkRpcHttp(out.answer);
    fail(result, pre.failures);
    if (pre.body === undefined) return result;
    let env = pre.body;
    if (Array.isArray(env)) {
      if (env.length !== 1) return fail(result, [{ check: "jsonrpc-batch", message: `a batch refused as a whole must get one error, got an array of ${env.length}` }]);
      env = env[0];
    }
    const id = [c.id, ...c.wholeBatch.ids].find((x) => isDeepStrictEqual(x, (env as Record<string, unknown>)?.id)) ?? c.id;
    const checked = checkEnvelope(ctx, env, id, undefined, expect);
    result.seen.push(...checked.seen);
    return fail(result, checked.failures);
  }
  const out = await rpcExchange(ctx, c.path, c.body, c.id, c.methods?.[0] ?? (c.method || undefined), expect);
  result.ms = out.ms;
  result.seen.push(...out.seen);
  return fail(result, out.failures);
}

// ------------------------------------------------------------------ flows

function flowTarget(f: Flow): string {
  return "operationId" in f ? f.operationId : f.kind === "indexLink" ? f.last : f.kind === "aliasLink" ? f.method : f.setter;
}

let rpcId = 1_000_000;
/** One JSON-RPC call inside a flow; failures are prefixed with the step. */
async function call(ctx: Context, path: string, method: string, params: unknown, expect: { result: true } | { error: RpcErrorSpec[] } = { result: true }): Promise<RpcAnswer> {
  const id = rpcId++;
  const out = await rpcExchange(ctx, path, JSON.stringify({ jsonrpc: "2.0", id, method, params }), id, method, expect);
  return { ...out, failures: out.failures.map((f) => ({ check: f.check, message: `${method} at ${path}: ${f.message}` })) };
}

function paramValue(ctx: Context, method: string, name: string, value: string): string | number {
  const schema = ctx.methods.get(method)?.params?.find((p: any) => p.name === name)?.schema;
  const text = JSON.stringify(schema ?? {});
  return /"type":"string"/.test(text) || !/"type":"integer"/.test(text) ? value : Number(value);
}

async function runFlow(ctx: Context, f: Flow): Promise<CaseResult> {
  const target = flowTarget(f);
  const also = flowTargets(f).filter((t) => t !== target);
  const result: CaseResult = { api: f.api, target, name: f.name, kind: "flow", status: "pass", failures: [], seen: [], ms: 0, ...(also.length ? { also } : {}) };
  const started = performance.now();
  try {
    switch (f.kind) {
      case "pagination":
        await paginationFlow(ctx, f, result);
        break;
      case "blockLink":
        await blockFlow(ctx, f, result);
        break;
      case "link":
        await linkFlow(ctx, f, result);
        break;
      case "indexLink":
        await indexFlow(ctx, f, result);
        break;
      case "aliasLink":
        await aliasFlow(ctx, f, result);
        break;
      case "loggerLink":
        await loggerFlow(ctx, f, result);
        break;
    }
  } catch (e) {
    fail(result, [{ check: "flow", message: `flow aborted: ${(e as Error).message}` }]);
  }
  result.ms = performance.now() - started;
  return result;
}

async function paginationFlow(ctx: Context, f: Extract<Flow, { kind: "pagination" }>, result: CaseResult) {
  if (!f.pageSize) {
    await followListing(ctx, f, result, undefined);
    return;
  }
  const whole = await followListing(ctx, f, result, f.pageSize.max);
  if (whole === undefined) return;
  // Again in a few smaller pages: the same items must come back, split differently.
  const size = Math.max(f.pageSize.min, Math.ceil(whole / 4));
  if (size >= f.pageSize.max) return;
  const split = await followListing(ctx, f, result, size);
  if (split !== undefined && split !== whole) {
    fail(result, [{ check: "pagination-consistency", message: `${whole} items with ${f.pageSize.name}=${f.pageSize.max}, but ${split} with ${f.pageSize.name}=${size}` }]);
  }
}

/** Follows one listing to its end; the number of items, or undefined after a failure. */
async function followListing(ctx: Context, f: Extract<Flow, { kind: "pagination" }>, result: CaseResult, pageSize: number | undefined): Promise<number | undefined> {
  const base = ctx.options.urls[f.api] as string;
  const maxPages = ctx.options.maxPages ?? 500;
  const tokens = new Set<string>();
  const items = new Set<string>();
  const sized = pageSize !== undefined && f.pageSize ? { [f.pageSize.name]: String(pageSize) } : {};
  const at = (page: number) => `${pageSize !== undefined && f.pageSize ? `${f.pageSize.name}=${pageSize}, ` : ""}page ${page}`;
  let token: string | undefined;
  let prevTs: number | undefined;
  for (let page = 1; page <= maxPages; page++) {
    const req = { ...f.request, query: { ...f.request.query, ...sized, ...(token !== undefined ? { pageToken: token } : {}) } };
    const out = await sendRest(ctx, base, req);
    if (!out.ok) return void fail(result, [{ check: "transport", message: `${at(page)}: ${out.reason}` }]);
    result.seen.push(String(out.answer.status));
    const checked = checkRestAnswer(ctx, f.api, f.operationId, out.answer, [200]);
    if (checked.failures.length) return void fail(result, checked.failures.map((x) => ({ ...x, message: `${at(page)}: ${x.message}` })));
    const body = checked.body as Record<string, unknown>;
    const list = body?.[f.itemsField];
    if (!Array.isArray(list)) return void fail(result, [{ check: "pagination-items", message: `${at(page)}: ${f.itemsField} is not an array` }]);
    if (pageSize !== undefined && list.length > pageSize) return void fail(result, [{ check: "pagination-size", message: `${at(page)}: ${list.length} items, more than the page size` }]);
    const next = body.nextPageToken;
    if (typeof next === "string" && tokens.has(next)) return void fail(result, [{ check: "pagination-end", message: `${at(page)}: nextPageToken "${next}" was already given: the listing never ends` }]);
    for (const item of list) {
      const key = JSON.stringify(item);
      if (items.has(key)) return void fail(result, [{ check: "pagination-repeat", message: `${at(page)}: item ${key.slice(0, 120)} was already on an earlier page` }]);
      items.add(key);
      if (f.timestampField) {
        const ts = (item as Record<string, unknown>)[f.timestampField];
        if (typeof ts !== "number") continue;
        if (prevTs !== undefined && ts >= prevTs) return void fail(result, [{ check: "pagination-order", message: `${at(page)}: ${f.timestampField} ${ts} after ${prevTs}: not newest first` }]);
        prevTs = ts;
        if ((f.window?.start !== undefined && ts < f.window.start) || (f.window?.end !== undefined && ts > f.window.end)) {
          return void fail(result, [{ check: "pagination-window", message: `${at(page)}: ${f.timestampField} ${ts} outside the requested window [${f.window?.start ?? "-∞"}, ${f.window?.end ?? "∞"}]` }]);
        }
      }
    }
    if (next === undefined) return items.size;
    if (typeof next !== "string") return void fail(result, [{ check: "pagination-end", message: `${at(page)}: nextPageToken is ${JSON.stringify(next)}` }]);
    if (list.length === 0) return void fail(result, [{ check: "pagination-end", message: `${at(page)}: an empty page that still carries a nextPageToken` }]);
    tokens.add(next);
    token = next;
  }
  return void fail(result, [{ check: "pagination-end", message: `${pageSize !== undefined ? `${f.pageSize?.name}=${pageSize}: ` : ""}still a nextPageToken after ${maxPages} pages (--max-pages): the listing never ends` }]);
}

/** Evaluates an OpenAPI runtime expression against the source exchange. */
function evaluate(expr: unknown, source: { values: Record<string, string>; body: unknown; requestBody?: string }): { value?: unknown; missing?: string } {
  if (typeof expr !== "string" || !expr.startsWith("$")) return { value: expr };
  let m: RegExpMatchArray | null;
  if ((m = expr.match(/^\$request\.(path|query|header)\.(.+)$/))) {
    const v = source.values[`${m[1]}.${m[2]}`];
    return v === undefined ? { missing: `${expr} (the source request has no such parameter)` } : { value: v };
  }
  if (expr === "$request.body") return source.requestBody === undefined ? { missing: expr } : { value: JSON.parse(source.requestBody) };
  if ((m = expr.match(/^\$response\.body(#.*)?$/))) {
    let v: unknown = source.body;
    for (const raw of (m[1] ?? "#").slice(1).split("/").slice(1)) {
      const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
      v = v !== null && typeof v === "object" ? (v as Record<string, unknown>)[key] : undefined;
    }
    return v === undefined ? { missing: `${expr} (absent from the answer)` } : { value: v };
  }
  return { missing: `${expr} (an expression this suite does not evaluate)` };
}

async function linkFlow(ctx: Context, f: Extract<Flow, { kind: "link" }>, result: CaseResult) {
  const base = ctx.options.urls[f.api] as string;
  const first = await sendRest(ctx, base, f.request);
  if (!first.ok) return void fail(result, [{ check: "transport", message: `source ${f.operationId}: ${first.reason}` }]);
  result.seen.push(String(first.answer.status));
  const source = checkRestAnswer(ctx, f.api, f.operationId, first.answer, "2xx");
  if (source.failures.length) return void fail(result, source.failures.map((x) => ({ ...x, message: `source ${f.operationId}: ${x.message}` })));
  const ctxValues = { values: f.sourceValues, body: source.body, ...(f.request.body !== undefined ? { requestBody: f.request.body } : {}) };
  let path = f.target.path;
  const query: Record<string, string> = {};
  const headers: Record<string, string> = {};
  for (const [key, expr] of Object.entries(f.parameters)) {
    const name = key.includes(".") ? key.slice(key.indexOf(".") + 1) : key;
    const where = key.includes(".") ? key.slice(0, key.indexOf(".")) : f.target.params.find((p) => p.name === name)?.in ?? "query";
    const { value, missing } = evaluate(expr, ctxValues);
    if (missing) return void fail(result, [{ check: "link-expression", message: `parameter ${name}: ${missing}` }]);
    const text = typeof value === "string" ? value : JSON.stringify(value);
    if (where === "path") path = path.replace(`{${name}}`, encodeURIComponent(text));
    else if (where === "header") headers[name] = text;
    else query[name] = text;
  }
  let body: string | undefined;
  if (f.requestBody !== undefined) {
    const { value, missing } = evaluate(f.requestBody, ctxValues);
    if (missing) return void fail(result, [{ check: "link-expression", message: `request body: ${missing}` }]);
    body = JSON.stringify(value);
    headers["content-type"] = "application/json";
  }
  const second = await sendRest(ctx, base, { method: f.target.method, path, query, headers, ...(body !== undefined ? { body } : {}) });
  if (!second.ok) return void fail(result, [{ check: "transport", message: `target ${f.target.operationId}: ${second.reason}` }]);
  result.seen.push(String(second.answer.status));
  const target = checkRestAnswer(ctx, f.api, f.target.operationId, second.answer, "2xx");
  if (target.failures.length) return void fail(result, target.failures.map((x) => ({ ...x, check: x.check === "status-expected" ? "link-target" : x.check, message: `target ${f.target.operationId} ${path}: ${x.message}` })));
  if (f.same && !isDeepStrictEqual(source.body, target.body)) {
    const a = source.body as Record<string, unknown>;
    const b = target.body as Record<string, unknown>;
    const diff = a && b && typeof a === "object" && typeof b === "object" ? Object.keys({ ...a, ...b }).filter((k) => !isDeepStrictEqual(a[k], b[k])) : [];
    fail(result, [{ check: "link-same", message: `${path} answers a different ${f.target.operationId}${diff.length ? ` (${diff.join(", ")} differ)` : ""}` }]);
  }
}

async function blockFlow(ctx: Context, f: Extract<Flow, { kind: "blockLink" }>, result: CaseResult) {
  const base = ctx.options.urls[f.api] as string;
  const get = async (blockId: string, step: string) => {
    let path = f.pathTemplate.replace(`{${f.blockParam}}`, encodeURIComponent(blockId));
    for (const [k, v] of Object.entries(f.values)) path = path.replace(`{${k}}`, encodeURIComponent(v));
    const out = await sendRest(ctx, base, { method: "GET", path, ...(f.headers ? { headers: f.headers } : {}) });
    if (!out.ok) {
      fail(result, [{ check: "transport", message: `${step}: ${out.reason}` }]);
      return undefined;
    }
    result.seen.push(String(out.answer.status));
    const checked = checkRestAnswer(ctx, f.api, f.operationId, out.answer, [200]);
    if (checked.failures.length) {
      fail(result, checked.failures.map((x) => ({ ...x, message: `${step}: ${x.message}` })));
      return undefined;
    }
    return checked.body as Record<string, unknown>;
  };
  const block = await get(f.first, `${f.blockParam}=${f.first}`);
  if (!block) return;
  const hash = String(block[f.fields.hash]);
  const byHash = await get(hash, `${f.blockParam}=${hash}`);
  if (!byHash) return;
  if (!isDeepStrictEqual(block, byHash)) {
    const diff = Object.keys({ ...block, ...byHash }).filter((k) => !isDeepStrictEqual(block[k], byHash[k]));
    fail(result, [{ check: "link-block-hash", message: `block ${f.first} and block ${hash} differ in ${diff.join(", ")}` }]);
  }
  const n = BigInt(String(block[f.fields.number]));
  if (n > 0n) {
    const prev = await get(String(n - 1n), `${f.blockParam}=${n - 1n}`);
    if (prev && prev[f.fields.hash] !== block[f.fields.parentHash]) {
      fail(result, [{ check: "link-parent-hash", message: `${f.fields.parentHash} of block ${n} is ${block[f.fields.parentHash]}, but block ${n - 1n} has ${f.fields.hash} ${prev[f.fields.hash]}` }]);
    }
  }
}

async function indexFlow(ctx: Context, f: Extract<Flow, { kind: "indexLink" }>, result: CaseResult) {
  const step = async (method: string, params: Record<string, unknown>, expect: { result: true } | { error: RpcErrorSpec[] } = { result: true }) => {
    const out = await call(ctx, f.path, method, { ...f.common, ...params }, expect);
    result.seen.push(...out.seen);
    fail(result, out.failures);
    return out;
  };
  const last = await call(ctx, f.path, f.last, { ...f.common });
  result.seen.push(...last.seen);
  if (last.error && f.emptyError.length && f.emptyError.some((s) => errorMatches(last.error!, s))) {
    result.status = "skip";
    result.skipReason = `the index is empty (${last.error.message})`;
    return;
  }
  fail(result, last.failures);
  if (last.failures.length) return;
  const c = last.result as Record<string, unknown>;
  if (f.byId) {
    const r = await step(f.byId, { id: c.id });
    if (!r.failures.length && !isDeepStrictEqual(r.result, c)) fail(result, [{ check: "link-index", message: `${f.byId}(${c.id}) ≠ ${f.last}: ${JSON.stringify(r.result)?.slice(0, 120)}` }]);
  }
  if (f.getIndex) {
    const r = await step(f.getIndex, { id: c.id });
    const idx = (r.result as Record<string, unknown> | undefined)?.index;
    if (!r.failures.length && String(idx) !== String(c.index)) fail(result, [{ check: "link-index", message: `${f.getIndex}(${c.id}) = ${JSON.stringify(idx)}, but ${f.last} says index ${JSON.stringify(c.index)}` }]);
  }
  if (f.byIndex) {
    const r = await step(f.byIndex, { index: paramValue(ctx, f.byIndex, "index", String(c.index)) });
    if (!r.failures.length && !isDeepStrictEqual(r.result, c)) fail(result, [{ check: "link-index", message: `${f.byIndex}(${c.index}) ≠ ${f.last}: ${JSON.stringify(r.result)?.slice(0, 120)}` }]);
  }
  if (f.range && /^\d+$/.test(String(c.index))) {
    // Seed rule: startIndex past the last accepted index is an error.
    const past = String(BigInt(String(c.index)) + 1n);
    const r = await call(ctx, f.path, f.range.method, { ...f.common, [f.range.startParam]: paramValue(ctx, f.range.method, f.range.startParam, past), [f.range.countParam]: 1 }, { error: f.rangeError });
    result.seen.push(...r.seen);
    fail(result, r.failures.map((x) => ({ ...x, message: `${f.range!.startParam}=${past} (past the last accepted ${c.index}): ${x.message}` })));
  }
}

async function aliasFlow(ctx: Context, f: Extract<Flow, { kind: "aliasLink" }>, result: CaseResult) {
  const alias = `contract-${randomBytes(4).toString("hex")}`;
  const created = await call(ctx, f.path, f.method, { ...f.params, [f.aliasParam]: alias });
  result.seen.push(...created.seen);
  if (fail(result, created.failures).failures.length) return;
  const through = await call(ctx, f.aliasPath.replace("{alias}", encodeURIComponent(alias)), f.through.method, f.through.params);
  result.seen.push(...through.seen);
  fail(result, through.failures.map((x) => ({ ...x, check: x.check === "transport" ? x.check : "link-alias", message: `through alias "${alias}": ${x.message}` })));
  if (f.list) {
    const listed = await call(ctx, f.list.path, f.list.method, f.list.params);
    fail(result, listed.failures);
    if (!listed.failures.length && !JSON.stringify(listed.result).includes(JSON.stringify(alias))) {
      fail(result, [{ check: "link-alias", message: `${f.list.method} does not list the new alias "${alias}": ${JSON.stringify(listed.result)?.slice(0, 120)}` }]);
    }
  }
}

async function loggerFlow(ctx: Context, f: Extract<Flow, { kind: "loggerLink" }>, result: CaseResult) {
  const read = async () => {
    const r = await call(ctx, f.path, f.getter, { [f.loggerParam]: f.logger });
    result.seen.push(...r.seen);
    fail(result, r.failures);
    if (r.failures.length) return undefined;
    const levels = (r.result as any)?.[f.resultField]?.[f.logger];
    if (!levels || typeof levels !== "object") {
      fail(result, [{ check: "link-logger", message: `${f.getter} has no ${f.resultField}.${f.logger}: ${JSON.stringify(r.result)?.slice(0, 120)}` }]);
      return undefined;
    }
    return levels as Record<string, string>;
  };
  const before = await read();
  if (!before) return;
  const param = f.levelParams[0] as string;
  const original = before[param];
  const level = f.levels.find((l) => l.toUpperCase() !== String(original).toUpperCase()) as string;
  const set = await call(ctx, f.path, f.setter, { [f.loggerParam]: f.logger, [param]: level });
  result.seen.push(...set.seen);
  if (fail(result, set.failures).failures.length) return;
  const after = await read();
  if (after && String(after[param]).toUpperCase() !== level.toUpperCase()) fail(result, [{ check: "link-logger", message: `${param} of ${f.logger} set to ${level}, read back ${JSON.stringify(after[param])}` }]);
  if (original !== undefined) await call(ctx, f.path, f.setter, { [f.loggerParam]: f.logger, [param]: original });
}

// ------------------------------------------------------------------ driver

async function pool<T, R>(items: T[], n: number, fn: (t: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i] as T);
      }
    }),
  );
  return out;
}

function skipped(api: ApiName, target: string, name: string, kind: CaseKind, reason: string, endpoint?: string): CaseResult {
  return { api, target, ...(endpoint ? { endpoint } : {}), name, kind, status: "skip", failures: [], skipReason: reason, seen: [], ms: 0 };
}

const MUTATING_FLOWS = new Set(["aliasLink", "loggerLink"]);

/** A bug of ours in one case (a bad pattern in a spec, say) becomes that case's failure, not a crash of the run. */
async function guard(task: Task): Promise<CaseResult> {
  try {
    return await task();
  } catch (e) {
    return { api: task.api, target: task.target, name: task.caseName, kind: "derived", status: "fail", failures: [{ check: "internal", message: `the check itself failed: ${(e as Error).message}` }], seen: [], ms: 0 };
  }
}
type Task = (() => Promise<CaseResult>) & { api: ApiName; target: string; caseName: string };
const task = (api: ApiName, target: string, caseName: string, fn: () => Promise<CaseResult>): Task => Object.assign(fn, { api, target, caseName });

/** Runs every case and flow; never throws for a server's fault. */
export async function runCases(options: RunOptions): Promise<CaseResult[]> {
  const ctx = new Context(options);
  const { suite } = options;
  const matches = (target: string, name: string) => !options.grep || `${target} › ${name}`.includes(options.grep);
  const concurrency = options.concurrency ?? 8;
  const results: CaseResult[] = [];

  const reads: Task[] = [];
  const writes: Task[] = [];
  for (const c of suite.rest) {
    if (!matches(c.operationId, c.name)) continue;
    if (!options.urls[c.api]) results.push(skipped(c.api, c.operationId, c.name, c.kind, `no --${c.api}-url`));
    else if (c.prefer && !options.preferStatuses) results.push(skipped(c.api, c.operationId, c.name, c.kind, "asks a mock for a status: needs --prefer-statuses"));
    else reads.push(task(c.api, c.operationId, c.name, () => runRestCase(ctx, c)));
  }
  for (const c of suite.rpc) {
    if (!matches(c.method || c.path, c.name)) continue;
    if (!options.urls.node) results.push(skipped("node", c.method, c.name, c.kind, "no --node-url", c.path));
    else if (c.mutates && !options.allowMutations) results.push(skipped("node", c.method, c.name, c.kind, "changes node state: needs --allow-mutations", c.path));
    else (c.mutates ? writes : reads).push(task("node", c.method, c.name, () => runRpcCase(ctx, c)));
  }
  for (const f of suite.flows) {
    const target = flowTarget(f);
    if (!matches(target, f.name)) continue;
    if (!options.urls[f.api]) results.push(skipped(f.api, target, f.name, "flow", `no --${f.api}-url`));
    else if (MUTATING_FLOWS.has(f.kind) && !options.allowMutations) results.push(skipped(f.api, target, f.name, "flow", "changes node state: needs --allow-mutations"));
    else (MUTATING_FLOWS.has(f.kind) ? writes : reads).push(task(f.api, target, f.name, () => runFlow(ctx, f)));
  }
  results.push(...(await pool(reads, concurrency, guard)));
  // State-changing cases run one at a time, in the suite's order (which sets up the states they need).
  for (const w of writes) results.push(await guard(w));
  return results;
}
