// One REST mock: our node:http server in front of Prism running in-process. Prism routes, validates the request
// (400 with the seed's body built from its violations) and negotiates Prefer scenarios; for operations with rules a
// deterministic, seeded data source produces the body unless the client forced a scenario.
import { createHash } from "node:crypto";
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { errorBody, HttpError } from "./errors.js";
import { isJsonContentType, MAX_BODY_BYTES, parseJsonBody, readBody, sendJson } from "./http.js";
import {
  createInstance,
  defaultMock,
  getHttpOperationsFromSpec,
  type MockComponent,
  type PrismConfig,
  type PrismLogger,
  type PrismOperation,
  type PrismRequest,
  type PrismResponse,
} from "./prism.js";
import { readScenario, type Scenario } from "./prefer.js";
import { coerce, matchPath, readOperations, type JsonSchema, type OperationInfo } from "./spec.js";
import { PageTokens } from "./tokens.js";
import { violationMessages } from "./violations.js";

import { READY_PATH } from "./ready.js";

export { READY_PATH };

export type LogLevel = "silent" | "error" | "warn" | "info" | "debug";
const LEVELS: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 };

export interface MockOptions {
  /** interface to bind; default 127.0.0.1 */
  host?: string;
  /** port; default 0 (any free port) */
  port?: number;
  /** seed of the generated data and of page-token signatures; default "avaspec" */
  seed?: string;
  /** clock in milliseconds since the epoch; default Date.now (inject one to test token expiry) */
  clock?: () => number;
  /** default "warn": only problems are logged */
  logLevel?: LogLevel;
  /** where log lines go; default stderr */
  log?: (line: string) => void;
  /** largest accepted request body in bytes; default 1 MiB */
  maxBodyBytes?: number;
}

export interface RunningMock {
  name: string;
  url: string;
  host: string;
  port: number;
  server: Server;
  close(): Promise<void>;
}

/** A list the mock pages through: `length` items, item `i` computed on demand. */
export interface Listing<T = unknown> {
  length: number;
  at(index: number): T;
}

export interface RuleRequest {
  op: OperationInfo;
  path: Record<string, string>;
  /** query parameters coerced to their schema types, defaults applied */
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body: unknown;
  /** Unix seconds the answer is computed for (fixed across the pages of one listing) */
  now: number;
}

export type RuleOutcome =
  | { status: number; body: unknown; headers?: Record<string, string> }
  | { list: Listing; envelope?: Record<string, unknown> };

export type Rule = (request: RuleRequest) => RuleOutcome;

export interface RuleContext {
  seed: string;
  operations: OperationInfo[];
  document: JsonSchema;
  clock: () => number;
}

export interface RestApiDefinition {
  name: string;
  /** assembled document, refs kept (what Prism loads) */
  document: JsonSchema;
  /** the same document, dereferenced (what the rules read) */
  dereferenced: JsonSchema;
  /** rules by operationId */
  rules(context: RuleContext): Record<string, Rule>;
  /** request headers copied to another name when that one is absent (e.g. x-glacier-api-key → x-data-api-key) */
  headerAliases?: Record<string, string>;
  /** error `message` as an array of strings (Metrics API, default) or one string (Data API) */
  messageStyle?: "array" | "string";
}

interface PerRequest {
  scenario?: Scenario;
  op?: OperationInfo;
}

export async function startRestMock(api: RestApiDefinition, options: MockOptions = {}): Promise<RunningMock> {
  const host = options.host ?? "127.0.0.1";
  const seed = options.seed ?? "avaspec";
  const clock = options.clock ?? Date.now;
  const level = LEVELS[options.logLevel ?? "warn"];
  const write = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const log = (at: LogLevel, message: string) => {
    if (LEVELS[at] <= level) write(`[${api.name}] ${at}: ${message}`);
  };
  const maxBody = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const asString = api.messageStyle === "string";
  const fail = (status: number, message: string | string[]) =>
    errorBody(status, asString && Array.isArray(message) ? message.join("; ") : message);

  const operations = readOperations(api.dereferenced);
  const byId = new Map(operations.map((o) => [o.operationId, o]));
  const rules = api.rules({ seed, operations, document: api.dereferenced, clock });
  for (const id of Object.keys(rules)) {
    if (!byId.has(id)) throw new Error(`${api.name}: a rule names operation "${id}", which the document does not have`);
  }
  const tokens = new PageTokens(seed);
  const prismOperations = await getHttpOperationsFromSpec(api.document);
  const opOf = (resource: PrismOperation): OperationInfo | undefined =>
    byId.get(String(resource.iid ?? "")) ??
    operations.find((o) => o.method === resource.method && o.path === resource.path);

  const states = new WeakMap<PrismRequest, PerRequest>();
  // For `Prefer: code=N` alone, the example of that response whose statusCode is N (Prism would otherwise take the
  // first example, which may come from a shared schema and show another status).
  const exampleForCode = new Map<string, string>();
  for (const op of operations) {
    const responses = (api.dereferenced.paths?.[op.path]?.[op.method]?.responses ?? {}) as Record<string, JsonSchema>;
    for (const [code, response] of Object.entries(responses)) {
      const examples = (response.content?.["application/json"]?.examples ?? {}) as Record<string, JsonSchema>;
      const match = Object.entries(examples).find(([, e]) => e?.value?.statusCode === Number(code));
      if (match) exampleForCode.set(`${op.method} ${op.path} ${code}`, match[0]);
    }
  }
  const opByRoute = (method: string, path: string) =>
    operations.find((o) => o.method === method && o.pathPattern.test(path));

  const runRule = (op: OperationInfo, rule: Rule, input: PrismRequest): PrismResponse => {
    const path = matchPath(op, input.url.path) ?? {};
    const query: Record<string, unknown> = {};
    for (const p of op.parameters) {
      if (p.in === "query") {
        const raw = lookup(input.url.query, p.name);
        const value = coerce(p.schema, raw);
        if (
          (p.schema.type === "integer" || p.schema.type === "number") &&
          value !== undefined &&
          !Number.isSafeInteger(value) &&
          !(p.schema.type === "number" && Number.isFinite(value))
        ) {
          throw new HttpError(400, [
            `${p.name} must be ${p.schema.type === "integer" ? "an integer number" : "a number"} within the safe range`,
          ]);
        }
        if (value !== undefined) query[p.name] = value;
      }
    }
    const realNow = Math.floor(clock() / 1000);
    let now = realNow;
    let start = 0;
    const pagination = op.pagination;
    let fingerprint = "";
    if (!pagination && typeof query.pageToken === "string") {
      // the operation takes a pageToken but never issues one (e.g. GET /v1/avg_tps): every token is unknown
      throw new HttpError(400, ["pageToken is unknown: this operation never issues page tokens"]);
    }
    if (pagination) {
      fingerprint = fingerprintOf(op, path, query, input.body, pagination.pageSize?.name);
      const token = query.pageToken;
      if (typeof token === "string") {
        const check = tokens.check(token, op.operationId, fingerprint, realNow, pagination.tokenTtlSeconds);
        if (!check.ok) throw new HttpError(400, [check.message]);
        now = check.state.now;
        start = check.state.at;
      }
    }
    const outcome = rule({ op, path, query, headers: input.headers, body: input.body, now });
    if (!("list" in outcome)) {
      return {
        statusCode: outcome.status,
        headers: { ...outcome.headers, "content-type": "application/json" },
        body: outcome.body,
      };
    }
    if (!pagination)
      throw new Error(`${op.operationId}: a rule returned a listing for an operation that is not paginated`);
    const size = pagination.pageSize ? Number(query[pagination.pageSize.name] ?? pagination.pageSize.default) : 100;
    const end = Math.min(outcome.list.length, start + size);
    const items: unknown[] = [];
    for (let i = start; i < end; i++) items.push(outcome.list.at(i));
    const body: Record<string, unknown> = {};
    if (end < outcome.list.length) {
      body.nextPageToken = tokens.issue({ op: op.operationId, fp: fingerprint, at: end, now, iat: realNow });
    }
    Object.assign(body, outcome.envelope, { [pagination.itemsKey]: items });
    return { statusCode: 200, headers: { "content-type": "application/json" }, body };
  };

  const mock: MockComponent = (args) => (logger) => {
    const state = states.get(args.input.data);
    const op = opOf(args.resource);
    if (state) state.op = op;
    const invalid = args.input.validations.some((v) => v.severity === 0);
    const forced =
      state?.scenario &&
      (state.scenario.code !== undefined || state.scenario.exampleKey !== undefined || state.scenario.dynamic === true);
    const rule = op ? rules[op.operationId] : undefined;
    if (invalid || forced || !op || !rule) return defaultMock(args)(logger);
    try {
      return { _tag: "Right", right: runRule(op, rule, args.input.data) };
    } catch (error) {
      if (error instanceof HttpError) {
        return {
          _tag: "Right",
          right: {
            statusCode: error.statusCode,
            headers: { ...error.headers, "content-type": "application/json" },
            body: fail(error.statusCode, error.messages),
          },
        };
      }
      log("error", `rule for ${op.operationId} failed: ${(error as Error)?.stack ?? error}`);
      return {
        _tag: "Right",
        right: {
          statusCode: 500,
          headers: { "content-type": "application/json" },
          body: fail(500, "the mock's data source failed; see the mock's log"),
        },
      };
    }
  };

  const prismLogger = makePrismLogger(level >= LEVELS.debug ? (m) => log("debug", m) : undefined);
  const prism = createInstance(
    {
      validateRequest: true,
      validateResponse: false,
      checkSecurity: true,
      errors: false,
      isProxy: false,
      mock: { dynamic: false },
    },
    { logger: prismLogger, mock },
  );

  const allowedMethods = (path: string): string[] =>
    operations.filter((o) => o.pathPattern.test(path)).map((o) => o.method.toUpperCase());

  async function answer(
    input: PrismRequest,
    scenario: Scenario | undefined,
  ): Promise<{ status: number; body: unknown; headers: Record<string, string> }> {
    const state: PerRequest = { scenario };
    states.set(input, state);
    if (scenario?.code !== undefined && scenario.exampleKey === undefined) {
      const op = opByRoute(input.method, input.url.path);
      const key = op && exampleForCode.get(`${op.method} ${op.path} ${scenario.code}`);
      if (key) scenario.exampleKey = key;
    }
    const config: Partial<PrismConfig> = {
      mock: { dynamic: scenario?.dynamic ?? false, code: scenario?.code, exampleKey: scenario?.exampleKey, seed },
    };
    const result = await prism.request(input, prismOperations, config)();
    if (result._tag === "Left") {
      const e = result.left;
      const name = String(e.name ?? "");
      const method = input.method.toUpperCase();
      if (
        name.endsWith("NO_PATH_MATCHED_ERROR") ||
        name.endsWith("NO_SERVER_MATCHED_ERROR") ||
        name.endsWith("NO_RESOURCE_PROVIDED_ERROR")
      ) {
        return { status: 404, body: fail(404, `Cannot ${method} ${input.url.path}`), headers: {} };
      }
      if (name.endsWith("NO_METHOD_MATCHED_ERROR")) {
        const allow = allowedMethods(input.url.path);
        return {
          status: 405,
          body: fail(405, `Method ${method} is not allowed on ${input.url.path}; allowed: ${allow.join(", ")}`),
          headers: { allow: allow.join(", ") },
        };
      }
      if (scenario && name.endsWith("#NOT_FOUND")) {
        const op = state.op;
        const declared = op ? ` (declared: ${op.statuses.join(", ")})` : "";
        return {
          status: 400,
          body: fail(400, `Prefer cannot be met: ${e.detail ?? e.message}${declared}`),
          headers: {},
        };
      }
      const status = typeof e.status === "number" && e.status >= 400 && e.status < 600 ? e.status : 500;
      if (status >= 500) log("error", `prism failed on ${method} ${input.url.path}: ${e.detail ?? e.message}`);
      return { status, body: fail(status, e.detail ?? e.message ?? "error"), headers: {} };
    }
    const { output, validations } = result.right;
    const errors = validations.input.filter((v) => v.severity === 0);
    const headers = normaliseHeaders(output.headers);
    if (errors.length > 0) {
      const status = output.statusCode >= 400 && output.statusCode < 500 ? output.statusCode : 400;
      return { status, body: fail(status, violationMessages(errors, state.op)), headers: dropContentHeaders(headers) };
    }
    const body = output.body as { statusCode?: unknown } | undefined;
    if (
      output.statusCode >= 400 &&
      body &&
      typeof body === "object" &&
      "statusCode" in body &&
      body.statusCode !== output.statusCode
    ) {
      // an error example borrowed from another status: answer this status's error body instead
      return {
        status: output.statusCode,
        body: fail(
          output.statusCode,
          `${STATUS_CODES[output.statusCode] ?? "Error"} (scenario asked for with Prefer; the document has no example for ${output.statusCode})`,
        ),
        headers,
      };
    }
    return { status: output.statusCode, body: output.body, headers };
  }

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const method = (req.method ?? "GET").toLowerCase();
    const rawUrl = req.url ?? "/";
    if (!rawUrl.startsWith("/")) {
      sendJson(res, 400, fail(400, "request target must be a path"));
      return;
    }
    const url = new URL(`http://mock${rawUrl}`);
    const origin = req.headers.origin;
    if (origin !== undefined) {
      // browsers (partner front ends) may call the mock from any origin, as with `prism mock`
      res.setHeader("access-control-allow-origin", origin || "*");
      res.setHeader("access-control-allow-credentials", "true");
      res.setHeader("access-control-expose-headers", "*");
      if (method === "options" && req.headers["access-control-request-method"]) {
        res.setHeader("access-control-allow-methods", allowedMethods(url.pathname).join(", ") || "GET, POST");
        res.setHeader("access-control-allow-headers", req.headers["access-control-request-headers"] ?? "*");
        res.setHeader("vary", "origin");
        res.writeHead(204, { "content-length": "0" });
        res.end();
        return;
      }
    }
    if (url.pathname === READY_PATH) {
      if (method === "get" || method === "head") sendJson(res, 200, { ready: true });
      else
        sendJson(
          res,
          405,
          fail(405, `Method ${method.toUpperCase()} is not allowed on ${READY_PATH}; allowed: GET, HEAD`),
          { allow: "GET, HEAD" },
        );
      return;
    }
    const headers = copyHeaders(req, api.headerAliases);
    let body: unknown;
    if (method !== "get" && method !== "head" && method !== "delete" && method !== "options") {
      const read = await readBody(req, maxBody);
      if (read.bytes > 0) {
        headers["content-length"] = String(read.bytes);
        body = isJsonContentType(headers["content-type"]) ? parseJsonBody(read.text) : read.text;
      } else {
        headers["content-length"] = "0";
      }
    } else {
      delete headers["content-length"];
      delete headers["transfer-encoding"];
      // bodies on GET-like requests are ignored, as the deployed services do
      req.resume();
    }
    const query = Object.create(null) as Record<string, string | string[]>;
    for (const key of new Set(url.searchParams.keys())) {
      if (key === "__proto__" || key === "constructor" || key === "prototype") continue;
      const all = url.searchParams.getAll(key);
      query[key] = all.length === 1 ? all[0]! : all;
    }
    hoistBodyQuery(operations, method, url.pathname, body, query);
    const scenario = readScenario(headers.prefer, query);
    // HEAD is answered as GET (Node sends the status and headers only)
    const input: PrismRequest = {
      method: method === "head" ? "get" : method,
      url: { path: url.pathname, query: { ...query } },
      headers,
      body,
    };
    const out = await answer(input, scenario);
    log("info", `${method.toUpperCase()} ${rawUrl} -> ${out.status}`);
    sendJson(res, out.status, out.body, out.headers);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof HttpError) {
        sendJson(res, error.statusCode, fail(error.statusCode, error.messages), error.headers);
        return;
      }
      log("error", `unexpected failure on ${req.method} ${req.url}: ${(error as Error)?.stack ?? error}`);
      sendJson(res, 500, fail(500, "the mock failed unexpectedly; see the mock's log"));
    });
  });
  server.requestTimeout = 30_000;
  server.headersTimeout = 20_000;
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    // malformed HTTP (bad framing, oversized headers): answer in the seed's body too, then close
    log("debug", `client error: ${error.message}`);
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
    const text = JSON.stringify(
      fail(status, status === 431 ? "request headers are too large" : `malformed HTTP request: ${error.message}`),
    );
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json\r\nconnection: close\r\ncontent-length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
    );
  });

  // Warm up in-process before listening: the document must load in Prism and answer a request.
  await warmUp(operations, answer);

  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once("error", onError);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", onError);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const urlHost = address.family === "IPv6" ? `[${address.address}]` : address.address;
  let closing: Promise<void> | undefined;
  return {
    name: api.name,
    host: address.address,
    port: address.port,
    url: `http://${urlHost}:${address.port}`,
    server,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

async function warmUp(
  operations: OperationInfo[],
  answer: (input: PrismRequest, scenario: Scenario | undefined) => Promise<{ status: number }>,
): Promise<void> {
  const op = operations.find((o) => o.method === "get");
  if (!op) return;
  const path = op.path.replace(/\{[^}]+\}/g, "x");
  await answer({ method: "get", url: { path, query: {} }, headers: {} }, undefined);
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

function lookup(query: Record<string, string | string[]>, name: string): string | string[] | undefined {
  const direct = query[name];
  if (direct !== undefined) return direct;
  const lower = name.toLowerCase();
  for (const [k, v] of Object.entries(query)) if (k.toLowerCase() === lower) return v;
  return undefined;
}

function fingerprintOf(
  op: OperationInfo,
  path: Record<string, string>,
  query: Record<string, unknown>,
  body: unknown,
  pageSizeName?: string,
): string {
  const q = Object.entries(query)
    .filter(([k]) => k !== "pageToken" && k !== pageSizeName)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash("sha256")
    .update(JSON.stringify([op.operationId, path, q, body ?? null]))
    .digest("base64url")
    .slice(0, 16);
}

function copyHeaders(req: IncomingMessage, aliases: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || key === "__proto__" || key === "accept") continue;
    out[key] = Array.isArray(value) ? value.join(", ") : value;
  }
  for (const [from, to] of Object.entries(aliases ?? {})) {
    if (out[from] !== undefined && out[to] === undefined) out[to] = out[from]!;
  }
  return out;
}

function normaliseHeaders(headers: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers ?? {})) {
    if (v === null || v === undefined) continue;
    out[k.toLowerCase()] = String(v);
  }
  return out;
}

function dropContentHeaders(headers: Record<string, string>): Record<string, string> {
  const { "content-type": _ct, ...rest } = headers;
  return rest;
}

function makePrismLogger(sink: ((message: string) => void) | undefined): PrismLogger {
  const noop = () => {};
  const emit = sink
    ? (...args: unknown[]) =>
        sink(
          args
            .map((a) => (typeof a === "string" ? a : ""))
            .filter(Boolean)
            .join(" "),
        )
    : noop;
  const logger: PrismLogger = {
    trace: noop,
    debug: emit,
    info: emit,
    success: emit,
    start: emit,
    warn: emit,
    error: emit,
    fatal: emit,
    child: () => logger,
  };
  return logger;
}
