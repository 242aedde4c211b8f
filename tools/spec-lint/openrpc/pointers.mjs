// JSON pointers into the assembled document, and following its internal `#/...` refs.

export const escapeToken = (token) => String(token).replace(/~/g, "~0").replace(/\//g, "~1");
const unescapeToken = (token) => token.replace(/~1/g, "/").replace(/~0/g, "~");
export const pointerOf = (...tokens) => tokens.map((t) => `/${escapeToken(t)}`).join("");

/** The value at an internal JSON pointer (`/a/0/b`), or undefined. */
export function getPointer(doc, pointer) {
  if (pointer === "") return doc;
  let node = doc;
  for (const token of pointer.slice(1).split("/").map(unescapeToken)) {
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, token)) return undefined;
    node = node[token];
  }
  return node;
}

/** Follows internal refs from (value, pointer) to the referenced value and its pointer; null if one is unresolvable. */
export function follow(doc, value, pointer) {
  const seen = new Set();
  while (value && typeof value === "object" && typeof value.$ref === "string") {
    if (!value.$ref.startsWith("#") || seen.has(value.$ref)) return null;
    seen.add(value.$ref);
    pointer = decodeURIComponent(value.$ref.slice(1));
    value = getPointer(doc, pointer);
    if (value === undefined) return null;
  }
  return { value, pointer };
}

/** A copy of `node` with every internal `$ref` replaced by its target (a circular or broken ref becomes `{}`). */
export function dereference(doc, node = doc, stack = []) {
  if (Array.isArray(node)) return node.map((n) => dereference(doc, n, stack));
  if (node === null || typeof node !== "object") return node;
  if (typeof node.$ref === "string") {
    if (!node.$ref.startsWith("#") || stack.includes(node.$ref)) return {};
    const target = getPointer(doc, decodeURIComponent(node.$ref.slice(1)));
    return target === undefined ? {} : dereference(doc, target, [...stack, node.$ref]);
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, dereference(doc, v, stack)]));
}
