// A document with its local $refs resolved, as the mocks serve it: what a refs-kept document (an assembled one, a
// caller's own, a --watch reload) becomes without a file of its own. A $ref's sibling keywords (a description) win
// over the target's, as OpenAPI 3.1 says; a repeated ref is one shared object, so per-schema caches stay small.
import type { JsonObject } from "./json.js";

/**
 * Resolves the local `$ref`s (`#/...`) of a bundled document into a new object (shared sub-objects, no copies
 * of cycles: a ref met again inside itself is left as is).
 */
export function dereference(document: JsonObject): JsonObject {
  const cache = new Map<string, unknown>();
  const resolving = new Set<string>();
  const pointer = (ref: string): unknown => {
    let node: unknown = document;
    for (const raw of ref.slice(2).split("/")) {
      const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
      node = (node as Record<string, unknown> | undefined)?.[key];
    }
    if (node === undefined) throw new Error(`unresolved $ref ${ref}`);
    return node;
  };
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== "object") return node;
    const obj = node as Record<string, unknown>;
    if (typeof obj.$ref === "string" && obj.$ref.startsWith("#/")) {
      const ref = obj.$ref;
      if (cache.has(ref)) return mergeSiblings(cache.get(ref), obj);
      if (resolving.has(ref)) return obj;
      resolving.add(ref);
      const resolved = walk(pointer(ref));
      resolving.delete(ref);
      cache.set(ref, resolved);
      return mergeSiblings(resolved, obj);
    }
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(obj)) out[k] = walk(v);
    return out;
  };
  const mergeSiblings = (resolved: unknown, refNode: Record<string, unknown>): unknown => {
    const siblings = Object.keys(refNode).filter((k) => k !== "$ref");
    if (siblings.length === 0 || resolved === null || typeof resolved !== "object" || Array.isArray(resolved))
      return resolved;
    const out: Record<string, unknown> = { ...(resolved as Record<string, unknown>) };
    for (const k of siblings) out[k] = walk(refNode[k]);
    return out;
  };
  return walk(document) as JsonObject;
}
