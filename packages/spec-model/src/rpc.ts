// The node's OpenRPC document (refs kept or dereferenced) as typed objects: the endpoints of x-avaspec-endpoints,
// the methods (x-avaspec-endpoint, paramStructure, x-avaspec-mutates, x-avaspec-error-only, …) and the error
// catalogue (components/errors with x-avaspec-message-pattern, x-avaspec-error-endpoints, x-avaspec-description).
import { EXTENSIONS } from "./extensions.js";
import { type JsonObject, refName, resolveRef } from "./json.js";

/**
 * A method's parts with their $refs resolved where they resolve; one that does not is left as written, for the
 * linter (or a renderer with its own messages) to report: the model reads what it can.
 */
function resolveSoftly(doc: JsonObject, node: unknown): any {
  try {
    return resolveRef(doc, node);
  } catch {
    return node;
  }
}

export interface Endpoint {
  /** key in x-avaspec-endpoints: admin, index, rpc, validators */
  name: string;
  /** path template, e.g. /ext/bc/{blockchainId}/rpc */
  path: string;
  /** the template's variables, in order */
  vars: string[];
  /** matches a path of the endpoint: each {variable} is one segment; a trailing slash is allowed */
  matcher: RegExp;
  /** whether it takes JSON-RPC batches */
  batch: boolean;
  maxBatch?: number;
  /** the template's known values (index: chain and kind), when listed */
  instances?: JsonObject[];
  /** whether the node serves it without a flag (`enabledBy`), when the document says; absent means served */
  defaultEnabled?: boolean;
  enabledBy?: string;
  /** reachable under an alias made with admin.alias */
  aliasable: boolean;
  /** its {blockchainId} may be a chain alias */
  chainAliasable: boolean;
  /** what the endpoint serves, when the entry says */
  description?: string;
  /** the x-avaspec-endpoints entry */
  raw: JsonObject;
}

/** A JSON-RPC error as declared: code, and its exact message or a pattern its message must match. */
export interface RpcError {
  code: number;
  message?: string;
  /** x-avaspec-message-pattern: an anchored regular expression */
  pattern?: string;
  /** its name in components/errors */
  name?: string;
  /** x-avaspec-error-endpoints: the endpoint kinds whose transport can give it */
  endpoints?: string[];
  /** x-avaspec-description */
  description?: string;
  /** the error object, resolved */
  raw: JsonObject;
}

export interface RpcParam {
  name: string;
  required: boolean;
  deprecated: boolean;
  /** as written; {} when absent */
  schema: JsonObject;
  summary?: string;
  description?: string;
}

/** One example pairing: a result, or an error (x-avaspec-error). */
export interface RpcExample {
  name: string;
  params: { name: string; value: unknown }[];
  /** present on a success pairing */
  result?: { value: unknown };
  error?: { code: number; message: string };
  raw: JsonObject;
}

/** A server object of OpenRPC: its URL template and its variables. */
export interface RpcServer {
  url: string;
  /** variable name → its default (and its enum, when listed) */
  variables: Record<string, { default?: string; enum?: string[] }>;
}

export interface Method {
  name: string;
  summary?: string;
  description?: string;
  /** x-avaspec-endpoint: a key of x-avaspec-endpoints (undefined when the method names none) */
  endpoint?: string;
  paramStructure?: "by-name" | "by-position";
  byPosition: boolean;
  params: RpcParam[];
  /** x-avaspec-mutates: changes the node's state */
  mutates: boolean;
  /** x-avaspec-error-only: why the method cannot be shown succeeding */
  errorOnly?: string;
  deprecated: boolean;
  /** x-avaspec-deprecation: a text, or {replacedBy, reason} */
  deprecation?: string | { replacedBy?: string; reason?: string };
  /** x-avaspec-requires-one-of: at least one of these optional params */
  requiresOneOf?: unknown;
  /** the result's name, schema and description (absent when the document gives none) */
  result?: { name?: string; schema?: JsonObject; description?: string };
  errors: RpcError[];
  examples: RpcExample[];
  /** the method's own `servers` (an index method's chain and kind are its first server's variables' defaults) */
  servers: RpcServer[];
  /** the method object */
  raw: JsonObject;
}

export interface RpcModel {
  endpoints: ReadonlyMap<string, Endpoint>;
  /** by name */
  methods: ReadonlyMap<string, Method>;
  /** every method in document order (a name given twice, twice: the linter's to refuse) */
  methodList: readonly Method[];
  /** components/errors, by name */
  errors: ReadonlyMap<string, RpcError>;
  /** The endpoint a path (a query ignored) belongs to, or undefined. */
  endpointOf(path: string): Endpoint | undefined;
  /** The methods served at an endpoint, in document order. */
  methodsOf(endpoint: string): Method[];
  /** The transport-level errors (x-avaspec-error-endpoints) of an endpoint kind; every one for undefined. */
  transportErrors(kind: string | undefined): RpcError[];
}

/** A path template of x-avaspec-endpoints as a regular expression: each {variable} is one path segment. */
export function templateRegExp(template: string): RegExp {
  const source = template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{\w+\\?\}/g, "[^/]+");
  return new RegExp(`^${source}/?$`);
}

export function readEndpoints(doc: JsonObject): Map<string, Endpoint> {
  const out = new Map<string, Endpoint>();
  for (const [name, ep] of Object.entries<any>(doc?.[EXTENSIONS.endpoints] ?? {})) {
    const path = String(ep?.path);
    out.set(name, {
      name,
      path,
      vars: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string),
      matcher: templateRegExp(path),
      batch: ep?.batch === true,
      ...(typeof ep?.maxBatch === "number" ? { maxBatch: ep.maxBatch } : {}),
      ...(Array.isArray(ep?.instances) ? { instances: ep.instances } : {}),
      ...(typeof ep?.defaultEnabled === "boolean" ? { defaultEnabled: ep.defaultEnabled } : {}),
      ...(typeof ep?.enabledBy === "string" ? { enabledBy: ep.enabledBy } : {}),
      aliasable: ep?.aliasable === true,
      chainAliasable: ep?.chainAliasable === true,
      ...(typeof ep?.description === "string" ? { description: ep.description } : {}),
      raw: ep ?? {},
    });
  }
  return out;
}

/** An error object (or a $ref to one) as declared. */
export function readError(doc: JsonObject, node: unknown, name = refName(node)): RpcError {
  const e = resolveSoftly(doc, node) ?? {};
  return {
    code: e.code,
    ...(typeof e.message === "string" ? { message: e.message } : {}),
    ...(typeof e[EXTENSIONS.messagePattern] === "string" ? { pattern: e[EXTENSIONS.messagePattern] } : {}),
    ...(name ? { name } : {}),
    ...(Array.isArray(e[EXTENSIONS.errorEndpoints]) ? { endpoints: e[EXTENSIONS.errorEndpoints].map(String) } : {}),
    ...(typeof e[EXTENSIONS.description] === "string" ? { description: e[EXTENSIONS.description] } : {}),
    raw: e,
  };
}

function readExample(doc: JsonObject, node: unknown): RpcExample {
  const ex = resolveSoftly(doc, node) ?? {};
  const error = ex[EXTENSIONS.error];
  return {
    name: String(ex.name ?? ""),
    params: (ex.params ?? []).map((p: unknown) => resolveSoftly(doc, p)),
    ...(ex.result !== undefined ? { result: resolveSoftly(doc, ex.result) } : {}),
    ...(error ? { error } : {}),
    raw: ex,
  };
}

function readServer(server: JsonObject): RpcServer {
  const variables: RpcServer["variables"] = {};
  for (const [name, v] of Object.entries<any>(server?.variables ?? {}))
    variables[name] = {
      ...(v?.default !== undefined ? { default: String(v.default) } : {}),
      ...(Array.isArray(v?.enum) ? { enum: v.enum.map(String) } : {}),
    };
  return { url: String(server?.url ?? ""), variables };
}

export function readMethod(doc: JsonObject, node: unknown): Method {
  const m = resolveSoftly(doc, node) ?? {};
  const result = resolveSoftly(doc, m.result);
  const params: RpcParam[] = (m.params ?? []).map((x: unknown) => {
    const p = resolveSoftly(doc, x);
    return {
      name: p.name,
      required: p.required === true,
      deprecated: p.deprecated === true,
      schema: p.schema ?? {},
      ...(typeof p.summary === "string" ? { summary: p.summary } : {}),
      ...(typeof p.description === "string" ? { description: p.description } : {}),
    };
  });
  return {
    name: m.name,
    ...(typeof m.summary === "string" ? { summary: m.summary } : {}),
    ...(typeof m.description === "string" ? { description: m.description } : {}),
    ...(typeof m[EXTENSIONS.endpoint] === "string" ? { endpoint: m[EXTENSIONS.endpoint] } : {}),
    ...(m.paramStructure ? { paramStructure: m.paramStructure } : {}),
    byPosition: m.paramStructure === "by-position",
    params,
    mutates: m[EXTENSIONS.mutates] === true,
    ...(m[EXTENSIONS.errorOnly] !== undefined ? { errorOnly: m[EXTENSIONS.errorOnly] } : {}),
    deprecated: m.deprecated === true,
    ...(m[EXTENSIONS.deprecation] !== undefined ? { deprecation: m[EXTENSIONS.deprecation] } : {}),
    ...(m[EXTENSIONS.requiresOneOf] !== undefined ? { requiresOneOf: m[EXTENSIONS.requiresOneOf] } : {}),
    ...(result
      ? {
          result: {
            ...(result.name ? { name: result.name } : {}),
            ...(result.schema ? { schema: result.schema } : {}),
            ...(typeof result.description === "string" ? { description: result.description } : {}),
          },
        }
      : {}),
    errors: (m.errors ?? []).map((e: unknown) => readError(doc, e, undefined)),
    examples: (m.examples ?? []).map((e: unknown) => readExample(doc, e)),
    servers: (m.servers ?? []).map(readServer),
    raw: m,
  };
}

/** The model of one OpenRPC document; it reads any document object (a scratch one, an older version). */
export function readRpc(doc: JsonObject): RpcModel {
  const endpoints = readEndpoints(doc);
  const methodList: Method[] = (doc?.methods ?? []).map((m: unknown) => readMethod(doc, m));
  const methods = new Map(methodList.map((m) => [m.name, m]));
  const errors = new Map<string, RpcError>();
  for (const [name, e] of Object.entries(doc?.components?.errors ?? {})) errors.set(name, readError(doc, e, name));
  const list = [...endpoints.values()];
  const transport = [...errors.values()].filter((e) => e.endpoints !== undefined);
  return {
    endpoints,
    methods,
    methodList,
    errors,
    endpointOf: (path) => {
      const bare = path.includes("?") ? (path.split("?")[0] as string) : path;
      return list.find((e) => e.matcher.test(bare));
    },
    methodsOf: (endpoint) => methodList.filter((m) => m.endpoint === endpoint),
    transportErrors: (kind) => transport.filter((e) => kind === undefined || e.endpoints?.includes(kind)),
  };
}

/** Whether an error answered matches a declared one: same code, and the exact message or the pattern. */
export function errorMatches(
  e: { code: unknown; message: unknown },
  spec: Pick<RpcError, "code" | "message" | "pattern">,
) {
  if (e.code !== spec.code) return false;
  if (spec.pattern !== undefined) return typeof e.message === "string" && patternOf(spec.pattern).test(e.message);
  if (spec.message !== undefined) return e.message === spec.message;
  return true;
}

const patterns = new Map<string, RegExp>();
/** Compiled once per pattern; a pattern that is not a regular expression throws (a fault of the spec). */
function patternOf(pattern: string): RegExp {
  let re = patterns.get(pattern);
  if (!re) patterns.set(pattern, (re = new RegExp(pattern)));
  return re;
}
