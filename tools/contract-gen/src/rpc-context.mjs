// @ts-check
// What every JSON-RPC case is built from: the endpoints and their filled paths, the declared errors (matched by code
// and exact message or pattern), request envelopes with fresh ids, methods by endpoint, each method's example params.
import { derivedValue } from "./schema-utils.mjs";

/**
 * @typedef {import("./suite.js").RpcErrorSpec} RpcErrorSpec
 * @typedef {import("./suite.js").RpcCase} RpcCase
 */

/**
 * @typedef {object} RpcContext
 * @property {any} doc
 * @property {any} ajv
 * @property {Record<string, any>} endpoints x-avaspec-endpoints
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
  const endpoints = doc["x-avaspec-endpoints"] ?? {};
  const errors = errorHelpers(doc);
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
  for (const m of doc.methods ?? []) {
    const kind = m["x-avaspec-endpoint"];
    if (!methodsByKind.has(kind)) methodsByKind.set(kind, []);
    methodsByKind.get(kind)?.push(m);
  }
  return {
    ...{ doc, ajv, endpoints, ...errors, pathsOf, defaultPathOf, envelope, methodsByKind },
    exampleParams: new Map(),
    cases: [],
  };
}

/** @param {any} doc */
function errorHelpers(doc) {
  /** @type {any[]} */
  const componentErrors = Object.entries(doc.components?.errors ?? {}).map(([name, e]) => ({
    name,
    .../** @type {any} */ (e),
  }));
  /** @param {any} e @returns {RpcErrorSpec} */
  const errSpec = (e) => {
    const named = componentErrors.find((c) => c.code === e.code && c.message === e.message);
    const pattern = e["x-avaspec-message-pattern"] ?? named?.["x-avaspec-message-pattern"];
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
    const all = [...declared, ...componentErrors];
    const hit = all.find(
      (e) =>
        e.code === ex.code &&
        (e.message === ex.message ||
          (e["x-avaspec-message-pattern"] && new RegExp(e["x-avaspec-message-pattern"]).test(ex.message))),
    );
    return hit ? errSpec(hit) : { code: ex.code, message: ex.message };
  };
  /**
   * Errors an endpoint kind can give: those whose endpoints list it, or that list none.
   * @param {string | undefined} kind
   */
  const ofEndpoint = (kind) =>
    componentErrors.filter((e) => {
      const eps = e["x-avaspec-error-endpoints"] ?? e["x-avaspec-endpoints"];
      return kind === undefined || !Array.isArray(eps) || eps.includes(kind);
    });
  /** @param {RegExp} re @param {string} [kind] */
  const errorsLike = (re, kind) =>
    ofEndpoint(kind)
      .filter((e) => re.test(e.message ?? "") || re.test(e["x-avaspec-message-pattern"] ?? ""))
      .map(errSpec);
  /** @param {number} code @param {string} [kind] @returns {RpcErrorSpec[]} */
  const errorsWithCode = (code, kind) => {
    const found = ofEndpoint(kind)
      .filter((e) => e.code === code)
      .map(errSpec);
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

/** The params of a method's first successful example, or values derived for the required ones. @param {any} m */
export function baseParams(m) {
  const examples = m.examples ?? [];
  /** @type {Record<string, unknown>} */
  const base = {};
  const success = examples.find((/** @type {any} */ e) => !e["x-avaspec-error"]);
  for (const p of m.params ?? []) {
    const fromExample = success?.params?.find((/** @type {any} */ ep) => ep.name === p.name);
    if (fromExample) base[p.name] = fromExample.value;
    else if (p.required) base[p.name] = p.schema?.examples?.[0] ?? p.schema?.default ?? derivedValue(p.schema);
  }
  return base;
}
