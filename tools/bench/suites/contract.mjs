// Contract suite throughput: the generated REST cases sent and fully checked (status, content type, ajv body
// validation, report), beside the very same requests sent unchecked, against the same in-process mocks, same run.

export const title = "contract suite: checked cases per second vs the same requests unchecked (REST mocks in process)";

export async function run() {
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
