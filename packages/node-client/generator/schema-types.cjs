// JSON Schema → TypeScript for the generated client, through json-schema-to-typescript. Our part is small: titled
// schemas become one named type each (the contract's component names), and a post-pass keeps the client's public
// types as they were before the library did the work (see `keepPublicForm`).
"use strict";
const { compile } = require("json-schema-to-typescript");
const ts = require("typescript");

/** "admin.getLoggerLevel" → "AdminGetLoggerLevel"; "eth_feeConfig" → "EthFeeConfig"; "my title" → "MyTitle" */
function pascal(text) {
  const out = String(text)
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join("");
  if (!out) throw new Error(`cannot make a type name from ${JSON.stringify(text)}`);
  return /^[0-9]/.test(out) ? `T${out}` : out;
}

const ANNOTATIONS = new Set(["description", "summary", "examples", "example", "$comment", "default"]);
const SCHEMA_MAPS = new Set(["properties", "patternProperties", "definitions", "$defs", "dependentSchemas"]);

/** The schema without annotation keywords (they do not change the TypeScript type), for deduplication. */
function stripAnnotations(schema, isMap = false) {
  if (Array.isArray(schema)) return schema.map((s) => stripAnnotations(s));
  if (!schema || typeof schema !== "object") return schema;
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (isMap) out[key] = stripAnnotations(value);
    else if (key === "enum" || key === "const") out[key] = value;
    else if (!ANNOTATIONS.has(key)) out[key] = stripAnnotations(value, SCHEMA_MAPS.has(key));
  }
  return out;
}

const JSON_TYPES = new Set(["string", "integer", "number", "boolean", "null", "array", "object"]);
/** The name json-schema-to-typescript is asked to declare for the root that reaches every named type. */
const ROOT = "AvaspecGeneratedRoot";
const INLINE = "AvaspecInlineType";

/**
 * Named types of one generated module. `ref(schema)` gives the schema that stands for a type where another schema
 * uses it, `declare(name, schema)` a named type of our own (params, results), `inline(schema)` a name that
 * `emit()` replaces by the type's text (tuple members, written by the caller).
 */
class SchemaTypes {
  constructor() {
    /** @type {Map<string, object>} type name → the schema json-schema-to-typescript declares under it */
    this.defs = new Map();
    /** @type {Map<string, string>} a titled schema's structure → its type name */
    this.byJson = new Map();
    /** @type {Set<string>} */
    this.used = new Set([ROOT]);
    this.inlines = 0;
  }

  /** Reserves a top-level name (method param/result types) so that schema titles never collide with it. */
  reserve(name) {
    if (this.used.has(name)) throw new Error(`type name ${name} is used twice`);
    this.used.add(name);
    return name;
  }

  /** Declares `name` (reserved) as the type of `schema`. */
  declare(name, schema, description) {
    const body = this.ref(schema);
    this.defs.set(name, description ? { ...body, description } : body);
  }

  /** Declares `name` (reserved) as a type written by the caller (its `inline()` names resolved). */
  declareText(name, text, description) {
    this.defs.set(name, { tsType: text, ...(description ? { description } : {}) });
  }

  /** A placeholder name for the type of `schema`, replaced by its text in `emit()`. */
  inline(schema) {
    const name = this.reserve(`${INLINE}${this.inlines++}`);
    this.defs.set(name, this.ref(schema));
    return name;
  }

  /** The schema for json-schema-to-typescript: a titled one as a reference to its named type, the rest rewritten. */
  ref(schema) {
    if (schema === true || schema === undefined) return { tsType: "unknown" };
    if (schema === false) return { tsType: "never" };
    if (typeof schema !== "object" || schema === null) throw new Error(`not a schema: ${JSON.stringify(schema)}`);
    if (schema.$ref) throw new Error(`unresolved $ref ${schema.$ref}: the generator needs a dereferenced document`);
    const notes = {
      ...(typeof schema.description === "string" ? { description: schema.description } : {}),
      ...(schema.deprecated === true ? { deprecated: true } : {}),
    };
    if (schema.title) return { tsType: this.named(schema), ...notes };
    return { ...this.rewrite(schema), ...notes };
  }

  named(schema) {
    // Same title and same structure = one type, whatever descriptions or examples each use site carries.
    const json = JSON.stringify(stripAnnotations(schema));
    const known = this.byJson.get(json);
    if (known) return known;
    let name = pascal(schema.title);
    for (let i = 2; this.used.has(name); i++) name = `${pascal(schema.title)}${i}`;
    this.used.add(name);
    this.byJson.set(json, name);
    const { title: _title, ...rest } = schema;
    this.defs.set(name, this.ref(rest));
    return name;
  }

  /**
   * The keywords that make the TypeScript type, rewritten where the library reads them otherwise: an object with
   * properties is closed unless it declares more (its `additionalProperties: true` adds nothing to the type), an
   * object without any is `Record<string, unknown>`, or `Record<string, never>` when closed (`{}` would take
   * anything), a schema without a type is `unknown`, `prefixItems` is a tuple, and a type beside
   * `oneOf`/`anyOf`/`allOf` is one more member of an `allOf`.
   * Validation keywords (bounds, patterns, `not`) are left out: they do not make types.
   */
  rewrite(schema) {
    if (schema.const !== undefined) return { const: schema.const };
    if (Array.isArray(schema.enum)) return schema.enum.length ? { enum: schema.enum } : { tsType: "never" };
    const base = this.base(schema);
    const union = schema.oneOf ?? schema.anyOf;
    if (!union && !schema.allOf) return base ?? { tsType: "unknown" };
    const members = [];
    if (base) members.push(base);
    if (union) members.push(union.length === 1 ? this.ref(union[0]) : { anyOf: union.map((s) => this.ref(s)) });
    for (const s of schema.allOf ?? []) members.push(this.ref(s));
    return members.length === 1 ? members[0] : { allOf: members };
  }

  /** The schema's own type (`type`, or the object/array keywords), without its combinators. */
  base(schema) {
    const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
    for (const t of types) if (!JSON_TYPES.has(t)) throw new Error(`unknown JSON schema type ${JSON.stringify(t)}`);
    const object = schema.properties || schema.additionalProperties !== undefined || schema.patternProperties;
    if (types.length === 0 && object) types.push("object");
    else if (types.length === 0 && (schema.items || schema.prefixItems)) types.push("array");
    if (types.length === 0) return undefined;
    const out = { type: types.length === 1 ? types[0] : types };
    if (types.includes("object")) Object.assign(out, this.object(schema));
    if (types.includes("array")) Object.assign(out, this.array(schema));
    if (types.length === 1 && types[0] === "object" && out.tsType) return { tsType: out.tsType };
    return out;
  }

  object(schema) {
    const properties = Object.entries(schema.properties ?? {}).map(([k, s]) => [k, this.ref(s)]);
    const patterns = Object.entries(schema.patternProperties ?? {}).map(([k, s]) => [k, this.ref(s)]);
    const ap = schema.additionalProperties;
    const extra = ap && typeof ap === "object" ? this.ref(ap) : undefined;
    if (!properties.length && !patterns.length && !extra) {
      return { tsType: ap === undefined || ap === true ? "Record<string, unknown>" : "Record<string, never>" };
    }
    return {
      properties: Object.fromEntries(properties),
      ...(patterns.length ? { patternProperties: Object.fromEntries(patterns) } : {}),
      ...(Array.isArray(schema.required) ? { required: schema.required } : {}),
      additionalProperties: extra ?? false,
    };
  }

  array(schema) {
    const tuple = schema.prefixItems ?? (Array.isArray(schema.items) ? schema.items : undefined);
    if (tuple) return { items: tuple.map((s) => this.ref(s)), minItems: tuple.length, maxItems: tuple.length };
    return { items: this.ref(schema.items) };
  }

  /**
   * The declarations, in the order the names were declared.
   * @returns {Promise<string>}
   */
  async emit() {
    const names = [...this.defs.keys()];
    /** @type {import("json-schema-to-typescript").JSONSchema} */
    const root = {
      type: "object",
      additionalProperties: false,
      properties: Object.fromEntries(names.map((n) => [n, { $ref: `#/$defs/${n}` }])),
      $defs: Object.fromEntries(this.defs),
    };
    const out = await compile(root, ROOT, {
      bannerComment: "",
      additionalProperties: false,
      unknownAny: true,
      format: true,
      style: { printWidth: 120 },
      // Only the schema's own $defs are referenced: never read a file or the network.
      cwd: __dirname,
      declareExternallyReferenced: true,
      $refOptions: { resolve: { external: false } },
    });
    const declared = keepPublicForm(out);
    const inline = new RegExp(`\\b${INLINE}\\d+\\b`, "g");
    const resolve = (/** @type {string} */ text) =>
      text.replace(inline, (n) => resolve(declared.get(n)?.body ?? missing(n)));
    return names
      .filter((n) => !n.startsWith(INLINE))
      .map((n) => {
        const d = declared.get(n) ?? missing(n);
        return `${d.docs ? `${d.docs}\n` : ""}export type ${n} = ${resolve(d.body)};\n`;
      })
      .join("\n");
  }
}

/** @param {string} name @returns {never} */
function missing(name) {
  throw new Error(`json-schema-to-typescript did not declare ${name}`);
}

/**
 * The smallest post-pass over json-schema-to-typescript's output, for what the library cannot be told:
 * - an optional property also takes `undefined` (`a?: T | undefined`), which a strict app compiled with
 *   `exactOptionalPropertyTypes` passes;
 * - an object is declared as a type alias, not an interface (an interface has no implicit index signature, so a
 *   value of it would no longer fit a `Record<string, unknown>`), as the client's types always were.
 * @param {string} text the library's output
 * @returns {Map<string, { docs: string, body: string }>} each declaration's JSDoc and type
 */
function keepPublicForm(text) {
  const file = ts.createSourceFile("types.ts", text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const typeText = (/** @type {import("typescript").Node} */ node) => {
    /** @type {number[]} */
    const optionalEnds = [];
    const visit = (/** @type {import("typescript").Node} */ n) => {
      if (ts.isPropertySignature(n) && n.questionToken && n.type && !takesUndefined(n.type))
        optionalEnds.push(n.type.end);
      ts.forEachChild(n, visit);
    };
    visit(node);
    let out = text.slice(node.pos, node.end);
    for (const at of optionalEnds.sort((a, b) => b - a)) {
      out = `${out.slice(0, at - node.pos)} | undefined${out.slice(at - node.pos)}`;
    }
    return out.trim();
  };
  /** @type {Map<string, { docs: string, body: string }>} */
  const declared = new Map();
  for (const statement of file.statements) {
    let body;
    if (ts.isInterfaceDeclaration(statement)) {
      if (statement.heritageClauses?.length || statement.typeParameters?.length)
        throw new Error(`${statement.name.text}: unexpected interface form`);
      const members = statement.members.map((m) => `\n  ${typeText(m)}`).join("");
      body = members ? `{${members}\n}` : "{}";
    } else if (ts.isTypeAliasDeclaration(statement)) {
      body = typeText(statement.type);
    } else continue;
    const docs = text.slice(statement.getFullStart(), statement.getStart()).trim();
    declared.set(statement.name.text, { docs, body });
  }
  return declared;
}

/** Whether a type already admits undefined (`unknown`, `any`, a union with `undefined`). */
function takesUndefined(/** @type {import("typescript").TypeNode} */ t) {
  if (t.kind === ts.SyntaxKind.UnknownKeyword || t.kind === ts.SyntaxKind.AnyKeyword) return true;
  if (ts.isParenthesizedTypeNode(t)) return takesUndefined(t.type);
  return ts.isUnionTypeNode(t) && t.types.some((m) => m.kind === ts.SyntaxKind.UndefinedKeyword);
}

module.exports = { SchemaTypes, pascal };
