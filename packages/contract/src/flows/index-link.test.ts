// Flow kind "indexLink": found by params and results (a container with id and index, lookups by id and index, a
// range from a start), one flow per instance of the endpoint; none without a "last accepted" method.
import { describe, expect, it } from "vitest";
import { deriveSuite } from "../derive/index.js";
import { rpcFixture } from "../test-support/fixture-specs.js";
import type { IndexLinkFlow } from "./index-link.js";

const indexLinksOf = (spec: object) =>
  deriveSuite({ node: spec }).flows.filter((f): f is IndexLinkFlow => f.kind === "indexLink");

describe("index link flows", () => {
  it("at every instance, with the lookups, the range, the common params and the container's encodings", () => {
    const flows = indexLinksOf(rpcFixture);
    expect(flows.map((f) => f.path)).toEqual(["/ext/index/C/block", "/ext/index/X/tx"]);
    expect(flows[0]).toMatchObject({
      last: "index.getLastAccepted",
      byId: "index.getContainerByID",
      getIndex: "index.getIndex",
      byIndex: "index.getContainerByIndex",
      range: { method: "index.getContainerRange", startParam: "startIndex", countParam: "numToFetch" },
      common: { encoding: "hex" },
      container: { id: "id", bytes: "bytes" },
    });
    expect(flows[0]?.emptyError.map((e) => e.name)).toContain("noContainers");
  });

  it("no flow without a method whose result is a container and whose params are all common", () => {
    const spec = structuredClone(rpcFixture) as any;
    spec.methods = spec.methods.filter((m: any) => m.name !== "index.getLastAccepted");
    expect(indexLinksOf(spec)).toEqual([]);
  });
});
