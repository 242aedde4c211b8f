// What every rule reads: the assembled document with source positions, the methods resolved once, compiled schemas,
// and `report`, which places a problem at the source line of a JSON pointer.
import { createRequire } from "node:module";
import { assembleOpenRpcWithPositions } from "@avaspec/specs/assemble-openrpc";
import { dereference, escapeToken, follow, getPointer } from "./pointers.mjs";

const require = createRequire(import.meta.url);
const Ajv = require("ajv").default;
const addFormats = require("ajv-formats").default;

/**
 * @typedef {{ file: string, line: number, column: number, severity: "error", rule: string, message: string,
 *   pointer: string }} Problem
 */

/** One method of the document, its parts followed through their refs. */
function resolveMethod(doc, rawMethod, m) {
  const resolved = follow(doc, rawMethod, `/methods/${m}`);
  if (!resolved || !resolved.value || typeof resolved.value !== "object") return null;
  const { value: method, pointer: mp } = resolved;
  const name = method.name;
  // geth-style names (eth_*, net_*, web3_*: namespace_method) take positional params; gorilla's
  // (namespace.method) named
  const expected = typeof name === "string" && /^(?:eth|net|web3)_/.test(name) ? "by-position" : "by-name";
  const byPosition =
    method.paramStructure === "by-position" || (method.paramStructure !== "by-name" && expected === "by-position");
  const params = (Array.isArray(method.params) ? method.params : []).map((raw, i) => {
    const itemPointer = `${mp}/params/${i}`;
    const r = follow(doc, raw, itemPointer);
    return r?.value && typeof r.value === "object"
      ? { ...r, itemPointer, name: r.value.name, required: r.value.required === true }
      : null;
  });
  const result = method.result === undefined ? null : follow(doc, method.result, `${mp}/result`);
  const errors = (Array.isArray(method.errors) ? method.errors : [])
    .map((raw, i) => follow(doc, raw, `${mp}/errors/${i}`)?.value)
    .filter((e) => e && typeof e === "object");
  const examples = Array.isArray(method.examples) ? method.examples : [];
  const pairings = examples
    .map((raw, i) => follow(doc, raw, `${mp}/examples/${i}`))
    .filter((p) => p?.value && typeof p.value === "object");
  return { method, mp, name, expected, byPosition, params, result, errors, examples, pairings };
}

/** Compiles dereferenced schemas once per pointer (ajv 8, formats); null for a schema that does not compile. */
function makeValidators(doc) {
  const ajv = new Ajv({ strict: false, allErrors: true, logger: false });
  addFormats(ajv);
  const compiled = new Map();
  return (schema, pointer) => {
    if (!compiled.has(pointer)) {
      try {
        compiled.set(pointer, { validate: ajv.compile(dereference(doc, schema ?? {})) });
      } catch (error) {
        compiled.set(pointer, { validate: null, error });
      }
    }
    return compiled.get(pointer);
  };
}

/**
 * Assembles the tree at `rootFile` and returns the rules' context.
 * @param {string} rootFile
 */
export function createContext(rootFile) {
  const assembled = assembleOpenRpcWithPositions(rootFile);
  const { doc, locate } = assembled;
  /** @type {Problem[]} */
  const problems = [];
  const report = (rule, pointer, message) =>
    problems.push({ ...locate(pointer), severity: "error", rule, message, pointer });
  /** Reports at a source position the assembled document has no pointer for (a method no root entry lists). */
  const reportAt = (rule, position, message) =>
    problems.push({ ...position, severity: "error", rule, message, pointer: "" });
  const methods = (Array.isArray(doc.methods) ? doc.methods : [])
    .map((raw, m) => resolveMethod(doc, raw, m))
    .filter((m) => m !== null);
  const endpoints = doc["x-avaspec-endpoints"];
  const compile = makeValidators(doc);

  /** Reports each ajv error of `value` (at valuePointer) at the exact node it concerns. */
  const checkValue = (rule, schema, schemaPointer, value, valuePointer, what) => {
    const { validate } = compile(schema, schemaPointer);
    if (!validate || validate(value)) return;
    for (const e of validate.errors ?? []) {
      let pointer = `${valuePointer}${e.instancePath}`;
      let message = `${what}${e.instancePath} ${e.message}`;
      if (e.keyword === "additionalProperties") {
        pointer += `/${escapeToken(e.params.additionalProperty)}`;
        message = `${what}${e.instancePath} has unknown property ${JSON.stringify(e.params.additionalProperty)}`;
      } else if (e.keyword === "enum")
        message += `: ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(", ")}`;
      else if (e.keyword === "maxLength" || e.keyword === "minLength")
        message += ` (it has ${[...String(getPointer(doc, pointer) ?? "")].length})`;
      report(rule, pointer, message);
    }
  };

  return {
    rootFile,
    doc,
    locate,
    assembled,
    problems,
    report,
    reportAt,
    methods,
    endpointNames: endpoints && typeof endpoints === "object" ? Object.keys(endpoints) : [],
    compile,
    checkValue,
  };
}
