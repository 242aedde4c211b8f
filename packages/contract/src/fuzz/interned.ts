// A dereferenced document repeats every shared component as its own copy (a block number in most methods, an error
// body under every operation). What the fuzzer builds per schema (arbitraries, the probes that confirm invalid values,
// compiled validators) is kept per schema object, so each copy would be built again: interned, equal parts of a
// document are one object, and each is built once.

const internedDocs = new WeakMap<object, object>();
/** The interner of each interned document, for parts built from it later (JSON-RPC params as one schema). */
const interners = new WeakMap<object, Interner>();

/** Thrown on a cycle: a document that refers to itself is used as it is. */
class Cyclic extends Error {}

/**
 * The document with equal parts (same JSON, same key order) as one shared object; made once per document. The
 * document itself is left as it is; a document with cycles is returned unchanged.
 */
export function interned<T>(doc: T): T {
  if (!isPlain(doc)) return doc;
  let out = internedDocs.get(doc);
  if (out === undefined) {
    try {
      const interner = new Interner();
      out = interner.intern(doc) as object;
      interners.set(out, interner);
    } catch (e) {
      if (!(e instanceof Cyclic)) throw e;
      out = doc;
    }
    internedDocs.set(doc, out);
  }
  return out as T;
}

/**
 * A value built from an interned document (a schema made of its parts), interned with it: its parts equal to others
 * of the document, or to parts built before, are those objects. Unchanged for a document not interned here.
 */
export function internedPart<T>(doc: object, value: T): T {
  const interner = interners.get(doc);
  if (!interner) return value;
  try {
    return interner.intern(value) as T;
  } catch (e) {
    if (!(e instanceof Cyclic)) throw e;
    return value;
  }
}

function isPlain(v: unknown): v is object {
  if (typeof v !== "object" || v === null) return false;
  if (Array.isArray(v)) return true;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

class Interner {
  /** The one object of each content, by a key written from its members' keys (children are interned first). */
  private readonly byKey = new Map<string, object>();
  private readonly keyOf = new Map<object, string>();
  private readonly open = new Set<object>();
  private count = 0;

  intern(value: unknown): unknown {
    if (!isPlain(value)) return value;
    if (this.open.has(value)) throw new Cyclic();
    this.open.add(value);
    let key: string;
    let copy: object;
    if (Array.isArray(value)) {
      const items = value.map((v) => this.intern(v));
      key = `[${items.map((v) => this.memberKey(v)).join(",")}]`;
      copy = items;
    } else {
      const entries = Object.entries(value).map(([k, v]) => [k, this.intern(v)] as const);
      key = `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${this.memberKey(v)}`).join(",")}}`;
      copy = Object.fromEntries(entries);
    }
    this.open.delete(value);
    const known = this.byKey.get(key);
    if (known) return known;
    this.byKey.set(key, copy);
    // the short name members are keyed by in their parents' keys
    this.keyOf.set(copy, `#${this.count++}`);
    return copy;
  }

  /**
   * A member's part of its parent's key: a scalar by its type and value, an interned object by its number; anything
   * else (a function, a symbol, an object of a class) is its own, shared with nothing.
   */
  private memberKey(v: unknown): string {
    if (typeof v === "string") return JSON.stringify(v);
    if (typeof v === "number") return Object.is(v, -0) ? "n-0" : `n${v}`;
    if (typeof v === "boolean" || typeof v === "bigint" || v === null || v === undefined) return `${typeof v}${v}`;
    return (typeof v === "object" && this.keyOf.get(v)) || `@${this.count++}`;
  }
}
