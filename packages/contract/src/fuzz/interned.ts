// A dereferenced document repeats every shared component as its own copy (a block number in most JSON-RPC methods).
// What the fuzzer builds per schema (arbitraries, the probes that confirm invalid values) is kept per schema object,
// so each copy would be built again: schemas built from a document's parts (a method's params as one schema) are
// interned per document, equal ones (same JSON, same key order) being one object, and each is built once.

/** The interner of each document. */
const interners = new WeakMap<object, Interner>();

/** Thrown on a cycle: a value that refers to itself is used as it is. */
class Cyclic extends Error {}

/**
 * A value built from a document's parts, interned with the others built from that document: its parts equal to
 * parts of those are those objects. A value with cycles is returned unchanged.
 */
export function internedPart<T>(doc: object, value: T): T {
  let interner = interners.get(doc);
  if (!interner) interners.set(doc, (interner = new Interner()));
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
  /** What each object given was interned as (a document's part is met again in every value built from it). */
  private readonly done = new WeakMap<object, object>();
  private readonly open = new Set<object>();
  private count = 0;

  intern(value: unknown): unknown {
    if (!isPlain(value)) return value;
    const known = this.done.get(value);
    if (known) return known;
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
    let out = this.byKey.get(key);
    if (!out) {
      this.byKey.set(key, (out = copy));
      // the short name members are keyed by in their parents' keys
      this.keyOf.set(copy, `#${this.count++}`);
    }
    this.done.set(value, out);
    if (out !== value) this.done.set(out, out);
    return out;
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
