// The whole generated suite against our mocks (@avaspec/mocks, started in-process on port 0): it must pass, and cover
// every operation and method. Then a few mutants in front of the same mocks must be caught.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDataMock, startMetricsMock, startNodeMock } from "@avaspec/mocks";
import { loadSpecs, runContract, suite, type ApiName, type ContractReport } from "./index.js";
import { startMutant, type Exchange, type Running } from "./test-support/servers.js";

const started: Partial<Record<ApiName, { url: string; close(): Promise<void> }>> = {};
const startErrors: Partial<Record<ApiName, string>> = {};
const specs = loadSpecs();

beforeAll(async () => {
  const starters = {
    metrics: () => startMetricsMock({ port: 0, logLevel: "silent" }),
    data: () => startDataMock({ port: 0, logLevel: "silent" }),
    node: () => startNodeMock({ port: 0 }),
  } as const;
  await Promise.all(
    (Object.keys(starters) as ApiName[]).map(async (api) => {
      try {
        started[api] = (await starters[api]()) as { url: string; close(): Promise<void> };
      } catch (e) {
        startErrors[api] = (e as Error).message;
      }
    }),
  );
});
afterAll(async () => {
  await Promise.all(Object.values(started).map((m) => m?.close()));
});

const urls = () =>
  Object.fromEntries(Object.entries(started).map(([k, v]) => [k, v?.url])) as Partial<Record<ApiName, string>>;

describe("the generated suite against our mocks", () => {
  it("all three specs are assembled and all three mocks start", () => {
    expect(Object.keys(specs).sort()).toEqual(["data", "metrics", "node"]);
    expect(startErrors).toEqual({});
  });

  it("the generated suite covers every operation and method of the specs", () => {
    for (const api of ["metrics", "data", "node"] as const) {
      const inSuite = suite.operations
        .filter((o) => o.api === api)
        .map((o) => o.id)
        .sort();
      const doc = specs[api];
      if (!doc) continue;
      const inSpec =
        api === "node"
          ? (doc.methods ?? []).map((m: any) => m.name)
          : Object.values<any>(doc.paths ?? {}).flatMap((item) =>
              ["get", "put", "post", "delete", "patch"].filter((m) => item?.[m]).map((m) => item[m].operationId),
            );
      expect(inSuite).toEqual([...inSpec].sort());
    }
  });

  it("passes every check, with mutations allowed", async () => {
    const report = await runContract({ urls: urls(), allowMutations: true, preferStatuses: true, timeoutMs: 10_000 });
    if (!report.summary.ok) console.log(report.text);
    expect(
      report.results
        .filter((r) => r.status === "fail")
        .map(
          (r) => `${r.api} ${r.target} › ${r.name}: ${r.failures.map((f) => `[${f.check}] ${f.message}`).join("; ")}`,
        ),
    ).toEqual([]);
    expect(report.coverage.missing.map((r) => `${r.api} ${r.id}: ${r.reason}`)).toEqual([]);
    expect(
      report.coverage.rows.filter((r) => r.state !== "covered").map((r) => `${r.api} ${r.id}: ${r.reason}`),
    ).toEqual([]);
    expect(report.results.filter((r) => r.status === "skip")).toEqual([]);
    expect(report.summary.ok).toBe(true);
  });
});

describe("mutants in front of our mocks are caught", () => {
  const proxies: Running[] = [];
  afterAll(async () => {
    await Promise.all(proxies.map((p) => p.close()));
  });
  type Forward = (x: { path: string; body: string }) => { path: string; body: string };
  const via = async (
    api: ApiName,
    mutate: (x: Exchange) => Exchange,
    grep?: string,
    forward?: Forward,
  ): Promise<ContractReport> => {
    const target = started[api];
    if (!target) throw new Error(`the ${api} mock did not start: ${startErrors[api]}`);
    const proxy = await startMutant(target.url, mutate, forward);
    proxies.push(proxy);
    return runContract({
      urls: { [api]: proxy.url },
      allowMutations: true,
      preferStatuses: true,
      timeoutMs: 10_000,
      ...(grep ? { grep } : {}),
    });
  };
  const parse = (x: Exchange) => {
    try {
      return JSON.parse(x.body);
    } catch {
      return undefined;
    }
  };
  const failedChecks = (report: ContractReport) =>
    new Set(report.results.flatMap((r) => r.failures.map((f) => f.check)));

  it("metrics: a data point value of the wrong type → body-schema", async () => {
    const report = await via(
      "metrics",
      (x) => {
        const b = parse(x);
        if (x.status !== 200 || !Array.isArray(b?.results) || !b.results.length) return x;
        b.results[0].value = String(b.results[0].value);
        return { ...x, body: JSON.stringify(b) };
      },
      "example:",
    );
    expect(report.summary.ok).toBe(false);
    expect(failedChecks(report)).toContain("body-schema");
  });

  it("data: a 200 for an unknown block → status-expected on the named 404 rule", async () => {
    const report = await via("data", (x) => (x.status === 404 ? { ...x, status: 200 } : x), "rule: unknown");
    const r = report.results.find((x) => x.target === "getBlock" && x.name.startsWith("rule: unknown blockId"));
    expect(r?.failures.map((f) => f.check)).toContain("status-expected");
  });

  const caught = (report: ContractReport, target: string, caseName: string, check: string) => {
    const r = report.results.find((x) => x.target === target && x.name.includes(caseName));
    expect(r, `${target} › ${caseName}`).toBeDefined();
    expect(
      r?.failures.map((f) => f.check),
      `${target} › ${caseName}`,
    ).toContain(check);
  };

  it("data: a required field missing → body-schema", async () => {
    const report = await via(
      "data",
      (x) => {
        const b = parse(x);
        if (x.status !== 200 || typeof b?.blockHash !== "string") return x;
        delete b.blockHash;
        return { ...x, body: JSON.stringify(b) };
      },
      "example: every parameter",
    );
    caught(report, "getBlock", "example: every parameter at its first example", "body-schema");
  });

  it("data: an error body of the wrong shape (503 without statusCode) → body-schema", async () => {
    const report = await via(
      "data",
      (x) => {
        const b = parse(x);
        if (x.status !== 503 || !b) return x;
        delete b.statusCode;
        return { ...x, body: JSON.stringify(b) };
      },
      "Prefer: code=503",
    );
    caught(report, "getBlock", "status 503 asked with Prefer: code=503", "body-schema");
  });

  it("metrics: long windows for a short-window metric, or missing for another → body-keys", async () => {
    const report = await via(
      "metrics",
      (x) => {
        const b = parse(x);
        if (x.status !== 200 || !b?.result || typeof b.result.lastHour !== "number") return x;
        if ("allTime" in b.result) delete b.result.allTime;
        else b.result.lastMonth = 1;
        return { ...x, body: JSON.stringify(b) };
      },
      "window",
    );
    caught(
      report,
      "getRollingWindowMetrics",
      "rule: short-window metric activeAddresses → only lastHour, lastDay, lastWeek",
      "body-keys",
    );
    caught(report, "getRollingWindowMetrics", "rule: metric txCount → every window", "body-keys");
  });

  it("metrics: a nextPageToken that never ends → pagination-end", async () => {
    const report = await via(
      "metrics",
      (x) => {
        const b = parse(x);
        return x.status === 200 && Array.isArray(b?.results)
          ? { ...x, body: JSON.stringify({ ...b, nextPageToken: "never-ending" }) }
          : x;
      },
      "flow: pageToken followed to the end",
      (x) => ({ ...x, path: x.path.replace(/([?&])pageToken=[^&]*&?/, "$1") }),
    );
    caught(report, "getChainMetrics", "flow: pageToken followed to the end", "pagination-end");
  });

  it("metrics: a 200 for an invalid request → status-expected", async () => {
    const report = await via(
      "metrics",
      (x) => (x.status === 400 ? { ...x, status: 200, body: JSON.stringify({ results: [] }) } : x),
      "getChainMetrics",
    );
    caught(report, "getChainMetrics", "pageSize: just above maximum (2161 > 2160) → 400", "status-expected");
    caught(
      report,
      "getChainMetrics",
      "rule: day-only metric metric=cumulativeTxCount with timeInterval=hour → 400",
      "status-expected",
    );
  });

  it("node: a wrong JSON-RPC error code → jsonrpc-error-code", async () => {
    const report = await via(
      "node",
      (x) => {
        const b = parse(x);
        return b?.error?.code === -32000
          ? { ...x, body: JSON.stringify({ ...b, error: { ...b.error, code: -32603 } }) }
          : x;
      },
      "admin.",
    );
    caught(report, "admin.setLoggerLevel", "example: neither level", "jsonrpc-error-code");
    caught(report, "admin.alias", "alias: longer than maxLength (513 characters)", "jsonrpc-error-code");
  });

  it("node: HTTP 500 carrying JSON-RPC errors → jsonrpc-http-status", async () => {
    const report = await via("node", (x) => (parse(x)?.error ? { ...x, status: 500 } : x), "unknown method");
    expect(report.summary.ok).toBe(false);
    expect(failedChecks(report)).toContain("jsonrpc-http-status");
  });
});
