// What every REST case and flow of one operation is built from: the operation as the document states it, its declared
// statuses, the day-only rule (x-avaspec-day-only, as the model reads it), and the requests built from its examples.
import {
  answerOf,
  type Content,
  type JsonObject,
  jsonSchemaOf,
  type Operation as ModelOperation,
  type Parameter,
  parameterExamples,
} from "@avaspec/spec-model";
import type { CaseKind, HttpRequest, OperationInfo, RestApiName, RestCase } from "../types.js";
import { derivedValue, enumOf } from "./schema.js";

/** One operation as the model reads it, with what its cases and flows are built from. */
export interface Operation {
  api: RestApiName;
  path: string;
  method: string;
  operationId: string;
  /** the operation as the model reads it */
  model: ModelOperation;
  /** parameters of the path item and the operation (cookies left out) */
  params: Parameter[];
  /** the parameters that are page tokens */
  pageTokens: Set<Parameter>;
  /** the schema of the 200 answer's application/json body, resolved */
  okSchema: JsonObject | undefined;
}

/** Its declared statuses. */
export interface Declared {
  /** as the responses name them ("200", "4XX", ...) */
  statuses: string[];
  /** a status is declared (exactly, or by its range) */
  has: (status: number) => boolean;
  /** the statuses of an invalid request */
  badRequest: number[];
}

/** The day-only rule (x-avaspec-day-only on the metric parameter): which metrics need `interval=day`. */
export interface DayOnly {
  metricParam: Parameter | undefined;
  metrics: Set<unknown>;
  /** the parameter with a "day" value */
  intervalParam: Parameter | undefined;
  /** pairs a day-only metric with day */
  fix: (values: Record<string, unknown>) => Record<string, unknown>;
}

/** What its requests are built from. */
export interface Requests {
  /** every parameter at its first example */
  base: Record<string, unknown>;
  /** the application/json request body, if any */
  bodyContent: Content | undefined;
  bodyExamples: [string, unknown][];
  request: (values: Record<string, unknown>, body?: unknown, rawBody?: string, verb?: string) => HttpRequest;
}

type Statuses = number[] | "2xx";
type PushCase = (
  name: string,
  kind: CaseKind,
  req: HttpRequest,
  statuses: Statuses,
  undeclared?: boolean,
  extra?: Partial<RestCase>,
) => void;

/** Where its cases go: `push` names the operation in each. */
export interface Sink {
  push: PushCase;
  cases: RestCase[];
}

export function operationOf(api: RestApiName, model: ModelOperation, doc: JsonObject): Operation {
  const params = model.parameters.filter((p) => p.in !== "cookie");
  const pageTokens = new Set(model.parameters.filter((p) => p.pageToken));
  const okSchema = jsonSchemaOf(doc, answerOf(model, "200")?.content);
  return { api, path: model.path, method: model.method, operationId: model.id, model, params, pageTokens, okSchema };
}

export function declaredOf(model: ModelOperation): Declared {
  const statuses = model.answers.map((a) => a.status);
  const has = (s: number) => statuses.includes(String(s)) || statuses.includes(`${String(s)[0]}XX`);
  const badRequest = has(400) ? [400] : statuses.filter((s) => /^4\d\d$/.test(s)).map(Number);
  return { statuses, has, badRequest };
}

export function dayOnlyOf({ params, model }: Operation): DayOnly {
  const metricParam = params.find((p) => p.name === model.dayOnly?.parameter);
  const metrics = new Set<unknown>(model.dayOnly?.metrics ?? []);
  const intervalParam = params.find((p) => p !== metricParam && enumOf(p.schema).includes("day"));
  const fix = (values: Record<string, unknown>) => {
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

export function requestsOf(operation: Operation, fix: DayOnly["fix"]): Requests {
  const base: Record<string, unknown> = {};
  for (const p of operation.params) {
    const ex = parameterExamples(p);
    if (operation.pageTokens.has(p)) continue;
    if (ex.length) base[p.name] = ex[0]?.value;
    else if (p.required) base[p.name] = derivedValue(p.schema);
  }
  fix(base);
  const bodyContent = operation.model.requestBody?.content.find((c) => c.mediaType === "application/json");
  const bodyExamples = (bodyContent?.examples ?? []).map((e): [string, unknown] => [e.name, e.value]);
  return { base, bodyContent, bodyExamples, request: requestBuilder(operation, bodyExamples[0]?.[1]) };
}

export function sinkOf({ api, operationId }: Operation, cases: RestCase[]): Sink {
  const push: PushCase = (name, kind, req, statuses, undeclared, extra) => {
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

/** Builds a request from parameter values (path, query, header) and a body. */
function requestBuilder({ path, method, model, params }: Operation, baseBody: unknown): Requests["request"] {
  return (values, body = baseBody, rawBody, verb = method) => {
    let filled = path;
    const query: Record<string, string> = {};
    const headers: Record<string, string> = {};
    for (const p of params) {
      const v = values[p.name];
      if (v === undefined) continue;
      const s = typeof v === "string" ? v : JSON.stringify(v);
      if (p.in === "path") filled = filled.replace(`{${p.name}}`, encodeURIComponent(s));
      else if (p.in === "query") query[p.name] = s;
      else if (p.in === "header") headers[p.name] = s;
    }
    const r: HttpRequest = { method: verb.toUpperCase(), path: filled };
    if (Object.keys(query).length) r.query = query;
    if (rawBody !== undefined || (body !== undefined && model.requestBody)) {
      headers["content-type"] = "application/json";
      r.body = rawBody ?? JSON.stringify(body);
    }
    if (Object.keys(headers).length) r.headers = headers;
    return r;
  };
}

export function operationInfo(
  { api, operationId: id, method, path, model }: Operation,
  declared: Declared,
): OperationInfo {
  const errorExamples = model.answers
    .filter((a) => !/^2/.test(a.status))
    .flatMap((a) => a.content.flatMap((c) => c.examples.map((e) => `${a.status} ${e.name}`)));
  return {
    api,
    id,
    method: method.toUpperCase(),
    path,
    declared: declared.statuses,
    mutates: false,
    errorCases: errorExamples,
  };
}
