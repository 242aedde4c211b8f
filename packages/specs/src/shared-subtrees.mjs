// A JSON document with its repeated subtrees written once: a dereferenced document repeats every shared component
// where it is used (the node's OpenRPC document: 648 KB, 38 KB gzipped, as gzip's 32 KB window cannot reach back to
// the first copy). Packed, each repeated subtree is kept once in a table and each use is { "$shared": <index> };
// unpacked, every use is a fresh copy with its keys in their order, so the result is the document JSON.parse gives.
// For a bundle, such as the mocks' in a browser page, that cannot read the files.

/** Repeated subtrees shorter than this (as JSON text) stay where they are: a reference would not be much shorter. */
const MIN_SHARED_CHARS = 96;
const SHARED = "$shared";

/**
 * @param {unknown} doc a JSON value (no object in it may have a "$shared" key)
 * @returns {{ shared: unknown[], root: unknown }}
 */
export function packSharedSubtrees(doc) {
  /** @type {Map<object, string>} */
  const textOf = new Map();
  /** @type {Map<string, number>} */
  const uses = new Map();
  /** @type {Set<object>} */
  const open = new Set();
  /** @param {unknown} value @returns {string} */
  const write = (value) => {
    if (value === null || typeof value !== "object") return JSON.stringify(value);
    let text = textOf.get(value);
    if (text === undefined) {
      if (!Array.isArray(value) && Object.hasOwn(value, SHARED))
        throw new Error(`an object of the document has a "${SHARED}" key: it cannot be packed`);
      if (open.has(value)) throw new Error("the document holds itself (a cycle): it is not JSON");
      open.add(value);
      text = Array.isArray(value)
        ? `[${value.map(write).join(",")}]`
        : `{${Object.entries(value)
            .map(([k, v]) => `${JSON.stringify(k)}:${write(v)}`)
            .join(",")}}`;
      open.delete(value);
      textOf.set(value, text);
    }
    return text;
  };
  write(doc);
  // uses are counted over the tree as JSON has it, however its objects are shared in memory (a dereferencer's
  // output shares them): the packing is a function of the document's text
  /** @param {unknown} value */
  const count = (value) => {
    if (value === null || typeof value !== "object") return;
    const text = /** @type {string} */ (textOf.get(value));
    uses.set(text, (uses.get(text) ?? 0) + 1);
    for (const v of Array.isArray(value) ? value : Object.values(value)) count(v);
  };
  count(doc);
  /** @type {unknown[]} */
  const shared = [];
  /** @type {Map<string, number>} */
  const indexOf = new Map();
  /** @param {unknown} value @param {boolean} whole the table entry itself (not replaced by a reference to it) */
  const pack = (value, whole) => {
    if (value === null || typeof value !== "object") return value;
    const text = /** @type {string} */ (textOf.get(value));
    if (!whole && text.length >= MIN_SHARED_CHARS && /** @type {number} */ (uses.get(text)) > 1) {
      let index = indexOf.get(text);
      if (index === undefined) {
        index = shared.length;
        indexOf.set(text, index);
        shared.push(null);
        shared[index] = pack(value, true);
      }
      return { [SHARED]: index };
    }
    if (Array.isArray(value)) return value.map((v) => pack(v, false));
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pack(v, false)]));
  };
  return { shared, root: pack(doc, true) };
}

/**
 * The document a packed one stands for: every use of a shared subtree a copy of its own.
 * @param {{ shared: readonly unknown[], root: unknown }} packed
 * @returns {any}
 */
export function unpackSharedSubtrees({ shared, root }) {
  /** @param {unknown} value @returns {unknown} */
  const unpack = (value) => {
    if (value === null || typeof value !== "object") return value;
    if (Array.isArray(value)) return value.map(unpack);
    const index = /** @type {Record<string, unknown>} */ (value)[SHARED];
    if (typeof index === "number") return unpack(shared[index]);
    /** @type {Record<string, unknown>} */
    const out = {};
    for (const key of Object.keys(value)) out[key] = unpack(/** @type {Record<string, unknown>} */ (value)[key]);
    return out;
  };
  return unpack(root);
}
