import { loadSpec } from "@avaspec/specs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { patternArbitrary } from "./pattern-arbitrary.js";
import { PatternError, parsePattern, samplePattern } from "./patterns.js";

/** Every `pattern` of the three assembled documents. */
function specPatterns(): string[] {
  const out = new Set<string>();
  const walk = (n: unknown): void => {
    if (Array.isArray(n)) n.forEach(walk);
    else if (n && typeof n === "object") {
      const pattern = (n as { pattern?: unknown }).pattern;
      if (typeof pattern === "string") out.add(pattern);
      Object.values(n).forEach(walk);
    }
  };
  for (const api of ["metrics", "data", "node"] as const) walk(loadSpec(api));
  return [...out].sort();
}

/** A seeded draw (mulberry32), recording each bound it was asked for. */
function seededDraw(seed: number) {
  let a = seed >>> 0;
  const asked: number[] = [];
  const draw = (n: number) => {
    asked.push(n);
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (((t ^ (t >>> 14)) >>> 0) % n) as number;
  };
  return { draw, asked };
}

describe("parsePattern", () => {
  it.each([
    ["a negated class", "^[^a]$", "negated class"],
    ["a look-ahead", "^a(?=b)$", "look-around or named group"],
    ["a back reference", "^(a)\\1$", "escape"],
    ["a letter escape it does not read", "^\\D$", "escape"],
    ["a reversed range", "^[z-a]$", "range"],
    ["an empty class", "^[]$", "empty class"],
    ["an unclosed class", "^[ab", "unclosed class"],
    ["an unclosed group", "^(ab$", "unclosed group"],
    ["an unbalanced )", "^ab)$", "unbalanced )"],
    ["a bad quantifier", "^a{2,1}$", "quantifier"],
    ["a stray quantifier", "^*a$", "a stray *"],
  ])("rejects %s", (_name, pattern, reason) => {
    expect(() => parsePattern(pattern)).toThrow(new PatternError(reason));
  });
});

describe("samplePattern (seeded samples)", () => {
  it("samples every pattern of the specs, each matching it, the same for the same seed", () => {
    const patterns = specPatterns();
    expect(patterns.length).toBeGreaterThan(10);
    for (const pattern of patterns) {
      const one = samplePattern(pattern, seededDraw(7).draw);
      expect(one).toMatch(new RegExp(pattern, "u"));
      expect(samplePattern(pattern, seededDraw(7).draw)).toBe(one);
    }
  });
  it("writes the first alternative, the others drawn alike; a literal draws nothing, a class or escape always", () => {
    const { draw, asked } = seededDraw(1);
    const text = samplePattern("^(?:a|[bc])\\.[de]$", draw);
    expect(text).toMatch(/^a\.[de]$/);
    // the group drawn once and dropped, then written: [bc] twice; \. and [de] once
    expect(asked).toEqual([2, 2, 1, 2]);
  });
  it("draws a repeated group once before its count, then each repetition", () => {
    const { draw, asked } = seededDraw(2);
    expect(samplePattern("^([ab]){2}$", draw)).toMatch(/^[ab]{2}$/);
    expect(asked).toEqual([2, 2, 2]);
  });
  it("bounds an open repetition: + writes 1 to 3, * and {n,} up to 3 more", () => {
    for (let seed = 0; seed < 50; seed++) {
      const { draw } = seededDraw(seed);
      expect(samplePattern("^a+$", draw).length).toBeLessThanOrEqual(3);
      expect(samplePattern("^b*$", draw).length).toBeLessThanOrEqual(3);
      expect(samplePattern("^c{2,}$", draw).length).toBeLessThanOrEqual(5);
    }
  });
  it("a pattern it cannot read is a PatternError, not a value that does not match", () => {
    expect(() => samplePattern("^[^0-9]+$", seededDraw(1).draw)).toThrow(PatternError);
  });
});

describe("patternArbitrary (the fuzzer's draws)", () => {
  it("draws only matching strings for every anchored pattern of the specs", () => {
    for (const pattern of specPatterns()) {
      const arb = patternArbitrary(pattern, fc);
      expect(arb, pattern).toBeDefined();
      const re = new RegExp(pattern, "u");
      fc.assert(
        fc.property(arb as fc.Arbitrary<string>, (s) => re.test(s)),
        { numRuns: 30, seed: 1 },
      );
    }
  });
  it.each([
    ["unanchored", "[0-9]+"],
    ["a dot", "^a.b$"],
    ["\\w", "^\\w+$"],
    ["an anchor inside", "^a$|^b$"],
    ["a pattern not read", "^[^a]$"],
  ])("leaves %s to fc.stringMatching (undefined)", (_name, pattern) => {
    expect(patternArbitrary(pattern, fc)).toBeUndefined();
  });
  it("shrinks a run towards its least length, keeping the literals around it", () => {
    const arb = patternArbitrary("^0x[0-9a-f]{2,40}$", fc) as fc.Arbitrary<string>;
    const result = fc.check(
      fc.property(arb, (s) => s.length < 8),
      { seed: 3 },
    );
    expect(result.failed).toBe(true);
    expect(result.counterexample?.[0]).toBe("0x000000");
  });
});
