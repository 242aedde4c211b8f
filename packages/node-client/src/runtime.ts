// The hand-written runtime: walks the generated routing table (src/generated/node.ts) and sends JSON-RPC 2.0 calls
// through @avaspec/client-core's transport (timeouts, abort, retries, hooks, custom fetch, typed HTTP errors).
import {
  AvaspecError,
  NotFoundError,
  ResponseValidationError,
  createTransport,
  readJson,
  redactUrl,
  type CallOptions as CoreCallOptions,
  type Transport,
  type TransportOptions,
} from "@avaspec/client-core";

/** Per-call options: abort signal, timeout, extra headers, retries (reads only, unless `idempotent: true`). */
export type CallOptions = Omit<CoreCallOptions, "idempotent"> & {
  /** Declares the call safe to repeat. Default: true for methods that do not change the node's state. */
  idempotent?: boolean | undefined;
};

/**
 * One row of the generated routing table: an endpoint as @avaspec/spec-model reads it, with what the client makes of
 * it (the generator builds each row from the model's `Endpoint`, and the type check holds it to this shape). Declared
 * here rather than imported: the client needs nothing of the model (nor its Ajv) once generated.
 */
export interface EndpointSpec {
  /** the endpoint kind's name, e.g. "index" */
  readonly name: string;
  /** path template, e.g. "/ext/index/{chain}/{kind}" */
  readonly path: string;
  /** "client": a member of the client; "chain": a member of `client.chain(id)` */
  readonly scope: "client" | "chain";
  /** member name ("" = merged into `client.chain(id)` itself) */
  readonly key: string;
  /** path template variables, in order */
  readonly vars: readonly string[];
  /** the valid values of `vars` (when the document lists them) */
  readonly instances?: readonly (readonly string[])[];
  /** present when the endpoint takes JSON-RPC batches: the node's batch limit (0 = none stated) */
  readonly batch?: number;
  /** the node flag that enables the endpoint */
  readonly enabledBy?: string;
  /** can be reached under an alias made with admin.alias */
  readonly aliasable?: boolean;
  /** client name → [JSON-RPC method, positional arity (-1 = by-name), 1 when it changes the node's state] */
  readonly methods: Readonly<Record<string, readonly [string, number, 1?]>>;
}

/** One entry of a batch's answer. */
export type BatchResult<R> = { ok: true; result: R } | { ok: false; error: JsonRpcError };

/** A JSON-RPC error object answered by the node (`{code, message, data}`), for the method named in `method`. */
export class JsonRpcError extends AvaspecError {
  override name = "JsonRpcError";
  /** JSON-RPC error code, e.g. -32000 (application error), -32601 (unknown method), -32602 (bad params) */
  readonly code: number;
  /** `data` of the error object (usually null) */
  readonly data: unknown;
  /** the JSON-RPC method called */
  readonly method: string;
  /** the endpoint URL */
  readonly url: string;
  constructor(init: { code: number; message: string; data?: unknown; method: string; url: string }) {
    super(init.message, init.method);
    this.code = init.code;
    this.data = init.data;
    this.method = init.method;
    this.url = init.url;
  }
  override toString(): string {
    return `${this.name} ${this.code} from ${this.method}: ${this.message}`;
  }
}

/** The batch was refused before sending: more calls than the endpoint accepts. */
export class BatchTooLargeError extends AvaspecError {
  override name = "BatchTooLargeError";
  constructor(
    readonly size: number,
    readonly limit: number,
    operation: string,
  ) {
    super(`${operation}: ${size} calls exceed the endpoint's batch limit of ${limit}`, operation);
  }
}

/**
 * Client options: `fetch`, `timeoutMs` (per attempt, default 30 s), `retry`, `headers`, `secretHeaders` (e.g. the
 * credentials of a proxy in front of the node: sent, never shown to hooks or errors) and `hooks`, as in
 * @avaspec/client-core.
 */
export interface NodeClientOptions extends TransportOptions {
  /** The node's URL. Default http://127.0.0.1:9650 (the node's default HTTP port). */
  baseUrl?: string | undefined;
}

type Wire = { jsonrpc?: unknown; id?: unknown; result?: unknown; error?: unknown };
type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** Builds the client object described by `endpoints`; its type is the generated NodeClient. */
export function buildClient(endpoints: readonly EndpointSpec[], options: NodeClientOptions = {}): unknown {
  const { baseUrl = "http://127.0.0.1:9650", ...transportOptions } = options;
  let id = 1;
  const ctx: ClientContext = {
    base: baseUrl.replace(/\/+$/, ""),
    transport: createTransport(transportOptions),
    nextId: () => id++,
  };

  const client: Record<string, unknown> = {};
  for (const ep of endpoints) {
    if (ep.scope !== "client") continue;
    client[ep.key] =
      ep.vars.length === 0
        ? endpointApi(ctx, ep, ep.path)
        : (...values: string[]) => endpointApi(ctx, ep, fillPath(ep, values));
  }
  const chainEndpoints = endpoints.filter((e) => e.scope === "chain");
  if (chainEndpoints.length) client.chain = chainFactory(ctx, chainEndpoints);
  const aliasable = endpoints.filter((e) => e.aliasable && e.scope === "client");
  if (aliasable.length) client.alias = aliasFactory(ctx, aliasable);
  return client;
}

/** What every endpoint of one client shares. */
interface ClientContext {
  /** the node's URL, without a trailing slash */
  readonly base: string;
  readonly transport: Transport;
  /** the next JSON-RPC request id: one counter per client, so ids never repeat within it */
  nextId(): number;
}

/** An endpoint at one concrete URL (path variables filled in). */
interface EndpointTarget {
  readonly ep: EndpointSpec;
  readonly url: string;
  /** `url` without user info, for errors */
  readonly shown: string;
}

type MethodRoute = EndpointSpec["methods"][string];
type RpcRequest = { jsonrpc: string; id: number; method: string; params: unknown };
type BatchCall = { method: string; params?: unknown };

/** `client.chain(id)`: the chain-scoped endpoints of one chain; an endpoint with an empty key is merged in. */
function chainFactory(ctx: ClientContext, chainEndpoints: readonly EndpointSpec[]): (id: string) => unknown {
  return (id: string) => {
    const chain: Record<string, unknown> = {};
    for (const ep of chainEndpoints) {
      const a = endpointApi(ctx, ep, fillPath(ep, [id]));
      if (ep.key) chain[ep.key] = a;
      else Object.assign(chain, a);
    }
    return chain;
  };
}

/** `client.alias(alias, endpoint)`: an aliasable endpoint reached under /ext/<alias> (made with admin.alias). */
function aliasFactory(
  ctx: ClientContext,
  aliasable: readonly EndpointSpec[],
): (alias: string, endpoint: string) => unknown {
  return (alias: string, endpoint: string) => {
    const ep = aliasable.find((e) => e.name === endpoint);
    if (!ep)
      throw new TypeError(
        `alias: ${JSON.stringify(endpoint)} is not an aliasable endpoint (${aliasable.map((e) => e.name).join(", ")})`,
      );
    if (typeof alias !== "string" || alias.replace(/^\/+/, "") === "")
      throw new TypeError("alias: expected a non-empty alias");
    return endpointApi(ctx, ep, `/ext/${alias.replace(/^\/+/, "").split("/").map(encodeURIComponent).join("/")}`);
  };
}

/** The path of `ep` with its variables set to `values`, checked against the endpoint's known instances. */
function fillPath(ep: EndpointSpec, values: readonly string[]): string {
  if (values.length !== ep.vars.length || values.some((v) => typeof v !== "string" || v === "")) {
    throw new TypeError(
      `${ep.name}: expected ${ep.vars.join(", ")} (non-empty strings), got ${JSON.stringify(values)}`,
    );
  }
  if (ep.instances && !ep.instances.some((inst) => inst.every((v, i) => v === values[i]))) {
    throw new TypeError(
      `${ep.name}: no ${ep.path} for ${values.join("/")}; valid: ${ep.instances.map((i) => i.join("/")).join(", ")}`,
    );
  }
  return ep.vars.reduce((p, name, i) => p.replace(`{${name}}`, encodeURIComponent(values[i]!)), ep.path);
}

/** The members of `ep` at `path`: one function per JSON-RPC method, and `batch` when the endpoint takes batches. */
function endpointApi(ctx: ClientContext, ep: EndpointSpec, path: string): Record<string, unknown> {
  const url = ctx.base + path;
  const target: EndpointTarget = { ep, url, shown: redactUrl(url) };
  const out: Record<string, unknown> = {};
  for (const [member, route] of Object.entries(ep.methods)) out[member] = methodCaller(ctx, target, route);
  if (ep.batch !== undefined) out.batch = batchCaller(ctx, target);
  return out;
}

/** One client method: sends a single JSON-RPC call and resolves with its result, or throws its JsonRpcError. */
function methodCaller(
  ctx: ClientContext,
  target: EndpointTarget,
  [method, arity, mutates]: MethodRoute,
): (...args: unknown[]) => Promise<unknown> {
  return async (...args: unknown[]) => {
    const { params, call } = splitArgs(args, arity);
    const id = ctx.nextId();
    const wire = await post(ctx, target, { jsonrpc: "2.0", id, method, params }, method, call, !mutates);
    const settled = readAnswer(wire, method, target.shown, 200);
    if (!settled.ok) throw settled.error;
    if ((wire as Wire).id !== id)
      throw new ResponseValidationError(
        method,
        200,
        target.shown,
        `response id ${JSON.stringify((wire as Wire).id)} does not match request id ${id}`,
      );
    return settled.result;
  };
}

/**
 * A method's arguments: by-name methods (arity -1) take (params, options); positional ones take their params, then
 * options, and drop trailing undefined params (JSON would send them as null; omitted optional params stay omitted).
 */
function splitArgs(args: unknown[], arity: number): { params: unknown; call: CallOptions | undefined } {
  if (arity < 0) return { params: args[0] ?? {}, call: args[1] as CallOptions | undefined };
  const positional = args.slice(0, arity);
  while (positional.length && positional[positional.length - 1] === undefined) positional.pop();
  return { params: positional, call: args[arity] as CallOptions | undefined };
}

/** `batch(calls, options)`: sends the calls as one JSON-RPC batch and answers each, in the order of `calls`. */
function batchCaller(
  ctx: ClientContext,
  target: EndpointTarget,
): (calls: readonly BatchCall[], call?: CallOptions) => Promise<BatchResult<unknown>[]> {
  const { ep } = target;
  const byMethod = new Map(Object.values(ep.methods).map((m) => [m[0], m]));
  return async (calls: readonly BatchCall[], call?: CallOptions) => {
    const operation = `batch(${calls.map((c) => c.method).join(",")})`;
    if (calls.length === 0) return [];
    if (ep.batch && calls.length > ep.batch) throw new BatchTooLargeError(calls.length, ep.batch, operation);
    // The batch may be retried only when no call in it changes the node's state.
    let idempotent = true;
    const body = calls.map((c): RpcRequest => {
      const m = byMethod.get(c.method);
      if (!m) throw new TypeError(`${c.method} is not a method of ${ep.path}`);
      if (m[2]) idempotent = false;
      return { jsonrpc: "2.0", id: ctx.nextId(), method: c.method, params: c.params ?? (m[1] < 0 ? {} : []) };
    });
    const wire = await post(ctx, target, body, operation, call, idempotent);
    return readBatchAnswers(wire, body, operation, target.shown);
  };
}

/** Pairs the batch's answers with its calls by id. */
function readBatchAnswers(
  wire: unknown,
  body: readonly RpcRequest[],
  operation: string,
  shown: string,
): BatchResult<unknown>[] {
  if (!Array.isArray(wire)) {
    // A node answers a refused batch (too large, empty, or no batches at all) with one error object.
    const settled = readAnswer(wire, operation, shown, 200);
    if (!settled.ok) throw settled.error;
    throw new ResponseValidationError(operation, 200, shown, "expected an array answering the batch");
  }
  const byId = new Map(wire.filter(isObject).map((w) => [w.id, w]));
  return body.map((b) => {
    const w = byId.get(b.id);
    if (!w)
      throw new ResponseValidationError(
        operation,
        200,
        shown,
        `no answer to ${b.method} (id ${b.id}) in the batch response`,
      );
    return readAnswer(w, b.method, shown, 200);
  });
}

/** POSTs `body` as JSON through the transport and reads the JSON answer. */
async function post(
  ctx: ClientContext,
  target: EndpointTarget,
  body: unknown,
  operation: string,
  call: CallOptions | undefined,
  idempotent: boolean,
): Promise<unknown> {
  const request = new Request(target.url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  let response: Response;
  try {
    response = await ctx.transport.send(request, { ...call, idempotent: call?.idempotent ?? idempotent, operation });
  } catch (error) {
    throw withEnablingFlag(error, target.ep, operation);
  }
  return readJson(response, operation);
}

/** A 404 from a node usually means the API is switched off: the error then says which flag switches it on. */
function withEnablingFlag(error: unknown, ep: EndpointSpec, operation: string): unknown {
  if (!(error instanceof NotFoundError) || !ep.enabledBy) return error;
  return new NotFoundError({
    status: 404,
    body: error.body,
    rawBody: error.rawBody,
    request: { operation, method: error.method, url: error.url },
    requestId: error.requestId,
    message: `${error.message.trimEnd()} (is the API enabled? the node serves ${ep.path} only with ${ep.enabledBy})`,
  });
}

/** Reads one JSON-RPC response object: its result, or its error as a JsonRpcError (returned, not thrown). */
function readAnswer(wire: unknown, method: string, url: string, status: number): BatchResult<unknown> {
  if (!isObject(wire)) throw new ResponseValidationError(method, status, url, "expected a JSON-RPC response object");
  const { error } = wire as Wire;
  if (error !== undefined && error !== null) {
    if (!isObject(error) || typeof error.code !== "number" || typeof error.message !== "string") {
      throw new ResponseValidationError(method, status, url, "error is not a JSON-RPC error object {code, message}");
    }
    return {
      ok: false,
      error: new JsonRpcError({ code: error.code, message: error.message, data: error.data, method, url }),
    };
  }
  if (!("result" in wire))
    throw new ResponseValidationError(method, status, url, "neither result nor error in the JSON-RPC response");
  return { ok: true, result: wire.result };
}
