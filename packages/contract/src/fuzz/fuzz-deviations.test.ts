// --fuzz honours the documented deviations: a failure one explains is known (counted, listed, not failing the run),
// and the fuzzer keeps looking past it, so drift in the same answers is still found. The fixture specs and servers.
import { describe, expect, it } from "vitest";
import { fuzzContract } from "../index.js";
import { fixtureSpecs, txCountString, useFixtureServers } from "../test-support/fixture-servers.js";
import { type Exchange, startMutant } from "../test-support/servers.js";

const servers = useFixtureServers();

const stringTxCount = (x: Exchange): Exchange => {
  if (x.status !== 200 || !x.path.includes("/blocks/")) return x;
  const b = JSON.parse(x.body);
  return { ...x, body: JSON.stringify({ ...b, txCount: String(b.txCount) }) };
};

async function fuzz(mutate: (x: Exchange) => Exchange) {
  const mutant = await startMutant(servers.rest.url, mutate);
  try {
    return await fuzzContract({
      urls: { metrics: mutant.url },
      specs: fixtureSpecs,
      seed: 3,
      runs: 60,
      grep: "getBlock",
      knownDeviations: [txCountString],
    });
  } finally {
    await mutant.close();
  }
}

describe("--fuzz with known deviations", () => {
  it("a failure a documented deviation explains is known: listed with its id and count, exit 0", async () => {
    const report = await fuzz(stringTxCount);
    expect(report.results.filter((r) => r.status === "fail")).toEqual([]);
    expect(report.summary.ok).toBe(true);
    expect(report.deviations?.map((d) => [d.deviation.id, d.state])).toEqual([["T1", "known"]]);
    expect(report.deviations?.[0]?.cases).toBeGreaterThan(0);
    expect(report.text).toMatch(/^Documented deviations the fuzzer saw/m);
    expect(report.text).toMatch(/known +T1 metrics getBlock \[body-schema \/txCount\] in \d+ requests/);
  });

  it("drift in the same operation is still found past the known deviation", async () => {
    // besides the string txCount, a 500 for a block asked for by hash
    const report = await fuzz((x) =>
      /\/blocks\/0x/.test(x.path)
        ? { ...x, status: 500, body: '{"message":"boom","statusCode":500,"error":"Internal Server Error"}' }
        : stringTxCount(x),
    );
    const failed = report.results.filter((r) => r.status === "fail");
    expect(failed.flatMap((r) => r.failures.map((f) => f.check))).toContain("not_a_server_error");
    expect(failed.flatMap((r) => r.failures.map((f) => f.rule))).not.toContain("body-schema");
    expect(report.summary.ok).toBe(false);
    expect(report.deviations?.map((d) => d.deviation.id)).toEqual(["T1"]);
  });
});
