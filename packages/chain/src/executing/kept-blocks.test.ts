// BLOCKHASH reads the blocks the chain keeps: in eth_call, in a mined transaction, after evm_revert re-mines other
// blocks at the same numbers, and after loadState.
import type { Hex } from "viem";
import { describe, expect, it } from "vitest";
import { RECIPIENT, signTransfer } from "../test-support/sign.js";
import { createExecutingChain, type ExecutingChain } from "./executing-chain.js";

/**
 * Creation code that answers BLOCKHASH(n) as its "runtime code", after a zero byte: an eth_call without `to` returns
 * it. The zero byte first, because a hash starting with 0xef (one in 256) is code EIP-3541 refuses to deploy.
 */
const blockhashOf = (n: number): Hex => `0x61${n.toString(16).padStart(4, "0")}4060015260215ff3`;

/** Creation code that stores BLOCKHASH(NUMBER - 1) at slot 0 and deploys nothing. */
const STORE_PARENT_HASH: Hex = "0x60014303405f5500";

const blockhash = async (chain: ExecutingChain, n: number) =>
  `0x${(await chain.call({ data: blockhashOf(n) })).slice(4)}`;

async function mineTransfers(chain: ExecutingChain, from: number, count: number): Promise<void> {
  for (let nonce = from; nonce < from + count; nonce++) await chain.sendRawTransaction(await signTransfer({ nonce }));
}

describe("BLOCKHASH over the kept blocks", () => {
  it("answers each earlier block's hash in eth_call, zero for the head and later", async () => {
    const chain = await createExecutingChain();
    await mineTransfers(chain, 0, 3);
    for (const n of [0, 1, 2]) expect(await blockhash(chain, n)).toBe(chain.block(BigInt(n))?.hash);
    const zero = `0x${"0".repeat(64)}`;
    expect(await blockhash(chain, 3)).toBe(zero);
    expect(await blockhash(chain, 4)).toBe(zero);
  });

  it("answers the parent's hash inside a mined transaction", async () => {
    const chain = await createExecutingChain();
    await mineTransfers(chain, 0, 2);
    const hash = await chain.sendRawTransaction(
      await signTransfer({ nonce: 2, to: undefined, value: 0n, gas: 100_000n, data: STORE_PARENT_HASH }),
    );
    const created = chain.receipt(hash)?.contractAddress as Hex;
    expect(chain.receipt(hash)?.status).toBe(1);
    expect(await chain.storageAt(created, "0x0")).toBe(chain.block(2n)?.hash);
  });

  it("reads the blocks mined after evm_revert, not the ones it took back", async () => {
    const chain = await createExecutingChain();
    await mineTransfers(chain, 0, 1);
    const snapshot = await chain.snapshot();
    await mineTransfers(chain, 1, 2);
    const before = chain.block(2n)?.hash;
    await chain.revert(snapshot);
    chain.increaseTime(60n); // other timestamps: other hashes at the same numbers
    await chain.sendRawTransaction(await signTransfer({ nonce: 1, to: RECIPIENT, value: 2n }));
    await chain.sendRawTransaction(await signTransfer({ nonce: 2, to: RECIPIENT, value: 2n }));
    expect(chain.block(2n)?.hash).not.toBe(before);
    expect(await blockhash(chain, 2)).toBe(chain.block(2n)?.hash);
  });

  it("reads the loaded blocks after loadState", async () => {
    const chain = await createExecutingChain();
    await mineTransfers(chain, 0, 2);
    const loaded = await createExecutingChain({ now: () => Date.now() + 3_600_000 });
    await loaded.loadState(await chain.dumpState());
    await loaded.mine();
    for (const n of [0, 1, 2]) expect(await blockhash(loaded, n)).toBe(chain.block(BigInt(n))?.hash);
  });
});
