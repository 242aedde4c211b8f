// What the mocks read from an assembled OpenAPI document (dereferenced): operations, their parameters,
// pagination (a 200 schema with `nextPageToken` + a `pageToken` query parameter) and the x-avaspec-* rules.

export type JsonSchema = Record<string, any>;

export interface ParameterInfo {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required: boolean;
  schema: JsonSchema;
  /** every `x-*` key of the parameter object */
  extensions: Record<string, unknown>;
}

interface PaginationInfo {
  /** the array property of the 200 body that holds the page's items */
  itemsKey: string;
  /** the page-size query parameter, when the operation has one */
  pageSize?: { name: string; default: number; maximum: number };
  /** page token lifetime (x-avaspec-page-token-ttl-seconds on the pageToken parameter) */
  tokenTtlSeconds: number;
}

export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
  parameters: ParameterInfo[];
  /** declared response status codes, as strings ("200", "400", … or "default") */
  statuses: string[];
  /** schema of the application/json body of each declared response */
  responseSchemas: Record<string, JsonSchema | undefined>;
  requestBodySchema?: JsonSchema;
  /** the request body as declared: required, and its media types */
  requestBody?: { required: boolean; mediaTypes: string[] };
  pagination?: PaginationInfo;
  pathPattern: RegExp;
  pathParamNames: string[];
}

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
const DEFAULT_TTL = 86_400;

export function readOperations(document: JsonSchema): OperationInfo[] {
  const out: OperationInfo[] = [];
  for (const [path, item] of Object.entries<JsonSchema>(document.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method] as JsonSchema | undefined;
      if (!op) continue;
      if (typeof op.operationId !== "string") throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const merged = new Map<string, JsonSchema>();
      for (const p of [...(item.parameters ?? []), ...(op.parameters ?? [])] as JsonSchema[])
        merged.set(`${p.in}:${p.name}`, p);
      const parameters: ParameterInfo[] = [...merged.values()].map((p) => ({
        name: p.name,
        in: p.in,
        required: p.required === true,
        schema: p.schema ?? {},
        extensions: Object.fromEntries(Object.entries(p).filter(([k]) => k.startsWith("x-"))),
      }));
      const responses = (op.responses ?? {}) as Record<string, JsonSchema>;
      const responseSchemas: Record<string, JsonSchema | undefined> = {};
      for (const [code, r] of Object.entries(responses))
        responseSchemas[code] = r.content?.["application/json"]?.schema;
      const { pattern, names } = compilePath(path);
      const info: OperationInfo = {
        operationId: op.operationId,
        method,
        path,
        parameters,
        statuses: Object.keys(responses),
        responseSchemas,
        requestBodySchema: op.requestBody?.content?.["application/json"]?.schema,
        requestBody: op.requestBody
          ? { required: op.requestBody.required === true, mediaTypes: Object.keys(op.requestBody.content ?? {}) }
          : undefined,
        pathPattern: pattern,
        pathParamNames: names,
      };
      info.pagination = readPagination(info);
      out.push(info);
    }
  }
  return out;
}

function readPagination(op: OperationInfo): PaginationInfo | undefined {
  const token = op.parameters.find((p) => p.in === "query" && p.name === "pageToken");
  const ok = op.responseSchemas["200"];
  const props = ok?.properties as Record<string, JsonSchema> | undefined;
  if (!token || !props?.nextPageToken) return undefined;
  const arrays = Object.entries(props).filter(([, s]) => s.type === "array");
  if (arrays.length !== 1) {
    throw new Error(`${op.operationId}: a paginated 200 body needs exactly one array property, found ${arrays.length}`);
  }
  const sizeParam = op.parameters.find((p) => p.in === "query" && p.name === "pageSize");
  const ttl = token.extensions["x-avaspec-page-token-ttl-seconds"];
  return {
    itemsKey: arrays[0]![0],
    pageSize: sizeParam
      ? {
          name: sizeParam.name,
          default: Number(sizeParam.schema.default ?? sizeParam.schema.maximum ?? 100),
          maximum: Number(sizeParam.schema.maximum ?? Number.MAX_SAFE_INTEGER),
        }
      : undefined,
    tokenTtlSeconds: typeof ttl === "number" && ttl > 0 ? ttl : DEFAULT_TTL,
  };
}

function compilePath(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const m = /^\{([^}]+)\}$/.exec(part);
      if (m) {
        names.push(m[1]!);
        return "([^/]+)";
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("");
  return { pattern: new RegExp(`^${source}$`), names };
}

/** The path parameters of `path` for `op`, percent-decoded; undefined when the path does not match. */
export function matchPath(op: OperationInfo, path: string): Record<string, string> | undefined {
  const m = op.pathPattern.exec(path);
  if (!m) return undefined;
  const out: Record<string, string> = {};
  op.pathParamNames.forEach((name, i) => {
    const raw = m[i + 1]!;
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  });
  return out;
}

/** The values listed under extension `key` on any parameter of `op` (e.g. x-avaspec-day-only). */
export function extensionValues(op: OperationInfo, key: string): { parameter: string; values: string[] } | undefined {
  for (const p of op.parameters) {
    const v = p.extensions[key];
    if (Array.isArray(v)) return { parameter: p.name, values: v.map(String) };
  }
  return undefined;
}

/** Enum values of a parameter's schema (also inside anyOf/oneOf), or [] */
export function enumValues(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  if (Array.isArray(schema.enum)) return schema.enum.map(String);
  const out: string[] = [];
  for (const k of ["anyOf", "oneOf", "allOf"])
    for (const s of (schema[k] ?? []) as JsonSchema[]) out.push(...enumValues(s));
  if (schema.items) out.push(...enumValues(schema.items));
  return out;
}

/**
 * Coerces a raw query/path value to the parameter's schema type (values were validated already). An empty
 * value (`pageSize=`) counts as absent, as Prism's validator treats it: the schema's default applies (DEVIATIONS).
 */
export function coerce(schema: JsonSchema, raw: string | string[] | undefined): unknown {
  const present = Array.isArray(raw) ? raw.filter((v) => v !== "") : raw === "" ? undefined : raw;
  if (present === undefined || (Array.isArray(present) && present.length === 0)) return schema.default;
  const type = schema.type;
  if (type === "array") {
    const list = Array.isArray(present) ? present : present.split(",");
    return list.map((v) => coerce(schema.items ?? {}, v));
  }
  const one = Array.isArray(present) ? present[present.length - 1]! : present;
  // Prism's validator coerces a blank value (" ") to 0; NaN makes the runner answer 400 instead
  if (type === "integer" || type === "number") return one.trim() === "" ? Number.NaN : Number(one);
  if (type === "boolean") return one === "true";
  return one;
}

/**
 * Resolves the local `$ref`s (`#/...`) of a bundled document into a new object (shared sub-objects, no copies
 * of cycles: a ref met again inside itself is left as is).
 */
export function dereference(document: JsonSchema): JsonSchema {
  const cache = new Map<string, unknown>();
  const resolving = new Set<string>();
  const pointer = (ref: string): unknown => {
    let node: unknown = document;
    for (const raw of ref.slice(2).split("/")) {
      const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
      node = (node as Record<string, unknown> | undefined)?.[key];
    }
    if (node === undefined) throw new Error(`unresolved $ref ${ref}`);
    return node;
  };
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== "object") return node;
    const obj = node as Record<string, unknown>;
    if (typeof obj.$ref === "string" && obj.$ref.startsWith("#/")) {
      const ref = obj.$ref;
      if (cache.has(ref)) return mergeSiblings(cache.get(ref), obj);
      if (resolving.has(ref)) return obj;
      resolving.add(ref);
      const resolved = walk(pointer(ref));
      resolving.delete(ref);
      cache.set(ref, resolved);
      return mergeSiblings(resolved, obj);
    }
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(obj)) out[k] = walk(v);
    return out;
  };
  const mergeSiblings = (resolved: unknown, refNode: Record<string, unknown>): unknown => {
    const siblings = Object.keys(refNode).filter((k) => k !== "$ref");
    if (siblings.length === 0 || resolved === null || typeof resolved !== "object" || Array.isArray(resolved))
      return resolved;
    const out: Record<string, unknown> = { ...(resolved as Record<string, unknown>) };
    for (const k of siblings) out[k] = walk(refNode[k]);
    return out;
  };
  return walk(document) as JsonSchema;
}
