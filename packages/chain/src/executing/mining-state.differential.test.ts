// The state the chain mines on (mining-state-manager.ts: accounts kept decoded in the caches) against @ethereumjs's own
// caches: blocks whose transactions revert inner frames, zero slots, fail a creation, self-destruct and touch empty
// accounts are re-run by runBlock on a fresh VM whose state manager keeps accounts as RLP, and must give the same state
// root, receipts and gas.
import { createBlockFromRLP } from "@ethereumjs/block";
import { Caches } from "@ethereumjs/statemanager";
import { bytesToHex } from "@ethereumjs/util";
import { runBlock } from "@ethereumjs/vm";
import { encodeDeployData, encodeFunctionData, type Hex, parseAbi } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { localFundedAccounts, TEST_MNEMONIC } from "../accounts.js";
import type { ChainBlock } from "../chain.js";
import { type ChainProfile, LOCAL_C_CHAIN, LOCAL_SUBNET_EVM_L1 } from "../profiles.js";
import { createRequest } from "../rpc/request.js";
import { ewoq, FEE_CAP } from "../test-support/sign.js";
import { compileSource } from "../test-support/solc.js";
import { createExecutingChain, type ExecutingChain } from "./executing-chain.js";
import { createGenesis } from "./genesis.js";
import { ExecutionPacer } from "./pacer.js";

const NOW = 1_750_000_000_000;
const BALANCE = 10n ** 24n;
const fees = { chainId: 43112, maxFeePerGas: FEE_CAP, maxPriorityFeePerGas: 2n, type: "eip1559" } as const;

const MIXER = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract Child {
  uint256 public held = 1;
  constructor() payable {}
  function boom(address payable to) external { selfdestruct(to); }
}
contract Failing { constructor() { revert("no"); } }
contract Mixer {
  uint256 public kept = 5;
  uint256 public undone;
  mapping(uint256 => uint256) public slots;
  Child public old;
  constructor() payable {}
  function inner(uint256 v) external {
    undone = v;
    slots[v] = v;
    payable(address(0xdead)).transfer(1);
    new Child();
    revert("inner");
  }
  function mix(address empty) external payable {
    try this.inner(7) {} catch {}
    try this.refuse{value: 2}() {} catch {}
    kept = 0;
    slots[1] = 1;
    try new Failing() {} catch {}
    Child fresh = new Child{value: 3}();
    fresh.boom(payable(msg.sender));
    (bool ok, ) = empty.call("");
    require(ok);
  }
  function refuse() external payable { revert(); }
  function clearSlot(uint256 k) external { slots[k] = 0; }
  function makeOld() external payable { old = new Child{value: msg.value}(); }
  function destroyOld() external { old.boom(payable(msg.sender)); }
  function fail() external { undone = 9; slots[2] = 2; revert(); }
}
`;
const mixer = compileSource("Mixer.sol", () => MIXER, "Mixer", { optimize: true });

/** Re-runs each block on a fresh VM from the same genesis, its caches @ethereumjs's own; compares what it computes. */
async function expectSameAsReference(chain: ExecutingChain, profile: ChainProfile, blocks: ChainBlock[]) {
  const reference = await createGenesis(
    profile,
    localFundedAccounts().map((a) => ({ address: a.address, balance: BALANCE })),
    BigInt(Math.floor(NOW / 1000)),
    new ExecutionPacer(),
    new Caches(),
  );
  expect(bytesToHex(reference.block.hash())).toBe(chain.block(0n)?.hash);
  for (const record of blocks) {
    const block = createBlockFromRLP(Buffer.from(record.rlp.slice(2), "hex"), { common: reference.common });
    const run = await runBlock(reference.vm, { block, generate: true, skipHeaderValidation: true });
    expect(bytesToHex(run.stateRoot)).toBe(record.stateRoot);
    expect(bytesToHex(run.receiptsRoot)).toBe(record.receiptsRoot);
    expect(run.gasUsed).toBe(record.gasUsed);
    const receipts = record.transactions.map((hash) => chain.receipt(hash));
    expect(receipts.map((r) => [r?.gasUsed, r?.status])).toEqual(
      run.results.map((r) => [r.totalGasSpent, "status" in r.receipt ? r.receipt.status : undefined]),
    );
  }
}

describe("the mining state against @ethereumjs's caches", () => {
  it("gives the same blocks through reverted frames, zeroed slots, failed creations, self-destructs", async () => {
    const chain = await createExecutingChain({ now: () => NOW, blockTime: 3600, balance: BALANCE });
    try {
      const send = async (nonce: number, fields: { to?: Hex; data: Hex; value?: bigint; gas?: bigint }) =>
        chain.sendRawTransaction(await ewoq.signTransaction({ ...fees, nonce, gas: 1_000_000n, ...fields }));
      const deploy = encodeDeployData({ abi: mixer.abi, bytecode: mixer.bytecode });
      await send(0, { data: deploy, value: 100n });
      const blocks = [await chain.mine()];
      const at = chain.receipt(blocks[0]?.transactions[0] ?? "0x")?.contractAddress ?? undefined;
      if (!at) throw new Error("the mixer was not created");
      const call = (functionName: string, args: readonly unknown[] = []) =>
        encodeFunctionData({ abi: mixer.abi, functionName, args } as Parameters<typeof encodeFunctionData>[0]);
      // all in one block: each transaction reads what the one before it wrote, before the state root is taken
      await send(1, { to: at, data: call("makeOld"), value: 11n });
      await send(2, { to: at, data: call("mix", ["0x00000000000000000000000000000000000e0001"]) });
      await send(3, { to: at, data: call("mix", ["0x00000000000000000000000000000000000e0002"]), value: 4n });
      await send(4, { to: at, data: call("clearSlot", [1n]) });
      await send(5, { to: at, data: call("fail") });
      await send(6, { to: at, data: call("destroyOld") });
      await send(7, { to: "0x00000000000000000000000000000000000e0003", data: "0x", value: 0n, gas: 21_000n });
      blocks.push(await chain.mine());
      const statuses = blocks[1]?.transactions.map((hash) => chain.receipt(hash)?.status);
      expect(statuses).toEqual([1, 1, 1, 1, 0, 1, 1]);
      const rpc = createRequest(chain);
      const read = async (functionName: string, args: readonly unknown[] = []) =>
        BigInt((await rpc({ method: "eth_call", params: [{ to: at, data: call(functionName, args) }] })) as Hex);
      expect([await read("kept"), await read("undone"), await read("slots", [1n]), await read("slots", [7n])]).toEqual([
        0n,
        0n,
        0n,
        0n,
      ]);
      const balance = (address: Hex) => rpc({ method: "eth_getBalance", params: [address, "latest"] });
      expect(await balance("0x000000000000000000000000000000000000dead")).toBe("0x0");
      expect(await balance(at)).toBe("0x62"); // 100 + 11 - 11 to the old child, + 4 - 3 - 3 to the fresh children
      await expectSameAsReference(chain, LOCAL_C_CHAIN, blocks);
    } finally {
      chain.close();
    }
  });

  it("gives the same block when the allow list drops a pooled transaction", async () => {
    const allowList: Hex = "0x0200000000000000000000000000000000000002";
    const dev = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 1 });
    const abi = parseAbi(["function setEnabled(address addr)", "function setNone(address addr)"]);
    const chain = await createExecutingChain({
      profile: LOCAL_SUBNET_EVM_L1,
      now: () => NOW,
      blockTime: 3600,
      balance: BALANCE,
    });
    try {
      const subnetFees = { ...fees, chainId: 99999 };
      const asAdmin = async (nonce: number, functionName: "setEnabled" | "setNone") =>
        chain.sendRawTransaction(
          await ewoq.signTransaction({
            ...subnetFees,
            nonce,
            gas: 100_000n,
            to: allowList,
            data: encodeFunctionData({ abi, functionName, args: [dev.address] }),
          }),
        );
      await asAdmin(0, "setEnabled");
      const blocks = [await chain.mine()];
      await asAdmin(1, "setNone");
      const dropped = await chain.sendRawTransaction(
        await dev.signTransaction({ ...subnetFees, nonce: 0, gas: 21_000n, to: ewoq.address, value: 1n }),
      );
      await chain.sendRawTransaction(
        await ewoq.signTransaction({ ...subnetFees, nonce: 2, gas: 21_000n, to: dev.address, value: 5n }),
      );
      blocks.push(await chain.mine());
      expect(blocks[1]?.transactions).toHaveLength(2);
      expect(chain.receipt(dropped)).toBeUndefined();
      await expectSameAsReference(chain, LOCAL_SUBNET_EVM_L1, blocks);
    } finally {
      chain.close();
    }
  });
});
