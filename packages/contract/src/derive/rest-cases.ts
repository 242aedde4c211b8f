// REST cases of one operation: the examples and derived values (positive), every declared error status asked of a
// Prism-style mock, each parameter made invalid in turn (negative), malformed bodies; and an unserved method per path.
import {
  type AjvInstance,
  type JsonObject,
  type Operation as ModelOperation,
  optionalApiKeyHeaders,
  type Parameter,
  parameterExamples,
} from "@avaspec/spec-model";
import type { RestApiName, RestCase } from "../types.js";
import type { Declared, DayOnly, Operation, Requests, Sink } from "./rest-operation.js";
import { itemFilters } from "./rest-rules.js";
import { boundOf, branches, enumOf, fmt, typesOf, valid } from "./schema.js";

/** The filters a positive case's items must honour. */
function filtered(operation: Operation, values: Record<string, unknown>) {
  const filters = itemFilters(operation, values);
  return filters.length ? { filters } : {};
}

/**
 * Positive: every parameter at its first example, each further example, each request body example, and the
 * required parameters alone.
 */
export function exampleCases(
  operation: Operation,
  { base, bodyExamples, request }: Requests,
  fix: DayOnly["fix"],
  { push }: Sink,
) {
  const first = filtered(operation, base);
  push("example: every parameter at its first example", "example", request(base), "2xx", false, first);
  for (const p of operation.params) {
    if (operation.pageTokens.has(p)) continue;
    for (const ex of parameterExamples(p).slice(1)) {
      if (ex.label === "default") continue;
      const req = request(fix({ ...base, [p.name]: ex.value }));
      push(`example: ${p.name}=${fmt(ex.value)} (${ex.label})`, "example", req, "2xx");
    }
  }
  for (const [label, body] of bodyExamples.slice(1))
    push(`example: request body "${label}"`, "example", request(base, body), "2xx");
  const requiredOnly: Record<string, unknown> = {};
  for (const p of operation.params) if (p.required) requiredOnly[p.name] = base[p.name];
  if (Object.keys(requiredOnly).length < Object.keys(base).length)
    push("derived: required parameters only", "derived", request(fix(requiredOnly)), "2xx");
}

/**
 * Positive: each other enum value of a parameter (a day-only metric swapped for another where the interval is not
 * day).
 */
export function enumCases(
  operation: Operation,
  { base, request }: Requests,
  { metricParam, metrics, intervalParam, fix }: DayOnly,
  { push }: Sink,
) {
  for (const p of operation.params) {
    for (const v of enumOf(p.schema)) {
      if (v === base[p.name]) continue;
      const values: Record<string, unknown> = { ...base, [p.name]: v };
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

/** Optional API keys (security schemes in a header): a request carrying one is served too. */
export function optionalKeyCases(model: ModelOperation, doc: JsonObject, { base, request }: Requests, { push }: Sink) {
  for (const header of optionalApiKeyHeaders(doc, model)) {
    const r = request(base);
    const headers = { ...(r.headers ?? {}), [header]: "contract-test-key" };
    push(`derived: with the optional ${header} header`, "derived", { ...r, headers }, "2xx");
  }
}

/**
 * Every declared error status, asked for with the Prefer header of Prism-style mocks (run only with
 * --prefer-statuses): its body must match that status's schema too.
 */
export function preferCases({ statuses }: Declared, { base, request }: Requests, { push }: Sink) {
  for (const status of statuses.filter((x) => /^[45]\d\d$/.test(x))) {
    const r = request(base);
    const req = { ...r, headers: { ...(r.headers ?? {}), prefer: `code=${status}` } };
    push(`status ${status} asked with Prefer: code=${status}`, "derived", req, [Number(status)], false, {
      prefer: true,
    });
  }
}

/** Values a parameter's schema must refuse: wrong type, just past a bound, not in the enum, … */
function invalidValues(s: JsonObject): [string, unknown][] {
  const types = typesOf(s);
  const bad: [string, unknown][] = [];
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

/** Negative: one parameter made invalid (when ajv confirms its schema refuses the value), or left out. */
export function negativeCases(
  p: Parameter,
  ajv: AjvInstance,
  { has, badRequest }: Declared,
  { base, request }: Requests,
  { push }: Sink,
) {
  const s = p.schema;
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

/** A malformed body, an empty one that violates the schema, a missing required one. */
export function bodyCases(
  model: ModelOperation,
  ajv: AjvInstance,
  { badRequest }: Declared,
  { base, bodyContent, request }: Requests,
  { push }: Sink,
) {
  if (!model.requestBody || !bodyContent) return;
  const statuses = badRequest.join("/");
  push(`body: malformed JSON → ${statuses}`, "negative", request(base, undefined, '{"not": json'), badRequest);
  if (!valid(ajv, bodyContent.schema, {}))
    push(`body: empty object violates the schema → ${statuses}`, "negative", request(base, {}), badRequest);
  if (model.requestBody.required)
    push(
      `body: missing (required) → ${statuses}`,
      "negative",
      { ...request(base), body: undefined, headers: undefined },
      badRequest,
    );
}

/** A method the path does not serve → 404/405 (`ops`: the path's operations). */
export function unservedMethodCase(api: RestApiName, ops: ModelOperation[], methods: string[], cases: RestCase[]) {
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
