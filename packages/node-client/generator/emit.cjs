// Emits src/generated/node.ts from a dereferenced OpenRPC document, read through @avaspec/spec-model: TypeScript
// types from the JSON schemas (json-schema-to-typescript, in schema-types.cjs), one typed API interface per endpoint
// kind, the client shape, and the small routing table the runtime (src/runtime.ts) walks. No copy of the document.
"use strict";
const { EXTENSIONS, readRpc } = require("@avaspec/spec-model");
const { pascal, SchemaTypes } = require("./schema-types.cjs");

const HEADER = "// generated, do not edit: made by @avaspec/node-client's generator (generator/component.cjs) from";

/**
 * The client-side name of a method: its name without the namespace ("admin.alias" → "alias", "eth_feeConfig" →
 * "feeConfig").
 */
function shortName(method) {
  const m = /^[A-Za-z0-9]+[._](.+)$/.exec(method);
  return m ? m[1] : method;
}

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A JSDoc block from lines (undefined/empty lines between paragraphs collapse); "" when there is nothing to say. */
function jsdoc(lines, indent = "") {
  const clean = [];
  for (const line of lines.flatMap((l) => (l === undefined || l === null ? [] : String(l).split("\n")))) {
    const text = line.replace(/\*\//g, "*\\/").trimEnd();
    if (text === "" && (clean.length === 0 || clean[clean.length - 1] === "")) continue;
    clean.push(text);
  }
  while (clean.length && clean[clean.length - 1] === "") clean.pop();
  if (clean.length === 0) return "";
  if (clean.length === 1) return `${indent}/** ${clean[0]} */\n`;
  return `${indent}/**\n${clean.map((l) => `${indent} *${l ? ` ${l}` : ""}`).join("\n")}\n${indent} */\n`;
}

/**
 * By-name params as one object schema. The method's `requiresOneOf: [a, b]` (at least one of these optional params
 * must be given) adds `& ({ a: A } | { b: B })`.
 */
function byNameParams(method) {
  const { params } = method;
  const object = {
    type: "object",
    additionalProperties: false,
    properties: Object.fromEntries(
      params.map((p) => {
        const notes = { description: p.description ?? p.summary, deprecated: p.deprecated || undefined };
        if (p.schema.title) return [p.name, { allOf: [p.schema], ...notes }];
        return [p.name, { ...p.schema, ...notes, description: notes.description ?? p.schema.description }];
      }),
    ),
    required: params.filter((p) => p.required).map((p) => p.name),
  };
  const oneOf = method.requiresOneOf;
  if (oneOf === undefined) return object;
  if (!Array.isArray(oneOf) || oneOf.length === 0 || oneOf.some((n) => !params.some((p) => p.name === n))) {
    throw new Error(`method ${method.name}: ${EXTENSIONS.requiresOneOf} must list some of its params`);
  }
  const alternatives = oneOf.map((n) => ({
    type: "object",
    additionalProperties: false,
    properties: { [n]: params.find((p) => p.name === n)?.schema },
    required: [n],
  }));
  return { allOf: [object, { anyOf: alternatives }] };
}

/** Path template variables, in order: "/ext/index/{chain}/{kind}" → ["chain", "kind"]. */
/**
 * One entry of x-avaspec-endpoints (read by @avaspec/spec-model) with the methods routed to it.
 * @typedef {import("@avaspec/spec-model").Method} Method
 * @typedef {{ name: string, ep: import("@avaspec/spec-model").Endpoint, vars: string[], scope: "chain" | "client",
 *   key: string, methods: Method[], allMethodNames?: Map<string, string | undefined> }} Endpoint
 */

/** Reads and checks the endpoint table and the methods' endpoint assignment. */
function readEndpoints(doc) {
  const model = readRpc(doc);
  if (model.endpoints.size === 0) {
    throw new Error(`the document has no ${EXTENSIONS.endpoints}: endpoint routing cannot be generated`);
  }
  /** @type {Endpoint[]} */
  const endpoints = [...model.endpoints.values()].map((ep) => {
    const { name, vars } = ep;
    const where = `${EXTENSIONS.endpoints}.${name}`;
    if (!IDENT.test(name)) throw new Error(`${where}: not an identifier`);
    if (!ep.path.startsWith("/")) throw new Error(`${where}.path must be an absolute path`);
    const chain = vars.includes("blockchainId");
    if (chain && vars.length !== 1) throw new Error(`${where}: {blockchainId} paths take no other variable`);
    if (ep.instances) {
      for (const inst of ep.instances) {
        const missing = vars.filter((v) => typeof inst[v] !== "string");
        if (missing.length) throw new Error(`${where}.instances: ${JSON.stringify(inst)} lacks ${missing.join(", ")}`);
      }
    }
    /** @type {Endpoint["scope"]} */
    const scope = chain ? "chain" : "client";
    return { name, ep, vars, scope, key: chain && name === "rpc" ? "" : name, methods: [] };
  });
  /** @type {Map<string | undefined, Endpoint>} */
  const byName = new Map(endpoints.map((e) => [e.name, e]));
  const allMethodNames = new Map(model.methodList.map((m) => [m.name, m.endpoint]));
  for (const e of endpoints) e.allMethodNames = allMethodNames;
  for (const method of model.methodList) {
    const endpointName = method.endpoint;
    const e = byName.get(endpointName);
    if (!e)
      throw new Error(
        `method ${method.name}: ${EXTENSIONS.endpoint} ${JSON.stringify(endpointName)} ` +
          `is not a key of ${EXTENSIONS.endpoints}`,
      );
    const structure = method.paramStructure;
    if (structure !== "by-name" && structure !== "by-position")
      throw new Error(`method ${method.name}: paramStructure must be declared (by-name or by-position)`);
    const short = shortName(method.name);
    if (e.methods.some((m) => shortName(m.name) === short))
      throw new Error(`method ${method.name}: client name ${short} is taken on endpoint ${e.name}`);
    if (
      ["batch", "validators"].includes(short) ||
      (e.key === "" && endpoints.some((o) => o.scope === "chain" && o.key === short))
    ) {
      throw new Error(`method ${method.name}: client name ${short} collides with a member of the client`);
    }
    e.methods.push(method);
  }
  return endpoints;
}

/** The @deprecated text: the method's `deprecation` is a string, or `{replacedBy: <method>, reason?: string}`. */
function deprecationText(method, e) {
  const d = method.deprecation;
  if (typeof d === "string") return d;
  const parts = [];
  if (d && typeof d === "object") {
    if (d.reason) parts.push(String(d.reason).replace(/\.?$/, "."));
    if (d.replacedBy) {
      const sameEndpoint = e.allMethodNames.get(d.replacedBy) === e.name;
      parts.push(
        sameEndpoint
          ? `Use \`${shortName(d.replacedBy)}\` (\`${d.replacedBy}\`) instead.`
          : `Use \`${d.replacedBy}\` instead.`,
      );
    }
  }
  return parts.join(" ") || "Deprecated by the node; see the description.";
}

function methodDoc(method, e, extraLines = []) {
  const lines = [method.summary, "", method.description];
  if (method.mutates) lines.push("", "Changes the node's state.");
  lines.push("", `JSON-RPC \`${method.name}\` at \`${e.ep.path}\`.`);
  lines.push(...extraLines);
  for (const err of method.errors) lines.push(`@throws {JsonRpcError} ${err.code} ${JSON.stringify(err.message)}`);
  if (method.deprecated) lines.push(`@deprecated ${deprecationText(method, e)}`);
  return lines;
}

/** Each method's params and result types (declared in `types`), and the NodeMethods map entries. */
function emitMethodTypes(endpoints, types) {
  const methodMap = [];
  for (const e of endpoints) {
    for (const method of e.methods) {
      const base = pascal(method.name);
      const paramsName = types.reserve(`${base}Params`);
      const resultName = types.reserve(`${base}Result`);
      const paramsDoc = `Params of \`${method.name}\`.`;
      if (method.paramStructure === "by-name") {
        types.declare(paramsName, byNameParams(method), paramsDoc);
      } else {
        let seenOptional = false;
        const members = method.params.map((p) => {
          if (!p.required) seenOptional = true;
          else if (seenOptional)
            throw new Error(`method ${method.name}: required positional param ${p.name} follows an optional one`);
          return `${IDENT.test(p.name) ? p.name : "arg"}${p.required ? "" : "?"}: ${types.inline(p.schema)}`;
        });
        types.declareText(paramsName, `[${members.join(", ")}]`, paramsDoc);
      }
      const resultDoc = [`Result of \`${method.name}\`.`, method.result?.description].filter(Boolean).join("\n");
      types.declare(resultName, method.result ? method.result.schema : { type: "null" }, resultDoc);
      methodMap.push(`  ${JSON.stringify(method.name)}: { params: ${paramsName}; result: ${resultName} };`);
    }
  }
  return methodMap;
}

/** One method's member of its endpoint's API interface (by-name: one params object; by-position: arguments). */
function apiMember(method, e) {
  const base = pascal(method.name);
  const { params } = method;
  const allOptional = params.every((p) => !p.required) && method.requiresOneOf === undefined;
  if (method.paramStructure === "by-name") {
    const doc = methodDoc(method, e);
    const object = `params${allOptional ? "?" : ""}: ${base}Params`;
    const signature = `(${object}, options?: CallOptions): Promise<${base}Result>;`;
    return `${jsdoc(doc, "  ")}  ${shortName(method.name)}${signature}`;
  } else {
    const paramDocs = params.map((p) => {
      const about = [p.summary, p.description ?? p.schema?.description].filter(Boolean).join(" ");
      return `@param ${p.name} ${about || ""}`.trimEnd();
    });
    const doc = methodDoc(method, e, [
      "",
      ...paramDocs,
      "@param options per-call options (timeout, abort signal, headers)",
    ]);
    const args = params.map(
      (p, i) => `${IDENT.test(p.name) ? p.name : `arg${i}`}${p.required ? "" : "?"}: ${base}Params[${i}]`,
    );
    const signature = `(${[...args, "options?: CallOptions"].join(", ")}): Promise<${base}Result>;`;
    return `${jsdoc(doc, "  ")}  ${shortName(method.name)}${signature}`;
  }
}

/** One interface per endpoint (its methods, and `batch` where the endpoint takes batches). */
function emitEndpointApis(endpoints) {
  const apiOut = [];
  for (const e of endpoints) {
    const apiName = `${pascal(e.name)}Api`;
    const members = e.methods.map((method) => apiMember(method, e));
    if (e.ep.batch) {
      const callName = `${pascal(e.name)}Call`;
      const union = e.methods
        .map((m) => {
          const optional = m.params.every((p) => !p.required);
          const params = optional ? `params?: ${pascal(m.name)}Params | undefined` : `params: ${pascal(m.name)}Params`;
          return `  | { method: ${JSON.stringify(m.name)}; ${params} }`;
        })
        .join("\n");
      const callDoc = jsdoc([`One call of a batch on the \`${e.name}\` endpoint.`]);
      apiOut.push(`${callDoc}export type ${callName} =\n${union || "  never"};\n`);
      const limit = e.ep.maxBatch
        ? ` At most ${e.ep.maxBatch} calls (the node's limit); more are rejected before sending.`
        : "";
      const batchDoc = [
        `Sends several calls in one HTTP request (a JSON-RPC batch).${limit}`,
        "",
        "Resolves with one settled entry per call, in the order given: " +
          "`{ ok: true, result }` or `{ ok: false, error }`.",
        "An empty list resolves to `[]` without a request.",
      ];
      const settled = '{ -readonly [K in keyof T]: BatchResult<NodeMethods[T[K]["method"]]["result"]> }';
      members.push(
        `${jsdoc(batchDoc, "  ")}  batch<const T extends readonly ${callName}[]>(calls: T, options?: CallOptions): ` +
          `Promise<${settled}>;`,
      );
    }
    const offByDefault = e.ep.defaultEnabled === false ? " (off by default)" : "";
    const apiDoc = jsdoc([
      `Methods served at \`${e.ep.path}\`.`,
      e.ep.description,
      e.ep.enabledBy ? `Served only when the node runs with \`${e.ep.enabledBy}\`${offByDefault}.` : undefined,
    ]);
    apiOut.push(`${apiDoc}export interface ${apiName} {\n${members.join("\n")}\n}\n`);
  }

  return apiOut;
}

/** The NodeClient members (one per client-scoped endpoint or instance, `chain`, `alias`) and the ChainApi. */
function emitClientShape(endpoints) {
  const clientMembers = [];
  const chainEndpoints = endpoints.filter((e) => e.scope === "chain");
  for (const e of endpoints.filter((x) => x.scope === "client")) {
    const apiName = `${pascal(e.name)}Api`;
    const about = [`\`${e.ep.path}\``, e.ep.enabledBy ? `(needs \`${e.ep.enabledBy}\`)` : ""].join(" ").trim();
    if (e.vars.length === 0) {
      clientMembers.push(`${jsdoc([`The ${e.name} API: ${about}.`], "  ")}  readonly ${e.key}: ${apiName};`);
    } else if (e.ep.instances) {
      for (const inst of e.ep.instances) {
        const label = e.vars.map((v) => inst[v]).join("/");
        const path = e.vars.reduce((p, v) => p.replace(`{${v}}`, inst[v]), e.ep.path);
        const needs = e.ep.enabledBy ? `(needs \`${e.ep.enabledBy}\`)` : "";
        const lines = [`The ${e.name} API at \`${path}\` ${needs}.`, inst.description];
        if (inst.historyOnly)
          lines.push(
            `@deprecated History only: the ${label} index is no longer populated; it still answers for old data.` +
              (inst.replacedBy ? ` Use ${inst.replacedBy}.` : ""),
          );
        const args = e.vars.map((v) => `${v}: ${JSON.stringify(inst[v])}`).join(", ");
        clientMembers.push(`${jsdoc(lines, "  ")}  ${e.key}(${args}): ${apiName};`);
      }
    } else {
      const args = e.vars.map((v) => `${v}: string`).join(", ");
      clientMembers.push(`${jsdoc([`The ${e.name} API: ${about}.`], "  ")}  ${e.key}(${args}): ${apiName};`);
    }
  }
  let chainOut = "";
  if (chainEndpoints.length) {
    const root = chainEndpoints.find((e) => e.key === "");
    const subs = chainEndpoints.filter((e) => e.key !== "");
    const ext = root ? ` extends ${pascal(root.name)}Api` : "";
    const subMembers = subs.map(
      (e) => `${jsdoc([`Methods at \`${e.ep.path}\`.`], "  ")}  readonly ${e.key}: ${pascal(e.name)}Api;`,
    );
    const chainDoc = jsdoc([`One chain's APIs: ${chainEndpoints.map((e) => `\`${e.ep.path}\``).join(", ")}.`]);
    chainOut = `${chainDoc}export interface ChainApi${ext} {\n${subMembers.join("\n")}\n}\n`;
    const chainMemberDoc = [
      "The APIs of one chain.",
      "@param blockchainIdOrAlias a blockchain ID, or an alias made with `admin.aliasChain`",
    ];
    clientMembers.push(`${jsdoc(chainMemberDoc, "  ")}  chain(blockchainIdOrAlias: string): ChainApi;`);
  }
  const aliasable = endpoints.filter((e) => e.scope === "client" && e.ep.aliasable);
  for (const e of aliasable) {
    const aliasDoc = jsdoc([`The ${e.name} API under an alias made with \`admin.alias\`: \`/ext/<alias>\`.`], "  ");
    clientMembers.push(`${aliasDoc}  alias(alias: string, endpoint: ${JSON.stringify(e.name)}): ${pascal(e.name)}Api;`);
  }

  return { clientMembers, chainOut };
}

/** The routing table the runtime walks, one line per endpoint. */
function emitRoutingTable(endpoints) {
  return endpoints.map((e) => `  ${JSON.stringify(routingRow(e))},`);
}

/**
 * One endpoint of the model as the runtime walks it. Typed as the runtime's row, so that the type check holds the
 * two together.
 * @param {Endpoint} e
 * @returns {import("../src/runtime.js").EndpointSpec}
 */
function routingRow(e) {
  /** @type {(m: Method) => [string, number, 1?]} */
  const route = (m) =>
    m.mutates ? [m.name, m.byPosition ? m.params.length : -1, 1] : [m.name, m.byPosition ? m.params.length : -1];
  return {
    name: e.name,
    path: e.ep.path,
    scope: e.scope,
    key: e.key,
    vars: e.vars,
    ...(e.ep.instances ? { instances: e.ep.instances.map((i) => e.vars.map((v) => String(i[v]))) } : {}),
    ...(e.ep.batch ? { batch: e.ep.maxBatch ?? 0 } : {}),
    ...(e.ep.enabledBy ? { enabledBy: e.ep.enabledBy } : {}),
    ...(e.ep.aliasable ? { aliasable: true } : {}),
    methods: Object.fromEntries(e.methods.map((m) => [shortName(m.name), route(m)])),
  };
}

/**
 * @param {any} doc the dereferenced OpenRPC document
 * @param {{source?: string}} [options] what to name as the source in the header
 * @returns {Promise<string>} the TypeScript module
 */
async function emitClient(doc, { source = "the OpenRPC document" } = {}) {
  const endpoints = readEndpoints(doc);
  const types = new SchemaTypes();
  const reserved = ["CallOptions", "BatchResult", "EndpointSpec", "NodeMethods", "NodeClient", "ChainApi"];
  reserved.forEach((n) => types.reserve(n));
  for (const e of endpoints) {
    types.reserve(`${pascal(e.name)}Api`);
    if (e.ep.batch) types.reserve(`${pascal(e.name)}Call`);
  }
  const methodMap = emitMethodTypes(endpoints, types);
  const apiOut = emitEndpointApis(endpoints);
  const { clientMembers, chainOut } = emitClientShape(endpoints);
  const table = emitRoutingTable(endpoints);
  const methodsDoc = jsdoc(["Every method: its params and result types."]);
  const clientDoc = jsdoc([`A client of the node's JSON-RPC APIs (${doc.info.title} ${doc.info.version}).`]);
  const routingDoc = jsdoc([
    `Endpoint routing read from the document's \`${EXTENSIONS.endpoints}\` ` +
      `and each method's \`${EXTENSIONS.endpoint}\`.`,
  ]);
  return [
    `${HEADER} ${source} (${doc.info.title} ${doc.info.version}).`,
    "// Regenerate with `pnpm --filter @avaspec/node-client generate`; " +
      "`check:generated` fails when this file is stale.",
    "/* eslint-disable */",
    'import type { BatchResult, CallOptions, EndpointSpec } from "../runtime.js";',
    "",
    "// ---- schemas, and each method's params and result (json-schema-to-typescript)",
    "",
    await types.emit(),
    `${methodsDoc}export interface NodeMethods {\n${methodMap.join("\n")}\n}\n`,
    "// ---- endpoints",
    "",
    apiOut.join("\n"),
    chainOut,
    `${clientDoc}export interface NodeClient {\n${clientMembers.join("\n")}\n}\n`,
    `${routingDoc}export const endpoints: readonly EndpointSpec[] = [\n${table.join("\n")}\n];\n`,
  ].join("\n");
}

module.exports = { emitClient, shortName };
