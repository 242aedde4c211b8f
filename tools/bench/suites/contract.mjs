// Contract suite throughput: the generated REST cases sent and fully checked (status, content type, ajv body
// validation, report), beside the very same requests sent unchecked, against the same in-process mocks, same run.
// Then the generative run (--fuzz) beside the fixed run, all three APIs, against `avaspec-mock` in its own process
// (as a user runs the two: `pnpm mock` in one terminal, `avaspec-contract --fuzz` in another): requests per second
// each, and where the fuzz run's wall time went.

import { join } from "node:path";
import { ROOT } from "../lib/paths.mjs";
import { freePort, spawnProcess, stop, waitFor } from "../lib/processes.mjs";

const CLI = join(ROOT, "packages/mocks/dist/cli.js");

export const title =
  "contract suite: checked cases per second vs the same requests unchecked (REST mocks in process); " +
  "--fuzz requests per second vs the fixed run's (avaspec-mock in its own process)";

export async function run() {
  return [...(await fixedCases()), ...(await fuzzBesideFixed())];
}

/**
 * Counts the requests a run sends (the suite sends through the global fetch).
 * @template T @param {() => Promise<T>} fn @returns {Promise<{ value: T, requests: number, seconds: number }>}
 */
async function counted(fn) {
  const original = globalThis.fetch;
  let requests = 0;
  /** @type {typeof fetch} */
  const countingFetch = (input, init) => {
    requests++;
    return original(input, init);
  };
  globalThis.fetch = countingFetch;
  const t = performance.now();
  try {
    const value = await fn();
    return { value, requests, seconds: (performance.now() - t) / 1000 };
  } finally {
    globalThis.fetch = original;
  }
}

async function fuzzBesideFixed() {
  const { runContract, fuzzContract } = await import("@avaspec/contract");
  const { createControlClient } = await import("@avaspec/mocks");
  const ports = { metrics: await freePort(), data: await freePort(), node: await freePort() };
  const args = [CLI, "--log-level", "error"];
  for (const [api, port] of Object.entries(ports)) args.push(`--${api}-port`, String(port));
  const mocks = spawnProcess(process.execPath, args, 4000);
  const at = (/** @type {number} */ port) => `http://127.0.0.1:${port}`;
  const urls = { metrics: at(ports.metrics), data: at(ports.data), node: at(ports.node) };
  // one reset (?all=true) puts all three back to their start state
  const reset = () => createControlClient(urls.node).reset({ all: true });
  try {
    for (const url of Object.values(urls)) await waitFor(`${url}/__avaspec/ready`, {}, mocks, (s) => s === 200);
    const fixedRun = () => runContract({ urls, allowMutations: true, preferStatuses: true });
    // warm-up (JIT, ajv compilation, the mocks' first requests); state-changing calls start from a reset each time
    await fixedRun();
    await reset();
    const fixed = await counted(fixedRun);
    await reset();
    const fuzz = await counted(() => fuzzContract({ urls, seed: 20240901, allowMutations: true }));
    const stats = fuzz.value.stats;
    const fixedRate = fixed.requests / fixed.seconds;
    const fuzzRate = stats.requests / (stats.wallMs / 1000);
    const share = (ms) => `${Math.round((100 * ms) / stats.wallMs)}%`;
    if (!fixed.value.summary.ok || !fuzz.value.summary.ok)
      throw new Error(`the runs must pass against the mocks:\n${fixed.value.text}\n${fuzz.value.text}`);
    return [
      {
        what: `fixed run (${fixed.value.results.length} cases and flows), all three APIs`,
        requests: fixed.requests,
        "req/s": Math.round(fixedRate),
        ratio: 1,
      },
      {
        what: `--fuzz (defaults: ${stats.targets.length} operations and methods × 100 runs), all three APIs`,
        requests: stats.requests,
        "req/s": Math.round(fuzzRate),
        ratio: Number((fuzzRate / fixedRate).toFixed(2)),
        "wall s": Number((stats.wallMs / 1000).toFixed(1)),
        generation: share(stats.generationMs),
        checks: share(stats.checkMs),
        "HTTP (waiting on the servers)": share(stats.exchangeMs),
      },
    ];
  } finally {
    await stop(mocks);
  }
}

async function fixedCases() {
  const { runContract, suite, loadSpecs } = await import("@avaspec/contract");
  const specs = loadSpecs();
  const { startMetricsMock, startDataMock } = await import("@avaspec/mocks");
  const cases = suite.rest.filter((c) => c.api === "metrics" || c.api === "data");
  if (!cases.length)
    throw new Error(
      "the generated suite has no REST cases: build @avaspec/specs and run pnpm --filter @avaspec/contract generate",
    );
  const metrics = await startMetricsMock({ port: 0, logLevel: "silent" });
  const data = await startDataMock({ port: 0, logLevel: "silent" });
  const urls = { metrics: metrics.url, data: data.url };
  try {
    const concurrency = 8;
    const rounds = 3;
    const restOnly = { ...suite, rpc: [], flows: [] };
    // warm-up (JIT, ajv compilation, Prism's first requests)
    await runContract({ urls, suite: restOnly, specs, concurrency, preferStatuses: true });
    let t = performance.now();
    for (let i = 0; i < rounds; i++)
      await runContract({ urls, suite: restOnly, specs, concurrency, preferStatuses: true });
    const checked = (performance.now() - t) / 1000;
    t = performance.now();
    for (let i = 0; i < rounds; i++) {
      let next = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          for (let c = cases[next++]; c; c = cases[next++]) {
            const q = c.request.query ? `?${new URLSearchParams(c.request.query)}` : "";
            const res = await fetch(`${urls[c.api]}${c.request.path}${q}`, {
              method: c.request.method,
              headers: c.request.headers,
              body: c.request.body,
            });
            await res.text();
          }
        }),
      );
    }
    const raw = (performance.now() - t) / 1000;
    const n = cases.length * rounds;
    return [
      { what: "requests only (baseline)", requests: n, "req/s": Math.round(n / raw), ratio: 1 },
      {
        what: "contract cases, every answer checked",
        requests: n,
        "req/s": Math.round(n / checked),
        ratio: Number((raw / checked).toFixed(2)),
      },
    ];
  } finally {
    await metrics.close();
    await data.close();
  }
}
