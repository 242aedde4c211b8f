// A block that fails to be mined after its send's early answer: the queue and the request gate must not stay shut,
// the transaction stays pooled for the next block, and a typed sender (sendRawTransaction) gets the failure.
import { afterEach, describe, expect, it, vi } from "vitest";
import { ALL_METHODS, createRequest } from "../rpc/request.js";
import { RECIPIENT, signTransfer } from "../test-support/sign.js";
import { createExecutingChain, type ExecutingChain } from "./executing-chain.js";

/** the failure the next block's building throws, once */
const fault = vi.hoisted(() => ({ next: undefined as Error | undefined }));

vi.mock("./lean-block-builder.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("./lean-block-builder.js")>();
  return {
    ...original,
    buildLeanBlock: (...args: Parameters<typeof original.buildLeanBlock>) => {
      const failure = fault.next;
      fault.next = undefined;
      return failure ? Promise.reject(failure) : original.buildLeanBlock(...args);
    },
  };
});

let chain: ExecutingChain;
afterEach(() => chain?.close());

describe("a mining that fails after the early answer", () => {
  it("leaves the transaction pooled and the chain answering; the next block takes it", async () => {
    chain = await createExecutingChain();
    const rpc = createRequest(chain, ALL_METHODS, { earlyAnswer: true });
    fault.next = new Error("the block builder failed");
    const hash = await rpc({ method: "eth_sendRawTransaction", params: [await signTransfer({ nonce: 0 })] });
    expect(chain.mining).toBeDefined();
    // the next requests are not held for ever: they answer on the chain without the block
    expect(await rpc({ method: "eth_getTransactionReceipt", params: [hash] })).toBeNull();
    expect(chain.mining).toBeUndefined();
    expect(await rpc({ method: "eth_blockNumber" })).toBe("0x0");
    expect(await rpc({ method: "eth_getBalance", params: [RECIPIENT, "latest"] })).toBe("0xd3c21bcecceda1000000");
    expect(chain.pending()).toEqual([hash]);
    await rpc({ method: "evm_mine" });
    expect(chain.head().transactions).toEqual([hash]);
    expect(chain.pending()).toEqual([]);
  });

  it("rejects a typed sendRawTransaction with the failure, as before the early answer", async () => {
    chain = await createExecutingChain();
    fault.next = new Error("the block builder failed");
    const sent = chain.sendRawTransaction(await signTransfer({ nonce: 0 }));
    await expect(sent).rejects.toThrow("the block builder failed");
    expect(await chain.sendRawTransaction(await signTransfer({ nonce: 1 }))).toMatch(/^0x/);
    expect(chain.head().number).toBe(2n); // the pooled nonce 0, then nonce 1, each in its block
  });
});
