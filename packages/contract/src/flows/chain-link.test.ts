// Flow kind "chainLink": one flow for the chains' JSON-RPC endpoint (chain-aliasable, with batches) when the spec has
// eth_chainId there, calling the standard methods the spec has in the flow's order; none otherwise.
import { describe, expect, it } from "vitest";
import { deriveSuite } from "../derive/index.js";
import { loadSpecs } from "../documents.js";
import { rpcFixture } from "../test-support/fixture-specs.js";
import type { ChainLinkFlow } from "./chain-link.js";

const chainLinksOf = (spec: object) =>
  deriveSuite({ node: spec }).flows.filter((f): f is ChainLinkFlow => f.kind === "chainLink");

describe("chain link flows", () => {
  it("the node spec: one flow at the chain endpoint, every step's method present", () => {
    const [flow, ...more] = chainLinksOf(loadSpecs().node as object);
    expect(more).toEqual([]);
    expect(flow).toMatchObject({ pathTemplate: "/ext/bc/{blockchainId}/rpc" });
    expect(flow?.path).toMatch(/^\/ext\/bc\/[1-9A-HJ-NP-Za-km-z]+\/rpc$/);
    expect(flow?.methods).toHaveLength(16);
    expect(flow?.methods.slice(0, 3)).toEqual(["eth_chainId", "eth_coinbase", "eth_accounts"]);
  });

  it("only the steps whose methods the spec has; no flow without eth_chainId or a batch chain endpoint", () => {
    const spec = structuredClone(loadSpecs().node) as any;
    spec.methods = spec.methods.filter((m: { name: string }) => m.name !== "eth_getProof");
    expect(chainLinksOf(spec)[0]?.methods).not.toContain("eth_getProof");
    const noBatch = structuredClone(loadSpecs().node) as any;
    noBatch["x-avaspec-endpoints"].rpc.batch = false;
    expect(chainLinksOf(noBatch)).toEqual([]);
    spec.methods = spec.methods.filter((m: { name: string }) => m.name !== "eth_chainId");
    expect(chainLinksOf(spec)).toEqual([]);
    expect(chainLinksOf(rpcFixture)).toEqual([]);
  });
});
