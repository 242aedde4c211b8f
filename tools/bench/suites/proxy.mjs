// Proxy: req/s through `avaspec-mock --proxy-data/--proxy-node` (every exchange validated both ways against the specs)
// beside a plain node:http forwarding proxy (keep-alive agent, no checks) in front of the same bare upstream, in the
// same run. The upstream answers canned bodies at once (the mocks' own answers, so valid), so the figures measure the
// proxies, not the upstream.
// Besides req/s (which a loaded machine blurs), the CPU each proxy process spends per request (/proc/<pid>/stat).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { compare, ratio } from "../lib/load.mjs";
import { freePort, spawnProcess, stop, waitFor } from "../lib/processes.mjs";
import { ROOT } from "../lib/paths.mjs";

const OK_200 = (/** @type {number} */ status) => status === 200;

export const title = "proxy: validating proxy vs plain node:http forwarding proxy";

const CLI = join(ROOT, "packages/mocks/dist/cli.js");

const DATA_CALL = { path: "/v1/chains/43114", opts: {} };
const RPC_BODY = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_feeConfig", params: [] });
const NODE_CALL = {
  path: "/ext/bc/C/rpc",
  opts: { method: "POST", headers: { "content-type": "application/json" }, body: RPC_BODY },
};

/**
 * A bare upstream: a canned chain record for any GET, a canned fee config (echoing the request's id) for any POST.
 * Both are what the mocks answer (captured at the start of the run), so they are valid by construction.
 */
const UPSTREAM = `
const http = require("node:http");
const [port, chain, fees] = process.argv.slice(1);
http.createServer((req, res) => {
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => {
    let body = chain;
    if (req.method === "POST") {
      let id = null;
      try { id = JSON.parse(Buffer.concat(chunks).toString()).id; } catch {}
      body = '{"jsonrpc":"2.0","id":' + JSON.stringify(id) + ',"result":' + fees + '}';
    }
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
    res.end(body);
  });
}).listen(Number(port), "127.0.0.1");
`;

/** The data mock's chain record and the node mock's fee config, as JSON text, from a mock started for the purpose. */
async function captureAnswers() {
  const ports = { metrics: await freePort(), data: await freePort(), node: await freePort() };
  const flags = ["--metrics-port", ports.metrics, "--data-port", ports.data, "--node-port", ports.node];
  const mock = spawnProcess(process.execPath, [CLI, ...flags.map(String)]);
  try {
    const data = `http://127.0.0.1:${ports.data}${DATA_CALL.path}`;
    const node = `http://127.0.0.1:${ports.node}${NODE_CALL.path}`;
    await waitFor(data, {}, mock, OK_200);
    await waitFor(node, NODE_CALL.opts, mock, OK_200);
    const chain = await (await fetch(data)).text();
    const answer = await (await fetch(node, NODE_CALL.opts)).json();
    return { chain, fees: JSON.stringify(answer.result) };
  } finally {
    await stop(mock);
  }
}

/** The baseline: a plain forwarding proxy on node:http, keep-alive to the upstream, bodies streamed, no checks. */
const PLAIN_PROXY = `
const http = require("node:http");
const upstream = Number(process.argv[2]);
const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
http.createServer((req, res) => {
  const target = { host: "127.0.0.1", port: upstream, method: req.method, path: req.url, headers: req.headers, agent };
  const out = http.request(target, (up) => {
    res.writeHead(up.statusCode, up.headers);
    up.pipe(res);
  });
  out.on("error", () => { res.writeHead(502); res.end(); });
  req.pipe(out);
}).listen(Number(process.argv[1]), "127.0.0.1");
`;

const CALLS = [
  { api: "data", what: "GET /v1/chains/43114", ...DATA_CALL },
  { api: "node", what: "eth_feeConfig", ...NODE_CALL },
];
/** As users run it (control plane on: journal, faults, ...), and the proxy alone (--control=false). */
const VARIANTS = [
  { label: "validated", flags: [] },
  { label: "validated, --control=false", flags: ["--control=false"] },
];

async function startProxyCli(upstreamUrl, flags) {
  const ports = { metrics: await freePort(), data: await freePort(), node: await freePort() };
  const child = spawnProcess(
    process.execPath,
    [
      CLI,
      ...["--metrics-port", ports.metrics, "--data-port", ports.data, "--node-port", ports.node],
      ...["--proxy-data", upstreamUrl, "--proxy-node", upstreamUrl, ...flags],
    ].map(String),
  );
  return { child, ports };
}

/** The rows of one call through one variant, beside the plain proxy. */
async function measure(variant, cli, plainProxy, plainPort, call) {
  const ours = `http://127.0.0.1:${cli.ports[call.api]}${call.path}`;
  const plain = `http://127.0.0.1:${plainPort}${call.path}`;
  await waitFor(ours, call.opts, cli.child, OK_200);
  await waitFor(plain, call.opts, plainProxy, OK_200);
  const { ours: o, base } = await compare(
    { url: ours, pid: cli.child.pid, ...call.opts },
    { url: plain, pid: plainProxy.pid, ...call.opts },
  );
  const row = (what, value, baseline, target, ok) => ({
    what: `${call.api} proxy ${what} (${variant.label}, ${call.what})`,
    value,
    baseline,
    "baseline is": "plain node:http forwarding proxy",
    ratio: ratio(value, baseline),
    target,
    ok,
  });
  return [
    row("req/s", Math.round(o.rps), Math.round(base.rps), "≥ 0.5×", o.rps >= 0.5 * base.rps),
    row(
      "CPU µs per request",
      Math.round(o.cpuPerRequest),
      Math.round(base.cpuPerRequest),
      "≤ 2×",
      o.cpuPerRequest <= 2 * base.cpuPerRequest,
    ),
    { ...row("p99 latency (ms)", o.p99, base.p99, "", ""), ok: "" },
  ];
}

export async function run() {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run pnpm build first`);
  const ports = { upstream: await freePort(), plain: await freePort() };
  const upstreamUrl = `http://127.0.0.1:${ports.upstream}`;
  const { chain, fees } = await captureAnswers();
  const upstream = spawnProcess(process.execPath, ["-e", UPSTREAM, String(ports.upstream), chain, fees]);
  const plainProxy = spawnProcess(process.execPath, ["-e", PLAIN_PROXY, String(ports.plain), String(ports.upstream)]);
  const children = [upstream, plainProxy];
  const rows = [];
  try {
    await waitFor(`${upstreamUrl}/v1/chains/43114`, {}, upstream, OK_200);
    for (const variant of VARIANTS) {
      const cli = await startProxyCli(upstreamUrl, variant.flags);
      children.push(cli.child);
      for (const call of CALLS) rows.push(...(await measure(variant, cli, plainProxy, ports.plain, call)));
      // the run must have been clean: a valid upstream gives no violation
      const violations = /"event":"contract-violation"/.test(cli.child.output);
      rows.push({
        what: `violations reported for the valid upstream (${variant.label})`,
        value: violations ? "some (see stderr)" : 0,
        baseline: "",
        "baseline is": "",
        ratio: "",
        target: "0",
        ok: !violations,
      });
      await stop(cli.child);
    }
  } finally {
    await Promise.all(children.map(stop));
  }
  return rows;
}
