// The decoded account cache (mining-state-manager.ts) against @ethereumjs's own: the same reads, reverts and state
// root, with an account's RLP made once at the flush rather than at every write.
import { Common, Mainnet } from "@ethereumjs/common";
import { Caches, MerkleStateManager } from "@ethereumjs/statemanager";
import { Account, bytesToHex, createAddressFromString } from "@ethereumjs/util";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MiningStateManager, miningCaches } from "./mining-state-manager.js";

const common = new Common({ chain: Mainnet });
const ALICE = createAddressFromString("0x00000000000000000000000000000000000a11ce");
const BOB = createAddressFromString("0x0000000000000000000000000000000000000b0b");

/** Writes each state the same way: nested checkpoints, a revert, a deletion, forty writes of one account. */
async function exercise(state: MerkleStateManager): Promise<(bigint | undefined)[]> {
  await state.putAccount(ALICE, new Account(0n, 1_000n));
  await state.putAccount(BOB, new Account(0n, 5n));
  await state.checkpoint();
  for (let i = 0; i < 40; i++) {
    const alice = (await state.getAccount(ALICE)) as Account;
    alice.balance -= 1n;
    alice.nonce += 1n;
    await state.putAccount(ALICE, alice);
  }
  await state.checkpoint();
  const bob = (await state.getAccount(BOB)) as Account;
  bob.balance += 100n; // changed before it is put: the cache must not see it until the put, nor after a revert
  await state.putAccount(BOB, bob);
  await state.deleteAccount(ALICE);
  await state.revert();
  await state.commit();
  const seen = [(await state.getAccount(ALICE))?.balance, (await state.getAccount(BOB))?.balance];
  await state.checkpoint();
  await state.deleteAccount(BOB);
  await state.commit();
  seen.push((await state.getAccount(BOB))?.balance);
  return seen;
}

afterEach(() => vi.restoreAllMocks());

describe("MiningStateManager's decoded accounts", () => {
  it("reads, reverts and roots as @ethereumjs's caches do", async () => {
    const plain = new MerkleStateManager({ common, caches: new Caches() });
    const mining = new MiningStateManager({ common, caches: miningCaches() });
    expect(await exercise(mining)).toEqual(await exercise(plain));
    expect(await exercise(mining)).toEqual([960n, 5n, undefined]);
    expect(bytesToHex(await mining.getStateRoot())).toBe(bytesToHex(await plain.getStateRoot()));
  });

  it("encodes an account once, when the state root is taken, not at every write", async () => {
    const serialize = vi.spyOn(Account.prototype, "serialize");
    const mining = new MiningStateManager({ common, caches: miningCaches() });
    await mining.checkpoint(); // the block's own, as the block builder takes it: nothing flushed before the root
    await exercise(mining);
    expect(serialize).not.toHaveBeenCalled();
    await mining.getStateRoot();
    expect(serialize).toHaveBeenCalledTimes(1); // Alice; Bob is deleted
    await mining.commit();
  });

  it("keeps its own copy of what is put and hands out copies", async () => {
    const mining = new MiningStateManager({ common, caches: miningCaches() });
    const account = new Account(0n, 7n);
    await mining.putAccount(ALICE, account);
    account.balance = 8n;
    const read = (await mining.getAccount(ALICE)) as Account;
    read.balance = 9n;
    expect((await mining.getAccount(ALICE))?.balance).toBe(7n);
  });
});
