// The state a block is mined on keeps its accounts decoded while the block runs (DESIGN.md, "Speed, session 8:
// mining"). @ethereumjs's caches already are geth's StateDB in shape: writes stay in them, journaled per checkpoint
// (a reverted frame's writes undone), and go into the tries once, at the state root's flush, through the trie's
// `put`. But the account cache held each account as RLP: every `getAccount` decoded it and every `putAccount` encoded
// it, a few dozen times a transfer. Here the cache holds the decoded account, and its RLP is made only when the flush
// asks for it. Each side gets its own copy: the EVM changes the accounts it reads and keeps changing those it put.
import { RLP } from "@ethereumjs/rlp";
import { AccountCache, type CacheOpts, Caches } from "@ethereumjs/statemanager";
import {
  Account,
  type Address,
  concatBytes,
  createAddressFromString,
  unprefixedHexToBytes,
  utf8ToBytes,
} from "@ethereumjs/util";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { CallStateManager } from "./call-state-manager.js";
import { bytesToFlatUnprefixedHex as flatKey } from "./flat-hex.js";
import { FlatKeyStorageCache } from "./flat-key-storage-cache.js";

/** @ethereumjs's prefix of code keys when `prefixCodeHashes` is on (merkleStateManager.js; not exported) */
const CODEHASH_PREFIX = utf8ToBytes("c");

/** An account the caller may change without changing the cache's. */
const copyOf = (account: Account): Account => Object.assign(Object.create(Account.prototype), account);

/** A cache entry: the account decoded (undefined: deleted or absent), its RLP made once, on the flush's first read. */
class DecodedAccount {
  readonly account: Account | undefined;
  #rlp: Uint8Array | undefined;

  constructor(account: Account | undefined) {
    this.account = account;
  }

  get accountRLP(): Uint8Array | undefined {
    if (this.account === undefined) return undefined;
    this.#rlp ??= this.account.serialize();
    return this.#rlp;
  }
}

/**
 * @ethereumjs 10.1.3's AccountCache, its entries decoded accounts (its checkpoints, revert and flush unchanged), its
 * keys (the address's unprefixed hex) flat strings, as in flat-key-storage-cache.ts.
 */
class DecodedAccountCache extends AccountCache {
  override get(address: Address): ReturnType<AccountCache["get"]> {
    const key = flatKey(address.bytes);
    const elem = this._lruCache ? this._lruCache.get(key) : this._orderedMapCache?.getElementByKey(key);
    this._stats.reads += 1;
    if (elem) this._stats.hits += 1;
    return elem;
  }

  override put(address: Address, account: Account | undefined, couldBePartialAccount = false): void {
    // a partial account (stateless witnesses) keeps @ethereumjs's encoding of its missing fields
    if (couldBePartialAccount) return super.put(address, account, couldBePartialAccount);
    this.#set(address, new DecodedAccount(account === undefined ? undefined : copyOf(account)));
  }

  override del(address: Address): void {
    this.#set(address, new DecodedAccount(undefined));
    this._stats.deletions += 1;
  }

  /** The cached account (a copy), null when cached as absent, undefined when not cached. */
  account(address: Address): Account | null | undefined {
    const elem = this.get(address);
    if (elem === undefined) return undefined;
    if (elem instanceof DecodedAccount) return elem.account === undefined ? null : copyOf(elem.account);
    return undefined;
  }

  #set(address: Address, elem: DecodedAccount): void {
    const key = flatKey(address.bytes);
    this._saveCachePreState(key);
    if (this._lruCache) this._lruCache.set(key, elem);
    else this._orderedMapCache?.setElement(key, elem);
    this._stats.writes += 1;
  }
}

/** @ethereumjs's caches with the account cache holding decoded accounts, the account and storage caches flat keys. */
export function miningCaches(): Caches {
  const caches = new Caches();
  caches.account = new DecodedAccountCache(caches.settings.account as CacheOpts);
  caches.storage = new FlatKeyStorageCache(caches.settings.storage as CacheOpts);
  return caches;
}

/** The VM's state manager: the calls' (call-state-manager.ts), reading decoded accounts from the cache. */
export class MiningStateManager extends CallStateManager {
  override async getAccount(address: Address): Promise<Account | undefined> {
    const cache = this._caches?.account;
    if (cache instanceof DecodedAccountCache) {
      const cached = cache.account(address);
      if (cached !== undefined) return cached ?? undefined;
    }
    return super.getAccount(address);
  }

  /**
   * With the decoded caches, a flush's slots go into each storage trie first and each trie's root is taken once,
   * not after every slot (@ethereumjs's flush hashed the trie's path and re-put the account per slot). The code and
   * the accounts are then flushed by @ethereumjs as before, in the same order (code, storage, accounts).
   */
  override async flush(): Promise<void> {
    if (!(this._caches?.account instanceof DecodedAccountCache)) return super.flush();
    await this.#flushCode();
    await this.#flushStorage();
    return super.flush(); // the code and storage caches flushed: the accounts, into the account trie
  }

  /** As @ethereumjs 10.1.3's flush: each changed code into the code database, its hash into the account. */
  async #flushCode(): Promise<void> {
    for (const [addressHex, { code }] of this._caches?.code?.flush() ?? []) {
      if (code === undefined) continue;
      const address = createAddressFromString(`0x${addressHex}`);
      const codeHash = this.#keccak(code);
      await this._getCodeDB().put(this._prefixCodeHashes ? concatBytes(CODEHASH_PREFIX, codeHash) : codeHash, code);
      if ((await this.getAccount(address)) === undefined) await this.putAccount(address, new Account());
      await this.modifyAccountFields(address, { codeHash });
    }
  }

  /** The changed slots, grouped by account: all of an account's slots put or deleted, then its root taken once. */
  async #flushStorage(): Promise<void> {
    const byAddress = new Map<string, [Uint8Array, Uint8Array | undefined][]>();
    for (const [addressHex, keyHex, value] of this._caches?.storage?.flush() ?? []) {
      const slots = byAddress.get(addressHex);
      if (slots === undefined) byAddress.set(addressHex, [[unprefixedHexToBytes(keyHex), value]]);
      else slots.push([unprefixedHexToBytes(keyHex), value]);
    }
    for (const [addressHex, slots] of byAddress) {
      const address = createAddressFromString(`0x${addressHex}`);
      const account = await this.getAccount(address);
      if (account === undefined) continue; // as @ethereumjs: slots of an account no longer there are dropped
      const storageTrie = this._getStorageTrie(address, account);
      for (const [key, value] of slots) {
        // the cache holds the value's RLP (canonical: made by putStorage or read from the trie), put as it is
        if (value !== undefined && (RLP.decode(value) as Uint8Array).length > 0) await storageTrie.put(key, value);
        else await storageTrie.del(key);
      }
      this._storageTries[addressHex] = storageTrie; // as @ethereumjs's _modifyContractStorage keeps it
      account.storageRoot = storageTrie.root();
      await this.putAccount(address, account);
    }
  }

  /** the keccak the state manager hashes code with (its own is private): Common's, or noble's */
  readonly #keccak = this.common.customCrypto.keccak256 ?? keccak_256;
}
