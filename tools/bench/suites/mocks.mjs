// Mocks: each representative call on `avaspec-mock` beside a bare node:http server that answers the very bytes the
// mock answered for the same request (captured at the start of the run), so a ratio is the distance to the limit;
// the REST mocks also beside plain `prism mock -v warn` on the same document. Plus the time from start to the three
// ready lines beside a bare process opening three servers, RSS at idle and after the load, and the CPU each process
// spends per request. Every figure and its baseline come from this run (loopback only), in alternating rounds.
import { existsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compare, ratio, rssMb } from "../lib/load.mjs";
import { freePort, spawnProcess, stop, waitFor } from "../lib/processes.mjs";
import { ROOT } from "../lib/paths.mjs";

export const title = "mocks: against a bare server answering the same bytes, against prism mock; readiness, memory";

const MOCKS_DIST = join(ROOT, "packages/mocks/dist");
const CLI = join(MOCKS_DIST, "cli.js");
const PRISM = join(ROOT, "tools/bench/node_modules/.bin/prism");
const SPECS = join(ROOT, "packages/specs/dist");

const RPC = { method: "POST", headers: { "content-type": "application/json" } };
/** The representative calls: rule-served REST calls, and JSON-RPC calls on the node mock. */
const CALLS = [
  { api: "metrics", what: "series", path: "/v2/chains/43114/metrics/activeAddresses?timeInterval=day&pageSize=10" },
  { api: "metrics", what: "chain list", path: "/v2/chains?network=mainnet" },
  { api: "data", what: "block", path: "/v1/chains/43114/blocks/49889407" },
  {
    api: "node",
    what: "eth_feeConfig",
    path: "/ext/bc/C/rpc",
    init: { ...RPC, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_feeConfig", params: [] }) },
    floor: 0.9,
  },
];
/** The calls also measured against `prism mock` (it serves the REST documents only). */
const PRISM_CALLS = { metrics: CALLS[0], data: CALLS[2] };

/**
 * A bare node:http server answering each recorded request (method and URL) with the bytes the mock gave it: status,
 * headers and body, nothing computed.
 */
const BARE_SAME_BYTES = `
const http = require("node:http");
const answers = JSON.parse(require("node:fs").readFileSync(process.argv[2], "utf8"));
const byKey = new Map(answers.map((a) => [a.method + " " + a.path, a]));
for (const a of answers) a.headers["content-length"] = Buffer.byteLength(a.body);
http.createServer((req, res) => {
  const a = byKey.get(req.method + " " + req.url);
  req.resume();
  req.on("end", () => {
    if (!a) { res.writeHead(404); res.end(); return; }
    res.writeHead(a.status, a.headers);
    res.end(a.body);
  });
}).listen(Number(process.argv[1]), "127.0.0.1");
`;

/**
 * The mock's own transport (MockHost, as avaspec-mock serves) in front of an engine that answers each recorded request
 * with its recorded bytes, nothing computed: with the bare server, it splits a mock's distance to the limit into what
 * the transport costs and what the engine does.
 */
const HOST_SAME_BYTES = `
const { MockHost } = await import(process.argv[3]);
const { NO_ROUTE } = await import(process.argv[4]);
const answers = JSON.parse((await import("node:fs")).readFileSync(process.argv[2], "utf8"));
const byKey = new Map(answers.map((a) => [a.method + " " + a.rawUrl, a]));
const engine = {
  api: "metrics", kind: "rest", maxBodyBytes: 1 << 20, catalogue: () => [], reset() {},
  identify: () => NO_ROUTE,
  transportError: (status, message) => ({ status, headers: { "content-type": "text/plain" }, body: message }),
  answer: async (request) => {
    const a = byKey.get(request.method + " " + request.rawUrl);
    return a ? { status: a.status, headers: a.headers, body: a.body } : { status: 404, headers: {}, body: "" };
  },
};
await new MockHost(engine, { port: Number(process.argv[1]) }).listen();
`;

/** A bare process opening three servers and printing three ready lines: the floor of any such command. */
const BARE_THREE_SERVERS = `
const http = require("node:http");
for (const name of ["metrics", "data", "node"]) {
  const server = http.createServer((req, res) => res.end("{}"));
  const ready = () => process.stdout.write("ready " + name + " http://127.0.0.1:" + server.address().port + "\\n");
  server.listen(0, "127.0.0.1", ready);
}
`;

/** Spawns `args` and resolves with the ms until three `ready <name>` lines were printed. */
function readyAfter(args) {
  const started = performance.now();
  const child = spawnProcess(process.execPath, args);
  const ready = new Promise((resolveReady, reject) => {
    const check = () => {
      const lines = child.output.split("\n").filter((l) => /^ready (metrics|data|node) /.test(l));
      if (lines.length === 3) resolveReady(performance.now() - started);
    };
    child.stdout.on("data", check);
    child.exited.then((code) => reject(new Error(`exited (${code}) before it was ready: ${child.output.slice(-800)}`)));
    setTimeout(() => reject(new Error(`not ready after 30 s: ${child.output.slice(-800)}`)), 30_000).unref();
  });
  return { child, ready };
}

/** A row; `target` and `ok` empty for a figure to watch. */
/**
 * @param {string} what @param {number | string} value @param {number | string} [baseline] @param {string} [baselineIs]
 * @param {string} [target] @param {boolean | string} [ok]
 */
const row = (what, value, baseline = "", baselineIs = "", target = "", ok = "") => ({
  what,
  value,
  baseline,
  "baseline is": baselineIs,
  ratio: typeof baseline === "number" && typeof value === "number" ? ratio(value, baseline) : "",
  target,
  ok,
});

/** 1. Start to three ready lines beside a bare process opening three servers (best of three each), then RSS. */
async function startupRows(args) {
  let mockMs = Number.POSITIVE_INFINITY;
  let bareMs = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3; i++) {
    const mock = readyAfter(args);
    mockMs = Math.min(mockMs, await mock.ready);
    await stop(mock.child);
    const bare = readyAfter(["-e", BARE_THREE_SERVERS]);
    bareMs = Math.min(bareMs, await bare.ready);
    await stop(bare.child);
  }
  return [
    row(
      "avaspec-mock start → 3 ready lines (ms)",
      Math.round(mockMs),
      Math.round(bareMs),
      "bare process, three servers",
      "≤ 8×",
      mockMs <= 8 * bareMs,
    ),
  ];
}

/** The mock's answer to each call (status, headers, body), to be replayed by the bare server. */
async function captureAnswers(ports) {
  const answers = [];
  for (const call of CALLS) {
    const response = await fetch(`http://127.0.0.1:${ports[call.api]}${call.path}`, call.init);
    const headers = Object.fromEntries(
      [...response.headers].filter(([name]) => !["date", "connection", "keep-alive", "content-length"].includes(name)),
    );
    if (response.status !== 200) throw new Error(`${call.api} ${call.path}: ${response.status}`);
    answers.push({
      method: call.init?.method ?? "GET",
      path: call.path,
      rawUrl: call.path,
      status: 200,
      headers,
      body: await response.text(),
    });
  }
  return answers;
}

/** 2. Each call on the mock beside the bare server answering its bytes: req/s, CPU per request, p99. */
async function sameBytesRows(mock, ports, bare, barePort) {
  const rows = [];
  let served = 0;
  for (const call of CALLS) {
    const floor = call.floor ?? 0.5;
    const label = `${call.api} ${call.what}`;
    const { ours, base } = await compare(
      { url: `http://127.0.0.1:${ports[call.api]}${call.path}`, pid: mock.pid, ...call.init },
      { url: `http://127.0.0.1:${barePort}${call.path}`, pid: bare.pid, ...call.init },
    );
    served += ours.total;
    const baseIs = "bare node:http, same bytes";
    rows.push(
      row(
        `${label} req/s`,
        Math.round(ours.rps),
        Math.round(base.rps),
        baseIs,
        `≥ ${floor}×`,
        ours.rps >= floor * base.rps,
      ),
      row(`${label} CPU µs per request`, Math.round(ours.cpuPerRequest), Math.round(base.cpuPerRequest), baseIs),
      row(`${label} p99 latency (ms)`, ours.p99, base.p99, baseIs),
    );
  }
  return { rows, served };
}

/** 2b. The mock's transport alone (fixed answers) beside the bare server, on the first call: its ceiling. */
async function transportRows(host, hostPort, bare, barePort) {
  const call = /** @type {(typeof CALLS)[number]} */ (CALLS[0]);
  await waitFor(`http://127.0.0.1:${hostPort}${call.path}`, {}, host);
  const { ours, base } = await compare(
    { url: `http://127.0.0.1:${hostPort}${call.path}`, pid: host.pid },
    { url: `http://127.0.0.1:${barePort}${call.path}`, pid: bare.pid },
  );
  const baseIs = "bare node:http, same bytes";
  const label = `MockHost alone, answering ${call.api} ${call.what}'s bytes`;
  return [
    row(`${label} req/s`, Math.round(ours.rps), Math.round(base.rps), baseIs),
    row(`${label} CPU µs per request`, Math.round(ours.cpuPerRequest), Math.round(base.cpuPerRequest), baseIs),
  ];
}

/** 3. A REST mock beside plain prism on the same assembled document. */
async function prismRows(api, mock, port) {
  const prismPort = await freePort();
  const document = join(SPECS, `${api}.openapi.json`);
  const prism = spawnProcess(PRISM, ["mock", "-v", "warn", "-h", "127.0.0.1", "-p", String(prismPort), document]);
  try {
    const call = PRISM_CALLS[api];
    await waitFor(`http://127.0.0.1:${prismPort}${call.path}`, {}, prism);
    const { ours, base } = await compare(
      { url: `http://127.0.0.1:${port}${call.path}`, pid: mock.pid },
      { url: `http://127.0.0.1:${prismPort}${call.path}`, pid: prism.pid },
    );
    return {
      rows: [
        row(
          `${api} ${call.what} req/s`,
          Math.round(ours.rps),
          Math.round(base.rps),
          "prism mock -v warn",
          "≥ 0.8×",
          ours.rps >= 0.8 * base.rps,
        ),
      ],
      served: ours.total,
    };
  } finally {
    await stop(prism);
  }
}

export async function run() {
  for (const f of [CLI, PRISM, join(SPECS, "metrics.openapi.json"), join(SPECS, "data.openapi.json")]) {
    if (!existsSync(f)) throw new Error(`${f} is missing: run pnpm build first`);
  }
  const ports = { metrics: await freePort(), data: await freePort(), node: await freePort() };
  const args = [CLI, "--metrics-port", ports.metrics, "--data-port", ports.data, "--node-port", ports.node].map(String);
  const rows = await startupRows(args);
  const mock = readyAfter(args);
  await mock.ready;
  const children = [mock.child];
  try {
    await new Promise((r) => setTimeout(r, 1000));
    const pid = /** @type {number} */ (mock.child.pid);
    const idle = rssMb(pid);
    rows.push(row("avaspec-mock RSS at idle, all three (MB)", Math.round(idle), "", "", "≤ 160 MB", idle <= 160));
    const file = join(tmpdir(), `avaspec-bench-answers-${process.pid}.json`);
    writeFileSync(file, JSON.stringify(await captureAnswers(ports)));
    const barePort = await freePort();
    const bare = spawnProcess(process.execPath, ["-e", BARE_SAME_BYTES, String(barePort), file]);
    children.push(bare);
    await waitFor(`http://127.0.0.1:${barePort}${CALLS[0]?.path}`, {}, bare);
    const sameBytes = await sameBytesRows(mock.child, ports, bare, barePort);
    rows.push(...sameBytes.rows);
    let served = sameBytes.served;
    const hostPort = await freePort();
    const hostArgs = [String(hostPort), file, join(MOCKS_DIST, "index.js"), join(MOCKS_DIST, "server/exchange.js")];
    const host = spawnProcess(process.execPath, ["--input-type=module", "-e", HOST_SAME_BYTES, ...hostArgs]);
    children.push(host);
    rows.push(...(await transportRows(host, hostPort, bare, barePort)));
    for (const api of /** @type {const} */ (["metrics", "data"])) {
      const compared = await prismRows(api, mock.child, ports[api]);
      rows.push(...compared.rows);
      served += compared.served;
    }
    const after = rssMb(pid);
    rows.push(
      row(
        `avaspec-mock RSS after ${Math.round(served / 1000)}k requests (MB)`,
        Math.round(after),
        Math.round(idle),
        "RSS at idle",
        "≤ 1.3×",
        after <= 1.3 * idle,
      ),
    );
  } finally {
    await Promise.all(children.map(stop));
  }
  return rows;
}
