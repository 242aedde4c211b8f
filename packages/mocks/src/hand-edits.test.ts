// Where a spec change still needs a hand edit in the mocks, the start-up error names the file to edit.
import { loadSpec } from "@avaspec/specs";
import { describe, expect, it } from "vitest";
import { loadDocuments, metricsApi } from "./apis.js";
import { bindEndpoints } from "./node/jsonrpc.js";
import { readNodeSpec } from "./node/spec.js";
import { createRestEngine } from "./rest/engine.js";

describe("a spec change the mocks' code must follow names the file", () => {
  it("an operation removed while its rule stays: delete the rule in packages/mocks/src/<api>/rules.ts", async () => {
    const documents = structuredClone(loadDocuments());
    delete documents.metrics.paths["/v1/avg_tps/{chainId}"];
    await expect(createRestEngine(metricsApi(documents))).rejects.toThrow(
      'metrics: a rule names operation "getAvgTpsLegacy", which the document does not have; ' +
        "delete its rule in packages/mocks/src/metrics/rules.ts",
    );
  });

  it("a JSON-RPC method added (a rename's new name) with no behaviour: packages/mocks/src/node/methods.ts", () => {
    const doc = structuredClone(loadSpec("node", { dereferenced: true }));
    const [first] = doc.methods as { name: string }[];
    // a name neither the spec nor the mock has (the guide's walk gives admin.listChainAliases a behaviour)
    const added = `${first!.name}NotInTheMock`;
    doc.methods.push({ ...first, name: added });
    expect(() => bindEndpoints(readNodeSpec(doc))).toThrow(
      `no behaviour for spec method(s): ${added}; give each one in packages/mocks/src/node/methods.ts`,
    );
  });
});
