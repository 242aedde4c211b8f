// The mocks in process: requests per second through createMockFetch (no socket) beside the node:http server (the
// CLI, a thread per API) for the same calls in the same run, and the size of the MSW handlers for all three APIs
// bundled for a browser as an application bundles it (esbuild --minify --splitting, gzip -9): what a page loads at
// start is held to a budget.
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { CONNECTIONS, cannon, DURATION, ratio } from "../lib/load.mjs";
import { freePort, spawnProcess, stop, waitFor } from "../lib/processes.mjs";
import { MOCKS_PACKAGE, ROOT } from "../lib/paths.mjs";

export const title =
  "Mocks in process: createMockFetch req/s beside the node:http server; MSW handlers' browser bundle";

const CLI = join(ROOT, "packages/mocks/dist/cli.js");
/**
 * The budget of what a page loads at start for the handlers of all three APIs, min+gzip, MSW excluded (the
 * application has it already), bundled as an application's bundler does (ES modules, a dynamic import split into a
 * chunk of its own). What it pays for: the three documents (the node's dereferenced, bundled with each repeated
 * subtree once: ≈ 27 KB rather than ≈ 37 KB), the request validators generated ahead of time (≈ 35 KB), the engines,
 * the chain worlds, rules and control plane. YAML (≈ 31 KB) is a chunk loaded on first need: a YAML control body or
 * file. Measured on 2026-11-24: 147.1 KB at start (156.7 KB with the node's document bundled as it is read in Node;
 * the whole, unsplit: 179.2 KB). The issue aimed at 150 KB; 155 KB left room for one more method group, not for a
 * new dependency. Raised to 165 KB on 2026-11-27 (162.3 KB measured) by verification with near misses, composing
 * latency, the spec model's readers and the local network's browser refusal; restored to 155 KB the same day by
 * bundling the documents without their prose and generating the validators from schemas without their descriptions
 * (148.9 KB measured, 13.5 KB less). Raised to 160 KB the same day (158.3 KB measured): the default mode's 12 new
 * standard methods (filters, eth_createAccessList, eth_fillTransaction, eth_sign*, eth_getProof, eth_coinbase), the
 * node control plane's chain routes and the local network's Data and Metrics views, merged together: +8.1 KB; local
 * mode in a page (its chain a chunk of its own, loaded only then): +1.3 KB at start.
 */
const BUDGET_GZIP_KB = 160;

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

/**
 * `entry` bundled for a browser (minified, ES modules, dynamic imports split off): what a page loads at start (the
 * entry and the chunks it imports statically), what it loads on first need (the rest), and the whole unsplit.
 * @param {string} entry @param {string[]} external
 */
async function bundleKb(entry, external) {
  const options = {
    stdin: { contents: entry, resolveDir: MOCKS_PACKAGE },
    absWorkingDir: MOCKS_PACKAGE,
    bundle: true,
    minify: true,
    format: /** @type {const} */ ("esm"),
    platform: /** @type {const} */ ("browser"),
    write: false,
    logLevel: /** @type {const} */ ("silent"),
    external,
  };
  const split = await build({
    ...options,
    splitting: true,
    outdir: join(tmpdir(), "avaspec-msw-bundle"),
    metafile: true,
  });
  const whole = await build(options);
  const sizes = (/** @type {Uint8Array[]} */ files) => ({
    min: files.reduce((n, f) => n + f.length, 0) / 1024,
    gzip: files.reduce((n, f) => n + gzipSync(f, { level: 9 }).length, 0) / 1024,
  });
  const byPath = new Map((split.outputFiles ?? []).map((f) => [f.path, f.contents]));
  const outputs = split.metafile?.outputs ?? {};
  const absolute = (/** @type {string} */ p) => resolve(MOCKS_PACKAGE, p);
  const entryPath = Object.keys(outputs).find((p) => outputs[p]?.entryPoint === "<stdin>");
  if (!entryPath) throw new Error("esbuild wrote no entry chunk");
  // the entry and what it imports statically, transitively
  const atStart = new Set([entryPath]);
  for (const p of atStart)
    for (const i of outputs[p]?.imports ?? []) if (i.kind === "import-statement" && !i.external) atStart.add(i.path);
  const files = (/** @type {(p: string) => boolean} */ keep) =>
    Object.keys(outputs)
      .filter(keep)
      .map((p) => {
        const contents = byPath.get(absolute(p));
        if (!contents) throw new Error(`esbuild's metafile names ${p}, which it did not write`);
        return contents;
      });
  const output = whole.outputFiles?.[0];
  if (!output) throw new Error("esbuild wrote no bundle");
  return {
    start: sizes(files((p) => atStart.has(p))),
    later: sizes(files((p) => !atStart.has(p))),
    whole: sizes([output.contents]),
  };
}

async function sizeRows() {
  const handlers = await bundleKb('export { createHandlers } from "@avaspec/mocks/msw";', ["msw"]);
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
  if (handlers.start.gzip > BUDGET_GZIP_KB)
    throw new Error(
      `the MSW handlers load ${handlers.start.gzip.toFixed(1)} KB min+gzip at start, ` +
        `over the ${BUDGET_GZIP_KB} KB budget`,
    );
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
