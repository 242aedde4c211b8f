import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { specPath } from "../dist/index.js";
import { packSharedSubtrees, unpackSharedSubtrees } from "./shared-subtrees.mjs";

const big = (n: number) => ({ description: "x".repeat(120), n });

describe("packSharedSubtrees / unpackSharedSubtrees", () => {
  it("gives back the node's dereferenced document, byte for byte as JSON, from the packed file the build wrote", () => {
    const deref = readFileSync(specPath("node", { dereferenced: true }), "utf8");
    const packedFile = specPath("node", { dereferenced: true }).replace(/\.json$/, ".packed.json");
    const packed = JSON.parse(readFileSync(packedFile, "utf8"));
    expect(packed.shared.length).toBeGreaterThan(100);
    expect(`${JSON.stringify(unpackSharedSubtrees(packed), null, 2)}\n`).toBe(deref);
    // and it is what packing the document now gives: the file is not stale
    expect(packed).toEqual(JSON.parse(JSON.stringify(packSharedSubtrees(JSON.parse(deref)))));
    expect(JSON.stringify(packed).length).toBeLessThan(deref.length / 3);
  });

  it("keeps a repeated subtree once and each use a copy of its own, keys in their order", () => {
    const doc = { a: big(1), b: [big(1), { z: 1, a: big(1) }], c: big(2), small: { k: 1 }, again: { k: 1 } };
    const packed = packSharedSubtrees(doc);
    expect(packed.shared).toEqual([big(1)]);
    expect(packed.root).toEqual({
      a: { $shared: 0 },
      b: [{ $shared: 0 }, { z: 1, a: { $shared: 0 } }],
      c: big(2),
      small: { k: 1 },
      again: { k: 1 },
    });
    const back = unpackSharedSubtrees(packed);
    expect(JSON.stringify(back)).toBe(JSON.stringify(doc));
    back.a.n = 99;
    expect(back.b[0].n).toBe(1);
  });

  it("shares within a shared subtree", () => {
    const inner = big(7);
    const outer = { name: "o".repeat(100), inner, also: inner };
    const doc = { x: outer, y: structuredClone(outer) };
    const packed = packSharedSubtrees(doc);
    expect(packed.root).toEqual({ x: { $shared: 0 }, y: { $shared: 0 } });
    expect(packed.shared[0]).toEqual({ name: "o".repeat(100), inner: { $shared: 1 }, also: { $shared: 1 } });
    expect(JSON.stringify(unpackSharedSubtrees(packed))).toBe(JSON.stringify(doc));
  });

  it("leaves values without repeats as they are, primitives included", () => {
    for (const doc of [null, 3, "text", [], {}, [1, "a", null, true], { a: { b: [1, 2] } }])
      expect(unpackSharedSubtrees(packSharedSubtrees(doc))).toEqual(doc);
  });

  it("refuses a document it could not give back: a $shared key of its own, or a cycle", () => {
    expect(() => packSharedSubtrees({ a: { $shared: 0 } })).toThrow(/"\$shared" key/);
    const cyclic: Record<string, unknown> = { name: "c" };
    cyclic.self = cyclic;
    expect(() => packSharedSubtrees(cyclic)).toThrow(/cycle/);
  });
});
