// What every JSON-RPC case and flow is built from: the endpoints and their filled paths, the declared errors (matched
// by code and exact message or pattern), request envelopes with fresh ids, methods by endpoint, each method's example
// params.
import { type Endpoint, type JsonObject, type RpcModel, readError, readRpc } from "@avaspec/spec-model";
import type { RpcCase, RpcErrorSpec } from "../types.js";
import { derivedValue } from "./schema.js";

/** An error as the document declares it, or as the model reads it. */
type DeclaredError = JsonObject;
/** A JSON-RPC error as answered: its code and message. */
export interface ErrorAnswer {
  code: number;
  message: string;
}

export interface RpcContext {
  doc: JsonObject;
  ajv: import("@avaspec/spec-model").AjvInstance;
  /** the endpoint kinds, by name */
  endpoints: Record<string, Endpoint>;
  /** the endpoint kind a method is served at */
  endpointOf: (m: JsonObject) => string | undefined;
  /** whether a method changes the node's state */
  mutates: (m: JsonObject) => boolean;
  /** whether a method cannot be shown succeeding */
  errorOnly: (m: JsonObject) => boolean;
  /** an error pairing's error */
  exampleError: (ex: JsonObject) => ErrorAnswer | undefined;
  /** a declared error as a spec (its component's name and pattern) */
  errSpec: (e: DeclaredError) => RpcErrorSpec;
  matchDeclared: (ex: ErrorAnswer, declared: DeclaredError[]) => RpcErrorSpec;
  /** components errors of an endpoint kind whose message or pattern the expression finds */
  errorsLike: (re: RegExp, kind?: string) => RpcErrorSpec[];
  errorsWithCode: (code: number, kind?: string) => RpcErrorSpec[];
  /** filled paths of an endpoint kind */
  pathsOf: (kind: string, method?: JsonObject) => string[];
  /** the method's own server, if an instance */
  defaultPathOf: (kind: string, method: JsonObject) => string | undefined;
  envelope: (method: string, params: unknown) => { id: number; body: string };
  methodsByKind: Map<string, JsonObject[]>;
  exampleParams: Map<string, Record<string, unknown>>;
  cases: RpcCase[];
}

export function rpcContext(doc: JsonObject, ajv: RpcContext["ajv"]): RpcContext {
  const model = readRpc(doc);
  const endpoints = Object.fromEntries(model.endpoints);
  const errors = errorHelpers(doc, model);
  // the model's reading of each method and example pairing, found by the objects as written
  const methodOf = new Map(model.methodList.map((m) => [m.raw, m]));
  const exampleOf = new Map(model.methodList.flatMap((m) => m.examples.map((e) => [e.raw, e])));
  const facts = {
    endpointOf: (m: JsonObject) => methodOf.get(m)?.endpoint,
    mutates: (m: JsonObject) => methodOf.get(m)?.mutates === true,
    errorOnly: (m: JsonObject) => methodOf.get(m)?.errorOnly !== undefined,
    exampleError: (ex: JsonObject) => exampleOf.get(ex)?.error,
  };
  const { pathsOf, defaultPathOf } = pathHelpers(doc, endpoints);
  let nextId = 1;
  const envelope = (method: string, params: unknown) => {
    const id = nextId++;
    const body: JsonObject = { jsonrpc: "2.0", id, method };
    if (params !== undefined) body.params = params;
    return { id, body: JSON.stringify(body) };
  };
  const methodsByKind = new Map<string, JsonObject[]>();
  for (const m of model.methodList) {
    const kind = m.endpoint as string;
    if (!methodsByKind.has(kind)) methodsByKind.set(kind, []);
    methodsByKind.get(kind)?.push(m.raw);
  }
  return {
    ...{ doc, ajv, endpoints, ...facts, ...errors, pathsOf, defaultPathOf, envelope, methodsByKind },
    exampleParams: new Map(),
    cases: [],
  };
}

function errorHelpers(doc: JsonObject, model: RpcModel) {
  const componentErrors = [...model.errors.values()];
  /** A declared error (as written, or read by the model) as a spec. */
  const errSpec = (e: DeclaredError): RpcErrorSpec => {
    const declared = "raw" in e ? e : readError(doc, e, "");
    const named = componentErrors.find((c) => c.code === e.code && c.message === e.message);
    const pattern = declared.pattern ?? named?.pattern;
    return {
      code: e.code,
      ...(pattern ? { pattern } : { message: e.message }),
      ...(named ? { name: named.name as string } : {}),
    };
  };
  /** The declared error an example error stands for: same code, and its exact message or its pattern. */
  const matchDeclared = (ex: ErrorAnswer, declared: DeclaredError[]) => {
    const all = [...declared.map((e) => readError(doc, e, "")), ...componentErrors];
    const hit = all.find(
      (e) => e.code === ex.code && (e.message === ex.message || (e.pattern && new RegExp(e.pattern).test(ex.message))),
    );
    return hit ? errSpec(hit) : { code: ex.code, message: ex.message };
  };
  /** Errors an endpoint kind can give: those whose endpoints list it, or that list none. */
  const ofEndpoint = (kind: string | undefined) =>
    componentErrors.filter((e) => kind === undefined || !e.endpoints || e.endpoints.includes(kind));
  const errorsLike = (re: RegExp, kind?: string) =>
    ofEndpoint(kind)
      .filter((e) => re.test(e.message ?? "") || re.test(e.pattern ?? ""))
      .map((e) => errSpec(e));
  const errorsWithCode = (code: number, kind?: string): RpcErrorSpec[] => {
    const found = ofEndpoint(kind)
      .filter((e) => e.code === code)
      .map((e) => errSpec(e));
    return found.length ? found : [{ code }];
  };
  return { errSpec, matchDeclared, errorsLike, errorsWithCode };
}

function pathHelpers(doc: JsonObject, endpoints: Record<string, Endpoint>) {
  /** Server variables' defaults, the method's own servers first. */
  const defaults = (servers: JsonObject[]) => {
    const vars: Record<string, string> = {};
    for (const server of servers)
      for (const [k, v] of Object.entries<any>(server.variables ?? {}))
        if (vars[k] === undefined) vars[k] = String(v.default);
    return vars;
  };
  /** Filled paths of an endpoint kind: one per index instance, the server variables' defaults otherwise. */
  const pathsOf = (kind: string, method?: JsonObject): string[] => {
    const ep = endpoints[kind];
    if (!ep) return [];
    const vars = defaults([...(method?.servers ?? []), ...(doc.servers ?? [])]);
    const instances: JsonObject[] = Array.isArray(ep.instances) && ep.instances.length ? ep.instances : [vars];
    return instances.map((inst) =>
      String(ep.path).replace(/\{(\w+)\}/g, (_, k) => encodeURIComponent(String(inst[k] ?? vars[k] ?? `{${k}}`))),
    );
  };
  /** The method's own server (its variables' defaults) when it is one of the endpoint's instances; else the first. */
  const defaultPathOf = (kind: string, method: JsonObject) => {
    const all = pathsOf(kind, method);
    const ep = endpoints[kind];
    const vars = defaults(method?.servers ?? []);
    const own = ep
      ? String(ep.path).replace(/\{(\w+)\}/g, (_, k) => encodeURIComponent(vars[k] ?? `{${k}}`))
      : undefined;
    return own && all.includes(own) ? own : all[0];
  };
  return { pathsOf, defaultPathOf };
}

export function byPositionOf(m: JsonObject | undefined): boolean {
  return m?.paramStructure === "by-position";
}

/** Params by name, or by position (trailing absent ones dropped). */
export function shapeFor(m: JsonObject, values: Record<string, unknown>): unknown {
  if (!byPositionOf(m)) return values;
  const arr = (m.params ?? []).map((p: JsonObject) => values[p.name]);
  while (arr.length && arr[arr.length - 1] === undefined) arr.pop();
  return arr;
}

/** The params of a method's first successful example, or values derived for the required ones. */
export function baseParams(m: JsonObject, exampleError: RpcContext["exampleError"]): Record<string, unknown> {
  const examples: JsonObject[] = m.examples ?? [];
  const base: Record<string, unknown> = {};
  const success = examples.find((e) => !exampleError(e));
  for (const p of m.params ?? []) {
    const fromExample = success?.params?.find((ep: JsonObject) => ep.name === p.name);
    if (fromExample) base[p.name] = fromExample.value;
    else if (p.required) base[p.name] = p.schema?.examples?.[0] ?? p.schema?.default ?? derivedValue(p.schema);
  }
  return base;
}

/** The names of a method's result properties. */
export const resultProps = (m: JsonObject): string[] => Object.keys(m.result?.schema?.properties ?? {});
/** The names of a method's params. */
export const paramNames = (m: JsonObject): string[] => (m.params ?? []).map((p: JsonObject) => p.name);
