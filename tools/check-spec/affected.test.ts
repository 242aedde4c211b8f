import { readOperations } from "@avaspec/spec-model";
import { describe, expect, it } from "vitest";
import { changedNames, operationIds, specReaders, testsNaming } from "./affected.mjs";
import { ROOT } from "./spawned.mjs";

const byPath = operationIds(
  readOperations({
    paths: {
      "/v1/chains/{chainId}": { get: { operationId: "getChain" } },
      "/v1/chains": { get: { operationId: "listChains" } },
    },
  }),
);

describe("the names a spec change touches (from spec:diff's report)", () => {
  it("REST: the operation by its path, the parameter or field; JSON-RPC: the method; not endpoint kinds", () => {
    const report = [
      "data (OpenAPI): 3 change(s), 1 breaking",
      "  BREAKING      response-field-removed  GET /v1/chains › 200 (application/json) body.chains[].wsUrl: " +
        'response field "wsUrl" removed',
      "  non-breaking  optional-parameter-added  GET /v1/chains/{chainId} › query include: " +
        'new optional query parameter "include"',
      "  BREAKING      operation-removed  GET /v1/chains/{chainId}/status: " +
        "operation removed (operationId getChainStatus)",
      "",
      "node (OpenRPC): 3 change(s), 1 breaking",
      "  non-breaking  method-deprecated  admin.getChainAliases: method deprecated",
      "  non-breaking  method-added  admin.listChainAliases: new method",
      "  BREAKING      endpoint-disabled-by-default  x-avaspec-endpoints.rpc: no longer enabled by default",
      "",
      "result: 2 breaking change(s), covered by a major changeset for @avaspec/specs: .changeset/x.md",
    ].join("\n");
    expect([...changedNames(report, byPath)].sort()).toEqual(
      [
        "admin.getChainAliases",
        "admin.listChainAliases",
        "getChain",
        "getChainStatus",
        "include",
        "listChains",
        "wsUrl",
      ].sort(),
    );
    expect(changedNames("spec-diff: main → working tree\n\nresult: no breaking changes.", byPath).size).toBe(0);
  });

  it("finds the tests that name them, only in the packages that read the specs", () => {
    const readers = specReaders(ROOT);
    expect(readers).toEqual(expect.arrayContaining(["packages/specs", "packages/mocks", "tools/spec-lint"]));
    expect(readers).not.toContain("tools/task-run"); // reads no spec
    const found = testsNaming(ROOT, readers, new Set(["getChain"]));
    expect(found.get("packages/mocks")).toContain("src/control/engines.test.ts");
    // a whole word: getChainMetrics names another operation
    const metricsOnly = testsNaming(ROOT, ["packages/mocks"], new Set(["getChainMetric"]));
    expect(metricsOnly.size).toBe(0);
    expect(testsNaming(ROOT, readers, new Set()).size).toBe(0);
  });
});
