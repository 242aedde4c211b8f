// check:same-types must tell the same public types from changed ones, whatever the generated file's form.
import { describe, expect, it } from "vitest";
import { typeDifferences } from "./same-types.mjs";

const OLD = [
  'import type { CallOptions } from "../runtime.js";',
  "export type Level = { name: string; level?: (number | null) | undefined };",
  "export interface Api { set(params: Level, options?: CallOptions): Promise<null>; }",
  "export type Gone = string;",
  "",
].join("\n");

describe("check:same-types", () => {
  it("takes the same types in another form (layout, JSDoc, parentheses, declaration order)", () => {
    const reformed = [
      'import type { CallOptions } from "../runtime.js";',
      "export interface Api {\n  set(params: Level, options?: CallOptions): Promise<null>;\n}",
      "/**\n * A level.\n */\nexport type Level = {\n  name: string;\n  level?: number | null | undefined;\n};",
      "export type Gone = string;",
      "",
    ].join("\n");
    expect(typeDifferences(OLD, reformed)).toEqual([]);
  }, 60_000);

  it("names a type that changed (here only under exactOptionalPropertyTypes) and a type no longer exported", () => {
    const changed = [
      'import type { CallOptions } from "../runtime.js";',
      "export type Level = { name: string; level?: number | null };",
      "export interface Api { set(params: Level, options?: CallOptions): Promise<null>; }",
      "",
    ].join("\n");
    expect(typeDifferences(OLD, changed).sort()).toEqual(["Gone: no longer exported", "Level: not the same type"]);
  }, 60_000);

  it("names every type a deeper change reaches", () => {
    const changed = OLD.replace("(number | null) | undefined", "number | undefined");
    expect(typeDifferences(OLD, changed).sort()).toEqual(["Api: not the same type", "Level: not the same type"]);
  }, 60_000);
});
