// @ts-check
// Runs @open-rpc/test-coverage (the OpenRPC project's own conformance runner) against a node JSON-RPC server, with
// its examples rule only and each method routed to its own endpoint. The tool posts every call to the document's
// first server; our methods live on four endpoint kinds (the model's endpoints), so the transport routes each method
// to its method-level server (`servers[0]`, variables at their defaults, the host swapped for the server under test).
//
// What the tool cannot take from our document, and how it is adapted (see docs/architecture.md):
// - It reads `example.result.value` of every example pairing. OpenRPC 1.3 makes `result` optional, and our error
//   pairings carry an error (the model's `example.error`) instead; the tool throws on them. Those pairings are left
//   out here (the contract suite checks them) and listed in `skipped`.
// - For by-name methods it maps the example's params to names by position in `method.params`. Example params are
//   re-listed in the method's param order (absent ones undefined, which JSON leaves out), so names never shift.
// - When a result differs from the example (a state-dependent answer such as the last accepted container), it falls
//   back to validating the result against the method's result schema with a bare Ajv 7: draft-07, strict, without
//   ajv-formats. That Ajv throws on `format: "date-time"` and the call fails whatever the answer. `format` is an
//   annotation in JSON Schema 2020-12 (and optional to assert in draft-07), so the copy handed to the tool drops
//   `format` keywords from result schemas; every other keyword still applies. Our own checkers assert formats.
import { createRequire } from "node:module";
import { isDeepStrictEqual } from "node:util";
import { readRpc } from "@avaspec/spec-model";

const require = createRequire(import.meta.url);
/** @type {(options: any) => Promise<any[]>} */
const testCoverage = require("@open-rpc/test-coverage").default;
const ExamplesRule = require("@open-rpc/test-coverage/build/rules/examples-rule").default;

/** @typedef {{ method: string, example: string, reason: string }} Skipped */
/**
 * @typedef {{ method: string, title: string, valid: boolean, exact: boolean, reason?: string, url: string }}
 *   CoverageCall
 * exact: the answer equals the example's result (else it passed, or failed, on the result schema)
 */

/**
 * The document as the tool can take it: example pairings without a result left out, by-name example params in the
 * method's param order. The methods, their examples and params are read by @avaspec/spec-model; what is handed to
 * the tool is the document's own objects, adapted.
 * @param {any} doc dereferenced OpenRPC document
 * @returns {{ document: any, skipped: Skipped[] }}
 */
export function adaptForTestCoverage(doc) {
  /** @type {Skipped[]} */
  const skipped = [];
  const methods = readRpc(doc).methodList.map((m) => {
    const examples = m.examples.filter((ex) => {
      if (ex.result !== undefined) return true;
      const why = ex.error ? `error pairing (${ex.error.code} ${ex.error.message})` : "pairing without a result";
      skipped.push({ method: m.name, example: ex.name, reason: `${why}: the tool reads example.result.value` });
      return false;
    });
    const result = m.raw.result && { ...m.raw.result, schema: withoutFormats(m.result?.schema) };
    if (m.paramStructure !== "by-name") return { ...m.raw, result, examples: examples.map((ex) => ex.raw) };
    const order = m.params.map((p) => p.name);
    const ordered = examples.map((ex) => {
      const byName = new Map(ex.params.map((p) => [p.name, p]));
      const unknown = [...byName.keys()].filter((n) => !order.includes(n));
      if (unknown.length) throw new Error(`${m.name} example "${ex.name}": params ${unknown.join(", ")} not declared`);
      return { ...ex.raw, params: order.map((n) => byName.get(n) ?? { name: n, value: undefined }) };
    });
    return { ...m.raw, result, examples: ordered };
  });
  return { document: { ...doc, methods }, skipped };
}

/** Keywords whose values are data, not schemas: never rewritten. */
const DATA_KEYWORDS = new Set(["const", "enum", "default", "examples", "example"]);

/** A copy of a schema without `format` annotations (see above). @param {unknown} schema @returns {any} */
export function withoutFormats(schema) {
  if (Array.isArray(schema)) return schema.map(withoutFormats);
  if (!schema || typeof schema !== "object") return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([k, v]) => !(k === "format" && typeof v === "string"))
      .map(([k, v]) => [k, DATA_KEYWORDS.has(k) ? v : withoutFormats(v)]),
  );
}

/**
 * The URL a method is served at: its first method-level server, variables at their defaults, on `baseUrl`'s host.
 * @param {any} method
 * @param {string} baseUrl e.g. http://127.0.0.1:40123
 */
export function methodUrl(method, baseUrl) {
  const server = method.servers?.[0];
  if (!server?.url) throw new Error(`${method.name}: no method-level server to route it to`);
  const base = new URL(baseUrl);
  const vars = { ...Object.fromEntries(Object.entries(server.variables ?? {}).map(([k, v]) => [k, v.default])) };
  const filled = server.url.replace(/\{(\w+)\}/g, (/** @type {string} */ _, /** @type {string} */ name) => {
    if (!(name in vars)) throw new Error(`${method.name}: server variable {${name}} has no default`);
    return vars[name];
  });
  const url = new URL(filled);
  url.protocol = base.protocol;
  url.host = base.host;
  return url.href;
}

/**
 * Runs the tool's examples rule against `baseUrl`.
 * @param {{ document: any, baseUrl: string, timeoutMs?: number }} options document: dereferenced, as adapted
 * @returns {Promise<CoverageCall[]>}
 */
export async function runTestCoverage({ document, baseUrl, timeoutMs = 10_000 }) {
  const urls = new Map(document.methods.map((/** @type {any} */ m) => [m.name, methodUrl(m, baseUrl)]));
  let id = 0;
  /**
   * @param {string} _url the document's first server, which the tool passes for every method
   * @param {string} method
   * @param {unknown} params
   */
  const transport = async (_url, method, params) => {
    const res = await fetch(/** @type {string} */ (urls.get(method)), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: ++id, method, params }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return res.json();
  };
  const quiet = { onBegin() {}, onTestBegin() {}, onTestEnd() {}, onEnd() {} };
  const calls = await testCoverage({
    openrpcDocument: document,
    transport,
    reporters: [quiet],
    rules: [new ExamplesRule()],
    skip: [],
    only: [],
  });
  return calls.map((c) => ({
    method: c.methodName,
    title: c.title,
    valid: c.valid === true,
    exact: c.result !== undefined && isDeepStrictEqual(c.result, c.expectedResult),
    reason: c.reason ?? (c.requestError ? String(c.requestError) : undefined),
    url: /** @type {string} */ (urls.get(c.methodName)),
  }));
}
