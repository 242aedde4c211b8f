// The blocks the chain builds (lean-block-builder.ts) against @ethereumjs's own runBlock: the same blocks re-run on a
// fresh VM from the same genesis must give the same state root, receipts root, logs bloom, gas and receipts, and the
// header's transactions root and hash must be what @ethereumjs derives from the block's own bytes.
import { createBlockFromRLP, genTransactionsTrieRoot } from "@ethereumjs/block";
import { Caches } from "@ethereumjs/statemanager";
import { bytesToHex } from "@ethereumjs/util";
import { runBlock } from "@ethereumjs/vm";
import { encodeDeployData, encodeFunctionData, type Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { localFundedAccounts } from "../accounts.js";
import type { ChainBlock } from "../chain.js";
import { LOCAL_C_CHAIN } from "../profiles.js";
import { ewoq, FEE_CAP, RECIPIENT, signTransfer } from "../test-support/sign.js";
import { compileToken } from "../test-support/token.js";
import { createExecutingChain, type ExecutingChain } from "./executing-chain.js";
import { createGenesis } from "./genesis.js";
import { ExecutionPacer } from "./pacer.js";

const NOW = 1_750_000_000_000;
const BALANCE = 10n ** 24n;
const token = compileToken();
const second = privateKeyToAccount(localFundedAccounts()[1]?.privateKey ?? "0x");
const fees = { chainId: 43112, maxFeePerGas: FEE_CAP, maxPriorityFeePerGas: 2n } as const;

/** Mines the blocks under test: transfers of value, a creation, token transfers with logs, a revert, three types. */
async function mineBlocks(chain: ExecutingChain): Promise<ChainBlock[]> {
  const send = (raw: Hex) => chain.sendRawTransaction(raw);
  const deployData = encodeDeployData({ abi: token.abi, bytecode: token.bytecode, args: [10n ** 30n] });
  const deploy = await ewoq.signTransaction({ ...fees, type: "eip1559", nonce: 0, gas: 1_000_000n, data: deployData });
  await send(deploy);
  await send(await signTransfer({ nonce: 1 }));
  const blocks = [await chain.mine()];
  const tokenAddress = chain.receipt((await chain.block(1n))?.transactions[0] ?? "0x")?.contractAddress;
  if (!tokenAddress) throw new Error("the token was not created");
  const transfer = (to: Hex, value: bigint) =>
    encodeFunctionData({ abi: token.abi, functionName: "transfer", args: [to, value] });
  let nonce = 2;
  for (let i = 0; i < 18; i++) {
    const data = transfer(`0x${(0x1000 + i).toString(16).padStart(40, "0")}`, BigInt(i + 1));
    await send(
      await ewoq.signTransaction({ ...fees, type: "eip1559", nonce: nonce++, gas: 100_000n, to: tokenAddress, data }),
    );
  }
  // the second account holds no tokens: its transfer reverts (InsufficientBalance), its gas still spent
  await send(
    await second.signTransaction({
      ...fees,
      type: "eip1559",
      nonce: 0,
      gas: 100_000n,
      to: tokenAddress,
      data: transfer(RECIPIENT, 5n),
    }),
  );
  await send(
    await second.signTransaction({
      chainId: 43112,
      type: "legacy",
      nonce: 1,
      gas: 21_000n,
      gasPrice: FEE_CAP,
      to: RECIPIENT,
      value: 7n,
    }),
  );
  await send(
    await second.signTransaction({
      chainId: 43112,
      type: "eip2930",
      gasPrice: FEE_CAP,
      nonce: 2,
      gas: 60_000n,
      to: tokenAddress,
      data: transfer(RECIPIENT, 0n),
      accessList: [{ address: tokenAddress, storageKeys: [] }],
    }),
  );
  blocks.push(await chain.mine());
  blocks.push(await chain.mine()); // an empty block
  return blocks;
}

describe("blocks built by the chain, re-run by @ethereumjs's runBlock", () => {
  it("have the state root, receipts, logs bloom, gas, transactions root and hash @ethereumjs computes", async () => {
    const chain = await createExecutingChain({ now: () => NOW, blockTime: 3600, balance: BALANCE });
    const blocks = await mineBlocks(chain);
    chain.close();
    expect(blocks.map((b) => b.transactions.length)).toEqual([2, 21, 0]);

    const reference = await createGenesis(
      LOCAL_C_CHAIN,
      localFundedAccounts().map((a) => ({ address: a.address, balance: BALANCE })),
      BigInt(Math.floor(NOW / 1000)),
      new ExecutionPacer(),
      new Caches(), // @ethereumjs's own caches, not the chain's decoded accounts (mining-state-manager.ts)
    );
    expect(bytesToHex(reference.block.hash())).toBe(chain.block(0n)?.hash);
    for (const record of blocks) {
      const block = createBlockFromRLP(Buffer.from(record.rlp.slice(2), "hex"), { common: reference.common });
      expect(bytesToHex(block.hash())).toBe(record.hash);
      expect(bytesToHex(await genTransactionsTrieRoot(block.transactions))).toBe(record.transactionsRoot);
      const run = await runBlock(reference.vm, { block, generate: true, skipHeaderValidation: true });
      expect(bytesToHex(run.stateRoot)).toBe(record.stateRoot);
      expect(bytesToHex(run.receiptsRoot)).toBe(record.receiptsRoot);
      expect(bytesToHex(run.logsBloom)).toBe(record.logsBloom);
      expect(run.gasUsed).toBe(record.gasUsed);
      const receipts = record.transactions.map((hash) => chain.receipt(hash));
      expect(receipts.map((r) => [r?.gasUsed, r?.cumulativeGasUsed, r?.status, r?.logs.length])).toEqual(
        run.results.map((r) => [
          r.totalGasSpent,
          r.receipt.cumulativeBlockGasUsed,
          "status" in r.receipt ? r.receipt.status : undefined,
          r.receipt.logs.length,
        ]),
      );
    }
    const statuses = blocks[1]?.transactions.map((hash) => chain.receipt(hash)?.status);
    expect(statuses?.filter((s) => s === 0)).toHaveLength(1); // the revert is in the block
  });
});
