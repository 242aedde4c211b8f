// The JSON-RPC dispatcher of the node mock: routes a MockRequest to its endpoint and answers it as the node does,
// in one of two dialects chosen by the endpoint's `batch` flag in x-avaspec-endpoints: avalanchego's gorilla/rpc
// (admin, index, validators: no batches, errors -32000) and geth's (chain-VM /rpc: batches, -32601/-32602). Both
// answer JSON-RPC errors with HTTP 200. The host has read the body already; nothing here touches a socket.
import type { MockRequest, MockResponse, Target } from "../server/exchange.js";
import { RpcError, UNMARSHAL_MESSAGE, goQuote, unmarshalError } from "./errors.js";
import { goScan } from "./gojson.js";
import { HANDLERS, PREPARE, type Handler, type Prepare } from "./methods.js";
import type { EndpointSpec, MethodSpec, NodeSpec } from "./spec.js";
import type { NodeState, RouteTarget } from "./state.js";

export { MAX_BODY_BYTES } from "../server/body.js";
/** Deepest JSON nesting accepted (Go's encoding/json limit); deeper is a parse error. */
export const MAX_JSON_DEPTH = 10000;

const JSON_GORILLA = { "content-type": "application/json; charset=utf-8", "x-content-type-options": "nosniff" };
const JSON_GETH = { "content-type": "application/json" };
export const TEXT = { "content-type": "text/plain; charset=utf-8", "x-content-type-options": "nosniff" };

export const PARSE_ERROR_GETH = "parse error";
const CORS_METHODS = new Set(["GET", "POST", "HEAD"]);

interface Bound {
  spec: MethodSpec;
  handler: Handler;
  prepare?: Prepare;
}

/** Per endpoint: its methods by the name a request uses, plus gorilla's capitalised names. */
interface EndpointMethods {
  byName: Map<string, Bound>;
  /** gorilla: "admin.GetLoggerLevel" → method */
  byGoName: Map<string, Bound>;
  services: Set<string>;
}

/**
 * Stands in for a method's own behaviour (fault rules, scenarios): the result to answer, or throws the RpcError to
 * answer. Called per JSON-RPC call once its method is resolved, before its params are read.
 */
export type CallOverride = (method: MethodSpec) => unknown;

/** A JSON-RPC error that carries `data` (forced answers may set it). */
export class RpcErrorWithData extends RpcError {
  constructor(
    code: number,
    message: string,
    readonly data: unknown,
  ) {
    super(code, message);
  }
}

export interface Dispatcher {
  /** the endpoint a path routes to, and the method(s) the body calls */
  identify(request: MockRequest): Target;
  answer(request: MockRequest, override?: CallOverride): MockResponse;
}

function goName(name: string): string {
  const dot = name.indexOf(".");
  if (dot < 0 || dot === name.length - 1) return name;
  const rest = name.slice(dot + 1);
  const first = String.fromCodePoint(rest.codePointAt(0)!);
  return `${name.slice(0, dot)}.${first.toUpperCase()}${rest.slice(first.length)}`;
}

const UPPER = /^\p{Lu}/u;

export function createDispatcher(spec: NodeSpec, state: NodeState): Dispatcher {
  const endpoints = new Map<EndpointSpec, EndpointMethods>();
  const missing: string[] = [];
  for (const endpoint of spec.endpoints.values()) {
    const methods: EndpointMethods = { byName: new Map(), byGoName: new Map(), services: new Set() };
    for (const m of spec.byEndpoint.get(endpoint.name)?.values() ?? []) {
      const handler = HANDLERS[m.name];
      if (!handler) {
        missing.push(m.name);
        continue;
      }
      const bound: Bound = { spec: m, handler, prepare: PREPARE[m.name] };
      methods.byName.set(m.name, bound);
      methods.byGoName.set(goName(m.name), bound);
      const dot = m.name.indexOf(".");
      if (dot > 0) methods.services.add(m.name.slice(0, dot));
    }
    endpoints.set(endpoint, methods);
  }
  if (missing.length) throw new Error(`node mock has no behaviour for spec method(s): ${missing.join(", ")}`);

  // ---------- gorilla/rpc dialect (avalanchego) ----------

  function gorillaError(id: unknown, code: number, message: string, extra?: unknown): string {
    // `data` is present and null on every error except parse errors (deployed-services.md §1)
    const data = code === -32700 ? "" : `,"data":${extra === undefined ? "null" : JSON.stringify(extra)}`;
    return `{"jsonrpc":"2.0","error":{"code":${code},"message":${JSON.stringify(message)}${data}},"id":${JSON.stringify(id)}}`;
  }

  function gorilla(target: RouteTarget, msg: unknown, override?: CallOverride): string | null {
    if (msg instanceof ParseFailure) return gorillaError(null, -32700, msg.message);
    if (msg === null || typeof msg !== "object" || Array.isArray(msg)) {
      return gorillaError(
        null,
        -32700,
        `json: cannot unmarshal ${jsonKind(msg)} into Go value of type json2.serverRequest`,
      );
    }
    const m = msg as Record<string, unknown>;
    const id = m.id ?? null;
    const notify = id === null;
    if (m.jsonrpc !== "2.0") return notify ? null : gorillaError(id, -32600, "jsonrpc must be 2.0");
    if (m.method !== undefined && m.method !== null && typeof m.method !== "string") {
      // Go's decoder fills the other fields before reporting the type error, so the id is known (and echoed)
      if (notify) return null;
      return gorillaError(
        id,
        -32700,
        "json: cannot unmarshal " + jsonKind(m.method) + " into Go struct field serverRequest.method of type string",
      );
    }
    let result: unknown;
    try {
      const bound = resolveGorilla(endpoints.get(target.endpoint)!, typeof m.method === "string" ? m.method : "");
      result = override
        ? override(bound.spec)
        : bound.handler({ state, target, method: bound.spec }, byNameArgs(bound, m.params));
    } catch (e) {
      if (notify) return null;
      if (e instanceof RpcError) return gorillaError(id, e.code, e.message, dataOf(e));
      throw e;
    }
    if (notify) return null;
    return `{"jsonrpc":"2.0","result":${toJson(result)},"id":${JSON.stringify(id)}}`;
  }

  function resolveGorilla(methods: EndpointMethods, name: string): Bound {
    const dot = name.indexOf(".");
    let go = name;
    if (dot >= 0 && dot < name.length - 1) {
      if (UPPER.test(name.slice(dot + 1))) throw new RpcError(-32000, "method must start with a non-uppercase letter");
      go = goName(name);
    }
    const parts = go.split(".");
    if (parts.length !== 2) throw new RpcError(-32000, `rpc: service/method request ill-formed: ${goQuote(go)}`);
    if (!methods.services.has(parts[0]!)) throw new RpcError(-32000, `rpc: can't find service ${goQuote(go)}`);
    const bound = methods.byGoName.get(go);
    if (!bound) throw new RpcError(-32000, `rpc: can't find method ${goQuote(go)}`);
    return bound;
  }

  // ---------- geth dialect (chain-VM /rpc) ----------

  function gethError(id: unknown, code: number, message: string, data?: unknown): string {
    const extra = data === undefined ? "" : `,"data":${JSON.stringify(data)}`;
    return `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"error":{"code":${code},"message":${JSON.stringify(message)}${extra}}}`;
  }

  function gethMessage(
    target: RouteTarget,
    methods: EndpointMethods,
    msg: unknown,
    override?: CallOverride,
  ): string | null {
    if (msg === null || typeof msg !== "object" || Array.isArray(msg))
      return gethError(null, -32600, "invalid request");
    const m = msg as Record<string, unknown>;
    const versionOk = m.jsonrpc === "2.0";
    const hasId = Object.hasOwn(m, "id");
    const idOk = hasId && (m.id === null || typeof m.id !== "object");
    const methodOk = typeof m.method === "string" && m.method !== "";
    if (versionOk && methodOk && !hasId) {
      try {
        gethCall(target, methods, m, override);
      } catch (e) {
        if (!(e instanceof RpcError)) throw e;
      }
      return null;
    }
    if (!(versionOk && methodOk && idOk)) return gethError(idOk ? m.id : null, -32600, "invalid request");
    try {
      const result = gethCall(target, methods, m, override);
      return `{"jsonrpc":"2.0","id":${JSON.stringify(m.id)},"result":${toJson(result)}}`;
    } catch (e) {
      if (e instanceof RpcError) return gethError(m.id, e.code, e.message, dataOf(e));
      throw e;
    }
  }

  function gethCall(
    target: RouteTarget,
    methods: EndpointMethods,
    m: Record<string, unknown>,
    override?: CallOverride,
  ): unknown {
    const name = m.method as string;
    const bound = methods.byName.get(name);
    if (!bound) throw new RpcError(-32601, `the method ${name} does not exist/is not available`);
    if (override) return override(bound.spec);
    return bound.handler({ state, target, method: bound.spec }, byPositionArgs(bound.spec, m.params));
  }

  function geth(target: RouteTarget, msg: unknown, override?: CallOverride): string | null {
    if (msg instanceof ParseFailure) return gethError(null, -32700, PARSE_ERROR_GETH);
    const methods = endpoints.get(target.endpoint)!;
    if (!Array.isArray(msg)) return gethMessage(target, methods, msg, override);
    if (msg.length === 0) return gethError(null, -32600, "empty batch");
    if (msg.length > target.endpoint.maxBatch) {
      let id: unknown = null;
      for (const entry of msg) {
        const e = entry as Record<string, unknown> | null;
        if (
          e &&
          typeof e === "object" &&
          !Array.isArray(e) &&
          Object.hasOwn(e, "id") &&
          (e.id === null || typeof e.id !== "object") &&
          typeof e.method === "string" &&
          e.method !== ""
        ) {
          id = e.id;
          break;
        }
      }
      return `[${gethError(id, -32600, "batch too large")}]`;
    }
    const answers: string[] = [];
    for (const entry of msg) {
      const a = gethMessage(target, methods, entry, override);
      if (a !== null) answers.push(a);
    }
    return answers.length ? `[${answers.join(",")}]` : null;
  }

  // ---------- HTTP ----------

  /** Parsed bodies, so that identify and answer parse each request once. */
  const parsed = new WeakMap<MockRequest, unknown>();
  const bodyOf = (request: MockRequest): unknown => {
    let msg = parsed.get(request);
    if (msg === undefined && !parsed.has(request)) {
      msg = parse(request.body.toString("utf8"));
      parsed.set(request, msg);
    }
    return msg;
  };

  function identify(request: MockRequest): Target {
    const target = state.router.full.get(request.path);
    if (!target) return { operations: [] };
    const endpoint = target.endpoint.name;
    if (request.method !== "POST") return { operations: [], endpoint };
    const msg = bodyOf(request);
    const calls = Array.isArray(msg) ? msg : [msg];
    const operations: string[] = [];
    for (const call of calls) {
      const method = call !== null && typeof call === "object" ? (call as Record<string, unknown>).method : undefined;
      if (typeof method === "string") operations.push(method);
    }
    return { operations, endpoint };
  }

  function answer(request: MockRequest, override?: CallOverride): MockResponse {
    // CORS as avalanchego's rs/cors wrapper answers it (allowed origins "*", credentials allowed: origin reflected)
    const cors: Record<string, string> = {};
    const origin = request.headers.origin;
    if (origin !== undefined) {
      cors["access-control-allow-origin"] = origin;
      cors["access-control-allow-credentials"] = "true";
      cors.vary = "Origin";
      const wanted = request.headers["access-control-request-method"];
      if (request.method === "OPTIONS" && wanted !== undefined) {
        if (CORS_METHODS.has(wanted.toUpperCase())) cors["access-control-allow-methods"] = wanted.toUpperCase();
        const headers = request.headers["access-control-request-headers"];
        if (headers) cors["access-control-allow-headers"] = headers;
        return { status: 204, headers: cors, body: "" };
      }
    }
    const reply = (status: number, headers: Record<string, string>, body: string): MockResponse => ({
      status,
      headers: { ...cors, ...headers },
      body,
    });
    const target = state.router.full.get(request.path);
    if (!target) return reply(404, TEXT, "404 page not found\n");
    const gethStyle = target.endpoint.batch;
    if (request.method !== "POST") {
      return reply(
        405,
        TEXT,
        gethStyle ? "method not allowed\n" : `rpc: POST method required, received ${request.method}`,
      );
    }
    const ct = request.headers["content-type"] ?? "";
    if (gethStyle ? !gethContentType(ct) : !gorillaContentType(ct)) {
      const shown = ct.includes(";") ? ct.slice(0, ct.indexOf(";")) : ct;
      const text = gethStyle
        ? "invalid content type, only application/json is supported\n"
        : `rpc: unrecognized Content-Type: ${shown}`;
      return reply(415, TEXT, text);
    }
    let out: string | null;
    try {
      const msg = bodyOf(request);
      out = gethStyle ? geth(target, msg, override) : gorilla(target, msg, override);
    } catch (e) {
      // A bug or a stack overflow on pathological input: still a JSON-RPC answer, never a 5xx.
      const message = e instanceof Error ? e.message : String(e);
      out = gethStyle ? gethError(null, -32603, message) : gorillaError(null, -32000, message);
    }
    return reply(200, gethStyle ? JSON_GETH : JSON_GORILLA, out === null ? "" : `${out}\n`);
  }

  return { identify, answer };
}

// ---------- helpers ----------

/** Frozen results (containers, constant answers) never change: their JSON is computed once. */
const frozenJson = new WeakMap<object, string>();
function toJson(v: unknown): string {
  if (v === null || typeof v !== "object" || !Object.isFrozen(v)) return JSON.stringify(v);
  let json = frozenJson.get(v);
  if (json === undefined) frozenJson.set(v, (json = JSON.stringify(v)));
  return json;
}

/** A body Go's decoder would refuse, with the decoder's message. */
class ParseFailure {
  constructor(readonly message: string) {}
}

function parse(text: string): unknown {
  if (text.length > MAX_JSON_DEPTH && tooDeep(text)) return new ParseFailure("exceeded max depth");
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON as a whole. Go's stream decoder reads one value and ignores what follows, so a body with trailing
    // bytes after a complete value still decodes; otherwise the failure gets the decoder's own message.
    const scan = goScan(text, MAX_JSON_DEPTH);
    if ("error" in scan) return new ParseFailure(scan.error);
    try {
      return JSON.parse(Buffer.from(text, "utf8").subarray(0, scan.end).toString("utf8"));
    } catch {
      return new ParseFailure("invalid character looking for beginning of value");
    }
  }
}

/** True when brackets nest deeper than MAX_JSON_DEPTH outside strings. */
function tooDeep(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > MAX_JSON_DEPTH) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}

function jsonKind(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  if (typeof v === "boolean") return "bool";
  return typeof v; // number, string, object
}

/** gorilla: Content-Type up to ';', lower-cased, must be exactly application/json. */
function gorillaContentType(ct: string): boolean {
  const semi = ct.indexOf(";");
  return (semi < 0 ? ct : ct.slice(0, semi)).toLowerCase() === "application/json";
}

const GETH_TYPES = new Set(["application/json", "application/json-rpc", "application/jsonrequest"]);
/** geth: mime.ParseMediaType, then one of the accepted types. */
function gethContentType(ct: string): boolean {
  const semi = ct.indexOf(";");
  return GETH_TYPES.has((semi < 0 ? ct : ct.slice(0, semi)).trim().toLowerCase());
}

/** Normalises by-name params the way gorilla's json2 decodes them into the method's args struct. */
function byNameArgs({ spec, prepare }: Bound, params: unknown): Record<string, unknown> {
  let p = params;
  if (Array.isArray(p)) p = p.length ? p[0] : undefined; // `[ {...} ]` is accepted; extra entries are dropped
  const args: Record<string, unknown> = {};
  if (p === undefined || p === null) {
    // all fields take their defaults
  } else if (typeof p !== "object" || Array.isArray(p)) {
    throw unmarshalError();
  } else {
    const o = p as Record<string, unknown>;
    for (const key of Object.keys(o)) {
      const v = o[key];
      if (v === null || v === undefined) continue;
      // Go matches JSON keys to fields case-insensitively (an exact match wins)
      const param =
        spec.params.find((x) => x.name === key) ?? spec.params.find((x) => x.name.toLowerCase() === key.toLowerCase());
      if (param && (param.name === key || !Object.hasOwn(o, param.name))) args[param.name] = v;
    }
  }
  prepare?.(args);
  if (!spec.validateObject!(args)) throw unmarshalError();
  return args;
}

/** geth's parsePositionalArguments, validating each argument against its param schema. */
function byPositionArgs(spec: MethodSpec, params: unknown): unknown[] {
  if (params === undefined || params === null) params = [];
  if (!Array.isArray(params)) throw new RpcError(-32602, "non-array args");
  const out: unknown[] = [];
  for (let i = 0; i < params.length; i++) {
    const param = spec.params[i];
    if (!param) throw new RpcError(-32602, `too many arguments, want at most ${spec.params.length}`);
    const v = params[i];
    if (v === null) {
      if (param.required) throw new RpcError(-32602, `missing value for required argument ${i}`);
      out.push(undefined);
      continue;
    }
    if (!param.validate(v)) throw new RpcError(-32602, `invalid argument ${i}: ${goUnmarshal(v, param.schema)}`);
    out.push(v);
  }
  for (let i = params.length; i < spec.params.length; i++) {
    if (spec.params[i]!.required) throw new RpcError(-32602, `missing value for required argument ${i}`);
  }
  return out;
}

function schemaTypes(schema: any): Set<string> {
  const types = new Set<string>();
  const visit = (s: any) => {
    if (!s || typeof s !== "object") return;
    if (typeof s.type === "string") types.add(s.type);
    if (Array.isArray(s.type)) for (const t of s.type) types.add(t);
    for (const k of ["oneOf", "anyOf", "allOf"]) if (Array.isArray(s[k])) s[k].forEach(visit);
  };
  visit(schema);
  return types;
}

/** The text Go's encoding/json gives for a value its Go type cannot hold. */
function goUnmarshal(v: unknown, schema: unknown): string {
  const types = schemaTypes(schema);
  const goType = types.has("string")
    ? "string"
    : types.has("integer")
      ? "uint64"
      : types.has("number")
        ? "float64"
        : "interface {}";
  if (typeof v === "number") {
    if (goType === "string") return `json: cannot unmarshal number into Go value of type string`;
    return `json: cannot unmarshal number ${v} into Go value of type ${goType}`;
  }
  if (typeof v === "string" && goType === "string") return `invalid value ${goQuote(v)}`;
  return `json: cannot unmarshal ${jsonKind(v)} into Go value of type ${goType}`;
}

function dataOf(e: RpcError): unknown {
  return e instanceof RpcErrorWithData ? e.data : undefined;
}

export { UNMARSHAL_MESSAGE };
