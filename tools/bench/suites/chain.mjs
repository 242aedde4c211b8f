// The executing chain (`avaspec-mock --network-id local`) beside anvil (Foundry's local node, from npm), in one run:
// `eth_chainId` (the HTTP and JSON-RPC path alone: the ceiling), an ERC-20 `balanceOf` through `eth_call` under many
// clients, of one holder and of a new holder each call (calldata no answer cache has seen), sequential ERC-20
// transfers each sent raw and waited for, and start to ready and idle RSS beside the default mode and anvil.
// Everything binds 127.0.0.1. Anvil is an optional dependency (a Linux x64 binary): where it is absent, the suite
// says so and prints no ratio to it.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import solc from "solc";
import { encodeFunctionData } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { cannon, compare, cpuMicros, ratio, rssMb } from "../lib/load.mjs";
import { MOCKS_PACKAGE, ROOT } from "../lib/paths.mjs";
import { freePort, spawnProcess, stop } from "../lib/processes.mjs";

export const title = "chain: the local network's executing C-Chain (avaspec-mock --network-id local) beside anvil";

const CLI = join(MOCKS_PACKAGE, "dist/cli.js");
const TOKEN_SOL = join(ROOT, "packages/chain/src/test-support/Token.sol");
/** The first account of the test mnemonic: funded by anvil and by the local network alike. */
const KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
const RECIPIENT = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const CHAIN_ID = 43112;
/** Many clients on one `eth_call`. */
const CALL_CONNECTIONS = 32;
/** Transfers per round, each sent and its receipt read before the next is sent. */
const TRANSFERS = 150;
const ROUNDS = 2;
const FEES = {
  type: /** @type {const} */ ("eip1559"),
  chainId: CHAIN_ID,
  maxFeePerGas: 10n ** 11n,
  maxPriorityFeePerGas: 1n,
};

/** The anvil binary from `@foundry-rs/anvil-linux-amd64`, or undefined where that optional package is absent. */
function anvilBinary() {
  try {
    const manifest = createRequire(import.meta.url).resolve("@foundry-rs/anvil-linux-amd64/package.json");
    const binary = join(manifest, "../bin/anvil");
    return existsSync(binary) ? binary : undefined;
  } catch {
    return undefined;
  }
}

/** The test contract, compiled by solc from npm as the chain's tests compile it (cancun, optimizer on). */
function compileToken() {
  const input = {
    language: "Solidity",
    sources: { "Token.sol": { content: readFileSync(TOKEN_SOL, "utf8") } },
    settings: {
      evmVersion: "cancun",
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input)));
  const errors = (output.errors ?? []).filter((/** @type {{ severity: string }} */ e) => e.severity === "error");
  if (errors.length > 0) throw new Error(`solc: ${JSON.stringify(errors)}`);
  const contract = output.contracts["Token.sol"].Token;
  return { abi: contract.abi, bytecode: /** @type {`0x${string}`} */ (`0x${contract.evm.bytecode.object}`) };
}

/**
 * A node under test: its JSON-RPC URL, its process, and the next nonce of the sending account.
 * @typedef {{ name: string, url: string, child: import("../lib/processes.mjs").Spawned, nonce: number }} Node
 */

/**
 * One JSON-RPC call over HTTP; an error answer throws.
 * @param {string} url @param {string} method @param {unknown[]} params
 */
async function rpc(url, method, params) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const answer = await response.json();
  if (answer.error) throw new Error(`${method}: ${JSON.stringify(answer.error)}`);
  return answer.result;
}

/** Spawns a process and resolves with it and the ms until `ready(output)` holds. */
async function startTimed(
  /** @type {string} */ command,
  /** @type {string[]} */ args,
  /** @type {(output: string) => Promise<boolean>} */ ready,
) {
  const started = performance.now();
  const child = spawnProcess(command, args, 20_000);
  const until = Date.now() + 60_000;
  while (!(await ready(child.output))) {
    if (child.exitCode !== null) throw new Error(`${command} exited: ${child.output.slice(-800)}`);
    if (Date.now() > until) throw new Error(`${command} not ready after 60 s: ${child.output.slice(-800)}`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return { child, ms: performance.now() - started };
}

/** avaspec-mock in local mode (or the default when `local` is false), ready once it printed three ready lines. */
async function startMock(local = true) {
  const ports = [await freePort(), await freePort(), await freePort()];
  const args = [CLI, "--metrics-port", ports[0], "--data-port", ports[1], "--node-port", ports[2]].map(String);
  if (local) args.push("--network-id", "local");
  const threeLines = async (/** @type {string} */ out) =>
    out.split("\n").filter((l) => l.startsWith("ready ")).length === 3;
  const { child, ms } = await startTimed(process.execPath, args, threeLines);
  return { child, ms, url: `http://127.0.0.1:${ports[2]}/ext/bc/C/rpc` };
}

/** anvil on a free loopback port, ready once it answers `eth_chainId`. @param {string} binary */
async function startAnvil(binary) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const args = ["--host", "127.0.0.1", "--port", String(port), "--chain-id", String(CHAIN_ID), "--silent"];
  const answers = async () => {
    try {
      return (await rpc(url, "eth_chainId", [])) !== undefined;
    } catch {
      return false;
    }
  };
  const { child, ms } = await startTimed(binary, args, answers);
  return { child, ms, url };
}

const account = privateKeyToAccount(KEY);

/** Deploys the token from the funded account; resolves with its address. @param {Node} node */
async function deployToken(node, /** @type {ReturnType<typeof compileToken>} */ token) {
  const supply = (10n ** 30n).toString(16).padStart(64, "0");
  const raw = await account.signTransaction({
    ...FEES,
    nonce: node.nonce++,
    gas: 2_000_000n,
    data: `${token.bytecode}${supply}`,
  });
  const hash = await rpc(node.url, "eth_sendRawTransaction", [raw]);
  // anvil may answer the hash before its block is in: null until then (a run failed on it under load)
  let receipt = await rpc(node.url, "eth_getTransactionReceipt", [hash]);
  for (let tries = 0; receipt === null && tries < 500; tries++) {
    await new Promise((r) => setTimeout(r, 10));
    receipt = await rpc(node.url, "eth_getTransactionReceipt", [hash]);
  }
  if (receipt?.status !== "0x1")
    throw new Error(`${node.name}: the token's deployment failed: ${JSON.stringify(receipt)}`);
  return receipt.contractAddress;
}

/**
 * `count` transfers signed beforehand (signing is the client's cost, the same for both), then sent one by one: each
 * `eth_sendRawTransaction`, then `eth_getTransactionReceipt` until it is mined. Wall tx/s and the server's CPU per tx.
 * @param {Node} node @param {`0x${string}`} token @param {`0x${string}`} data
 */
async function transfers(node, token, data, count = TRANSFERS) {
  const raws = [];
  for (let i = 0; i < count; i++) {
    raws.push(await account.signTransaction({ ...FEES, nonce: node.nonce++, gas: 100_000n, to: token, data }));
  }
  const pid = /** @type {number} */ (node.child.pid);
  const cpu0 = cpuMicros(pid);
  const started = performance.now();
  for (const raw of raws) {
    const hash = await rpc(node.url, "eth_sendRawTransaction", [raw]);
    let receipt = await rpc(node.url, "eth_getTransactionReceipt", [hash]);
    while (receipt === null) receipt = await rpc(node.url, "eth_getTransactionReceipt", [hash]);
    if (receipt.status !== "0x1") throw new Error(`${node.name}: a transfer failed: ${JSON.stringify(receipt)}`);
  }
  const seconds = (performance.now() - started) / 1000;
  return { tps: count / seconds, cpuPerTx: (cpuMicros(pid) - cpu0) / count };
}

/** A row; the ratio is value / baseline when both are numbers. */
const row = (
  /** @type {string} */ what,
  /** @type {number | string} */ value,
  /** @type {number | string} */ baseline = "",
  baselineIs = "",
  target = "",
  /** @type {boolean | string} */ ok = "",
) => ({
  what,
  value,
  baseline,
  "baseline is": baselineIs,
  ratio: typeof baseline === "number" && typeof value === "number" ? ratio(value, baseline) : "",
  target,
  ok,
});

/** Start to ready and idle RSS: local mode beside the default mode (and anvil), best start of two each. */
async function startupRows(/** @type {string | undefined} */ anvil) {
  /** @type {Record<string, { ms: number, rss: number }>} */
  const best = {};
  const starters = /** @type {[string, () => Promise<{ child: any, ms: number }>][]} */ ([
    ["local", () => startMock(true)],
    ["default", () => startMock(false)],
  ]);
  if (anvil) starters.push(["anvil", () => startAnvil(anvil)]);
  for (let i = 0; i < 2; i++) {
    for (const [name, start] of starters) {
      const { child, ms } = await start();
      await new Promise((r) => setTimeout(r, 1000)); // settle: RSS at idle, not mid-start
      const rss = rssMb(/** @type {number} */ (child.pid));
      await stop(child);
      best[name] = {
        ms: Math.min(best[name]?.ms ?? Number.POSITIVE_INFINITY, ms),
        rss: Math.min(best[name]?.rss ?? Number.POSITIVE_INFINITY, rss),
      };
    }
  }
  const local = /** @type {{ ms: number, rss: number }} */ (best.local);
  const byDefault = /** @type {{ ms: number, rss: number }} */ (best.default);
  const rows = [
    row(
      "local mode: start → 3 ready lines (ms)",
      Math.round(local.ms),
      Math.round(byDefault.ms),
      "default mode (no --network-id)",
    ),
    row(
      "local mode: idle RSS, whole process (MB)",
      Math.round(local.rss),
      Math.round(byDefault.rss),
      "default mode (no --network-id)",
    ),
  ];
  if (best.anvil) {
    rows.push(
      row(
        "local mode: start → ready (ms)",
        Math.round(local.ms),
        Math.round(best.anvil.ms),
        "anvil: start → first answer",
      ),
    );
    rows.push(row("local mode: idle RSS (MB)", Math.round(local.rss), Math.round(best.anvil.rss), "anvil at idle"));
  }
  return rows;
}

export async function run() {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run pnpm build first`);
  const anvil = anvilBinary();
  if (!anvil) console.log("anvil: not installed on this platform (@foundry-rs/anvil-linux-amd64); no ratios to it");
  const token = compileToken();
  const rows = await startupRows(anvil);
  const mock = await startMock(true);
  /** @type {Node[]} */
  const nodes = [{ name: "avaspec-mock", url: mock.url, child: mock.child, nonce: 0 }];
  try {
    if (anvil) {
      const a = await startAnvil(anvil);
      nodes.push({ name: "anvil", url: a.url, child: a.child, nonce: 0 });
    }
    const addresses = await Promise.all(nodes.map((node) => deployToken(node, token)));
    const balanceOf = encodeFunctionData({ abi: token.abi, functionName: "balanceOf", args: [account.address] });
    const callBody = (/** @type {string} */ to, data = balanceOf) =>
      JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_call", params: [{ to, data }, "latest"] });
    const chainIdBody = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] });
    /**
     * autocannon's options for node `i`: one body for every request, or (`perRequest`) a new body each request.
     * @param {number} i @param {(to: string) => string} bodyFor @param {boolean} perRequest
     */
    const load = (i, bodyFor, perRequest) => {
      const node = /** @type {Node} */ (nodes[i]);
      const to = /** @type {string} */ (addresses[i]);
      const common = {
        pid: /** @type {number} */ (node.child.pid),
        url: node.url,
        method: "POST",
        connections: CALL_CONNECTIONS,
        headers: { "content-type": "application/json" },
      };
      if (!perRequest) return { ...common, body: bodyFor(to) };
      return { ...common, requests: [{ setupRequest: (/** @type {object} */ r) => ({ ...r, body: bodyFor(to) }) }] };
    };
    // balanceOf of a holder never asked before: calldata that no answer cache can have seen
    let holder = 0;
    const newHolderBody = (/** @type {string} */ to) => {
      holder++;
      const who = /** @type {`0x${string}`} */ (`0x${holder.toString(16).padStart(40, "0")}`);
      return callBody(to, encodeFunctionData({ abi: token.abi, functionName: "balanceOf", args: [who] }));
    };
    // warm up both (JIT, caches) before either is measured
    for (const [i, node] of nodes.entries())
      for (let n = 0; n < 200; n++) await rpc(node.url, "eth_call", [{ to: addresses[i], data: balanceOf }, "latest"]);
    const transfer = encodeFunctionData({ abi: token.abi, functionName: "transfer", args: [RECIPIENT, 1n] });
    const ours = nodes[0];
    const theirs = nodes[1];
    if (!ours) throw new Error("no mock started");
    await transfers(ours, /** @type {`0x${string}`} */ (addresses[0]), transfer, 30);
    if (theirs) await transfers(theirs, /** @type {`0x${string}`} */ (addresses[1]), transfer, 30);
    const CALL_TARGET = "≥ 0.25× (aim 0.5×)";
    /** @type {[string, (to: string) => string, boolean, string][]} name, body, a new body per request, target */
    const workloads = [
      ["eth_chainId (the HTTP and JSON-RPC path, no EVM)", () => chainIdBody, false, ""],
      ["eth_call balanceOf, one holder", callBody, false, CALL_TARGET],
      ["eth_call balanceOf, a new holder each call", newHolderBody, true, CALL_TARGET],
    ];
    // the first row measured ran cold (the server's HTTP path and the client's own JIT, under 32 clients at once):
    // one unmeasured round of the first workload on each side first
    for (const i of nodes.keys()) await cannon({ ...load(i, () => chainIdBody, false), duration: 1 });
    for (const [name, bodyFor, perRequest, target] of workloads) {
      if (!theirs) {
        const call = await cannon(load(0, bodyFor, perRequest)); // no anvil: the mock alone, one round
        rows.push(row(`${name}, ${CALL_CONNECTIONS} clients (req/s)`, Math.round(call.rps)));
        rows.push(row(`${name}: server CPU per call (µs)`, Math.round(call.cpuPerRequest)));
        continue;
      }
      const { ours: call, base } = await compare(load(0, bodyFor, perRequest), load(1, bodyFor, perRequest), ROUNDS);
      const meets = target ? call.rps >= 0.25 * base.rps : "";
      rows.push(
        row(
          `${name}, ${CALL_CONNECTIONS} clients (req/s)`,
          Math.round(call.rps),
          Math.round(base.rps),
          "anvil",
          target,
          meets,
        ),
        row(
          `${name}: server CPU per call (µs)`,
          Math.round(call.cpuPerRequest),
          Math.round(base.cpuPerRequest),
          "anvil",
        ),
        row(`${name}: p99 (ms)`, call.p99, base.p99, "anvil"),
      );
    }
    let best = { tps: 0, cpuPerTx: Number.POSITIVE_INFINITY };
    let bestAnvil = { tps: 0, cpuPerTx: Number.POSITIVE_INFINITY };
    for (let r = 0; r < ROUNDS; r++) {
      const o = await transfers(ours, /** @type {`0x${string}`} */ (addresses[0]), transfer);
      best = { tps: Math.max(best.tps, o.tps), cpuPerTx: Math.min(best.cpuPerTx, o.cpuPerTx) };
      if (!theirs) continue;
      const b = await transfers(theirs, /** @type {`0x${string}`} */ (addresses[1]), transfer);
      bestAnvil = { tps: Math.max(bestAnvil.tps, b.tps), cpuPerTx: Math.min(bestAnvil.cpuPerTx, b.cpuPerTx) };
    }
    const what = `ERC-20 transfers, sent raw one by one and each receipt read (tx/s, ${TRANSFERS} a round)`;
    rows.push(
      theirs
        ? row(
            what,
            Number(best.tps.toFixed(1)),
            Number(bestAnvil.tps.toFixed(1)),
            "anvil",
            "≥ 0.5×",
            best.tps >= 0.5 * bestAnvil.tps,
          )
        : row(what, Number(best.tps.toFixed(1))),
      theirs
        ? row(
            "ERC-20 transfer: server CPU per transaction (µs)",
            Math.round(best.cpuPerTx),
            Math.round(bestAnvil.cpuPerTx),
            "anvil",
          )
        : row("ERC-20 transfer: server CPU per transaction (µs)", Math.round(best.cpuPerTx)),
    );
    return rows;
  } finally {
    await Promise.all(nodes.map((n) => stop(n.child)));
  }
}
