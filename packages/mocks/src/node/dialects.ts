// The node's two JSON-RPC dialects, chosen by the endpoint's `batch` flag in x-avaspec-endpoints: avalanchego's
// gorilla/rpc (admin, index, validators: no batches, errors -32000, `data: null`) and geth's (chain-VM /rpc: batches,
// -32601/-32602). Each answers one parsed body with the text the node would send, or null (notifications only).
import { ChainError, goQuote } from "./errors.js";
import { argsDecoderOf } from "./evm/geth-method.js";
import {
  type Bound,
  byNameArgs,
  byPositionArgs,
  type CallOverride,
  type EndpointMethods,
  goName,
  jsonKind,
  OWN_ANSWER,
  ParseFailure,
  toJson,
  UPPER,
} from "./jsonrpc.js";
import type { NodeState, RouteTarget } from "./state.js";

const PARSE_ERROR_GETH = "parse error";

/** One request's call: the state it acts on, the route it came by, that endpoint's methods, a forced answer. */
export interface CallContext {
  state: NodeState;
  target: RouteTarget;
  methods: EndpointMethods;
  override?: CallOverride;
}

export function gorillaError(id: unknown, code: number, message: string, extra?: unknown): string {
  // `data` is present and null on every error except parse errors (deployed-services.md §1)
  const data = code === -32700 ? "" : `,"data":${extra === undefined ? "null" : JSON.stringify(extra)}`;
  const error = `{"code":${code},"message":${JSON.stringify(message)}${data}}`;
  return `{"jsonrpc":"2.0","error":${error},"id":${JSON.stringify(id)}}`;
}

export function gorilla(call: CallContext, msg: unknown): string | null {
  const { state, target, override } = call;
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
    const bound = resolveGorilla(call.methods, typeof m.method === "string" ? m.method : "");
    result = override ? override(bound.spec, m) : OWN_ANSWER;
    if (result === OWN_ANSWER)
      result = bound.handler({ state, target, method: bound.spec }, byNameArgs(bound, m.params));
  } catch (e) {
    if (notify) return null;
    if (e instanceof ChainError) return gorillaError(id, e.code, e.message, e.data);
    throw e;
  }
  if (notify) return null;
  return `{"jsonrpc":"2.0","result":${toJson(result)},"id":${JSON.stringify(id)}}`;
}

function resolveGorilla(methods: EndpointMethods, name: string): Bound {
  const dot = name.indexOf(".");
  let go = name;
  if (dot >= 0 && dot < name.length - 1) {
    if (UPPER.test(name.slice(dot + 1))) throw new ChainError(-32000, "method must start with a non-uppercase letter");
    go = goName(name);
  }
  const parts = go.split(".");
  if (parts.length !== 2) throw new ChainError(-32000, `rpc: service/method request ill-formed: ${goQuote(go)}`);
  if (!methods.services.has(parts[0]!)) throw new ChainError(-32000, `rpc: can't find service ${goQuote(go)}`);
  const bound = methods.byGoName.get(go);
  if (!bound) throw new ChainError(-32000, `rpc: can't find method ${goQuote(go)}`);
  return bound;
}

export function gethError(id: unknown, code: number, message: string, data?: unknown): string {
  const extra = data === undefined ? "" : `,"data":${JSON.stringify(data)}`;
  const error = `{"code":${code},"message":${JSON.stringify(message)}${extra}}`;
  return `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"error":${error}}`;
}

function gethMessage(call: CallContext, msg: unknown): string | null {
  if (msg === null || typeof msg !== "object" || Array.isArray(msg)) return gethError(null, -32600, "invalid request");
  const m = msg as Record<string, unknown>;
  const versionOk = m.jsonrpc === "2.0";
  const hasId = Object.hasOwn(m, "id");
  const idOk = hasId && (m.id === null || typeof m.id !== "object");
  const methodOk = typeof m.method === "string" && m.method !== "";
  if (versionOk && methodOk && !hasId) {
    try {
      gethCall(call, m);
    } catch (e) {
      if (!(e instanceof ChainError)) throw e;
    }
    return null;
  }
  if (!(versionOk && methodOk && idOk)) return gethError(idOk ? m.id : null, -32600, "invalid request");
  try {
    const result = gethCall(call, m);
    return `{"jsonrpc":"2.0","id":${JSON.stringify(m.id)},"result":${toJson(result)}}`;
  } catch (e) {
    if (e instanceof ChainError) return gethError(m.id, e.code, e.message, e.data);
    throw e;
  }
}

function gethCall({ state, target, methods, override }: CallContext, m: Record<string, unknown>): unknown {
  const name = m.method as string;
  const bound = methods.byName.get(name);
  if (!bound) throw new ChainError(-32601, `the method ${name} does not exist/is not available`);
  const forced = override ? override(bound.spec, m) : OWN_ANSWER;
  if (forced !== OWN_ANSWER) return forced;
  // The standard Ethereum methods read their arguments as the node's Go types do (exact -32602 texts); the others
  // are checked against their param schemas.
  const decode = argsDecoderOf(bound.handler);
  const args = decode ? decode(m.params) : byPositionArgs(bound.spec, m.params);
  return bound.handler({ state, target, method: bound.spec }, args);
}

export function geth(call: CallContext, msg: unknown): string | null {
  const { target } = call;
  if (msg instanceof ParseFailure) return gethError(null, -32700, PARSE_ERROR_GETH);
  if (!Array.isArray(msg)) return gethMessage(call, msg);
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
    const a = gethMessage(call, entry);
    if (a !== null) answers.push(a);
  }
  return answers.length ? `[${answers.join(",")}]` : null;
}
