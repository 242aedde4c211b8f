import { createTxFromRLP } from "@ethereumjs/tx";
import { createBlockHeaderFromRLP } from "@ethereumjs/block";
import { Address, bytesToHex, hexToBytes } from "@ethereumjs/util";
import { describe, expect, it, vi } from "vitest";
import { localFundedAccounts } from "../accounts.js";
import { LOCAL_C_CHAIN } from "../profiles.js";
import { signTransfer } from "../test-support/sign.js";
import { createGenesis, type Genesis } from "./genesis.js";
import { buildLeanBlock, withResults } from "./lean-block-builder.js";
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

  it("makes one header for a block: its transactions run in it, the built one is it with the results", async () => {
    const g = await genesis();
    const taken = await transfers(g, 2);
    const copies = vi.spyOn(g.vm.common, "copy"); // each header made from data copies the Common
    const builder = await buildLeanBlock(g.vm, {
      parentBlock: g.block,
      headerData: { number: 1n, timestamp: TIMESTAMP + 1n, baseFeePerGas: LOCAL_C_CHAIN.minBaseFee },
      blockOpts: { putBlockIntoBlockchain: false },
    });
    for (const tx of taken) await builder.addTransaction(tx);
    const { block } = await builder.build();
    expect(copies).toHaveBeenCalledTimes(1);
    const { header } = block;
    expect(header.gasUsed).toBe(2n * 21_000n);
    expect(header.stateRoot).toEqual(await g.vm.stateManager.getStateRoot());
    const decoded = createBlockHeaderFromRLP(header.serialize(), { common: g.common });
    expect(bytesToHex(decoded.hash())).toBe(bytesToHex(header.hash()));
    expect(Object.isFrozen(header)).toBe(true);
  });

  it("refuses results of the wrong size for a header", async () => {
    const g = await genesis();
    const root = new Uint8Array(32);
    const results = { stateRoot: root, transactionsTrie: root, receiptTrie: root, logsBloom: new Uint8Array(256) };
    expect(() => withResults(g.block.header, { ...results, gasUsed: 0n })).not.toThrow();
    expect(() => withResults(g.block.header, { ...results, stateRoot: new Uint8Array(31), gasUsed: 0n })).toThrow(
      "a block's root must be 32 bytes, got 31",
    );
    expect(() => withResults(g.block.header, { ...results, logsBloom: new Uint8Array(255), gasUsed: 0n })).toThrow(
      "a logs bloom must be 256 bytes, got 255",
    );
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
