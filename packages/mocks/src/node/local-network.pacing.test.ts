// One long execution on a local chain must not stall the node mock: while an eth_call loops to its gas, the other
// chain, the admin API, the control plane and the same chain's eth_blockNumber are answered. Each latency is held as
// a ratio to the loop's own duration, measured in the same run.
import { expect, it } from "vitest";
import { ENDLESS_LOOP, localNodeForFile } from "./test-support/client.js";

const node = localNodeForFile();

const rpc = (path: string, method: string, params: unknown = []) =>
  fetch(`${node.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  }).then((r) => r.json() as Promise<{ result?: unknown; error?: { code: number; message: string } }>);

// init code JUMPDEST PUSH1 0 JUMP, run by an eth_call without `to` until its gas ends: the C-Chain's 15M cap, since
// the lean loop runs 5M in about 150 ms, which left the latencies' bound (a fifth of it) within a request's noise
const LOOP = { data: ENDLESS_LOOP, gas: "0xe4e1c0" };

it("answers every other kind of request while an eth_call loops", async () => {
  const started = performance.now();
  const loop = rpc("/ext/bc/C/rpc", "eth_call", [LOOP, "latest"]).then((answer) => ({
    answer,
    took: performance.now() - started,
  }));
  await new Promise((resolve) => setTimeout(resolve, 20)); // the loop is running
  const others: [string, () => Promise<unknown>][] = [
    ["the L1's eth_blockNumber", () => rpc("/ext/bc/l1/rpc", "eth_blockNumber")],
    ["the C-Chain's eth_blockNumber", () => rpc("/ext/bc/C/rpc", "eth_blockNumber")],
    ["admin.getLoggerLevel", () => rpc("/ext/admin", "admin.getLoggerLevel", {})],
    ["GET /__avaspec/requests", () => fetch(`${node.url}/__avaspec/requests`).then((r) => r.json())],
  ];
  const latencies: Record<string, number> = {};
  for (const [name, send] of others) {
    const sent = performance.now();
    const answer = (await send()) as { error?: unknown };
    expect(answer.error, name).toBeUndefined();
    latencies[name] = performance.now() - sent;
  }
  const answeredBy = performance.now() - started;
  const { answer, took } = await loop;
  // the loop ends at its gas, or at geth's 5 s deadline where a loaded machine runs it slower (seen at load 15)
  expect(["out of gas", "execution aborted (timeout = 5s)"]).toContain(answer.error?.message);
  // all four were answered while the loop still ran, each in a small part of its time
  expect(answeredBy).toBeLessThan(took);
  for (const [name, latency] of Object.entries(latencies)) expect(latency, name).toBeLessThan(took / 5);
}, 120_000);
