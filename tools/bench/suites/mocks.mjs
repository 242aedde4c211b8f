// Mocks: req/s and p99 of a representative call on each REST mock beside plain `prism mock -v warn` on the same
// assembled document, the node mock beside a bare node:http JSON-RPC server, the time from `avaspec-mock` start to
// its three ready lines, and its RSS at idle. Every figure and its baseline come from this run (loopback only);
// throughput runs alternate subject and baseline so that load from elsewhere on the machine hits both alike.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { alternate, freePort, spawnProcess, stop, waitFor } from "../lib/processes.mjs";

export const title = "mocks: REST vs prism mock, node vs bare JSON-RPC, readiness, memory";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const CLI = join(root, "packages/mocks/dist/cli.js");
const PRISM = join(root, "packages/mocks/node_modules/.bin/prism");
const SPECS = join(root, "packages/specs/dist");
const DURATION = 2.5; // seconds per round; subject and baseline alternate, ROUNDS each, best round counts
const ROUNDS = 2;
const CONNECTIONS = 10;

/** The representative calls: a rule-served call on each REST mock, one JSON-RPC call on the node mock. */
const CALLS = {
  metrics: { path: "/v2/chains/43114/metrics/activeAddresses?timeInterval=day&pageSize=10" },
  data: { path: "/v1/chains/43114/blocks/49889407" },
};

async function cannon(opts) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > result.requests.total * 0.01)
    throw new Error(`${opts.url}: ${bad} failed requests of ${result.requests.total}`);
  return { rps: result.requests.total / DURATION, p99: result.latency.p99 };
}

/** Subject and baseline in alternating rounds (the machine's load drifts); each keeps its best round. */
function compare(subject, baseline) {
  return alternate(
    ROUNDS,
    () => cannon(subject),
    () => cannon(baseline),
    (a, b) => (b.rps > a.rps ? b : a),
  );
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** A JSON-RPC call the node mock serves: the first method of the assembled OpenRPC document on a batch endpoint. */
function nodeCall() {
  const doc = JSON.parse(readFileSync(join(SPECS, "node.openrpc.json"), "utf8"));
  const pick = doc.methods.find((m) => m.name === "eth_feeConfig") ?? doc.methods.find((m) => !m["x-avaspec-mutates"]);
  const endpoint = doc["x-avaspec-endpoints"]?.[pick["x-avaspec-endpoint"]];
  const path = String(endpoint?.path ?? "/ext/bc/C/rpc")
    .replace("{blockchainId}", "C")
    .replace("{chain}", "C")
    .replace("{kind}", "block");
  const params = pick.paramStructure === "by-name" ? {} : [];
  return { path, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: pick.name, params }), method: pick.name };
}

const BARE_RPC = `
const http = require("node:http");
http.createServer((req, res) => {
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => {
    let id = null;
    try { id = JSON.parse(Buffer.concat(chunks).toString()).id; } catch {}
    const body = JSON.stringify({ jsonrpc: "2.0", result: { ok: true }, id });
    const length = Buffer.byteLength(body);
    res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": length });
    res.end(body);
  });
}).listen(Number(process.argv[1]), "127.0.0.1");
`;

const ratio = (a, b) => Number((a / b).toFixed(2));

/** Waits for avaspec-mock's three ready lines; resolves with the ms since `started`. */
function readyAfter(mock, started) {
  return new Promise((resolveReady, reject) => {
    const check = () => {
      const lines = mock.output.split("\n").filter((l) => /^ready (metrics|data|node) /.test(l));
      if (lines.length === 3) resolveReady(performance.now() - started);
    };
    mock.stdout.on("data", check);
    mock.exited.then((code) =>
      reject(new Error(`avaspec-mock exited (${code}) before it was ready: ${mock.output.slice(-800)}`)),
    );
    setTimeout(
      () => reject(new Error(`avaspec-mock not ready after 30 s: ${mock.output.slice(-800)}`)),
      30_000,
    ).unref();
  });
}

/** A row without a baseline or target (a figure to watch). */
const figure = (what, value) => ({ what, value, baseline: "", "baseline is": "", ratio: "", target: "", ok: "" });

/** 1. avaspec-mock: time from command start to its three ready lines, then RSS at idle. */
async function startupRows(mock, started) {
  const readyMs = await readyAfter(mock, started);
  // plain node start-up, the floor of any Node command, measured the same way
  const t0 = performance.now();
  const bare = spawnProcess(process.execPath, ["-e", "process.stdout.write('ready\\n')"]);
  await bare.exited;
  const nodeStartMs = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 1000));
  const idle = rssMb(mock.pid);
  return [
    {
      what: "avaspec-mock start → 3 ready lines (ms)",
      value: Math.round(readyMs),
      baseline: Math.round(nodeStartMs),
      "baseline is": "bare `node -e` start",
      ratio: ratio(readyMs, nodeStartMs),
      target: "< 3000 ms",
      ok: readyMs < 3000,
    },
    { ...figure("avaspec-mock RSS at idle, all three (MB)", Math.round(idle)), target: "< 300 MB", ok: idle < 300 },
  ];
}

/** The req/s row (held to `floor` × the baseline) and the p99 row of one comparison. */
function throughputRows(label, { ours, base }, baselineIs, floor) {
  return [
    {
      what: `${label} req/s`,
      value: Math.round(ours.rps),
      baseline: Math.round(base.rps),
      "baseline is": baselineIs,
      ratio: ratio(ours.rps, base.rps),
      target: `≥ ${floor}×`,
      ok: ours.rps >= floor * base.rps,
    },
    {
      what: `${label} p99 latency (ms)`,
      value: ours.p99,
      baseline: base.p99,
      "baseline is": baselineIs,
      ratio: ratio(ours.p99, base.p99),
      target: "",
      ok: "",
    },
  ];
}

/** 2. A REST mock vs plain prism on the same assembled document. */
async function restRows(api, port) {
  const prismPort = await freePort();
  const document = join(SPECS, `${api}.openapi.json`);
  const prism = spawnProcess(PRISM, ["mock", "-v", "warn", "-h", "127.0.0.1", "-p", String(prismPort), document]);
  try {
    const call = CALLS[api];
    await waitFor(`http://127.0.0.1:${prismPort}${call.path}`, {}, prism);
    const result = await compare(
      { url: `http://127.0.0.1:${port}${call.path}` },
      { url: `http://127.0.0.1:${prismPort}${call.path}` },
    );
    const rows = throughputRows(`${api} mock`, result, "prism mock -v warn", 0.8);
    if (rows[0]) rows[0].what = `${api} mock req/s (GET ${call.path.split("?")[0]})`;
    return rows;
  } finally {
    await stop(prism);
  }
}

/** 3. The node mock vs a bare node:http JSON-RPC server. */
async function nodeRows(port) {
  if (!existsSync(join(SPECS, "node.openrpc.json")))
    return [{ ...figure("node mock req/s", "skipped: packages/specs/dist/node.openrpc.json missing"), ok: false }];
  const call = nodeCall();
  const barePort = await freePort();
  const bare = spawnProcess(process.execPath, ["-e", BARE_RPC, String(barePort)]);
  try {
    const init = { method: "POST", headers: { "content-type": "application/json" }, body: call.body };
    await waitFor(`http://127.0.0.1:${barePort}/`, init, bare);
    const answer = await (await fetch(`http://127.0.0.1:${port}${call.path}`, init)).json();
    if (answer.error)
      throw new Error(`node mock answered ${call.method} with an error: ${JSON.stringify(answer.error)}`);
    const result = await compare(
      { url: `http://127.0.0.1:${port}${call.path}`, ...init },
      { url: `http://127.0.0.1:${barePort}${call.path}`, ...init },
    );
    const rows = throughputRows("node mock", result, "bare node:http JSON-RPC", 0.5);
    if (rows[0]) rows[0].what = `node mock req/s (${call.method})`;
    return rows;
  } finally {
    await stop(bare);
  }
}

export async function run() {
  for (const f of [CLI, PRISM, join(SPECS, "metrics.openapi.json"), join(SPECS, "data.openapi.json")]) {
    if (!existsSync(f)) throw new Error(`${f} is missing: run pnpm build first`);
  }
  const ports = { metrics: await freePort(), data: await freePort(), node: await freePort() };
  const started = performance.now();
  const mock = spawnProcess(
    process.execPath,
    [CLI, "--metrics-port", ports.metrics, "--data-port", ports.data, "--node-port", ports.node].map(String),
  );
  try {
    return [
      ...(await startupRows(mock, started)),
      ...(await restRows("metrics", ports.metrics)),
      ...(await restRows("data", ports.data)),
      ...(await nodeRows(ports.node)),
      figure("avaspec-mock RSS after the load (MB)", Math.round(rssMb(mock.pid))),
    ];
  } finally {
    await stop(mock);
  }
}
