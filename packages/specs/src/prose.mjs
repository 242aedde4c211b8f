// A document without its prose, for a bundle that no reader of prose loads (the mocks in a browser page): the
// `description` and `summary` texts and `externalDocs` of operations, parameters, answers, methods, tags and the
// rest go; every schema, every example, default, enum and const value, every `x-*` extension, `title`s and
// names stay as they are. The node's document is about a fifth smaller gzipped, the REST ones a quarter.

/** The prose keys that go, where their value is a text (`externalDocs`: an object). */
const PROSE = new Set(["description", "summary"]);

/**
 * Kept whole: schemas (the validators generated ahead of time are keyed by each schema's text, and `title`s name
 * the branches in error messages), values (an example's data may hold a field named `description`), an error's
 * `data`, a link's parameters (names mapped to expressions), OAuth scopes (names mapped to texts), and extensions.
 */
const WHOLE = new Set(["schema", "schemas", "example", "examples", "value", "default", "const", "enum", "data"]);

/**
 * @param {unknown} doc an assembled document (refs kept or dereferenced)
 * @returns {any} a new document without its prose; `doc` is left as it is
 */
export function withoutProse(doc) {
  return lean(doc, "");
}

/** @param {unknown} node @param {string} key the key `node` is under @returns {unknown} */
function lean(node, key) {
  if (Array.isArray(node)) return node.map((item) => lean(item, ""));
  if (node === null || typeof node !== "object") return node;
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const [k, v] of Object.entries(node)) {
    if ((PROSE.has(k) && typeof v === "string") || k === "externalDocs") continue;
    out[k] = keptWhole(k, key) ? v : lean(v, k);
  }
  return out;
}

/**
 * Whether the value under `k` (in an object under `parent`) is kept as it is.
 * @param {string} k @param {string} parent
 */
function keptWhole(k, parent) {
  if (WHOLE.has(k) || k.startsWith("x-")) return true;
  // a link's `parameters` and `requestBody` are runtime expressions; a flow's `scopes` map names to texts
  if (parent === "links") return true;
  return k === "scopes";
}
