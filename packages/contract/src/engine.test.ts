// The engine against correct fixture servers: a faithful server passes every check.
import { describe, expect, it } from "vitest";
import { runContract } from "./index.js";
import { fixtureSpecs, fixtureSuite, useFixtureServers } from "./test-support/fixture-servers.js";

const suite = fixtureSuite;
const specs = fixtureSpecs;
const servers = useFixtureServers();
const runAgainstFixtures = () =>
  runContract({
    urls: { metrics: servers.rest.url, node: servers.node.url },
    suite,
    specs,
    allowMutations: true,
    timeoutMs: 5000,
  });

describe("a correct server", () => {
  it("passes every check, and every operation and method is covered", async () => {
    const report = await runAgainstFixtures();
    if (!report.summary.ok) console.log(report.text);
    expect(report.summary.failed).toBe(0);
    expect(report.coverage.missing).toEqual([]);
    expect(report.summary.ok).toBe(true);
    expect(report.results.filter((r) => r.status === "pass").length).toBeGreaterThan(60);
  });

  it("passes again against the same server: names a call takes for good (aliases) are unique per run", async () => {
    const again = await runAgainstFixtures();
    if (!again.summary.ok) console.log(again.text);
    expect(again.summary.ok).toBe(true);
    expect(
      suite.rpc.find((c) => c.method === "admin.alias" && c.name === "example: alias the admin API")?.uniqueParams,
    ).toEqual(["alias"]);
  });
});
