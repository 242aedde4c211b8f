// @ts-check
// What every JSON-RPC case is built from: the endpoints and their filled paths, the declared errors (matched by code
// and exact message or pattern), request envelopes with fresh ids, methods by endpoint, each method's example params.
import { readError, readRpc } from "@avaspec/spec-model";
import { derivedValue } from "./schema-utils.mjs";

/**
 * @typedef {import("./suite.js").RpcErrorSpec} RpcErrorSpec
 * @typedef {import("./suite.js").RpcCase} RpcCase
 */

/**
 * @typedef {object} RpcContext
 * @property {any} doc
 * @property {any} ajv
 * @property {Record<string, import("@avaspec/spec-model").Endpoint>} endpoints the endpoint kinds, by name
 * @property {(m: any) => string | undefined} endpointOf the endpoint kind a method is served at
 * @property {(m: any) => boolean} mutates whether a method changes the node's state
 * @property {(m: any) => boolean} errorOnly whether a method cannot be shown succeeding
 * @property {(ex: any) => {code: number, message: string} | undefined} exampleError an error pairing's error
 * @property {(e: any) => RpcErrorSpec} errSpec a declared error as a spec (its component's name and pattern)
 * @property {(ex: {code: number, message: string}, declared: any[]) => RpcErrorSpec} matchDeclared
 * @property {(re: RegExp, kind?: string) => RpcErrorSpec[]} errorsLike components errors of an endpoint kind by text
 * @property {(code: number, kind?: string) => RpcErrorSpec[]} errorsWithCode
 * @property {(kind: string, method?: any) => string[]} pathsOf filled paths of an endpoint kind
 * @property {(kind: string, method: any) => string | undefined} defaultPathOf the method's own server, if an instance
 * @property {(method: string, params: unknown) => {id: number, body: string}} envelope
 * @property {Map<string, any[]>} methodsByKind
 * @property {Map<string, Record<string, unknown>>} exampleParams
 * @property {RpcCase[]} cases
 */

/** @param {any} doc @param {any} ajv @returns {RpcContext} */
export function rpcContext(doc, ajv) {
  const model = readRpc(doc);
  const endpoints = Object.fromEntries(model.endpoints);
  const errors = errorHelpers(doc, model);
  // the model's reading of each method and example pairing, found by the objects as written
  const methodOf = new Map(model.methodList.map((m) => [m.raw, m]));
  const exampleOf = new Map(model.methodList.flatMap((m) => m.examples.map((e) => [e.raw, e])));
  const facts = {
    endpointOf: (/** @type {any} */ m) => methodOf.get(m)?.endpoint,
    mutates: (/** @type {any} */ m) => methodOf.get(m)?.mutates === true,
    errorOnly: (/** @type {any} */ m) => methodOf.get(m)?.errorOnly !== undefined,
    exampleError: (/** @type {any} */ ex) => exampleOf.get(ex)?.error,
  };
  const { pathsOf, defaultPathOf } = pathHelpers(doc, endpoints);
  let nextId = 1;
  /** @param {string} method @param {unknown} params */
  const envelope = (method, params) => {
    const id = nextId++;
    /** @type {any} */ const body = { jsonrpc: "2.0", id, method };
    if (params !== undefined) body.params = params;
    return { id, body: JSON.stringify(body) };
  };
  /** @type {Map<string, any[]>} */
  const methodsByKind = new Map();
  for (const m of model.methodList) {
    const kind = /** @type {string} */ (m.endpoint);
    if (!methodsByKind.has(kind)) methodsByKind.set(kind, []);
    methodsByKind.get(kind)?.push(m.raw);
  }
  return {
    ...{ doc, ajv, endpoints, ...facts, ...errors, pathsOf, defaultPathOf, envelope, methodsByKind },
    exampleParams: new Map(),
    cases: [],
  };
}

/** @param {any} doc @param {import("@avaspec/spec-model").RpcModel} model */
function errorHelpers(doc, model) {
  const componentErrors = [...model.errors.values()];
  /** A declared error (as written, or read by the model) as a spec. @param {any} e @returns {RpcErrorSpec} */
  const errSpec = (e) => {
    const declared = "raw" in e ? e : readError(doc, e, "");
    const named = componentErrors.find((c) => c.code === e.code && c.message === e.message);
    const pattern = declared.pattern ?? named?.pattern;
    return {
      code: e.code,
      ...(pattern ? { pattern } : { message: e.message }),
      ...(named ? { name: named.name } : {}),
    };
  };
  /**
   * The declared error an example error stands for: same code, and its exact message or its pattern.
   * @param {{code: number, message: string}} ex @param {any[]} declared
   */
  const matchDeclared = (ex, declared) => {
    const all = [...declared.map((e) => readError(doc, e, "")), ...componentErrors];
    const hit = all.find(
      (e) => e.code === ex.code && (e.message === ex.message || (e.pattern && new RegExp(e.pattern).test(ex.message))),
    );
    return hit ? errSpec(hit) : { code: ex.code, message: ex.message };
  };
  /**
   * Errors an endpoint kind can give: those whose endpoints list it, or that list none.
   * @param {string | undefined} kind
   */
  const ofEndpoint = (kind) =>
    componentErrors.filter((e) => kind === undefined || !e.endpoints || e.endpoints.includes(kind));
  /** @param {RegExp} re @param {string} [kind] */
  const errorsLike = (re, kind) =>
    ofEndpoint(kind)
      .filter((e) => re.test(e.message ?? "") || re.test(e.pattern ?? ""))
      .map((e) => errSpec(e));
  /** @param {number} code @param {string} [kind] @returns {RpcErrorSpec[]} */
  const errorsWithCode = (code, kind) => {
    const found = ofEndpoint(kind)
      .filter((e) => e.code === code)
      .map((e) => errSpec(e));
    return found.length ? found : [{ code }];
  };
  return { errSpec, matchDeclared, errorsLike, errorsWithCode };
}

/** @param {any} doc @param {Record<string, any>} endpoints */
function pathHelpers(doc, endpoints) {
  /** Server variables' defaults, the method's own servers first. @param {any[]} servers */
  const defaults = (servers) => {
    /** @type {Record<string, string>} */
    const vars = {};
    for (const server of servers)
      for (const [k, v] of Object.entries(server.variables ?? {}))
        if (vars[k] === undefined) vars[k] = String(/** @type {any} */ (v).default);
    return vars;
  };
  /**
   * Filled paths of an endpoint kind: one per index instance, the server variables' defaults otherwise.
   * @param {string} kind @param {any} [method] @returns {string[]}
   */
  const pathsOf = (kind, method) => {
    const ep = endpoints[kind];
    if (!ep) return [];
    const vars = defaults([...(method?.servers ?? []), ...(doc.servers ?? [])]);
    const instances = Array.isArray(ep.instances) && ep.instances.length ? ep.instances : [vars];
    return instances.map((/** @type {any} */ inst) =>
      String(ep.path).replace(/\{(\w+)\}/g, (_, k) => encodeURIComponent(String(inst[k] ?? vars[k] ?? `{${k}}`))),
    );
  };
  /**
   * The method's own server (its variables' defaults) when it is one of the endpoint's instances; else the first.
   * @param {string} kind @param {any} method
   */
  const defaultPathOf = (kind, method) => {
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

/** @param {any} m */
export function byPositionOf(m) {
  return m?.paramStructure === "by-position";
}
/**
 * Params by name, or by position (trailing absent ones dropped).
 * @param {any} m
 * @param {Record<string, unknown>} values
 */
export function shapeFor(m, values) {
  if (!byPositionOf(m)) return values;
  const arr = (m.params ?? []).map((/** @type {any} */ p) => values[p.name]);
  while (arr.length && arr[arr.length - 1] === undefined) arr.pop();
  return arr;
}

/**
 * The params of a method's first successful example, or values derived for the required ones.
 * @param {any} m @param {RpcContext["exampleError"]} exampleError
 */
export function baseParams(m, exampleError) {
  const examples = m.examples ?? [];
  /** @type {Record<string, unknown>} */
  const base = {};
  const success = examples.find((/** @type {any} */ e) => !exampleError(e));
  for (const p of m.params ?? []) {
    const fromExample = success?.params?.find((/** @type {any} */ ep) => ep.name === p.name);
    if (fromExample) base[p.name] = fromExample.value;
    else if (p.required) base[p.name] = p.schema?.examples?.[0] ?? p.schema?.default ?? derivedValue(p.schema);
  }
  return base;
}
