// @ts-check
// REST cases: for each operation, the examples and derived values (positive), every declared error status asked of
// a Prism-style mock, each parameter made invalid in turn (negative), malformed bodies, and an unserved method.
import { readOperations } from "@avaspec/spec-model";
import { dayOnlyRules, itemFilters, pageTokenRule, shortWindowRules, unknownIdRule } from "./rest-rules.mjs";
import { restFlows } from "./rest-flows.mjs";
import {
  boundOf,
  branches,
  derivedValue,
  enumOf,
  fmt,
  makeAjv,
  paramExamples,
  typesOf,
  valid,
} from "./schema-utils.mjs";

/**
 * @typedef {import("./suite.js").RestApiName} RestApiName
 * @typedef {import("./suite.js").RestCase} RestCase
 * @typedef {import("./suite.js").Flow} Flow
 * @typedef {import("./suite.js").OperationInfo} OperationInfo
 * @typedef {import("./suite.js").HttpRequest} HttpRequest
 * @typedef {import("./suite.js").CaseKind} CaseKind
 * @typedef {number[] | "2xx"} Statuses
 * @typedef {(name: string, kind: CaseKind, req: HttpRequest, statuses: Statuses, undeclared?: boolean,
 *   extra?: Partial<RestCase>) => void} PushCase
 */

/**
 * One operation as the document states it.
 * @typedef {object} Operation
 * @property {RestApiName} api
 * @property {string} path
 * @property {string} method
 * @property {any} op the operation object
 * @property {string} operationId
 * @property {any[]} params parameters of the path item and the operation (cookies left out)
 * @property {import("@avaspec/spec-model").Operation} model the operation as the model reads it
 * @property {Set<any>} pageTokens the params that are page tokens
 * @property {Map<any, import("@avaspec/spec-model").Parameter>} modelParams each param as the model reads it
 */

/**
 * Its declared statuses.
 * @typedef {object} Declared
 * @property {string[]} statuses as the responses name them ("200", "4XX", ...)
 * @property {(status: number) => boolean} has a status is declared (exactly, or by its range)
 * @property {number[]} badRequest the statuses of an invalid request
 */

/**
 * The day-only rule (x-avaspec-day-only on the metric parameter): which metrics need `interval=day`.
 * @typedef {object} DayOnly
 * @property {any} metricParam
 * @property {Set<unknown>} metrics
 * @property {any} intervalParam the parameter with a "day" value
 * @property {(values: Record<string, unknown>) => Record<string, unknown>} fix pairs a day-only metric with day
 */

/**
 * What its requests are built from.
 * @typedef {object} Requests
 * @property {Record<string, unknown>} base every parameter at its first example
 * @property {any} bodyContent the application/json request body, if any
 * @property {[string, unknown][]} bodyExamples
 * @property {(values: Record<string, unknown>, body?: unknown, rawBody?: string, verb?: string) => HttpRequest} request
 */

/**
 * Where its cases go: `push` names the operation in each.
 * @typedef {object} Sink
 * @property {PushCase} push
 * @property {RestCase[]} cases
 */

/**
 * @param {RestApiName} api
 * @param {any} doc
 * @returns {{ operations: OperationInfo[], cases: RestCase[], flows: Flow[] }}
 */
export function restSuite(api, doc) {
  const ajv = makeAjv("openapi");
  /** @type {RestCase[]} */ const cases = [];
  /** @type {Flow[]} */ const flows = [];
  /** @type {OperationInfo[]} */ const operations = [];
  /** @type {Map<string, import("@avaspec/spec-model").Operation[]>} the operations of each path, in document order */
  const byPath = new Map();
  for (const op of readOperations(doc)) byPath.set(op.path, [...(byPath.get(op.path) ?? []), op]);
  for (const ops of byPath.values()) {
    const methods = ops.map((op) => op.method);
    for (const model of ops) {
      const operation = operationOf(api, model);
      const declared = declaredOf(operation.op);
      const dayOnly = dayOnlyOf(operation);
      const requests = requestsOf(operation, dayOnly.fix);
      const sink = sinkOf(operation, cases);
      operations.push(operationInfo(operation, declared));
      exampleCases(operation, requests, dayOnly.fix, sink);
      optionalKeyCases(operation.op, doc, requests, sink);
      enumCases(operation, requests, dayOnly, sink);
      preferCases(declared, requests, sink);
      shortWindowRules(operation, requests, dayOnly.fix, sink);
      dayOnlyRules(dayOnly, declared, requests, sink);
      for (const p of operation.params) {
        negativeCases(p, ajv, declared, requests, sink);
        unknownIdRule(p, ajv, declared, requests, sink);
        pageTokenRule(operation.modelParams.get(p), declared, requests, sink);
      }
      bodyCases(operation.op, ajv, declared, requests, sink);
      flows.push(...restFlows(operation, doc, requests, dayOnly));
    }
    unservedMethodCase(api, ops, methods, cases);
  }
  return { operations, cases, flows };
}

/** @param {RestApiName} api @param {import("@avaspec/spec-model").Operation} model @returns {Operation} */
function operationOf(api, model) {
  const params = model.parameters.filter((p) => p.in !== "cookie").map((p) => p.raw);
  const pageTokens = new Set(model.parameters.filter((p) => p.pageToken).map((p) => p.raw));
  const modelParams = new Map(model.parameters.map((p) => [p.raw, p]));
  const { path, method, raw: op, id: operationId } = model;
  return { api, path, method, op, operationId, params, model, pageTokens, modelParams };
}

/** @param {any} op @returns {Declared} */
function declaredOf(op) {
  const statuses = Object.keys(op.responses ?? {});
  const has = (/** @type {number} */ s) => statuses.includes(String(s)) || statuses.includes(`${String(s)[0]}XX`);
  const badRequest = has(400) ? [400] : statuses.filter((s) => /^4\d\d$/.test(s)).map(Number);
  return { statuses, has, badRequest };
}

/** @param {Operation} operation @returns {DayOnly} */
function dayOnlyOf({ params, model }) {
  const metricParam = params.find((p) => p.name === model.dayOnly?.parameter);
  const metrics = new Set(/** @type {unknown[]} */ (model.dayOnly?.metrics ?? []));
  const intervalParam = params.find((p) => p !== metricParam && enumOf(p.schema).includes("day"));
  /** @param {Record<string, unknown>} values */
  const fix = (values) => {
    if (
      metricParam &&
      intervalParam &&
      metrics.has(values[metricParam.name]) &&
      values[intervalParam.name] !== undefined
    )
      values[intervalParam.name] = "day";
    return values;
  };
  return { metricParam, metrics, intervalParam, fix };
}

/** @param {Operation} operation @param {DayOnly["fix"]} fix @returns {Requests} */
function requestsOf(operation, fix) {
  /** @type {Record<string, unknown>} */
  const base = {};
  for (const p of operation.params) {
    const ex = paramExamples(p);
    if (operation.pageTokens.has(p)) continue;
    if (ex.length) base[p.name] = ex[0]?.value;
    else if (p.required) base[p.name] = derivedValue(p.schema);
  }
  fix(base);
  const bodyContent = operation.op.requestBody?.content?.["application/json"];
  /** @type {[string, unknown][]} */
  const bodyExamples = bodyContent
    ? [
        ...(bodyContent.example !== undefined
          ? [/** @type {[string, unknown]} */ (["example", bodyContent.example])]
          : []),
        ...Object.entries(bodyContent.examples ?? {}).map(
          ([k, v]) => /** @type {[string, unknown]} */ ([k, /** @type {any} */ (v).value]),
        ),
      ]
    : [];
  return { base, bodyContent, bodyExamples, request: requestBuilder(operation, bodyExamples[0]?.[1]) };
}

/** @param {Operation} operation @param {RestCase[]} cases @returns {Sink} */
function sinkOf({ api, operationId }, cases) {
  /** @type {PushCase} */
  const push = (name, kind, req, statuses, undeclared, extra) => {
    cases.push({
      api,
      operationId,
      name,
      kind,
      request: req,
      expect: { statuses },
      ...(undeclared ? { undeclaredOperation: true } : {}),
      ...extra,
    });
  };
  return { push, cases };
}

/**
 * Builds a request from parameter values (path, query, header) and a body.
 * @param {Operation} operation
 * @param {unknown} baseBody
 */
function requestBuilder({ path, method, op, params }, baseBody) {
  /** @type {Requests["request"]} */
  return (values, body = baseBody, rawBody, verb = method) => {
    let filled = path;
    /** @type {Record<string, string>} */ const query = {};
    /** @type {Record<string, string>} */ const headers = {};
    for (const p of params) {
      const v = values[p.name];
      if (v === undefined) continue;
      const s = typeof v === "string" ? v : JSON.stringify(v);
      if (p.in === "path") filled = filled.replace(`{${p.name}}`, encodeURIComponent(s));
      else if (p.in === "query") query[p.name] = s;
      else if (p.in === "header") headers[p.name] = s;
    }
    /** @type {HttpRequest} */
    const r = { method: verb.toUpperCase(), path: filled };
    if (Object.keys(query).length) r.query = query;
    if (rawBody !== undefined || (body !== undefined && op.requestBody)) {
      headers["content-type"] = "application/json";
      r.body = rawBody ?? JSON.stringify(body);
    }
    if (Object.keys(headers).length) r.headers = headers;
    return r;
  };
}

/** @param {Operation} operation @param {Declared} declared @returns {OperationInfo} */
function operationInfo({ api, operationId: id, method, path, op }, { statuses: declared }) {
  const errorExamples = Object.entries(op.responses ?? {})
    .filter(([s]) => !/^2/.test(s))
    .flatMap(([s, r]) =>
      Object.values(/** @type {any} */ (r).content ?? {}).flatMap((c) =>
        Object.keys(/** @type {any} */ (c).examples ?? {}).map((n) => `${s} ${n}`),
      ),
    );
  return { api, id, method: method.toUpperCase(), path, declared, mutates: false, errorCases: errorExamples };
}

/**
 * The filters a positive case's items must honour.
 * @param {Operation} operation @param {Record<string, unknown>} values
 */
function filtered(operation, values) {
  const filters = itemFilters(operation, values);
  return filters.length ? { filters } : {};
}

/**
 * Positive: every parameter at its first example, each further example, each request body example, and the
 * required parameters alone.
 * @param {Operation} operation @param {Requests} requests @param {DayOnly["fix"]} fix @param {Sink} sink
 */
function exampleCases(operation, { base, bodyExamples, request }, fix, { push }) {
  const first = filtered(operation, base);
  push("example: every parameter at its first example", "example", request(base), "2xx", false, first);
  for (const p of operation.params) {
    if (operation.pageTokens.has(p)) continue;
    for (const ex of paramExamples(p).slice(1)) {
      if (ex.label === "default") continue;
      const req = request(fix({ ...base, [p.name]: ex.value }));
      push(`example: ${p.name}=${fmt(ex.value)} (${ex.label})`, "example", req, "2xx");
    }
  }
  for (const [label, body] of bodyExamples.slice(1))
    push(`example: request body "${label}"`, "example", request(base, body), "2xx");
  /** @type {Record<string, unknown>} */
  const requiredOnly = {};
  for (const p of operation.params) if (p.required) requiredOnly[p.name] = base[p.name];
  if (Object.keys(requiredOnly).length < Object.keys(base).length)
    push("derived: required parameters only", "derived", request(fix(requiredOnly)), "2xx");
}

/**
 * Positive: each other enum value of a parameter (a day-only metric swapped for another where the interval is not
 * day).
 * @param {Operation} operation @param {Requests} requests @param {DayOnly} dayOnly @param {Sink} sink
 */
function enumCases(operation, { base, request }, { metricParam, metrics, intervalParam, fix }, { push }) {
  for (const p of operation.params) {
    for (const v of enumOf(p.schema)) {
      if (v === base[p.name]) continue;
      const values = { ...base, [p.name]: v };
      if (p === intervalParam && v !== "day" && metrics.has(values[metricParam?.name ?? ""])) {
        const other = enumOf(metricParam?.schema).find((m) => !metrics.has(m));
        if (other === undefined) continue;
        values[metricParam?.name ?? ""] = other;
      }
      const fixed = fix(values);
      const filters = filtered(operation, fixed);
      push(`derived: ${p.name}=${fmt(v)} (enum value)`, "derived", request(fixed), "2xx", false, filters);
    }
  }
}

/**
 * Optional API keys (security schemes in a header): a request carrying one is served too.
 * @param {any} op @param {any} doc @param {Requests} requests @param {Sink} sink
 */
function optionalKeyCases(op, doc, { base, request }, { push }) {
  const security = op.security ?? doc.security ?? [];
  if (!security.some((/** @type {any} */ req) => Object.keys(req).length === 0)) return;
  for (const req of security) {
    for (const name of Object.keys(req)) {
      const scheme = doc.components?.securitySchemes?.[name];
      if (scheme?.type !== "apiKey" || scheme.in !== "header") continue;
      const r = request(base);
      const headers = { ...(r.headers ?? {}), [scheme.name]: "contract-test-key" };
      push(`derived: with the optional ${scheme.name} header`, "derived", { ...r, headers }, "2xx");
    }
  }
}

/**
 * Every declared error status, asked for with the Prefer header of Prism-style mocks (run only with
 * --prefer-statuses): its body must match that status's schema too.
 * @param {Declared} declared @param {Requests} requests @param {Sink} sink
 */
function preferCases({ statuses }, { base, request }, { push }) {
  for (const status of statuses.filter((x) => /^[45]\d\d$/.test(x))) {
    const r = request(base);
    const req = { ...r, headers: { ...(r.headers ?? {}), prefer: `code=${status}` } };
    push(`status ${status} asked with Prefer: code=${status}`, "derived", req, [Number(status)], false, {
      prefer: true,
    });
  }
}

/** Values a parameter's schema must refuse: wrong type, just past a bound, not in the enum, … @param {any} s */
function invalidValues(s) {
  const types = typesOf(s);
  /** @type {[string, unknown][]} */
  const bad = [];
  if (types.has("integer") || types.has("number")) bad.push([`wrong type (${fmt("notANumber")})`, "notANumber"]);
  if (types.has("integer")) bad.push(["wrong type (1.5, not an integer)", 1.5]);
  const min = boundOf(s, "minimum");
  const max = boundOf(s, "maximum");
  if (min !== undefined) bad.push([`just below minimum (${min - 1} < ${min})`, min - 1]);
  if (max !== undefined) bad.push([`just above maximum (${max + 1} > ${max})`, max + 1]);
  if (enumOf(s).length) bad.push(["not in enum", "notInEnum"]);
  if (branches(s).some((b) => typeof b.pattern === "string"))
    bad.push(["does not match pattern", "not a valid value!"]);
  const maxLen = boundOf(s, "maxLength");
  if (maxLen !== undefined) bad.push([`longer than maxLength (${maxLen + 1} characters)`, "a".repeat(maxLen + 1)]);
  return bad;
}

/**
 * Negative: one parameter made invalid (when ajv confirms its schema refuses the value), or left out.
 * @param {any} p @param {any} ajv @param {Declared} declared @param {Requests} requests @param {Sink} sink
 */
function negativeCases(p, ajv, { has, badRequest }, { base, request }, { push }) {
  const s = p.schema ?? {};
  const expect = p.in === "path" ? [...new Set([...badRequest, ...(has(404) ? [404] : [])])] : badRequest;
  for (const [label, value] of invalidValues(s)) {
    if (valid(ajv, s, value)) continue; // not actually invalid: no case
    push(`${p.name}: ${label} → ${expect.join("/")}`, "negative", request({ ...base, [p.name]: value }), expect);
  }
  if (p.required && p.in !== "path") {
    const values = { ...base };
    delete values[p.name];
    push(
      `${p.name}: missing (required) → ${(p.in === "header" ? [...badRequest, 401] : badRequest).join("/")}`,
      "negative",
      request(values),
      p.in === "header" ? [...badRequest, ...(has(401) ? [401] : [])] : badRequest,
    );
  }
}

/**
 * A malformed body, an empty one that violates the schema, a missing required one.
 * @param {any} op @param {any} ajv @param {Declared} declared @param {Requests} requests @param {Sink} sink
 */
function bodyCases(op, ajv, { badRequest }, { base, bodyContent, request }, { push }) {
  if (!op.requestBody || !bodyContent) return;
  const statuses = badRequest.join("/");
  push("body: malformed JSON → " + statuses, "negative", request(base, undefined, '{"not": json'), badRequest);
  if (!valid(ajv, bodyContent.schema, {}))
    push("body: empty object violates the schema → " + statuses, "negative", request(base, {}), badRequest);
  if (op.requestBody.required)
    push(
      "body: missing (required) → " + statuses,
      "negative",
      { ...request(base), body: undefined, headers: undefined },
      badRequest,
    );
}

/**
 * A method the path does not serve → 404/405.
 * @param {RestApiName} api @param {import("@avaspec/spec-model").Operation[]} ops the path's operations
 * @param {string[]} methods @param {RestCase[]} cases
 */
function unservedMethodCase(api, ops, methods, cases) {
  const unsupported = ["delete", "put", "patch", "post", "get"].find((m) => !methods.includes(m));
  const first = ops[0];
  if (!unsupported || !first) return;
  const lastCase = [...cases].reverse().find((c) => c.operationId === first.id && c.kind === "example");
  if (!lastCase) return;
  cases.push({
    api,
    operationId: lastCase.operationId,
    name: `${unsupported.toUpperCase()} on a path that does not serve it → 404/405`,
    kind: "negative",
    request: { method: unsupported.toUpperCase(), path: lastCase.request.path },
    expect: { statuses: [404, 405] },
    undeclaredOperation: true,
  });
}
