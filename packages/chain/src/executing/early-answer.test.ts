// Automine's early answer: eth_sendRawTransaction and eth_sendTransaction answer once the transaction is admitted, the
// block is mined a macrotask later, and every request the chain receives after the answer sees that block.
import { type Hex, keccak256 } from "viem";
import { afterEach, describe, expect, it } from "vitest";
import type { ChainError } from "../errors.js";
import { ALL_METHODS, createRequest, handleJsonRpc, type RequestFunction } from "../rpc/request.js";
import { ewoq, RECIPIENT, signTransfer } from "../test-support/sign.js";
import { createExecutingChain, type ExecutingChain } from "./executing-chain.js";

let chain: ExecutingChain;

async function start(options: Parameters<typeof createExecutingChain>[0] = {}): Promise<RequestFunction> {
  chain = await createExecutingChain(options);
  return createRequest(chain, ALL_METHODS, { earlyAnswer: true });
}

afterEach(() => chain?.close());

/** The head's number at each step after the send's answer: then, at process.nextTick, and once `mining` is over. */
function headsAfter(answer: Promise<unknown>): Promise<bigint[]> {
  return answer.then(() => {
    const heads = [chain.head().number];
    const mining = chain.mining;
    return new Promise((resolve) => {
      process.nextTick(() => {
        heads.push(chain.head().number);
        void mining?.then(() => resolve([...heads, chain.head().number]));
        if (!mining) resolve([...heads, chain.head().number]);
      });
    });
  });
}

describe("automine's early answer", () => {
  it("answers a raw send while the head is still its parent, past process.nextTick, then mines its block", async () => {
    const rpc = await start();
    const answer = rpc({ method: "eth_sendRawTransaction", params: [await signTransfer({ nonce: 0 })] });
    // the answer, a nextTick after it (where Node's HTTP write may run): block 0; the macrotask after: block 1
    expect(await headsAfter(answer)).toEqual([0n, 0n, 1n]);
    expect(chain.mining).toBeUndefined();
    expect(chain.receipt((await answer) as Hex)?.status).toBe(1);
  });

  it("answers eth_sendTransaction early too", async () => {
    const rpc = await start();
    const answer = rpc({
      method: "eth_sendTransaction",
      params: [{ from: ewoq.address, to: RECIPIENT, value: "0x1" }],
    });
    expect(await headsAfter(answer)).toEqual([0n, 0n, 1n]);
  });

  it("answers once the block is mined without earlyAnswer (createRequest's default, hardhat's way)", async () => {
    chain = await createExecutingChain();
    const answer = createRequest(chain)({
      method: "eth_sendRawTransaction",
      params: [await signTransfer({ nonce: 0 })],
    });
    expect(await headsAfter(answer)).toEqual([1n, 1n, 1n]);
  });

  it("keeps the typed sendRawTransaction answering once its block is mined", async () => {
    await start();
    const hash = await chain.sendRawTransaction(await signTransfer({ nonce: 0 }));
    expect(chain.head().number).toBe(1n);
    expect(chain.receipt(hash)?.blockNumber).toBe(1n);
  });

  it("answers every request received after the send's answer on the mined block", async () => {
    const rpc = await start();
    const blocks = await rpc({ method: "eth_newBlockFilter" });
    const pending = await rpc({ method: "eth_newPendingTransactionFilter" });
    const hash = (await rpc({ method: "eth_sendRawTransaction", params: [await signTransfer({ nonce: 0 })] })) as Hex;
    // each sent at once after the answer, none awaited before the next: the synchronous reads bypass the queue
    const reads = await Promise.all([
      rpc({ method: "eth_getTransactionReceipt", params: [hash] }),
      rpc({ method: "eth_blockNumber" }),
      rpc({ method: "eth_getBlockByNumber", params: ["latest", false] }),
      rpc({ method: "eth_getTransactionByHash", params: [hash] }),
      rpc({ method: "eth_getBlockTransactionCountByNumber", params: ["latest"] }),
      rpc({ method: "eth_getFilterChanges", params: [blocks] }),
      rpc({ method: "eth_getTransactionCount", params: [ewoq.address, "latest"] }),
      rpc({ method: "eth_getBalance", params: [RECIPIENT, "latest"] }),
    ]);
    const [receipt, number, head, tx, count, newBlocks, nonce, balance] = reads as Record<string, unknown>[];
    expect(receipt).toMatchObject({ transactionHash: hash, blockNumber: "0x1", status: "0x1" });
    expect(number).toBe("0x1");
    expect(head).toMatchObject({ number: "0x1", transactions: [hash] });
    expect(tx).toMatchObject({ hash, blockNumber: "0x1" });
    expect(count).toBe("0x1");
    expect(newBlocks).toEqual([(head as Record<string, unknown>).hash]);
    expect(nonce).toBe("0x1");
    expect(balance).toBe("0xd3c21bcecceda1000001");
    expect(await rpc({ method: "eth_getFilterChanges", params: [pending] })).toEqual([hash]);
  });

  it("answers a batch of a send and its receipt with the receipt", async () => {
    await start();
    const raw = await signTransfer({ nonce: 0 });
    const body = JSON.stringify([
      { jsonrpc: "2.0", id: 1, method: "eth_sendRawTransaction", params: [raw] },
      { jsonrpc: "2.0", id: 2, method: "eth_getTransactionReceipt", params: [keccak256(raw)] },
    ]);
    const [sent, receipt] = JSON.parse(
      await handleJsonRpc(createRequest(chain, ALL_METHODS, { earlyAnswer: true }), body),
    );
    expect(sent.result).toBe(keccak256(raw));
    expect(receipt.result).toMatchObject({ transactionHash: keccak256(raw), blockNumber: "0x1", status: "0x1" });
  });

  it("mines sends pipelined without waiting each in its own block, in order", async () => {
    const rpc = await start();
    const raws = await Promise.all([0, 1, 2, 3, 4].map((nonce) => signTransfer({ nonce })));
    const hashes = await Promise.all(raws.map((raw) => rpc({ method: "eth_sendRawTransaction", params: [raw] })));
    const receipts = await Promise.all(hashes.map((h) => rpc({ method: "eth_getTransactionReceipt", params: [h] })));
    expect(receipts.map((r) => (r as Record<string, unknown>).blockNumber)).toEqual([
      "0x1",
      "0x2",
      "0x3",
      "0x4",
      "0x5",
    ]);
    expect(chain.head().transactions).toEqual([hashes[4]]);
  });

  it("refuses at admission, with mining's own error, a send the block limit leaves no room for", async () => {
    const rpc = await start({ limits: { maxBlocks: 2 } });
    await rpc({ method: "eth_sendRawTransaction", params: [await signTransfer({ nonce: 0 })] });
    const refused = await rpc({ method: "eth_sendRawTransaction", params: [await signTransfer({ nonce: 1 })] }).catch(
      (e: unknown) => e,
    );
    expect((refused as ChainError).message).toBe("block limit reached: 2 blocks kept; evm_revert or reset the chain");
    expect(chain.pending()).toEqual([]); // refused, not pooled
    expect(chain.head().number).toBe(1n);
  });

  it("refuses at admission a send that would make a run of pooled nonces mineable past the block limit", async () => {
    const rpc = await start({ limits: { maxBlocks: 2 } });
    const later = await rpc({ method: "eth_sendRawTransaction", params: [await signTransfer({ nonce: 1 })] });
    expect(chain.pending()).toEqual([later]); // a nonce gap: nothing to mine yet
    const refused = await rpc({ method: "eth_sendRawTransaction", params: [await signTransfer({ nonce: 0 })] }).catch(
      (e: unknown) => e,
    );
    expect((refused as ChainError).message).toMatch(/^block limit reached: 2 blocks kept/);
    expect(chain.pending()).toEqual([later]);
    expect(chain.head().number).toBe(0n);
  });

  it("answers at admission and mines nothing with interval mining", async () => {
    const rpc = await start({ blockTime: 3600 });
    const hash = await rpc({ method: "eth_sendRawTransaction", params: [await signTransfer({ nonce: 0 })] });
    expect(chain.mining).toBeUndefined();
    expect(chain.pending()).toEqual([hash]);
    expect(await rpc({ method: "eth_getTransactionReceipt", params: [hash] })).toBeNull();
    await rpc({ method: "evm_mine" });
    expect(chain.head().transactions).toEqual([hash]);
  });
});
