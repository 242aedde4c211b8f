// Soak (opt-in: `pnpm bench soak`): avaspec-mock under mixed valid and hostile traffic on all three APIs for
// SOAK_SECONDS (default 60), with RSS before, at the end and 30 s later, beside a bare node:http JSON server given the
// same traffic in the same run. Also the node mock's readiness p99 at idle and during the flood (isolation), and
// the count of 5xx answers (must be 0).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { freePort, spawnProcess, stop } from "../lib/processes.mjs";
import { ROOT } from "../lib/paths.mjs";

export const title = "soak: RSS before/after/30 s later and 5xx under mixed hostile traffic (opt-in: pnpm bench soak)";
/** run only when named on the command line: it takes over 90 s */
export const optIn = true;

const CLI = join(ROOT, "packages/mocks/dist/cli.js");
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const SETTLE_SECONDS = 30;
const CONNECTIONS = 4;

/** RSS of a process and its threads (worker threads share the process), MB. */
function rssMb(pid) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function waitReady(url, child, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`exited before ready: ${child.output.slice(-500)}`);
    try {
      const r = await fetch(url);
      await r.arrayBuffer();
      if (r.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} not ready: ${child.output.slice(-500)}`);
}

const json = (path, body) => ({
  method: "POST",
  path,
  headers: { "content-type": "application/json" },
  body: typeof body === "string" ? body : JSON.stringify(body),
});
const sub = (i, chain = "43114") => ({
  id: `q${i}`,
  type: "AllTimeNativeBalance",
  params: {
    firstDate: "2024-01-01",
    lastDate: "2024-08-31",
    minBalance: `${i + 1}000000000000000000`,
    evmChainId: chain,
  },
});

/** Mixed traffic per API: ordinary calls and the hostile shapes of issue 13 (at and over every limit). */
function traffic() {
  const composite = "/v2/lookingGlass/compositeQuery";
  const metrics = [
    { method: "GET", path: "/v2/chains/43114/metrics/activeAddresses?timeInterval=day&pageSize=10" },
    { method: "GET", path: "/v2/chains/total/metrics/txCount?timeInterval=hour&pageSize=2160" },
    { method: "GET", path: "/v2/chains/43114/metrics/txCount?pageSize=" },
    { method: "GET", path: "/v2/chains/%ff/metrics/txCount" },
    json(composite, { queries: Array.from({ length: 100 }, (_, i) => sub(i)), operator: "OR" }),
    json(composite, { queries: Array.from({ length: 6400 }, (_, i) => sub(i)), operator: "AND" }),
    json(composite, { queries: Array.from({ length: 40_000 }, (_, i) => i), operator: "OR" }),
    json(
      composite,
      `{"queries":[{"id":"a","type":"T","params":${"[".repeat(5000)}${"]".repeat(5000)}}],"operator":"OR"}`,
    ),
  ];
  const data = [
    { method: "GET", path: "/v1/chains/43114/blocks/49889407" },
    { method: "GET", path: "/v1/chains?network=" },
    { method: "GET", path: `/v1/chains/43114/blocks/${"9".repeat(8000)}` },
    { method: "GET", path: "/v1/address/%C3%28/chains" },
  ];
  let n = 0;
  const node = [
    json("/ext/bc/C/rpc", { jsonrpc: "2.0", id: 1, method: "eth_feeConfig", params: [] }),
    json(
      "/ext/bc/C/rpc",
      Array.from({ length: 1000 }, (_, i) => ({ jsonrpc: "2.0", id: i, method: "eth_getChainConfig", params: [] })),
    ),
    json(
      "/ext/bc/C/rpc",
      Array.from({ length: 5000 }, (_, i) => ({ jsonrpc: "2.0", id: i, method: "eth_feeConfig", params: [] })),
    ),
    {
      // distinct aliases until the state cap refuses them: state must stay bounded
      ...json("/ext/admin", {}),
      setupRequest: (req) => ({
        ...req,
        body: JSON.stringify({
          jsonrpc: "2.0",
          id: 1,
          method: "admin.alias",
          params: { endpoint: `e${n >> 5}`, alias: `a${n++}` },
        }),
      }),
    },
    json(
      "/ext/admin",
      `{"jsonrpc":"2.0","id":1,"method":"admin.lockProfile","params":${"[".repeat(9999)}${"]".repeat(9999)}}`,
    ),
  ];
  return { metrics, data, node };
}

/** Sequential GETs of a readiness path from a separate process (the flood's client would skew it): p99 in ms. */
async function readinessP99(url, seconds) {
  const script = `
    const times = [];
    const until = Date.now() + ${seconds * 1000};
    (async () => {
      while (Date.now() < until) {
        const t0 = performance.now();
        const r = await fetch(${JSON.stringify(url)});
        await r.arrayBuffer();
        times.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 20));
      }
      times.sort((a, b) => a - b);
      process.stdout.write(String(times[Math.floor(times.length * 0.99)] ?? 0));
    })();`;
  const child = spawnProcess(process.execPath, ["-e", script]);
  await child.exited;
  return Number(child.output);
}

async function flood(urls, requestsByApi, seconds) {
  const runs = Object.entries(urls).map(([api, url]) =>
    autocannon({ url, connections: CONNECTIONS, duration: seconds, requests: requestsByApi[api], timeout: 30 }),
  );
  const results = await Promise.all(runs);
  return results.reduce(
    (acc, r) => ({
      requests: acc.requests + r.requests.total,
      five: acc.five + (r["5xx"] ?? 0),
      errors: acc.errors + r.errors + r.timeouts,
    }),
    { requests: 0, five: 0, errors: 0 },
  );
}

const BARE = `
const http = require("node:http");
http.createServer((req, res) => {
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => {
    try { JSON.parse(Buffer.concat(chunks).toString()); } catch {}
    const body = '{"ok":true}';
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
    res.end(body);
  });
}).listen(Number(process.argv[1]), "127.0.0.1");
`;

export async function run() {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run pnpm build first`);
  const ports = { metrics: await freePort(), data: await freePort(), node: await freePort() };
  const mock = spawnProcess(
    process.execPath,
    [CLI, "--metrics-port", ports.metrics, "--data-port", ports.data, "--node-port", ports.node].map(String),
  );
  const barePort = await freePort();
  const bare = spawnProcess(process.execPath, ["-e", BARE, String(barePort)]);
  try {
    const urls = Object.fromEntries(Object.entries(ports).map(([api, port]) => [api, `http://127.0.0.1:${port}`]));
    for (const url of Object.values(urls)) await waitReady(`${url}/__avaspec/ready`, mock);
    await waitReady(`http://127.0.0.1:${barePort}/`, bare);
    const requests = traffic();
    // warm-up (JIT, lazy loading), then the figures
    await flood(urls, requests, 3);
    await new Promise((r) => setTimeout(r, 2000));
    const before = rssMb(mock.pid);
    const bareBefore = rssMb(bare.pid);
    const readyUrl = `${urls.node}/__avaspec/ready`;
    const idleP99 = await readinessP99(readyUrl, 3);
    const bareUrls = {
      metrics: `http://127.0.0.1:${barePort}`,
      data: `http://127.0.0.1:${barePort}`,
      node: `http://127.0.0.1:${barePort}`,
    };
    const [load, floodedP99] = await Promise.all([
      flood({ metrics: urls.metrics, data: urls.data }, requests, SOAK_SECONDS),
      readinessP99(readyUrl, SOAK_SECONDS - 1),
    ]);
    const nodeLoad = await flood({ node: urls.node }, requests, Math.min(15, SOAK_SECONDS));
    const after = rssMb(mock.pid);
    await flood(bareUrls, requests, Math.min(15, SOAK_SECONDS));
    const bareAfter = rssMb(bare.pid);
    await new Promise((r) => setTimeout(r, SETTLE_SECONDS * 1000));
    const later = rssMb(mock.pid);
    const five = load.five + nodeLoad.five;
    return [
      {
        what: "requests sent (REST soak + node flood)",
        value: load.requests + nodeLoad.requests,
        baseline: "",
        ok: true,
      },
      { what: "5xx answers", value: five, baseline: "", ok: five === 0 },
      { what: "RSS before (MB)", value: before, baseline: bareBefore, ok: true },
      { what: "RSS after (MB)", value: after, baseline: bareAfter, ok: after - before < 300 },
      { what: `RSS ${SETTLE_SECONDS} s later (MB)`, value: later, baseline: "", ok: later <= after + 16 },
      {
        what: "node readiness p99 while metrics+data are flooded (ms)",
        value: Number(floodedP99.toFixed(1)),
        baseline: Number(idleP99.toFixed(1)),
        ok: floodedP99 <= Math.max(2 * idleP99, idleP99 + 5),
      },
    ];
  } finally {
    await stop(mock);
    await stop(bare);
  }
}
