// Rule answers held to their response schema: a spec change to a response needs no edit of the rules (issue 29: the
// Metrics rules wrote `lastRun` by hand, so removing it from the spec failed the contract run, naming no rule).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataApi, loadDocuments, metricsApi } from "../apis.js";
import { Seeded } from "@avaspec/chain/world";
import { asDeclared } from "./declared.js";
import { type RunningMock, startRestMock } from "./server.js";
import { readOperations, type JsonSchema } from "./spec.js";
import { call, ResponseChecker } from "./test-support.js";

const fill = { seeded: new Seeded("declared-test"), key: "op" };

describe("asDeclared", () => {
  const schema: JsonSchema = {
    type: "object",
    additionalProperties: false,
    required: ["id", "added"],
    properties: {
      id: { type: "integer" },
      added: { type: "string", pattern: "^[a-z]+$" },
      items: { type: "array", items: { type: "object", properties: { a: { type: "integer" } } } },
      open: { type: "object", additionalProperties: true, properties: { x: { type: "integer" } } },
    },
  };

  it("leaves out what the schema does not declare and seeds a required field the value lacks, nested too", () => {
    const value = Object.freeze({ id: 1, gone: true, items: [{ a: 1, b: 2 }, { a: 3 }], open: { x: 1, y: 2 } });
    const out = asDeclared(value, schema, fill) as Record<string, any>;
    expect(Object.keys(out).sort()).toEqual(["added", "id", "items", "open"]);
    expect(out.added).toMatch(/^[a-z]+$/);
    expect(out.items).toEqual([{ a: 1 }, { a: 3 }]);
    expect(out.items[1]).toBe(value.items[1]); // what already fits is not copied
    expect(out.open).toBe(value.open); // an open object keeps every key
    expect(value).toEqual({ id: 1, gone: true, items: [{ a: 1, b: 2 }, { a: 3 }], open: { x: 1, y: 2 } });
    // the same operation and field: the same seeded value
    expect((asDeclared({ id: 2 }, schema, fill) as Record<string, unknown>).added).toBe(out.added);
  });

  it("returns an answer that already fits as it is; a oneOf keeps what any branch declares", () => {
    const fits = { id: 1, added: "x" };
    expect(asDeclared(fits, schema, fill)).toBe(fits);
    const either: JsonSchema = {
      oneOf: [
        { type: "object", required: ["a"], properties: { a: { type: "integer" } } },
        { type: "object", required: ["b"], properties: { b: { type: "integer" } } },
      ],
    };
    expect(asDeclared({ a: 1, c: 3 }, either, fill)).toEqual({ a: 1 });
    expect(asDeclared({ b: 2 }, either, fill)).toEqual({ b: 2 }); // no branch's required field forced in
    expect(asDeclared([1, 2], { type: "array", items: { type: "integer" } }, fill)).toEqual([1, 2]);
    expect(asDeclared("text", undefined, fill)).toBe("text");
  });
});

/** The assembled documents with `edit` applied to the named schemas of each (refs kept, as @avaspec/specs ships). */
function editedDocuments(edit: { metrics?: Record<string, (s: JsonSchema) => void>; data?: typeof edit.metrics }) {
  const documents = structuredClone(loadDocuments());
  for (const api of ["metrics", "data"] as const)
    for (const [name, change] of Object.entries(edit[api] ?? {})) change(documents[api].components.schemas[name]);
  return documents;
}
const drop = (field: string) => (s: JsonSchema) => {
  delete s.properties[field];
  s.required = (s.required ?? []).filter((f: string) => f !== field);
};
const addRequired = (field: string) => (s: JsonSchema) => {
  s.properties[field] = { type: "string", pattern: "^[a-z]{3,8}$" };
  s.required = [...(s.required ?? []), field];
};

describe("the rules after a spec change to their answers (no edit of metrics/rules.ts or data/rules.ts)", () => {
  const documents = editedDocuments({
    metrics: {
      AvgTpsLegacyResponse: (s) => {
        drop("lastRun")(s);
        addRequired("source")(s);
      },
      AddressEntry: drop("sortKey"),
      NftHoldersResponse: drop("nftSymbol"),
      RollingWindowResponse: addRequired("window"),
    },
    data: { ListAddressChainsResponse: drop("unindexedChains"), Chain: drop("rpcUrl") },
  });
  const checker = new ResponseChecker();
  let metrics: RunningMock;
  let data: RunningMock;
  beforeAll(async () => {
    [metrics, data] = await Promise.all([
      startRestMock(metricsApi(documents), { port: 0, logLevel: "silent" }),
      startRestMock(dataApi(documents), { port: 0, logLevel: "silent" }),
    ]);
  });
  afterAll(() => Promise.all([metrics?.close(), data?.close()]));

  const cases: [() => RunningMock, string, string, (body: any) => void][] = [
    [
      () => metrics,
      "getAvgTpsLegacy",
      "/v1/avg_tps/43114",
      (b) => {
        expect(b).not.toHaveProperty("lastRun");
        expect(b.source).toMatch(/^[a-z]{3,8}$/);
      },
    ],
    [
      () => metrics,
      "listNftHolders",
      "/v2/chains/43114/contracts/0x6d5087b3082f73d42a32d85e38bc95dcceb39bb2/nfts:listHolders?pageSize=3",
      (b) => {
        expect(b).not.toHaveProperty("nftSymbol");
        expect(b.addresses).toHaveLength(3);
        for (const a of b.addresses) expect(Object.keys(a)).toEqual(["address"]);
      },
    ],
    [
      () => metrics,
      "getRollingWindowMetrics",
      "/v2/chains/43114/rollingWindowMetrics/txCount",
      (b) => {
        expect(b.window).toMatch(/^[a-z]{3,8}$/);
      },
    ],
    [
      () => data,
      "listAddressChains",
      "/v1/address/0x71C7656EC7ab88b098defB751B7401B5f6d8976F/chains",
      (b) => {
        expect(b).not.toHaveProperty("unindexedChains");
      },
    ],
    [() => data, "getChain", "/v1/chains/43114", (b) => expect(b).not.toHaveProperty("rpcUrl")],
  ];
  for (const [mock, operationId, path, expectBody] of cases)
    it(`${operationId}: the answer follows the edited schema`, async () => {
      const r = await call(mock().url, path);
      expect(r.status, r.text).toBe(200);
      expectBody(r.body);
      const api = mock() === metrics ? "metrics" : "data";
      const op = readOperations(
        api === "metrics" ? metricsApi(documents).dereferenced : dataApi(documents).dereferenced,
      ).find((o) => o.operationId === operationId)!;
      expect(checker.check(op, 200, r.body)).toBeUndefined();
    });
});
