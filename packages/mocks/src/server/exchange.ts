// The seam of the mocks: what the HTTP host hands to the layers (control plane, proxy) and to an API engine, and
// what they hand back. The host does the transport (bounded body, percent-decoding, readiness, /__avaspec/ routes);
// an engine answers one API (metrics, data: compiled from the document + rules; node: the JSON-RPC dispatcher);
// layers wrap the engine.

export type ApiName = "metrics" | "data" | "node";

/** One HTTP request, read whole (the host has already refused oversized bodies and malformed encodings). */
export interface MockRequest {
  /** upper-case HTTP method */
  readonly method: string;
  /** the request target as received */
  readonly rawUrl: string;
  /** the percent-decoded pathname */
  readonly path: string;
  /** decoded query parameters; a repeated name gives an array */
  readonly query: Readonly<Record<string, string | string[]>>;
  /** lower-case names; repeated headers joined with ", " */
  readonly headers: Readonly<Record<string, string>>;
  /** raw body bytes (empty when none); the node:http host hands a Buffer, other adapters any Uint8Array */
  readonly body: Uint8Array;
  readonly remoteAddress: string;
  /** ms since the epoch, when the host received the request */
  readonly receivedAt: number;
  /** aborted when the client goes away or the request exceeds its time budget: stop working on it */
  readonly signal: AbortSignal;
  /**
   * Calls `listener` once when the request is aborted (as `signal` would), and returns what removes it. The signal's
   * cheap sibling for the per-request hot path (the proxy): no AbortController, no event target.
   */
  onAbort(listener: (reason: unknown) => void): () => void;
}

/** `MockRequest.onAbort` over an AbortSignal (for requests made outside the host, e.g. in tests). */
export function onAbortOf(signal: AbortSignal): MockRequest["onAbort"] {
  return (listener) => {
    if (signal.aborted) {
      listener(signal.reason);
      return () => {};
    }
    const onAbort = () => listener(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    return () => signal.removeEventListener("abort", onAbort);
  };
}

/** A transport-level fault the host carries out instead of sending a response. */
export type TransportAction = "reset" | "hang";

export interface MockResponse {
  status: number;
  /** lower-case names */
  headers: Record<string, string>;
  /** exact bytes sent (a string is sent as UTF-8) */
  body: string | Uint8Array;
  /** drop the connection ("reset") or never answer until the client gives up ("hang") */
  action?: TransportAction;
  /** how this answer breaks the contract, when the server knows (kept in the journal; never sent) */
  violations?: readonly string[];
}

/**
 * A request as its engine routed it, once (`ApiEngine.identify`): what it is aimed at and what was read from it on
 * the way. The host hands it to the layers (control plane, proxy) and back to the engine's `answer`, so nothing
 * routes or parses a request twice.
 */
export interface Route {
  /** REST: the routed operationId (none for an unknown path). Node: the JSON-RPC method of each call */
  readonly operations: readonly string[];
  /** node: the endpoint name from x-avaspec-endpoints (e.g. "admin", "index/X/tx", "rpc") */
  readonly endpoint?: string;
  /** REST: the route's path parameters, percent-decoded ({} when none or unrouted) */
  readonly pathParams: Readonly<Record<string, string>>;
  /** the body as read: a JSON value, text, or undefined (REST: ignored bodies of GET-like methods are undefined) */
  readonly body: unknown;
  /**
   * node: the JSON-RPC calls of the body, in order (a batch gives several; an unparseable body gives none). Each is
   * the element of the parsed body itself, so a forced answer can name the calls it replaces (`ForcedAnswer.calls`).
   */
  readonly calls: readonly RpcCall[];
  /** why the request is refused as sent (REST: the 400 lines), empty when it is well formed */
  readonly faults: readonly string[];
  /**
   * REST: the request is invalid and the validators that write its 400 are loading (a module loaded on first
   * need); `faults` is not known yet. Await it, then route the request again.
   */
  readonly pending?: Promise<void>;
}

/** A route that names these operations (or methods) and nothing else: for engines that route by name alone. */
export function routeNaming(operations: readonly string[], endpoint?: string): Route {
  return endpoint === undefined ? { ...NO_ROUTE, operations } : { ...NO_ROUTE, operations, endpoint };
}

/** One JSON-RPC call of a request body. */
export interface RpcCall {
  readonly method: string;
  readonly params: unknown;
  /** absent for a notification */
  readonly id?: unknown;
}

/** A route that names nothing (unknown path, unreadable body). */
export const NO_ROUTE: Route = Object.freeze({
  operations: Object.freeze([]) as readonly string[],
  pathParams: Object.freeze({}),
  body: undefined,
  calls: Object.freeze([]) as readonly RpcCall[],
  faults: Object.freeze([]) as readonly string[],
});

/** An answer chosen by a fault rule or a scenario step instead of the engine's own. */
export type ForcedAnswer =
  /** a status the operation declares, with its declared body (REST: Prism's `Prefer: code=N`) */
  (
    | { status: number }
    /** a named example of the operation (REST: `Prefer: example=<name>`; node: an example pairing of the method) */
    | { example: string }
    /** node: a JSON-RPC error with HTTP 200, as the node sends one; answered per element of a batch */
    | { error: { code: number; message: string; data?: unknown } }
  ) & {
    /**
     * node: the calls of the route (`Route.calls`, by identity) an example or error replaces; the others get the
     * mock's own answer. Absent: every call.
     */
    readonly calls?: ReadonlySet<RpcCall>;
  };

/** One operation (REST) or method (node) as the spec declares it: what fault rules and scenarios may ask for. */
export interface CatalogueEntry {
  /** operationId, or JSON-RPC method name */
  id: string;
  /** REST: declared response statuses. Node: [200] (JSON-RPC errors travel in HTTP 200) */
  statuses: number[];
  /** example names; REST: by status (`{"200": ["default", "withNextPage"], "404": [...]}`) */
  examples: Record<string, string[]>;
  /** node: declared JSON-RPC error codes (from the method's `errors`) */
  errorCodes?: number[];
  /** REST: the names of the operation's path, query and header parameters (headers lower-case, apiKey ones too) */
  parameters?: { path: readonly string[]; query: readonly string[]; header: readonly string[] };
  /** REST: whether the operation takes a request body */
  body?: boolean;
  /** node: the method's param names in order, and whether a call passes them by position (geth) or by name */
  params?: { names: readonly string[]; byPosition: boolean };
}

export interface ApiEngine {
  readonly api: ApiName;
  readonly kind: "rest" | "jsonrpc";
  /** routes the request once: its operation(s) or method(s), path parameters, parsed body, faults; never throws */
  identify(request: MockRequest): Route;
  /**
   * The mock's answer to a request routed by `identify`, or the forced one; never throws for bad input (answers a
   * declared error instead). A route made by another engine (the engine was swapped on reload) is made again.
   */
  answer(request: MockRequest, route: Route, forced?: ForcedAnswer): Promise<MockResponse>;
  /** every operation or method, as declared */
  catalogue(): readonly CatalogueEntry[];
  /** a transport error in this API's own form (REST: the seed's JSON body; node: plain text) */
  transportError(status: number, message: string): MockResponse;
  /** largest accepted request body in bytes */
  readonly maxBodyBytes: number;
  /**
   * back to the start state (node: aliases, logger levels, profiler); a promise when it finishes later (local mode:
   * the network's return to genesis), which the answer to a reset waits for
   */
  reset(): void | Promise<void>;
  /** gives back what the engine holds once its server closed (local mode: interval mining, the state file) */
  close?(): Promise<void>;
}

/** Produces the answer for a request; the innermost one is the engine (or the proxy / replay answerer). */
export type Answerer = (request: MockRequest, route: Route) => Promise<MockResponse>;

/** Middleware around the answerer: control plane (journal, rate limit, latency, faults, scenarios), proxy checks. */
export type Layer = (request: MockRequest, route: Route, next: Answerer) => Promise<MockResponse>;

/** Handles requests under /__avaspec/ (besides the readiness path, which the host answers itself). */
export interface ControlRoute {
  method: "GET" | "POST" | "DELETE";
  /** path under the prefix, e.g. "/__avaspec/faults" */
  path: string;
  /** one line for `GET /__avaspec/` and the README */
  description: string;
  handle(request: MockRequest): Promise<MockResponse> | MockResponse;
}

export const CONTROL_PREFIX = "/__avaspec/";

/** Readiness path every avaspec mock answers with 200 `{"ready":true}` once it serves requests (the only one). */
export const READY_PATH = `${CONTROL_PREFIX}ready`;
