// --state-file's package API: a chain dumped and loaded into a fresh one has the same balances, code, storage, blocks,
// receipts, nonces, pool and clock, and keeps mining from there; a bad or oversized file is refused clearly.
import { encodeDeployData, type Hex } from "viem";
import { afterEach, describe, expect, it } from "vitest";
import { LOCAL_SUBNET_EVM_L1 } from "../profiles.js";
import { createRequest } from "../rpc/request.js";
import { ewoq, RECIPIENT, signTransfer } from "../test-support/sign.js";
import { compileToken } from "../test-support/token.js";
import { createExecutingChain, type ExecutingChain } from "./executing-chain.js";
import { MAX_STATE_FILE_BYTES } from "./state-file.js";

const chains: ExecutingChain[] = [];
afterEach(() => {
  for (const chain of chains.splice(0)) chain.close();
});

async function fresh(options: Parameters<typeof createExecutingChain>[0] = {}): Promise<ExecutingChain> {
  const chain = await createExecutingChain(options);
  chains.push(chain);
  return chain;
}

describe("dumpState and loadState", () => {
  it("a fresh chain loaded from the dump has the same state, blocks, nonce, pool and clock", async () => {
    let now = 1_800_000_000_000;
    const chain = await fresh({ now: () => now });
    const rpc = createRequest(chain);
    const { abi, bytecode } = compileToken();
    const deploy = await chain.sendTransaction({
      from: ewoq.address.toLowerCase() as Hex,
      data: encodeDeployData({ abi, bytecode, args: [1000n] }),
    });
    const token = chain.receipt(deploy)?.contractAddress as Hex;
    await chain.sendRawTransaction(await signTransfer({ nonce: 1, value: 7n }));
    const waiting = await chain.sendRawTransaction(await signTransfer({ nonce: 3 })); // past a gap: pooled
    chain.increaseTime(100n);
    const snapshot = await chain.snapshot();
    const dumped = await chain.dumpState();

    now += 3_600_000; // the loading chain starts an hour later, with another genesis
    const loaded = await fresh({ now: () => now });
    expect(loaded.block(0n)?.hash).not.toBe(chain.block(0n)?.hash);
    await loaded.loadState(dumped);
    expect(loaded.head()).toEqual(chain.head());
    expect(loaded.block(0n)).toEqual(chain.block(0n));
    expect(loaded.receipt(deploy)).toEqual(chain.receipt(deploy));
    expect(await loaded.balance(RECIPIENT)).toBe(10n ** 24n + 7n);
    expect(await loaded.balance(ewoq.address)).toBe(await chain.balance(ewoq.address));
    expect(await loaded.nonce(ewoq.address)).toBe(2n);
    expect(await loaded.code(token)).toBe(await chain.code(token));
    expect(await loaded.storageAt(token, "0x1")).toBe(`0x${(1000).toString(16).padStart(64, "0")}`);
    expect(await loaded.balance(RECIPIENT, 1n)).toBe(10n ** 24n); // older blocks' state too
    expect(loaded.pending()).toEqual([waiting]);

    // it goes on: the gap fills, both mine on top of the loaded head, BLOCKHASH reads the loaded blocks
    await loaded.sendRawTransaction(await signTransfer({ nonce: 2 }));
    expect(loaded.head().number).toBe(4n);
    expect(loaded.block(3n)?.parentHash).toBe(chain.head().hash);
    expect(await loaded.nonce(ewoq.address)).toBe(4n);
    expect(await rpc({ method: "eth_blockNumber" })).toBe("0x2"); // the dumped chain is untouched
    expect(await loaded.revert(snapshot)).toBe(true);
    expect(loaded.head().number).toBe(2n);
  });

  it("refuses a file of another chain, another version, not JSON, or over the size limit", async () => {
    const c = await fresh();
    const l1 = await fresh({ profile: LOCAL_SUBNET_EVM_L1 });
    const dumped = await c.dumpState();
    await expect(l1.loadState(dumped)).rejects.toThrow("state file is of chain 43112, this chain is 99999");
    await expect(c.loadState("{")).rejects.toThrow(/^state file is not JSON/);
    await expect(c.loadState(dumped.replace('"version":1', '"version":9'))).rejects.toThrow("version 9 unknown");
    const huge = " ".repeat(MAX_STATE_FILE_BYTES + 1);
    await expect(c.loadState(huge)).rejects.toThrow(`state file too large: ${MAX_STATE_FILE_BYTES + 1} bytes`);
    expect(c.head().number).toBe(0n); // nothing changed
  });
});
