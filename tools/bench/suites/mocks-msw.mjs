// The mocks in process: requests per second through createMockFetch (no socket) beside the node:http server (the
// CLI, a thread per API) for the same calls in the same run, and the size of the MSW handlers for all three APIs
// bundled for a browser as an application bundles it (esbuild --minify --splitting, gzip -9): what a page loads at
// start is held to a budget.
import { join } from "node:path";
import { CONNECTIONS, cannon, DURATION, ratio } from "../lib/load.mjs";
import { freePort, spawnProcess, stop, waitFor } from "../lib/processes.mjs";
import { BUDGET_GZIP_KB, bundleKb, checkBudget, handlersBundleKb } from "../lib/msw-bundle.mjs";
import { ROOT } from "../lib/paths.mjs";

export const title =
  "Mocks in process: createMockFetch req/s beside the node:http server; MSW handlers' browser bundle";

const CLI = join(ROOT, "packages/mocks/dist/cli.js");

const RPC = { method: "POST", headers: { "content-type": "application/json" } };
const CALLS = [
  {
    api: "metrics",
    what: "metrics series",
    path: "/v2/chains/43114/metrics/activeAddresses?timeInterval=day&pageSize=10",
  },
  { api: "data", what: "data block", path: "/v1/chains/43114/blocks/49889407" },
  {
    api: "node",
    what: "node eth_feeConfig",
    path: "/ext/bc/C/rpc",
    init: { ...RPC, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_feeConfig", params: [] }) },
  },
];

/** Requests per second through `doFetch`, CONNECTIONS at a time, for DURATION seconds; CPU µs per request. */
async function inProcessRate(doFetch, url, init) {
  const cpu0 = process.cpuUsage();
  const end = performance.now() + DURATION * 1000;
  let done = 0;
  const worker = async () => {
    while (performance.now() < end) {
      const response = await doFetch(url, init);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
      done++;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const cpu = process.cpuUsage(cpu0);
  return { rps: done / DURATION, cpuPerRequest: (cpu.user + cpu.system) / done };
}

async function throughputRows() {
  const { createMockFetch } = await import("@avaspec/mocks/fetch");
  const mockFetch = await createMockFetch({ journalSize: 0 });
  const ports = { metrics: await freePort(), data: await freePort(), node: await freePort() };
  const child = spawnProcess(process.execPath, [
    CLI,
    ...["--metrics-port", String(ports.metrics), "--data-port", String(ports.data), "--node-port", String(ports.node)],
    ...["--journal-size", "0"],
  ]);
  const rows = [];
  try {
    for (const call of CALLS) {
      const serverUrl = `http://127.0.0.1:${ports[call.api]}${call.path}`;
      await waitFor(serverUrl, call.init ?? {}, child);
      // alternating rounds, best of two each, so load from elsewhere hits both alike
      let inProcess = { rps: 0, cpuPerRequest: Number.POSITIVE_INFINITY };
      let server = { rps: 0, cpuPerRequest: Number.POSITIVE_INFINITY };
      for (let round = 0; round < 2; round++) {
        const a = await inProcessRate(mockFetch, `${mockFetch.baseUrls[call.api]}${call.path}`, call.init);
        const b = await cannon({ pid: /** @type {number} */ (child.pid), url: serverUrl, ...(call.init ?? {}) });
        inProcess = {
          rps: Math.max(inProcess.rps, a.rps),
          cpuPerRequest: Math.min(inProcess.cpuPerRequest, a.cpuPerRequest),
        };
        server = { rps: Math.max(server.rps, b.rps), cpuPerRequest: Math.min(server.cpuPerRequest, b.cpuPerRequest) };
      }
      rows.push({
        what: call.what,
        "createMockFetch req/s": Math.round(inProcess.rps),
        "node:http server req/s": Math.round(server.rps),
        "ratio (≥ 1 wanted)": ratio(inProcess.rps, server.rps),
        "CPU µs/req in process": Math.round(inProcess.cpuPerRequest),
        "CPU µs/req server": Math.round(server.cpuPerRequest),
      });
    }
  } finally {
    await stop(child);
  }
  return rows;
}

async function sizeRows() {
  const handlers = await handlersBundleKb();
  const withMsw = await bundleKb(
    'export { createHandlers } from "@avaspec/mocks/msw"; export { setupWorker } from "msw/browser";',
    [],
  );
  const mswAlone = await bundleKb(
    'export { setupWorker } from "msw/browser"; export { http, HttpResponse } from "msw";',
    [],
  );
  /** @param {string} what @param {{ min: number, gzip: number }} s @param {number | ""} [budget] */
  const row = (what, s, budget = "") => ({
    what,
    "min KB": s.min.toFixed(1),
    "min+gzip KB": s.gzip.toFixed(1),
    "budget KB": budget,
    within: budget === "" ? "" : s.gzip <= budget ? "yes" : "NO",
  });
  checkBudget(handlers.start.gzip);
  return [
    row("createHandlers, all three APIs (msw external): loaded at start", handlers.start, BUDGET_GZIP_KB),
    row("createHandlers: loaded on first need (YAML, Prism's path)", handlers.later),
    row("createHandlers: the whole, unsplit", handlers.whole),
    row("createHandlers + msw/browser's setupWorker, at start", withMsw.start),
    row("msw alone (baseline: what the page has without us)", mswAlone.whole),
  ];
}

export async function run() {
  const sizes = await sizeRows();
  console.table(sizes);
  return throughputRows();
}
