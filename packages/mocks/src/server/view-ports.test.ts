// Local mode's block views across threads: a mirror reads what its port has queued before it answers, so a block the
// node posted before it answered is seen by the very next read, without waiting for the port's message event.
import { LOCAL_C_CHAIN_BLOCKCHAIN_ID } from "@avaspec/chain/views";
import { describe, expect, it } from "vitest";
import { receiveMessageOnPort } from "node:worker_threads";
import { mirrorOf, portsIn, VIEW_DRAIN_MS, viewChannels } from "./view-ports.js";

const genesis = {
  number: 0n,
  hash: `0x${"11".repeat(32)}` as const,
  parentHash: `0x${"00".repeat(32)}` as const,
  timestamp: 1_800_000_000n,
  gasLimit: 15_000_000n,
  gasUsed: 0n,
  baseFeePerGas: 25_000_000_000n,
  blockGasCost: 0n,
  txCount: 0,
  feesSpent: 0n,
  cumulativeTransactions: 0n,
  cumulativeGasUsed: 0n,
};

describe("the block views' ports", () => {
  it("a mirror sees a block posted on its port at its next read, in the same turn", async () => {
    const channels = viewChannels();
    const [toData] = channels.node.viewFeeds!;
    const { mirror } = (await mirrorOf(channels.data.viewFeed))!;
    const cChain = mirror.chainOf("43112")!;
    expect(mirror.head(cChain)).toBeUndefined();
    toData!.postMessage({ type: "blocks", blockchainId: LOCAL_C_CHAIN_BLOCKCHAIN_ID, from: 0, blocks: [genesis] });
    toData!.postMessage({ type: "node", url: "http://127.0.0.1:19650" });
    // no await: the port's message event has not run yet
    expect(mirror.head(cChain)?.hash).toBe(genesis.hash);
    expect(mirror.rpcUrl(cChain)).toBe(`http://127.0.0.1:19650/ext/bc/${LOCAL_C_CHAIN_BLOCKCHAIN_ID}/rpc`);
    expect((await mirrorOf(channels.data.viewFeed))?.mirror).toBe(mirror); // one a port (a --watch reload keeps it)
    for (const port of [...portsIn(channels.node), ...portsIn(channels.data), ...portsIn(channels.metrics)])
      port.close();
  });

  it("a posted block wakes no thread: it waits on the port until a read or the drain beat", async () => {
    const channels = viewChannels();
    const [toData] = channels.node.viewFeeds!;
    const feed = channels.data.viewFeed!;
    const { mirror } = (await mirrorOf(feed))!;
    const cChain = mirror.chainOf("43112")!;
    const block = { type: "blocks", blockchainId: LOCAL_C_CHAIN_BLOCKCHAIN_ID, from: 0, blocks: [genesis] } as const;
    toData!.postMessage(block);
    await new Promise((resolve) => setTimeout(resolve, 50)); // turns of the event loop: a listener would have run
    expect(receiveMessageOnPort(feed)?.message).toEqual(block); // still queued: nothing took it in
    toData!.postMessage(block);
    await new Promise((resolve) => setTimeout(resolve, VIEW_DRAIN_MS * 1.5));
    expect(receiveMessageOnPort(feed)).toBeUndefined(); // the beat drained it, no read needed
    expect(mirror.head(cChain)?.hash).toBe(genesis.hash);
    for (const port of [...portsIn(channels.node), ...portsIn(channels.data), ...portsIn(channels.metrics)])
      port.close();
  });

  it("lists the ports among a thread's options, and nothing else", () => {
    const channels = viewChannels();
    expect(portsIn(channels.node)).toHaveLength(2);
    expect(portsIn(channels.metrics)).toEqual([channels.metrics.viewFeed]);
    expect(portsIn({ viewFeed: "not a port", viewFeeds: [null, 3] })).toEqual([]);
    expect(portsIn({})).toEqual([]);
  });
});
