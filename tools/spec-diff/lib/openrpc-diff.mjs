// @ts-check
// Breaking-change rules for two assembled OpenRPC 1.3 documents (refs kept as #/components/...).
import { EXTENSIONS, readRpc } from "@avaspec/spec-model";
import { diffNamedSchemas, SchemaDiff } from "./schema-diff.mjs";

/**
 * @typedef {import("./schema-diff.mjs").Change} Change
 * @typedef {import("@avaspec/spec-model").Endpoint} Endpoint
 * @typedef {import("@avaspec/spec-model").Method} Method
 * @typedef {import("@avaspec/spec-model").RpcError} RpcError
 * @typedef {import("@avaspec/spec-model").RpcParam} RpcParam
 * @typedef {(rule: string, breaking: boolean, where: string, message: string) => void} Add
 */

const j = (/** @type {any} */ v) => JSON.stringify(v);

/** @param {Method} m */
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
  /** @type {Add} */
  const add = (rule, breaking, where, message) => {
    changes.push({ rule, breaking, where, message });
  };

  // each version as the model reads it: its methods (params, result, errors, where served) and endpoints
  const [bRpc, hRpc] = [readRpc(base), readRpc(head)];
  for (const [name, b] of bRpc.methods) {
    const h = hRpc.methods.get(name);
    if (!h) {
      add("method-removed", true, name, "method removed");
      continue;
    }
    diffMethod(sd, add, name, b, h);
  }
  for (const name of hRpc.methods.keys()) if (!bRpc.methods.has(name)) add("method-added", false, name, "new method");

  diffEndpoints(add, bRpc.endpoints, hRpc.endpoints);

  diffNamedSchemas(add, base, head);
  return changes;
}

/**
 * @param {SchemaDiff} sd
 * @param {Add} add
 * @param {string} name
 * @param {Method} b
 * @param {Method} h
 */
function diffMethod(sd, add, name, b, h) {
  const bps = structure(b);
  const hps = structure(h);
  if (bps !== hps) {
    // "either" accepts both forms, so moving to it widens what the method accepts
    const widened = hps === "either";
    add("param-structure-changed", !widened, name, `paramStructure changed from ${bps} to ${hps}`);
  }
  if (!b.deprecated && h.deprecated) add("method-deprecated", false, name, "method deprecated");
  if (b.endpoint !== h.endpoint) {
    const message = `served at endpoint ${j(h.endpoint)} instead of ${j(b.endpoint)}`;
    add("method-endpoint-changed", true, name, message);
  }
  const hurls = new Set(h.servers.map((s) => s.url));
  for (const s of b.servers)
    if (!hurls.has(s.url)) add("method-server-removed", true, name, `no longer served at ${s.url}`);

  diffParams(sd, add, name, b, h);

  if (b.result && !h.result) add("result-removed", true, `${name} › result`, "result removed");
  else if (b.result && h.result) sd.compare(b.result.schema, h.result.schema, "response", `${name} › result`);

  diffErrors(add, name, b.errors, h.errors);
}

/**
 * Errors are identified by code and message together: the node answers many different errors with -32000, and
 * clients tell them apart by message. A (code, message) pair that disappears is an error the contract no longer
 * declares (a reworded message is one removed and one added).
 * @param {Add} add
 * @param {string} name
 * @param {RpcError[]} be
 * @param {RpcError[]} he
 */
function diffErrors(add, name, be, he) {
  const key = (/** @type {RpcError} */ e) => `${e.code}\u0000${e.message}`;
  const hkeys = new Set(he.map(key));
  const bkeys = new Set(be.map(key));
  const hcodes = new Set(he.map((e) => e.code));
  const bcodes = new Set(be.map((e) => e.code));
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
 * @param {Add} add
 * @param {string} name
 * @param {Method} b
 * @param {Method} h
 */
function diffParams(sd, add, name, b, h) {
  const bp = b.params;
  const hp = h.params;
  const byName = structure(b) !== "by-position" || structure(h) !== "by-position";
  const byPosition = structure(b) !== "by-name" && structure(h) !== "by-name";
  const bnames = new Set(bp.map((p) => p.name));
  /** @type {Map<RpcParam, RpcParam>} base param → head param */
  const pairs = new Map();
  for (const p of bp) {
    const q = hp.find((x) => x.name === p.name);
    if (q) pairs.set(p, q);
  }
  // Renames: a base param whose name is gone, and a new name at the same position.
  for (const [i, p] of bp.entries()) {
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

/** Where a change of an endpoint kind is reported: its entry in the document. @param {string} key */
const endpointWhere = (key) => `${EXTENSIONS.endpoints}.${key}`;

/**
 * The node's endpoint kinds: where methods are served, whether batches are accepted, which flag enables them.
 * @param {(rule: string, breaking: boolean, where: string, message: string) => void} add
 * @param {ReadonlyMap<string, Endpoint>} base
 * @param {ReadonlyMap<string, Endpoint>} head
 */
function diffEndpoints(add, base, head) {
  for (const [key, b] of base) {
    const h = head.get(key);
    const where = endpointWhere(key);
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
    if (!base.has(key)) add("endpoint-added", false, endpointWhere(key), "new endpoint kind");
}
