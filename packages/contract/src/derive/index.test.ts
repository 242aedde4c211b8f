// What the derivation gives for the fixture specs as a whole: every operation and method, nothing else, the same
// suite every time.
import { describe, expect, it } from "vitest";
import { restFixture, rpcFixture } from "../test-support/fixture-specs.js";
import { deriveSuite } from "./index.js";

describe("deriveSuite", () => {
  const suite = deriveSuite({ metrics: restFixture, node: rpcFixture });

  it("lists every operation and method of the specs, and nothing else", () => {
    expect(suite.operations.map((o) => o.id).sort()).toEqual(
      ["getBlock", "getSeries", "runQuery", ...rpcFixture.methods.map((m) => m.name)].sort(),
    );
    expect(suite.$comment).toMatch(/generated .* do not edit/);
  });

  it("a missing document gives no cases, and says so in specs", () => {
    const restOnly = deriveSuite({ metrics: restFixture });
    expect(restOnly.specs).toEqual({ metrics: { title: "Fixture REST", version: "1.0.0" }, data: null, node: null });
    expect(restOnly.rpc).toEqual([]);
    expect(restOnly.flows.every((f) => f.api === "metrics")).toBe(true);
  });

  it("is deterministic", () => {
    expect(JSON.stringify(deriveSuite({ metrics: restFixture, node: rpcFixture }))).toBe(JSON.stringify(suite));
  });
});
