// The calls' state view on its own: what a call writes stays in its overlays and goes with them, the Merkle state
// manager underneath is never written, what it refuses the view refuses, and the committed layer keeps to its cap.
import { Common, Mainnet } from "@ethereumjs/common";
import { Caches } from "@ethereumjs/statemanager";
import { Account, createAddressFromString, setLengthLeft } from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import { CallStateManager } from "./call-state-manager.js";
import { CallStateView } from "./call-state-view.js";

const common = new Common({ chain: Mainnet });
const address = (n: number) => createAddressFromString(`0x${n.toString(16).padStart(40, "0")}`);
const slot = (n: number) => setLengthLeft(Uint8Array.of(n), 32);
const CONTRACT = address(0xc0);

async function baseWithContract(): Promise<CallStateManager> {
  const base = new CallStateManager({ common, caches: new Caches() });
  await base.putAccount(CONTRACT, new Account(1n, 5n));
  await base.putCode(CONTRACT, Uint8Array.of(0x00));
  await base.putStorage(CONTRACT, slot(1), Uint8Array.of(7));
  for (let n = 1; n <= 10; n++) await base.putAccount(address(n), new Account(0n, BigInt(n)));
  await base.getStateRoot();
  return base;
}

const view = (base: CallStateManager, maxEntries = 100, maxCodeBytes = 1024) => {
  const state = new CallStateView(base, common, { maxEntries, maxCodeBytes });
  state.bind("state 1");
  return state;
};

describe("the calls' state view", () => {
  it("keeps a committed checkpoint's writes and drops a reverted one's; the base never changes", async () => {
    const base = await baseWithContract();
    const state = view(base);
    await state.checkpoint();
    await state.putStorage(CONTRACT, slot(1), Uint8Array.of(0, 8));
    expect(await state.getStorage(CONTRACT, slot(1))).toEqual(Uint8Array.of(8)); // unpadded, as the Merkle one keeps it
    await state.checkpoint();
    await state.putStorage(CONTRACT, slot(2), Uint8Array.of(9));
    await state.revert();
    await state.checkpoint();
    await state.clearStorage(CONTRACT);
    await state.putStorage(CONTRACT, slot(3), Uint8Array.of(3));
    expect(await state.getStorage(CONTRACT, slot(1))).toEqual(new Uint8Array()); // cleared
    await state.commit();
    expect(await state.getStorage(CONTRACT, slot(1))).toEqual(new Uint8Array());
    expect(await state.getStorage(CONTRACT, slot(2))).toEqual(new Uint8Array());
    expect(await state.getStorage(CONTRACT, slot(3))).toEqual(Uint8Array.of(3));
    await state.revert();
    expect(await state.getStorage(CONTRACT, slot(1))).toEqual(Uint8Array.of(7));
    expect(await state.getStorage(CONTRACT, slot(3))).toEqual(new Uint8Array());
    expect(await base.getStorage(CONTRACT, slot(1))).toEqual(Uint8Array.of(7));
  });

  it("reads a deleted account as gone, its code and storage empty, and hands out copies", async () => {
    const base = await baseWithContract();
    const state = view(base);
    const account = await state.getAccount(CONTRACT);
    if (!account) throw new Error("the contract is missing");
    account.balance = 99n; // a caller's change to its copy
    expect((await state.getAccount(CONTRACT))?.balance).toBe(5n);
    await state.checkpoint();
    await state.deleteAccount(CONTRACT);
    expect(await state.getAccount(CONTRACT)).toBeUndefined();
    expect(await state.getCode(CONTRACT)).toEqual(new Uint8Array());
    expect(await state.getStorage(CONTRACT, slot(1))).toEqual(new Uint8Array());
    await state.revert();
    expect(await state.getCode(CONTRACT)).toEqual(Uint8Array.of(0x00));
    expect((await base.getAccount(CONTRACT))?.balance).toBe(5n);
  });

  it("refuses what the Merkle state manager refuses", async () => {
    const state = view(await baseWithContract());
    await expect(state.putStorage(address(0x77), slot(1), Uint8Array.of(1))).rejects.toThrow(/non-existing account/);
    await expect(state.getStorage(CONTRACT, Uint8Array.of(1))).rejects.toThrow(/32 bytes/);
    await expect(state.putStorage(CONTRACT, slot(1), new Uint8Array(33))).rejects.toThrow(/longer than 32 bytes/);
    await expect(state.getStateRoot()).rejects.toThrow(/no state root/);
  });

  it("reads the base once per state, and again under another key or past its cap", async () => {
    const base = await baseWithContract();
    const state = view(base, 4);
    for (let n = 1; n <= 3; n++) expect((await state.getAccount(address(n)))?.balance).toBe(BigInt(n));
    const misses = state.misses;
    for (let n = 1; n <= 3; n++) await state.getAccount(address(n));
    expect(state.misses).toBe(misses); // answered from the view
    state.bind("state 2");
    await state.getAccount(address(1));
    expect(state.misses).toBe(misses + 1);
    for (let n = 2; n <= 10; n++) expect((await state.getAccount(address(n)))?.balance).toBe(BigInt(n));
    const beforeFirst = state.misses;
    expect((await state.getAccount(address(1)))?.balance).toBe(1n); // dropped at the cap of 4: read again
    expect(state.misses).toBe(beforeFirst + 1);
  });
});
