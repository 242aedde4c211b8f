// The network's block views: the feed tells a mirror each mined block and each block taken back, the mirror answers
// the Data API's fields and the Metrics API's sums by time, and it keeps no more blocks than the chain may.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signTransfer } from "../test-support/sign.js";
import { BlockMirror } from "./block-mirror.js";
import type { ViewMessage } from "./block-view.js";
import { createLocalNetwork, LOCAL_C_CHAIN_BLOCKCHAIN_ID, type LocalNetwork } from "./local-network.js";

let network: LocalNetwork;
let clock = Date.parse("2026-11-27T10:00:00Z");

beforeAll(async () => {
  network = await createLocalNetwork({ now: () => clock });
});
afterAll(() => network.close());

const send = async (nonce: number) => {
  clock += 1000;
  const chain = network.chainNamed("C")!;
  const body = JSON.stringify({
    jsonrpc: "2.0",
    id: 1,
    method: "eth_sendRawTransaction",
    params: [await signTransfer({ nonce })],
  });
  const answer = JSON.parse(await network.handle(chain, body)).result as string;
  await network.mining; // the block mined after the early answer, as a server's next request waits for it
  return answer;
};

describe("the block views", () => {
  it("a mirror sees every mined block with its receipts' fees, and loses those evm_revert takes back", async () => {
    const mirror = network.mirror();
    const cChain = mirror.chainOf("43112")!;
    expect(mirror.chainOf(LOCAL_C_CHAIN_BLOCKCHAIN_ID)).toBe(cChain);
    expect(mirror.block(cChain, "0")?.hash).toBe(network.chainNamed("C")!.chain.block(0n)!.hash);
    const snapshot = await network.chainNamed("C")!.chain.snapshot();
    const hash = await send(0);
    await send(1);
    const chain = network.chainNamed("C")!.chain;
    const one = chain.block(1n)!;
    const receipt = chain.receipt(hash as `0x${string}`)!;
    expect(mirror.dataApiBlock(cChain, "1")).toEqual({
      chainId: "43112",
      blockNumber: "1",
      blockTimestamp: Number(one.timestamp),
      blockHash: one.hash,
      txCount: 1,
      baseFee: String(one.baseFeePerGas),
      gasUsed: "21000",
      gasLimit: String(one.gasLimit),
      gasCost: String(one.blockGasCost),
      parentHash: chain.block(0n)!.hash,
      feesSpent: String(21_000n * receipt.effectiveGasPrice),
      cumulativeTransactions: "1",
    });
    expect(mirror.block(cChain, one.hash.toUpperCase().replace("0X", "0x"))?.number).toBe(1n);
    expect(mirror.head(cChain)?.number).toBe(2n);
    const from = Number(one.timestamp);
    expect(mirror.total(cChain, "txCount", from, from + 3600)).toBe(2);
    expect(mirror.total(cChain, "gasUsed", from, from + 3600)).toBe(42_000);
    expect(mirror.total(cChain, "txCount", from + 1, from + 3600)).toBe(1);
    const names = ["lastHour", "lastDay", "lastWeek", "allTime"];
    expect(mirror.windows(cChain, "txCount", from + 60, names)).toEqual({
      lastHour: 2,
      lastDay: 2,
      lastWeek: 2,
      allTime: 2,
    });
    const nextHour = from - (from % 3600) + 3600;
    expect(mirror.windows(cChain, "gasUsed", nextHour, names)).toEqual({
      lastHour: 0,
      lastDay: 42_000,
      lastWeek: 42_000,
      allTime: 42_000,
    });

    await network.chainNamed("C")!.request({ method: "evm_revert", params: [`0x${snapshot.toString(16)}`] });
    await network.handle(network.chainNamed("C")!, JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId" }));
    expect(mirror.head(cChain)?.number).toBe(0n);
    expect(mirror.block(cChain, one.hash)).toBeUndefined();
    expect(mirror.total(cChain, "txCount", 0, Number.POSITIVE_INFINITY)).toBe(0);
  });

  it("a late subscriber gets the kept blocks and the node's URL first; reset empties every chain", async () => {
    await send(0);
    network.views.announceNode("http://127.0.0.1:19650");
    const messages: ViewMessage[] = [];
    network.views.subscribe((m) => messages.push(m));
    const mirror = new BlockMirror({ pull: () => messages.shift() });
    const cChain = mirror.chainOf("C") ?? mirror.chainOf("43112")!;
    expect(mirror.head(cChain)?.number).toBe(1n);
    expect(mirror.rpcUrl(cChain)).toBe(`http://127.0.0.1:19650/ext/bc/${LOCAL_C_CHAIN_BLOCKCHAIN_ID}/rpc`);
    await network.reset();
    expect(mirror.head(cChain)?.number).toBe(0n);
    expect(mirror.block(cChain, "1")).toBeUndefined();
  });

  it("keeps at most maxBlocks per chain, and ignores messages it does not know", () => {
    const mirror = new BlockMirror({ maxBlocks: 2 });
    const cChain = mirror.chainOf("43112")!;
    const view = (n: number) => ({
      number: BigInt(n),
      hash: `0x${n.toString(16).padStart(64, "0")}` as const,
      parentHash: `0x${"0".repeat(64)}` as const,
      timestamp: BigInt(n),
      gasLimit: 1n,
      gasUsed: 0n,
      baseFeePerGas: 1n,
      blockGasCost: 0n,
      txCount: 0,
      feesSpent: 0n,
      cumulativeTransactions: 0n,
      cumulativeGasUsed: 0n,
    });
    mirror.apply({ type: "blocks", blockchainId: cChain.blockchainId, from: 0, blocks: [view(0), view(1), view(2)] });
    mirror.apply({ type: "blocks", blockchainId: "nope", from: 0, blocks: [view(5)] });
    mirror.apply({ type: "other" } as unknown as ViewMessage);
    mirror.apply({ type: "blocks", blockchainId: cChain.blockchainId, from: -1, blocks: [] });
    expect(mirror.head(cChain)?.number).toBe(1n);
    expect(mirror.block(cChain, "2")).toBeUndefined();
    expect(mirror.block(cChain, "99999999999999999999")).toBeUndefined();
    expect(mirror.block(cChain, "not a hash")).toBeUndefined();
  });
});

describe("the block views with interval mining", () => {
  it("take in a block mined on the interval, with no request after it", async () => {
    const timed = await createLocalNetwork({ blockTime: 0.2 });
    try {
      const mirror = timed.mirror();
      const cChain = mirror.chainOf("43112")!;
      const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_sendRawTransaction", params: [] });
      const raw = await signTransfer({ nonce: 0 });
      const sent = JSON.parse(await timed.handle(timed.chainNamed("C")!, body.replace("[]", JSON.stringify([raw]))));
      expect(sent.error).toBeUndefined();
      expect(mirror.head(cChain)?.number).toBe(0n); // pooled: the interval mines it
      const deadline = Date.now() + 10_000;
      while (mirror.head(cChain)?.number !== 1n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(mirror.dataApiBlock(cChain, "1")?.txCount).toBe(1);
    } finally {
      timed.close();
    }
  }, 20_000);
});
