// The engine against correct fixture servers: a faithful server passes every check.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateSuite } from "@avaspec/contract-gen";
import { runContract, type Suite } from "./index.js";
import { restFixture, rpcFixture } from "./test-helpers/fixture-specs.js";
import { startNodeFixture, startRestFixture, type Running } from "./test-helpers/servers.js";

const suite = generateSuite({ metrics: restFixture, node: rpcFixture }) as Suite;
const specs = { metrics: restFixture, node: rpcFixture };
let rest: Running;
let node: Running;
beforeAll(async () => {
  rest = await startRestFixture();
  node = await startNodeFixture();
});
afterAll(async () => {
  await rest?.close();
  await node?.close();
});

describe("a correct server", () => {
  it("passes every check, and every operation and method is covered", async () => {
    const report = await runContract({ urls: { metrics: rest.url, node: node.url }, suite, specs, allowMutations: true, timeoutMs: 5000 });
    if (!report.summary.ok) console.log(report.text);
    expect(report.summary.failed).toBe(0);
    expect(report.coverage.missing).toEqual([]);
    expect(report.summary.ok).toBe(true);
    expect(report.results.filter((r) => r.status === "pass").length).toBeGreaterThan(60);
  });

  it("passes again against the same server: names a call takes for good (aliases) are unique per run", async () => {
    const again = await runContract({ urls: { metrics: rest.url, node: node.url }, suite, specs, allowMutations: true, timeoutMs: 5000 });
    if (!again.summary.ok) console.log(again.text);
    expect(again.summary.ok).toBe(true);
    expect(suite.rpc.find((c) => c.method === "admin.alias" && c.name === "example: alias the admin API")?.uniqueParams).toEqual(["alias"]);
  });
});
