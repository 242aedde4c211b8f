// @ts-check
// JSON-RPC cases: for each method, its example pairings (results and errors), derived values, each param made invalid
// in turn; for each endpoint, unknown and ill-formed methods, malformed bodies, jsonrpc versions, batches, unknown
// chains.
import { rpcFlows } from "./rpc-flows.mjs";
import { baseParams, byPositionOf, rpcContext, shapeFor } from "./rpc-context.mjs";
import { boundOf, enumOf, fmt, makeAjv, typesOf, valid, WRONG_TYPE_VALUES } from "./schema-utils.mjs";

/**
 * @typedef {import("./rpc-context.mjs").RpcContext} RpcContext
 * @typedef {import("./suite.js").RpcCase} RpcCase
 * @typedef {import("./suite.js").RpcExpect} RpcExpect
 * @typedef {import("./suite.js").RpcErrorSpec} RpcErrorSpec
 * @typedef {import("./suite.js").Flow} Flow
 * @typedef {import("./suite.js").OperationInfo} OperationInfo
 * @typedef {import("./suite.js").CaseKind} CaseKind
 * @typedef {{path?: string, repeatBefore?: number}} CaseExtra
 * @typedef {(name: string, kind: CaseKind, params: unknown, expect: RpcExpect, extra?: CaseExtra) => void} PushCase
 */

/** @param {any} doc @returns {{ operations: OperationInfo[], cases: RpcCase[], flows: Flow[] }} */
export function rpcSuite(doc) {
  const ctx = rpcContext(doc, makeAjv("openrpc"));
  /** @type {OperationInfo[]} */ const operations = [];
  for (const m of doc.methods ?? []) operations.push(methodCases(ctx, m));
  for (const [kind, ep] of Object.entries(ctx.endpoints)) endpointCases(ctx, kind, ep);
  const flows = rpcFlows(ctx);
  return { operations, cases: ctx.cases, flows };
}

/** Every case of one method; its coverage entry. @param {RpcContext} ctx @param {any} m @returns {OperationInfo} */
function methodCases(ctx, m) {
  const kind = /** @type {string} */ (ctx.endpointOf(m));
  const mutates = ctx.mutates(m);
  const examples = [...(m.examples ?? [])].sort(
    (a, b) => Number(Boolean(ctx.exampleError(a))) - Number(Boolean(ctx.exampleError(b))),
  );
  // Examples name things of one instance (a transaction ID of X/tx, say): they run at the method's own server.
  // Every instance is exercised by the flows (index lookups) and the endpoint-level cases.
  const path = ctx.defaultPathOf(kind, m) ?? "/";
  const push = methodPusher(ctx, m, kind, path);
  const base = baseParams(m, ctx.exampleError);
  ctx.exampleParams.set(m.name, base);
  exampleCases(ctx, m, examples, path, push);
  // a method whose every answer is an error (x-avaspec-error-only: say, a send the server refuses) has no success
  if (!ctx.errorOnly(m)) derivedCases(ctx, m, base, examples, push);
  invalidParamCases(ctx, m, base, push);
  return {
    api: "node",
    id: m.name,
    path: ctx.endpoints[kind]?.path,
    declared: [...new Set((m.errors ?? []).map((/** @type {any} */ e) => String(e.code)))],
    mutates,
    errorCases: examples.filter((e) => ctx.exampleError(e)).map((e) => e.name),
  };
}

/** @param {RpcContext} ctx @param {any} m @param {string} kind @param {string} path @returns {PushCase} */
function methodPusher(ctx, m, kind, path) {
  const mutates = ctx.mutates(m);
  const byPosition = byPositionOf(m);
  const declaredErrors = (m.errors ?? []).map(ctx.errSpec);
  // Names a successful call takes for good (an alias): made unique per run, so that the suite can run again.
  const taken = declaredErrors.some((/** @type {any} */ e) =>
    /already|in use/i.test(`${e.message ?? ""} ${e.pattern ?? ""}`),
  );
  const uniqueParams =
    mutates && taken && !byPosition
      ? (m.params ?? []).filter((/** @type {any} */ p) => /alias/i.test(p.name)).map((/** @type {any} */ p) => p.name)
      : [];
  return (name, kind_, p, expect, extra = {}) => {
    const { id, body } = ctx.envelope(m.name, p);
    const unique = "result" in expect && uniqueParams.length ? { uniqueParams } : {};
    ctx.cases.push({
      api: "node",
      method: m.name,
      endpoint: kind,
      path: extra.path ?? path,
      name,
      kind: kind_,
      body,
      methods: [m.name],
      id,
      mutates,
      ...(extra.repeatBefore ? { repeatBefore: extra.repeatBefore } : {}),
      ...unique,
      expect,
    });
  };
}

/**
 * Every example pairing.
 * @param {RpcContext} ctx
 * @param {any} m
 * @param {any[]} examples
 * @param {string} path
 * @param {PushCase} push
 */
function exampleCases(ctx, m, examples, path, push) {
  const mutates = ctx.mutates(m);
  const paths = [path];
  for (const ex of examples) {
    /** @type {Record<string, unknown>} */
    const values = {};
    for (const p of ex.params ?? []) values[p.name] = p.value;
    const err = ctx.exampleError(ex);
    if (err) {
      // A mutating method without parameters fails only from a state: reach it by calling once before.
      const repeatBefore = mutates && (m.params ?? []).length === 0 ? 1 : 0;
      const expect = { error: [ctx.matchDeclared(err, m.errors ?? [])] };
      push(`example: ${ex.name} → error ${err.code}`, "example", shapeFor(m, values), expect, { repeatBefore });
    } else {
      for (const pth of paths)
        push(
          `example: ${ex.name}${paths.length > 1 ? ` at ${pth}` : ""}`,
          "example",
          shapeFor(m, values),
          { result: true },
          { path: pth },
        );
    }
  }
}

/**
 * Derived: required parameters only, and every enum value.
 * @param {RpcContext} ctx
 * @param {any} m
 * @param {Record<string, unknown>} base
 * @param {any[]} examples
 * @param {PushCase} push
 */
function derivedCases(ctx, m, base, examples, push) {
  const mutates = ctx.mutates(m);
  const params = m.params ?? [];
  /** @type {Record<string, unknown>} */
  const requiredOnly = {};
  for (const p of params) if (p.required && base[p.name] !== undefined) requiredOnly[p.name] = base[p.name];
  // Only when it differs from the examples; not for a state-changing method whose optional params are all it has
  // (with none of them it is the "neither" error case, e.g. setLoggerLevel).
  const differs =
    !examples.some((e) => !ctx.exampleError(e)) || Object.keys(requiredOnly).length < Object.keys(base).length;
  const meaningful = !mutates || params.some((/** @type {any} */ p) => p.required) || params.length === 0;
  if (differs && meaningful)
    push("derived: required parameters only", "derived", shapeFor(m, requiredOnly), { result: true });
  if (mutates) return;
  // an enum value that an error pairing shows failing with the other params as in the base (eth_feeHistory ending
  // at `earliest`, past the node's history) is not expected to succeed
  const failing = new Set(
    examples
      .filter((e) => ctx.exampleError(e))
      .map((e) => JSON.stringify(shapeFor(m, Object.fromEntries((e.params ?? []).map((p) => [p.name, p.value]))))),
  );
  for (const p of params)
    for (const v of enumOf(p.schema)) {
      const values = shapeFor(m, { ...base, [p.name]: v });
      if (v !== base[p.name] && !failing.has(JSON.stringify(values)))
        push(`derived: ${p.name}=${fmt(v)} (enum value)`, "derived", values, { result: true });
    }
}

/**
 * Negative: each parameter in turn.
 * @param {RpcContext} ctx
 * @param {any} m
 * @param {Record<string, unknown>} base
 * @param {PushCase} push
 */
function invalidParamCases(ctx, m, base, push) {
  const kind = ctx.endpointOf(m);
  const declaredErrors = (m.errors ?? []).map(ctx.errSpec);
  const invalidParamErrors = declaredErrors.length
    ? declaredErrors
    : ctx.errorsLike(/unmarshal|invalid argument|non-array/i, kind);
  // A value that does not decode (wrong type, not in the enum) gets the endpoint's decoding error when the method
  // declares one; a value that decodes but breaks a rule (range, length, missing) may get any declared error.
  const decoding = declaredErrors.filter((/** @type {any} */ e) =>
    /unmarshal|invalid argument/i.test(`${e.message ?? ""} ${e.pattern ?? ""}`),
  );
  const decodeErrors = decoding.length ? decoding : invalidParamErrors;
  const params = m.params ?? [];
  for (const p of params) {
    for (const [label, value] of invalidValues(ctx.ajv, p.schema ?? {})) {
      // a "wrong type" value of a type the schema takes (a string its pattern refuses) decodes: a server may refuse it
      // after decoding, with any declared error (coreth decodes eth_getStorageAt's key inside the method)
      const decodes =
        !/wrong type|not in enum/.test(label) || (/wrong type/.test(label) && typeAllowed(p.schema, value));
      push(`${p.name}: ${label} → error`, "negative", shapeFor(m, { ...base, [p.name]: value }), {
        error: decodes ? invalidParamErrors : decodeErrors,
      });
    }
    if (p.required && !byPositionOf(m)) {
      const values = { ...base };
      delete values[p.name];
      push(`${p.name}: missing (required) → error`, "negative", shapeFor(m, values), { error: invalidParamErrors });
    }
  }
  if (byPositionOf(m) && params.length) {
    const nonArray = ctx.errorsLike(/non-array/i, kind);
    push(
      "params: an object where a positional array is required → error",
      "negative",
      { not: "an array" },
      { error: nonArray.length ? nonArray : invalidParamErrors },
    );
  }
}

/** Whether the schema takes values of v's JSON type (its `type`s, over every branch; none said: any). */
function typeAllowed(/** @type {any} */ schema, /** @type {unknown} */ v) {
  const types = typesOf(schema ?? {});
  if (types.size === 0) return true;
  const t = Array.isArray(v)
    ? "array"
    : v === null
      ? "null"
      : typeof v === "number"
        ? Number.isInteger(v)
          ? "integer"
          : "number"
        : typeof v;
  return types.has(t) || (t === "integer" && types.has("number"));
}

/**
 * Values the param's schema refuses (ajv confirms each).
 * @param {any} ajv
 * @param {any} s
 * @returns {[string, unknown][]}
 */
function invalidValues(ajv, s) {
  /** @type {[string, unknown][]} */
  const bad = [];
  const wrong = WRONG_TYPE_VALUES.find((v) => !valid(ajv, s, v));
  if (wrong !== undefined) bad.push([`wrong type (${fmt(wrong)})`, wrong]);
  const min = boundOf(s, "minimum");
  const max = boundOf(s, "maximum");
  if (min !== undefined) bad.push([`just below minimum (${min - 1})`, min - 1]);
  if (max !== undefined) bad.push([`just above maximum (${max + 1})`, max + 1]);
  if (enumOf(s).length) bad.push(["not in enum", "notInEnum"]);
  const maxLen = boundOf(s, "maxLength");
  if (maxLen !== undefined) bad.push([`longer than maxLength (${maxLen + 1} characters)`, "a".repeat(maxLen + 1)]);
  return bad.filter(([, value]) => !valid(ajv, s, value));
}

/**
 * Endpoint-level cases: an unknown method, a malformed body, a wrong jsonrpc version, batches, an unknown chain.
 * @param {RpcContext} ctx @param {string} kind @param {any} ep
 */
function endpointCases(ctx, kind, ep) {
  const methods = ctx.methodsByKind.get(kind) ?? [];
  const path = ctx.pathsOf(kind, methods[0])[0];
  if (!path) return;
  const sample = methods.find((m) => !ctx.mutates(m));
  const ns = String(methods[0]?.name ?? "x.y").match(/^[^._]+[._]/)?.[0] ?? "x.";
  /** @type {(name: string, body: string, id: any, expect: RpcExpect, extra?: Partial<RpcCase>) => void} */
  const endpointCase = (name, body, id, expect, extra = {}) => {
    ctx.cases.push({
      api: "node",
      method: "",
      endpoint: kind,
      path,
      name,
      kind: "negative",
      body,
      id,
      mutates: false,
      expect,
      ...extra,
    });
  };
  methodNameCases(ctx, kind, methods, ns, endpointCase);
  if (sample) sampleCases(ctx, kind, ep, sample, path, endpointCase);
  else endpointCase("malformed JSON body → parse error, id null", MALFORMED, null, parseError(ctx, kind));
}

const MALFORMED = '{"jsonrpc":"2.0","id":1,"method":';
/** @param {RpcContext} ctx @param {string} kind */
const parseError = (ctx, kind) => ({ error: ctx.errorsWithCode(-32700, kind) });

/**
 * Unknown, ill-formed, uppercase method names, an unknown service.
 * @param {RpcContext} ctx @param {string} kind @param {any[]} methods @param {string} ns @param {Function} endpointCase
 */
function methodNameCases(ctx, kind, methods, ns, endpointCase) {
  const unknown = `${ns}doesNotExist`;
  const methodErrors = ctx
    .errorsLike(/method/i, kind)
    .filter((e) => !/uppercase|ill-formed|malformed/i.test(e.pattern ?? e.message ?? ""));
  const illFormed = ctx.errorsLike(/ill-formed|malformed/i, kind);
  const dotted = /\./.test(ns);
  if (illFormed.length && dotted) {
    const { id, body } = ctx.envelope("nodot", {});
    endpointCase("method nodot (not service.method) → error", body, id, { error: illFormed });
  }
  {
    const { id, body } = ctx.envelope(unknown, byPositionOf(methods[0]) ? [] : {});
    endpointCase(`unknown method ${unknown} → error`, body, id, {
      error: methodErrors.length ? methodErrors : [{ code: -32601 }, { code: -32000 }],
    });
  }
  const upper = ctx.errorsLike(/uppercase/i, kind);
  if (upper.length && dotted) {
    const { id, body } = ctx.envelope(`${ns}DoesNotExist`, {});
    endpointCase(`method ${ns}DoesNotExist (uppercase after the dot) → error`, body, id, { error: upper });
  }
  const service = ctx.errorsLike(/find service/i, kind);
  if (service.length && dotted) {
    const { id, body } = ctx.envelope("noSuchService.call", {});
    endpointCase("method noSuchService.call (unknown service) → error", body, id, { error: service });
  }
}

/**
 * With a read-only method of the endpoint: a string id echoed, a malformed body, jsonrpc "1.0", batches, and (where the
 * path names a chain) an unknown chain.
 * @param {RpcContext} ctx @param {string} kind @param {any} ep @param {any} sample @param {string} path
 * @param {(name: string, body: string, id: any, expect: RpcExpect, extra?: Partial<RpcCase>) => void} endpointCase
 */
function sampleCases(ctx, kind, ep, sample, path, endpointCase) {
  // Calls that must succeed use the sample's example params, so they go to the sample's own server.
  const samplePath = ctx.defaultPathOf(kind, sample) ?? path;
  const params = () => shapeFor(sample, ctx.exampleParams.get(sample.name) ?? {});
  const stringId = JSON.stringify({ jsonrpc: "2.0", id: "contract-string-id", method: sample.name, params: params() });
  endpointCase(
    "a string id is echoed as sent",
    stringId,
    "contract-string-id",
    { result: true },
    { kind: "derived", methods: [sample.name], path: samplePath },
  );
  endpointCase("malformed JSON body → parse error, id null", MALFORMED, null, parseError(ctx, kind));
  const { id } = ctx.envelope(sample.name, undefined);
  const versionErrors = ctx.errorsLike(/jsonrpc|invalid request/i, kind);
  endpointCase(
    'jsonrpc "1.0" → invalid request',
    JSON.stringify({ jsonrpc: "1.0", id, method: sample.name, params: params() }),
    id,
    { error: versionErrors.length ? versionErrors : ctx.errorsWithCode(-32600, kind) },
    { methods: [sample.name] },
  );
  batchCases(ctx, kind, ep, sample, samplePath, endpointCase);
  unknownChainCase(ctx, ep, sample, path, endpointCase);
}

/**
 * Batches from x-avaspec-endpoints: two calls, empty, over maxBatch; or one where the endpoint takes none.
 * @param {RpcContext} ctx @param {string} kind @param {any} ep @param {any} sample @param {string} samplePath
 * @param {(name: string, body: string, id: any, expect: RpcExpect, extra?: Partial<RpcCase>) => void} endpointCase
 */
function batchCases(ctx, kind, ep, sample, samplePath, endpointCase) {
  const params = () => shapeFor(sample, ctx.exampleParams.get(sample.name) ?? {});
  const a = ctx.envelope(sample.name, params());
  const b = ctx.envelope(sample.name, params());
  const batch = `[${a.body},${b.body}]`;
  /** @param {RegExp} re @param {number} code */
  const errorsOr = (re, code) => {
    const like = ctx.errorsLike(re, kind);
    return like.length ? like : ctx.errorsWithCode(code, kind);
  };
  if (ep.batch === true) {
    endpointCase(
      "batch of two calls → two answers",
      batch,
      null,
      { batch: 2 },
      { kind: "derived", methods: [sample.name, sample.name], path: samplePath },
    );
    endpointCase(
      "empty batch → invalid request",
      "[]",
      null,
      { error: errorsOr(/empty batch/i, -32600) },
      { wholeBatch: { ids: [] } },
    );
    const maxBatch = ep.maxBatch;
    if (typeof maxBatch !== "number") return;
    const calls = Array.from({ length: maxBatch + 1 }, (_, i) =>
      JSON.stringify({ jsonrpc: "2.0", id: i + 1, method: sample.name, params: params() }),
    );
    endpointCase(
      `batch of ${maxBatch + 1} (> maxBatch ${maxBatch}) → invalid request`,
      `[${calls.join(",")}]`,
      null,
      { error: errorsOr(/batch too large/i, -32600) },
      { kind: "rule", wholeBatch: { ids: [1] } },
    );
  } else if (ep.batch === false) {
    endpointCase("batch on an endpoint without batches → parse error", batch, null, parseError(ctx, kind), {
      wholeBatch: { ids: [] },
    });
  }
}

/**
 * Seed rule: an unknown chain is a 404.
 * @param {RpcContext} ctx @param {any} ep @param {any} sample @param {string} path
 * @param {(name: string, body: string, id: any, expect: RpcExpect, extra?: Partial<RpcCase>) => void} endpointCase
 */
function unknownChainCase(ctx, ep, sample, path, endpointCase) {
  const template = String(ep.path);
  const chainVar = template.match(/\{(blockchainId|chain)\}/)?.[1];
  if (!chainVar) return;
  const unknownPath = template
    .replace(`{${chainVar}}`, chainVar === "chain" ? "Q" : "2ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ")
    .replace(/\{(\w+)\}/g, (_, k) => {
      const inst = ep.instances?.[0];
      return encodeURIComponent(String(inst?.[k] ?? path.split("/")[template.split("/").indexOf(`{${k}}`)] ?? k));
    });
  const c = ctx.envelope(sample.name, shapeFor(sample, ctx.exampleParams.get(sample.name) ?? {}));
  endpointCase(
    `rule: unknown chain (${unknownPath}) → HTTP 404`,
    c.body,
    c.id,
    { httpStatuses: [404] },
    { path: unknownPath, kind: "rule" },
  );
}
