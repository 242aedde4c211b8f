// Teeth: deliberately broken servers (proxies that corrupt a correct server's answers) must each be caught by a named
// check.
import { describe, expect, it } from "vitest";
import { deriveSuite } from "./derive/index.js";
import { runContract, type ContractReport, type Suite } from "./index.js";
import { fixtureSpecs, fixtureSuite, useFixtureServers } from "./test-support/fixture-servers.js";
import { restFixture } from "./test-support/fixture-specs.js";
import { startMutant, startRestFixture, type Exchange } from "./test-support/servers.js";

const suite = fixtureSuite;
const specs = fixtureSpecs;
const servers = useFixtureServers();

type Forward = (x: { path: string; body: string }) => { path: string; body: string };
async function against(
  api: "metrics" | "node",
  mutate: (x: Exchange) => Exchange | "hang" | "garbage",
  extra: { timeoutMs?: number; maxPages?: number; grep?: string; forward?: Forward } = {},
): Promise<ContractReport> {
  const mutant = await startMutant(api === "metrics" ? servers.rest.url : servers.node.url, mutate, extra.forward);
  try {
    return await runContract({
      urls: { [api]: mutant.url },
      suite,
      specs,
      allowMutations: true,
      timeoutMs: extra.timeoutMs ?? 5000,
      ...extra,
    });
  } finally {
    await mutant.close();
  }
}

/** The named case failed, and one of its failures is the named check. */
function caught(report: ContractReport, target: string, caseName: string, check: string) {
  const r = report.results.find((x) => x.target === target && x.name.includes(caseName));
  expect(r, `case "${target} › ${caseName}" exists`).toBeDefined();
  expect(r?.status, `case "${target} › ${caseName}" fails`).toBe("fail");
  expect(r?.failures.map((f) => f.check)).toContain(check);
  expect(report.summary.ok).toBe(false);
  expect(report.text).toMatch(/FAIL metrics|FAIL node/);
}

const jsonBody = (x: Exchange) => {
  try {
    return JSON.parse(x.body);
  } catch {
    return undefined;
  }
};
/** The mutant hands out its own page tokens: forward requests without them. */
const dropPageToken: Forward = (x) => ({ ...x, path: x.path.replace(/([?&])pageToken=[^&]*&?/, "$1") });
/** The call is answered but never reaches the server (a state change that does not happen). */
const swallow =
  (method: string): Forward =>
  (x) =>
    x.body.includes(`"${method}"`) ? { ...x, body: x.body.replace(`"${method}"`, '"admin.getLoggerLevel"') } : x;
const withBody = (x: Exchange, body: unknown): Exchange => ({ ...x, body: JSON.stringify(body) });

describe("REST mutants", () => {
  it("a field of the wrong type → body-schema", async () => {
    const report = await against("metrics", (x) => {
      if (x.status !== 200 || !x.path.includes("/metrics/")) return x;
      const b = jsonBody(x);
      if (b.results?.[0]) b.results[0].value = "not a number";
      return withBody(x, b);
    });
    caught(report, "getSeries", "example: every parameter at its first example", "body-schema");
    expect(report.text).toMatch(/\/results\/0\/value must be number/);
  });

  it("a required field missing → body-schema", async () => {
    const report = await against("metrics", (x) => {
      if (x.status !== 200 || !x.path.includes("/blocks/")) return x;
      const b = jsonBody(x);
      delete b.blockHash;
      return withBody(x, b);
    });
    caught(report, "getBlock", "example: every parameter at its first example", "body-schema");
    expect(report.text).toMatch(/must have required property 'blockHash'/);
  });

  it("an undeclared status → status-declared", async () => {
    const report = await against("metrics", (x) =>
      x.path.startsWith("/v2/query") && x.status === 200 ? { ...x, status: 418 } : x,
    );
    caught(report, "runQuery", "example: every parameter at its first example", "status-declared");
  });

  it("an undeclared content type → content-type", async () => {
    const report = await against("metrics", (x) =>
      x.path.includes("/blocks/") ? { ...x, headers: { ...x.headers, "content-type": "text/html" } } : x,
    );
    caught(report, "getBlock", "example: every parameter at its first example", "content-type");
  });

  it("a nextPageToken that never ends (the same token) → pagination-end", async () => {
    const report = await against(
      "metrics",
      (x) => {
        if (x.status !== 200 || !x.path.includes("/metrics/")) return x;
        return withBody(x, { ...jsonBody(x), nextPageToken: "always-the-same" });
      },
      { forward: dropPageToken, grep: "flow" },
    );
    caught(report, "getSeries", "flow: pageToken followed to the end", "pagination-end");
  });

  it("a nextPageToken that never ends (fresh tokens, the same page) → pagination-repeat", async () => {
    let n = 0;
    const report = await against(
      "metrics",
      (x) => {
        if (x.status !== 200 || !x.path.includes("/metrics/") || !x.path.includes("/metrics/")) return x;
        const b = jsonBody(x);
        return withBody(x, { results: b.results, nextPageToken: `fresh-${n++}` });
      },
      { grep: "flow", forward: dropPageToken },
    );
    caught(report, "getSeries", "flow: pageToken followed to the end", "pagination-repeat");
  });

  it("an endless listing of fresh items → pagination-end after --max-pages", async () => {
    let n = 0;
    const report = await against(
      "metrics",
      (x) => {
        if (x.status !== 200 || !x.path.includes("/metrics/")) return x;
        n++;
        return withBody(x, { results: [{ timestamp: 1725148800 - n * 86400, value: n }], nextPageToken: `t${n}` });
      },
      { grep: "flow", maxPages: 20, forward: dropPageToken },
    );
    caught(report, "getSeries", "flow: pageToken followed to the end", "pagination-end");
  });

  it("oldest-first pages → pagination-order; items outside the window → pagination-window", async () => {
    const reversed = await against(
      "metrics",
      (x) => {
        if (x.status !== 200 || !x.path.includes("/metrics/")) return x;
        const b = jsonBody(x);
        return withBody(x, { ...b, results: [...b.results].reverse() });
      },
      { grep: "flow" },
    );
    caught(reversed, "getSeries", "flow: pageToken followed to the end", "pagination-order");
    const outside = await against(
      "metrics",
      (x) => {
        if (x.status !== 200 || !x.path.includes("/metrics/")) return x;
        const b = jsonBody(x);
        if (!x.path.includes("pageToken")) b.results[0].timestamp = 1900000000;
        return withBody(x, b);
      },
      { grep: "flow" },
    );
    caught(outside, "getSeries", "flow: pageToken followed to the end", "pagination-window");
  });

  it("a 200 for an invalid request → status-expected", async () => {
    const report = await against("metrics", (x) =>
      x.status === 400 && x.path.includes("/metrics/") ? withBody({ ...x, status: 200 }, { results: [] }) : x,
    );
    caught(report, "getSeries", "pageSize: just above maximum (11 > 10)", "status-expected");
    caught(report, "getSeries", "rule: day-only metric metric=avgTps with timeInterval=hour → 400", "status-expected");
    caught(report, "getSeries", "rule: pageToken unknown or expired", "status-expected");
  });

  it("a 200 for an unknown chain → status-expected on the named 404 rule", async () => {
    const report = await against("metrics", (x) =>
      x.status === 404 && x.path.includes("/blocks/")
        ? withBody({ ...x, status: 200 }, { blockNumber: "1", blockHash: "0x1", parentHash: "0x0", txCount: 0 })
        : x,
    );
    caught(report, "getBlock", "rule: unknown chainId (999999999) → 404", "status-expected");
  });

  it("OpenAPI links: the block by hash differs → link-same; a parentHash naming no block → link-target", async () => {
    const differs = await against(
      "metrics",
      (x) => {
        if (x.status !== 200 || !/\/blocks\/0x/.test(x.path)) return x;
        return withBody(x, { ...jsonBody(x), txCount: 99 });
      },
      { grep: "link:" },
    );
    caught(differs, "getBlock", "link: sameBlockByHash → getBlock", "link-same");
    const dangling = await against(
      "metrics",
      (x) => {
        if (x.status !== 200 || !x.path.includes("/blocks/")) return x;
        return withBody(x, { ...jsonBody(x), parentHash: `0x${"e".repeat(64)}` });
      },
      { grep: "link:" },
    );
    caught(dangling, "getBlock", "link: parentBlock → getBlock", "link-target");
  });

  it("a block whose parentHash is not the previous block's hash → link-parent-hash", async () => {
    const report = await against(
      "metrics",
      (x) => {
        if (x.status !== 200 || !x.path.includes("/blocks/")) return x;
        return withBody(x, { ...jsonBody(x), parentHash: `0x${"f".repeat(64)}` });
      },
      { grep: "flow" },
    );
    caught(report, "getBlock", "flow: blockId by number then by blockHash", "link-parent-hash");
  });
});

describe("more REST mutants", () => {
  it("a required response header missing → header-required", async () => {
    const report = await against(
      "metrics",
      (x) => {
        const headers = { ...x.headers };
        delete headers["x-query-id"];
        return { ...x, headers };
      },
      { grep: "runQuery" },
    );
    caught(report, "runQuery", "example: every parameter at its first example", "header-required");
  });

  it("a page over the page size → pagination-size; fewer items in smaller pages → pagination-consistency", async () => {
    const big = await against(
      "metrics",
      (x) => {
        const b = jsonBody(x);
        if (x.status !== 200 || !Array.isArray(b?.results) || !b.results.length) return x;
        return withBody(x, { ...b, results: [...b.results, { timestamp: 1, value: 1 }] });
      },
      { grep: "flow" },
    );
    caught(big, "getSeries", "flow: pageToken followed to the end", "pagination-size");
    const fewer = await against(
      "metrics",
      (x) => {
        const b = jsonBody(x);
        if (x.status !== 200 || !Array.isArray(b?.results) || x.path.includes("pageSize=10")) return x;
        return withBody(x, { ...b, results: b.results.slice(0, -1) });
      },
      { grep: "flow" },
    );
    caught(fewer, "getSeries", "flow: pageToken followed to the end", "pagination-consistency");
  });

  it("a link whose runtime expression names nothing in the answer → link-expression", async () => {
    const spec = structuredClone(restFixture) as any;
    spec.paths["/v1/chains/{chainId}/blocks/{blockId}"].get.responses["200"].links.parentBlock.parameters.blockId =
      "$response.body#/grandParentHash";
    const linked = deriveSuite({ metrics: spec });
    const report = await runContract({
      urls: { metrics: servers.rest.url },
      suite: linked,
      specs: { metrics: spec },
      timeoutMs: 5000,
      grep: "link: parentBlock",
    });
    caught(report, "getBlock", "link: parentBlock → getBlock", "link-expression");
  });

  it("a suite that names an operation the spec no longer has → suite-drift, and coverage fails", async () => {
    const shrunk = structuredClone(restFixture) as any;
    delete shrunk.paths["/v2/query"];
    const report = await runContract({
      urls: { metrics: servers.rest.url },
      suite,
      specs: { metrics: shrunk },
      timeoutMs: 5000,
      grep: "runQuery",
    });
    const r = report.results.find((x) => x.target === "runQuery" && x.status === "fail");
    expect(r?.failures.map((f) => f.check)).toContain("suite-drift");
    expect(report.coverage.missing.map((m) => m.id)).toContain("runQuery");
  });
});

describe("JSON-RPC mutants", () => {
  it("a batch with too few envelopes → jsonrpc-batch; an error with no message → jsonrpc-error-shape", async () => {
    const short = await against(
      "node",
      (x) => {
        const b = jsonBody(x);
        return Array.isArray(b) && b.length === 2 ? withBody(x, b.slice(0, 1)) : x;
      },
      { grep: "batch" },
    );
    const batch = short.results.find((r) => r.name === "batch of two calls → two answers");
    expect(batch?.failures.map((f) => f.check)).toContain("jsonrpc-batch");
    const shape = await against(
      "node",
      (x) => {
        const b = jsonBody(x);
        return b?.error ? withBody(x, { ...b, error: { code: b.error.code } }) : x;
      },
      { grep: "neither level" },
    );
    caught(shape, "admin.setLoggerLevel", "example: neither level", "jsonrpc-error-shape");
  });

  it("an unknown chain answered like a known one → http-status", async () => {
    const report = await against(
      "node",
      (x) =>
        x.status === 404
          ? withBody(
              { ...x, status: 200, headers: { "content-type": "application/json" } },
              { jsonrpc: "2.0", result: {}, id: 1 },
            )
          : x,
      { grep: "unknown chain" },
    );
    const r = report.results.find((x) => x.name.startsWith("rule: unknown chain") && x.endpoint?.includes("/rpc"));
    expect(r?.failures.map((f) => f.check)).toContain("http-status");
  });

  it("a wrong JSON-RPC error code → jsonrpc-error-code", async () => {
    const report = await against("node", (x) => {
      const b = jsonBody(x);
      if (b?.error?.code === -32000) b.error.code = -32603;
      return withBody(x, b);
    });
    caught(report, "admin.setLoggerLevel", "example: neither level → error -32000", "jsonrpc-error-code");
    caught(report, "admin.alias", "alias: longer than maxLength (513 characters)", "jsonrpc-error-code");
    caught(report, "admin.startCPUProfiler", "example: started twice", "jsonrpc-error-code");
    caught(report, "index.getContainerRange", "numToFetch: just above maximum (1025)", "jsonrpc-error-code");
  });

  it("a wrong error message → jsonrpc-error-message (patterns too)", async () => {
    const report = await against("node", (x) => {
      const b = jsonBody(x);
      if (b?.error) b.error.message = "something else";
      return withBody(x, b);
    });
    caught(report, "admin.setLoggerLevel", "example: neither level", "jsonrpc-error-message");
    caught(report, "index.getContainerRange", "example: past the end", "jsonrpc-error-message");
    caught(report, "index.getLastAccepted", "flow:", "jsonrpc-error-message");
  });

  it("HTTP 500 carrying a JSON-RPC error → jsonrpc-http-status", async () => {
    const report = await against("node", (x) => (jsonBody(x)?.error ? { ...x, status: 500 } : x));
    const r = report.results.find((x) => x.endpoint === "/ext/admin" && x.name.startsWith("unknown method"));
    expect(r?.failures.map((f) => f.check)).toContain("jsonrpc-http-status");
    caught(report, "admin.setLoggerLevel", "example: neither level", "jsonrpc-http-status");
  });

  it("a result where an error is due (a 200 for an invalid request) → jsonrpc-expected", async () => {
    const report = await against("node", (x) => {
      const b = jsonBody(x);
      return b?.error && b.id !== null ? withBody(x, { jsonrpc: "2.0", result: {}, id: b.id }) : x;
    });
    caught(report, "admin.setLoggerLevel", "example: neither level", "jsonrpc-expected");
    caught(report, "index.getContainerByID", "id: missing (required)", "jsonrpc-expected");
  });

  it("id not echoed, both result and error, wrong jsonrpc → jsonrpc-envelope", async () => {
    const wrongId = await against("node", (x) => {
      const b = jsonBody(x);
      return Array.isArray(b) ? x : withBody(x, { ...b, id: 424242 });
    });
    caught(wrongId, "index.getLastAccepted", "example: last", "jsonrpc-envelope");
    const both = await against("node", (x) => {
      const b = jsonBody(x);
      return b?.result !== undefined ? withBody(x, { ...b, error: { code: 1, message: "x" } }) : x;
    });
    caught(both, "index.getLastAccepted", "example: last", "jsonrpc-envelope");
    const version = await against("node", (x) =>
      withBody(x, Array.isArray(jsonBody(x)) ? jsonBody(x) : { ...jsonBody(x), jsonrpc: "1.0" }),
    );
    caught(version, "eth_feeConfig", "example: latest", "jsonrpc-envelope");
  });

  it("a result of the wrong shape → jsonrpc-result-schema; lookups that disagree → link-index", async () => {
    const report = await against("node", (x) => {
      const b = jsonBody(x);
      if (b?.result?.index !== undefined && b.result.bytes !== undefined) b.result.index = Number(b.result.index);
      return withBody(x, b);
    });
    caught(report, "index.getLastAccepted", "example: last", "jsonrpc-result-schema");
    const disagree = await against(
      "node",
      (x) => {
        const b = jsonBody(x);
        if (x.requestBody.includes("index.getIndex") && b?.result?.index) b.result.index = "3";
        return withBody(x, b);
      },
      { grep: "flow" },
    );
    caught(disagree, "index.getLastAccepted", "flow:", "link-index");
  });

  it("a logger level that does not stick → link-logger; an alias that does not route → link-alias", async () => {
    const logger = await against(
      "node",
      (x) =>
        x.requestBody.includes("admin.setLoggerLevel")
          ? withBody(x, { jsonrpc: "2.0", result: {}, id: JSON.parse(x.requestBody).id })
          : x,
      { grep: "flow", forward: swallow("admin.setLoggerLevel") },
    );
    caught(logger, "admin.setLoggerLevel", "flow:", "link-logger");
    const alias = await against(
      "node",
      (x) =>
        x.requestBody.includes('"admin.alias"')
          ? withBody(x, { jsonrpc: "2.0", result: {}, id: JSON.parse(x.requestBody).id })
          : x,
      { grep: "flow", forward: swallow("admin.alias") },
    );
    caught(alias, "admin.alias", "flow:", "link-alias");
  });
});

describe("servers that misbehave at the transport level", () => {
  it("a server that is down: failure lines, no crash", async () => {
    const down = await startRestFixture();
    const url = down.url;
    await down.close();
    const report = await runContract({ urls: { metrics: url }, suite, specs, timeoutMs: 2000 });
    expect(report.summary.ok).toBe(false);
    const ran = report.results.filter((r) => r.api === "metrics" && r.status !== "skip");
    expect(ran.length).toBeGreaterThan(20);
    expect(ran.every((r) => r.failures.some((f) => f.check === "transport"))).toBe(true);
    expect(report.text).toMatch(/\[transport\] request failed: ECONNREFUSED/);
  });

  it("a server that never answers: each request times out (--timeout-ms)", async () => {
    const report = await against("metrics", () => "hang", { timeoutMs: 150, grep: "example: every parameter" });
    expect(report.results.length).toBeGreaterThan(0);
    for (const r of report.results.filter((x) => x.status !== "skip"))
      expect(r.failures[0]?.message).toMatch(/no complete answer within 150 ms/);
  });

  it("a server that answers garbage: failure lines, no crash", async () => {
    const report = await against("node", () => "garbage", { grep: "example:" });
    expect(report.summary.ok).toBe(false);
    expect(report.results.filter((r) => r.status === "fail").length).toBeGreaterThan(5);
    expect(report.results.every((r) => r.status === "skip" || r.failures.some((f) => f.check === "transport"))).toBe(
      true,
    );
  });

  it("answers nested past any recursion: each case fails on the schema check, with a short message", async () => {
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    const expected = { metrics: "body-schema", node: "jsonrpc-result-schema" };
    for (const api of ["metrics", "node"] as const) {
      const body = api === "node" ? `{"jsonrpc":"2.0","id":1,"result":${deep}}` : deep;
      const report = await against(api, (x) => ({ ...x, body }), { grep: "example:" });
      expect(report.summary.ok).toBe(false);
      const ran = report.results.filter((r) => r.status !== "skip");
      expect(ran.length).toBeGreaterThan(3);
      expect(ran.every((r) => r.status === "fail")).toBe(true);
      const failures = ran.flatMap((r) => r.failures);
      // the checks themselves hold ("internal: the check itself failed: Maximum call stack size exceeded" before)
      expect(failures.filter((f) => f.check === "internal")).toEqual([]);
      expect(failures.map((f) => f.check)).toContain(expected[api]);
      for (const f of failures) expect(f.message.length).toBeLessThan(2048);
    }
  });

  it("a body that is not JSON → body-json", async () => {
    const report = await against("node", (x) => ({ ...x, body: "<html>oops</html>" }), { grep: "example: last" });
    caught(report, "index.getLastAccepted", "example: last", "body-json");
  });
});

describe("endpoints that are off by default", () => {
  const noAdmin = (x: Exchange): Exchange =>
    x.path.startsWith("/ext/admin")
      ? { ...x, status: 404, headers: { "content-type": "text/plain" }, body: "404 page not found\n" }
      : x;
  it("a node without the admin API fails the admin cases, unless --skip-disabled", async () => {
    const strict = await against("node", noAdmin);
    expect(strict.summary.ok).toBe(false);
    expect(
      strict.results.some(
        (r) => r.target === "admin.getLoggerLevel" && r.failures.some((f) => f.check === "jsonrpc-http-status"),
      ),
    ).toBe(true);
    const mutant = await startMutant(servers.node.url, noAdmin);
    try {
      const lenient = await runContract({
        urls: { node: mutant.url },
        suite,
        specs,
        allowMutations: true,
        skipDisabled: true,
        timeoutMs: 5000,
      });
      if (!lenient.summary.ok) console.log(lenient.text);
      expect(lenient.summary.ok).toBe(true);
      const row = lenient.coverage.rows.find((r) => r.id === "admin.getLoggerLevel");
      expect(row?.state).toBe("skipped");
      expect(row?.reason).toMatch(/does not serve \/ext\/admin .*--api-admin-enabled/);
      expect(lenient.coverage.rows.find((r) => r.id === "index.getIndex")?.state).toBe("covered");
    } finally {
      await mutant.close();
    }
  });
});

describe("our own faults", () => {
  it("a check that cannot run (a spec pattern that is no regular expression) fails its case, not the run", async () => {
    const broken = structuredClone(suite);
    const c = broken.rpc.find(
      (x) => x.method === "admin.setLoggerLevel" && x.name.startsWith("example: neither level"),
    );
    if (c && "error" in c.expect) c.expect = { error: [{ code: -32000, pattern: "(unclosed" }] };
    const report = await runContract({
      urls: { node: servers.node.url },
      suite: broken,
      specs,
      allowMutations: true,
      timeoutMs: 5000,
      grep: "neither level",
    });
    const r = report.results.find((x) => x.name.startsWith("example: neither level"));
    expect(r?.status).toBe("fail");
    expect(r?.failures[0]?.check).toBe("internal");
    expect(report.summary.ok).toBe(false);
  });
});

describe("coverage", () => {
  it("fails the suite when an operation or method in the specs has no case", async () => {
    const partial: Suite = {
      ...suite,
      rest: suite.rest.filter((c) => c.operationId !== "getBlock"),
      flows: suite.flows.filter((f) => !("operationId" in f) || f.operationId !== "getBlock"),
    };
    const report = await runContract({ urls: { metrics: servers.rest.url }, suite: partial, specs, timeoutMs: 5000 });
    expect(report.summary.failed).toBe(0);
    expect(report.coverage.missing.map((r) => r.id)).toEqual(["getBlock"]);
    expect(report.summary.ok).toBe(false);
    expect(report.text).toMatch(/MISSING metrics getBlock/);
    expect(report.junit).toMatch(/<failure type="coverage" message="getBlock not covered/);
  });

  it("fails when the spec has an operation the suite does not know (suite out of date)", async () => {
    const grown = structuredClone(restFixture) as any;
    grown.paths["/v9/new"] = { get: { operationId: "brandNew", responses: { "200": { description: "ok" } } } };
    const report = await runContract({
      urls: { metrics: servers.rest.url },
      suite,
      specs: { metrics: grown },
      timeoutMs: 5000,
    });
    expect(report.coverage.missing.map((r) => `${r.id}: ${r.reason}`)).toContain(
      "brandNew: in the spec but not in the generated suite: regenerate the suite",
    );
  });

  it("skips state-changing methods without --allow-mutations, and says so", async () => {
    const report = await runContract({ urls: { node: servers.node.url }, suite, specs, timeoutMs: 5000 });
    expect(report.summary.failed).toBe(0);
    const alias = report.coverage.rows.find((r) => r.id === "admin.alias");
    expect(alias?.state).toBe("skipped");
    expect(alias?.reason).toMatch(/--allow-mutations/);
    expect(report.results.some((r) => r.target === "admin.setLoggerLevel" && r.status !== "skip")).toBe(false);
  });
});
