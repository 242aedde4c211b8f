// REST requests drawn from an operation's schemas: valid parameter values (optional ones in every combination) and
// bodies, one constraint broken at a time, a required parameter or body left out, a malformed body, and methods the
// path does not serve. Everything is read from the OpenAPI document: no operation is named here.
import { SchemaValidators } from "@avaspec/exchange-checks";
import {
  type JsonObject,
  type Operation,
  type Parameter,
  ownParameterExamples,
  readOperations,
  readSecurity,
} from "@avaspec/spec-model";
import fc from "fast-check";
import type { HttpRequest, RestApiName } from "../types.js";
import { refusalsOf } from "./refusals.js";
import { confirmedInvalid, invalidValues, namedValues, type Refusals, validValue } from "./schema-values.js";

/** One drawn request, before it is written as HTTP. */
export interface RestDraw {
  /** What the draw aims at; the exchange checks decide what it is. */
  /** method: an HTTP method the path does not serve; head: HEAD where the path serves GET (GET without content) */
  aim: "valid" | "invalid" | "method" | "head";
  /** The constraint an invalid draw breaks. */
  broke?: string;
  /** Parameter values by name (absent: not sent). */
  values: Record<string, unknown>;
  body?: { json: unknown } | { raw: string };
  /** The HTTP method of a `method` or `head` draw. */
  verb?: string;
  apiKey?: boolean;
}

export interface RestTarget {
  api: RestApiName;
  operation: Operation;
  /** The methods the operation's path serves (upper case), as an Allow header names them. */
  served: string[];
  /** Path parameters whose values name things (not an enum): a valid one may name nothing (404). */
  freePathParams: string[];
  /** Statuses of an invalid request (the declared 400). */
  badRequest: number[];
  /** The contract rules carried by extensions, applied to an otherwise valid request. */
  rule: (values: Record<string, unknown>) => string | undefined;
  /** The optional API key header of the operation's security, if any. */
  apiKeyHeader?: string;
  arbitrary: fc.Arbitrary<RestDraw>;
}

/** Methods tried on every path; TRACE and CONNECT are left out (fetch refuses to send them). */
const VERBS = ["get", "put", "post", "delete", "patch", "options", "head"];

/** The methods a path does not serve: HEAD is served wherever GET is (RFC 9110 §9.3.2). */
const unservedOf = (served: string[]) =>
  VERBS.filter((v) => !served.includes(v) && !(v === "head" && served.includes("get")));
/** What confirms an invalid body. */
const asBody = new SchemaValidators("openapi-3.1");
const isEnumOnly = (s: JsonObject | undefined): boolean => {
  const branches = s?.anyOf ?? s?.oneOf;
  return Array.isArray(s?.enum) || (Array.isArray(branches) && branches.every(isEnumOnly));
};

/**
 * The operations of a document (those `wanted`) as fuzz targets; invalid bodies are confirmed with `validators` (of
 * the document's dialect, as the exchange checks read bodies).
 */
export function restTargets(
  api: RestApiName,
  doc: JsonObject | undefined,
  wanted: (id: string) => boolean = () => true,
  validators: SchemaValidators = asBody,
): RestTarget[] {
  if (!doc) return [];
  const operations = readOperations(doc);
  return operations
    .filter((op) => wanted(op.id))
    .map((op) => {
      const served = operations.filter((o) => o.path === op.path).map((o) => o.method);
      return restTarget(api, doc, op, served, refusalsOf(validators));
    });
}

/** Whether the operation declares the status (or its class, e.g. 4XX). */
export function declares(op: Operation, status: number): boolean {
  const code = String(status);
  return op.answers.some((a) => a.status === code || a.status === `${code[0]}XX`);
}

/** The contract rules of day-only metrics and page tokens, for an otherwise valid request. */
function ruleOf(params: Parameter[]): RestTarget["rule"] {
  const dayOnlyParam = params.find((p) => p.dayOnly !== undefined);
  const dayOnly = new Set<unknown>(dayOnlyParam?.dayOnly ?? []);
  const interval = params.find(
    (p) => p !== dayOnlyParam && Array.isArray(p.schema.enum) && (p.schema.enum as unknown[]).includes("day"),
  );
  const tokens = params.filter((p) => p.pageToken).map((p) => p.name);
  return (values) => {
    if (dayOnlyParam && interval) {
      const metric = values[dayOnlyParam.name];
      const iv = values[interval.name];
      if (dayOnly.has(metric) && iv !== undefined && iv !== "day")
        return `rule: day-only metric ${metric} with ${interval.name}=${iv}`;
    }
    const token = tokens.find((t) => values[t] !== undefined);
    if (token) return `rule: ${token} not handed out by the server`;
    return undefined;
  };
}

/** The API key header an operation may be called with or without, if any. */
function optionalApiKey(doc: JsonObject, op: Operation): string | undefined {
  const security = readSecurity(doc, op);
  return security.optional ? security.apiKeyHeaders[0] : undefined;
}

function restTarget(
  api: RestApiName,
  doc: JsonObject,
  op: Operation,
  served: string[],
  bodyJudge: Refusals,
): RestTarget {
  const unserved = unservedOf(served);
  const params = op.parameters.filter((p) => p.in === "path" || p.in === "query" || p.in === "header");
  const badRequest = declares(op, 400)
    ? [400]
    : op.answers
        .map((a) => a.status)
        .filter((s) => /^4\d\d$/.test(s))
        .map(Number);
  const apiKeyHeader = optionalApiKey(doc, op);

  const values = namedValues(
    params.map((p) => ({
      name: p.name,
      required: p.in === "path" || p.required === true,
      values: validValue(p.schema, { carrier: "text", pathSegment: p.in === "path" }),
      // a page token is only valid when a server handed it out: drawn rarely, never as an example
      examples: p.pageToken ? [] : examplesOf(p),
      ...(p.pageToken ? { absentWeight: 9 } : {}),
    })),
  );
  const bodyContent = op.requestBody?.content.find((c) => c.mediaType === "application/json");
  const body = bodyContent
    ? validValue(bodyContent.schema ?? {}, { carrier: "json" }).map((json) => ({ json }))
    : undefined;
  const apiKey = apiKeyHeader ? fc.boolean() : fc.constant(false);
  // with neither a body nor an API key, the values alone (the same draws, not drawn through a tuple of constants)
  const valid =
    body || apiKeyHeader
      ? fc.tuple(values, body ?? fc.constant(undefined), apiKey).map(
          ([v, b, k]): RestDraw => ({
            aim: "valid",
            values: v,
            ...(b ? { body: b } : {}),
            ...(k ? { apiKey: k } : {}),
          }),
        )
      : values.map((v): RestDraw => ({ aim: "valid", values: v }));

  const invalid: fc.Arbitrary<RestDraw>[] = [];
  const broken = (d: RestDraw, broke: string, change: Partial<RestDraw>): RestDraw => ({
    ...d,
    ...change,
    aim: "invalid",
    broke,
  });
  for (const p of params) {
    // not probed: a parameter's alternatives (an ID or an aggregate name, a number or a hash) hardly overlap, and
    // what a draw meant to break is not what decides: the exchange checks classify every request
    for (const b of invalidValues(p.schema, { carrier: "text", pathSegment: p.in === "path" }))
      invalid.push(
        fc
          .tuple(valid, b)
          .map(([d, x]) => broken(d, `${p.name}: ${x.label}`, { values: { ...d.values, [p.name]: x.value } })),
      );
    if (p.required && p.in !== "path")
      invalid.push(
        valid.map((d) => {
          const { [p.name]: _gone, ...rest } = d.values;
          return broken(d, `${p.name}: missing (required)`, { values: rest });
        }),
      );
  }
  if (bodyContent) {
    for (const b of confirmedInvalid(bodyContent.schema ?? {}, { carrier: "json" }, bodyJudge))
      invalid.push(fc.tuple(valid, b).map(([d, x]) => broken(d, `body ${x.label}`, { body: { json: x.value } })));
    invalid.push(
      fc.tuple(valid, fc.nat()).map(([d, at]) => {
        const text = JSON.stringify(d.body && "json" in d.body ? d.body.json : {});
        return broken(d, "body: malformed JSON", { body: { raw: text.slice(0, at % Math.max(1, text.length - 1)) } });
      }),
    );
    if (op.requestBody?.required)
      invalid.push(valid.map((d) => ({ ...broken(d, "body: missing (required)", {}), body: undefined })));
  }
  const arms: { weight: number; arbitrary: fc.Arbitrary<RestDraw> }[] = [{ weight: 5, arbitrary: valid }];
  if (invalid.length) arms.push({ weight: 4, arbitrary: fc.oneof(...invalid) });
  if (unserved.length)
    arms.push({
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...unserved))
        .map(([d, verb]): RestDraw => ({ aim: "method", values: d.values, verb })),
    });
  // HEAD where GET is served: the GET's request, answered without content
  if (op.method === "get")
    arms.push({ weight: 1, arbitrary: valid.map((d): RestDraw => ({ aim: "head", values: d.values, verb: "head" })) });
  return {
    api,
    operation: op,
    served: served.map((m) => m.toUpperCase()),
    freePathParams: params.filter((p) => p.in === "path" && !isEnumOnly(p.schema)).map((p) => p.name),
    badRequest,
    rule: ruleOf(params),
    ...(apiKeyHeader ? { apiKeyHeader } : {}),
    arbitrary: fc.oneof(...arms),
  };
}

/** A parameter's examples: its own (`example`, `examples`), else its schema's, else its default. */
function examplesOf(p: Parameter): unknown[] {
  const own = ownParameterExamples(p);
  if (own.length) return own;
  const s = p.schema;
  return [...(Array.isArray(s.examples) ? s.examples : []), ...(s.example !== undefined ? [s.example] : [])].concat(
    s.default !== undefined && !s.examples && s.example === undefined ? [s.default] : [],
  );
}

/** Lone surrogates cannot be sent as text: they become U+FFFD, as a URL or header encoder would make them. */
const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");

/** A parameter value as the text it travels as. */
export function asText(v: unknown): string {
  return wellFormed(typeof v === "string" ? v : (JSON.stringify(v) ?? String(v)));
}

export interface BuiltRequest {
  http: HttpRequest;
  /** The decoded path and query the exchange checks read. */
  decodedPath: string;
  query: Record<string, string>;
}

/** The HTTP request of a draw. */
export function restRequest(target: RestTarget, d: RestDraw): BuiltRequest {
  let path = target.operation.path;
  let decodedPath = path;
  const query: Record<string, string> = {};
  const headers: Record<string, string> = {};
  for (const p of target.operation.parameters) {
    const v = d.values[p.name];
    if (v === undefined) continue;
    const text = asText(v);
    if (p.in === "path") {
      path = path.replace(`{${p.name}}`, () => encodeURIComponent(text));
      // the exchange checks read a "?" in a path as the start of a query: it stays encoded there
      decodedPath = decodedPath.replace(`{${p.name}}`, () => text.replace(/\?/g, "%3F"));
    } else if (p.in === "query") query[p.name] = text;
    else if (p.in === "header") headers[String(p.name).toLowerCase()] = text;
  }
  if (d.apiKey && target.apiKeyHeader) headers[target.apiKeyHeader.toLowerCase()] = "avaspec-fuzz-key";
  const http: HttpRequest = { method: (d.verb ?? target.operation.method).toUpperCase(), path };
  if (Object.keys(query).length) http.query = query;
  if (d.body !== undefined && d.verb === undefined) {
    headers["content-type"] = "application/json";
    http.body = "raw" in d.body ? d.body.raw : JSON.stringify(d.body.json);
  }
  if (Object.keys(headers).length) http.headers = headers;
  return { http, decodedPath, query };
}
