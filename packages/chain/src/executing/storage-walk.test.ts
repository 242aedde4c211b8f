// A contract's whole storage read from its trie (storage-walk.ts, through CallStateManager.storageUpTo): every slot
// with the value getStorage answers, keyed by the slot's keccak; nothing when the contract holds more than the limit.
import { Common, Mainnet } from "@ethereumjs/common";
import { Caches } from "@ethereumjs/statemanager";
import { Account, bytesToUnprefixedHex, createAddressFromString, setLengthLeft } from "@ethereumjs/util";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { describe, expect, it } from "vitest";
import { CallStateManager } from "./call-state-manager.js";

const CONTRACT = createAddressFromString("0x5555555555555555555555555555555555555555");
const slot = (n: number) => setLengthLeft(Uint8Array.of(n >> 8, n & 0xff), 32);

async function stateWith(slots: number): Promise<CallStateManager> {
  const state = new CallStateManager({ common: new Common({ chain: Mainnet }), caches: new Caches() });
  await state.putAccount(CONTRACT, new Account(1n));
  for (let n = 1; n <= slots; n++) await state.putStorage(CONTRACT, slot(n), Uint8Array.of(0, n & 0xff, 7)); // padded
  await state.getStateRoot(); // written to the trie
  return state;
}

describe("storageUpTo", () => {
  it("answers every slot as getStorage does, by the slot's keccak", async () => {
    const state = await stateWith(40);
    const whole = await state.storageUpTo(CONTRACT, 40);
    expect(whole?.size).toBe(40);
    for (let n = 1; n <= 40; n++) {
      expect(whole?.get(bytesToUnprefixedHex(keccak_256(slot(n))))).toEqual(await state.getStorage(CONTRACT, slot(n)));
    }
    expect(whole?.get(bytesToUnprefixedHex(keccak_256(slot(41))))).toBeUndefined(); // a zero slot: not there
  });

  it("refuses a contract over the limit, and answers empty for no storage or no account", async () => {
    const state = await stateWith(40);
    expect(await state.storageUpTo(CONTRACT, 39)).toBeUndefined();
    const none = createAddressFromString("0x6666666666666666666666666666666666666666");
    expect((await state.storageUpTo(none, 10))?.size).toBe(0);
    await state.putAccount(none, new Account(1n));
    expect((await state.storageUpTo(none, 10))?.size).toBe(0);
  });

  it("reads writes not yet in the trie, and not inside a checkpoint", async () => {
    const state = await stateWith(3);
    await state.putStorage(CONTRACT, slot(9), Uint8Array.of(9)); // in the cache only
    expect((await state.storageUpTo(CONTRACT, 10))?.get(bytesToUnprefixedHex(keccak_256(slot(9))))).toEqual(
      Uint8Array.of(9),
    );
    await state.checkpoint();
    expect(await state.storageUpTo(CONTRACT, 10)).toBeUndefined();
  });
});
