// fast-check arbitraries of the specs' patterns (read by patterns.ts), drawn fast. fc.stringMatching draws a string
// character by character, each one a fast-check value of its own: a 64-digit hash costs some 130 of them, and the
// specs are full of hashes, addresses and hex quantities. Here a run of one class is drawn as one value. fast-check is
// the caller's (the fuzzer's): it is handed in, so the model needs none.
import type * as FastCheck from "fast-check";
import { type PatternNode, parsePattern, PatternError } from "./patterns.js";

/** What is used of fast-check (its module, or its default export). */
type Fc = Pick<typeof FastCheck, "Arbitrary" | "Value" | "Stream" | "constant" | "array" | "oneof" | "tuple">;
type Arbitrary = FastCheck.Arbitrary<string>;

/**
 * The strings the pattern matches (the whole string: it must be anchored, ^…$), or undefined when it uses what is not
 * drawn here ("." \w \s, anchors inside, or what patterns.ts does not read): fc.stringMatching is the caller's then.
 */
export function patternArbitrary(pattern: string, fc: Fc): Arbitrary | undefined {
  let node: PatternNode;
  try {
    node = withoutGroups(parsePattern(pattern));
  } catch (e) {
    if (e instanceof PatternError) return undefined;
    throw e;
  }
  const items = node.kind === "seq" ? node.items : [node];
  const inner = items.slice(1, -1);
  if (items.length < 2 || items[0]?.kind !== "anchor" || items.at(-1)?.kind !== "anchor" || !drawable(inner))
    return undefined;
  return new Drawer(fc).of(inner.length === 1 ? (inner[0] as PatternNode) : { kind: "seq", items: inner });
}

/** The tree with each group replaced by what it holds (a group draws as its content). */
function withoutGroups(node: PatternNode): PatternNode {
  switch (node.kind) {
    case "group":
      return withoutGroups(node.node);
    case "seq":
      return { kind: "seq", items: node.items.map(withoutGroups) };
    case "alt":
      return { kind: "alt", options: node.options.map(withoutGroups) };
    case "repeat":
      return { ...node, node: withoutGroups(node.node) };
    default:
      return node;
  }
}

function drawable(nodes: PatternNode[]): boolean {
  return nodes.every((n) => {
    if (n.kind === "anchor" || n.kind === "any") return false;
    if (n.kind === "chars") return n.escape !== "w" && n.escape !== "s";
    if (n.kind === "seq") return drawable(n.items);
    if (n.kind === "alt") return drawable(n.options);
    return drawable([n.kind === "repeat" || n.kind === "group" ? n.node : n]);
  });
}

/** Where a repetition has no upper bound: as far as fast-check's default size draws (2 × min + 10). */
const unboundedMax = (min: number) => 2 * min + 10;

class Drawer {
  private readonly CharRun: ReturnType<typeof charRunClass>;
  constructor(private readonly fc: Fc) {
    this.CharRun = charRunClass(fc);
  }

  of(node: PatternNode): Arbitrary {
    const fc = this.fc;
    switch (node.kind) {
      case "chars": {
        const set = [...new Set(node.set)];
        return set.length === 1 ? fc.constant(set[0] as string) : new this.CharRun(set, 1, 1);
      }
      case "repeat": {
        const max = node.max ?? unboundedMax(node.min);
        if (node.node.kind === "chars") {
          const set = [...new Set(node.node.set)];
          return set.length === 1 && node.min === max
            ? fc.constant((set[0] as string).repeat(max))
            : new this.CharRun(set, node.min, max);
        }
        return fc.array(this.of(node.node), { minLength: node.min, maxLength: max }).map((parts) => parts.join(""));
      }
      case "alt":
        return fc.oneof(...node.options.map((o) => this.of(o)));
      case "seq":
        return this.sequence(node.items);
      default:
        throw new PatternError(node.kind);
    }
  }

  private sequence(items: PatternNode[]): Arbitrary {
    const fc = this.fc;
    // neighbouring literals as one constant
    const parts: (string | Arbitrary)[] = [];
    for (const item of items) {
      const set = item.kind === "chars" ? [...new Set(item.set)] : [];
      const literal = set.length === 1 ? (set[0] as string) : undefined;
      const last = parts[parts.length - 1];
      if (literal !== undefined && typeof last === "string") parts[parts.length - 1] = last + literal;
      else parts.push(literal ?? this.of(item));
    }
    // a run between literals ("0x" and 64 hex digits): the run writes them itself, the same strings drawn alike
    const runs = parts.filter((p) => typeof p !== "string");
    const [run] = runs;
    if (runs.length === 1 && run instanceof this.CharRun && run.plain) {
      const at = parts.indexOf(run);
      return run.between(at > 0 ? (parts[0] as string) : "", at < parts.length - 1 ? (parts.at(-1) as string) : "");
    }
    const arbs = parts.map((p) => (typeof p === "string" ? fc.constant(p) : p));
    if (arbs.length === 0) return fc.constant("");
    if (arbs.length === 1) return arbs[0] as Arbitrary;
    return fc.tuple(...arbs).map((values) => values.join(""));
  }
}

/** The class of runs of one set, on the caller's fast-check (its Arbitrary is the base class). */
function charRunClass(fc: Fc) {
  /**
   * A run of min to max characters of one set, drawn as one value. Biased draws (fast-check's small values, now and
   * then) take a bound's length; shrinking shortens the run towards min, then puts the set's first character in.
   */
  return class CharRun extends fc.Arbitrary<string> {
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

    generate(mrng: FastCheck.Random, biasFactor: number | undefined): FastCheck.Value<string> {
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

    shrink(written: string): FastCheck.Stream<FastCheck.Value<string>> {
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
  };
}
