// Strings matching a spec's pattern, drawn fast. fc.stringMatching draws a string character by character, each one
// a fast-check value of its own: a 64-digit hash costs some 130 of them, and the specs are full of hashes, addresses
// and hex quantities. The patterns the specs use (anchored; literals, classes, groups, alternatives, quantifiers) are
// read here and their runs of one class drawn as one value; any other pattern is left to fc.stringMatching.
import fc from "fast-check";

type PatternNode =
  | { kind: "chars"; set: string[] }
  | { kind: "seq"; items: PatternNode[] }
  | { kind: "alt"; options: PatternNode[] }
  | { kind: "repeat"; node: PatternNode; min: number; max: number | undefined };

/** A pattern this reader does not take: fc.stringMatching draws it. */
class Unsupported extends Error {}

/**
 * The strings the pattern matches (the whole string: it must be anchored, ^…$), or undefined when the pattern uses
 * what is not read here (look-arounds, back references, negated classes, ".", \w, \s, \b).
 */
export function patternStrings(pattern: string): fc.Arbitrary<string> | undefined {
  if (!pattern.startsWith("^") || !pattern.endsWith("$") || pattern.endsWith("\\$")) return undefined;
  try {
    const reader = new PatternReader(pattern.slice(1, -1));
    const node = reader.alternation();
    if (!reader.done()) return undefined;
    return arbitraryOf(node);
  } catch (e) {
    if (e instanceof Unsupported) return undefined;
    throw e;
  }
}

const DIGITS = range("0", "9");

function range(from: string, to: string): string[] {
  const lo = from.codePointAt(0) as number;
  const hi = to.codePointAt(0) as number;
  if (hi < lo) throw new Unsupported();
  return Array.from({ length: hi - lo + 1 }, (_, i) => String.fromCodePoint(lo + i));
}

class PatternReader {
  private at = 0;
  private readonly chars: string[];
  constructor(source: string) {
    this.chars = [...source];
  }

  done(): boolean {
    return this.at >= this.chars.length;
  }

  private peek(): string | undefined {
    return this.chars[this.at];
  }

  private next(): string {
    const c = this.chars[this.at++];
    if (c === undefined) throw new Unsupported();
    return c;
  }

  alternation(): PatternNode {
    const options = [this.sequence()];
    while (this.peek() === "|") {
      this.at++;
      options.push(this.sequence());
    }
    return options.length === 1 ? (options[0] as PatternNode) : { kind: "alt", options };
  }

  private sequence(): PatternNode {
    const items: PatternNode[] = [];
    for (let c = this.peek(); c !== undefined && c !== "|" && c !== ")"; c = this.peek())
      items.push(this.quantified(this.atom()));
    return items.length === 1 ? (items[0] as PatternNode) : { kind: "seq", items };
  }

  private atom(): PatternNode {
    const c = this.next();
    if (c === "(") {
      if (this.peek() === "?") {
        // only a non-capturing group: look-arounds and named groups are not read
        if (this.chars[this.at + 1] !== ":") throw new Unsupported();
        this.at += 2;
      }
      const inner = this.alternation();
      if (this.next() !== ")") throw new Unsupported();
      return inner;
    }
    if (c === "[") return { kind: "chars", set: this.charClass() };
    if (c === "\\") return { kind: "chars", set: this.escape() };
    if ("^$.*+?{}])|".includes(c)) throw new Unsupported();
    return { kind: "chars", set: [c] };
  }

  /** An escape outside or inside a class: \d, or a character that is not a letter or digit taken literally. */
  private escape(): string[] {
    const c = this.next();
    if (c === "d") return DIGITS;
    if (/[\p{L}\p{N}]/u.test(c)) throw new Unsupported();
    return [c];
  }

  private charClass(): string[] {
    if (this.peek() === "^") throw new Unsupported();
    const set = new Set<string>();
    for (;;) {
      const c = this.next();
      if (c === "]") break;
      const from = c === "\\" ? this.escape() : [c];
      if (from.length === 1 && this.peek() === "-" && this.chars[this.at + 1] !== "]") {
        this.at++;
        const end = this.next();
        const to = end === "\\" ? this.escape() : [end];
        if (to.length !== 1) throw new Unsupported();
        for (const x of range(from[0] as string, to[0] as string)) set.add(x);
      } else for (const x of from) set.add(x);
    }
    if (!set.size) throw new Unsupported();
    return [...set];
  }

  private quantified(node: PatternNode): PatternNode {
    const c = this.peek();
    let min: number;
    let max: number | undefined;
    if (c === "*") [min, max] = [0, undefined];
    else if (c === "+") [min, max] = [1, undefined];
    else if (c === "?") [min, max] = [0, 1];
    else if (c === "{") {
      const m = this.chars
        .slice(this.at)
        .join("")
        .match(/^\{(\d+)(,(\d*))?\}/);
      if (!m) throw new Unsupported();
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] ? Number(m[3]) : undefined;
      if (max !== undefined && max < min) throw new Unsupported();
      this.at += [...m[0]].length - 1;
    } else return node;
    this.at++;
    if (this.peek() === "?") this.at++; // lazy: the same strings
    return { kind: "repeat", node, min, max };
  }
}

/** Where a repetition has no upper bound: as far as fast-check's default size draws (2 × min + 10). */
const unboundedMax = (min: number) => 2 * min + 10;

function arbitraryOf(node: PatternNode): fc.Arbitrary<string> {
  switch (node.kind) {
    case "chars":
      return node.set.length === 1 ? fc.constant(node.set[0] as string) : new CharRun(node.set, 1, 1);
    case "repeat": {
      const max = node.max ?? unboundedMax(node.min);
      if (node.node.kind === "chars") {
        const set = node.node.set;
        return set.length === 1 && node.min === max
          ? fc.constant((set[0] as string).repeat(max))
          : new CharRun(set, node.min, max);
      }
      return fc.array(arbitraryOf(node.node), { minLength: node.min, maxLength: max }).map((parts) => parts.join(""));
    }
    case "alt":
      return fc.oneof(...node.options.map(arbitraryOf));
    case "seq": {
      // neighbouring literals as one constant
      const parts: (string | fc.Arbitrary<string>)[] = [];
      for (const item of node.items) {
        const literal = item.kind === "chars" && item.set.length === 1 ? (item.set[0] as string) : undefined;
        const last = parts[parts.length - 1];
        if (literal !== undefined && typeof last === "string") parts[parts.length - 1] = last + literal;
        else parts.push(literal ?? arbitraryOf(item));
      }
      // a run between literals ("0x" and 64 hex digits): the run writes them itself, the same strings drawn alike
      // (neighbouring literals are one, so a single run stands at the start, the end, or between two literals)
      const runs = parts.filter((p) => typeof p !== "string");
      const [run] = runs;
      if (runs.length === 1 && run instanceof CharRun && run.plain) {
        const at = parts.indexOf(run);
        return run.between(at > 0 ? (parts[0] as string) : "", at < parts.length - 1 ? (parts.at(-1) as string) : "");
      }
      const arbs = parts.map((p) => (typeof p === "string" ? fc.constant(p) : p));
      if (arbs.length === 0) return fc.constant("");
      if (arbs.length === 1) return arbs[0] as fc.Arbitrary<string>;
      return fc.tuple(...arbs).map((values) => values.join(""));
    }
  }
}

/**
 * A run of min to max characters of one set, drawn as one value. Biased draws (fast-check's small values, now and
 * then) take a bound's length; shrinking shortens the run towards min, then puts the set's first character in.
 */
class CharRun extends fc.Arbitrary<string> {
  private readonly members: Set<string>;
  constructor(
    private readonly set: string[],
    private readonly min: number,
    private readonly max: number,
    /** Literals written before and after the run (drawn as a tuple of them and the run would be). */
    private readonly before = "",
    private readonly after = "",
  ) {
    super();
    this.members = new Set(set);
  }

  /** Whether no literal is written around the run. */
  get plain(): boolean {
    return this.before === "" && this.after === "";
  }

  /** The run between two literals. */
  between(before: string, after: string): CharRun {
    return new CharRun(this.set, this.min, this.max, before, after);
  }

  generate(mrng: fc.Random, biasFactor: number | undefined): fc.Value<string> {
    const { set, min, max } = this;
    let length = min;
    if (min !== max) {
      const biased = biasFactor !== undefined && mrng.nextInt(1, biasFactor) === 1;
      length = biased ? (mrng.nextInt(0, 1) === 0 ? min : max) : mrng.nextInt(min, max);
    }
    let s = this.before;
    for (let i = 0; i < length; i++) s += set[mrng.nextInt(0, set.length - 1)];
    return new fc.Value(s + this.after, undefined);
  }

  canShrinkWithoutContext(value: unknown): value is string {
    // between literals, as the mapped tuple it stands for: a value met without its context is not shrunk
    if (typeof value !== "string" || this.before !== "" || this.after !== "") return false;
    const chars = [...value];
    return chars.length >= this.min && chars.length <= this.max && chars.every((c) => this.members.has(c));
  }

  shrink(written: string): fc.Stream<fc.Value<string>> {
    const value = written.slice(this.before.length, written.length - this.after.length);
    const chars = [...value];
    const first = this.set[0] as string;
    const out: string[] = [];
    if (chars.length > this.min) {
      out.push(chars.slice(0, this.min).join(""));
      const half = this.min + Math.floor((chars.length - this.min) / 2);
      if (half > this.min && half < chars.length) out.push(chars.slice(0, half).join(""));
      if (chars.length - 1 > half) out.push(chars.slice(0, -1).join(""));
    }
    const firstFrom = (from: number, to: number) => chars.map((c, i) => (i >= from && i < to ? first : c)).join("");
    const half = Math.ceil(chars.length / 2);
    for (const candidate of [firstFrom(0, chars.length), firstFrom(0, half), firstFrom(half, chars.length)])
      if (candidate !== value && !out.includes(candidate)) out.push(candidate);
    return fc.Stream.of(...out.map((s) => new fc.Value(this.before + s + this.after, undefined)));
  }
}
