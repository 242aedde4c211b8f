import { loadSpec } from "@avaspec/specs";
import { describe, expect, it } from "vitest";
import { EXTENSIONS } from "./extensions.js";

/** Every x-avaspec-* key a document uses, wherever it is. */
function extensionKeys(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const v of node) extensionKeys(v, out);
  else if (node && typeof node === "object")
    for (const [k, v] of Object.entries(node)) {
      if (k.startsWith("x-avaspec-")) out.add(k);
      extensionKeys(v, out);
    }
  return out;
}

describe("EXTENSIONS", () => {
  const used = new Set((["metrics", "data", "node"] as const).flatMap((api) => [...extensionKeys(loadSpec(api))]));
  it("names every extension the assembled documents use (a new one is read by the model first)", () => {
    const named = new Set<string>(Object.values(EXTENSIONS));
    expect([...used].filter((k) => !named.has(k))).toEqual([]);
  });
  it("names none the documents do not use", () => {
    expect(Object.values(EXTENSIONS).filter((k) => !used.has(k))).toEqual([]);
  });
});
