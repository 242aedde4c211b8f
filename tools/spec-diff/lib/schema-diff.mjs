// @ts-check
// Direction-aware JSON Schema comparison. A schema is read either as a REQUEST (what clients send: narrowing
// what is accepted breaks them) or as a RESPONSE (what clients receive: widening what may arrive, or removing
// what used to arrive, breaks them).

/** @typedef {"request" | "response"} Direction */
/** @typedef {{ rule: string, breaking: boolean, where: string, message: string }} Change */

/**
 * Resolves internal JSON pointers (`#/components/...`) inside one document.
 * @param {any} doc
 */
function makeResolver(doc) {
  /** @param {string} ref */
  const lookup = (ref) => {
    if (!ref.startsWith("#/"))
      throw new Error(`unsupported $ref ${ref}: only internal refs (#/...) are expected in an assembled document`);
    let node = doc;
    for (const raw of ref.slice(2).split("/")) {
      const key = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
      if (node === null || typeof node !== "object" || !(key in node)) throw new Error(`unresolvable $ref ${ref}`);
      node = node[key];
    }
    return node;
  };
  /**
   * Follows a chain of $refs. Returns the target and the last ref followed (for cycle detection and naming).
   * @param {any} node
   * @returns {{ node: any, ref: string | undefined }}
   */
  return (node) => {
    let ref;
    const seen = new Set();
    while (node && typeof node === "object" && typeof node.$ref === "string") {
      if (seen.has(node.$ref)) throw new Error(`circular $ref chain at ${node.$ref}`);
      seen.add(node.$ref);
      ref = node.$ref;
      node = lookup(node.$ref);
    }
    return { node, ref };
  };
}

const LOWER_BOUNDS = ["minimum", "exclusiveMinimum", "minLength", "minItems", "minProperties", "minContains"];
const UPPER_BOUNDS = ["maximum", "exclusiveMaximum", "maxLength", "maxItems", "maxProperties", "maxContains"];

/** @param {any} s */
function typesOf(s) {
  if (s.type === undefined) return undefined;
  const types = new Set(Array.isArray(s.type) ? s.type : [s.type]);
  if (s.nullable === true) types.add("null"); // OpenAPI 3.0 style
  return types;
}

/** @param {any} s @returns {any[] | undefined} */
function enumOf(s) {
  if (Array.isArray(s.enum)) return s.enum;
  if (s.const !== undefined) return [s.const];
  return undefined;
}

const j = (/** @type {any} */ v) => JSON.stringify(v);

/**
 * Named schemas (components/schemas) removed (breaking: they are public types in the generated clients) or added.
 * @param {(rule: string, breaking: boolean, where: string, message: string) => void} add
 * @param {any} base @param {any} head
 */
export function diffNamedSchemas(add, base, head) {
  const bs = base.components?.schemas ?? {};
  const hs = head.components?.schemas ?? {};
  for (const name of Object.keys(bs))
    if (!(name in hs)) add("schema-removed", true, `#/components/schemas/${name}`, `schema ${name} removed`);
  for (const name of Object.keys(hs))
    if (!(name in bs)) add("schema-added", false, `#/components/schemas/${name}`, `new schema ${name}`);
}

/**
 * The comparison context of two documents (base, head).
 */
export class SchemaDiff {
  /**
   * @param {any} baseDoc
   * @param {any} headDoc
   * @param {(change: Change) => void} report
   */
  constructor(baseDoc, headDoc, report) {
    this.resolveBase = makeResolver(baseDoc);
    this.resolveHead = makeResolver(headDoc);
    this.report = report;
    /** @type {Set<string>} */
    this.active = new Set();
  }

  /**
   * @param {Direction} dir
   * @param {string} where
   * @param {string} rule
   * @param {boolean} breaking
   * @param {string} message
   */
  emit(dir, where, rule, breaking, message) {
    this.report({ rule: `${dir}-${rule}`, breaking, where, message });
  }

  /**
   * Flattens allOf (after resolving refs) into one schema, so that shared parts and local additions compare as one.
   * @param {any} schema
   * @param {(n: any) => { node: any, ref: string | undefined }} resolve
   * @returns {{ schema: any, ref: string | undefined }}
   */
  flatten(schema, resolve) {
    const { node, ref } = resolve(schema);
    if (!node || typeof node !== "object" || !Array.isArray(node.allOf)) return { schema: node, ref };
    const { allOf, ...rest } = node;
    /** @type {any} */
    const merged = { ...rest };
    for (const part of allOf) {
      const flat = this.flatten(part, resolve).schema;
      if (!flat || typeof flat !== "object") continue;
      for (const [k, v] of Object.entries(flat)) {
        if (k === "properties") merged.properties = { ...(merged.properties ?? {}), ...v };
        else if (k === "required") merged.required = [...new Set([...(merged.required ?? []), ...v])];
        else if (!(k in merged)) merged[k] = v;
      }
    }
    return { schema: merged, ref };
  }

  /**
   * Compares two schemas read in direction `dir`, reporting every difference that matters to a client.
   * @param {any} baseSchema
   * @param {any} headSchema
   * @param {Direction} dir
   * @param {string} where
   */
  compare(baseSchema, headSchema, dir, where) {
    if (baseSchema === undefined || headSchema === undefined) return;
    const { schema: base, ref: baseRef } = this.flatten(baseSchema, this.resolveBase);
    const { schema: head, ref: headRef } = this.flatten(headSchema, this.resolveHead);
    // A recursive schema reaches the same pair of refs again while comparing it: stop there.
    const cycleKey = baseRef || headRef ? `${baseRef}|${headRef}|${dir}` : undefined;
    if (cycleKey && this.active.has(cycleKey)) return;
    if (cycleKey) this.active.add(cycleKey);
    try {
      this.compareResolved(base, head, dir, where);
    } finally {
      if (cycleKey) this.active.delete(cycleKey);
    }
  }

  /** @param {any} base @param {any} head @param {Direction} dir @param {string} where */
  compareResolved(base, head, dir, where) {
    const req = dir === "request";

    // Boolean schemas: true accepts anything, false nothing.
    if (typeof base === "boolean" || typeof head === "boolean") {
      if (j(base) === j(head)) return;
      const narrowed = head === false || base === true;
      this.emit(
        dir,
        where,
        "schema-changed",
        req ? narrowed : !narrowed,
        `schema changed from ${j(base)} to ${j(head)}`,
      );
      return;
    }
    if (!base || !head) return;

    this.compareTypes(base, head, dir, where);
    this.compareEnums(base, head, dir, where);
    this.compareBounds(base, head, dir, where);
    this.compareObjects(base, head, dir, where);
    this.compareArrays(base, head, dir, where);
    for (const kw of /** @type {const} */ (["oneOf", "anyOf"])) this.compareVariants(base, head, kw, dir, where);
    if (req && base.default !== undefined && head.default !== undefined && j(base.default) !== j(head.default)) {
      this.emit(
        dir,
        where,
        "default-changed",
        true,
        `default changed from ${j(base.default)} to ${j(head.default)}: callers that omit it get another behaviour`,
      );
    }
    if (!base.deprecated && head.deprecated) this.emit(dir, where, "deprecated", false, "now deprecated");
  }

  /** @param {any} base @param {any} head @param {Direction} dir @param {string} where */
  compareTypes(base, head, dir, where) {
    const req = dir === "request";
    const bt = typesOf(base);
    const ht = typesOf(head);
    if (!bt && !ht) return;
    if (bt && !ht) {
      this.emit(dir, where, "type-widened", !req, `type constraint ${j([...bt])} removed (any type now)`);
      return;
    }
    if (!bt && ht) {
      this.emit(dir, where, "type-narrowed", req, `type constraint ${j([...(ht ?? [])])} added`);
      return;
    }
    if (!bt || !ht) return;
    // number includes integer
    const covers = (/** @type {Set<string>} */ set, /** @type {string} */ t) =>
      set.has(t) || (t === "integer" && set.has("number"));
    const removed = [...bt].filter((t) => !covers(ht, t));
    const added = [...ht].filter((t) => !covers(bt, t));
    if (removed.length === 0 && added.length === 0) return;
    const from = j([...bt].length === 1 ? [...bt][0] : [...bt]);
    const to = j([...ht].length === 1 ? [...ht][0] : [...ht]);
    if (removed.length && added.length) {
      this.emit(dir, where, "type-changed", true, `type changed from ${from} to ${to}`);
    } else if (removed.length) {
      this.emit(
        dir,
        where,
        "type-narrowed",
        req,
        `type narrowed from ${from} to ${to}${removed.includes("null") ? " (no longer nullable)" : ""}`,
      );
    } else {
      this.emit(
        dir,
        where,
        "type-widened",
        !req,
        `type widened from ${from} to ${to}${added.includes("null") ? " (now nullable)" : ""}`,
      );
    }
  }

  /** @param {any} base @param {any} head @param {Direction} dir @param {string} where */
  compareEnums(base, head, dir, where) {
    const req = dir === "request";
    const be = enumOf(base);
    const he = enumOf(head);
    if (!be && !he) return;
    if (be && !he) {
      this.emit(dir, where, "enum-removed", !req, `enum ${j(be)} no longer restricts the value`);
      return;
    }
    if (!be && he) {
      this.emit(dir, where, "enum-added", req, `value now restricted to ${j(he)}`);
      return;
    }
    if (!be || !he) return;
    const bs = new Set(be.map(j));
    const hs = new Set(he.map(j));
    const removed = be.filter((v) => !hs.has(j(v)));
    const added = he.filter((v) => !bs.has(j(v)));
    if (removed.length)
      this.emit(dir, where, "enum-value-removed", req, `enum value(s) ${removed.map(j).join(", ")} removed`);
    if (added.length) this.emit(dir, where, "enum-value-added", !req, `enum value(s) ${added.map(j).join(", ")} added`);
  }

  /** @param {any} base @param {any} head @param {Direction} dir @param {string} where */
  compareBounds(base, head, dir, where) {
    const req = dir === "request";
    /** @param {string} kw @param {boolean} tightened @param {string} msg */
    const bound = (kw, tightened, msg) =>
      this.emit(
        dir,
        where,
        tightened ? "constraint-narrowed" : "constraint-widened",
        req ? tightened : !tightened,
        `${kw} ${msg}`,
      );
    for (const [list, lower] of /** @type {const} */ ([
      [LOWER_BOUNDS, true],
      [UPPER_BOUNDS, false],
    ])) {
      for (const kw of list) {
        const b = base[kw];
        const h = head[kw];
        if (b === h) continue;
        if (typeof b === "boolean" || typeof h === "boolean") {
          bound(kw, h === true, `changed from ${j(b)} to ${j(h)}`); // OpenAPI 3.0 exclusive flags
        } else if (b === undefined) {
          bound(kw, true, `${j(h)} added`);
        } else if (h === undefined) {
          bound(kw, false, `${j(b)} removed`);
        } else {
          const tightened = lower ? h > b : h < b;
          bound(kw, tightened, `changed from ${j(b)} to ${j(h)}`);
        }
      }
    }
    for (const kw of ["pattern", "format", "multipleOf", "contentEncoding"]) {
      const b = base[kw];
      const h = head[kw];
      if (b === h) continue;
      if (b === undefined) bound(kw, true, `${j(h)} added`);
      else if (h === undefined) bound(kw, false, `${j(b)} removed`);
      // a changed pattern or format neither contains nor is contained by the old one in general: both directions break
      else this.emit(dir, where, "constraint-changed", true, `${kw} changed from ${j(b)} to ${j(h)}`);
    }
    if (!!base.uniqueItems !== !!head.uniqueItems)
      bound("uniqueItems", !!head.uniqueItems, `changed to ${!!head.uniqueItems}`);
  }

  /** @param {any} base @param {any} head @param {Direction} dir @param {string} where */
  compareObjects(base, head, dir, where) {
    const req = dir === "request";
    const bp = base.properties ?? {};
    const hp = head.properties ?? {};
    const breq = new Set(base.required ?? []);
    const hreq = new Set(head.required ?? []);
    for (const name of Object.keys(bp)) {
      const at = `${where}.${name}`;
      if (!(name in hp)) {
        if (req)
          this.emit(
            dir,
            at,
            "field-removed",
            true,
            `request field "${name}" removed: clients sending it are now out of contract`,
          );
        else this.emit(dir, at, "field-removed", true, `response field "${name}" removed`);
        continue;
      }
      if (req && !breq.has(name) && hreq.has(name))
        this.emit(dir, at, "field-became-required", true, `request field "${name}" is now required`);
      if (req && breq.has(name) && !hreq.has(name))
        this.emit(dir, at, "field-became-optional", false, `request field "${name}" is now optional`);
      if (!req && breq.has(name) && !hreq.has(name))
        this.emit(
          dir,
          at,
          "field-no-longer-required",
          true,
          `response field "${name}" is no longer required (may be absent)`,
        );
      if (!req && !breq.has(name) && hreq.has(name))
        this.emit(dir, at, "field-became-required", false, `response field "${name}" is now always present`);
      this.compare(bp[name], hp[name], dir, at);
    }
    for (const name of Object.keys(hp)) {
      if (name in bp) continue;
      const at = `${where}.${name}`;
      if (req && hreq.has(name))
        this.emit(dir, at, "required-field-added", true, `new required request field "${name}"`);
      else if (req) this.emit(dir, at, "optional-field-added", false, `new optional request field "${name}"`);
      else this.emit(dir, at, "field-added", false, `new response field "${name}"`);
    }
    // required names without a declared property (e.g. additionalProperties maps)
    for (const name of hreq) {
      if (name in hp || name in bp || breq.has(name)) continue;
      if (req)
        this.emit(dir, `${where}.${name}`, "field-became-required", true, `request field "${name}" is now required`);
    }
    const ba = base.additionalProperties;
    const ha = head.additionalProperties;
    if (ba !== undefined || ha !== undefined) {
      const bClosed = ba === false;
      const hClosed = ha === false;
      if (!bClosed && hClosed)
        this.emit(dir, `${where}{*}`, "additional-properties-closed", req, "additional properties no longer allowed");
      else if (bClosed && !hClosed)
        this.emit(dir, `${where}{*}`, "additional-properties-opened", false, "additional properties now allowed");
      else if (ba && ha && typeof ba === "object" && typeof ha === "object") this.compare(ba, ha, dir, `${where}{*}`);
    }
  }

  /** @param {any} base @param {any} head @param {Direction} dir @param {string} where */
  compareArrays(base, head, dir, where) {
    if (base.items && head.items && !Array.isArray(base.items) && !Array.isArray(head.items)) {
      this.compare(base.items, head.items, dir, `${where}[]`);
    }
    const bpi = base.prefixItems ?? [];
    const hpi = head.prefixItems ?? [];
    for (let i = 0; i < Math.min(bpi.length, hpi.length); i++) this.compare(bpi[i], hpi[i], dir, `${where}[${i}]`);
  }

  /** @param {any} base @param {any} head @param {"oneOf" | "anyOf"} kw @param {Direction} dir @param {string} where */
  compareVariants(base, head, kw, dir, where) {
    const req = dir === "request";
    const bv = base[kw];
    const hv = head[kw];
    if (!bv && !hv) return;
    if (!bv || !hv) {
      // a union appeared or disappeared: the shapes cannot be compared member by member; report conservatively
      this.emit(dir, where, "schema-restructured", true, `${kw} ${bv ? "removed" : "introduced"}: review by hand`);
      return;
    }
    const name = (/** @type {any} */ s) => (s && typeof s.$ref === "string" ? s.$ref : undefined);
    const used = new Set();
    const pairs = [];
    const removed = [];
    for (let i = 0; i < bv.length; i++) {
      const n = name(bv[i]);
      let k = n ? hv.findIndex((h, idx) => !used.has(idx) && name(h) === n) : -1;
      if (k < 0 && !n && i < hv.length && !used.has(i) && !name(hv[i])) k = i;
      if (k < 0) removed.push(i);
      else {
        used.add(k);
        pairs.push([i, k]);
      }
    }
    const added = hv.map((_, i) => i).filter((i) => !used.has(i));
    // an unnamed variant replaced by another unnamed one at the same place was paired above; named ones that moved too
    for (const i of removed)
      this.emit(dir, `${where}<${kw}[${i}]>`, "variant-removed", req, `${kw} variant ${name(bv[i]) ?? i} removed`);
    for (const i of added)
      this.emit(dir, `${where}<${kw}[${i}]>`, "variant-added", !req, `${kw} variant ${name(hv[i]) ?? i} added`);
    for (const [i, k] of pairs) this.compare(bv[i], hv[k], dir, `${where}<${kw}[${k}]>`);
  }
}
