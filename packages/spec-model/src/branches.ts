// A schema's alternatives, flattened: what a reader that draws or shapes values needs (the contract's fuzzer, the
// mocks' sampler), so that anyOf/oneOf/allOf/if are expanded in one place.
import type { JsonObject } from "./json.js";

const isObject = (s: unknown): s is JsonObject => typeof s === "object" && s !== null && !Array.isArray(s);

/**
 * The alternatives of a schema, none with an anyOf, oneOf, allOf or if at its top: each anyOf / oneOf branch merged
 * with the keywords beside it, allOf parts merged in (their own branches crossed), if/then/else as two branches (the
 * `if` and `then` merged into one, the `else` the other). A schema without alternatives is its own one branch; `true`
 * or a non-schema is `{}`; `false` has none.
 */
export function schemaBranches(schema: unknown): JsonObject[] {
  if (schema === false) return [];
  return expand(schema).filter(isObject);
}

/** `false` is kept as a branch here (an allOf part of `false` merges as nothing, as it always has for the fuzzer). */
function expand(s: unknown): (JsonObject | false)[] {
  if (!isObject(s)) return [s === false ? false : {}];
  const { allOf, ...own } = s;
  if (Array.isArray(allOf) && allOf.length) {
    // every part's alternatives crossed with the schema's own (a part may hold an anyOf)
    let out = expand(own);
    for (const part of allOf) {
      const parts = expand(part);
      out = out.flatMap((o) => parts.map((p) => mergeSchemas(o, p)));
    }
    return out;
  }
  const { anyOf, oneOf, if: cond, then, else: otherwise, ...base } = own;
  // an `if` is a condition, not a constraint: values meeting it take the `then`
  const met = mergeSchemas(base, cond);
  const conditional =
    cond !== undefined
      ? [mergeSchemas(met, then), otherwise !== undefined ? mergeSchemas(base, otherwise) : base]
      : [base];
  const branches = anyOf ?? oneOf;
  if (!Array.isArray(branches) || !branches.length) return conditional.flatMap((c) => (c === base ? [c] : expand(c)));
  return conditional.flatMap((c) => branches.flatMap((b: unknown) => expand(mergeSchemas(c, b))));
}

/**
 * Both schemas at once, as far as drawing values goes: keywords of `b` over those of `a`, properties merged the same
 * way, `required` united, and two `not`s both kept. A non-object `b` adds nothing; a non-object `a` gives `b`.
 */
export function mergeSchemas<A>(a: A, b: unknown): A | JsonObject {
  if (!isObject(b)) return a;
  if (!isObject(a)) return b;
  const out: JsonObject = { ...a, ...b };
  if (isObject(a.properties) && isObject(b.properties)) {
    const props: JsonObject = { ...a.properties };
    for (const [k, v] of Object.entries(b.properties)) props[k] = k in props ? mergeSchemas(props[k], v) : v;
    out.properties = props;
  }
  if (Array.isArray(a.required) && Array.isArray(b.required))
    out.required = [...new Set([...a.required, ...b.required])];
  // neither of two `not`s may hold
  if (a.not !== undefined && b.not !== undefined) out.not = { anyOf: [a.not, b.not] };
  return out;
}
