// The mocks follow a spec change with no edit of their data: a response field removed from a copy of the spec is gone
// from every answer, a field added gets a seeded value of its type, and every answer still validates against the
// edited document. The spec's own examples (the C-Chain, the Fuji C-Chain, block 49889407) are served as written.
import { loadSpec } from "@avaspec/specs";
import { afterEach, describe, expect, it } from "vitest";
import { dataApi, type Documents, loadDocuments, metricsApi } from "./apis.js";
import { buildCatalogue } from "./catalogue.js";
import { startRestMock, type RunningMock } from "./rest/server.js";
import { dereference } from "@avaspec/spec-model/deref";
import { RouteTable } from "@avaspec/spec-model/routes";
import { readOperations, type JsonSchema } from "./rest/spec.js";
import { call, ResponseChecker } from "./rest/test-support.js";

const NOW = Date.UTC(2024, 8, 4, 13, 37, 21);
const running: RunningMock[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((m) => m.close()));
});

/** A copy of the assembled documents with `edit` applied (as an API team edits specs/). */
function editedDocuments(edit: (docs: Documents) => void): Documents {
  const docs = structuredClone(loadDocuments());
  edit(docs);
  return docs;
}

/** Deletes `field` from every example value in the document (the examples must follow the schema). */
function dropFromExamples(node: unknown, field: string): void {
  if (Array.isArray(node)) for (const n of node) dropFromExamples(n, field);
  else if (node && typeof node === "object") {
    const o = node as Record<string, unknown>;
    delete o[field];
    for (const v of Object.values(o)) dropFromExamples(v, field);
  }
}

function removeField(doc: JsonSchema, schemaName: string, field: string): void {
  const schema = doc.components.schemas[schemaName];
  delete schema.properties[field];
  schema.required = (schema.required ?? []).filter((f: string) => f !== field);
  dropFromExamples(doc.paths, field);
  dropFromExamples(schema.examples, field);
}

/** Starts both REST mocks on the documents and GETs each path, checking every answer against the documents. */
async function serve(docs: Documents, paths: Record<"metrics" | "data", string[]>) {
  const bodies: Record<string, any> = {};
  for (const api of [metricsApi(docs), dataApi(docs)]) {
    const checker = new ResponseChecker(); // one per API: it caches validators by operationId
    const mock = await startRestMock(api, { port: 0, seed: "catalogue-test", clock: () => NOW });
    running.push(mock);
    const ops = readOperations(api.dereferenced);
    for (const path of paths[api.name as "metrics" | "data"]) {
      const r = await call(mock.url, path);
      expect(r.status, `${api.name} ${path}: ${r.text.slice(0, 300)}`).toBe(200);
      const hit = new RouteTable(ops).match("GET", path);
      const op = hit.kind === "operation" ? hit.op : undefined;
      expect(checker.check(op!, r.status, r.body), `${api.name} ${path}`).toBeUndefined();
      bodies[`${api.name} ${path}`] = r.body;
    }
  }
  return bodies;
}

const chainsOf = (bodies: Record<string, any>): any[] => [
  ...bodies["data /v1/chains"].chains,
  ...bodies["data /v1/address/0x71c7656ec7ab88b098defb751b7401b5f6d8976f/chains"].indexedChains,
];
const PATHS = {
  metrics: ["/v2/chains", "/v2/chains/43114"],
  data: ["/v1/chains", "/v1/address/0x71c7656ec7ab88b098defb751b7401b5f6d8976f/chains", "/v1/chains/43114/blocks/1000"],
};

describe("the mocks' objects are built from the spec", () => {
  it("a field removed from the spec (Chain.wsUrl, …network, Block.gasCost) is gone from every answer", async () => {
    const docs = editedDocuments(({ data, metrics }) => {
      removeField(data, "Chain", "wsUrl");
      removeField(data, "Block", "gasCost");
      removeField(metrics, "ChainRecord", "network");
    });
    const bodies = await serve(docs, PATHS);
    const chains = chainsOf(bodies);
    expect(chains.length).toBeGreaterThan(10);
    for (const chain of chains) expect(chain).not.toHaveProperty("wsUrl");
    expect(bodies["data /v1/chains/43114/blocks/1000"]).not.toHaveProperty("gasCost");
    expect(bodies["data /v1/chains/43114/blocks/1000"]).toHaveProperty("feesSpent");
    for (const record of bodies["metrics /v2/chains"].chains) expect(record).not.toHaveProperty("network");
    expect(bodies["metrics /v2/chains/43114"]).toEqual({
      evmChainId: 43114,
      chainName: "c_chain",
      blockchainId: "2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5",
      subnetId: "11111111111111111111111111111111LpoYY",
    });
  });

  it("a field added to the spec gets a seeded value of its type in every answer, the same per seed", async () => {
    const added = {
      chainSlug: { type: "string" },
      launchedAt: { type: "string", format: "date-time" },
      stakingAsset: { type: "string", enum: ["AVAX", "NATIVE", "ERC20"] },
      validatorCount: { type: "integer", minimum: 5, maximum: 200 },
      tags: { type: "array", minItems: 1, items: { type: "string" } },
    };
    const docs = editedDocuments(({ data, metrics }) => {
      Object.assign(data.components.schemas.Chain.properties, added);
      data.components.schemas.Chain.required.push("launchedAt");
      data.components.schemas.Block.properties.stateRoot = { type: "string", pattern: "^0x[0-9a-f]{64}$" };
      metrics.components.schemas.ChainRecord.properties.validatorCount = added.validatorCount;
    });
    const bodies = await serve(docs, PATHS);
    const seeded = chainsOf(bodies).filter((c) => !["43114", "43113"].includes(c.chainId));
    expect(seeded.length).toBeGreaterThan(5);
    for (const chain of seeded) expect(Object.keys(chain)).toEqual(expect.arrayContaining(Object.keys(added)));
    // seeded: not one constant for every chain
    const listed = seeded.filter((c) => bodies["data /v1/chains"].chains.includes(c));
    expect(new Set(listed.map((c) => c.chainSlug)).size).toBe(listed.length);
    expect(bodies["data /v1/chains/43114/blocks/1000"].stateRoot).toMatch(/^0x[0-9a-f]{64}$/);
    for (const record of bodies["metrics /v2/chains"].chains) expect(record.validatorCount).toBeGreaterThanOrEqual(5);
    // an example chain stays as the example wrote it; only the new required field is filled in
    const cChain = bodies["data /v1/chains"].chains.find((c: any) => c.chainId === "43114");
    const { launchedAt, ...rest } = cChain;
    expect(rest).toEqual(exampleChain("43114"));
    expect(launchedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

    const again = await serve(docs, { metrics: [], data: ["/v1/chains"] });
    expect(again["data /v1/chains"]).toEqual(bodies["data /v1/chains"]);
  });

  it("serves the spec's example chains exactly as written", () => {
    const data = dereference(loadSpec("data"));
    const catalogue = buildCatalogue("avaspec", data, dereference(loadSpec("metrics")));
    for (const id of ["43114", "43113"]) expect(catalogue.byEvmId.get(id)?.record).toEqual(exampleChain(id));
  });
});

function exampleChain(chainId: string): unknown {
  const data = dereference(loadSpec("data"));
  const list = data.paths["/v1/chains"].get.responses["200"].content["application/json"].examples;
  return Object.values<any>(list)
    .flatMap((e) => e.value.chains)
    .find((c: any) => c.chainId === chainId);
}
