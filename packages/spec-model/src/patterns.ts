// The specs' string patterns read once, into a tree that two samplers walk: seeded samples (a mock's values, the same
// for the same seed) and fast-check arbitraries (the fuzzer's draws). Read: literals, classes with ranges, \d \w \s,
// ".", groups (capturing or not), alternatives, ?, *, +, {n}, {n,}, {n,m} (lazy or not), ^ and $. Anything else
// (negated classes, look-arounds, back references, other escapes) is a PatternError naming what.

export type PatternNode =
  /** one character of a set; `drawn`: a class or an escape (a sample draws from it even when it holds one) */
  | { kind: "chars"; set: string[]; drawn: boolean; escape?: "d" | "w" | "s" }
  /** "." */
  | { kind: "any" }
  /** ^ or $ */
  | { kind: "anchor" }
  | { kind: "seq"; items: PatternNode[] }
  | { kind: "alt"; options: PatternNode[] }
  /** ( … ) or (?: … ) */
  | { kind: "group"; node: PatternNode }
  /** `quantifier` as written: samples bound an open one by it */
  | { kind: "repeat"; node: PatternNode; min: number; max: number | undefined; quantifier: string };

/** A pattern, or a part of one, that is not read: `reason` says what. */
export class PatternError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

const range = (from: string, to: string): string[] => {
  const lo = from.codePointAt(0) as number;
  const hi = to.codePointAt(0) as number;
  if (hi < lo) throw new PatternError("range");
  return Array.from({ length: hi - lo + 1 }, (_, i) => String.fromCodePoint(lo + i));
};
const DIGITS = range("0", "9");
const WORD = [...range("a", "z"), ...range("A", "Z"), ...DIGITS, "_"];

/** The tree of a whole pattern. */
export function parsePattern(pattern: string): PatternNode {
  const reader = new PatternReader(pattern);
  const node = reader.alternation();
  if (!reader.done()) throw new PatternError("unbalanced )");
  return node;
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

  private peek(offset = 0): string | undefined {
    return this.chars[this.at + offset];
  }

  private next(why: string): string {
    const c = this.chars[this.at++];
    if (c === undefined) throw new PatternError(why);
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
    const c = this.next("end");
    if (c === "^" || c === "$") return { kind: "anchor" };
    if (c === ".") return { kind: "any" };
    if (c === "(") {
      if (this.peek() === "?") {
        if (this.peek(1) !== ":") throw new PatternError("look-around or named group");
        this.at += 2;
      }
      const inner = this.alternation();
      if (this.peek() !== ")") throw new PatternError("unclosed group");
      this.at++;
      return { kind: "group", node: inner };
    }
    if (c === "[") return { kind: "chars", set: this.charClass(), drawn: true };
    if (c === "\\") return this.escape();
    if ("*+?{}])".includes(c)) throw new PatternError(`a stray ${c}`);
    return { kind: "chars", set: [c], drawn: false };
  }

  /** \d \w \s, or a character that is not a letter or digit, taken literally. */
  private escape(): PatternNode & { kind: "chars" } {
    const c = this.next("escape");
    if (c === "d") return { kind: "chars", set: DIGITS, drawn: true, escape: "d" };
    if (c === "w") return { kind: "chars", set: WORD, drawn: true, escape: "w" };
    if (c === "s") return { kind: "chars", set: [" "], drawn: true, escape: "s" };
    if (/[\p{L}\p{N}]/u.test(c)) throw new PatternError("escape");
    return { kind: "chars", set: [c], drawn: true };
  }

  private charClass(): string[] {
    if (this.peek() === "^") throw new PatternError("negated class");
    const set: string[] = [];
    for (;;) {
      const c = this.next("unclosed class");
      if (c === "]") break;
      const from = c === "\\" ? this.escape().set : [c];
      if (from.length === 1 && this.peek() === "-" && this.peek(1) !== "]" && this.peek(1) !== undefined) {
        this.at++;
        const end = this.next("unclosed class");
        const to = end === "\\" ? this.escape().set : [end];
        if (to.length !== 1) throw new PatternError("range");
        set.push(...range(from[0] as string, to[0] as string));
      } else set.push(...from);
    }
    if (!set.length) throw new PatternError("empty class");
    return set;
  }

  private quantified(node: PatternNode): PatternNode {
    const c = this.peek();
    if (node.kind === "anchor" && c !== undefined && "*+?{".includes(c)) throw new PatternError(`a stray ${c}`);
    let min: number;
    let max: number | undefined;
    let quantifier = c as string;
    if (c === "*") [min, max] = [0, undefined];
    else if (c === "+") [min, max] = [1, undefined];
    else if (c === "?") [min, max] = [0, 1];
    else if (c === "{") {
      const m = this.chars
        .slice(this.at)
        .join("")
        .match(/^\{(\d+)(,(\d*))?\}/);
      if (!m) throw new PatternError("quantifier");
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] ? Number(m[3]) : undefined;
      if (max !== undefined && max < min) throw new PatternError("quantifier");
      quantifier = m[0];
      this.at += [...m[0]].length - 1;
    } else return node;
    this.at++;
    if (this.peek() === "?") this.at++; // lazy: the same strings
    return { kind: "repeat", node, min, max, quantifier };
  }
}

/**
 * A string the pattern matches, drawn with `draw(n)` (a whole number below n, from the caller's seeded source). The
 * first alternative is written (the others are drawn and dropped); a group is drawn once and dropped before its
 * repetitions are (as the mocks always drew, so that their values stay what they were for a seed); an open
 * repetition writes up to 3 more than its least (`+`: 1 to 3); "." writes "x". A sample that does not match (the
 * pattern asks more than this reads) is a PatternError.
 */
export function samplePattern(pattern: string, draw: (n: number) => number): string {
  const text = sample(parsePattern(pattern), draw);
  if (!new RegExp(pattern, "u").test(text)) throw new PatternError("the sample does not match");
  return text;
}

function sample(node: PatternNode, draw: (n: number) => number): string {
  switch (node.kind) {
    case "anchor":
      return "";
    case "any":
      return "x";
    case "chars":
      return node.drawn ? (node.set[draw(node.set.length)] as string) : (node.set[0] as string);
    case "seq":
      return node.items.map((item) => sample(item, draw)).join("");
    case "alt":
      return node.options.map((option) => sample(option, draw))[0] as string;
    case "group":
      sample(node.node, draw);
      return sample(node.node, draw);
    case "repeat": {
      const inner = node.node.kind === "group" ? node.node.node : node.node;
      if (node.node.kind === "group") sample(inner, draw);
      const [lo, hi] = sampleBounds(node);
      const n = lo === hi ? lo : lo + draw(hi - lo + 1);
      let out = "";
      for (let k = 0; k < n; k++) out += sample(inner, draw);
      return out;
    }
  }
}

const sampleBounds = ({ quantifier, min, max }: PatternNode & { kind: "repeat" }): [number, number] =>
  max !== undefined ? [min, max] : quantifier === "+" ? [1, 3] : [min, min + 3];
