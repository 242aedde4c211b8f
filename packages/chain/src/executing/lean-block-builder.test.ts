import { createTxFromRLP } from "@ethereumjs/tx";
import { Address, hexToBytes } from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import { localFundedAccounts } from "../accounts.js";
import { LOCAL_C_CHAIN } from "../profiles.js";
import { signTransfer } from "../test-support/sign.js";
import { createGenesis, type Genesis } from "./genesis.js";
import { buildLeanBlock } from "./lean-block-builder.js";
import { ExecutionPacer } from "./pacer.js";

const TIMESTAMP = 1_750_000_000n;

function genesis(): Promise<Genesis> {
  const alloc = localFundedAccounts().map((a) => ({ address: a.address, balance: 10n ** 24n }));
  return createGenesis(LOCAL_C_CHAIN, alloc, TIMESTAMP, new ExecutionPacer());
}

async function transfers(g: Genesis, count: number) {
  const raws = await Promise.all(Array.from({ length: count }, (_, nonce) => signTransfer({ nonce })));
  return raws.map((raw) => createTxFromRLP(hexToBytes(raw), { common: g.common }));
}

describe("LeanBlockBuilder", () => {
  it("puts the transactions it ran in the block, not copies rebuilt from their fields", async () => {
    const g = await genesis();
    const builder = await buildLeanBlock(g.vm, {
      parentBlock: g.block,
      headerData: { number: 1n, timestamp: TIMESTAMP + 1n, baseFeePerGas: LOCAL_C_CHAIN.minBaseFee },
      blockOpts: { putBlockIntoBlockchain: false },
    });
    const taken = await transfers(g, 3);
    for (const tx of taken) await builder.addTransaction(tx);
    const { block } = await builder.build();
    expect(block.transactions).toHaveLength(3);
    block.transactions.forEach((tx, i) => {
      expect(tx).toBe(taken[i]);
    });
    expect(block.header.gasUsed).toBe(3n * 21_000n);
    await expect(builder.addTransaction((await transfers(g, 4))[3] as never)).rejects.toThrow("already been built");
  });

  it("refuses a transaction over the gas left in the block, as @ethereumjs's builder does", async () => {
    const g = await genesis();
    const builder = await buildLeanBlock(g.vm, {
      parentBlock: g.block,
      headerData: { number: 1n, timestamp: TIMESTAMP + 1n, gasLimit: 30_000n, baseFeePerGas: LOCAL_C_CHAIN.minBaseFee },
      blockOpts: { putBlockIntoBlockchain: false },
    });
    const [first, second] = await transfers(g, 2);
    if (!first || !second) throw new Error("no transfers");
    await builder.addTransaction(first);
    await expect(builder.addTransaction(second)).rejects.toThrow(/higher gas limit than the remaining gas/);
  });
});

describe("the state's tries", () => {
  it("keep every node as bytes, storage tries included", async () => {
    const g = await genesis();
    const state = g.vm.stateManager;
    const contract = new Address(hexToBytes("0x00000000000000000000000000000000000c0de1"));
    await state.putCode(contract, Uint8Array.of(0x00));
    await state.putStorage(contract, new Uint8Array(32).fill(1), Uint8Array.of(42));
    await state.getStateRoot(); // writes the caches into the tries
    const trie = (state as unknown as { _trie: { database(): { db: { _database: Map<string, unknown> } } } })._trie;
    const values = [...trie.database().db._database.values()];
    expect(values.length).toBeGreaterThan(2);
    expect(values.filter((v) => !(v instanceof Uint8Array))).toEqual([]);
  });
});
