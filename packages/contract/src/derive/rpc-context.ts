// What every JSON-RPC case and flow is built from: the endpoints and their filled paths, the declared errors (matched
// by code and exact message or pattern), request envelopes with fresh ids, methods by endpoint, each method's example
// params.
import {
  type AjvInstance,
  type Endpoint,
  type JsonObject,
  type Method,
  type RpcError,
  type RpcExample,
  type RpcModel,
  readRpc,
  serverDefaults,
} from "@avaspec/spec-model";
import type { RpcCase, RpcErrorSpec } from "../types.js";
import { derivedValue } from "./schema.js";

/** A JSON-RPC error as answered: its code and message. */
interface ErrorAnswer {
  code: number;
  message: string;
}

export interface RpcContext {
  ajv: AjvInstance;
  /** the methods, in document order */
  methods: readonly Method[];
  /** the endpoint kinds, by name */
  endpoints: Record<string, Endpoint>;
  /** a declared error as a spec (its component's name and pattern) */
  errSpec: (e: RpcError) => RpcErrorSpec;
  /** the declared error an example's error stands for (its own, else the catalogue's) */
  matchDeclared: (ex: ErrorAnswer, declared: readonly RpcError[]) => RpcErrorSpec;
  /** components errors of an endpoint kind whose message or pattern the expression finds */
  errorsLike: (re: RegExp, kind?: string) => RpcErrorSpec[];
  errorsWithCode: (code: number, kind?: string) => RpcErrorSpec[];
  /** filled paths of an endpoint kind */
  pathsOf: (kind: string, method?: Method) => string[];
  /** the method's own server, if an instance */
  defaultPathOf: (kind: string, method: Method) => string | undefined;
  envelope: (method: string, params: unknown) => { id: number; body: string };
  methodsByKind: Map<string, Method[]>;
  exampleParams: Map<string, Record<string, unknown>>;
  cases: RpcCase[];
}

export function rpcContext(doc: JsonObject, ajv: AjvInstance): RpcContext {
  const model = readRpc(doc);
  const endpoints = Object.fromEntries(model.endpoints);
  const errors = errorHelpers(model);
  const { pathsOf, defaultPathOf } = pathHelpers(doc, endpoints);
  let nextId = 1;
  const envelope = (method: string, params: unknown) => {
    const id = nextId++;
    const body: JsonObject = { jsonrpc: "2.0", id, method };
    if (params !== undefined) body.params = params;
    return { id, body: JSON.stringify(body) };
  };
  const methodsByKind = new Map<string, Method[]>();
  for (const m of model.methodList) {
    const kind = m.endpoint as string;
    if (!methodsByKind.has(kind)) methodsByKind.set(kind, []);
    methodsByKind.get(kind)?.push(m);
  }
  return {
    ...{ ajv, methods: model.methodList, endpoints, ...errors, pathsOf, defaultPathOf, envelope, methodsByKind },
    exampleParams: new Map(),
    cases: [],
  };
}

function errorHelpers(model: RpcModel) {
  const componentErrors = [...model.errors.values()];
  /** A declared error as a spec: the catalogue's pattern and name where it is one of the catalogue's. */
  const errSpec = (e: RpcError): RpcErrorSpec => {
    const named = componentErrors.find((c) => c.code === e.code && c.message === e.message);
    const pattern = e.pattern ?? named?.pattern;
    return {
      code: e.code,
      ...(pattern ? { pattern } : { message: e.message }),
      ...(named ? { name: named.name as string } : {}),
    };
  };
  /** The declared error an example error stands for: same code, and its exact message or its pattern. */
  const matchDeclared = (ex: ErrorAnswer, declared: readonly RpcError[]) => {
    const all = [...declared, ...componentErrors];
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
  /** Filled paths of an endpoint kind: one per index instance, the server variables' defaults otherwise. */
  const pathsOf = (kind: string, method?: Method): string[] => {
    const ep = endpoints[kind];
    if (!ep) return [];
    const vars = serverDefaults(method, doc);
    const instances: JsonObject[] = Array.isArray(ep.instances) && ep.instances.length ? ep.instances : [vars];
    return instances.map((inst) =>
      String(ep.path).replace(/\{(\w+)\}/g, (_, k) => encodeURIComponent(String(inst[k] ?? vars[k] ?? `{${k}}`))),
    );
  };
  /** The method's own server (its variables' defaults) when it is one of the endpoint's instances; else the first. */
  const defaultPathOf = (kind: string, method: Method) => {
    const all = pathsOf(kind, method);
    const ep = endpoints[kind];
    const vars = serverDefaults(method);
    const own = ep
      ? String(ep.path).replace(/\{(\w+)\}/g, (_, k) => encodeURIComponent(vars[k] ?? `{${k}}`))
      : undefined;
    return own && all.includes(own) ? own : all[0];
  };
  return { pathsOf, defaultPathOf };
}

/** Params by name, or by position (trailing absent ones dropped). */
export function shapeFor(m: Method, values: Record<string, unknown>): unknown {
  if (!m.byPosition) return values;
  const arr = m.params.map((p) => values[p.name]);
  while (arr.length && arr[arr.length - 1] === undefined) arr.pop();
  return arr;
}

/** The params of a method's first successful example, or values derived for the required ones. */
export function baseParams(m: Method): Record<string, unknown> {
  const base: Record<string, unknown> = {};
  const success = m.examples.find((e) => !e.error);
  for (const p of m.params) {
    const fromExample = success?.params.find((ep) => ep.name === p.name);
    if (fromExample) base[p.name] = fromExample.value;
    else if (p.required) base[p.name] = p.schema.examples?.[0] ?? p.schema.default ?? derivedValue(p.schema);
  }
  return base;
}

/** An example pairing's params by name. */
export const exampleValues = (ex: RpcExample): Record<string, unknown> =>
  Object.fromEntries(ex.params.map((p) => [p.name, p.value]));

/** The names of a method's result properties. */
export const resultProps = (m: Method): string[] => Object.keys(m.result?.schema?.properties ?? {});
/** The names of a method's params. */
export const paramNames = (m: Method): string[] => m.params.map((p) => p.name);
