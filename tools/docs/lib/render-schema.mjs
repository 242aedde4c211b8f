// @ts-check
// The schema parts of the node page: $ref resolution inside the document, one-line type summaries, property tables.
import { markdownBlock } from "./markdown.mjs";

/** @param {unknown} v */
export const esc = (v) =>
  String(v).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** A table row of the given cells' HTML. @param {string[]} cells */
export const row = (...cells) => `<tr>${cells.map((c) => `<td>${c}</td>`).join("")}</tr>`;

export const schemaAnchor = (/** @type {string} */ name) => `schema-${name.replace(/[^A-Za-z0-9_.-]/g, "_")}`;

/** @typedef {(node: any, at: string) => { node: any, name?: string }} Resolve */

/** Follows internal `$ref`s (`#/components/...`) to their target; names the place in every error. @param {any} doc */
export function makeResolver(doc) {
  /** @type {Resolve} */
  return (node, at) => {
    let name;
    const seen = new Set();
    while (node && typeof node === "object" && typeof node.$ref === "string") {
      const ref = node.$ref;
      if (seen.has(ref)) throw new Error(`${at}: circular $ref ${ref}`);
      seen.add(ref);
      if (!ref.startsWith("#/")) throw new Error(`${at}: $ref ${ref} is not internal (expected #/components/...)`);
      let target = doc;
      for (const part of ref.slice(2).split("/")) {
        const key = decodeURIComponent(part).replace(/~1/g, "/").replace(/~0/g, "~");
        if (target === null || typeof target !== "object" || !(key in target))
          throw new Error(`${at}: unresolvable $ref ${ref}`);
        target = target[key];
      }
      name = ref.split("/").pop();
      node = target;
    }
    return { node, name };
  };
}

const CONSTRAINTS = [
  "format",
  "pattern",
  "minimum",
  "exclusiveMinimum",
  "maximum",
  "exclusiveMaximum",
  "minLength",
  "maxLength",
  "minItems",
  "maxItems",
];

/** The constraints of a schema, as `keyword <code>value</code>` items. @param {any} s */
function factsOf(s) {
  const facts = [];
  if (Array.isArray(s.enum))
    facts.push(`one of ${s.enum.map((v) => `<code>${esc(JSON.stringify(v))}</code>`).join(", ")}`);
  for (const kw of CONSTRAINTS) if (s[kw] !== undefined) facts.push(`${kw} <code>${esc(s[kw])}</code>`);
  if (s.default !== undefined) facts.push(`default <code>${esc(JSON.stringify(s.default))}</code>`);
  return facts;
}

/**
 * Type summary of a schema, one line: `string (hex, /^0x/)`, `array of Container`, `"hex"`.
 * @param {any} s @param {Resolve} resolve @param {string} at
 * @returns {string}
 */
function typeLine(s, resolve, at) {
  if (s === true || s === undefined) return "any";
  if (s === false) return "nothing";
  if (s.$ref) {
    const { name } = resolve(s, at);
    return `<a href="#${esc(schemaAnchor(name ?? ""))}">${esc(name)}</a>`;
  }
  if (s.const !== undefined) return `<code>${esc(JSON.stringify(s.const))}</code>`;
  for (const kw of ["oneOf", "anyOf"])
    if (Array.isArray(s[kw])) return s[kw].map((/** @type {any} */ x) => typeLine(x, resolve, at)).join(" | ");
  if (Array.isArray(s.allOf)) return s.allOf.map((/** @type {any} */ x) => typeLine(x, resolve, at)).join(" & ");
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  const parts = types.map((/** @type {string} */ t) =>
    t === "array" && s.items ? `array of ${typeLine(s.items, resolve, at)}` : esc(t),
  );
  const line = parts.join(" | ") || (s.properties ? "object" : "any");
  const facts = factsOf(s);
  return facts.length ? `${line} <span class="facts">(${facts.join("; ")})</span>` : line;
}

const isInlineObject = (/** @type {any} */ s) => s && typeof s === "object" && !s.$ref && s.properties;
const REQUIRED = ' <span class="req">required</span>';

/**
 * A schema as a property table when it is an inline object, else its type line.
 * @param {any} s @param {Resolve} resolve @param {string} at
 * @returns {string}
 */
export function schemaBlock(s, resolve, at, depth = 0) {
  if (!isInlineObject(s) || depth > 3) return `<div class="type">${typeLine(s, resolve, at)}</div>`;
  const required = new Set(s.required ?? []);
  const rows = Object.entries(s.properties).map(([name, p]) => {
    const inner = /** @type {any} */ (p);
    const type = isInlineObject(inner)
      ? schemaBlock(inner, resolve, `${at}.${name}`, depth + 1)
      : typeLine(inner, resolve, `${at}.${name}`);
    const field = `<code>${esc(name)}</code>${required.has(name) ? REQUIRED : ""}`;
    return `<tr><td>${field}</td><td>${type}</td><td>${markdownBlock(inner?.description)}</td></tr>`;
  });
  const extra =
    s.additionalProperties && typeof s.additionalProperties === "object"
      ? `<div>other keys: ${typeLine(s.additionalProperties, resolve, at)}</div>`
      : "";
  const head = "<thead><tr><th>field</th><th>type</th><th>description</th></tr></thead>";
  return `<table class="props">${head}<tbody>${rows.join("")}</tbody></table>${extra}`;
}
