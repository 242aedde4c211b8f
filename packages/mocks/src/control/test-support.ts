// Engines for the control plane's unit tests: small catalogues, answers that say how they were made, so a test
// can tell the mock's own answer from a forced one without the real Prism or node engines.
import {
  type ApiEngine,
  type CatalogueEntry,
  type ForcedAnswer,
  type MockRequest,
  type MockResponse,
  onAbortOf,
  type Route,
  type RpcCall,
  routeNaming,
} from "../server/exchange.js";
import { utf8Text } from "../server/bytes.js";

const REST_CATALOGUE: CatalogueEntry[] = [
  {
    id: "getChain",
    statuses: [200, 400, 404, 429, 500, 503],
    examples: { "200": ["cChain"], "404": ["chainNotFound"], "429": ["rateLimited"] },
    parameters: { path: ["chainId"], query: [], header: ["x-data-api-key"] },
    body: false,
  },
  {
    id: "listChains",
    statuses: [200, 400, 503],
    examples: { "200": ["lastPage", "withNextPage"] },
    parameters: { path: [], query: ["pageSize", "pageToken"], header: [] },
    body: true,
  },
];

const NODE_CATALOGUE: CatalogueEntry[] = [
  {
    id: "eth_feeConfig",
    statuses: [200],
    examples: { "200": ["latest"] },
    errorCodes: [-32602, -32000],
    params: { names: ["blk"], byPosition: true },
  },
  {
    id: "admin.alias",
    statuses: [200],
    examples: { "200": ["alias the X-Chain API"] },
    errorCodes: [-32000],
    params: { names: ["endpoint", "alias"], byPosition: false },
  },
];

export interface FakeEngine extends ApiEngine {
  /** how many times reset() ran */
  resets: number;
  answered: Array<ForcedAnswer | undefined>;
}

export function fakeEngine(kind: "rest" | "jsonrpc", catalogue?: CatalogueEntry[]): FakeEngine {
  const entries = catalogue ?? (kind === "rest" ? REST_CATALOGUE : NODE_CATALOGUE);
  const engine: FakeEngine = {
    api: kind === "rest" ? "metrics" : "node",
    kind,
    maxBodyBytes: 1024 * 1024,
    resets: 0,
    answered: [],
    identify(request: MockRequest): Route {
      let body: unknown;
      try {
        body = request.body.length ? (JSON.parse(utf8Text(request.body)) as unknown) : undefined;
      } catch {
        body = utf8Text(request.body);
      }
      if (kind === "rest") {
        const chainId = /^\/v1\/chains\/([^/]+)$/.exec(request.path)?.[1];
        const id = request.path === "/v1/chains" ? "listChains" : chainId !== undefined ? "getChain" : "";
        return { ...routeNaming(id ? [id] : []), pathParams: chainId === undefined ? {} : { chainId }, body };
      }
      // as the node's dispatcher: each element of the body that names a method is a call, the element itself
      const calls = (Array.isArray(body) ? body : [body]).filter(
        (m): m is RpcCall => typeof (m as { method?: unknown } | null)?.method === "string",
      );
      return {
        ...routeNaming(
          calls.map((c) => c.method),
          "rpc",
        ),
        body,
        calls,
      };
    },
    async answer(_request, _route, forced) {
      engine.answered.push(forced);
      const how = forced === undefined ? "own" : JSON.stringify(forced);
      const status = forced && "status" in forced ? forced.status : 200;
      return {
        status,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ how, statusCode: status, padding: "x".repeat(20) }),
      };
    },
    catalogue: () => entries,
    transportError(status, message): MockResponse {
      return kind === "rest"
        ? {
            status,
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ message, statusCode: status }),
          }
        : { status, headers: { "content-type": "text/plain; charset=utf-8" }, body: `${message}\n` };
    },
    reset() {
      engine.resets++;
    },
  };
  return engine;
}

let received = 1_700_000_000_000;

/** A request as the host would hand it over. */
export function fakeRequest(init: Partial<MockRequest> & { json?: unknown } = {}): MockRequest {
  const { json, ...rest } = init;
  const body = json === undefined ? (rest.body ?? Buffer.alloc(0)) : Buffer.from(JSON.stringify(json));
  const signal = rest.signal ?? new AbortController().signal;
  return {
    method: "GET",
    rawUrl: rest.path ?? "/",
    path: "/",
    query: {},
    headers: json === undefined ? {} : { "content-type": "application/json" },
    remoteAddress: "127.0.0.1",
    receivedAt: received++,
    signal,
    onAbort: onAbortOf(signal),
    ...rest,
    body,
  };
}

/** A route naming these operations (or methods) and a request, as the plane hands them to rules and scenarios. */
export function aimedAt(operations: readonly string[]): [Route, MockRequest] {
  return [routeNaming(operations), fakeRequest()];
}
