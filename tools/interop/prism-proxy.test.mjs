// `prism proxy --errors` with our REST documents in front of our mocks: the contract suite through it sees zero
// response violations. Prism 5.14.2 (pinned devDependency; runs on Node 20.19+, while 5.16+ declares Node 24).
import { createServer } from "node:http";
import { runContract } from "@avaspec/contract";
import { startDataMock, startMetricsMock } from "@avaspec/mocks";
import { specPath } from "@avaspec/specs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { responseViolations, startPrismProxy, startRecorder } from "./lib/prism-proxy.mjs";

const PRISM_ERROR = "https://stoplight.io/prism/errors#";
const closers = [];
afterAll(async () => {
  await Promise.allSettled(closers.reverse().map((close) => close()));
});

/** mock → prism proxy --errors → recorder; returns the recorder (where callers go). */
async function chain(api, upstream) {
  const prism = await startPrismProxy({ spec: specPath(api), upstream });
  closers.push(prism.close);
  const recorder = await startRecorder(prism.url);
  closers.push(recorder.close);
  return { prism, recorder };
}

describe("contract suite through prism proxy --errors", { timeout: 300_000 }, () => {
  let report;
  let exchanges;
  beforeAll(async () => {
    const metrics = await startMetricsMock({ port: 0 });
    closers.push(() => metrics.close());
    const data = await startDataMock({ port: 0 });
    closers.push(() => data.close());
    const [m, d] = await Promise.all([chain("metrics", metrics.url), chain("data", data.url)]);
    report = await runContract({
      urls: { metrics: m.recorder.url, data: d.recorder.url },
      preferStatuses: true,
      timeoutMs: 5_000,
    });
    exchanges = [...m.recorder.exchanges, ...d.recorder.exchanges];
  }, 300_000);

  it("sees zero response violations over every exchange, error statuses included", () => {
    expect(responseViolations(exchanges)).toEqual([]);
    const forwarded = exchanges.filter((x) => !x.problemType?.startsWith(PRISM_ERROR));
    const statuses = new Set(forwarded.map((x) => x.status));
    for (const s of [200, 400, 401, 403, 404, 429, 500, 502, 503]) expect(statuses, `status ${s} seen`).toContain(s);
    expect(forwarded.length).toBeGreaterThan(200);
    console.log(
      `prism proxy: ${exchanges.length} exchanges, ${forwarded.length} forwarded and validated, 0 response violations`,
    );
  });

  it("every case the suite sends as valid passes through the proxy", () => {
    const failed = report.results.filter((r) => r.status === "fail");
    expect(failed.filter((r) => r.kind !== "negative").map((r) => `${r.api} ${r.name}`)).toEqual([]);
    expect(report.results.filter((r) => r.status === "pass").length).toBeGreaterThan(300);
  });

  it("the negative cases that fail are the requests Prism answers itself (documented in docs/architecture.md)", () => {
    const failed = report.results.filter((r) => r.status === "fail");
    const unexplained = failed.filter((r) => {
      const text = JSON.stringify(r.failures);
      // Prism rejects invalid requests with its own 422/405 instead of forwarding them, and never answers a
      // malformed JSON body (the client times out)
      return !text.includes(PRISM_ERROR) && !text.includes("got 405") && !text.includes("no complete answer");
    });
    expect(unexplained.map((r) => `${r.api} ${r.name}: ${JSON.stringify(r.failures).slice(0, 300)}`)).toEqual([]);
  });
});

describe("teeth", { timeout: 180_000 }, () => {
  it("an upstream whose answers break the spec gives response violations, each naming where", async () => {
    const broken = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ results: "not an array" }));
    });
    await new Promise((r) => broken.listen(0, "127.0.0.1", () => r(undefined)));
    closers.push(() => new Promise((r) => broken.close(() => r(undefined))));
    const { port } = /** @type {import("node:net").AddressInfo} */ (broken.address());
    const { recorder } = await chain("metrics", `http://127.0.0.1:${port}`);
    const res = await fetch(`${recorder.url}/v2/chains/43114/metrics/activeAddresses?timeInterval=day&pageSize=2`);
    expect(res.status).toBe(500);
    expect(responseViolations(recorder.exchanges)).toEqual([
      expect.stringMatching(/^GET \/v2\/chains\/43114\/metrics\/activeAddresses\?.* → 500: response\.body\.results:/),
    ]);
  });
});
