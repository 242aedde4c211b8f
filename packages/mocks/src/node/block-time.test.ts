// --block-time through the node mock (startNodeMock, as the CLI's thread starts it): a transaction waits in the pool
// for the interval instead of getting its own block, blocks come on the interval, and closing stops the mining.
// No absolute timings: each wait is for a block count, with a generous bound only against a hang.
import { afterEach, describe, expect, it } from "vitest";
import { type RunningNodeMock, startNodeMock } from "./index.js";
import { cChainResult as rpc } from "./test-support/client.js";

const EWOQ = "0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc";
const BOB = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
const started: RunningNodeMock[] = [];
afterEach(async () => {
  for (const node of started.splice(0)) await node.close();
});

async function start(blockTime: number): Promise<RunningNodeMock> {
  const node = await startNodeMock({ port: 0, networkId: "local", blockTime });
  started.push(node);
  return node;
}

/** Polls until `done` holds; fails after `limit` polls (a hang, not a timing). */
async function until(done: () => Promise<boolean>, limit = 600): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await done()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("never happened");
}

describe("blockTime (--block-time)", () => {
  it("a transaction waits in the pool for the interval, not mined on arrival", async () => {
    const node = await start(3600);
    const hash = await rpc(node.url, "eth_sendTransaction", [{ from: EWOQ, to: BOB, value: "0x1" }]);
    expect(await rpc(node.url, "eth_getTransactionReceipt", [hash])).toBeNull();
    expect(await rpc(node.url, "eth_blockNumber")).toBe("0x0");
    await rpc(node.url, "evm_mine"); // a block on demand takes it, as anvil's evm_mine does
    expect((await rpc(node.url, "eth_getTransactionReceipt", [hash])).blockNumber).toBe("0x1");
  }, 60_000);

  it("mines on the interval: the pooled transactions, and empty blocks while idle", async () => {
    const node = await start(0.2);
    const hashes = [
      await rpc(node.url, "eth_sendTransaction", [{ from: EWOQ, to: BOB, value: "0x1" }]),
      await rpc(node.url, "eth_sendTransaction", [{ from: EWOQ, to: BOB, value: "0x2" }]),
    ];
    await until(async () => (await rpc(node.url, "eth_getTransactionReceipt", [hashes[1]])) !== null);
    const receipts = await Promise.all(hashes.map((h) => rpc(node.url, "eth_getTransactionReceipt", [h])));
    expect(receipts.map((r) => r.status)).toEqual(["0x1", "0x1"]);
    const mined = Number(receipts[1].blockNumber);
    await until(async () => Number(await rpc(node.url, "eth_blockNumber")) >= mined + 2); // idle: empty blocks
  }, 60_000);

  it("is refused without local mode, and outside its range", async () => {
    await expect(startNodeMock({ port: 0, blockTime: 2 })).rejects.toThrow(
      'blockTime needs networkId "local": the generated chains neither mine nor keep state',
    );
    await expect(startNodeMock({ port: 0, stateFile: "x.json" })).rejects.toThrow('stateFile needs networkId "local"');
    for (const blockTime of [0, 0.05, -1, 86_401, Number.NaN, Number.POSITIVE_INFINITY]) {
      await expect(startNodeMock({ port: 0, networkId: "local", blockTime })).rejects.toThrow(
        "blockTime must be a number of seconds from 0.1 to 86400",
      );
    }
  });
});
