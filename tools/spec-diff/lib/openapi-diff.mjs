// @ts-check
// Breaking-change rules for two assembled OpenAPI 3.1 documents (refs kept as #/components/...).
import { EXTENSIONS, readOperations } from "@avaspec/spec-model";
import { diffNamedSchemas, SchemaDiff } from "./schema-diff.mjs";

/**
 * @typedef {import("./schema-diff.mjs").Change} Change
 * @typedef {import("@avaspec/spec-model").Parameter} Parameter
 */

/**
 * A parameter's metric lists (read by the model) whose values each add a validation rule (adding one narrows the
 * request): the list, the extension that states it (named in the change), what a listed metric means.
 * @type {[("dayOnly" | "shortWindow"), string, string][]}
 */
const NARROWING_LISTS = [
  ["dayOnly", EXTENSIONS.dayOnly, "needs timeInterval=day"],
  ["shortWindow", EXTENSIONS.shortWindow, "only carries lastHour, lastDay and lastWeek"],
];

/** `/a/{x}/b` and `/a/{y}/b` are the same operation on the wire. */
const pathShape = (/** @type {string} */ p) => p.replace(/\{[^}]*\}/g, "{}");
const j = (/** @type {any} */ v) => JSON.stringify(v);

/**
 * The operations (read by the model: parameters merged, the operation's winning), keyed as they are on the wire.
 * @param {any} doc
 * @returns {Map<string, { method: string, path: string, op: any, params: Parameter[] }>}
 */
function operations(doc) {
  return new Map(
    readOperations(doc).map((o) => [
      `${o.method.toUpperCase()} ${pathShape(o.path)}`,
      { method: o.method.toUpperCase(), path: o.path, op: o.raw, params: o.parameters },
    ]),
  );
}

/** @param {{ in: string, name: string }} p */
const paramKey = (p) => `${p.in}:${p.in === "header" ? String(p.name).toLowerCase() : p.name}`;

/** @param {any} requirement */
const secKey = (requirement) =>
  j(
    Object.keys(requirement)
      .sort()
      .map((k) => [k, [...(requirement[k] ?? [])].sort()]),
  );

/**
 * @param {any} base assembled OpenAPI document at the base
 * @param {any} head assembled OpenAPI document in the working tree
 * @returns {Change[]}
 */
export function diffOpenApi(base, head) {
  /** @type {Change[]} */
  const changes = [];
  const sd = new SchemaDiff(base, head, (c) => changes.push(c));
  /** @param {string} rule @param {boolean} breaking @param {string} where @param {string} message */
  const add = (rule, breaking, where, message) => changes.push({ rule, breaking, where, message });
  const rb = (/** @type {any} */ n) => sd.resolveBase(n);
  const rh = (/** @type {any} */ n) => sd.resolveHead(n);

  const baseOps = operations(base);
  const headOps = operations(head);
  for (const [key, b] of baseOps) {
    const where = `${b.method} ${b.path}`;
    const h = headOps.get(key);
    if (!h) {
      add(
        "operation-removed",
        true,
        where,
        `operation removed${b.op.operationId ? ` (operationId ${b.op.operationId})` : ""}`,
      );
      continue;
    }
    if (b.op.operationId !== h.op.operationId) {
      add(
        "operation-id-renamed",
        true,
        where,
        `operationId renamed from ${j(b.op.operationId)} to ${j(h.op.operationId)} ` +
          "(generated client functions change name)",
      );
    }
    if (!b.op.deprecated && h.op.deprecated) add("operation-deprecated", false, where, "operation deprecated");
    diffParameters(sd, add, where, b.params, h.params);
    diffRequestBody(sd, add, where, b.op.requestBody, h.op.requestBody);
    diffResponses(sd, add, where, b.op.responses ?? {}, h.op.responses ?? {});
    diffSecurity(add, where, b.op.security ?? base.security ?? [], h.op.security ?? head.security ?? []);
  }
  for (const [key, h] of headOps) {
    if (!baseOps.has(key))
      add(
        "operation-added",
        false,
        `${h.method} ${h.path}`,
        `new operation${h.op.operationId ? ` ${h.op.operationId}` : ""}`,
      );
  }

  // Security schemes: a changed scheme changes how every caller authenticates.
  const bss = base.components?.securitySchemes ?? {};
  const hss = head.components?.securitySchemes ?? {};
  for (const [name, s] of Object.entries(bss)) {
    const hs = hss[name];
    if (!hs) add("security-scheme-removed", true, `securitySchemes.${name}`, "security scheme removed");
    else {
      const pick = (/** @type {any} */ x) =>
        j({ type: x.type, in: x.in, name: x.name, scheme: x.scheme, flows: x.flows });
      if (pick(rb(s).node) !== pick(rh(hs).node))
        add(
          "security-scheme-changed",
          true,
          `securitySchemes.${name}`,
          `security scheme changed from ${pick(rb(s).node)} to ${pick(rh(hs).node)}`,
        );
    }
  }

  // Servers: a base URL that disappears strands every client configured with it.
  const hsv = new Set((head.servers ?? []).map((/** @type {any} */ s) => s.url));
  for (const s of base.servers ?? [])
    if (!hsv.has(s.url)) add("server-removed", true, "servers", `server ${s.url} removed`);

  diffNamedSchemas(add, base, head);
  return changes;
}

/**
 * @param {SchemaDiff} sd
 * @param {(rule: string, breaking: boolean, where: string, message: string) => void} add
 * @param {string} where
 * @param {Parameter[]} baseParams
 * @param {Parameter[]} headParams
 */
function diffParameters(sd, add, where, baseParams, headParams) {
  const bmap = new Map(baseParams.map((p) => [paramKey(p), p]));
  const hmap = new Map(headParams.map((p) => [paramKey(p), p]));
  const removed = baseParams.filter((p) => !hmap.has(paramKey(p)));
  const added = headParams.filter((p) => !bmap.has(paramKey(p)));
  // A parameter that disappeared while another appeared in the same location is a rename.
  for (const p of removed) {
    const k = added.findIndex((a) => a.in === p.in);
    if (k >= 0) {
      const [a] = /** @type {[Parameter]} */ (added.splice(k, 1));
      add(
        "parameter-renamed",
        true,
        `${where} › ${p.in} ${p.name}`,
        `${p.in} parameter renamed from "${p.name}" to "${a.name}"`,
      );
      compareParam(sd, add, where, p, a);
    } else {
      add("parameter-removed", true, `${where} › ${p.in} ${p.name}`, `${p.in} parameter "${p.name}" removed`);
    }
  }
  for (const a of added) {
    if (a.required)
      add(
        "required-parameter-added",
        true,
        `${where} › ${a.in} ${a.name}`,
        `new required ${a.in} parameter "${a.name}"`,
      );
    else
      add(
        "optional-parameter-added",
        false,
        `${where} › ${a.in} ${a.name}`,
        `new optional ${a.in} parameter "${a.name}"`,
      );
  }
  for (const [key, p] of bmap) {
    const h = hmap.get(key);
    if (h) compareParam(sd, add, where, p, h);
  }
}

/**
 * @param {SchemaDiff} sd
 * @param {(rule: string, breaking: boolean, where: string, message: string) => void} add
 * @param {string} opWhere
 * @param {Parameter} b
 * @param {Parameter} h
 */
function compareParam(sd, add, opWhere, b, h) {
  const where = `${opWhere} › ${h.in} ${h.name}`;
  if (!b.required && h.required)
    add("parameter-became-required", true, where, `${h.in} parameter "${h.name}" is now required`);
  if (b.required && !h.required && h.in !== "path")
    add("parameter-became-optional", false, where, `${h.in} parameter "${h.name}" is now optional`);
  for (const kw of ["style", "explode", "allowReserved"]) {
    if (b.raw[kw] !== h.raw[kw])
      add("parameter-serialization-changed", true, where, `${kw} changed from ${j(b.raw[kw])} to ${j(h.raw[kw])}`);
  }
  if (!b.deprecated && h.deprecated) add("parameter-deprecated", false, where, "parameter deprecated");
  sd.compare(b.raw.schema, h.raw.schema, "request", where);
  const [bt, ht] = [b.pageTokenTtlSeconds, h.pageTokenTtlSeconds];
  if (bt !== undefined && ht !== undefined && ht !== bt) {
    const shorter = ht < bt;
    add(
      shorter ? "page-token-ttl-shortened" : "page-token-ttl-extended",
      shorter,
      where,
      `page tokens now expire after ${ht} s instead of ${bt} s`,
    );
  }
  for (const [list, ext, meaning] of NARROWING_LISTS) {
    const bl = new Set(b[list] ?? []);
    const hl = new Set(h[list] ?? []);
    const more = [...hl].filter((v) => !bl.has(v));
    const fewer = [...bl].filter((v) => !hl.has(v));
    if (more.length) add(`${ext.slice(2)}-added`, true, where, `${more.join(", ")} now ${meaning} (${ext})`);
    if (fewer.length) add(`${ext.slice(2)}-removed`, false, where, `${fewer.join(", ")} no longer ${meaning} (${ext})`);
  }
}

/**
 * @param {SchemaDiff} sd
 * @param {(rule: string, breaking: boolean, where: string, message: string) => void} add
 * @param {string} opWhere
 * @param {any} rawBase
 * @param {any} rawHead
 */
function diffRequestBody(sd, add, opWhere, rawBase, rawHead) {
  const where = `${opWhere} › request body`;
  const b = rawBase && sd.resolveBase(rawBase).node;
  const h = rawHead && sd.resolveHead(rawHead).node;
  if (!b && !h) return;
  if (!b) {
    add(
      h.required ? "required-request-body-added" : "optional-request-body-added",
      !!h.required,
      where,
      `new ${h.required ? "required" : "optional"} request body`,
    );
    return;
  }
  if (!h) {
    add("request-body-removed", true, where, "request body removed");
    return;
  }
  if (!b.required && h.required) add("request-body-became-required", true, where, "request body is now required");
  const bc = b.content ?? {};
  const hc = h.content ?? {};
  for (const mt of Object.keys(bc)) {
    if (!(mt in hc))
      add("request-media-type-removed", true, `${where} (${mt})`, `request media type ${mt} no longer accepted`);
    else sd.compare(bc[mt].schema, hc[mt].schema, "request", `${where} (${mt})`);
  }
  for (const mt of Object.keys(hc))
    if (!(mt in bc))
      add("request-media-type-added", false, `${where} (${mt})`, `request media type ${mt} now accepted`);
}

/**
 * @param {SchemaDiff} sd
 * @param {(rule: string, breaking: boolean, where: string, message: string) => void} add
 * @param {string} opWhere
 * @param {Record<string, any>} baseResponses
 * @param {Record<string, any>} headResponses
 */
function diffResponses(sd, add, opWhere, baseResponses, headResponses) {
  const isError = (/** @type {string} */ code) => code === "default" || /^[45]/.test(code);
  for (const [code, raw] of Object.entries(baseResponses)) {
    const where = `${opWhere} › ${code}`;
    if (!(code in headResponses)) {
      if (isError(code)) add("error-response-removed", true, where, `error response ${code} removed`);
      else add("response-removed", true, where, `response ${code} removed`);
      continue;
    }
    const b = sd.resolveBase(raw).node ?? {};
    const h = sd.resolveHead(headResponses[code]).node ?? {};
    const bc = b.content ?? {};
    const hc = h.content ?? {};
    for (const mt of Object.keys(bc)) {
      if (!(mt in hc))
        add("response-media-type-removed", true, `${where} (${mt})`, `response media type ${mt} removed`);
      else sd.compare(bc[mt].schema, hc[mt].schema, "response", `${where} (${mt}) body`);
    }
    for (const mt of Object.keys(hc))
      if (!(mt in bc) && Object.keys(bc).length)
        add("response-media-type-added", !isError(code), `${where} (${mt})`, `response may now be ${mt}`);
    const bh = b.headers ?? {};
    const hh = h.headers ?? {};
    const lower = new Map(Object.keys(hh).map((k) => [k.toLowerCase(), k]));
    for (const name of Object.keys(bh)) {
      const hk = lower.get(name.toLowerCase());
      if (!hk) add("response-header-removed", true, `${where} header ${name}`, `response header ${name} removed`);
      else
        sd.compare(
          sd.resolveBase(bh[name]).node?.schema,
          sd.resolveHead(hh[hk]).node?.schema,
          "response",
          `${where} header ${name}`,
        );
    }
    for (const name of Object.keys(hh))
      if (!Object.keys(bh).some((k) => k.toLowerCase() === name.toLowerCase()))
        add("response-header-added", false, `${where} header ${name}`, `new response header ${name}`);
  }
  for (const code of Object.keys(headResponses)) {
    if (!(code in baseResponses))
      add("response-added", false, `${opWhere} › ${code}`, `new ${isError(code) ? "error " : ""}response ${code}`);
  }
}

/**
 * GitHub rule "changing authentication or authorization requirements": a caller that satisfied one of the base
 * requirements must still satisfy one in the head.
 * @param {(rule: string, breaking: boolean, where: string, message: string) => void} add
 * @param {string} where
 * @param {any[]} base
 * @param {any[]} head
 */
function diffSecurity(add, where, base, head) {
  const open = (/** @type {any[]} */ list) => list.length === 0 || list.some((r) => Object.keys(r).length === 0);
  const bk = new Set(base.map(secKey));
  const hk = new Set(head.map(secKey));
  if (open(base) && !open(head)) {
    add("security-added", true, where, `authentication now required: ${head.map(secKey).join(" or ")}`);
    return;
  }
  if (open(head)) {
    if (!open(base)) add("security-removed", false, where, "authentication no longer required");
    return;
  }
  for (const k of bk)
    if (!hk.has(k)) add("security-requirement-removed", true, where, `security requirement ${k} no longer accepted`);
  for (const k of hk)
    if (!bk.has(k))
      add("security-requirement-added", false, where, `security requirement ${k} now accepted as an alternative`);
}
