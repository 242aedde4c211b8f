// The JSON-RPC dispatcher of the node mock: routes a MockRequest to its endpoint, refuses what the node's HTTP layer
// refuses (404, 405, 415, CORS preflight), and answers the body in the endpoint's dialect. JSON-RPC errors travel in
// HTTP 200. The host has read the body already; nothing here touches a socket.
import { type MockRequest, type MockResponse, NO_ROUTE, type Route, type RpcCall } from "../server/exchange.js";
import { type CallContext, geth, gethError, gorilla, gorillaError } from "./dialects.js";
import { bindEndpoints, type CallOverride, OWN_ANSWER, ParseFailure, parse } from "./jsonrpc.js";
import type { ExecutingChains } from "./local-network.js";
import type { NodeSpec } from "./spec.js";
import type { NodeState } from "./state.js";
import { utf8Text } from "../server/bytes.js";

export { MAX_BODY_BYTES } from "../server/body-limit.js";
export type { CallOverride } from "./jsonrpc.js";

const JSON_GORILLA = { "content-type": "application/json; charset=utf-8", "x-content-type-options": "nosniff" };
const JSON_GETH = { "content-type": "application/json" };
export const TEXT = { "content-type": "text/plain; charset=utf-8", "x-content-type-options": "nosniff" };
const CORS_METHODS = new Set(["GET", "POST", "HEAD"]);

export interface Dispatcher {
  /** the endpoint a path routes to, and the calls its body makes (the body is parsed here, once) */
  identify(request: MockRequest): Route;
  answer(request: MockRequest, route: Route, override?: CallOverride): MockResponse | Promise<MockResponse>;
}

/** In local mode (`executing`), the network's chain endpoints answer the chain's methods from the executing chain. */
export function createDispatcher(spec: NodeSpec, state: NodeState, executing?: ExecutingChains): Dispatcher {
  const endpoints = bindEndpoints(spec);
  // an L1 of the local network is no route of the state's: its transport answers (405, 415, CORS) are the C-Chain's
  // names admin.aliasChain gave an executing chain are the state's aliaser's
  const executingAt = (path: string) => executing?.chainAt(path, (name) => state.executingChainNamed(name));
  const targetOf = (path: string) =>
    state.router.full.get(path) ?? (executingAt(path) ? state.router.full.get("/ext/bc/C/rpc") : undefined);

  function identify(request: MockRequest): Route {
    const target = targetOf(request.path);
    if (!target) return NO_ROUTE;
    const endpoint = target.endpoint.name;
    if (request.method !== "POST") return { ...NO_ROUTE, endpoint };
    const msg = parse(utf8Text(request.body));
    const calls = callsOf(msg);
    // the body is the parsed message, or the ParseFailure the dialect answers
    return { operations: calls.map((c) => c.method), endpoint, pathParams: {}, body: msg, calls, faults: [] };
  }

  function answer(request: MockRequest, route: Route, override?: CallOverride): MockResponse | Promise<MockResponse> {
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
    const target = targetOf(request.path);
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
    const call: CallContext = { state, target, methods: endpoints.get(target.endpoint)!, override };
    // a POST's route carries its parsed body (identify made it); any other route has none to reuse
    const msg = route.body !== undefined ? route.body : parse(utf8Text(request.body));
    const chain = executingAt(request.path);
    if (executing && chain && gethStyle) {
      return answerExecuting(executing, chain, call, msg, request).then(
        (out) => reply(200, JSON_GETH, out === null ? "" : `${out}\n`),
        (e: unknown) =>
          reply(200, JSON_GETH, `${gethError(null, -32603, e instanceof Error ? e.message : String(e))}\n`),
      );
    }
    let out: string | null;
    try {
      out = gethStyle ? geth(call, msg) : gorilla(call, msg);
    } catch (e) {
      // A bug or a stack overflow on pathological input: still a JSON-RPC answer, never a 5xx.
      const message = e instanceof Error ? e.message : String(e);
      out = gethStyle ? gethError(null, -32603, message) : gorillaError(null, -32000, message);
    }
    return reply(200, gethStyle ? JSON_GETH : JSON_GORILLA, out === null ? "" : `${out}\n`);
  }

  return { identify, answer };
}

/**
 * A body on an executing chain's endpoint: each call the chain serves is the chain's (in order, one at a time); the
 * others (the spec's subnet-EVM extras, unknown methods, bad envelopes, forced answers) answer as on any chain.
 */
async function answerExecuting(
  executing: ExecutingChains,
  chain: NonNullable<ReturnType<ExecutingChains["chainAt"]>>,
  call: CallContext,
  msg: unknown,
  request: MockRequest,
): Promise<string | null> {
  const servedByChain = (entry: unknown): entry is Record<string, unknown> => {
    if (entry === null || typeof entry !== "object" || Array.isArray(entry)) return false;
    const m = entry as Record<string, unknown>;
    if (m.jsonrpc !== "2.0" || typeof m.method !== "string" || !executing.serves(m.method)) return false;
    if (Object.hasOwn(m, "id") && m.id !== null && typeof m.id === "object") return false;
    const bound = call.methods.byName.get(m.method);
    if (!call.override || !bound) return true;
    try {
      return call.override(bound.spec, m) === OWN_ANSWER;
    } catch {
      return false; // a forced error: the dialect answers it
    }
  };
  const byChain = async (m: Record<string, unknown>): Promise<string | null> => {
    const out = await executing.answer(chain, m);
    return Object.hasOwn(m, "id") ? out : null; // a notification runs and gets no answer
  };
  if (msg instanceof ParseFailure) return geth(call, msg);
  if (!Array.isArray(msg)) return servedByChain(msg) ? byChain(msg) : geth(call, msg);
  if (msg.length === 0 || msg.length > call.target.endpoint.maxBatch) return geth(call, msg);
  const answers: string[] = [];
  for (const entry of msg) {
    // an execution never yields to I/O (the EVM awaits only microtasks): let other requests in between calls, so a
    // batch of long calls delays them by one call, not by the batch
    if (answers.length > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    // the request's budget passed (or its client left): its answer is sent already or never, so run no more calls.
    // Read only here: a request's signal is made when first read, and a single call has no use for it.
    if (request.signal.aborted) return null;
    const answer = servedByChain(entry)
      ? await byChain(entry)
      : Array.isArray(entry)
        ? gethError(null, -32600, "invalid request") // a batch inside a batch, as geth answers it
        : geth(call, entry);
    if (answer !== null) answers.push(answer);
  }
  return answers.length ? `[${answers.join(",")}]` : null;
}

/**
 * The calls a parsed body makes: each element of a batch (or the one message) that names a method. Each is the
 * element itself, the object the dialect answers, so a forced answer names its calls by identity.
 */
function callsOf(msg: unknown): RpcCall[] {
  const calls: RpcCall[] = [];
  for (const call of Array.isArray(msg) ? msg : [msg]) {
    if (call === null || typeof call !== "object" || Array.isArray(call)) continue;
    if (typeof (call as { method?: unknown }).method === "string") calls.push(call as RpcCall);
  }
  return calls;
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
