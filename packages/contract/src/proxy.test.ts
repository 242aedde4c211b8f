// The whole generated suite through the validating proxy of @avaspec/mocks (in front of our mocks): it passes, and
// the proxy sees no response that breaks the contract. The request violations it reports are the suite's own
// negative cases, each refused by the mock with an error. Then a mutant behind the proxy: both catch it by one rule.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type KeptExchange, type RunningMocks, startMetricsMock, startMocks } from "@avaspec/mocks";
import { type ApiName, runContract } from "./index.js";
import { type Exchange, startMutant } from "./test-support/servers.js";

const APIS: ApiName[] = ["metrics", "data", "node"];
const ZERO = { metrics: 0, data: 0, node: 0 };
let upstream: RunningMocks;
let proxied: RunningMocks;

beforeAll(async () => {
  upstream = await startMocks({ ports: ZERO, logLevel: "silent", isolation: "none" });
  const proxy = Object.fromEntries(APIS.map((api) => [api, upstream[api].url]));
  proxied = await startMocks({ ports: ZERO, logLevel: "silent", isolation: "none", proxy });
});
afterAll(async () => {
  await Promise.all([proxied?.close(), upstream?.close()]);
});

async function kept(url: string): Promise<{ total: number; dropped: number; exchanges: KeptExchange[] }> {
  const res = await fetch(`${url}/__avaspec/violations`);
  expect(res.status).toBe(200);
  return (await res.json()) as { total: number; dropped: number; exchanges: KeptExchange[] };
}

/** The exchange was answered with a refusal: an HTTP error, or JSON-RPC errors only. */
function refused(x: KeptExchange): boolean {
  if (x.response.status >= 400) return true;
  try {
    const body = JSON.parse(x.response.body);
    const elements: unknown[] = Array.isArray(body) ? body : [body];
    return elements.every((e) => typeof e === "object" && e !== null && "error" in e);
  } catch {
    return false;
  }
}

describe("the generated suite through the validating proxy", () => {
  it("passes, with no response violation; request violations only where the mock refused the request", async () => {
    const urls = Object.fromEntries(APIS.map((api) => [api, proxied[api].url]));
    const report = await runContract({ urls, allowMutations: true, preferStatuses: true, timeoutMs: 10_000 });
    if (!report.summary.ok) console.log(report.text);
    expect(report.summary.ok).toBe(true);
    expect(report.results.filter((r) => r.status === "skip")).toEqual([]);
    for (const api of APIS) {
      const { exchanges, dropped } = await kept(proxied[api].url);
      expect(dropped, `${api}: the ring kept every exchange`).toBe(0);
      const responseSide = exchanges.flatMap((x) =>
        x.violations
          .filter((v) => v.side === "response")
          .map((v) => `${x.request.method} ${x.request.path} → ${x.response.status}: [${v.rule}] ${v.message}`),
      );
      expect(responseSide, `${api}: response violations`).toEqual([]);
      const accepted = exchanges
        .filter((x) => !refused(x))
        .map((x) => `${x.request.method} ${x.request.path} → ${x.response.status}: ${x.violations[0]?.message}`);
      expect(accepted, `${api}: requests the contract refuses, answered as accepted`).toEqual([]);
      // the checks ran: the suite's negative cases were seen as what they are
      expect(exchanges.length, `${api}: negative cases reported`).toBeGreaterThan(0);
    }
  });
});

describe("a mutant behind the proxy", () => {
  it("a data point value of the wrong type: the suite fails body-schema, the proxy reports body-schema", async () => {
    const mutant = await startMutant(upstream.metrics.url, (x: Exchange) => {
      let b: { results?: Array<{ value: unknown }> } | undefined;
      try {
        b = JSON.parse(x.body);
      } catch {
        return x;
      }
      if (x.status !== 200 || !Array.isArray(b?.results) || !b.results.length) return x;
      b.results[0]!.value = String(b.results[0]!.value);
      return { ...x, body: JSON.stringify(b) };
    });
    const proxy = await startMetricsMock({ port: 0, logLevel: "silent", proxy: { metrics: mutant.url } });
    try {
      const report = await runContract({ urls: { metrics: proxy.url }, grep: "example:", timeoutMs: 10_000 });
      expect(report.summary.ok).toBe(false);
      expect(new Set(report.results.flatMap((r) => r.failures.map((f) => f.check)))).toContain("body-schema");
      const summary = (await (await fetch(`${proxy.url}/__avaspec/violations/summary`)).json()) as {
        byRule: Record<string, number>;
      };
      expect(summary.byRule["body-schema"]).toBeGreaterThan(0);
    } finally {
      await Promise.all([proxy.close(), mutant.close()]);
    }
  });
});
