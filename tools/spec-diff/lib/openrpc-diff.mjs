// @ts-check
// Breaking-change rules for two assembled OpenRPC 1.3 documents (refs kept as #/components/...).
import { readEndpoints, readRpc } from "@avaspec/spec-model";
import { diffNamedSchemas, SchemaDiff } from "./schema-diff.mjs";

/**
 * @typedef {import("./schema-diff.mjs").Change} Change
 * @typedef {import("@avaspec/spec-model").Endpoint} Endpoint
 */

const j = (/** @type {any} */ v) => JSON.stringify(v);

/** @param {any} m */
const structure = (m) => m.paramStructure ?? "either";

/**
 * @param {any} base assembled OpenRPC document at the base
 * @param {any} head assembled OpenRPC document in the working tree
 * @returns {Change[]}
 */
export function diffOpenRpc(base, head) {
  /** @type {Change[]} */
  const changes = [];
  const sd = new SchemaDiff(base, head, (c) => changes.push(c));
  /** @param {string} rule @param {boolean} breaking @param {string} where @param {string} message */
  const add = (rule, breaking, where, message) => changes.push({ rule, breaking, where, message });

  const methods = (/** @type {any} */ doc, /** @type {(n: any) => { node: any }} */ resolve) =>
    new Map(
      (doc.methods ?? []).map((/** @type {any} */ m) => resolve(m).node).map((/** @type {any} */ m) => [m.name, m]),
    );
  const bm = methods(base, sd.resolveBase);
  const hm = methods(head, sd.resolveHead);
  // where each method is served, as the model reads it
  const [bRpc, hRpc] = [readRpc(base), readRpc(head)];

  for (const [name, b] of bm) {
    const h = hm.get(name);
    if (!h) {
      add("method-removed", true, name, "method removed");
      continue;
    }
    diffMethod(sd, add, name, b, h, [bRpc.methods.get(name)?.endpoint, hRpc.methods.get(name)?.endpoint]);
  }
  for (const name of hm.keys()) if (!bm.has(name)) add("method-added", false, name, "new method");

  diffEndpoints(add, readEndpoints(base), readEndpoints(head));

  diffNamedSchemas(add, base, head);
  return changes;
}

/**
 * @param {SchemaDiff} sd
 * @param {(rule: string, breaking: boolean, where: string, message: string) => void} add
 * @param {string} name
 * @param {any} b
 * @param {any} h
 * @param {[string | undefined, string | undefined]} endpoints where the method is served, at the base and the head
 */
function diffMethod(sd, add, name, b, h, [baseEndpoint, headEndpoint]) {
  const bps = structure(b);
  const hps = structure(h);
  if (bps !== hps) {
    // "either" accepts both forms, so moving to it widens what the method accepts
    const widened = hps === "either";
    add("param-structure-changed", !widened, name, `paramStructure changed from ${bps} to ${hps}`);
  }
  if (!b.deprecated && h.deprecated) add("method-deprecated", false, name, "method deprecated");
  if (baseEndpoint !== headEndpoint) {
    const message = `served at endpoint ${j(headEndpoint)} instead of ${j(baseEndpoint)}`;
    add("method-endpoint-changed", true, name, message);
  }
  const hurls = new Set((h.servers ?? []).map((/** @type {any} */ s) => s.url));
  for (const s of b.servers ?? [])
    if (!hurls.has(s.url)) add("method-server-removed", true, name, `no longer served at ${s.url}`);

  diffParams(sd, add, name, b, h);

  const br = b.result && sd.resolveBase(b.result).node;
  const hr = h.result && sd.resolveHead(h.result).node;
  if (br && !hr) add("result-removed", true, `${name} › result`, "result removed");
  else if (br && hr) sd.compare(br.schema, hr.schema, "response", `${name} › result`);

  // Errors are identified by code and message together: the node answers many different errors with -32000, and
  // clients tell them apart by message. A (code, message) pair that disappears is an error the contract no longer
  // declares (a reworded message is one removed and one added).
  const errors = (/** @type {any[]} */ list, /** @type {(n: any) => { node: any }} */ resolve) =>
    (list ?? []).map((e) => resolve(e).node).filter(Boolean);
  const key = (/** @type {any} */ e) => `${e.code}\u0000${e.message}`;
  const be = errors(b.errors, sd.resolveBase);
  const he = errors(h.errors, sd.resolveHead);
  const hkeys = new Set(he.map(key));
  const bkeys = new Set(be.map(key));
  const hcodes = new Set(he.map((/** @type {any} */ e) => e.code));
  const bcodes = new Set(be.map((/** @type {any} */ e) => e.code));
  for (const e of be) {
    if (hkeys.has(key(e))) continue;
    if (!hcodes.has(e.code))
      add(
        "error-code-removed",
        true,
        `${name} › error ${e.code}`,
        `error code ${e.code} (${j(e.message)}) no longer declared`,
      );
    else
      add(
        "error-removed",
        true,
        `${name} › error ${e.code}`,
        `error ${e.code} ${j(e.message)} no longer declared (clients tell ${e.code} errors apart by message)`,
      );
  }
  for (const e of he) {
    if (bkeys.has(key(e))) continue;
    add(
      bcodes.has(e.code) ? "error-added" : "error-code-added",
      false,
      `${name} › error ${e.code}`,
      `new error ${e.code} ${j(e.message)}`,
    );
  }
}

/**
 * Params are matched by name. Names only matter on the wire when a method can be called by name ("by-name",
 * "either"); positions only matter when it can be called by position ("by-position", "either").
 * @param {SchemaDiff} sd
 * @param {(rule: string, breaking: boolean, where: string, message: string) => void} add
 * @param {string} name
 * @param {any} b
 * @param {any} h
 */
function diffParams(sd, add, name, b, h) {
  const bp = (b.params ?? []).map((/** @type {any} */ p) => sd.resolveBase(p).node);
  const hp = (h.params ?? []).map((/** @type {any} */ p) => sd.resolveHead(p).node);
  const byName = structure(b) !== "by-position" || structure(h) !== "by-position";
  const byPosition = structure(b) !== "by-name" && structure(h) !== "by-name";
  const bnames = new Set(bp.map((/** @type {any} */ p) => p.name));
  /** @type {Map<any, any>} base param → head param */
  const pairs = new Map();
  for (const p of bp) {
    const q = hp.find((/** @type {any} */ x) => x.name === p.name);
    if (q) pairs.set(p, q);
  }
  // Renames: a base param whose name is gone, and a new name at the same position.
  for (let i = 0; i < bp.length; i++) {
    const p = bp[i];
    if (pairs.has(p)) continue;
    const q = hp[i];
    if (q && !bnames.has(q.name)) {
      pairs.set(p, q);
      add(
        "param-renamed",
        byName,
        `${name} › param ${p.name}`,
        `param renamed from "${p.name}" to "${q.name}"` +
          (byName ? "" : " (by-position only: the wire format is unchanged)"),
      );
    } else {
      add("param-removed", true, `${name} › param ${p.name}`, `param "${p.name}" removed`);
    }
  }
  const pairedHead = new Set(pairs.values());
  for (const q of hp) {
    if (pairedHead.has(q) || bnames.has(q.name)) continue;
    if (q.required) add("required-param-added", true, `${name} › param ${q.name}`, `new required param "${q.name}"`);
    else add("optional-param-added", false, `${name} › param ${q.name}`, `new optional param "${q.name}"`);
  }
  if (byPosition) {
    const moved = [...pairs].filter(([p, q]) => bp.indexOf(p) !== hp.indexOf(q));
    if (moved.length) {
      add(
        "params-reordered",
        true,
        `${name} › params`,
        `positions changed for ${moved.map(([p, q]) => `"${q.name}" ${bp.indexOf(p)}→${hp.indexOf(q)}`).join(", ")} ` +
          "(callers pass params by position)",
      );
    }
  }
  for (const [p, q] of pairs) {
    const where = `${name} › param ${q.name}`;
    if (!p.required && q.required) add("param-became-required", true, where, `param "${q.name}" is now required`);
    if (p.required && !q.required) add("param-became-optional", false, where, `param "${q.name}" is now optional`);
    sd.compare(p.schema, q.schema, "request", where);
  }
}

/**
 * The node's endpoint kinds: where methods are served, whether batches are accepted, which flag enables them.
 * @param {(rule: string, breaking: boolean, where: string, message: string) => void} add
 * @param {ReadonlyMap<string, Endpoint>} base
 * @param {ReadonlyMap<string, Endpoint>} head
 */
function diffEndpoints(add, base, head) {
  for (const [key, b] of base) {
    const where = `x-avaspec-endpoints.${key}`;
    const h = head.get(key);
    if (!h) {
      add("endpoint-removed", true, where, "endpoint kind removed");
      continue;
    }
    if (b.path !== h.path) add("endpoint-path-changed", true, where, `path changed from ${j(b.path)} to ${j(h.path)}`);
    if (b.batch && !h.batch) add("endpoint-batch-removed", true, where, "batch requests no longer accepted");
    if (typeof b.maxBatch === "number" && typeof h.maxBatch === "number" && h.maxBatch < b.maxBatch) {
      add("endpoint-max-batch-lowered", true, where, `maxBatch lowered from ${b.maxBatch} to ${h.maxBatch}`);
    }
    if (b.enabledBy !== h.enabledBy)
      add("endpoint-enabling-flag-changed", true, where, `enabled by ${j(h.enabledBy)} instead of ${j(b.enabledBy)}`);
    if (b.defaultEnabled === true && h.defaultEnabled === false)
      add("endpoint-disabled-by-default", true, where, "no longer enabled by default");
    for (const flag of /** @type {const} */ (["aliasable", "chainAliasable"])) {
      if (b[flag] && !h[flag]) add(`endpoint-${flag.toLowerCase()}-removed`, true, where, `${flag} no longer true`);
    }
    const inst = (/** @type {any} */ i) => j({ chain: i.chain, kind: i.kind });
    const hi = new Set((h.instances ?? []).map(inst));
    for (const i of b.instances ?? [])
      if (!hi.has(inst(i))) add("endpoint-instance-removed", true, where, `instance ${inst(i)} removed`);
  }
  for (const key of head.keys())
    if (!base.has(key)) add("endpoint-added", false, `x-avaspec-endpoints.${key}`, "new endpoint kind");
}
