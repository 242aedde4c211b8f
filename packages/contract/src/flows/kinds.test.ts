// The flow kinds' registry: one kind per name; every flow the fixture specs give belongs to a listed kind, which
// names its targets; a flow of a kind no module defines is not run but reported.
import { describe, expect, expectTypeOf, it } from "vitest";
import { Context } from "../checks.js";
import { deriveSuite } from "../derive/index.js";
import { runFlow } from "../flows.js";
import { flowTarget, flowTargets } from "../targets.js";
import { restFixture, rpcFixture } from "../test-support/fixture-specs.js";
import type { Flow } from "../suite.js";
import { flowKindOf, REST_FLOW_KINDS, RPC_FLOW_KINDS } from "./kinds.js";

describe("flow kinds", () => {
  const suite = deriveSuite({ metrics: restFixture, node: rpcFixture });

  it("the Flow type is the union of the listed kinds' types", () => {
    expectTypeOf<Flow["kind"]>().toEqualTypeOf<
      "pagination" | "link" | "blockLink" | "indexLink" | "aliasLink" | "loggerLink" | "chainLink"
    >();
  });

  it("names each kind once", () => {
    const names = [...REST_FLOW_KINDS, ...RPC_FLOW_KINDS].map((k) => k.kind);
    expect(new Set(names).size).toBe(names.length);
  });

  it("finds the stateful flows from the shapes of params and results, in the registry's order", () => {
    expect(suite.flows.map((f) => `${f.kind}:${flowTarget(f)}`)).toEqual([
      "pagination:getSeries",
      "link:getBlock",
      "link:getBlock",
      "blockLink:getBlock",
      "aliasLink:admin.alias",
      "aliasLink:admin.aliasChain",
      "loggerLink:admin.setLoggerLevel",
      "indexLink:index.getLastAccepted",
      "indexLink:index.getLastAccepted",
    ]);
    expect(suite.flows.every((f) => flowKindOf(f)?.kind === f.kind)).toBe(true);
  });

  it("a flow's targets: the one it is reported under first, then every other it calls", () => {
    const chain = suite.flows.find((f) => f.kind === "aliasLink" && f.method === "admin.aliasChain") as Flow;
    expect(flowTargets(chain)).toEqual(["admin.aliasChain", "eth_feeConfig", "admin.getChainAliases"]);
  });

  it("a kind no module defines (a suite of another version) has no runner and no targets", () => {
    const stranger = { kind: "teleport", api: "node", name: "flow: elsewhere" } as unknown as Flow;
    expect(flowKindOf(stranger)).toBeUndefined();
    expect(flowTargets(stranger)).toEqual([]);
  });

  it("running a flow of an unknown kind fails it as suite drift, never passes it", async () => {
    const stranger = { kind: "teleport", api: "node", name: "flow: elsewhere" } as unknown as Flow;
    const result = await runFlow(new Context({ urls: {}, specs: {} }), stranger);
    expect(result.status).toBe("fail");
    expect(result.failures.map((f) => f.check)).toEqual(["suite-drift"]);
  });
});
