// The REST engine of one API (metrics, data): turns a MockRequest into Prism's request, answers it through the
// Prism bridge and the API's rules, and lists what the document declares for fault rules and scenarios.
import type {
  ApiEngine,
  ApiName,
  CatalogueEntry,
  ForcedAnswer,
  MockRequest,
  MockResponse,
  Target,
} from "../server/exchange.js";
import { MAX_BODY_BYTES } from "../server/body.js";
import { type BridgeAnswer, createPrismBridge, type PrismBridge } from "./bridge.js";
import { type ErrorBody, errorBody, HttpError } from "./errors.js";
import { isJsonContentType, parseJsonBody } from "./http.js";
import { requestFaults } from "./limits.js";
import { readScenario, type Scenario } from "./prefer.js";
import { getHttpOperationsFromSpec, type PrismRequest } from "./prism.js";
import type { RestApiDefinition } from "./rules.js";
import { createRuleRunner } from "./runner.js";
import { type JsonSchema, type OperationInfo, readOperations } from "./spec.js";

export type EngineLog = (level: "error" | "warn" | "info" | "debug", message: string) => void;

export interface RestEngineOptions {
  /** seed of the generated data and of page-token signatures; default "avaspec" */
  seed?: string;
  /** clock in milliseconds since the epoch; default Date.now */
  clock?: () => number;
  /** largest accepted request body in bytes; default 1 MiB */
  maxBodyBytes?: number;
  log?: EngineLog;
  /** pass Prism's own log lines to `log` at debug level */
  verbose?: boolean;
}

export interface RestEngine extends ApiEngine {
  readonly name: string;
  readonly operations: readonly OperationInfo[];
  /** answers one GET in-process: proves the document loads in Prism and answers */
  warmUp(): Promise<void>;
}

/** Methods whose bodies the deployed services ignore. */
const BODILESS = new Set(["get", "head", "delete", "options"]);

export async function createRestEngine(api: RestApiDefinition, options: RestEngineOptions = {}): Promise<RestEngine> {
  const seed = options.seed ?? "avaspec";
  const clock = options.clock ?? Date.now;
  const log: EngineLog = options.log ?? (() => {});
  const asString = api.messageStyle === "string";
  const fail = (status: number, message: string | string[]) =>
    errorBody(status, asString && Array.isArray(message) ? message.join("; ") : message);

  const operations = readOperations(api.dereferenced);
  const known = new Set(operations.map((o) => o.operationId));
  const rules = api.rules({ seed, operations, document: api.dereferenced, clock });
  for (const id of Object.keys(rules)) {
    if (!known.has(id))
      throw new Error(`${api.name}: a rule names operation "${id}", which the document does not have`);
  }
  const bridge = createPrismBridge({
    dereferenced: api.dereferenced,
    operations,
    prismOperations: await getHttpOperationsFromSpec(api.document),
    rules,
    runRule: createRuleRunner(seed, clock),
    seed,
    fail,
    log,
    verbose: options.verbose ?? false,
  });
  const route = (method: string, path: string) =>
    operations.find((o) => o.method === method && o.pathPattern.test(path));
  const allowedMethods = (path: string): string[] =>
    operations.filter((o) => o.pathPattern.test(path)).map((o) => o.method.toUpperCase());
  const catalogue = restCatalogue(api.dereferenced, operations);

  const context: AnswerContext = { api, operations, bridge, fail, allowedMethods };
  return {
    api: api.name as ApiName,
    name: api.name,
    kind: "rest",
    operations,
    maxBodyBytes: options.maxBodyBytes ?? MAX_BODY_BYTES,
    identify(request: MockRequest): Target {
      const method = request.method === "HEAD" ? "get" : request.method.toLowerCase();
      const op = route(method, prismPath(request.rawUrl));
      return { operations: op ? [op.operationId] : [] };
    },
    answer: (request, forced) => answerRequest(context, request, forced),
    catalogue: () => catalogue,
    transportError: (status, message) => ({
      status,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(fail(status, message)),
    }),
    reset() {
      // stateless: data is a pure function of (seed, request, clock); page tokens carry their own state
    },
    async warmUp() {
      const op = operations.find((o) => o.method === "get");
      if (!op) return;
      await bridge(
        { method: "get", url: { path: op.path.replace(/\{[^}]+\}/g, "x"), query: {} }, headers: {} },
        undefined,
      );
    },
  };
}

interface AnswerContext {
  api: RestApiDefinition;
  operations: OperationInfo[];
  bridge: PrismBridge;
  fail(status: number, message: string | string[]): ErrorBody;
  allowedMethods(path: string): string[];
}

const respond = (answer: BridgeAnswer): MockResponse => ({
  status: answer.status,
  headers: { ...answer.headers, "content-type": "application/json" },
  body: answer.body === undefined ? "" : JSON.stringify(answer.body),
});

/** The engine's answer: CORS, then Prism's request through the bridge; HttpErrors become the seed's body. */
async function answerRequest(
  context: AnswerContext,
  request: MockRequest,
  forced?: ForcedAnswer,
): Promise<MockResponse> {
  const { api, operations, bridge, fail, allowedMethods } = context;
  const method = request.method.toLowerCase();
  const path = prismPath(request.rawUrl);
  const cors = corsHeaders(request);
  if (cors && method === "options" && request.headers["access-control-request-method"]) {
    cors["access-control-allow-methods"] = allowedMethods(path).join(", ") || "GET, POST";
    cors["access-control-allow-headers"] = request.headers["access-control-request-headers"] ?? "*";
    cors.vary = "origin";
    return { status: 204, headers: { ...cors, "content-length": "0" }, body: "" };
  }
  let out: MockResponse;
  try {
    const input = prismRequest(request, method, path, api, operations);
    out = respond(await bridge(input, scenarioOf(forced, input)));
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    out = respond({ status: error.statusCode, body: fail(error.statusCode, error.messages), headers: error.headers });
  }
  if (cors) Object.assign(out.headers, cors);
  return out;
}

/** The pathname Prism routes: percent-encoded as received (Prism decodes it once), dot segments resolved. */
function prismPath(rawUrl: string): string {
  return new URL(`http://mock${rawUrl}`).pathname;
}

/** Browsers (partner front ends) may call the mock from any origin, as with `prism mock`. */
function corsHeaders(request: MockRequest): Record<string, string> | undefined {
  const origin = request.headers.origin;
  if (origin === undefined) return undefined;
  return {
    "access-control-allow-origin": origin || "*",
    "access-control-allow-credentials": "true",
    "access-control-expose-headers": "*",
  };
}

function prismRequest(
  request: MockRequest,
  method: string,
  path: string,
  api: RestApiDefinition,
  operations: OperationInfo[],
): PrismRequest {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(request.headers)) if (key !== "accept") headers[key] = value;
  for (const [from, to] of Object.entries(api.headerAliases ?? {})) {
    if (headers[from] !== undefined && headers[to] === undefined) headers[to] = headers[from]!;
  }
  let body: unknown;
  if (!BODILESS.has(method)) {
    const bytes = request.body.length;
    headers["content-length"] = String(bytes);
    if (bytes > 0) {
      const text = request.body.toString("utf8");
      body = isJsonContentType(headers["content-type"]) ? parseJsonBody(text) : text;
    }
  } else {
    // bodies on GET-like requests are ignored, as the deployed services do
    delete headers["content-length"];
    delete headers["transfer-encoding"];
  }
  const query = Object.assign(Object.create(null), request.query) as Record<string, string | string[]>;
  hoistBodyQuery(operations, method, path, body, query);
  // bounded work: blank parameters and oversized bodies are refused before Prism validates them (limits.ts)
  const op = operations.find((o) => o.method === (method === "head" ? "get" : method) && o.pathPattern.test(path));
  const faults = op ? requestFaults(op, path, query, body) : [];
  if (faults.length > 0) throw new HttpError(400, faults);
  // HEAD is answered as GET (the host sends the status and headers only); the signal reaches the rules
  const input = { method: method === "head" ? "get" : method, url: { path, query: { ...query } }, headers, body };
  return { ...input, signal: request.signal };
}

/** A forced answer (fault rule, scenario step) wins over the request's own Prefer header. */
function scenarioOf(forced: ForcedAnswer | undefined, input: PrismRequest): Scenario | undefined {
  if (forced && "status" in forced) return { code: forced.status };
  if (forced && "example" in forced) return { exampleKey: forced.example };
  if (forced && "error" in forced) throw new HttpError(500, forced.error.message);
  return readScenario(input.headers.prefer, input.url.query);
}

/**
 * Tolerance (DEVIATIONS M4): query parameters sent inside a closed JSON body (the deployed composite query takes
 * pageToken/pageSize in the body) are moved to the query string, when the query does not carry them already.
 */
function hoistBodyQuery(
  operations: OperationInfo[],
  method: string,
  path: string,
  body: unknown,
  query: Record<string, string | string[]>,
): void {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return;
  const op = operations.find((o) => o.method === method && o.pathPattern.test(path));
  const schema = op?.requestBodySchema;
  if (!op || !schema || schema.additionalProperties !== false) return;
  const record = body as Record<string, unknown>;
  for (const p of op.parameters) {
    if (p.in !== "query" || !(p.name in record) || (schema.properties && p.name in schema.properties)) continue;
    const value = record[p.name];
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      if (query[p.name] === undefined) query[p.name] = String(value);
      delete record[p.name];
    }
  }
}

/** Every operation with its declared statuses and the example names of each status. */
function restCatalogue(document: JsonSchema, operations: OperationInfo[]): CatalogueEntry[] {
  return operations.map((op) => {
    const responses = (document.paths?.[op.path]?.[op.method]?.responses ?? {}) as Record<string, JsonSchema>;
    const examples: Record<string, string[]> = {};
    for (const [code, response] of Object.entries(responses)) {
      const named = Object.keys(response.content?.["application/json"]?.examples ?? {});
      if (named.length > 0) examples[code] = named;
    }
    const statuses = op.statuses.filter((s) => /^\d{3}$/.test(s)).map(Number);
    return { id: op.operationId, statuses, examples };
  });
}
