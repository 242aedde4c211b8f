// Flow kind "aliasLink": a state-changing method with an `alias` param, then a read-only call through the alias (an
// aliasable endpoint, or a chain-aliasable one), listed where a method lists aliases; none without such a method.
import { describe, expect, it } from "vitest";
import { deriveSuite } from "../derive/index.js";
import { rpcFixture } from "../test-support/fixture-specs.js";
import type { AliasLinkFlow } from "./alias-link.js";

const aliasLinksOf = (spec: object) =>
  deriveSuite({ node: spec }).flows.filter((f): f is AliasLinkFlow => f.kind === "aliasLink");

describe("alias link flows", () => {
  it("an endpoint alias served at /ext/{alias}; a chain alias served where the chain is, and listed", () => {
    const [endpoint, chain] = aliasLinksOf(rpcFixture);
    expect(endpoint).toMatchObject({
      method: "admin.alias",
      params: { endpoint: "admin", alias: "myAdmin" },
      aliasPath: "/ext/{alias}",
      through: { method: "admin.getChainAliases" },
    });
    expect(endpoint?.list).toBeUndefined();
    expect(chain).toMatchObject({
      method: "admin.aliasChain",
      aliasPath: "/ext/bc/{alias}/rpc",
      through: { method: "eth_feeConfig", params: ["latest"] },
      list: { method: "admin.getChainAliases", path: "/ext/admin" },
    });
  });

  it("no flow when the alias methods do not change state (x-avaspec-mutates)", () => {
    const spec = structuredClone(rpcFixture) as any;
    for (const m of spec.methods) delete m["x-avaspec-mutates"];
    expect(aliasLinksOf(spec)).toEqual([]);
  });
});
