// The state manager with one change for eth_call: the storage tries a call opened stay open after the call's revert.
// @ethereumjs's revert() forgets every storage trie object, so each call that reads a slot not in the storage cache
// built a new trie object for its contract (a copy of the account trie's database wrapper, a debug logger): about a
// tenth of such a call's CPU. A trie object holds no state of its own worth keeping: its nodes live in the shared,
// content-addressed database, and it is handed out again only after its root is set from the account's storage root,
// as a new one would be. What the revert undoes (the caches' writes, the journal) is undone as before.
import { MerkleStateManager } from "@ethereumjs/statemanager";
import type { Account, Address } from "@ethereumjs/util";
import { storageUpTo } from "./storage-walk.js";
import { keccakOf } from "./crypto/custom-crypto.js";
import { bytesToFlatUnprefixedHex as flatKey } from "./flat-hex.js";

type StorageTries = MerkleStateManager["_storageTries"];

/** storage tries kept through reverts; past this many, the spare ones are dropped together */
const MAX_SPARE_TRIES = 1024;

export class CallStateManager extends MerkleStateManager {
  /** trie objects by address hash, to hand out again (root set anew) */
  #spare: StorageTries = {};
  #spareCount = 0;
  /** the keccak the state manager hashes addresses with (its own is private): Common's, or noble's */
  readonly #keccak = keccakOf(this.common);

  /**
   * The account's whole storage (the slot's keccak → its value) when it holds at most `limit` slots, else undefined;
   * read from the trie after the caches are written to it, so of the current state. Outside a checkpoint only.
   */
  async storageUpTo(address: Address, limit: number): Promise<Map<string, Uint8Array> | undefined> {
    if (this._checkpointCount > 0) return undefined;
    await this.flush();
    const account = await this.getAccount(address);
    if (!account) return new Map();
    return storageUpTo(this._getStorageTrie(address, account), limit);
  }

  override async revert(): Promise<void> {
    const open = this._storageTries;
    await super.revert();
    for (const [key, trie] of Object.entries(open)) {
      if (this.#spare[key] === undefined) this.#spareCount++;
      this.#spare[key] = trie;
    }
    if (this.#spareCount > MAX_SPARE_TRIES) {
      this.#spare = {};
      this.#spareCount = 0;
    }
  }

  protected override _getStorageTrie(
    addressOrHash: Address | { bytes: Uint8Array } | Uint8Array,
    account?: Account,
  ): StorageTries[string] {
    if (account === undefined) return super._getStorageTrie(addressOrHash);
    // the address hashed once here, handed on (super takes a hash as well as an address)
    const hash = addressOrHash instanceof Uint8Array ? addressOrHash : this.#keccak(addressOrHash.bytes);
    const key = flatKey(hash);
    const spare = this.#spare[key];
    if (spare !== undefined && this._storageTries[key] === undefined) {
      spare.root(account.storageRoot);
      spare.flushCheckpoints();
      this._storageTries[key] = spare;
    }
    return super._getStorageTrie(hash, account);
  }
}
