// The typed rules (generated/rule-types.ts) are written from ruleTargets(): these must be exactly what the running
// mocks check a rule against (their engines' catalogues), or a rule the server takes would not compile, or the
// reverse. And a changed spec changes the targets (they are read, not listed).
import { loadSpec } from "@avaspec/specs";
import { describe, expect, it } from "vitest";
import { dataApi, metricsApi } from "../apis.js";
import { createNodeEngine } from "../node/index.js";
import { createRestEngine } from "../rest/engine.js";
import type { CatalogueEntry } from "../server/exchange.js";
import { ruleTargets, ruleTypesSource } from "./rule-targets.js";

const documents = () => ({
  metrics: loadSpec("metrics"),
  data: loadSpec("data"),
  node: loadSpec("node", { dereferenced: true }),
});

const sortedSet = (values: Iterable<string | number>) => [...new Set(values)].sort();

describe("ruleTargets", () => {
  it("names what each REST mock's catalogue holds: operations, path and query names, statuses, examples", async () => {
    const targets = ruleTargets(documents());
    for (const api of [metricsApi(), dataApi()]) {
      const engine = await createRestEngine(api, { seed: "targets" });
      const catalogue = engine.catalogue();
      const own = targets[api.name as "metrics" | "data"];
      expect(Object.keys(own).sort()).toEqual(catalogue.map((e) => e.id).sort());
      for (const entry of catalogue) {
        const target = own[entry.id]!;
        expect([entry.id, target.path]).toEqual([entry.id, [...entry.parameters!.path].sort()]);
        expect([entry.id, target.query]).toEqual([entry.id, [...entry.parameters!.query].sort()]);
        expect([entry.id, target.body]).toEqual([entry.id, entry.body]);
        expect([entry.id, target.statuses]).toEqual([entry.id, [...entry.statuses].sort()]);
        expect([entry.id, target.examples]).toEqual([entry.id, sortedSet(Object.values(entry.examples).flat())]);
      }
    }
  });

  it("names what the node mock's catalogue holds: methods, params in order, error codes, examples", () => {
    const targets = ruleTargets(documents());
    const catalogue: readonly CatalogueEntry[] = createNodeEngine({ seed: "targets" }).catalogue();
    expect(Object.keys(targets.node).sort()).toEqual(catalogue.map((e) => e.id).sort());
    for (const entry of catalogue) {
      const target = targets.node[entry.id]!;
      expect([entry.id, target.params]).toEqual([entry.id, entry.params!.names]);
      expect([entry.id, target.errorCodes]).toEqual([entry.id, sortedSet(entry.errorCodes ?? [])]);
      expect([entry.id, target.examples]).toEqual([entry.id, sortedSet(entry.examples["200"] ?? [])]);
    }
  });

  it("follows the document: an operation renamed, a parameter added, a status dropped", () => {
    const docs = documents();
    const getChain = docs.metrics.paths["/v2/chains/{chainId}"].get;
    getChain.operationId = "fetchChain";
    getChain.parameters = [
      ...(getChain.parameters ?? []),
      { name: "verbose", in: "query", schema: { type: "string" } },
    ];
    delete getChain.responses["503"];
    const source = ruleTypesSource("// header", ruleTargets(docs));
    const metrics = source.slice(
      source.indexOf("interface MetricsRuleTargets"),
      source.indexOf("interface DataRuleTargets"),
    );
    expect(metrics).not.toContain('"getChain": {');
    const block = metrics.slice(
      metrics.indexOf('"fetchChain": {'),
      metrics.indexOf("};", metrics.indexOf('"fetchChain"')),
    );
    expect(block).toMatch(/query: [^;]*"verbose"[^;]*;/); // beside any query parameter getChain already has
    expect(block).not.toContain("503");
    expect(source.startsWith("// header\n")).toBe(true);
  });
});
