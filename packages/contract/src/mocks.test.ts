// The whole generated suite against our mocks (@avaspec/mocks, started in-process on port 0): it must pass, and cover
// every operation and method. Then a few mutants in front of the same mocks must be caught.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDataMock, startMetricsMock, startNodeMock } from "@avaspec/mocks";
import { loadSpec } from "@avaspec/specs";
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

/** Why an API's assembled document does not load (loadSpecs leaves it out silently). */
function loadError(api: ApiName): string {
  try {
    loadSpec(api, { dereferenced: true });
    return "loads now (it did not when the suite started)";
  } catch (e) {
    return (e as Error).message;
  }
}

const urls = () =>
  Object.fromEntries(Object.entries(started).map(([k, v]) => [k, v?.url])) as Partial<Record<ApiName, string>>;

describe("the generated suite against our mocks", () => {
  it("all three specs are assembled and all three mocks start", () => {
    // the reasons on the assertion's own line: a runner's summary (task-run, check:spec's walk) shows only that line
    const notLoaded = (["data", "metrics", "node"] as const)
      .filter((api) => !specs[api])
      .map((api) => `${api}: ${loadError(api)}`);
    expect(notLoaded, `specs not loaded: ${notLoaded.join("; ")}`).toEqual([]);
    expect(startErrors, `mocks that did not start: ${JSON.stringify(startErrors)}`).toEqual({});
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

  // What answers mean, beyond their shape: each rule of src/values.ts fed an answer it must reject.
  const caughtIn = (report: ContractReport, api: ApiName, target: string, caseName: string, check: string) => {
    const r = report.results.find((x) => x.api === api && x.target === target && x.name.includes(caseName));
    expect(
      r?.failures.map((f) => f.check),
      `${api} ${target} › ${caseName}`,
    ).toContain(check);
  };
  const rewrite = (x: Exchange, edit: (b: any) => boolean): Exchange => {
    const b = parse(x);
    return x.status < 300 && b && edit(b) ? { ...x, body: JSON.stringify(b) } : x;
  };

  it("metrics: timestamps off the hour or the day → series-alignment", async () => {
    const report = await via(
      "metrics",
      (x) =>
        rewrite(x, (b) => {
          if (!Array.isArray(b.results)) return false;
          for (const r of b.results) r.timestamp += 1;
          return true;
        }),
      "flow:",
    );
    caught(report, "getChainMetrics", "flow: pageToken followed to the end", "series-alignment");
    caught(report, "getAvgTpsLegacy", "flow: series newest first", "series-alignment");
  });

  it("metrics: a longer rolling window holding less than a shorter one → window-nesting", async () => {
    const report = await via(
      "metrics",
      (x) =>
        rewrite(x, (b) => {
          if (typeof b.result?.lastHour !== "number") return false;
          b.result.lastHour = b.result.lastDay + 1;
          return true;
        }),
      "window",
    );
    caught(report, "getRollingWindowMetrics", "rule: metric txCount → every window", "window-nesting");
    caught(report, "getRollingWindowMetrics", "rule: short-window metric activeSenders", "window-nesting");
  });

  it("metrics and data: items that ignore the network or feature filter → filter-honoured", async () => {
    const metrics = await via(
      "metrics",
      (x) =>
        rewrite(x, (b) => {
          if (!Array.isArray(b.chains) || !b.chains.length) return false;
          b.chains[0].network = x.path.includes("network=mainnet") ? "testnet" : "mainnet";
          return true;
        }),
      "listChains",
    );
    caughtIn(metrics, "metrics", "listChains", "derived: network=fuji (enum value)", "filter-honoured");
    const data = await via(
      "data",
      (x) =>
        rewrite(x, (b) => {
          if (!Array.isArray(b.chains) || !b.chains.length) return false;
          if (x.path.includes("feature=webhooks")) b.chains[0].enabledFeatures = [];
          else b.chains[0].isTestnet = !b.chains[0].isTestnet;
          return true;
        }),
      "listChains",
    );
    caughtIn(data, "data", "listChains", "derived: feature=webhooks (enum value)", "filter-honoured");
    caughtIn(data, "data", "listChains", "derived: network=testnet (enum value)", "filter-honoured");
  });

  it("metrics: an error body naming another status → error-body", async () => {
    const report = await via(
      "metrics",
      (x) => {
        const b = parse(x);
        if (x.status !== 400 || !b) return x;
        return { ...x, body: JSON.stringify({ ...b, statusCode: 500, error: "Internal Server Error" }) };
      },
      "pageSize: just above maximum",
    );
    caught(report, "getChainMetrics", "pageSize: just above maximum (2161 > 2160) → 400", "error-body");
  });

  it("node: bytes without checksum, IDs not CB58 or of other bytes → hex-checksum, cb58, container-id", async () => {
    const container = (edit: (c: any) => void) => (x: Exchange) =>
      rewrite(x, (b) => {
        if (typeof b.result?.bytes !== "string" || typeof b.result?.id !== "string") return false;
        edit(b.result);
        return true;
      });
    const bytes = await via(
      "node",
      container((c) => {
        c.bytes = `${c.bytes.slice(0, -2)}${c.bytes.endsWith("00") ? "01" : "00"}`;
      }),
      "flow:",
    );
    caught(bytes, "index.getLastAccepted", "flow:", "hex-checksum");
    const notCb58 = await via(
      "node",
      container((c) => {
        c.id = `${c.id.slice(0, -1)}${c.id.endsWith("2") ? "3" : "2"}`;
      }),
      "flow:",
    );
    caught(notCb58, "index.getLastAccepted", "flow:", "cb58");
    const other = await via(
      "node",
      container((c) => {
        c.id = "2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM";
      }),
      "flow:",
    );
    caught(other, "index.getLastAccepted", "flow:", "container-id");
  });
});
