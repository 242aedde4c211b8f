// Contract suite throughput: the generated REST cases sent and fully checked (status, content type, ajv body
// validation, report), beside the very same requests sent unchecked, against the same in-process mocks, same run.
// Then the generative run (--fuzz) beside the fixed run, all three APIs, the mocks in their own threads (as
// `pnpm mock` runs them): requests per second each, and where the fuzz run's wall time went.

export const title =
  "contract suite: checked cases per second vs the same requests unchecked (REST mocks in process); " +
  "--fuzz requests per second vs the fixed run's (all three mocks in threads)";

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
  const { startMocks } = await import("@avaspec/mocks");
  const mocks = await startMocks({ ports: { metrics: 0, data: 0, node: 0 }, logLevel: "silent" });
  const urls = { metrics: mocks.metrics.url, data: mocks.data.url, node: mocks.node.url };
  try {
    const fixedRun = () => runContract({ urls, allowMutations: true, preferStatuses: true });
    // warm-up (JIT, ajv compilation, the mocks' first requests); state-changing calls start from a reset each time
    await fixedRun();
    await mocks.reset();
    const fixed = await counted(fixedRun);
    await mocks.reset();
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
    await mocks.close();
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
