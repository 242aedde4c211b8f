// A kept block older than the head keeps its RLP, not its @ethereumjs Block (kept-blocks.ts): the Block, its header
// and transactions are let go, and the reads that need an old block decode it again with the same answers.
import { runInNewContext } from "node:vm";
import { setFlagsFromString } from "node:v8";
import { Block, createBlockFromRLP } from "@ethereumjs/block";
import { createCustomCommon, Hardfork, Mainnet } from "@ethereumjs/common";
import { bytesToHex, hexToBytes } from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import { ewoq, RECIPIENT, signTransfer } from "../test-support/sign.js";
import { createExecutingChain, type ExecutingChain } from "./executing-chain.js";

/** a full collection, made available to this file only (a fresh context's `gc` after the flag is set) */
function collect(): () => void {
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

async function mineTransfers(chain: ExecutingChain, from: number, count: number): Promise<void> {
  for (let nonce = from; nonce < from + count; nonce++) await chain.sendRawTransaction(await signTransfer({ nonce }));
}

/** Weak references to every Block whose hash is taken while `work` runs (a mined block's record takes it once). */
async function blocksHashedDuring(work: () => Promise<void>): Promise<WeakRef<Block>[]> {
  const hash = Block.prototype.hash;
  const hashed: WeakRef<Block>[] = [];
  const seen = new WeakSet<Block>();
  Block.prototype.hash = function (this: Block) {
    if (!seen.has(this)) hashed.push(new WeakRef(this));
    seen.add(this);
    return hash.call(this);
  };
  try {
    await work();
  } finally {
    Block.prototype.hash = hash;
  }
  return hashed;
}

describe("the kept blocks", () => {
  it("let an older block's Block go: of 40 mined, only the head's lives (and one in the making)", async () => {
    const gc = collect();
    const chain = await createExecutingChain();
    const hashed = await blocksHashedDuring(() => mineTransfers(chain, 0, 40));
    expect(hashed.length).toBeGreaterThanOrEqual(40);
    // a WeakRef keeps its target until the job that made it ends
    await new Promise((resolve) => setTimeout(resolve, 0));
    gc();
    gc();
    const alive = hashed.filter((ref) => ref.deref() !== undefined);
    expect(alive.length).toBeLessThanOrEqual(2);
    expect(alive.map((ref) => ref.deref()?.header.number)).toContain(40n);
  });

  it("answer BLOCKHASH from the kept hashes: no Block is decoded for it", async () => {
    const chain = await createExecutingChain();
    await mineTransfers(chain, 0, 5);
    // creation code that returns BLOCKHASH(n) after a zero byte (kept-blocks.test.ts)
    const blockhashOf = (n: number) => `0x61${n.toString(16).padStart(4, "0")}4060015260215ff3` as const;
    const answers: string[] = [];
    const hashed = await blocksHashedDuring(async () => {
      for (const n of [1, 2, 3]) answers.push(`0x${(await chain.call({ data: blockhashOf(n) })).slice(4)}`);
    });
    expect(answers).toEqual([1n, 2n, 3n].map((n) => chain.block(n)?.hash));
    expect(hashed).toHaveLength(0);
  });

  it("answer an old block's reads as they were answered while it was the head", async () => {
    const chain = await createExecutingChain();
    await mineTransfers(chain, 0, 3);
    const atThree = { balance: await chain.balance(RECIPIENT, 3n), nonce: await chain.nonce(ewoq.address, 3n) };
    await mineTransfers(chain, 3, 3);
    expect(await chain.balance(RECIPIENT, 3n)).toBe(atThree.balance);
    expect(await chain.nonce(ewoq.address, 3n)).toBe(atThree.nonce);
    expect(await chain.nonce(ewoq.address)).toBe(6n);
    // block 2's RLP is first read now, from the bytes kept when it stopped being the head
    const older = chain.block(2n);
    const common = createCustomCommon({ chainId: 43112 }, Mainnet, { hardfork: Hardfork.Cancun });
    const decoded = createBlockFromRLP(hexToBytes(older?.rlp ?? "0x"), { common, skipConsensusFormatValidation: true });
    expect(bytesToHex(decoded.hash())).toBe(older?.hash);
    expect(decoded.transactions.map((tx) => bytesToHex(tx.hash()))).toEqual(older?.transactions);
  });
});
