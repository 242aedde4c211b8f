// createRpcChecker: one OpenRPC document in; checkRequest and checkExchange (batches element by element) out.
import { isDeepStrictEqual } from "node:util";
import { bodyText, cap, excerpt, limitsOf, parseJson } from "./limits.js";
import { checkEnvelope, checkRpcHttp } from "./rpc-envelope.js";
import { errorSpecOf, type RpcErrorSpec } from "./rpc-errors.js";
import { checkRpcRequest, type RequestElement, type RpcMethod } from "./rpc-request.js";
import { SchemaValidators } from "./schemas.js";
import type { BodyInput, CheckerOptions, HttpResponseInput, Violation } from "./types.js";

export interface RpcEndpoint {
  /** Key of x-avaspec-endpoints, e.g. "admin", "index", "rpc". */
  kind: string;
  /** Path template, e.g. /ext/index/{chain}/{kind}. */
  path: string;
  batch: boolean;
  maxBatch?: number;
}

export interface RpcChecker {
  /** The endpoint (x-avaspec-endpoints) a path belongs to, or undefined. */
  endpointOf(path: string): RpcEndpoint | undefined;
  /** The request alone: envelope, method served here, params; batches element by element. */
  checkRequest(endpointPath: string, requestBody: BodyInput): Violation[];
  /** Request and answer: the answer's HTTP status, content type, envelopes, ids, results and declared errors. */
  checkExchange(endpointPath: string, requestBody: BodyInput, response: HttpResponseInput): Violation[];
  /** Errors the spec allows for a method on an endpoint kind (the method's own and the endpoint's). */
  allowedErrors(kind: string | undefined, method?: string): RpcErrorSpec[];
  readonly methods: ReadonlyMap<string, RpcMethod>;
}

interface ParsedRequest {
  violations: Violation[];
  /** undefined: not JSON. An array: a batch. */
  elements?: RequestElement[];
  batch: boolean;
}

/** A checker for one dereferenced OpenRPC document. Each schema is compiled once, on first use. */
export function createRpcChecker(doc: any, options?: CheckerOptions): RpcChecker {
  const { maxViolations, maxSchemaErrors } = limitsOf(options);
  const validators = new SchemaValidators("openrpc");
  const methods = new Map<string, RpcMethod>((doc?.methods ?? []).map((m: RpcMethod) => [m.name, m]));
  const endpoints = Object.entries<any>(doc?.["x-avaspec-endpoints"] ?? {}).map(([kind, ep]) => ({
    endpoint: {
      kind,
      path: String(ep.path),
      batch: ep.batch === true,
      ...(typeof ep.maxBatch === "number" ? { maxBatch: ep.maxBatch } : {}),
    } as RpcEndpoint,
    re: new RegExp(
      `^${String(ep.path)
        .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
        .replace(/\\?\{\w+\\?\}/g, "[^/]+")}/?$`,
    ),
  }));
  const components = Object.entries<any>(doc?.components?.errors ?? {});
  const endpointErrors = (kind: string | undefined) =>
    components
      .filter(([, e]) => (kind === undefined ? true : (e["x-avaspec-error-endpoints"] ?? []).includes(kind)))
      .filter(([, e]) => kind !== undefined || Array.isArray(e["x-avaspec-error-endpoints"]))
      .map(([name, e]) => errorSpecOf(e, name));
  const allowedCache = new Map<string, RpcErrorSpec[]>();
  const allowedErrors = (kind: string | undefined, method?: string): RpcErrorSpec[] => {
    const key = `${kind ?? ""} ${method ?? ""}`;
    let out = allowedCache.get(key);
    if (!out) {
      out = [
        ...((methods.get(method ?? "")?.errors ?? []) as unknown[]).map((e) => errorSpecOf(e)),
        ...endpointErrors(kind),
      ];
      allowedCache.set(key, out);
    }
    return out;
  };
  const endpointOf = (path: string) => endpoints.find((e) => e.re.test(path.split("?")[0] ?? ""))?.endpoint;

  const parseRequest = (endpoint: RpcEndpoint | undefined, requestBody: BodyInput): ParsedRequest => {
    const raw = bodyText(requestBody);
    let value = raw.parsed;
    if (value === undefined) {
      const parsed = parseJson(raw.text ?? "");
      if (!parsed.ok)
        return {
          batch: false,
          violations: [
            {
              rule: "jsonrpc-request",
              where: "/body",
              expected: "JSON",
              actual: excerpt(raw.text ?? "(empty)"),
              message: `request body is not JSON: ${parsed.reason}`,
              side: "request",
            },
          ],
        };
      value = parsed.value;
    }
    const kind = endpoint?.kind;
    if (!Array.isArray(value)) {
      const one = checkRpcRequest(validators, methods, kind, value, "", maxSchemaErrors);
      return { batch: false, elements: [one.element], violations: one.violations };
    }
    const violations: Violation[] = batchViolations(endpoint, value.length);
    const elements: RequestElement[] = [];
    value.forEach((item, i) => {
      const one = checkRpcRequest(validators, methods, kind, item, `/${i}`, maxSchemaErrors);
      elements.push(one.element);
      if (violations.length <= maxViolations) violations.push(...one.violations);
    });
    return { batch: true, elements, violations };
  };

  return {
    methods,
    endpointOf,
    allowedErrors,
    checkRequest: (path, body) => cap(parseRequest(endpointOf(path), body).violations, maxViolations),
    checkExchange(path, requestBody, response) {
      const endpoint = endpointOf(path);
      const request = parseRequest(endpoint, requestBody);
      const answer = checkResponse(endpoint, request, response);
      return cap([...request.violations, ...answer], maxViolations);
    },
  };

  function checkResponse(endpoint: RpcEndpoint | undefined, request: ParsedRequest, response: HttpResponseInput) {
    const http = checkRpcHttp(response);
    // A route the node does not serve (unknown chain, endpoint off) is an HTTP 404 with no JSON-RPC in it.
    if (response.status === 404 && http.body === undefined) return [];
    if (http.body === undefined) return http.violations;
    const kind = endpoint?.kind;
    const out = [...http.violations];
    const one = (env: unknown, req: RequestElement | undefined, at: string) => {
      const method = req?.method !== undefined && methods.has(req.method) ? req.method : undefined;
      const check = checkEnvelope(
        validators,
        env,
        {
          id: req?.hasId ? req.id : null,
          ...(method ? { method, resultSchema: methods.get(method)?.result?.schema } : {}),
          allowedErrors: allowedErrors(kind, method),
          at,
        },
        maxSchemaErrors,
      );
      if (!req?.hasId) check.violations = check.violations.filter((v) => !v.where.endsWith("/id") || req === undefined);
      out.push(...check.violations);
    };
    if (!request.batch || !Array.isArray(http.body)) {
      // A single call, or a batch refused as a whole: one envelope.
      const req = request.batch ? undefined : request.elements?.[0];
      const env = Array.isArray(http.body) && http.body.length === 1 ? http.body[0] : http.body;
      one(env, req, env === http.body ? "" : "/0");
      return out;
    }
    matchBatch(request.elements ?? [], http.body, out, one);
    return out;
  }

  function matchBatch(
    elements: RequestElement[],
    answers: unknown[],
    out: Violation[],
    one: (env: unknown, req: RequestElement | undefined, at: string) => void,
  ) {
    const byId = new Map<string, RequestElement>();
    for (const e of elements) if (e.hasId) byId.set(JSON.stringify(e.id), e);
    if (answers.length !== byId.size)
      out.push({
        rule: "jsonrpc-batch",
        where: "/body",
        expected: `${byId.size} answers (one per call with an id)`,
        actual: String(answers.length),
        message: `a batch of ${elements.length} calls (${byId.size} with ids) got ${answers.length} answers`,
        side: "response",
      });
    answers.forEach((env, i) => {
      if (out.length > maxViolations) return;
      const id = (env as Record<string, unknown> | null)?.id;
      const req = byId.get(JSON.stringify(id) ?? "");
      if (!req || !isDeepStrictEqual(req.id, id)) {
        out.push({
          rule: "jsonrpc-envelope",
          where: `/body/${i}/id`,
          expected: "the id of a call in the batch",
          actual: excerpt(id),
          message: `batch answer with id ${JSON.stringify(id)} matches no request`,
          side: "response",
        });
        return;
      }
      byId.delete(JSON.stringify(id));
      one(env, req, `/${i}`);
    });
  }
}

/** A batch where the endpoint takes none, an empty one, or one over maxBatch. */
function batchViolations(endpoint: RpcEndpoint | undefined, size: number): Violation[] {
  const v = (expected: string, message: string): Violation => ({
    rule: "jsonrpc-batch",
    where: "/body",
    expected,
    actual: `${size} calls`,
    message,
    side: "request",
  });
  if (endpoint && !endpoint.batch) return [v("a single call", `the ${endpoint.kind} endpoint takes no batches`)];
  if (size === 0) return [v("at least one call", "an empty batch")];
  if (endpoint?.maxBatch !== undefined && size > endpoint.maxBatch)
    return [v(`at most ${endpoint.maxBatch} calls`, `a batch of ${size} calls, over maxBatch ${endpoint.maxBatch}`)];
  return [];
}
