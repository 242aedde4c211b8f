// createRpcChecker: one OpenRPC document in; checkRequest and checkExchange (batches element by element) out.
import { type Endpoint, readRpc, type RpcModel } from "@avaspec/spec-model";
import { bodyText, cap, excerpt, limitsOf, parseJson, quoted } from "./limits.js";
import { checkEnvelope, checkRpcHttp, idKey, sameId } from "./rpc-envelope.js";
import { errorSpecOf, type RpcErrorSpec } from "./rpc-errors.js";
import type { PrecompiledSchema } from "./precompiled.js";
import { checkRpcRequest, paramsSchema, type RequestElement, type RpcMethod } from "./rpc-request.js";
import { documentValidators, type SchemaValidators } from "./schemas.js";
import { assignAnswers, groupedBy } from "./batch-match.js";
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
  /** Absent when the body is not JSON. */
  elements?: RequestElement[];
  batch: boolean;
}

/** Paths whose endpoint a checker keeps. */
const MAX_KNOWN_PATHS = 256;

/** The schemas a checker of the document compiles (to compile them ahead of time, see precompiled.ts). */
export function rpcCheckerSchemas(doc: any): PrecompiledSchema[] {
  const out: PrecompiledSchema[] = [];
  for (const method of readRpc(doc).methods.values()) {
    out.push({ dialect: "openrpc", schema: paramsSchema(method.raw) });
    const result = method.result?.schema;
    if (typeof result === "object" && result !== null) out.push({ dialect: "openrpc", schema: result });
  }
  return out;
}

/**
 * A checker for one dereferenced OpenRPC document. Each schema is compiled once, on first use (or found among the
 * precompiled validators given).
 */
export function createRpcChecker(doc: any, options?: CheckerOptions): RpcChecker {
  return new OpenRpcChecker(doc, options);
}

class OpenRpcChecker implements RpcChecker {
  readonly methods: Map<string, RpcMethod>;
  private readonly model: RpcModel;
  private readonly validators: SchemaValidators;
  private readonly endpoints: { endpoint: RpcEndpoint; re: RegExp }[];
  private readonly allowed = new Map<string, Map<string, RpcErrorSpec[]>>();
  /** The endpoint of each path met (null: none), as a client sends the same few paths again and again. */
  private readonly endpointByPath = new Map<string, RpcEndpoint | null>();
  private readonly maxViolations: number;
  private readonly maxSchemaErrors: number;
  private readonly maxRequestSchemaErrors: number;

  constructor(doc: any, options?: CheckerOptions) {
    ({
      maxViolations: this.maxViolations,
      maxSchemaErrors: this.maxSchemaErrors,
      maxRequestSchemaErrors: this.maxRequestSchemaErrors,
    } = limitsOf(options));
    this.validators = documentValidators("openrpc", options?.validators, options?.precompiled);
    this.model = readRpc(doc);
    this.methods = new Map([...this.model.methods.values()].map((m) => [m.name, m.raw]));
    this.endpoints = [...this.model.endpoints.values()].map((ep: Endpoint) => ({
      endpoint: {
        kind: ep.name,
        path: ep.path,
        batch: ep.batch,
        ...(ep.maxBatch !== undefined ? { maxBatch: ep.maxBatch } : {}),
      },
      re: ep.matcher,
    }));
  }

  endpointOf(path: string): RpcEndpoint | undefined {
    let known = this.endpointByPath.get(path);
    if (known === undefined) {
      const bare = path.split("?")[0] ?? "";
      known = this.endpoints.find((e) => e.re.test(bare))?.endpoint ?? null;
      // a server checks what clients send: paths are kept up to a bound, not one per path ever sent
      if (this.endpointByPath.size < MAX_KNOWN_PATHS) this.endpointByPath.set(path, known);
    }
    return known ?? undefined;
  }

  allowedErrors(kind: string | undefined, method?: string): RpcErrorSpec[] {
    // by endpoint kind, then by method: no key written per call
    let byMethod = this.allowed.get(kind ?? "");
    if (!byMethod) this.allowed.set(kind ?? "", (byMethod = new Map()));
    let out = byMethod.get(method ?? "");
    if (!out) {
      // Transport-level errors belong to endpoints; an unknown path may get any of them.
      const endpointErrors = this.model.transportErrors(kind).map((e) => errorSpecOf(e));
      const own = (this.model.methods.get(method ?? "")?.errors ?? []).map((e) => errorSpecOf(e));
      out = [...own, ...endpointErrors];
      byMethod.set(method ?? "", out);
    }
    return out;
  }

  checkRequest(path: string, body: BodyInput): Violation[] {
    return cap(this.parseRequest(this.endpointOf(path), body).violations, this.maxViolations);
  }

  checkExchange(path: string, requestBody: BodyInput, response: HttpResponseInput): Violation[] {
    const endpoint = this.endpointOf(path);
    const request = this.parseRequest(endpoint, requestBody);
    const answer = this.checkResponse(endpoint?.kind, request, response);
    return cap([...request.violations, ...answer], this.maxViolations);
  }

  private parseRequest(endpoint: RpcEndpoint | undefined, requestBody: BodyInput): ParsedRequest {
    const raw = bodyText(requestBody);
    let value = raw.parsed;
    if (value === undefined) {
      const parsed = parseJson(raw.text ?? "");
      if (!parsed.ok) {
        const actual = excerpt(raw.text ?? "(empty)");
        const message = `request body is not JSON: ${parsed.reason}`;
        return {
          batch: false,
          violations: [{ rule: "jsonrpc-request", where: "/body", expected: "JSON", actual, message, side: "request" }],
        };
      }
      value = parsed.value;
    }
    const check = (item: unknown, at: string) => {
      const one = checkRpcRequest(
        this.validators,
        this.model.methods,
        endpoint?.kind,
        item,
        at,
        this.maxRequestSchemaErrors,
      );
      // avalanchego's gorilla/rpc (the endpoints without batches) reads `"id": null` as no id: a notification
      if (endpoint && !endpoint.batch && one.element.hasId && one.element.id === null) one.element.hasId = false;
      return one;
    };
    if (!Array.isArray(value)) {
      const one = check(value, "");
      return { batch: false, elements: [one.element], violations: one.violations };
    }
    const violations: Violation[] = batchViolations(endpoint, value.length);
    const elements: RequestElement[] = [];
    value.forEach((item, i) => {
      const one = check(item, `/${i}`);
      elements.push(one.element);
      if (violations.length <= this.maxViolations) violations.push(...one.violations);
    });
    return { batch: true, elements, violations };
  }

  private checkResponse(kind: string | undefined, request: ParsedRequest, response: HttpResponseInput): Violation[] {
    // Notifications only (calls without an id): the node answers HTTP 200 with an empty body.
    const notifications = request.elements?.length && request.elements.every((e) => !e.hasId && e.method);
    if (notifications && response.status === 200 && !bodyText(response.body).given) return [];
    const http = checkRpcHttp(response);
    // A route the node does not serve (unknown chain, endpoint off) is an HTTP 404 with no JSON-RPC in it.
    if (response.status === 404 && http.body === undefined) return [];
    if (http.body === undefined) return http.violations;
    const out = [...http.violations];
    // A batch the endpoint refuses (empty, over maxBatch, or no batches there) is answered as a whole: one envelope.
    const refusedWhole = request.batch && request.violations.some((v) => v.rule === "jsonrpc-batch");
    if (request.batch && Array.isArray(http.body) && !refusedWhole) {
      this.matchBatch(kind, request.elements ?? [], http.body, out);
      return out;
    }
    // A single call, or a batch refused as a whole: one envelope, alone (gorilla: id null) or in an array of one
    // (geth: the first call's id for an oversized batch; none for an empty one, so id null).
    const inArray = Array.isArray(http.body) && http.body.length === 1;
    const first = request.elements?.[0];
    const req = request.batch ? (inArray && first?.hasId ? { id: first.id, hasId: true } : undefined) : first;
    out.push(...this.envelope(kind, inArray ? (http.body as unknown[])[0] : http.body, req, inArray ? "/0" : ""));
    return out;
  }

  /** One envelope against its call (none: a refusal of the whole request, whose id must be null). */
  private envelope(kind: string | undefined, env: unknown, req: RequestElement | undefined, at: string) {
    const method = req?.method !== undefined && this.methods.has(req.method) ? req.method : undefined;
    const expectation = {
      id: req?.hasId ? req.id : null,
      ...(method ? { method, resultSchema: this.model.methods.get(method)?.result?.schema } : {}),
      allowedErrors: this.allowedErrors(kind, method),
      at,
    };
    const check = checkEnvelope(this.validators, env, expectation, this.maxSchemaErrors);
    // A notification (a call without an id) has no id to echo.
    return req && !req.hasId ? check.violations.filter((v) => !v.where.endsWith("/id")) : check.violations;
  }

  /**
   * A batch's answers matched to its calls: one per call with an id (ids may repeat: each answer takes one call of
   * its id, the one it fits), none per notification, one with id null per member that is not a request object.
   */
  private matchBatch(kind: string | undefined, elements: RequestElement[], answers: unknown[], out: Violation[]) {
    // the calls answered, by the id their answer carries: a member that is not a request object under null
    const answerable = elements.filter((e) => e.unreadable || e.hasId);
    const byId = groupedBy(answerable, (e) => idKey(e.unreadable ? null : e.id));
    const unreadable = answerable.filter((e) => e.unreadable).length;
    const calls = answerable.length - unreadable;
    if (answers.length !== calls + unreadable)
      out.push({
        rule: "jsonrpc-batch",
        where: "/body",
        expected: `${calls + unreadable} answers (one per call with an id${unreadable ? ", one per non-request" : ""})`,
        actual: String(answers.length),
        message: `a batch of ${elements.length} calls (${calls} with ids${
          unreadable ? `, ${unreadable} not request objects` : ""
        }) got ${answers.length} answers`,
        side: "response",
      });
    const answered = this.assign(kind, answers, byId);
    answers.forEach((env, i) => {
      if (out.length > this.maxViolations) return;
      const id = (env as Record<string, unknown> | null)?.id;
      const req = answered[i];
      if (req?.unreadable) {
        out.push(...this.unreadableAnswer(kind, env, i));
        return;
      }
      if (!req || !sameId(req.id, id)) {
        const message = `batch answer with id ${quoted(id)} matches no request`;
        const expected = "the id of a call in the batch";
        out.push({
          rule: "jsonrpc-envelope",
          where: `/body/${i}/id`,
          expected,
          actual: excerpt(id),
          message,
          side: "response",
        });
        return;
      }
      out.push(...this.envelope(kind, env, req, `/${i}`));
    });
  }

  /** The call each answer answers: among the calls of its id, one whose checks it passes where it can. */
  private assign(kind: string | undefined, answers: unknown[], byId: Map<string, RequestElement[]>) {
    const groups = groupedBy(
      answers.map((_, i) => i),
      (i) => idKey((answers[i] as Record<string, unknown> | null)?.id),
    );
    const out: (RequestElement | undefined)[] = new Array(answers.length);
    for (const [key, indexes] of groups) {
      const pool = byId.get(key) ?? [];
      const fits = (i: number, e: RequestElement) =>
        (e.unreadable ? this.unreadableAnswer(kind, answers[i], i) : this.envelope(kind, answers[i], e, `/${i}`))
          .length === 0;
      assignAnswers(indexes, pool, fits).forEach((e, k) => {
        out[indexes[k] as number] = e;
      });
    }
    return out;
  }

  /** The answer to a member that is not a request object: an error with id null (JSON-RPC 2.0 §5). */
  private unreadableAnswer(kind: string | undefined, env: unknown, i: number): Violation[] {
    const isResult = typeof env === "object" && env !== null && "result" in env;
    if (!isResult) return this.envelope(kind, env, undefined, `/${i}`);
    return [
      {
        rule: "jsonrpc-batch",
        where: `/body/${i}`,
        expected: "an error (the member is not a request object)",
        actual: excerpt(env),
        message: `answer ${i} (id null) answers a member that is not a request object with a result, not an error`,
        side: "response",
      },
    ];
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
