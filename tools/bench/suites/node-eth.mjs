import { pathToFileURL } from "node:url";
import { existsSync } from "node:fs";
import autocannon from "autocannon";
import { freePort, spawnProcess, stop, waitFor } from "../lib/processes.mjs";
import { MOCKS_DIST } from "../lib/paths.mjs";

export const title =
  "node mock: standard Ethereum methods (a block with its transactions vs bare bytes; eth_getLogs at its limit)";

const DURATION = 2.5;
const ROUNDS = 2;
const CONNECTIONS = 10;
/** The mock's request budget (DEVIATIONS R8): every answer must come within it. */
const BUDGET_MS = 30_000;
const PINNED = "0x2f9407f"; // 49889407
const LOG_RANGE = { fromBlock: `0x${(49_889_407 - 2047).toString(16)}`, toBlock: PINNED };

const NODE = `
const [mocks, port] = process.argv.slice(1);
const { startNodeMock } = await import(mocks);
await startNodeMock({ port: Number(port) });
process.stdout.write("ready\\n");
`;

/** Answers every POST with the given bytes, after reading the request (as a node reads its body). */
const BARE = `
const http = require("node:http");
const body = Buffer.from(process.argv[2], "base64");
http.createServer((req, res) => {
  req.on("data", () => {});
  req.on("end", () => {
    res.writeHead(200, { "content-type": "application/json", "content-length": body.length });
    res.end(body);
  });
}).listen(Number(process.argv[1]), "127.0.0.1");
`;

const ratio = (a, b) => Number((a / b).toFixed(2));
const rpcBody = (method, params) => JSON.stringify({ jsonrpc: "2.0", id: 1, method, params });

async function cannon(opts) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > result.requests.total * 0.01) throw new Error(`${opts.url}: ${bad} failed requests`);
  return { rps: result.requests.total / DURATION, p99: result.latency.p99 };
}

/** Mock and bare server in alternating rounds on the same request; the best round of each counts. */
async function versusBare(url, body, label, floor) {
  const init = { method: "POST", headers: { "content-type": "application/json" }, body };
  const answer = Buffer.from(await (await fetch(url, init)).arrayBuffer());
  if (JSON.parse(answer.toString()).error) throw new Error(`${label}: ${answer.toString().slice(0, 300)}`);
  const port = await freePort();
  const bare = spawnProcess(process.execPath, ["-e", BARE, String(port), answer.toString("base64")]);
  try {
    await waitFor(`http://127.0.0.1:${port}/`, init, bare);
    const best = (a, b) => (!a || b.rps > a.rps ? b : a);
    let ours;
    let base;
    for (let i = 0; i < ROUNDS; i++) {
      ours = best(ours, await cannon({ url, ...init }));
      base = best(base, await cannon({ url: `http://127.0.0.1:${port}/`, ...init }));
    }
    return [
      {
        what: `${label} req/s (${(answer.length / 1024).toFixed(1)} KiB answer)`,
        value: Math.round(ours.rps),
        baseline: Math.round(base.rps),
        "baseline is": "bare node:http answering the same bytes",
        ratio: ratio(ours.rps, base.rps),
        target: floor ? `≥ ${floor}×` : "",
        ok: floor ? ours.rps >= floor * base.rps : "",
      },
      {
        what: `${label} p99 latency (ms)`,
        value: ours.p99,
        baseline: base.p99,
        "baseline is": "bare node:http answering the same bytes",
        ratio: ratio(ours.p99, base.p99),
        target: "",
        ok: "",
      },
    ];
  } finally {
    await stop(bare);
  }
}

/** eth_getLogs over the largest range allowed, one request at a time: the slowest answer against the budget. */
async function logsRow(url) {
  const init = {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: rpcBody("eth_getLogs", [LOG_RANGE]),
  };
  const times = [];
  let bytes = 0;
  let logs = 0;
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    const text = await (await fetch(url, init)).text();
    times.push(performance.now() - t);
    const answer = JSON.parse(text);
    if (answer.error) throw new Error(`eth_getLogs: ${JSON.stringify(answer.error)}`);
    bytes = text.length;
    logs = answer.result.length;
  }
  const slowest = Math.max(...times);
  return [
    {
      what: `eth_getLogs, 2048 blocks, no filter: slowest of 5 (ms; ${logs} logs, ${(bytes / 1e6).toFixed(1)} MB)`,
      value: Math.round(slowest),
      baseline: BUDGET_MS,
      "baseline is": "the request budget",
      ratio: ratio(slowest, BUDGET_MS),
      target: `< ${BUDGET_MS} ms`,
      ok: slowest < BUDGET_MS,
    },
  ];
}

export async function run() {
  if (!existsSync(MOCKS_DIST)) throw new Error(`${MOCKS_DIST} is missing: run pnpm build first`);
  const port = await freePort();
  const node = spawnProcess(process.execPath, [
    "--input-type=module",
    "-e",
    NODE,
    pathToFileURL(MOCKS_DIST).href,
    String(port),
  ]);
  try {
    const url = `http://127.0.0.1:${port}/ext/bc/C/rpc`;
    await waitFor(`http://127.0.0.1:${port}/__avaspec/ready`, {}, node, (s) => s === 200);
    return [
      ...(await versusBare(
        url,
        rpcBody("eth_getBlockByNumber", [PINNED, true]),
        "eth_getBlockByNumber(49889407, true)",
        0.8,
      )),
      ...(await versusBare(
        url,
        rpcBody("eth_getBlockByNumber", ["latest", true]),
        "eth_getBlockByNumber(latest, true)",
      )),
      // the floor: the node mock's request path with a method that does next to nothing, compared the same way
      ...(await versusBare(url, rpcBody("eth_chainId", []), "eth_chainId (the request path alone)")),
      ...(await logsRow(url)),
    ];
  } finally {
    await stop(node);
  }
}
