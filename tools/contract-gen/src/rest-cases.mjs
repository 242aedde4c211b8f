// @ts-check
// REST cases: for each operation, the examples and derived values (positive), every declared error status asked of
// a Prism-style mock, each parameter made invalid in turn (negative), malformed bodies, and an unserved method.
import { dayOnlyRules, itemFilters, pageTokenRule, shortWindowRules, unknownIdRule } from "./rest-rules.mjs";
import { restFlows } from "./rest-flows.mjs";
import {
  boundOf,
  branches,
  derivedValue,
  enumOf,
  fmt,
  HTTP_METHODS,
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
 * One operation, with what every case of it is built from.
 * @typedef {object} RestOperation
 * @property {RestApiName} api
 * @property {any} doc
 * @property {any} ajv
 * @property {string} path
 * @property {string} method
 * @property {any} op
 * @property {string} operationId
 * @property {any[]} params parameters of the path item and the operation (cookies left out)
 * @property {string[]} declared declared statuses
 * @property {(status: number) => boolean} has a status is declared (exactly, or by its range)
 * @property {number[]} badRequest the statuses of an invalid request
 * @property {any} dayOnlyParam
 * @property {Set<unknown>} dayOnly
 * @property {any} intervalParam
 * @property {(values: Record<string, unknown>) => Record<string, unknown>} fix pairs a day-only metric with day
 * @property {Record<string, unknown>} base every parameter at its first example
 * @property {(p: any) => boolean} isPageToken
 * @property {any} bodyContent
 * @property {[string, unknown][]} bodyExamples
 * @property {(values: Record<string, unknown>, body?: unknown, rawBody?: string, verb?: string) => HttpRequest} request
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
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const methods = HTTP_METHODS.filter((m) => /** @type {any} */ (item)[m]);
    for (const method of methods) {
      const o = restOperation({ api, doc, ajv, path, item, method, cases });
      operations.push(operationInfo(o));
      positiveCases(o);
      preferCases(o);
      shortWindowRules(o);
      dayOnlyRules(o);
      for (const p of o.params) {
        negativeCases(o, p);
        unknownIdRule(o, p);
        pageTokenRule(o, p);
      }
      bodyCases(o);
      flows.push(...restFlows(o));
    }
    unservedMethodCase(api, path, item, methods, cases);
  }
  return { operations, cases, flows };
}

/**
 * @param {{ api: RestApiName, doc: any, ajv: any, path: string, item: any, method: string, cases: RestCase[] }} at
 * @returns {RestOperation}
 */
function restOperation({ api, doc, ajv, path, item, method, cases }) {
  const op = item[method];
  const operationId = op.operationId ?? `${method.toUpperCase()} ${path}`;
  /** @type {Map<string, any>} */
  const byKey = new Map();
  for (const p of [...(item.parameters ?? []), ...(op.parameters ?? [])]) byKey.set(`${p.in}:${p.name}`, p);
  const params = [...byKey.values()].filter((p) => p.in !== "cookie");
  const declared = Object.keys(op.responses ?? {});
  const has = (/** @type {number} */ s) => declared.includes(String(s)) || declared.includes(`${String(s)[0]}XX`);
  const badRequest = has(400) ? [400] : declared.filter((s) => /^4\d\d$/.test(s)).map(Number);
  // Rules carried by extensions.
  const dayOnlyParam = params.find((p) => Array.isArray(p["x-avaspec-day-only"]));
  const dayOnly = new Set(dayOnlyParam?.["x-avaspec-day-only"] ?? []);
  const intervalParam = params.find((p) => p !== dayOnlyParam && enumOf(p.schema).includes("day"));
  /** @param {Record<string, unknown>} values */
  const fix = (values) => {
    if (
      dayOnlyParam &&
      intervalParam &&
      dayOnly.has(values[dayOnlyParam.name]) &&
      values[intervalParam.name] !== undefined
    )
      values[intervalParam.name] = "day";
    return values;
  };
  const isPageToken = (/** @type {any} */ p) =>
    p["x-avaspec-page-token-ttl-seconds"] !== undefined || (p.in === "query" && p.name === "pageToken");
  /** @type {Record<string, unknown>} */
  const base = {};
  for (const p of params) {
    const ex = paramExamples(p);
    if (isPageToken(p)) continue; // a page token is only valid when a server handed it out (see the pagination flow)
    if (ex.length) base[p.name] = ex[0]?.value;
    else if (p.required) base[p.name] = derivedValue(p.schema);
  }
  fix(base);
  const bodyContent = op.requestBody?.content?.["application/json"];
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
  const o = /** @type {RestOperation} */ ({
    ...{ api, doc, ajv, path, method, op, operationId, params, declared, has, badRequest },
    ...{ dayOnlyParam, dayOnly, intervalParam, fix, base, isPageToken, bodyContent, bodyExamples, cases },
  });
  o.request = requestBuilder(o, bodyExamples[0]?.[1]);
  o.push = (name, kind, req, statuses, undeclared, extra) =>
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
  return o;
}

/**
 * Builds a request from parameter values (path, query, header) and a body.
 * @param {RestOperation} o
 * @param {unknown} baseBody
 */
function requestBuilder(o, baseBody) {
  /** @type {RestOperation["request"]} */
  return (values, body = baseBody, rawBody, verb = o.method) => {
    let filled = o.path;
    /** @type {Record<string, string>} */ const query = {};
    /** @type {Record<string, string>} */ const headers = {};
    for (const p of o.params) {
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
    if (rawBody !== undefined || (body !== undefined && o.op.requestBody)) {
      headers["content-type"] = "application/json";
      r.body = rawBody ?? JSON.stringify(body);
    }
    if (Object.keys(headers).length) r.headers = headers;
    return r;
  };
}

/** @param {RestOperation} o @returns {OperationInfo} */
function operationInfo(o) {
  const errorExamples = Object.entries(o.op.responses ?? {})
    .filter(([s]) => !/^2/.test(s))
    .flatMap(([s, r]) =>
      Object.values(/** @type {any} */ (r).content ?? {}).flatMap((c) =>
        Object.keys(/** @type {any} */ (c).examples ?? {}).map((n) => `${s} ${n}`),
      ),
    );
  const { api, operationId: id, method, path, declared } = o;
  return { api, id, method: method.toUpperCase(), path, declared, mutates: false, errorCases: errorExamples };
}

/** The filters a positive case's items must honour. @param {RestOperation} o @param {Record<string, unknown>} values */
function filtered(o, values) {
  const filters = itemFilters(o, values);
  return filters.length ? { filters } : {};
}

/** Positive: the examples, then values derived from the schemas. @param {RestOperation} o */
function positiveCases(o) {
  const { base, params, request, push, fix } = o;
  push("example: every parameter at its first example", "example", request(base), "2xx", false, filtered(o, base));
  for (const p of params) {
    if (o.isPageToken(p)) continue;
    for (const ex of paramExamples(p).slice(1)) {
      if (ex.label === "default") continue;
      const req = request(fix({ ...base, [p.name]: ex.value }));
      push(`example: ${p.name}=${fmt(ex.value)} (${ex.label})`, "example", req, "2xx");
    }
  }
  for (const [label, body] of o.bodyExamples.slice(1))
    push(`example: request body "${label}"`, "example", request(base, body), "2xx");
  /** @type {Record<string, unknown>} */
  const requiredOnly = {};
  for (const p of params) if (p.required) requiredOnly[p.name] = base[p.name];
  if (Object.keys(requiredOnly).length < Object.keys(base).length)
    push("derived: required parameters only", "derived", request(fix(requiredOnly)), "2xx");
  optionalKeyCases(o);
  for (const p of params) {
    for (const v of enumOf(p.schema)) {
      if (v === base[p.name]) continue;
      const values = { ...base, [p.name]: v };
      if (p === o.intervalParam && v !== "day" && o.dayOnly.has(values[o.dayOnlyParam?.name ?? ""])) {
        const other = enumOf(o.dayOnlyParam?.schema).find((m) => !o.dayOnly.has(m));
        if (other === undefined) continue;
        values[o.dayOnlyParam?.name ?? ""] = other;
      }
      const fixed = fix(values);
      push(`derived: ${p.name}=${fmt(v)} (enum value)`, "derived", request(fixed), "2xx", false, filtered(o, fixed));
    }
  }
}

/** Optional API keys (security schemes in a header): a request carrying one is served too. @param {RestOperation} o */
function optionalKeyCases(o) {
  const security = o.op.security ?? o.doc.security ?? [];
  if (!security.some((/** @type {any} */ req) => Object.keys(req).length === 0)) return;
  for (const req of security) {
    for (const name of Object.keys(req)) {
      const scheme = o.doc.components?.securitySchemes?.[name];
      if (scheme?.type !== "apiKey" || scheme.in !== "header") continue;
      const r = o.request(o.base);
      const headers = { ...(r.headers ?? {}), [scheme.name]: "contract-test-key" };
      o.push(`derived: with the optional ${scheme.name} header`, "derived", { ...r, headers }, "2xx");
    }
  }
}

/**
 * Every declared error status, asked for with the Prefer header of Prism-style mocks (run only with
 * --prefer-statuses): its body must match that status's schema too.
 * @param {RestOperation} o
 */
function preferCases(o) {
  for (const status of o.declared.filter((x) => /^[45]\d\d$/.test(x))) {
    const r = o.request(o.base);
    o.cases.push({
      api: o.api,
      operationId: o.operationId,
      name: `status ${status} asked with Prefer: code=${status}`,
      kind: "derived",
      request: { ...r, headers: { ...(r.headers ?? {}), prefer: `code=${status}` } },
      expect: { statuses: [Number(status)] },
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
 * @param {RestOperation} o
 * @param {any} p
 */
function negativeCases(o, p) {
  const { badRequest, base, request, push } = o;
  const s = p.schema ?? {};
  const expect = p.in === "path" ? [...new Set([...badRequest, ...(o.has(404) ? [404] : [])])] : badRequest;
  for (const [label, value] of invalidValues(s)) {
    if (valid(o.ajv, s, value)) continue; // not actually invalid: no case
    push(`${p.name}: ${label} → ${expect.join("/")}`, "negative", request({ ...base, [p.name]: value }), expect);
  }
  if (p.required && p.in !== "path") {
    const values = { ...base };
    delete values[p.name];
    push(
      `${p.name}: missing (required) → ${(p.in === "header" ? [...badRequest, 401] : badRequest).join("/")}`,
      "negative",
      request(values),
      p.in === "header" ? [...badRequest, ...(o.has(401) ? [401] : [])] : badRequest,
    );
  }
}

/** A malformed body, an empty one that violates the schema, a missing required one. @param {RestOperation} o */
function bodyCases(o) {
  const { op, bodyContent, badRequest, base, request, push } = o;
  if (!op.requestBody || !bodyContent) return;
  const statuses = badRequest.join("/");
  push("body: malformed JSON → " + statuses, "negative", request(base, undefined, '{"not": json'), badRequest);
  if (!valid(o.ajv, bodyContent.schema, {}))
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
 * @param {RestApiName} api @param {string} path @param {any} item @param {string[]} methods @param {RestCase[]} cases
 */
function unservedMethodCase(api, path, item, methods, cases) {
  const unsupported = ["delete", "put", "patch", "post", "get"].find((m) => !methods.includes(m));
  const first = methods[0];
  if (!unsupported || !first) return;
  const op = item[first];
  const lastCase = [...cases]
    .reverse()
    .find((c) => c.operationId === (op.operationId ?? `${first.toUpperCase()} ${path}`) && c.kind === "example");
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
