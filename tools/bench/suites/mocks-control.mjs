// Mocks' control plane (faults, scenarios, journal, latency, rate limit): what it costs when nothing is set.
// Each variant runs in its own process (the built @avaspec/mocks), subject and baseline alternate in rounds:
//  - control on, no rule, journal off   vs the plain mock (control: false)   target ≥ 0.95×
//  - control on, no rule, journal 1000  vs the plain mock                    target ≥ 0.8×
//  - RSS of a mock with a full journal after 100,000 requests, beside the plain mock after the same requests.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { MOCKS_DIST, ROOT } from "../lib/paths.mjs";

export const title = "mocks control plane: throughput with no rule and with the journal, memory of a full journal";

const DURATION = 2;
const ROUNDS = 5;
const CONNECTIONS = 10;
const REQUESTS_FOR_MEMORY = 100_000;

const CALLS = {
  metrics: { path: "/v2/chains/43114/metrics/activeAddresses?timeInterval=day&pageSize=10" },
  node: {
    path: "/ext/bc/C/rpc",
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_feeConfig", params: [] }),
  },
};

/** A child process serving one mock with `options`; resolves with its url and pid once it listens. */
function serve(api, options) {
  const starter = api === "node" ? "startNodeMock" : "startMetricsMock";
  const script = `
    const mocks = await import(${JSON.stringify(MOCKS_DIST)});
    const m = await mocks.${starter}({ port: 0, logLevel: "silent", ...${JSON.stringify(options)} });
    process.on("message", (m) => { if (m === "memory") { gc(); gc(); process.send(process.memoryUsage()); } });
    process.stdout.write("url " + m.url + "\\n");`;
  const child = /** @type {import("node:child_process").ChildProcessByStdio<null, any, any>} */ (
    spawn(process.execPath, ["--expose-gc", "--input-type=module", "-e", script], {
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    })
  );
  let output = "";
  return new Promise((resolveUrl, reject) => {
    child.stdout.on("data", (c) => {
      output += c;
      const url = /url (\S+)/.exec(output)?.[1];
      if (url) resolveUrl({ url, child });
    });
    child.stderr.on("data", (c) => (output += c));
    child.on("exit", (code) => reject(new Error(`${api} mock exited (${code}): ${output.slice(-800)}`)));
  });
}

async function stop({ child }) {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await new Promise((r) => {
    child.once("exit", r);
    setTimeout(r, 3000).unref();
  });
}

async function cannon(url, call, extra = {}) {
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: DURATION,
    ...call,
    ...extra,
    url: url + call.path,
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > result.requests.total * 0.01) throw new Error(`${url}: ${bad} failed requests of ${result.requests.total}`);
  return result.requests.total / DURATION;
}

/** The child's memory after a full garbage collection (what is still referenced, not what V8 has yet to free). */
function memoryMb(child) {
  return new Promise((resolveMemory) => {
    child.once("message", (usage) => resolveMemory({ rss: usage.rss / 2 ** 20, heap: usage.heapUsed / 2 ** 20 }));
    child.send("memory");
  });
}

const ratio = (a, b) => Number((a / b).toFixed(2));

const median = (/** @type {number[]} */ values) =>
  Number([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);

/**
 * Rounds alternate between the variants (the machine's load drifts, and others share it); each round gives every
 * variant's ratio to the plain mock measured right beside it, and the median of those ratios is reported.
 */
async function throughput(api, variants) {
  const servers = {};
  try {
    for (const [name, options] of Object.entries(variants)) servers[name] = await serve(api, options);
    /** @type {Record<string, number[]>} */
    const rps = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
    const plain = rps.plain ?? [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const name of Object.keys(variants)) rps[name]?.push(await cannon(servers[name].url, CALLS[api]));
    }
    const out = {};
    for (const name of Object.keys(variants)) {
      const mine = rps[name] ?? [];
      out[name] = { rps: median(mine), ratio: median(mine.map((r, i) => r / Number(plain[i]))) };
    }
    return out;
  } finally {
    await Promise.all(Object.values(servers).map(stop));
  }
}

/** RSS after the same 100,000 requests: a mock whose journal is full, and the plain mock. */
async function journalMemory() {
  const servers = {
    journal: await serve("metrics", { journalSize: 1000 }),
    plain: await serve("metrics", { control: false }),
  };
  try {
    const call = { ...CALLS.metrics, headers: { "x-data-api-key": "bench-key", "user-agent": "bench" } };
    const rss = {};
    for (const [name, server] of Object.entries(servers)) {
      await autocannon({ connections: CONNECTIONS, amount: REQUESTS_FOR_MEMORY, ...call, url: server.url + call.path });
      rss[name] = await memoryMb(server.child);
    }
    const { requests } = await (await fetch(`${servers.journal.url}/__avaspec/requests?limit=1`)).json();
    if (requests[0]?.headers?.["x-data-api-key"] !== "[redacted]") throw new Error("the journal did not record");
    return rss;
  } finally {
    await Promise.all(Object.values(servers).map(stop));
  }
}

/** What the in-process rows' engine declares: the request's method, and another. */
const CATALOGUE = [
  {
    id: "eth_feeConfig",
    statuses: [200],
    examples: {},
    errorCodes: [-32000],
    params: { names: ["blk"], byPosition: true },
  },
  {
    id: "admin.alias",
    statuses: [200],
    examples: {},
    errorCodes: [-32000],
    params: { names: ["alias"], byPosition: false },
  },
];
const ERROR = { error: { code: -32000, message: "header not found" } };
/** Ten rules that never fire on the measured request: aimed at another method, or at it with a matcher it fails. */
const RULES = {
  "another method": Array.from({ length: 10 }, () => ({ method: "admin.alias", ...ERROR })),
  "this method, params not matching": Array.from({ length: 10 }, (_, i) => ({
    method: "eth_feeConfig",
    match: { params: { blk: `0x${i + 100}` } },
    ...ERROR,
  })),
};

/**
 * The layer's own cost per request, in process (immune to the machine's load on other processes): the control
 * plane around a trivial answerer, beside that answerer alone, best of 5 passes of 100,000 calls.
 */
async function layerCostMicros(journalSize, faults = []) {
  const { ControlPlane } = await import(join(ROOT, "packages/mocks/dist/control/plane.js"));
  // the rules are checked with the generated control validators, a module loaded on first need (as startMocks does)
  const { loadControlValidators } = await import(join(ROOT, "packages/mocks/dist/schema/validators.js"));
  await loadControlValidators();
  const answer = async (/** @type {unknown[]} */ ..._args) => ({ status: 200, headers: {}, body: "" });
  const engine = {
    api: "node",
    kind: "jsonrpc",
    catalogue: () => CATALOGUE,
    reset() {},
    answer,
    transportError: answer,
  };
  const plane = new ControlPlane(() => engine, { journalSize, faults });
  const body = Buffer.from(CALLS.node.body);
  const headers = { ...CALLS.node.headers, host: "127.0.0.1", "x-data-api-key": "k", "user-agent": "bench" };
  const request = { method: "POST", rawUrl: CALLS.node.path, path: CALLS.node.path, query: {}, headers, body };
  Object.assign(request, { remoteAddress: "127.0.0.1", receivedAt: Date.now(), signal: new AbortController().signal });
  const call = JSON.parse(CALLS.node.body);
  const target = {
    operations: ["eth_feeConfig"],
    endpoint: "rpc",
    pathParams: {},
    body: call,
    calls: [call],
    faults: [],
  };
  const N = 100_000;
  let best = Number.POSITIVE_INFINITY;
  for (let pass = 0; pass < 5; pass++) {
    let t = performance.now();
    for (let i = 0; i < N; i++) await answer(request, target);
    const bare = performance.now() - t;
    t = performance.now();
    for (let i = 0; i < N; i++) await plane.layer(request, target, answer);
    best = Math.min(best, ((performance.now() - t - bare) / N) * 1000);
  }
  return Math.max(0, best);
}

export async function run() {
  if (!existsSync(MOCKS_DIST)) throw new Error(`${MOCKS_DIST} is missing: run pnpm build first`);
  const rows = [];
  let nodeRps = 0;
  for (const api of ["metrics", "node"]) {
    const result = await throughput(api, {
      plain: { control: false },
      noRule: { journalSize: 0 },
      journal: { journalSize: 1000 },
    });
    if (api === "node") nodeRps = result.plain.rps;
    /** @type {[string, string, number][]} */
    const targets = [
      ["noRule", "control on, no rule, journal off", 0.95],
      ["journal", "control on, no rule, journal of 1000", 0.8],
    ];
    for (const [name, what, target] of targets) {
      rows.push({
        what: `${api}: ${what} (req/s, median of ${ROUNDS} rounds)`,
        value: Math.round(result[name].rps),
        baseline: Math.round(result.plain.rps),
        "baseline is": "the same mock with control: false",
        ratio: Number(result[name].ratio.toFixed(2)),
        target: `≥ ${target}×`,
        ok: result[name].ratio >= target,
      });
    }
  }
  // the layer's cost beside the time one node request takes (the cheapest of the three servers' answers)
  const nodeMicros = 1e6 / nodeRps;
  /** @type {[number, number][]} */
  const budgets = [
    [0, 0.05],
    [1000, 0.2],
  ];
  for (const [journalSize, target] of budgets) {
    const micros = await layerCostMicros(journalSize);
    rows.push({
      what: `layer cost per request, journal ${journalSize ? "of 1000" : "off"}, in process (µs)`,
      value: Number(micros.toFixed(2)),
      baseline: Math.round(nodeMicros),
      "baseline is": "µs per request of the plain node mock (1 / its req/s above)",
      ratio: Number((micros / nodeMicros).toFixed(3)),
      target: `≤ ${target} (i.e. ≥ ${1 - target}× throughput)`,
      ok: micros / nodeMicros <= target,
    });
  }
  // rules that do not fire on a request cost one target check each; a matcher only when the target is the request's
  for (const [what, faults] of Object.entries(RULES)) {
    const micros = await layerCostMicros(0, faults);
    rows.push({
      what: `layer cost per request, 10 rules (${what}), journal off, in process (µs)`,
      value: Number(micros.toFixed(2)),
      baseline: Math.round(nodeMicros),
      "baseline is": "µs per request of the plain node mock (1 / its req/s above)",
      ratio: Number((micros / nodeMicros).toFixed(3)),
      target: "≤ 0.05 (i.e. ≥ 0.95× throughput)",
      ok: micros / nodeMicros <= 0.05,
    });
  }
  const memory = await journalMemory();
  for (const kind of ["rss", "heap"]) {
    rows.push({
      what:
        `metrics: ${kind === "rss" ? "RSS" : "heap used"} after ` +
        `${REQUESTS_FOR_MEMORY.toLocaleString("en")} requests and a GC, journal of 1000 (MB)`,
      value: Math.round(memory.journal[kind]),
      baseline: Math.round(memory.plain[kind]),
      "baseline is": "the plain mock after the same requests",
      ratio: ratio(memory.journal[kind], memory.plain[kind]),
      target: kind === "rss" ? "≤ 1.25× (bounded)" : "",
      ok: kind === "rss" ? memory.journal.rss <= 1.25 * memory.plain.rss : "",
    });
  }
  return rows;
}
