// What users of anvil and hardhat reach for, under their method names: snapshots, mining, time, balances,
// impersonation; interval mining; block, pending-transaction and log filters; eth_getLogs' filter semantics.
import type { Hex } from "viem";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChainError } from "./errors.js";
import { createExecutingChain, type ExecutingChain } from "./executing/executing-chain.js";
import { createRequest, type RequestFunction } from "./rpc/request.js";
import { ewoq, RECIPIENT, signTransfer } from "./test-support/sign.js";

const STRANGER: Hex = "0x1111111111111111111111111111111111111111";
let chain: ExecutingChain;

async function start(options: Parameters<typeof createExecutingChain>[0] = {}): Promise<RequestFunction> {
  chain = await createExecutingChain(options);
  return createRequest(chain);
}

afterEach(() => chain?.close());

describe("snapshots and mining", () => {
  it("evm_revert returns blocks, transactions and balances to the snapshot", async () => {
    const rpc = await start();
    const id = await rpc({ method: "evm_snapshot" });
    const hash = (await rpc({ method: "eth_sendRawTransaction", params: [await signTransfer({ nonce: 0 })] })) as Hex;
    expect(await rpc({ method: "eth_blockNumber" })).toBe("0x1");
    expect(await rpc({ method: "evm_revert", params: [id] })).toBe(true);
    expect(await rpc({ method: "eth_blockNumber" })).toBe("0x0");
    expect(await rpc({ method: "eth_getTransactionReceipt", params: [hash] })).toBeNull();
    expect(await rpc({ method: "eth_getTransactionCount", params: [ewoq.address, "latest"] })).toBe("0x0");
    expect(await rpc({ method: "eth_getBalance", params: [RECIPIENT, "latest"] })).toBe("0xd3c21bcecceda1000000");
    expect(await rpc({ method: "evm_revert", params: [id] })).toBe(false); // used up
    // the same transaction mines again after the revert
    await rpc({ method: "eth_sendRawTransaction", params: [await signTransfer({ nonce: 0 })] });
    expect(await rpc({ method: "eth_blockNumber" })).toBe("0x1");
  });

  it("evm_mine mines an empty block; time moves by evm_increaseTime and evm_setNextBlockTimestamp", async () => {
    let now = 1_800_000_000_000;
    const rpc = await start({ now: () => now });
    await rpc({ method: "evm_mine" });
    // genesis is at the clock's second: block 1 is a second later
    expect(chain.head()).toMatchObject({ number: 1n, timestamp: 1_800_000_001n, transactions: [] });
    expect(await rpc({ method: "evm_increaseTime", params: [3600] })).toBe("0xe10");
    await rpc({ method: "evm_mine" });
    expect(chain.head().timestamp).toBe(1_800_003_600n);
    await rpc({ method: "evm_setNextBlockTimestamp", params: ["0x6b4a0000"] });
    await rpc({ method: "evm_mine" });
    expect(chain.head().timestamp).toBe(0x6b4a0000n);
    now += 1000; // the clock has not caught up: blocks still move forward a second at a time
    await rpc({ method: "evm_mine" });
    expect(chain.head().timestamp).toBe(0x6b4a0001n);
    const error = await rpc({ method: "evm_setNextBlockTimestamp", params: [1] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChainError);
    expect((error as ChainError).message).toMatch(/lower than or equal to previous block's timestamp/);
  });

  it("reads state at an older block", async () => {
    const rpc = await start();
    await rpc({ method: "eth_sendRawTransaction", params: [await signTransfer({ nonce: 0, value: 5n })] });
    const before = await rpc({ method: "eth_getBalance", params: [RECIPIENT, "0x0"] });
    const after = await rpc({ method: "eth_getBalance", params: [RECIPIENT, "latest"] });
    expect(BigInt(after as string) - BigInt(before as string)).toBe(5n);
    const missing = await rpc({ method: "eth_getBalance", params: [RECIPIENT, "0x9"] }).catch((e: unknown) => e);
    expect((missing as ChainError).message).toBe("header not found");
  });

  it("refuses to mine past the blocks kept, with a clear error", async () => {
    const rpc = await start({ limits: { maxBlocks: 3 } });
    await rpc({ method: "evm_mine" });
    await rpc({ method: "evm_mine" });
    const error = await rpc({ method: "evm_mine" }).catch((e: unknown) => e);
    expect((error as ChainError).message).toBe("block limit reached: 3 blocks kept; evm_revert or reset the chain");
    await chain.reset();
    expect(chain.head().number).toBe(0n);
  });
});

describe("balances and impersonation", () => {
  it("anvil_ and hardhat_setBalance set a balance; an impersonated account sends without its key", async () => {
    const rpc = await start();
    await rpc({ method: "anvil_setBalance", params: [STRANGER, "0xde0b6b3a7640000"] });
    expect(await rpc({ method: "eth_getBalance", params: [STRANGER, "latest"] })).toBe("0xde0b6b3a7640000");
    const send = { from: STRANGER, to: RECIPIENT, value: "0x1" };
    const refused = await rpc({ method: "eth_sendTransaction", params: [send] }).catch((e: unknown) => e);
    expect((refused as ChainError).message).toBe("unknown account");
    await rpc({ method: "anvil_impersonateAccount", params: [STRANGER] });
    const hash = (await rpc({ method: "eth_sendTransaction", params: [send] })) as Hex;
    expect(chain.receipt(hash)).toMatchObject({ status: 1, from: STRANGER });
    expect(chain.transaction(hash)?.from).toBe(STRANGER);
    await rpc({ method: "hardhat_setBalance", params: [STRANGER, "0x0"] });
    expect(await rpc({ method: "eth_getBalance", params: [STRANGER, "latest"] })).toBe("0x0");
  });

  it("eth_sendTransaction signs for a funded account", async () => {
    const rpc = await start();
    const hash = (await rpc({
      method: "eth_sendTransaction",
      params: [{ from: ewoq.address, to: RECIPIENT, value: "0x2" }],
    })) as Hex;
    expect(chain.receipt(hash)?.status).toBe(1);
    expect(chain.transaction(hash)?.r).not.toBe(0n);
  });
});

describe("interval mining and filters", () => {
  it("with a block time, pools transactions and mines them together on the interval", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] }); // the interval ticks when the test says
    const rpc = await start({ blockTime: 2 });
    const pending = await rpc({ method: "eth_newPendingTransactionFilter" });
    const blocks = await rpc({ method: "eth_newBlockFilter" });
    const first = (await rpc({ method: "eth_sendRawTransaction", params: [await signTransfer({ nonce: 0 })] })) as Hex;
    const second = (await rpc({ method: "eth_sendRawTransaction", params: [await signTransfer({ nonce: 1 })] })) as Hex;
    expect(chain.receipt(first)).toBeUndefined();
    expect(await rpc({ method: "eth_getFilterChanges", params: [pending] })).toEqual([first, second]);
    vi.advanceTimersByTime(1999);
    expect(chain.head().number).toBe(0n);
    vi.advanceTimersByTime(1);
    await expect.poll(() => chain.receipt(second), { timeout: 20_000, interval: 50 }).toBeDefined();
    expect(chain.receipt(first)?.blockNumber).toBe(chain.receipt(second)?.blockNumber);
    const mined = (await rpc({ method: "eth_getFilterChanges", params: [blocks] })) as Hex[];
    expect(mined).toEqual([chain.receipt(second)?.blockHash]);
    vi.useRealTimers();
  });

  it("eth_getLogs matches addresses and topics by position; a bad filter id is refused", async () => {
    const rpc = await start();
    // a log-free chain answers an empty list, and a filter on an unknown id is geth's "filter not found"
    expect(await rpc({ method: "eth_getLogs", params: [{ fromBlock: "earliest" }] })).toEqual([]);
    const error = await rpc({ method: "eth_getFilterChanges", params: ["0x01"] }).catch((e: unknown) => e);
    expect((error as ChainError).message).toBe("filter not found");
    const both = await rpc({
      method: "eth_getLogs",
      params: [{ blockHash: chain.head().hash, fromBlock: "0x0" }],
    }).catch((e: unknown) => e);
    expect((both as ChainError).code).toBe(-32602);
  });
});
