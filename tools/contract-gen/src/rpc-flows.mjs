// @ts-check
// JSON-RPC flows, found by the shape of params and results: index lookups that agree (last accepted, by id, by index,
// a range past the end), an alias created then called through, a logger level set then read back.
import { shapeFor } from "./rpc-context.mjs";
import { enumOf } from "./schema-utils.mjs";

/** @typedef {import("./suite.js").Flow} Flow */

/** @param {any} m */
const resultProps = (m) => Object.keys(m.result?.schema?.properties ?? {});
/** @param {any} m */
const paramNames = (m) => (m.params ?? []).map((/** @type {any} */ p) => p.name);

/**
 * @typedef {object} FlowContext
 * @property {Record<string, any>} endpoints
 * @property {Map<string, any[]>} methodsByKind
 * @property {(kind: string, m?: any) => string[]} pathsOf
 * @property {Map<string, any>} exampleParams
 * @property {(e: any) => any} errSpec
 * @property {(m: any) => boolean} mutates whether a method changes the node's state
 */

/**
 * @param {import("./rpc-context.mjs").RpcContext} ctx the endpoints, methods and example params of the cases
 * @returns {Flow[]}
 */
export function rpcFlows(ctx) {
  const { endpoints, methodsByKind, pathsOf, exampleParams, errSpec, mutates } = ctx;
  /** @type {FlowContext} */
  const fc = { endpoints, methodsByKind, pathsOf, exampleParams, errSpec, mutates };
  /** @type {Flow[]} */ const flows = [];
  for (const [kind, methods] of methodsByKind) {
    flows.push(...indexFlows(fc, kind, methods));
    flows.push(...aliasFlows(fc, kind, methods));
    flows.push(...loggerFlows(fc, kind, methods));
  }
  return flows;
}

/**
 * Index-like endpoints: a "last accepted" method and id/index lookups, found by their params and results.
 * @param {FlowContext} fc @param {string} kind @param {any[]} methods @returns {Flow[]}
 */
function indexFlows({ pathsOf, exampleParams, errSpec, mutates }, kind, methods) {
  /** @type {Flow[]} */ const flows = [];
  const readOnly = methods.filter((m) => !mutates(m));
  const containerLike = (/** @type {any} */ m) => resultProps(m).includes("id") && resultProps(m).includes("index");
  const onlyOptionalOr = (/** @type {any} */ m, /** @type {string[]} */ allowed) =>
    (m.params ?? []).every((/** @type {any} */ p) => !p.required || allowed.includes(p.name));
  const commonParams = readOnly.length
    ? paramNames(readOnly[0]).filter((n) => readOnly.every((m) => paramNames(m).includes(n)))
    : [];
  const last = readOnly.find(
    (m) =>
      containerLike(m) &&
      onlyOptionalOr(m, commonParams) &&
      paramNames(m).every((/** @type {string} */ n) => commonParams.includes(n)),
  );
  if (last) {
    const byId = readOnly.find((m) => m !== last && containerLike(m) && paramNames(m).includes("id"));
    const getIndex = readOnly.find(
      (m) => !containerLike(m) && paramNames(m).includes("id") && resultProps(m).includes("index"),
    );
    const byIndex = readOnly.find((m) => m !== last && containerLike(m) && paramNames(m).includes("index"));
    const rangeM = readOnly.find(
      (m) =>
        (m.params ?? []).filter((/** @type {any} */ p) => p.required && !commonParams.includes(p.name)).length === 2 &&
        paramNames(m).some((/** @type {string} */ n) => /^start/i.test(n)),
    );
    /** @type {Record<string, unknown>} */
    const common = {};
    for (const n of commonParams) {
      const v = exampleParams.get(last.name)?.[n];
      if (v !== undefined) common[n] = v;
    }
    for (const path of pathsOf(kind, last)) {
      flows.push({
        kind: "indexLink",
        api: "node",
        name: `flow: ${[last, byId, getIndex, byIndex]
          .filter(Boolean)
          .map((m) => m.name)
          .join(" → ")} agree at ${path}`,
        endpoint: kind,
        path,
        last: last.name,
        ...(byId ? { byId: byId.name } : {}),
        ...(getIndex ? { getIndex: getIndex.name } : {}),
        ...(byIndex ? { byIndex: byIndex.name } : {}),
        ...(rangeM
          ? {
              range: {
                method: rangeM.name,
                startParam: paramNames(rangeM).find((/** @type {string} */ n) => /^start/i.test(n)),
                countParam: paramNames(rangeM).find(
                  (/** @type {string} */ n) => !/^start/i.test(n) && !commonParams.includes(n),
                ),
              },
            }
          : {}),
        common,
        emptyError: (last.errors ?? []).map(errSpec),
        rangeError: (rangeM?.errors ?? []).map(errSpec),
        ...containerOf(last),
      });
    }
  }
  return flows;
}

/**
 * The container fields whose encodings a result shows: `bytes` described with its sha256 checksum, and an `id` in CB58
 * (the CB58Id schema), which is the CB58 of the payload's hash.
 * @param {any} m
 */
function containerOf(m) {
  const props = m.result?.schema?.properties ?? {};
  const bytes = Object.keys(props).find(
    (k) => /sha-?256/i.test(props[k]?.description ?? "") && /^0x/.test(props[k]?.pattern?.slice(1) ?? ""),
  );
  const id = Object.keys(props).find((k) => props[k]?.title === "CB58Id");
  return bytes && id ? { container: { id, bytes } } : {};
}

/**
 * Aliases: a mutating method with an "alias" parameter, then a read-only call through the alias.
 * @param {FlowContext} fc @param {string} kind @param {any[]} methods @returns {Flow[]}
 */
function aliasFlows({ endpoints, methodsByKind, pathsOf, exampleParams, mutates }, kind, methods) {
  /** @type {Flow[]} */ const flows = [];
  for (const m of methods.filter((x) => mutates(x) && paramNames(x).includes("alias"))) {
    const target = paramNames(m).find((/** @type {string} */ n) => n !== "alias");
    const base = exampleParams.get(m.name) ?? {};
    const aliasPath = target === "endpoint" ? "/ext/{alias}" : undefined;
    if (aliasPath) {
      const [epKind, ep] = /** @type {[string, any]} */ (
        Object.entries(endpoints).find(
          ([, e]) => /** @type {any} */ (e).aliasable === true && !/\{/.test(/** @type {any} */ (e).path),
        ) ?? []
      );
      const via = (methodsByKind.get(epKind) ?? []).find((x) => !mutates(x));
      if (ep && via) {
        flows.push({
          kind: "aliasLink",
          api: "node",
          name: `flow: ${m.name} created, then ${via.name} called through it`,
          method: m.name,
          path: /** @type {string} */ (pathsOf(kind, m)[0]),
          params: { ...base, [target]: String(ep.path).replace(/^\/ext\//, "") },
          aliasParam: "alias",
          aliasPath,
          through: { method: via.name, params: shapeFor(via, exampleParams.get(via.name) ?? {}) },
        });
      }
    } else if (target) {
      const [epKind, ep] = /** @type {[string, any]} */ (
        Object.entries(endpoints).find(
          ([k, e]) =>
            /** @type {any} */ (e).chainAliasable === true && (methodsByKind.get(k) ?? []).some((x) => !mutates(x)),
        ) ?? []
      );
      const via = (methodsByKind.get(epKind) ?? []).find((x) => !mutates(x));
      const list = methods.find(
        (x) => !mutates(x) && paramNames(x).includes(target) && resultProps(x).some((p) => /alias/i.test(p)),
      );
      if (ep && via) {
        const listed = list ? `, and listed by ${list.name}` : "";
        const chainPath = pathsOf(epKind, via)[0] ?? "";
        const chainVar = String(ep.path).match(/\{(\w+)\}/)?.[1] ?? "blockchainId";
        const chainValue = decodeURIComponent(
          chainPath.split("/")[String(ep.path).split("/").indexOf(`{${chainVar}}`)] ?? "",
        );
        flows.push({
          kind: "aliasLink",
          api: "node",
          name: `flow: ${m.name} created, then ${via.name} called through it${listed}`,
          method: m.name,
          path: /** @type {string} */ (pathsOf(kind, m)[0]),
          params: { ...base, [target]: chainValue },
          aliasParam: "alias",
          aliasPath: String(ep.path).replace(`{${chainVar}}`, "{alias}"),
          through: { method: via.name, params: shapeFor(via, exampleParams.get(via.name) ?? {}) },
          ...(list
            ? {
                list: {
                  method: list.name,
                  path: /** @type {string} */ (pathsOf(kind, list)[0]),
                  params: { ...(exampleParams.get(list.name) ?? {}), [target]: chainValue },
                },
              }
            : {}),
        });
      }
    }
  }
  return flows;
}

/**
 * Logger levels: a mutating setter with enum level params, a read-only getter returning a map of them.
 * @param {FlowContext} fc @param {string} kind @param {any[]} methods @returns {Flow[]}
 */
function loggerFlows({ pathsOf, exampleParams, mutates }, kind, methods) {
  /** @type {Flow[]} */ const flows = [];
  const readOnly = methods.filter((m) => !mutates(m));
  const setter = methods.find(
    (m) =>
      mutates(m) &&
      (m.params ?? []).filter((/** @type {any} */ p) => enumOf(p.schema).length > 1).length >= 1 &&
      paramNames(m).some((/** @type {string} */ n) => /logger/i.test(n)),
  );
  if (setter) {
    const loggerParam = paramNames(setter).find((/** @type {string} */ n) => /logger/i.test(n));
    const getter = readOnly.find((m) => paramNames(m).includes(loggerParam) && resultProps(m).length === 1);
    const levelParams = (setter.params ?? []).filter((/** @type {any} */ p) => enumOf(p.schema).length > 1);
    const logger =
      exampleParams.get(getter?.name ?? "")?.[loggerParam] ?? exampleParams.get(setter.name)?.[loggerParam];
    if (getter && logger !== undefined) {
      flows.push({
        kind: "loggerLink",
        api: "node",
        name: `flow: ${setter.name} then ${getter.name} reads the level back`,
        path: /** @type {string} */ (pathsOf(kind, setter)[0]),
        setter: setter.name,
        getter: getter.name,
        loggerParam,
        levelParams: levelParams.map((/** @type {any} */ p) => p.name),
        levels: enumOf(levelParams[0].schema).map(String),
        logger: String(logger),
        resultField: /** @type {string} */ (resultProps(getter)[0]),
      });
    }
  }
  return flows;
}
