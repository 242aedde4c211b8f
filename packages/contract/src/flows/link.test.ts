// Flow kind "link": one flow per OpenAPI link of a 200 answer whose target the document has; none for the next page
// (pagination follows it) or a link to an operation the document does not have.
import { describe, expect, it } from "vitest";
import { deriveSuite } from "../derive/index.js";
import { restFixture } from "../test-support/fixture-specs.js";
import type { LinkFlow } from "./link.js";

const linksOf = (spec: object) => deriveSuite({ metrics: spec }).flows.filter((f): f is LinkFlow => f.kind === "link");
const responsesOfGetBlock = (spec: any) => spec.paths["/v1/chains/{chainId}/blocks/{blockId}"].get.responses;

describe("link flows", () => {
  it("each link of the 200 answer, with the source request's values and the target's parameters", () => {
    const links = linksOf(restFixture);
    expect(links.map((f) => [f.name, f.same])).toEqual([
      ["link: sameBlockByHash → getBlock", true],
      ["link: parentBlock → getBlock", false],
    ]);
    expect(links[0]).toMatchObject({
      sourceValues: { "path.chainId": "43114", "path.blockId": "100" },
      target: { operationId: "getBlock", method: "GET", path: "/v1/chains/{chainId}/blocks/{blockId}" },
      parameters: { chainId: "$request.path.chainId", blockId: "$response.body#/blockHash" },
    });
  });

  it("no flow for a next-page link or a link to an operation the document does not have", () => {
    const spec = structuredClone(restFixture) as any;
    responsesOfGetBlock(spec)["200"].links = {
      next: { operationId: "getBlock", parameters: { pageToken: "$response.body#/nextPageToken" } },
      nowhere: { operationId: "noSuchOperation", parameters: {} },
    };
    expect(linksOf(spec)).toEqual([]);
  });
});
