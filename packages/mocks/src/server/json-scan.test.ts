import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nestsDeeperThan, stringEnd } from "./json-scan.js";

/** Nesting depth of a parsed value (the oracle for the text scan). */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== "object") return 0;
  const items = Array.isArray(value) ? value : Object.values(value);
  return 1 + Math.max(0, ...items.map(depthOf));
}

describe("stringEnd", () => {
  it.each([
    ['"abc" tail', 0, 4],
    ['x "a\\"b" y', 2, 7],
    ['"a\\\\" "', 0, 4],
    ['"\\u0022"', 0, 7],
    ['"[{"', 0, 3],
  ])("finds the closing quote in %s", (text, open, end) => {
    expect(stringEnd(text, open)).toBe(end);
  });

  it.each([
    ['"never closed', 0],
    ['"escaped to the end\\"', 0],
    ['"a trailing backslash\\', 0],
  ])("gives the text's length for a string that never ends: %s", (text, open) => {
    expect(stringEnd(text, open)).toBe(text.length);
  });
});

describe("nestsDeeperThan", () => {
  it("refuses text one level past the limit and accepts it at the limit", () => {
    expect(nestsDeeperThan("[[[]]]", 3)).toBe(false);
    expect(nestsDeeperThan("[[[[]]]]", 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[1]}}', 2)).toBe(true);
    expect(nestsDeeperThan(`${"[".repeat(10_001)}`, 10_000)).toBe(true);
  });

  it("counts no bracket inside a string, escaped quotes included", () => {
    expect(nestsDeeperThan('["[[[[", "\\"[[[[\\""]', 1)).toBe(false);
    expect(nestsDeeperThan('["\\\\", [[]]]', 2)).toBe(true);
    expect(nestsDeeperThan('"[[[[[ never closed', 0)).toBe(false);
  });

  it("matches the depth of the parsed value for any JSON", () => {
    fc.assert(
      fc.property(fc.json({ maxDepth: 6 }), fc.nat(7), (text, limit) => {
        expect(nestsDeeperThan(text, limit)).toBe(depthOf(JSON.parse(text)) > limit);
      }),
      { numRuns: 500 },
    );
  });
});
