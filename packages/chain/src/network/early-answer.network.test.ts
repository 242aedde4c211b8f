// The network after a send's early answer: the block mined right after reaches the index and the block views without
// another request, `mining` holds a server's next answer until it has, and a mirror in another thread waits for it.
import { MessageChannel, receiveMessageOnPort, Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ewoq, signTransfer } from "../test-support/sign.js";
import { BlockMirror, MINING_WAIT_MS } from "./block-mirror.js";
import type { ViewMessage } from "./block-view.js";
import { createLocalNetwork, type LocalNetwork } from "./local-network.js";

let network: LocalNetwork;

beforeAll(async () => {
  network = await createLocalNetwork();
});
afterAll(() => network.close());

const send = async (nonce: number) => {
  const body = { jsonrpc: "2.0", id: 1, method: "eth_sendRawTransaction", params: [await signTransfer({ nonce })] };
  return JSON.parse(await network.handleMessage(network.chainNamed("C")!, body)).result as string;
};

describe("the network after an early answer", () => {
  it("takes the block mined after the answer into the index and the views, with no request after it", async () => {
    const messages: ViewMessage[] = [];
    const stop = network.views.subscribe((message) => messages.push(message));
    const pending = messages.find((m) => m.type === "mining")?.pending;
    const mirror = network.mirror();
    const cChain = mirror.chainOf("43112")!;
    const indexed = network.cChainIndex.containers.length;
    const head = mirror.head(cChain)!.number;
    const hash = await send(0);
    // answered: the block is not mined yet, and the feed counts it for the mirrors in other threads
    expect(network.cChainIndex.containers.length).toBe(indexed);
    expect(mirror.head(cChain)!.number).toBe(head);
    expect(pending && Atomics.load(pending, 0)).toBe(1);
    const mining = network.mining;
    expect(mining).toBeDefined();
    await mining;
    expect(network.mining).toBeUndefined();
    expect(pending && Atomics.load(pending, 0)).toBe(0);
    expect(network.cChainIndex.containers.length).toBe(indexed + 1);
    expect(mirror.head(cChain)!.number).toBe(head + 1n);
    expect(network.chainNamed("C")!.chain.head().transactions).toEqual([hash]);
    stop();
  });
});

describe("the feed's count of blocks mined after their answers", () => {
  it("is released even when taking the block in throws (a count left up holds every mirror's read)", async () => {
    const messages: ViewMessage[] = [];
    const stop = network.views.subscribe((message) => {
      if (message.type === "blocks" && message.from > 0) throw new Error("a subscriber failed");
      messages.push(message);
    });
    const pending = messages.find((m) => m.type === "mining")?.pending;
    network.views.expectBlock();
    const settled = network.views.settled;
    expect(pending && Atomics.load(pending, 0)).toBe(1);
    await network.chainNamed("C")!.chain.mine(); // a block for the feed to send
    expect(() => network.views.blockMined()).toThrow("a subscriber failed");
    expect(pending && Atomics.load(pending, 0)).toBe(0);
    expect(network.views.settled).toBeUndefined();
    await settled;
    stop();
    network.views.sync(); // the block goes out to the others now
  });
});

describe("a mirror fed over a port", () => {
  it("waits on a read while the node mines a block it has answered for, then sees it", async () => {
    const pending = new Int32Array(new SharedArrayBuffer(4));
    const { port1: node, port2: feed } = new MessageChannel();
    const mirror = new BlockMirror({ pull: () => receiveMessageOnPort(feed)?.message as ViewMessage | undefined });
    node.postMessage({ type: "mining", pending, realm: -1, feed: 1 } satisfies ViewMessage); // another thread's feed
    const cChain = mirror.chainOf("43112")!;
    expect(mirror.head(cChain)).toBeUndefined();
    Atomics.store(pending, 0, 1); // the node answered a send: its block is being mined
    // the node's thread: 200 ms later the block is posted and the count released
    const block = { number: 0n, hash: `0x${"ab".repeat(32)}` };
    const message = { type: "blocks", blockchainId: cChain.blockchainId, from: 0, blocks: [block] };
    const nodeThread = new Worker(
      `const { workerData: { pending, port, message } } = require("node:worker_threads");
       setTimeout(() => {
         port.postMessage(message);
         Atomics.sub(pending, 0, 1);
         Atomics.notify(pending, 0);
       }, 200);`,
      { eval: true, workerData: { pending, port: node, message }, transferList: [node] },
    );
    await new Promise((resolve) => nodeThread.once("online", resolve));
    expect(mirror.head(cChain)?.hash).toBe(block.hash); // the read blocked until the release, then drained the port
    await nodeThread.terminate();
  });

  it("waits no longer than MINING_WAIT_MS when the node never releases", () => {
    const pending = new Int32Array(new SharedArrayBuffer(4));
    const mirror = new BlockMirror({ pull: () => undefined });
    mirror.apply({ type: "mining", pending, realm: -1, feed: 1 });
    Atomics.store(pending, 0, 1);
    const start = performance.now();
    expect(mirror.head(mirror.chainOf("43112")!)).toBeUndefined();
    const waited = performance.now() - start;
    expect(waited).toBeGreaterThanOrEqual(MINING_WAIT_MS - 5); // it did wait, and came back (not for ever)
  });

  it("does not block when the feed is in its own thread (startMocks' one thread): it gives `settled`", async () => {
    const { port1: node, port2: feed } = new MessageChannel();
    const stop = network.views.subscribe((message) => node.postMessage(message));
    const mirror = new BlockMirror({ pull: () => receiveMessageOnPort(feed)?.message as ViewMessage | undefined });
    const cChain = mirror.chainOf("43112")!;
    const head = mirror.head(cChain)!.number;
    const nonce = await network.chainNamed("C")!.chain.nonce(ewoq.address);
    await send(Number(nonce));
    const start = performance.now();
    expect(mirror.head(cChain)!.number).toBe(head); // a block this thread has not mined yet: not waited for
    expect(performance.now() - start).toBeLessThan(MINING_WAIT_MS / 4);
    const settled = mirror.settled();
    expect(settled).toBeDefined();
    await settled;
    expect(mirror.settled()).toBeUndefined();
    expect(mirror.head(cChain)!.number).toBe(head + 1n);
    stop();
    node.close();
  });
});
