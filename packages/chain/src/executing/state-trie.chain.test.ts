import { MerklePatriciaTrie } from "@ethereumjs/mpt";
import { Caches, MerkleStateManager } from "@ethereumjs/statemanager";
import { Account, Address, bytesToHex, MapDB, ValueEncoding } from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import { LOCAL_C_CHAIN } from "../profiles.js";
import { createGenesis } from "./genesis.js";
import { ExecutionPacer } from "./pacer.js";
import { StateTrie } from "./state-trie.js";

type WithTries = { _trie: MerklePatriciaTrie; _getStorageTrie(address: Address): MerklePatriciaTrie };

const address = (i: number) => new Address(Uint8Array.from({ length: 20 }, (_, j) => (j === 19 ? i : 0x11)));
const slot = (i: number) => Uint8Array.from({ length: 32 }, (_, j) => (j === 31 ? i : 0));

/** accounts and slots written, checkpointed, committed and reverted, as a block's transactions do */
async function blockLike(state: MerkleStateManager, round: number): Promise<void> {
  await state.checkpoint();
  for (let i = 1; i <= 6; i++) await state.putAccount(address(i), new Account(BigInt(round), BigInt(i * 1000 + round)));
  for (let i = 0; i < 5; i++) await state.putStorage(address(1), slot(i + round), Uint8Array.from([round + 1, i]));
  await state.checkpoint();
  await state.putStorage(address(2), slot(round), Uint8Array.from([9]));
  if (round % 2 === 0) await state.revert();
  else await state.commit();
  // a slot zeroed deletes it from the storage trie
  if (round > 0) await state.putStorage(address(1), slot(round - 1), new Uint8Array(0));
  await state.commit();
}

describe("the chain's state tries", () => {
  it("are StateTries, the storage tries too, and give @ethereumjs's state roots block after block", async () => {
    const g = await createGenesis(LOCAL_C_CHAIN, [], 1_750_000_000n, new ExecutionPacer());
    const ours = g.stateManager;
    const theirs = new MerkleStateManager({
      caches: new Caches(),
      trie: new MerklePatriciaTrie({ useKeyHashing: true, db: new MapDB(), valueEncoding: ValueEncoding.Bytes }),
    });
    expect((ours as unknown as WithTries)._trie).toBeInstanceOf(StateTrie);
    // the C-Chain's genesis with no funded accounts holds nothing: both start from the empty trie
    expect(bytesToHex(await ours.getStateRoot())).toBe(bytesToHex(await theirs.getStateRoot()));
    for (let round = 0; round < 6; round++) {
      await blockLike(ours, round);
      await blockLike(theirs, round);
      expect(bytesToHex(await ours.getStateRoot()), `round ${round}`).toBe(bytesToHex(await theirs.getStateRoot()));
    }
    expect((ours as unknown as WithTries)._getStorageTrie(address(1))).toBeInstanceOf(StateTrie);
  });
});
