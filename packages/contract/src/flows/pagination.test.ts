// Flow kind "pagination": derived from a page token with a `nextPageToken` in the 200 body, or from a series of items
// with a `timestamp`; nothing from an operation that has neither.
import { describe, expect, it } from "vitest";
import { deriveSuite } from "../derive/index.js";
import { restFixture } from "../test-support/fixture-specs.js";

const flowsOf = (spec: object) => deriveSuite({ metrics: spec }).flows.filter((f) => f.kind === "pagination");

describe("pagination flows", () => {
  it("a page token: followed to the end, without the token or a page size in the first request", () => {
    expect(flowsOf(restFixture)).toEqual([
      {
        kind: "pagination",
        api: "metrics",
        operationId: "getSeries",
        name: "flow: pageToken followed to the end",
        request: {
          method: "GET",
          path: "/v2/chains/43114/metrics/txCount",
          query: { timeInterval: "day", startTimestamp: "1722470400", endTimestamp: "1725148800" },
        },
        itemsField: "results",
        pageSize: { name: "pageSize", min: 1, max: 10 },
        timestampField: "timestamp",
        window: { start: 1722470400, end: 1725148800 },
        interval: "day",
      },
    ]);
  });

  it("a series without a page token: newest first inside the window", () => {
    const spec = structuredClone(restFixture) as any;
    const get = spec.paths["/v2/chains/{chainId}/metrics/{metric}"].get;
    get.parameters = get.parameters.filter((p: any) => p.name !== "pageToken");
    const [series] = flowsOf(spec);
    expect(series?.name).toBe("flow: series newest first, inside the requested window");
    expect(series).toMatchObject({ itemsField: "results", timestampField: "timestamp", interval: "day" });
    expect(series?.pageSize).toBeUndefined();
  });

  it("no flow from an operation with neither a page token nor a series", () => {
    const spec = structuredClone(restFixture) as any;
    const get = spec.paths["/v2/chains/{chainId}/metrics/{metric}"].get;
    get.parameters = get.parameters.filter((p: any) => p.name !== "pageToken");
    const ok = get.responses["200"].content["application/json"].schema;
    delete ok.properties.results.items.properties.timestamp;
    expect(flowsOf(spec)).toEqual([]);
  });
});
