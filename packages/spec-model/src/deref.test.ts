import { loadSpec } from "@avaspec/specs";
import { describe, expect, it } from "vitest";
import { dereference } from "./deref.js";

describe("dereference", () => {
  const doc = {
    components: {
      schemas: {
        Id: { type: "string", description: "an id" },
        Node: {
          type: "object",
          properties: { id: { $ref: "#/components/schemas/Id" }, next: { $ref: "#/components/schemas/Node" } },
        },
      },
    },
    paths: { "/a~1b": { get: { description: "x" } } },
    one: { $ref: "#/components/schemas/Id" },
    two: { $ref: "#/components/schemas/Id", description: "the second" },
    slash: { $ref: "#/paths/~1a~01b" },
  };

  it("resolves local refs into one shared object per target, siblings winning, the source left as it was", () => {
    const before = JSON.stringify(doc);
    const out = dereference(doc) as Record<string, any>;
    expect(out.one).toEqual({ type: "string", description: "an id" });
    expect(out.two).toEqual({ type: "string", description: "the second" });
    expect(out.components.schemas.Node.properties.id).toBe(out.one);
    // a cycle is left as its $ref, once
    expect(out.components.schemas.Node.properties.next.properties.next).toEqual({ $ref: "#/components/schemas/Node" });
    expect(JSON.stringify(doc)).toBe(before);
  });

  it("refuses a ref that resolves to nothing", () => {
    expect(() => dereference({ a: { $ref: "#/components/schemas/Missing" } })).toThrow(
      "unresolved $ref #/components/schemas/Missing",
    );
  });

  it("gives the Data text @avaspec/specs ships; for Metrics, four $ref siblings' descriptions differ", () => {
    expect(JSON.stringify(dereference(loadSpec("data")))).toBe(
      JSON.stringify(loadSpec("data", { dereferenced: true })),
    );
    const ours = dereference(loadSpec("metrics"));
    const shipped = loadSpec("metrics", { dereferenced: true });
    const differing: string[] = [];
    const compare = (a: unknown, b: unknown, at: string): void => {
      if (JSON.stringify(a) === JSON.stringify(b)) return;
      if (a && b && typeof a === "object" && typeof b === "object")
        for (const k of new Set([...Object.keys(a), ...Object.keys(b)]))
          compare((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${at}/${k}`);
      else differing.push(at);
    };
    compare(ours, shipped, "");
    expect(differing.map((at) => at.split("/").pop())).toEqual([
      "description",
      "description",
      "description",
      "description",
    ]);
  });
});
