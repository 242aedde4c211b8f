// Flow kind "blockLink": a block by number then by hash, from a 200 body with `…Hash`, `parent…Hash` and `…Number`
// fields and a `block` path parameter; nothing when one of them is missing.
import { describe, expect, it } from "vitest";
import { deriveSuite } from "../derive/index.js";
import { restFixture } from "../test-support/fixture-specs.js";

const blockLinksOf = (spec: object) => deriveSuite({ metrics: spec }).flows.filter((f) => f.kind === "blockLink");

describe("block link flows", () => {
  it("by number first (a numeric example), the other path parameters filled in", () => {
    expect(blockLinksOf(restFixture)).toEqual([
      {
        kind: "blockLink",
        api: "metrics",
        operationId: "getBlock",
        name: "flow: blockId by number then by blockHash; parentHash = previous block's blockHash",
        pathTemplate: "/v1/chains/{chainId}/blocks/{blockId}",
        values: { chainId: "43114" },
        blockParam: "blockId",
        first: "100",
        fields: { number: "blockNumber", hash: "blockHash", parentHash: "parentHash" },
      },
    ]);
  });

  it("no flow from a body without a parent hash", () => {
    const spec = structuredClone(restFixture) as any;
    const ok = spec.paths["/v1/chains/{chainId}/blocks/{blockId}"].get.responses["200"];
    const schema = ok.content["application/json"].schema;
    delete schema.properties.parentHash;
    schema.required = schema.required.filter((r: string) => r !== "parentHash");
    expect(blockLinksOf(spec)).toEqual([]);
  });
});
