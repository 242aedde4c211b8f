import { describe, expect, it } from "vitest";
import { assignAnswers } from "./batch-match.js";

describe("assignAnswers", () => {
  it("gives each answer a call it fits, the answers that fit fewer calls first", () => {
    // "a" fits both calls, "b" only x: taken in order, "a" would take x and leave "b" the wrong call
    const fits = (a: string, c: string) => a === "a" || c === "x";
    expect(assignAnswers(["a", "b"], ["x", "y"], fits)).toEqual(["y", "x"]);
  });
  it("past eight calls of one id, answers take them in order, no fit checked (linear work)", () => {
    let checked = 0;
    const pool = Array.from({ length: 9 }, (_, i) => i);
    const out = assignAnswers(pool, pool, () => {
      checked++;
      return true;
    });
    expect(out).toEqual(pool);
    expect(checked).toBe(0);
  });
  it("an answer that fits no call takes the first left; past the pool, none", () => {
    expect(assignAnswers(["a", "b", "c"], ["x", "y"], () => false)).toEqual(["x", "y", undefined]);
  });
});
