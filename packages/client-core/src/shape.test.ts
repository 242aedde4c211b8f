import { describe, expect, it } from "vitest";
import { checkShape } from "./shape.js";

describe("checkShape", () => {
  const series = { results: "a", nextPageToken: "?s" } as const;
  it.each([
    [{ results: [] }, series, undefined],
    [{ results: [], nextPageToken: "t" }, series, undefined],
    [{ results: "x" }, series, "$.results: expected array, got string"],
    [{}, series, "$.results: required property is missing"],
    [{ results: [], nextPageToken: 5 }, series, "$.nextPageToken: expected string, got number"],
    [[], series, "$: expected object, got array"],
    ["<html>", series, "$: expected object, got string"],
    [null, series, "$: expected object, got null"],
    [{ n: 1.5 }, { n: "i" }, "$.n: expected integer, got number"],
    [{ n: null }, { n: "iz" }, undefined],
    [{ m: ["a"] }, { m: "sa" }, undefined],
    [[1], "a", undefined],
    [{}, "a", "$: expected array, got object"],
  ])("%j against %j", (value, shape, want) => {
    expect(checkShape(value, shape)).toBe(want);
  });
});
