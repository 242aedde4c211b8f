// Values drawn from JSON Schemas with fast-check: valid ones that honour every keyword the specs use (type, enum,
// const, pattern, lengths, bounds, items, properties, required, a `not` of required keys), and invalid ones that
// each break one constraint.
// Whether a request built from them is valid is decided by the exchange checks, never here: a draw only aims.
import { patternArbitrary, schemaBranches } from "@avaspec/spec-model";
import fc from "fast-check";

/** How a value travels: as JSON (bodies, JSON-RPC params) or as text (path, query and header values). */
type Carrier = "json" | "text";

export interface DrawOptions {
  carrier: Carrier;
  /** A path segment: never empty, no "/", never "." or "..". */
  pathSegment?: boolean;
  depth?: number;
}

/** An invalid value, with the constraint it breaks ("below minimum 1", "missing (required)"). */
export interface Broken {
  value: unknown;
  label: string;
}

type Schema = any;
const MAX_DEPTH = 5;
const isObject = (s: unknown): s is Record<string, unknown> => typeof s === "object" && s !== null && !Array.isArray(s);

/** The schema's alternatives (the model's schemaBranches); `false` is one that takes nothing. */
const alternatives = (s: Schema): Schema[] => (s === false ? [false] : schemaBranches(s));

const matchers = new Map<string, fc.Arbitrary<string>>();
/** Strings matching a pattern, built once per pattern (building one parses the pattern: costly). */
function matching(pattern: string, re: RegExp): fc.Arbitrary<string> {
  let arb = matchers.get(pattern);
  if (!arb) matchers.set(pattern, (arb = patternArbitrary(pattern, fc) ?? fc.stringMatching(re)));
  return arb;
}

const regexes = new Map<string, RegExp | null>();
/** A spec pattern as a RegExp (ECMA-262 with the u flag, as ajv reads it); null when it does not compile. */
function patternOf(pattern: string): RegExp | null {
  let re = regexes.get(pattern);
  if (re === undefined) {
    try {
      re = new RegExp(pattern, "u");
    } catch {
      re = null;
    }
    regexes.set(pattern, re);
  }
  return re;
}

function typesOf(a: Schema): string[] {
  if (Array.isArray(a.type)) return a.type;
  if (typeof a.type === "string") return [a.type];
  if (a.properties || a.required || a.additionalProperties !== undefined) return ["object"];
  if (a.items || a.prefixItems || a.minItems !== undefined) return ["array"];
  if (a.pattern !== undefined || a.minLength !== undefined || a.maxLength !== undefined) return ["string"];
  if (a.minimum !== undefined || a.maximum !== undefined) return ["number"];
  return [];
}

/** One code point per unit (JSON Schema lengths count code points): mostly ASCII, some of every plane. */
function codePoints(carrier: Carrier): fc.Arbitrary<string> {
  const range = (min: number, max: number) => fc.integer({ min, max }).map((c) => String.fromCodePoint(c));
  return fc.oneof(
    { weight: 6, arbitrary: range(0x20, 0x7e) },
    { weight: 2, arbitrary: range(0xa0, 0xd7ff) },
    { weight: 1, arbitrary: range(0xe000, 0xfffd) },
    { weight: 1, arbitrary: range(0x10000, 0x10ffff) },
    { weight: carrier === "json" ? 1 : 0, arbitrary: range(0x00, 0x1f) },
  );
}

/**
 * Text that a path, query or header can carry as a value the spec defines: not blank (DEVIATIONS R5), and in a path
 * segment no "/" (it would route elsewhere) and not "." or ".." (a URL parser resolves them away).
 */
function carriable(o: DrawOptions) {
  return (s: string) =>
    o.carrier === "json" || (s.trim() !== "" && !(o.pathSegment && (s === "." || s === ".." || s.includes("/"))));
}

const INTERESTING = [0, 1, -1, 2 ** 31 - 1, 2 ** 31, 2 ** 32 - 1, 2 ** 32, 2 ** 53 - 1, -(2 ** 31)];
const MAX_SAFE = Number.MAX_SAFE_INTEGER;

function bounds(a: Schema, integer: boolean): { min: number; max: number } {
  const step = integer ? 1 : Number.EPSILON;
  let min = typeof a.minimum === "number" ? a.minimum : -MAX_SAFE;
  let max = typeof a.maximum === "number" ? a.maximum : MAX_SAFE;
  if (typeof a.exclusiveMinimum === "number") min = Math.max(min, a.exclusiveMinimum + step);
  if (typeof a.exclusiveMaximum === "number") max = Math.min(max, a.exclusiveMaximum - step);
  if (integer) return { min: Math.ceil(min), max: Math.floor(max) };
  return { min, max };
}

function strings(a: Schema, o: DrawOptions): fc.Arbitrary<string> {
  const minLength = Math.max(a.minLength ?? 0, o.pathSegment ? 1 : 0, o.carrier === "text" ? 1 : 0);
  const maxLength = typeof a.maxLength === "number" ? a.maxLength : undefined;
  const lengthOk = (s: string) => {
    const n = [...s].length;
    return n >= minLength && (maxLength === undefined || n <= maxLength);
  };
  const re = typeof a.pattern === "string" ? patternOf(a.pattern) : null;
  let arb: fc.Arbitrary<string>;
  // (a filter that keeps every value is left out: drawing through it costs, and draws the same)
  if (re)
    arb =
      minLength === 0 && maxLength === undefined ? matching(a.pattern, re) : matching(a.pattern, re).filter(lengthOk);
  else if (a.format === "date-time") arb = fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  else if (a.format === "uuid") arb = fc.uuid();
  else
    arb = fc.string({
      unit: codePoints(o.carrier),
      minLength,
      maxLength: maxLength ?? minLength + 24,
    });
  // JSON carries any string
  return o.carrier === "json" ? arb : arb.filter(carriable(o));
}

function integers(a: Schema): fc.Arbitrary<number> {
  const { min, max } = bounds(a, true);
  if (min > max) return fc.constant(min);
  const special = INTERESTING.filter((v) => v >= min && v <= max);
  const range = fc.integer({ min, max });
  return special.length
    ? fc.oneof({ weight: 4, arbitrary: range }, { weight: 1, arbitrary: fc.constantFrom(...special) })
    : range;
}

function numbers(a: Schema): fc.Arbitrary<number> {
  const { min, max } = bounds(a, false);
  return fc.oneof(
    integers(a),
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((x) => (x === 0 ? 0 : x)),
  );
}

function arrays(a: Schema, o: DrawOptions): fc.Arbitrary<unknown[]> {
  const inner = { ...o, carrier: "json" as const, depth: (o.depth ?? 0) + 1 };
  const tuple: Schema[] | undefined = Array.isArray(a.prefixItems)
    ? a.prefixItems
    : Array.isArray(a.items)
      ? a.items
      : undefined;
  const minItems = a.minItems ?? 0;
  if (tuple) {
    // a tuple (draft-07 `items: [...]`, 2020-12 `prefixItems`): every prefix at least minItems long
    const parts = tuple.map((s) => validValue(s, inner));
    return fc
      .tuple(fc.integer({ min: Math.min(minItems, tuple.length), max: tuple.length }), fc.tuple(...parts))
      .map(([n, values]) => values.slice(0, n));
  }
  const items = isObject(a.items) ? validValue(a.items, inner) : anyJson(inner);
  const maxItems = Math.min(a.maxItems ?? minItems + 3, minItems + 3);
  return fc.array(items, { minLength: minItems, maxLength: Math.max(minItems, maxItems) });
}

function objects(a: Schema, o: DrawOptions): fc.Arbitrary<Record<string, unknown>> {
  const inner = { ...o, carrier: "json" as const, depth: (o.depth ?? 0) + 1 };
  const props = isObject(a.properties) ? a.properties : {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [k, s] of Object.entries(props)) model[k] = validValue(s, inner);
  for (const k of Array.isArray(a.required) ? a.required : []) if (!(k in model)) model[k] = anyJson(inner);
  const requiredKeys = Array.isArray(a.required) ? a.required.filter((k: string) => k in model) : [];
  if (!Object.keys(model).length && isObject(a.additionalProperties))
    return fc.dictionary(strings({ minLength: 1, maxLength: 12 }, inner), validValue(a.additionalProperties, inner), {
      maxKeys: 3,
      noNullPrototype: true,
    });
  // objects as JSON.parse makes them (no null prototype): a draw is checked as the server reads it
  const record = fc.record(model, { requiredKeys, noNullPrototype: true });
  return isObject(a.not) ? record.filter((v) => !meetsPresence(v, a.not)) : record;
}

/**
 * Whether an object meets a schema of `required`, anyOf, allOf and properties' types: the form a `not` takes in the
 * specs (a filter's blockHash never beside fromBlock or toBlock; a block object never naming both).
 */
function meetsPresence(v: Record<string, unknown>, s: Schema): boolean {
  if (!isObject(s)) return s !== false;
  if (Array.isArray(s.required) && !s.required.every((k: string) => k in v)) return false;
  if (isObject(s.properties))
    for (const [k, p] of Object.entries(s.properties))
      if (k in v && isObject(p) && typeof p.type === "string" && !isOfType(v[k], p.type)) return false;
  if (Array.isArray(s.anyOf) && !s.anyOf.some((b: Schema) => meetsPresence(v, b))) return false;
  if (Array.isArray(s.allOf) && !s.allOf.every((b: Schema) => meetsPresence(v, b))) return false;
  return true;
}

const jsonType = (x: unknown): string =>
  x === null ? "null" : Array.isArray(x) ? "array" : Number.isInteger(x) ? "integer" : typeof x;
const isOfType = (x: unknown, type: string) => jsonType(x) === type || (type === "number" && typeof x === "number");

function anyJson(o: DrawOptions): fc.Arbitrary<unknown> {
  if (o.carrier === "text") return strings({}, o);
  return fc.jsonValue({ maxDepth: Math.max(0, 2 - (o.depth ?? 0)) });
}

function validOfAlternative(a: Schema, o: DrawOptions): fc.Arbitrary<unknown> {
  if (a === false) return fc.constant(null);
  if (a.const !== undefined) return fc.constant(a.const);
  if (Array.isArray(a.enum) && a.enum.length) return fc.constantFrom(...a.enum);
  if ((o.depth ?? 0) > MAX_DEPTH) return fc.constant(a.default ?? null);
  const types = typesOf(a).filter((t) => o.carrier === "json" || t !== "null");
  const byType = types.map((t): fc.Arbitrary<unknown> => {
    switch (t) {
      case "string":
        return strings(a, o);
      case "integer":
        return integers(a);
      case "number":
        return numbers(a);
      case "boolean":
        return fc.boolean();
      case "null":
        return fc.constant(null);
      case "array":
        return arrays(a, o);
      case "object":
        return objects(a, o);
      default:
        return anyJson(o);
    }
  });
  if (!byType.length) return anyJson(o);
  return byType.length === 1 ? (byType[0] as fc.Arbitrary<unknown>) : fc.oneof(...byType);
}

/** The schema's own examples and default: tried beside generated values, as Schemathesis does. */
function examplesOf(s: Schema): unknown[] {
  if (!isObject(s)) return [];
  const out: unknown[] = [];
  if (Array.isArray(s.examples)) out.push(...s.examples);
  if (s.example !== undefined) out.push(s.example);
  if (s.default !== undefined) out.push(s.default);
  return out;
}

/** Arbitraries are immutable: each is built once per schema object and options (building some is costly). */
const memo = new WeakMap<object, Map<string, unknown>>();
function memoized<T>(kind: string, s: Schema, o: DrawOptions, make: () => T): T {
  if (!isObject(s)) return make();
  const key = `${kind} ${o.carrier} ${o.pathSegment ? 1 : 0} ${o.depth ?? 0}`;
  let byKey = memo.get(s);
  if (!byKey) memo.set(s, (byKey = new Map()));
  if (!byKey.has(key)) byKey.set(key, make());
  return byKey.get(key) as T;
}

/** Values the schema accepts (the exchange checks have the last word: a draw may still be refused by them). */
export function validValue(s: Schema, o: DrawOptions): fc.Arbitrary<unknown> {
  return memoized("valid", s, o, () => validValueOf(s, o));
}

function validValueOf(s: Schema, o: DrawOptions): fc.Arbitrary<unknown> {
  const branches = alternatives(s);
  // a branch that only allows null (an optional value left out) is drawn less often than those with values
  const alts = branches.map((a) => ({
    weight: isObject(a) && a.type === "null" ? 1 : 3,
    arbitrary: validOfAlternative(a, o),
  }));
  const generated = alts.length === 1 ? (alts[0]?.arbitrary as fc.Arbitrary<unknown>) : fc.oneof(...alts);
  const examples = examplesOf(s).filter((v) => o.carrier === "json" || typeof v !== "object" || v === null);
  if (!examples.length) return generated;
  return fc.oneof({ weight: 3, arbitrary: generated }, { weight: 1, arbitrary: fc.constantFrom(...examples) });
}

// ------------------------------------------------------------------ invalid values

const WRONG_TYPES: [string, unknown][] = [
  ["string", "not the right type"],
  ["number", 12.5],
  ["boolean", true],
  ["null", null],
  ["object", { wrong: "type" }],
  ["array", ["wrong", "type"]],
];
/** The wrong-type nulls: the one broken value a reader may take for a default (JSON-RPC params left out). */
const wrongNulls = new WeakSet<fc.Arbitrary<Broken>>();

function wrongTypes(a: Schema, o: DrawOptions): fc.Arbitrary<Broken>[] {
  const types = typesOf(a);
  if (!types.length) return [];
  if (o.carrier === "text") {
    // every value is text: only a text that does not read as the type breaks it
    if (!types.every((t) => t === "integer" || t === "number" || t === "boolean")) return [];
    const out: fc.Arbitrary<Broken>[] = [
      fc.constantFrom("notANumber", "1e", "NaN", "12abc").map((value) => ({ value, label: "wrong type" })),
    ];
    if (types.includes("integer") && !types.includes("number"))
      out.push(fc.constantFrom("1.5", "2.25").map((value) => ({ value, label: "not an integer" })));
    return out;
  }
  const allowed = new Set(
    types.flatMap((t) => (t === "integer" ? ["integer"] : t === "number" ? ["number", "integer"] : [t])),
  );
  const out: fc.Arbitrary<Broken>[] = WRONG_TYPES.filter(([t]) => !allowed.has(t)).map(([t, value]) => {
    const arb = fc.constant({ value, label: `wrong type (${t})` });
    if (value === null) wrongNulls.add(arb);
    return arb;
  });
  if (allowed.has("integer") && !types.includes("number"))
    out.push(
      fc
        .double({ min: -1e6, max: 1e6, noNaN: true, noInteger: true })
        .map((value) => ({ value, label: "not an integer" })),
    );
  return out;
}

/** A near miss of a valid string: one character dropped, added or replaced. */
function nearMisses(valid: fc.Arbitrary<string>, o: DrawOptions): fc.Arbitrary<string> {
  return fc
    .tuple(valid, fc.nat(), fc.constantFrom("drop", "add", "replace"), codePoints(o.carrier))
    .map(([s, at, how, c]) => {
      const chars = [...s];
      const i = chars.length ? at % chars.length : 0;
      if (how === "drop") chars.splice(i, 1);
      else if (how === "add") chars.splice(i, 0, c);
      else chars.splice(i, 1, c);
      return chars.join("");
    });
}

function stringMutations(a: Schema, o: DrawOptions): fc.Arbitrary<Broken>[] {
  if (!typesOf(a).includes("string")) return [];
  const out: fc.Arbitrary<Broken>[] = [];
  const ok = carriable(o);
  const re = typeof a.pattern === "string" ? patternOf(a.pattern) : null;
  if (re) {
    const label = `not matching ${a.pattern}`;
    out.push(...patternMisses(a, o, re).map((arb) => arb.map((value) => ({ value, label }))));
  }
  if (typeof a.maxLength === "number") {
    const n = a.maxLength;
    out.push(
      fc
        .string({ unit: codePoints(o.carrier), minLength: n + 1, maxLength: n + 8 })
        .filter(ok)
        .map((value) => ({ value, label: `longer than maxLength ${n}` })),
    );
  }
  if (typeof a.minLength === "number" && a.minLength > 1) {
    const n = a.minLength;
    out.push(
      fc
        .string({ unit: codePoints(o.carrier), minLength: 1, maxLength: n - 1 })
        .filter(ok)
        .map((value) => ({ value, label: `shorter than minLength ${n}` })),
    );
  }
  return out;
}

const missesByPattern = new Map<string, fc.Arbitrary<string>[]>();
/**
 * Strings that miss a schema's pattern (near misses of valid ones, and others), when a probe finds them; kept per
 * pattern, lengths and carrier, which is all they are drawn from (the specs repeat a few patterns in many places).
 */
function patternMisses(a: Schema, o: DrawOptions, re: RegExp): fc.Arbitrary<string>[] {
  const key = JSON.stringify([a.pattern, a.minLength, a.maxLength, a.format, o.carrier, o.pathSegment === true]);
  let misses = missesByPattern.get(key);
  if (!misses) {
    const ok = carriable(o);
    const drawn = fc.oneof(nearMisses(strings(a, o), o), fc.string({ unit: codePoints(o.carrier), maxLength: 12 }));
    missesByPattern.set(key, (misses = probe(drawn, (s) => !re.test(s) && ok(s))));
  }
  return misses;
}

/** The arbitrary filtered by `keep`, when a few samples show that it can be (no endless filter). */
function probe<T>(arb: fc.Arbitrary<T>, keep: (v: T) => boolean): fc.Arbitrary<T>[] {
  const samples = fc.sample(arb, { numRuns: 60, seed: 7 });
  return samples.filter(keep).length >= 3 ? [arb.filter(keep)] : [];
}

/** Values far past a bound (where 32-bit and 64-bit handling breaks), when there are any. */
const farOnes = (far: number[]) => (far.length ? [fc.constantFrom(...far)] : []);

function numberMutations(a: Schema, o: DrawOptions): fc.Arbitrary<Broken>[] {
  const types = typesOf(a);
  if (!types.includes("integer") && !types.includes("number")) return [];
  const out: fc.Arbitrary<Broken>[] = [];
  const text = (n: number) => (o.carrier === "text" ? String(n) : n);
  const { min, max } = bounds(a, types.includes("integer") && !types.includes("number"));
  if (min > -MAX_SAFE) {
    const just = typeof a.exclusiveMinimum === "number" ? a.exclusiveMinimum : min - 1;
    const far = [-(2 ** 31), -(2 ** 32), -MAX_SAFE].filter((n) => n < just);
    out.push(
      fc
        .oneof(fc.constant(just), ...farOnes(far), fc.integer({ min: -MAX_SAFE, max: Math.floor(just) }))
        .map((n) => ({ value: text(n), label: `below minimum ${a.minimum ?? a.exclusiveMinimum}` })),
    );
  }
  if (max < MAX_SAFE) {
    const just = typeof a.exclusiveMaximum === "number" ? a.exclusiveMaximum : max + 1;
    const far = [2 ** 31, 2 ** 32, MAX_SAFE].filter((n) => n > just);
    out.push(
      fc
        .oneof(fc.constant(just), ...farOnes(far), fc.integer({ min: Math.ceil(just), max: MAX_SAFE }))
        .map((n) => ({ value: text(n), label: `above maximum ${a.maximum ?? a.exclusiveMaximum}` })),
    );
  }
  return out;
}

function enumMutations(a: Schema, o: DrawOptions): fc.Arbitrary<Broken>[] {
  const values: unknown[] = Array.isArray(a.enum) ? a.enum : a.const !== undefined ? [a.const] : [];
  if (!values.length) return [];
  // Enums are often compared without case (log levels, encodings): a value that differs only in case is not drawn.
  const lower = new Set(values.map((v) => (typeof v === "string" ? v.toLowerCase() : JSON.stringify(v))));
  const ok = carriable(o);
  const other = fc
    .oneof(fc.constant("notInEnum"), fc.string({ unit: codePoints(o.carrier), minLength: 1, maxLength: 16 }))
    .filter((s) => !lower.has(s.toLowerCase()) && ok(s));
  return [other.map((value) => ({ value, label: a.const !== undefined ? "not the constant" : "not in enum" }))];
}

/**
 * Mutations of an array, each an arbitrary marked certain (see `certain`) when `sure` (no alternatives on the way to
 * this array) and the item's own mutation is certain.
 */
function arrayMutations(a: Schema, o: DrawOptions, sure: boolean): fc.Arbitrary<Broken>[] {
  if (o.carrier === "text" || !typesOf(a).includes("array")) return [];
  const out: fc.Arbitrary<Broken>[] = [];
  const inner = { ...o, depth: (o.depth ?? 0) + 1 };
  const tuple: Schema[] | undefined = Array.isArray(a.prefixItems)
    ? a.prefixItems
    : Array.isArray(a.items)
      ? a.items
      : undefined;
  const valid = arrays(a, o);
  if (tuple) {
    const full = fc.tuple(...tuple.map((s) => validValue(s, inner)));
    tuple.forEach((s, i) => {
      for (const broken of invalidValues(s, inner))
        out.push(
          wrapping(
            fc.tuple(full, broken).map(([values, b]) => {
              const arr = values.slice(0, i);
              while (arr.length < i) arr.push(null);
              arr.push(b.value);
              return { value: arr, label: `[${i}]: ${b.label}` };
            }),
            sure,
            broken,
            s,
          ),
        );
    });
    const minItems = a.minItems ?? 0;
    if (minItems > 0)
      out.push(
        marked(
          full.map((values) => ({ value: values.slice(0, minItems - 1), label: `fewer than ${minItems} items` })),
          sure,
        ),
      );
    if (a.additionalItems === false || a.items === false)
      out.push(
        marked(
          fc
            .tuple(full, anyJson(inner))
            .map(([values, extra]) => ({ value: [...values, extra], label: `more than ${tuple.length} items` })),
          sure,
        ),
      );
    return out;
  }
  if (typeof a.minItems === "number" && a.minItems > 0) {
    const n = a.minItems;
    out.push(
      marked(
        valid.map((v) => ({ value: v.slice(0, n - 1), label: `fewer than ${n} items` })),
        sure,
      ),
    );
  }
  if (isObject(a.items))
    for (const broken of invalidValues(a.items, inner))
      out.push(
        wrapping(
          fc.tuple(valid, broken, fc.nat()).map(([v, b, at]) => {
            const arr = v.length ? [...v] : [b.value];
            const i = at % arr.length;
            arr[i] = b.value;
            return { value: arr, label: `[${i}]: ${b.label}` };
          }),
          sure,
          broken,
          a.items,
        ),
      );
  return out;
}

/**
 * Mutations of an object, each an arbitrary marked certain (see `certain`) when `sure` (no alternatives on the way to
 * this object) and a property's own mutation is certain; an unknown field only where no patternProperties may take
 * its name.
 */
function objectMutations(a: Schema, o: DrawOptions, sure: boolean): fc.Arbitrary<Broken>[] {
  if (o.carrier === "text" || !typesOf(a).includes("object")) return [];
  const out: fc.Arbitrary<Broken>[] = [];
  const inner = { ...o, depth: (o.depth ?? 0) + 1 };
  const valid = objects(a, o);
  const props = isObject(a.properties) ? a.properties : {};
  for (const [k, s] of Object.entries(props))
    for (const broken of invalidValues(s, inner))
      out.push(
        wrapping(
          fc.tuple(valid, broken).map(([v, b]) => ({ value: { ...v, [k]: b.value }, label: `${k}: ${b.label}` })),
          sure,
          broken,
          s,
        ),
      );
  for (const k of Array.isArray(a.required) ? a.required : [])
    out.push(
      marked(
        valid.map((v) => {
          const { [k]: _gone, ...rest } = v;
          return { value: rest, label: `${k}: missing (required)` };
        }),
        sure,
      ),
    );
  if (a.additionalProperties === false) {
    const names = fc.constantFrom("unexpected", "extraField", "_fuzz").filter((n) => !(n in props));
    out.push(
      marked(
        fc
          .tuple(valid, names, anyJson(inner))
          .map(([v, name, value]) => ({ value: { ...v, [name]: value }, label: `unknown field "${name}"` })),
        sure && a.patternProperties === undefined,
      ),
    );
  }
  return out;
}

const isNullOnly = (s: unknown) => isObject(s) && s.type === "null" && Object.keys(s).length === 1;
/** The anyOf / oneOf branches a mutation can land in: one that only allows null (a value left out) is none. */
const realBranches = (o: Record<string, unknown>): unknown[] =>
  [o.anyOf, o.oneOf].flatMap((x) => (Array.isArray(x) ? x : [])).filter((x) => !isNullOnly(x));

/** `compute(s)`, kept per schema object in `cache`. */
function cachedFlag(cache: WeakMap<object, boolean>, s: object, compute: () => boolean): boolean {
  let b = cache.get(s);
  if (b === undefined) cache.set(s, (b = compute()));
  return b;
}

const branchy = new WeakMap<object, boolean>();
/** anyOf, oneOf or if/then anywhere in a schema: a value one branch refuses may be one another accepts. */
export function branchesAnywhere(s: unknown): boolean {
  if (!s || typeof s !== "object") return false;
  return cachedFlag(branchy, s, () => {
    if (Array.isArray(s)) return s.some(branchesAnywhere);
    const o = s as Record<string, unknown>;
    return realBranches(o).length > 1 || "if" in o || Object.values(o).some(branchesAnywhere);
  });
}

const branchyHere = new WeakMap<object, boolean>();
/** anyOf, oneOf or if/then at a schema's own level (its allOf parts and branches too; not its properties or items). */
function branchesHere(s: unknown): boolean {
  if (!isObject(s)) return false;
  return cachedFlag(branchyHere, s, () => {
    const real = realBranches(s);
    return real.length > 1 || "if" in s || [...real, ...(Array.isArray(s.allOf) ? s.allOf : [])].some(branchesHere);
  });
}

/**
 * Invalid values every draw of which breaks a constraint that no alternative can meet, whatever the rest of the value
 * holds: the constraint is on a path with no anyOf, oneOf or if/then on the way to it (keywords that only refuse
 * more, such as not, required, lengths, bounds and patterns, keep a broken value broken), and a wrong type is one of
 * types every branch states. confirmedInvalid keeps them without probing, and without checking each draw.
 */
const certain = new WeakSet<fc.Arbitrary<Broken>>();
function marked(arb: fc.Arbitrary<Broken>, sure: boolean): fc.Arbitrary<Broken> {
  if (sure) certain.add(arb);
  return arb;
}

/**
 * The broken part of an array or object mutation made where there are no alternatives: the broken value of one part
 * (`inner`, drawn for the part's schema) in an otherwise ordinary value. Such a value is refused when its part is,
 * so the part stands for it in a probe: one probe of small values, shared by every value the part is put in.
 */
const brokenParts = new WeakMap<fc.Arbitrary<Broken>, { inner: fc.Arbitrary<Broken>; schema: Schema }>();
/** A mutation putting `inner` (broken for `schema`) in an ordinary value: certain when `sure` and `inner` is. */
function wrapping(arb: fc.Arbitrary<Broken>, sure: boolean, inner: fc.Arbitrary<Broken>, schema: Schema) {
  if (!sure) return arb;
  brokenParts.set(arb, { inner, schema });
  return marked(arb, certain.has(inner));
}

/** What says whether a schema (the one given to confirmedInvalid, or a part of it) refuses a value. */
export interface Refusals {
  refuses(schema: Schema, value: unknown): boolean;
}

/** Probes of broken parts, per judge: whether most draws of an arbitrary are refused by its own schema. */
const partVerdicts = new WeakMap<Refusals, WeakMap<fc.Arbitrary<Broken>, boolean>>();

/** Whether most of a few draws of `arb` (broken for `schema`, read as `read` reads them) are refused. */
function probed(arb: fc.Arbitrary<Broken>, schema: Schema, judge: Refusals, read?: (v: unknown) => unknown): boolean {
  const part = brokenParts.get(arb);
  if (part) return certain.has(part.inner) || probed(part.inner, part.schema, judge);
  const refused = () =>
    fc.sample(arb, { numRuns: 4, seed: 5 }).filter((b) => judge.refuses(schema, read ? read(b.value) : b.value))
      .length >= 2;
  if (read) return refused();
  let verdicts = partVerdicts.get(judge);
  if (!verdicts) partVerdicts.set(judge, (verdicts = new WeakMap()));
  let verdict = verdicts.get(arb);
  if (verdict === undefined) verdicts.set(arb, (verdict = refused()));
  return verdict;
}

const judges = new WeakMap<Refusals, number>();
let judgeCount = 0;
const judgeId = (judge: Refusals) => {
  let id = judges.get(judge);
  if (id === undefined) judges.set(judge, (id = ++judgeCount));
  return id;
};

/**
 * The invalid values of `s` that a validator confirms: each constraint's arbitrary is kept when most of its draws are
 * refused (a constraint of one branch may be met by another), and then draws only refused values (shrinking too);
 * those certain to be refused (see `certain`) are kept as they are. The value as a whole is read as `readWhole` reads
 * it (JSON-RPC params: absent or null ones are the defaults). The result is kept per schema object and judge.
 */
export function confirmedInvalid(
  s: Schema,
  o: DrawOptions,
  judge: Refusals,
  readWhole?: (value: unknown) => unknown,
): fc.Arbitrary<Broken>[] {
  // without alternatives every draw breaks its constraint by construction (schema-values.test.ts holds it to that)
  if (!branchesAnywhere(s)) return invalidValues(s, o);
  const refuses = (v: unknown) => judge.refuses(s, readWhole ? readWhole(v) : v);
  // a null as the whole value is the one certain value a reader may take for a default
  const trusted = (arb: fc.Arbitrary<Broken>) => certain.has(arb) && !(readWhole && wrongNulls.has(arb));
  return memoized(`confirmed ${judgeId(judge)} ${readWhole ? 1 : 0}`, s, o, () =>
    invalidValues(s, o)
      .filter((arb) => trusted(arb) || probed(arb, s, judge, readWhole))
      .map((arb) => (trusted(arb) ? arb : arb.filter((b) => refuses(b.value)))),
  );
}

/**
 * Invalid values, one arbitrary per constraint the schema sets (empty when it constrains nothing that can be
 * broken). With anyOf / oneOf, each branch's constraints are broken in turn: a value another branch accepts is
 * still valid, which the exchange checks then say.
 */
export function invalidValues(s: Schema, o: DrawOptions): fc.Arbitrary<Broken>[] {
  return memoized("invalid", s, o, () => invalidValuesOf(s, o));
}

function invalidValuesOf(s: Schema, o: DrawOptions): fc.Arbitrary<Broken>[] {
  if ((o.depth ?? 0) > MAX_DEPTH) return [];
  const out: fc.Arbitrary<Broken>[] = [];
  const alts = alternatives(s);
  // a wrong type only when no branch takes it
  const branchTypes = alts.map(typesOf);
  if (branchTypes.every((t) => t.length)) {
    const union = { type: [...new Set(branchTypes.flat())] };
    // certain where every branch states its types: a type read from other keywords (properties, minimum) is none
    const stated = o.carrier === "json" && alts.every((a) => isObject(a) && a.type !== undefined);
    for (const arb of wrongTypes(union, o)) out.push(marked(arb, stated));
  }
  // no alternatives at this level: a broken constraint is one no other branch can meet
  const sure = o.carrier === "json" && !branchesHere(s);
  for (const a of alts) {
    if (a === false) continue;
    for (const arb of [...enumMutations(a, o), ...stringMutations(a, o), ...numberMutations(a, o)])
      out.push(marked(arb, sure));
    out.push(...arrayMutations(a, o, sure), ...objectMutations(a, o, sure));
  }
  return out;
}

// ------------------------------------------------------------------ named values (parameters)

/** A value left out of a record of named values. */
const ABSENT = Symbol("absent");

export interface Field {
  name: string;
  required: boolean;
  /** Values its schema accepts. */
  values: fc.Arbitrary<unknown>;
  /** Its examples (the spec's), tried as a coherent whole. */
  examples: unknown[];
  /** How much likelier an optional field is left out than drawn (default 1: as likely). */
  absentWeight?: number;
}

/**
 * Records of named values (parameters), drawn three ways: every value free (optional ones in every combination);
 * every value at its example, as the spec's own example request; and the examples with one value drawn free, the
 * unusual value in an otherwise ordinary request (where input-dependent faults hide). Absent values are left out.
 */
export function namedValues(fields: Field[]): fc.Arbitrary<Record<string, unknown>> {
  const maybe = (f: Field, v: fc.Arbitrary<unknown>) =>
    f.required
      ? v
      : fc.oneof({ weight: f.absentWeight ?? 1, arbitrary: fc.constant(ABSENT) }, { weight: 1, arbitrary: v });
  const example = (f: Field) => (f.examples.length ? fc.constantFrom(...f.examples) : f.values);
  const free = fc.record(Object.fromEntries(fields.map((f) => [f.name, maybe(f, f.values)])));
  const examples = fc.record(
    Object.fromEntries(fields.map((f) => [f.name, f.examples.length ? example(f) : maybe(f, f.values)])),
  );
  const arms = [
    { weight: 2, arbitrary: free },
    { weight: 1, arbitrary: examples },
  ];
  if (fields.length)
    arms.push({
      weight: 2,
      arbitrary: fc.oneof(...fields.map((f) => fc.tuple(examples, f.values).map(([r, v]) => ({ ...r, [f.name]: v })))),
    });
  return fc.oneof(...arms).map((r) => {
    const out: Record<string, unknown> = {};
    for (const k in r) if (r[k] !== ABSENT) out[k] = r[k];
    return out;
  });
}
