// An empty query value counts as absent (the schema's default), as Prism's validator treats it: `pageSize=` must
// never become a page of size 0 (a pagination that never ends).
import { describe, expect, it } from "vitest";
import { coerce } from "./spec.js";

describe("coerce", () => {
  const pageSize = { type: "integer", minimum: 1, maximum: 2160, default: 100 };
  it("takes the default for an empty value, alone or repeated", () => {
    expect(coerce(pageSize, "")).toBe(100);
    expect(coerce(pageSize, ["", ""])).toBe(100);
    expect(coerce({ type: "string" }, "")).toBeUndefined();
    expect(coerce({ type: "array", items: { type: "string" } }, "")).toBeUndefined();
  });
  it("makes a blank number NaN (refused by the runner), never 0", () => {
    expect(coerce(pageSize, " ")).toBeNaN();
    expect(coerce({ type: "number" }, "\t")).toBeNaN();
  });
  it("keeps the last non-empty value", () => {
    expect(coerce(pageSize, ["7", ""])).toBe(7);
    expect(coerce(pageSize, "25")).toBe(25);
    expect(coerce({ type: "array", items: { type: "integer" } }, "1,2")).toEqual([1, 2]);
  });
});
