// Strings drawn for patterns: every pattern the specs use is read, every draw and every shrink of one matches it
// (as ajv reads patterns: ECMA-262 with the u flag), and what is not read is left to fc.stringMatching.
import { patternArbitrary } from "@avaspec/spec-model";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadSpecs } from "../index.js";

function specPatterns(): string[] {
  const out = new Set<string>();
  const walk = (v: unknown) => {
    if (!v || typeof v !== "object") return;
    const pattern = (v as { pattern?: unknown }).pattern;
    if (typeof pattern === "string") out.add(pattern);
    for (const x of Object.values(v)) walk(x);
  };
  walk(loadSpecs());
  return [...out];
}

/** Draws, and every value shrinking tried (for a property failing on every value, and on some). */
function drawsAndShrinks(arb: fc.Arbitrary<string>, seed: number): string[] {
  const out = fc.sample(arb, { numRuns: 40, seed });
  const rare = (s: string) => [...s].filter((c) => c === "9" || c === "f").length >= 2;
  for (const fails of [() => true, rare])
    for (let i = 0; i < 10; i++)
      fc.check(
        fc.property(arb, (s) => {
          out.push(s);
          return !fails(s);
        }),
        { seed: seed + i },
      );
  return out;
}

describe("strings drawn for patterns", () => {
  const patterns = specPatterns();

  it("reads every pattern of the specs", () => {
    expect(patterns.length).toBeGreaterThan(10);
    expect(patterns.filter((p) => patternArbitrary(p, fc) === undefined)).toEqual([]);
  });

  it.each(patterns)("%s: every draw and shrink matches", (pattern) => {
    const re = new RegExp(pattern, "u");
    const arb = patternArbitrary(pattern, fc) as fc.Arbitrary<string>;
    const wrong = drawsAndShrinks(arb, 17).filter((s) => !re.test(s));
    expect(wrong).toEqual([]);
  });

  it.each<[string, number[]]>([
    ["^[ab]{2,5}$", [2, 3, 4, 5]],
    ["^0x(0|[1-9a-f][0-9a-f]*)$", [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]],
    // unbounded: as far as fast-check's default size goes (2 × min + 10 repetitions)
    ["^x(?:ab)+$", [3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25]],
  ])("%s: draws every length it can have, %j", (pattern, lengths) => {
    const drawn = fc.sample(patternArbitrary(pattern, fc) as fc.Arbitrary<string>, { numRuns: 3000, seed: 5 });
    expect([...new Set(drawn.map((s) => s.length))].sort((a, b) => a - b)).toEqual(lengths);
  });

  it("shrinks towards the shortest run of the first character", () => {
    const arb = patternArbitrary("^0x[0-9a-f]{1,8}$", fc) as fc.Arbitrary<string>;
    const fails = (s: string) => s.length > 2;
    const out = fc.check(
      fc.property(arb, (s) => !fails(s)),
      { seed: 3 },
    );
    expect(out.counterexample).toEqual(["0x0"]);
  });

  it.each([
    "abc",
    "^a",
    "^(?=a)a$",
    "^(?<n>a)$",
    "^[^a]$",
    "^a.b$",
    "^\\w+$",
    "^\\s$",
    "^\\bx$",
    "^(a)\\1$",
    "^a{2,1}$",
  ])("%s: left to fc.stringMatching", (pattern) => {
    expect(patternArbitrary(pattern, fc)).toBeUndefined();
  });
});
