// The operations of an OpenAPI 3.1 document (refs kept or dereferenced) as typed objects: parameters, pagination,
// the seed's metric rules (x-avaspec-day-only, x-avaspec-short-window), idempotency, answers and their examples.
import { EXTENSIONS } from "./extensions.js";
import { type JsonObject, resolveRef, schemaTypes } from "./json.js";

export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
/** Methods safe to repeat whatever the operation says. */
const IDEMPOTENT_METHODS = new Set(["get", "head", "options", "put", "delete", "trace"]);
const DEFAULT_PAGE_TOKEN_TTL_SECONDS = 86_400;

export interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required: boolean;
  deprecated: boolean;
  /** as written (refs kept in a refs-kept document); {} when absent */
  schema: JsonObject;
  description?: string;
  /** x-avaspec-page-token-ttl-seconds, on a page token parameter */
  pageTokenTtlSeconds?: number;
  /** a page token: the `pageToken` query parameter, or one carrying x-avaspec-page-token-ttl-seconds */
  pageToken: boolean;
  /** x-avaspec-day-only on this parameter: metrics that need timeInterval=day */
  dayOnly?: string[];
  /** x-avaspec-short-window on this parameter: metrics that only carry lastHour, lastDay, lastWeek */
  shortWindow?: string[];
  /** every `x-*` key of the parameter object */
  extensions: Record<string, unknown>;
  /** the parameter object, resolved */
  raw: JsonObject;
}

export interface Example {
  name: string;
  value: unknown;
  summary?: string;
}

/** One media type of a response or request body. */
export interface Content {
  mediaType: string;
  schema?: JsonObject;
  examples: Example[];
}

export interface Answer {
  /** "200", "404", … or "default" */
  status: string;
  description?: string;
  content: Content[];
  /** header name → header object (resolved) */
  headers: Record<string, JsonObject>;
}

export interface Pagination {
  /** the one array property of the success body that holds the page's items */
  itemsKey: string;
  /** where the request carries the token: a `pageToken` query parameter, or a body property */
  tokenIn: "query" | "body";
  /** the page-size query parameter, when the operation has one */
  pageSize?: { name: string; default: number; maximum: number };
  /** x-avaspec-page-token-ttl-seconds on the token parameter, else a day */
  tokenTtlSeconds: number;
}

/** A metric rule of the seed, on one parameter: x-avaspec-day-only or x-avaspec-short-window. */
export interface MetricRule {
  parameter: string;
  metrics: string[];
}

export interface Operation {
  /** operationId, or "METHOD /path" for an operation without one */
  id: string;
  operationId?: string;
  /** lower case */
  method: string;
  /** template, e.g. /v2/chains/{chainId}/metrics/{metric} */
  path: string;
  pathParamNames: string[];
  summary?: string;
  deprecated: boolean;
  /** safe to repeat: a GET-like method, or x-avaspec-idempotent */
  idempotent: boolean;
  /** path-item and operation parameters merged (the operation's win; header names compared in any case) */
  parameters: Parameter[];
  requestBody?: { required: boolean; content: Content[] };
  /** the declared responses, in document order */
  answers: Answer[];
  /** present when paginated: a success body with `nextPageToken` and a `pageToken` parameter or body property */
  pagination?: Pagination;
  /** x-avaspec-day-only: metrics that need timeInterval=day */
  dayOnly?: MetricRule;
  /** x-avaspec-short-window: metrics that only carry lastHour, lastDay, lastWeek */
  shortWindow?: MetricRule;
  /** what the document says that the model cannot make sense of (a paginated body without one list of items) */
  problems: string[];
  /** the operation object */
  raw: JsonObject;
}

/** Every operation of the document, in document order (paths, then methods in HTTP_METHODS order). */
export function readOperations(doc: JsonObject): Operation[] {
  const out: Operation[] = [];
  for (const [path, rawItem] of Object.entries<any>(doc?.paths ?? {})) {
    const item = resolveRef(doc, rawItem);
    for (const method of HTTP_METHODS) {
      const op = item?.[method];
      if (op) out.push(readOperation(doc, path, method, item, op));
    }
  }
  return out;
}

/** The operations by id. */
export const operationsById = (doc: JsonObject): Map<string, Operation> =>
  new Map(readOperations(doc).map((op) => [op.id, op]));

function readOperation(doc: JsonObject, path: string, method: string, item: JsonObject, op: JsonObject): Operation {
  const byKey = new Map<string, JsonObject>();
  for (const p of [...(item.parameters ?? []), ...(op.parameters ?? [])].map((x) => resolveRef(doc, x)))
    byKey.set(`${p?.in}:${p?.in === "header" ? String(p?.name).toLowerCase() : p?.name}`, p);
  const parameters = [...byKey.values()].map(readParameter);
  const requestBody = resolveRef(doc, op.requestBody);
  const operation: Operation = {
    id: op.operationId ?? `${method.toUpperCase()} ${path}`,
    ...(typeof op.operationId === "string" ? { operationId: op.operationId } : {}),
    method,
    path,
    pathParamNames: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string),
    ...(typeof op.summary === "string" ? { summary: op.summary } : {}),
    deprecated: op.deprecated === true,
    idempotent: IDEMPOTENT_METHODS.has(method) || op[EXTENSIONS.idempotent] === true,
    parameters,
    ...(requestBody
      ? { requestBody: { required: requestBody.required === true, content: readContent(doc, requestBody.content) } }
      : {}),
    answers: Object.entries<any>(op.responses ?? {}).map(([status, r]) => readAnswer(doc, status, r)),
    problems: [],
    raw: op,
  };
  const pagination = readPagination(doc, operation);
  if (pagination) operation.pagination = pagination;
  const dayOnly = parameters.find((p) => p.dayOnly);
  if (dayOnly?.dayOnly) operation.dayOnly = { parameter: dayOnly.name, metrics: dayOnly.dayOnly };
  const shortWindow = parameters.find((p) => p.shortWindow);
  if (shortWindow?.shortWindow)
    operation.shortWindow = { parameter: shortWindow.name, metrics: shortWindow.shortWindow };
  return operation;
}

const metricList = (value: unknown): { list?: string[] } => (Array.isArray(value) ? { list: value.map(String) } : {});

function readParameter(p: JsonObject): Parameter {
  const ttl = p[EXTENSIONS.pageTokenTtlSeconds];
  const dayOnly = metricList(p[EXTENSIONS.dayOnly]).list;
  const shortWindow = metricList(p[EXTENSIONS.shortWindow]).list;
  return {
    name: p.name,
    in: p.in,
    required: p.required === true,
    deprecated: p.deprecated === true,
    schema: p.schema ?? {},
    ...(typeof p.description === "string" ? { description: p.description } : {}),
    ...(typeof ttl === "number" ? { pageTokenTtlSeconds: ttl } : {}),
    pageToken: ttl !== undefined || (p.in === "query" && p.name === "pageToken"),
    ...(dayOnly ? { dayOnly } : {}),
    ...(shortWindow ? { shortWindow } : {}),
    extensions: Object.fromEntries(Object.entries(p).filter(([k]) => k.startsWith("x-"))),
    raw: p,
  };
}

function readContent(doc: JsonObject, content: JsonObject | undefined): Content[] {
  return Object.entries<any>(content ?? {}).map(([mediaType, c]) => {
    const examples: Example[] = Object.entries<any>(c?.examples ?? {}).map(([name, e]) => {
      const ex = resolveRef(doc, e);
      return { name, value: ex?.value, ...(typeof ex?.summary === "string" ? { summary: ex.summary } : {}) };
    });
    if (examples.length === 0 && c?.example !== undefined) examples.push({ name: "example", value: c.example });
    return { mediaType, ...(c?.schema ? { schema: c.schema } : {}), examples };
  });
}

function readAnswer(doc: JsonObject, status: string, raw: unknown): Answer {
  const r = resolveRef(doc, raw) ?? {};
  const headers: Record<string, JsonObject> = {};
  for (const [name, h] of Object.entries<any>(r.headers ?? {})) headers[name] = resolveRef(doc, h);
  return {
    status,
    ...(typeof r.description === "string" ? { description: r.description } : {}),
    content: readContent(doc, r.content),
    headers,
  };
}

/** The schema of an answer's (or a request body's) application/json content, resolved. */
export function jsonSchemaOf(doc: JsonObject, content: readonly Content[] | undefined): JsonObject | undefined {
  return resolveRef(doc, content?.find((c) => c.mediaType === "application/json")?.schema);
}

/** The answer of a status, if declared. */
export const answerOf = (op: Operation, status: string): Answer | undefined =>
  op.answers.find((a) => a.status === status);

function readPagination(doc: JsonObject, op: Operation): Pagination | undefined {
  const body = jsonSchemaOf(doc, (answerOf(op, "200") ?? answerOf(op, "201"))?.content);
  const requestSchema = jsonSchemaOf(doc, op.requestBody?.content);
  const tokenIn = op.parameters.some((p) => p.name === "pageToken" && p.in === "query")
    ? "query"
    : requestSchema?.properties?.pageToken
      ? "body"
      : undefined;
  if (!body?.properties?.nextPageToken || !tokenIn) return undefined;
  const arrays = Object.entries<any>(body.properties)
    .filter(([name, s]) => name !== "nextPageToken" && schemaTypes(doc, s)?.join() === "array")
    .map(([name]) => name);
  if (arrays.length !== 1) {
    op.problems.push(
      `${op.id}: paginated (nextPageToken + pageToken) but the 200 body has ${arrays.length} array ` +
        `properties (${arrays.join(", ") || "none"}); expected exactly one list of items`,
    );
    return undefined;
  }
  const size = op.parameters.find((p) => p.in === "query" && p.name === "pageSize");
  const sizeSchema = resolveRef(doc, size?.schema) ?? {};
  const ttl = op.parameters.find((p) => p.in === "query" && p.name === "pageToken")?.pageTokenTtlSeconds;
  return {
    itemsKey: arrays[0] as string,
    tokenIn,
    ...(size
      ? {
          pageSize: {
            name: size.name,
            default: Number(sizeSchema.default ?? sizeSchema.maximum ?? 100),
            maximum: Number(sizeSchema.maximum ?? Number.MAX_SAFE_INTEGER),
          },
        }
      : {}),
    tokenTtlSeconds: ttl !== undefined && ttl > 0 ? ttl : DEFAULT_PAGE_TOKEN_TTL_SECONDS,
  };
}
