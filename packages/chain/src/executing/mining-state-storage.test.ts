// The mining state's flush of storage (mining-state-manager.ts): all of an account's changed slots go into its storage
// trie before its root is taken, once, and the state root is @ethereumjs's own flush's (a root taken per slot).
import { Common, Mainnet } from "@ethereumjs/common";
import { Caches, type MerkleStateManager } from "@ethereumjs/statemanager";
import { Account, bytesToHex, createAddressFromString, hexToBytes, MapDB, setLengthLeft } from "@ethereumjs/util";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MiningStateManager, miningCaches } from "./mining-state-manager.js";
import { StateTrie } from "./state-trie.js";

const common = new Common({ chain: Mainnet });
const TOKEN = createAddressFromString("0x00000000000000000000000000000000000070c1");
const OTHER = createAddressFromString("0x0000000000000000000000000000000000000e2c");
const NEW = createAddressFromString("0x00000000000000000000000000000000000000ae");
const slot = (n: number) => setLengthLeft(hexToBytes(`0x${n.toString(16).padStart(2, "0")}`), 32);
const word = (n: bigint) => hexToBytes(`0x${n.toString(16).padStart(64, "0")}`);

const stateTrie = () => new StateTrie({ common, db: new MapDB(), useKeyHashing: true });

/** Two blocks: slots set, changed, zeroed (deleted), a reverted frame's slots, a new account's code and slots. */
async function blocks(state: MerkleStateManager): Promise<string[]> {
  await state.putAccount(TOKEN, new Account(0n, 1n));
  await state.putAccount(OTHER, new Account(0n, 2n));
  for (let i = 0; i < 5; i++) await state.putStorage(TOKEN, slot(i), word(BigInt(i + 1) * 10n ** 20n));
  await state.putStorage(OTHER, slot(1), word(7n));
  const roots = [bytesToHex(await state.getStateRoot())];
  await state.checkpoint();
  await state.putStorage(TOKEN, slot(0), word(3n));
  await state.putStorage(TOKEN, slot(1), new Uint8Array(32)); // zeroed: deleted from the trie
  await state.checkpoint();
  await state.putStorage(TOKEN, slot(2), word(99n)); // reverted below
  await state.putStorage(OTHER, slot(9), word(99n));
  await state.revert();
  await state.putAccount(NEW, new Account());
  await state.putCode(NEW, hexToBytes("0x6001600055"));
  await state.putStorage(NEW, slot(0), word(1n));
  await state.putStorage(NEW, slot(3), word(2n));
  await state.commit();
  roots.push(bytesToHex(await state.getStateRoot()));
  return roots;
}

afterEach(() => vi.restoreAllMocks());

describe("MiningStateManager's flush of storage", () => {
  it("gives the state roots @ethereumjs's flush gives, slot by slot", async () => {
    const plain = new MiningStateManager({ common, caches: new Caches(), trie: stateTrie() });
    const mining = new MiningStateManager({ common, caches: miningCaches(), trie: stateTrie() });
    const expected = await blocks(plain);
    expect(await blocks(mining)).toEqual(expected);
    for (const state of [plain, mining]) {
      const fresh = new MiningStateManager({ common, caches: miningCaches(), trie: state["_trie"] as StateTrie });
      expect(bytesToHex(await fresh.getStorage(TOKEN, slot(0)))).toBe("0x03");
      expect(await fresh.getStorage(TOKEN, slot(1))).toEqual(new Uint8Array());
      expect(await fresh.getStorage(OTHER, slot(9))).toEqual(new Uint8Array());
      expect(bytesToHex(await fresh.getStorage(NEW, slot(3)))).toBe("0x02");
      expect(bytesToHex(await fresh.getCode(NEW))).toBe("0x6001600055");
    }
  });

  it("takes a storage trie's root once a flush, not once a slot", async () => {
    const mining = new MiningStateManager({ common, caches: miningCaches(), trie: stateTrie() });
    await mining.putAccount(TOKEN, new Account());
    await mining.getStateRoot();
    for (let i = 0; i < 6; i++) await mining.putStorage(TOKEN, slot(i), word(BigInt(i + 1)));
    const accountTrie = mining["_trie"];
    const storageRoots: unknown[] = [];
    const rootOf = StateTrie.prototype.root;
    vi.spyOn(StateTrie.prototype, "root").mockImplementation(function (this: StateTrie, value) {
      if (value === undefined && this !== accountTrie) storageRoots.push(this);
      return rootOf.call(this, value);
    });
    const stateRoot = await mining.getStateRoot();
    expect(storageRoots).toHaveLength(1);
    const plain = new MiningStateManager({ common, caches: new Caches(), trie: stateTrie() });
    await plain.putAccount(TOKEN, new Account());
    for (let i = 0; i < 6; i++) await plain.putStorage(TOKEN, slot(i), word(BigInt(i + 1)));
    expect(await plain.getStateRoot()).toEqual(stateRoot);
  });
});
