// The state eth_call, eth_estimateGas and eth_createAccessList run on: a flat view of one exact state of the chain.
// Its committed layer caches decoded accounts, storage values (zero answers too) and code read from the chain's
// Merkle state manager, which it reads only on a miss; a call's writes go to a stack of overlay maps, one per
// checkpoint, all thrown away after the call. So a call never checkpoints or reverts the Merkle tries, never decodes
// an account's RLP twice, and never walks a storage trie for a slot this state already answered (DESIGN.md, "Speed,
// session 7: calls"). The cache is of one state only: `bind` with another key (the chain's state version and the
// block read at, which every write of state moves) empties it.
// Reads and writes follow MerkleStateManager 10.1.3's rules with its caches on: values unpadded, zero slots as empty
// bytes, a deleted account's storage and code read as empty, putStorage on a missing account refused.
import type { AccountFields, Common, StateManagerInterface } from "@ethereumjs/common";
import { OriginalStorageCache } from "@ethereumjs/statemanager";
import {
  Account,
  type Address,
  bytesToUnprefixedHex,
  EthereumJSErrorWithoutCode,
  KECCAK256_RLP,
  unpadBytes,
} from "@ethereumjs/util";
import { keccakOf } from "./crypto/custom-crypto.js";

/** What the view reads on a miss: the chain's Merkle state manager, at the state the view is bound to. */
type BaseState = Pick<StateManagerInterface, "getAccount" | "getCode" | "getStorage"> & {
  /** a contract's whole storage, the slot's keccak → value, if it holds at most `limit` slots (CallStateManager) */
  storageUpTo?(address: Address, limit: number): Promise<Map<string, Uint8Array> | undefined>;
};

/** slots of one contract read through the trie in one state before its whole storage is read at once */
const WHOLE_STORAGE_AFTER_MISSES = 64;
/** a contract with more slots than this is read slot by slot */
const WHOLE_STORAGE_SLOTS = 512;
/** contracts remembered as too large for a whole read (across states: storage seldom shrinks) */
const MAX_TOO_LARGE = 1024;

/** The writes of one checkpoint. Keys are unprefixed lowercase hex. */
interface Layer {
  /** null: deleted in this layer */
  accounts: Map<string, Account | null>;
  code: Map<string, Uint8Array>;
  /** address → slot → value (unpadded; empty for zero) */
  storage: Map<string, Map<string, Uint8Array>>;
  /** addresses whose storage was cleared (or account deleted) in this layer: the layers below and the base read zero */
  cleared: Set<string>;
}

const EMPTY = new Uint8Array(0);

const newLayer = (): Layer => ({ accounts: new Map(), code: new Map(), storage: new Map(), cleared: new Set() });

/** An account the caller may change without changing the view's (the EVM changes the accounts it reads). */
const copyOf = (account: Account): Account => Object.assign(Object.create(Account.prototype), account);

export interface CallStateViewOptions {
  /** accounts, slots and codes cached together before the cache is emptied and filled again */
  maxEntries: number;
  /** code bytes cached before the cache is emptied and filled again */
  maxCodeBytes: number;
}

export class CallStateView implements StateManagerInterface {
  readonly originalStorageCache: OriginalStorageCache;
  readonly common: Common;
  readonly #base: BaseState;
  readonly #options: CallStateViewOptions;
  readonly #keccak: (bytes: Uint8Array) => Uint8Array;
  /** the state the committed layer is of */
  #key: string | undefined;
  #accounts = new Map<string, Account | null>();
  #code = new Map<string, Uint8Array>();
  #storage = new Map<string, Map<string, Uint8Array>>();
  /** contracts whose whole storage is in hand for this state (the slot's keccak → value); null: too large */
  #wholeStorage = new Map<string, Map<string, Uint8Array> | null>();
  /** slots read through the trie per contract in this state */
  #storageMisses = new Map<string, number>();
  readonly #tooLarge = new Set<string>();
  #entries = 0;
  #codeBytes = 0;
  /** layer 0 takes writes made outside a checkpoint; each checkpoint adds one */
  #layers: Layer[] = [newLayer()];
  /** base reads made (tests: a second call of one state reads nothing) */
  misses = 0;

  constructor(base: BaseState, common: Common, options: CallStateViewOptions) {
    this.#base = base;
    this.common = common;
    this.#options = options;
    this.#keccak = keccakOf(common);
    this.originalStorageCache = new OriginalStorageCache(this.getStorage.bind(this));
  }

  /**
   * Starts a call on the state named `key` (the caller keeps names unique per exact state): a new name empties the
   * committed layer; a call's leftover writes are dropped either way.
   */
  bind(key: string): void {
    if (key !== this.#key) this.clearCaches();
    this.#key = key;
    this.#layers = [newLayer()];
    this.originalStorageCache.clear();
  }

  clearCaches(): void {
    this.#accounts = new Map();
    this.#code = new Map();
    this.#storage = new Map();
    this.#wholeStorage = new Map();
    this.#storageMisses = new Map();
    this.#entries = 0;
    this.#codeBytes = 0;
  }

  async getAccount(address: Address): Promise<Account | undefined> {
    const key = bytesToUnprefixedHex(address.bytes);
    for (let i = this.#layers.length - 1; i >= 0; i--) {
      const found = this.#layers[i]?.accounts.get(key);
      if (found !== undefined) return found === null ? undefined : copyOf(found);
    }
    let committed = this.#accounts.get(key);
    if (committed === undefined) {
      committed = (await this.#base.getAccount(address)) ?? null;
      this.#remember(() => this.#accounts.set(key, committed ?? null), 0);
    }
    return committed === null ? undefined : copyOf(committed);
  }

  async putAccount(address: Address, account?: Account): Promise<void> {
    this.#top().accounts.set(bytesToUnprefixedHex(address.bytes), account === undefined ? null : copyOf(account));
  }

  async deleteAccount(address: Address): Promise<void> {
    const key = bytesToUnprefixedHex(address.bytes);
    const top = this.#top();
    top.accounts.set(key, null);
    top.code.set(key, EMPTY);
    top.storage.set(key, new Map());
    top.cleared.add(key);
  }

  async modifyAccountFields(address: Address, fields: AccountFields): Promise<void> {
    const account = (await this.getAccount(address)) ?? new Account();
    account.nonce = fields.nonce ?? account.nonce;
    account.balance = fields.balance ?? account.balance;
    account.storageRoot = fields.storageRoot ?? account.storageRoot;
    account.codeHash = fields.codeHash ?? account.codeHash;
    account.codeSize = fields.codeSize ?? account.codeSize;
    await this.putAccount(address, account);
  }

  async putCode(address: Address, value: Uint8Array): Promise<void> {
    this.#top().code.set(bytesToUnprefixedHex(address.bytes), value);
    await this.modifyAccountFields(address, { codeHash: this.#keccak(value) });
  }

  async getCode(address: Address): Promise<Uint8Array> {
    const key = bytesToUnprefixedHex(address.bytes);
    for (let i = this.#layers.length - 1; i >= 0; i--) {
      const found = this.#layers[i]?.code.get(key);
      if (found !== undefined) return found;
    }
    let committed = this.#code.get(key);
    if (committed === undefined) {
      const code = await this.#base.getCode(address);
      committed = code;
      this.#remember(() => this.#code.set(key, code), code.length);
    }
    return committed;
  }

  async getCodeSize(address: Address): Promise<number> {
    return (await this.getCode(address)).length;
  }

  async getStorage(address: Address, slot: Uint8Array): Promise<Uint8Array> {
    const known = this.cachedStorage(address, slot);
    if (known !== undefined) return known;
    const key = bytesToUnprefixedHex(address.bytes);
    const whole = await this.#wholeStorageOf(address, key);
    const value = whole
      ? (whole.get(bytesToUnprefixedHex(this.#keccak(slot))) ?? EMPTY)
      : await this.#base.getStorage(address, slot);
    this.#remember(() => this.#slotsOf(this.#storage, key).set(bytesToUnprefixedHex(slot), value), 0);
    return value;
  }

  /**
   * The slot's value when the view has it without reading the base (a call's write, a slot read before in this state,
   * the contract's whole storage in hand), else undefined: SLOAD answers with it synchronously (word-opcodes.ts).
   */
  cachedStorage(address: Address, slot: Uint8Array): Uint8Array | undefined {
    if (slot.length !== 32) throw EthereumJSErrorWithoutCode("Storage key must be 32 bytes long");
    const key = bytesToUnprefixedHex(address.bytes);
    const slotKey = bytesToUnprefixedHex(slot);
    for (let i = this.#layers.length - 1; i >= 0; i--) {
      const layer = this.#layers[i] as Layer;
      const found = layer.storage.get(key)?.get(slotKey);
      if (found !== undefined) return found;
      if (layer.cleared.has(key)) return EMPTY;
    }
    const committed = this.#storage.get(key)?.get(slotKey);
    if (committed !== undefined) return committed;
    const whole = this.#wholeStorage.get(key);
    if (!whole) return undefined;
    const value = whole.get(bytesToUnprefixedHex(this.#keccak(slot))) ?? EMPTY;
    this.#remember(() => this.#slotsOf(this.#storage, key).set(slotKey, value), 0);
    return value;
  }

  /** The contract's whole storage in this state, read at once after many of its slots went through the trie. */
  async #wholeStorageOf(address: Address, key: string): Promise<Map<string, Uint8Array> | undefined> {
    const known = this.#wholeStorage.get(key);
    if (known !== undefined) return known ?? undefined;
    if (this.#base.storageUpTo === undefined || this.#tooLarge.has(key)) return undefined;
    const misses = (this.#storageMisses.get(key) ?? 0) + 1;
    this.#storageMisses.set(key, misses);
    if (misses < WHOLE_STORAGE_AFTER_MISSES) return undefined;
    const whole = await this.#base.storageUpTo(address, WHOLE_STORAGE_SLOTS);
    if (whole === undefined) {
      if (this.#tooLarge.size >= MAX_TOO_LARGE) this.#tooLarge.clear();
      this.#tooLarge.add(key);
      this.#wholeStorage.set(key, null);
      return undefined;
    }
    if (this.#entries + whole.size > this.#options.maxEntries) this.clearCaches();
    this.#entries += whole.size;
    this.#wholeStorage.set(key, whole);
    return whole;
  }

  async putStorage(address: Address, slot: Uint8Array, value: Uint8Array): Promise<void> {
    if (slot.length !== 32) throw EthereumJSErrorWithoutCode("Storage key must be 32 bytes long");
    if (value.length > 32) throw EthereumJSErrorWithoutCode("Storage value cannot be longer than 32 bytes");
    if ((await this.getAccount(address)) === undefined) {
      throw EthereumJSErrorWithoutCode("putStorage() called on non-existing account");
    }
    const key = bytesToUnprefixedHex(address.bytes);
    this.#slotsOf(this.#top().storage, key).set(bytesToUnprefixedHex(slot), unpadBytes(value));
  }

  /** As MerkleStateManager: the account is kept (or made) with an empty storage root. */
  async clearStorage(address: Address): Promise<void> {
    const key = bytesToUnprefixedHex(address.bytes);
    const top = this.#top();
    top.storage.set(key, new Map());
    top.cleared.add(key);
    const account = (await this.getAccount(address)) ?? new Account();
    account.storageRoot = KECCAK256_RLP;
    await this.putAccount(address, account);
  }

  async checkpoint(): Promise<void> {
    this.#layers.push(newLayer());
  }

  async commit(): Promise<void> {
    const top = this.#layers.pop();
    const below = this.#top();
    if (!top) return;
    for (const [key, account] of top.accounts) below.accounts.set(key, account);
    for (const [key, code] of top.code) below.code.set(key, code);
    for (const key of top.cleared) {
      below.cleared.add(key);
      below.storage.set(key, new Map());
    }
    for (const [key, slots] of top.storage) {
      const into = this.#slotsOf(below.storage, key);
      for (const [slot, value] of slots) into.set(slot, value);
    }
    if (this.#layers.length === 1) this.originalStorageCache.clear();
  }

  async revert(): Promise<void> {
    if (this.#layers.length > 1) this.#layers.pop();
    if (this.#layers.length === 1) this.originalStorageCache.clear();
  }

  getStateRoot(): Promise<Uint8Array> {
    return Promise.reject(EthereumJSErrorWithoutCode("a call's state view has no state root"));
  }

  setStateRoot(): Promise<void> {
    return Promise.reject(EthereumJSErrorWithoutCode("a call's state view is bound to a state, not set to a root"));
  }

  hasStateRoot(): Promise<boolean> {
    return Promise.reject(EthereumJSErrorWithoutCode("a call's state view has no state root"));
  }

  shallowCopy(): StateManagerInterface {
    throw EthereumJSErrorWithoutCode("a call's state view is not copied");
  }

  #top(): Layer {
    return this.#layers[this.#layers.length - 1] as Layer;
  }

  #slotsOf(storage: Map<string, Map<string, Uint8Array>>, key: string): Map<string, Uint8Array> {
    let slots = storage.get(key);
    if (slots === undefined) {
      slots = new Map();
      storage.set(key, slots);
    }
    return slots;
  }

  /** Adds one read of the base to the committed layer, emptying it first when it is full. */
  #remember(add: () => void, codeBytes: number): void {
    this.misses++;
    if (this.#entries >= this.#options.maxEntries || this.#codeBytes + codeBytes > this.#options.maxCodeBytes) {
      this.clearCaches();
    }
    this.#entries++;
    this.#codeBytes += codeBytes;
    add();
  }
}
