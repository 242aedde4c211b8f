// Contract runs that know the documented deviations: a failure a deviation explains is known (exit 0), anything else
// is drift (exit 1), a deviation that does not occur is resolved?; the text and the JUnit report carry the three kinds.
import { describe, expect, it } from "vitest";
import { type Deviation, isLoopback, loadDeviations, runContract, suite as realSuite } from "./index.js";
import { fixtureSpecs, fixtureSuite, txCountString, useFixtureServers } from "./test-support/fixture-servers.js";
import { type Exchange, startMutant } from "./test-support/servers.js";

const servers = useFixtureServers();
const json = (x: Exchange) => JSON.parse(x.body);
const withBody = (x: Exchange, body: unknown): Exchange => ({ ...x, body: JSON.stringify(body) });

/** The node wraps index.getContainerRange's array in {"containers": […]}. */
const wrappedRange: Deviation = {
  id: "T2",
  api: "node",
  method: "index.getContainerRange",
  check: "jsonrpc-result-schema",
  path: "",
  live: 'the result is {"containers":[…]}',
};

async function run(api: "metrics" | "node", mutate: (x: Exchange) => Exchange, deviations: Deviation[]) {
  const mutant = await startMutant(api === "metrics" ? servers.rest.url : servers.node.url, mutate);
  try {
    return await runContract({
      urls: { [api]: mutant.url },
      suite: fixtureSuite,
      specs: fixtureSpecs,
      allowMutations: true,
      timeoutMs: 5000,
      knownDeviations: deviations,
    });
  } finally {
    await mutant.close();
  }
}

const stringTxCount = (x: Exchange) =>
  x.status === 200 && x.path.includes("/blocks/") ? withBody(x, { ...json(x), txCount: String(json(x).txCount) }) : x;

describe("--known-deviations", () => {
  it("a failure a documented deviation explains is known: reported with its id, exit 0", async () => {
    const report = await run("metrics", stringTxCount, [txCountString]);
    const known = report.results.filter((r) => r.status === "known");
    expect(known.length).toBeGreaterThan(0);
    expect(known.every((r) => r.failures.every((f) => f.kind === "known" && f.deviation === "T1"))).toBe(true);
    expect(report.summary.ok).toBe(true);
    expect(report.summary.failed).toBe(0);
    expect(report.text).toMatch(/^KNOWN T1 metrics getBlock › .*\[body-schema\] .*\/txCount must be integer/m);
    expect(report.text).toMatch(/known +T1 metrics getBlock \[body-schema \/txCount\] in \d+ cases/);
    expect(report.junit).toMatch(/<skipped type="known" message="known deviation T1: \[body-schema\]/);
  });

  it("a failure no deviation explains is drift, even beside a known one in the same answer: exit 1", async () => {
    const report = await run(
      "metrics",
      (x) => {
        const y = stringTxCount(x);
        if (y === x) return x;
        const b = json(y);
        delete b.blockHash;
        return withBody(y, b);
      },
      [txCountString],
    );
    expect(report.summary.ok).toBe(false);
    const drift = report.results.filter((r) => r.status === "fail");
    expect(drift.length).toBeGreaterThan(0);
    expect(drift.flatMap((r) => r.failures).some((f) => f.kind === "drift" && /blockHash/.test(f.message))).toBe(true);
    expect(report.text).toMatch(/^DRIFT metrics getBlock › /m);
    expect(report.junit).toMatch(/<failure type="drift"/);
  });

  it("a documented deviation that no longer occurs is resolved?", async () => {
    const report = await run("metrics", (x) => x, [txCountString]);
    expect(report.summary.ok).toBe(true);
    expect(report.deviations?.map((o) => [o.deviation.id, o.state])).toEqual([["T1", "resolved?"]]);
    expect(report.text).toMatch(/resolved\? T1 metrics getBlock/);
    expect(report.junit).toMatch(/<testsuite name="deviations"[^>]*>\n.*<skipped type="resolved\?"/);
  });

  it("JSON-RPC: a result of the documented other shape is known; a deviation of an API not run: not run", async () => {
    const report = await run(
      "node",
      (x) => {
        const b = x.requestBody.includes("index.getContainerRange") ? json(x) : undefined;
        return Array.isArray(b?.result) ? withBody(x, { ...b, result: { containers: b.result } }) : x;
      },
      [wrappedRange, txCountString],
    );
    expect(report.summary.ok).toBe(true);
    expect(report.results.some((r) => r.target === "index.getContainerRange" && r.status === "known")).toBe(true);
    expect(report.deviations?.map((o) => o.state)).toEqual(["known", "not run"]);
  });

  it("without known deviations nothing changes: the same failure fails", async () => {
    const mutant = await startMutant(servers.rest.url, stringTxCount);
    try {
      const plain = await runContract({ urls: { metrics: mutant.url }, suite: fixtureSuite, specs: fixtureSpecs });
      expect(plain.summary.ok).toBe(false);
      expect(plain.text).toMatch(/^FAIL metrics getBlock/m);
      expect(plain.deviations).toBeUndefined();
    } finally {
      await mutant.close();
    }
  });
});

describe("the published deviations", () => {
  it("each names an operation or method the generated suite covers, a check, and what the service does", () => {
    const documented = loadDeviations();
    expect(documented.length).toBeGreaterThan(5);
    const ids = new Set(realSuite.operations.map((o) => `${o.api}:${o.id}`));
    for (const d of documented) {
      expect(ids, `${d.id} ${d.operation ?? d.method}`).toContain(`${d.api}:${d.operation ?? d.method}`);
      expect(d.check).toMatch(/^[a-z-]+$/);
      expect(d.live.length).toBeGreaterThan(10);
    }
  });

  it("are on by default only away from loopback", () => {
    expect(isLoopback("http://127.0.0.1:4010")).toBe(true);
    expect(isLoopback("http://localhost:9650/")).toBe(true);
    expect(isLoopback("http://[::1]:4011")).toBe(true);
    expect(isLoopback("https://metrics.avax.network")).toBe(false);
    expect(isLoopback("http://10.0.0.7:9650")).toBe(false);
  });
});
