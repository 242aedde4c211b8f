// The executing chain: a real EVM (@ethereumjs/vm, see DESIGN.md) in memory, with the node's transaction checks, a
// pool, automine (a block per transaction) or interval mining, and the dev methods anvil and hardhat users reach for.
// Every read and write of the EVM's state goes through one queue (#exclusive): the EVM is async, and a call's
// checkpoint must never interleave with a block being built.
import { type Block, createBlockFromRLP } from "@ethereumjs/block";
import type { Common } from "@ethereumjs/common";
import { getMerkleStateProof, type MerkleStateManager, type Proof } from "@ethereumjs/statemanager";
import { createFeeMarket1559Tx, createLegacyTx, createTxFromRLP, type TypedTransaction } from "@ethereumjs/tx";
import { Account, bytesToHex, concatBytes, createAddressFromString, hexToBytes, setLengthLeft } from "@ethereumjs/util";
import { keccak_256 as keccak256 } from "@noble/hashes/sha3.js";
import type { RunTxResult, VM } from "@ethereumjs/vm";
import { type FundedAccount, localFundedAccounts } from "../accounts.js";
import type {
  BlockRef,
  CallRequest,
  Chain,
  ChainBlock,
  ChainLog,
  ChainReceipt,
  ChainTransaction,
  Hex,
  LogFilter,
} from "../chain.js";
import { ChainError, refuse, revertError } from "../errors.js";
import { FEE_MANAGER_ADDRESS, readFeeConfig } from "../precompiles/fee-manager.js";
import { txAllowListRefusal } from "../precompiles/subnet-evm.js";
import { type ChainProfile, type FeeConfig, LOCAL_C_CHAIN } from "../profiles.js";
import { type AccessListAnswer, createAccessList } from "./access-list.js";
import { checkAgainstState, decodeTransaction } from "./admission.js";
import { type CallEngine, runCall } from "./call.js";
import { CallMemo, callKey } from "./call-memo.js";
import { CallStateView } from "./call-state-view.js";
import { FilterRegistry } from "./filters.js";
import { createGenesis, type Genesis } from "./genesis.js";
import { type KeptBlock, KeptBody } from "./kept-blocks.js";
import { buildLeanBlock } from "./lean-block-builder.js";
import { BLACKHOLE_ADDRESS } from "./fee-recipient.js";
import { CALL_STATE_CODE_BYTES, type ChainLimits, DEFAULT_LIMITS } from "./limits.js";
import { logMatches } from "./logs.js";
import { ExecutionPacer, nextMacrotask } from "./pacer.js";
import { type Pooled, TransactionPool } from "./pool.js";
import { blockRecord, type MinedTransaction, minedTransactions } from "./records.js";
import { estimateGas } from "./estimate.js";
import { type BlockFees, nextBlockFees } from "./fees.js";
import { type ChainState, parseState, readTrie, STATE_FILE_VERSION, stringifyState, writeTrie } from "./state-file.js";
import { personalSign, requireSignable } from "./unlocked.js";

/** eth_sendTransaction's, eth_fillTransaction's and eth_signTransaction's argument: a call with an optional nonce */
export type TransactionRequest = CallRequest & { nonce?: bigint };

export interface ExecutingChainOptions {
  profile?: ChainProfile;
  /** funded at genesis and signed for by eth_sendTransaction; default: ewoq and the test mnemonic's ten */
  accounts?: FundedAccount[];
  /** each funded account's balance in wei; default 1,000,000 × 10^18 */
  balance?: bigint;
  /** seconds between blocks; without it, each transaction is mined in its own block at once (automine) */
  blockTime?: number;
  limits?: Partial<ChainLimits>;
  /** the wall clock in milliseconds (tests move it) */
  now?: () => number;
}

/** An admitted transaction: its hash, and (automine) its block's mining, which may still be under way. */
interface Admitted {
  hash: Hex;
  mined: Promise<void>;
}

interface Snapshot {
  head: bigint;
  stateRoot: Uint8Array;
  timeOffset: bigint;
}

const DEFAULT_BALANCE = 10n ** 24n;
const ZERO_ADDRESS: Hex = "0x0000000000000000000000000000000000000000";

export async function createExecutingChain(options: ExecutingChainOptions = {}): Promise<ExecutingChain> {
  const profile = options.profile ?? LOCAL_C_CHAIN;
  const accounts = options.accounts ?? localFundedAccounts();
  const now = options.now ?? Date.now;
  const balance = options.balance ?? DEFAULT_BALANCE;
  const genesis = await createGenesis(
    profile,
    accounts.map((a) => ({ address: a.address, balance })),
    BigInt(Math.floor(now() / 1000)),
    new ExecutionPacer(),
  );
  const limits: ChainLimits = { rpcGasCap: profile.gasLimit, ...DEFAULT_LIMITS, ...options.limits };
  return new ExecutingChain(profile, genesis, accounts, limits, now, options.blockTime);
}

export class ExecutingChain implements Chain {
  readonly chainId: bigint;
  readonly filters: FilterRegistry;
  readonly #vm: VM;
  readonly #pacer: ExecutionPacer;
  readonly #common: Common;
  readonly #profile: ChainProfile;
  readonly #limits: ChainLimits;
  readonly #now: () => number;
  readonly #keys: Map<Hex, Uint8Array>;
  readonly #pool: TransactionPool;
  readonly #impersonated = new Set<Hex>();
  readonly #snapshots = new Map<bigint, Snapshot>();
  /** block n at index n, with its record and fee window; the VM's BLOCKHASH reads the same list (kept-blocks.ts) */
  readonly #blocks: KeptBlock[];
  readonly #byHash = new Map<Hex, ChainBlock>();
  readonly #mined = new Map<Hex, MinedTransaction>();
  readonly #timer: ReturnType<typeof setInterval> | undefined;
  #queue: Promise<unknown> = Promise.resolve();
  #nextSnapshot = 1n;
  #timeOffset = 0n;
  #nextTimestamp: bigint | undefined;
  /** the fee config the next block follows: the fee manager's, stored in the head's state, or the profile's */
  #feeConfig: FeeConfig;
  /** the fees #nextFees worked out last, and on what (a head entry is replaced, never changed, when the head moves) */
  #lastFees: { head: unknown; timestamp: bigint; config: FeeConfig; fees: BlockFees } | undefined;
  /** bumped by every write of state, blocks, clock or accounts (#write): the call memo's answers are of one version */
  #stateVersion = 0;
  readonly #callMemo: CallMemo;
  /** calls' own EVM on a flat view of the state they read (call-state-view.ts); none with callStateEntries 0 */
  readonly #callEngine: (CallEngine & { stateManager: CallStateView }) | undefined;
  /** the automined block after an early answer (#admitThenMine), while it is mined; settles, never rejects */
  #mining: Promise<void> | undefined;

  constructor(
    profile: ChainProfile,
    genesis: Genesis,
    accounts: FundedAccount[],
    limits: ChainLimits,
    now: () => number,
    blockTime: number | undefined,
  ) {
    this.chainId = profile.chainId;
    this.#profile = profile;
    this.#vm = genesis.vm;
    this.#pacer = genesis.pacer;
    this.#blocks = genesis.blockchain.blocks;
    this.#common = genesis.common;
    this.#limits = limits;
    this.#now = now;
    this.#keys = new Map(accounts.map((a) => [a.address.toLowerCase() as Hex, hexToBytes(a.privateKey)]));
    this.#pool = new TransactionPool(limits.maxPending);
    this.filters = new FilterRegistry(now);
    this.#feeConfig = profile.feeConfig;
    this.#callMemo = new CallMemo({ maxEntries: limits.callMemoEntries });
    if (limits.callStateEntries > 0) {
      const bounds = { maxEntries: limits.callStateEntries, maxCodeBytes: CALL_STATE_CODE_BYTES };
      const view = new CallStateView(genesis.stateManager, genesis.common, bounds);
      this.#callEngine = { evm: genesis.evmOn(view), stateManager: view };
    }
    const genesisBody = KeptBody.whole(genesis.block, genesis.common);
    this.#remember(genesisBody, blockRecord(genesis.block, genesisBody, [], 0n), [], new Uint8Array());
    if (blockTime !== undefined) {
      if (!(blockTime > 0)) throw new RangeError(`blockTime must be a positive number of seconds, got ${blockTime}`);
      this.#timer = setInterval(() => void this.mine().catch(() => undefined), blockTime * 1000);
      this.#timer.unref?.();
    }
  }

  get automine(): boolean {
    return this.#timer === undefined;
  }

  /** The funded accounts eth_sendTransaction signs for (eth_accounts). */
  accounts(): Hex[] {
    return [...this.#keys.keys()];
  }

  get profile(): ChainProfile {
    return this.#profile;
  }

  /** Stops interval mining. */
  close(): void {
    if (this.#timer) clearInterval(this.#timer);
  }

  // ---- reads ----

  head(): ChainBlock {
    return this.#headEntry().record;
  }

  block(ref: BlockRef): ChainBlock | undefined {
    if (typeof ref === "object") return this.#byHash.get(ref.hash.toLowerCase() as Hex);
    if (typeof ref === "bigint") return this.#blocks[Number(ref)]?.record;
    return ref === "earliest" ? this.#blocks[0]?.record : this.head();
  }

  transaction(hash: Hex): ChainTransaction | undefined {
    return this.#mined.get(hash.toLowerCase() as Hex)?.tx;
  }

  receipt(hash: Hex): ChainReceipt | undefined {
    return this.#mined.get(hash.toLowerCase() as Hex)?.receipt;
  }

  /** The hashes of transactions taken and not mined yet (eth_newPendingTransactionFilter's). */
  pending(): Hex[] {
    return this.#pool.hashes();
  }

  logs(filter: LogFilter): ChainLog[] {
    const blocks = this.#logBlocks(filter);
    return blocks.flatMap((b) =>
      b.transactions.flatMap((hash) => this.#mined.get(hash)?.receipt.logs ?? []).filter((l) => logMatches(l, filter)),
    );
  }

  balance(address: Hex, at: BlockRef = "latest"): Promise<bigint> {
    return this.#readAt(at, async () => (await this.#account(address)).balance);
  }

  nonce(address: Hex, at: BlockRef = "latest"): Promise<bigint> {
    return this.#readAt(at, async () => (await this.#account(address)).nonce);
  }

  code(address: Hex, at: BlockRef = "latest"): Promise<Hex> {
    return this.#readAt(
      at,
      async () => bytesToHex(await this.#vm.stateManager.getCode(createAddressFromString(address))) as Hex,
    );
  }

  storageAt(address: Hex, slot: Hex, at: BlockRef = "latest"): Promise<Hex> {
    return this.#readAt(at, async () => {
      const key = setLengthLeft(hexToBytes(slot), 32);
      const value = await this.#vm.stateManager.getStorage(createAddressFromString(address), key);
      return bytesToHex(setLengthLeft(value, 32)) as Hex;
    });
  }

  call(request: CallRequest, at: BlockRef = "latest"): Promise<Hex> {
    return this.#readAt(at, async (block, record) => {
      const gas = this.#callGas(request);
      const memoized = this.#limits.callMemoEntries > 0;
      const key = memoized ? callKey(record.hash, request, gas) : "";
      const known = memoized ? this.#callMemo.get(this.#stateVersion, key) : undefined;
      if (known !== undefined) return known;
      const { result } = await this.#timed(() => runCall(this.#callsOn(record), request, gas, block));
      const failure = result.execResult.exceptionError;
      const returned = bytesToHex(result.execResult.returnValue) as Hex;
      if (failure?.error === "revert") throw revertError(returned);
      if (failure) throw refuse(failure.error);
      if (memoized) this.#callMemo.set(this.#stateVersion, key, returned);
      return returned;
    });
  }

  /** The call memo's figures: answers kept, and lookups answered from it and not. */
  callMemoStats(): { entries: number; bytes: number; hits: number; misses: number } {
    const memo = this.#callMemo;
    return { entries: memo.size, bytes: memo.bytes, hits: memo.hits, misses: memo.misses };
  }

  estimateGas(request: CallRequest, at: BlockRef = "latest"): Promise<bigint> {
    return this.#readAt(at, (block, record) =>
      this.#timed(() => estimateGas(this.#callsOn(record), request, this.#callGas(request), block)),
    );
  }

  /** eth_feeConfig: the fee config in force after block `at` (the next block's), and the block that last set it. */
  feeConfigAt(at: BlockRef = "latest"): Promise<{ feeConfig: FeeConfig; lastChangedAt: bigint }> {
    if (!this.#profile.precompiles?.feeManagerConfig) {
      if (!this.block(at)) return Promise.reject(refuse("header not found"));
      return Promise.resolve({ feeConfig: this.#profile.feeConfig, lastChangedAt: 0n });
    }
    return this.#readAt(at, () => readFeeConfig(this.#vm.stateManager));
  }

  /** eth_baseFee: the base fee of a block built now on the head. */
  nextBaseFee(): bigint {
    return this.#nextFees(this.#peekTimestamp()).baseFee;
  }

  // ---- writes ----

  /** Checks a signed transaction as the node does and, in automine, resolves once its block is mined. */
  async sendRawTransaction(raw: Hex): Promise<Hex> {
    const { hash, mined } = await this.#sendRaw(raw);
    await mined;
    return hash;
  }

  /**
   * eth_sendRawTransaction's early answer: resolves once the transaction is admitted. In automine its block is mined
   * a macrotask later, ahead of anything queued after it; `mining` is that block until it is in the chain.
   */
  async admitRawTransaction(raw: Hex): Promise<Hex> {
    return (await this.#sendRaw(raw)).hash;
  }

  #sendRaw(raw: Hex): Promise<Admitted> {
    const limits = {
      chainId: this.chainId,
      maxTransactionSize: this.#profile.maxTransactionSize,
      blockGasLimit: this.#feeConfig.gasLimit,
    };
    const { tx, from } = decodeTransaction(hexToBytes(raw), this.#common, limits);
    return this.#admitThenMine(() => this.#admit(tx, from, true));
  }

  /** eth_sendTransaction: signs for a funded account, or sends as an impersonated one (anvil_impersonateAccount). */
  async sendTransaction(request: TransactionRequest): Promise<Hex> {
    const { hash, mined } = await this.#send(request);
    await mined;
    return hash;
  }

  /** eth_sendTransaction's early answer, as admitRawTransaction's. */
  async admitTransaction(request: TransactionRequest): Promise<Hex> {
    return (await this.#send(request)).hash;
  }

  #send(request: TransactionRequest): Promise<Admitted> {
    const from = (request.from ?? "").toLowerCase() as Hex;
    const key = this.#keys.get(from);
    if (!key && !this.#impersonated.has(from)) throw refuse("unknown account");
    return this.#admitThenMine(async () => {
      const tx = await this.#fill(request, from);
      return this.#admit(key ? tx.sign(key) : impersonate(tx, from), from, false);
    });
  }

  /**
   * The automined block an early answer left to mine, while it is being mined: it settles (never rejects) once the
   * block is in the chain or its mining failed. A request front awaits it before it serves anything (createRequest
   * does), so no request received after a send's answer sees the chain without the send's block.
   */
  get mining(): Promise<void> | undefined {
    return this.#mining;
  }

  /** eth_fillTransaction: the unsigned transaction eth_sendTransaction would send, nonce, gas and fees filled in. */
  fillTransaction(request: TransactionRequest): Promise<TypedTransaction> {
    const from = (request.from ?? ZERO_ADDRESS).toLowerCase() as Hex;
    return this.#exclusive(() => this.#fill(request, from));
  }

  /** eth_signTransaction: signed with a funded account's key, not sent; gas, fees and nonce must be given (geth). */
  signTransaction(request: TransactionRequest): Promise<TypedTransaction> {
    const from = (request.from ?? "").toLowerCase() as Hex;
    const key = this.#keys.get(from);
    if (!key) throw refuse("unknown account");
    requireSignable(request);
    return this.#exclusive(async () => (await this.#fill(request, from)).sign(key));
  }

  /** eth_sign: an EIP-191 signature by a funded account's key. */
  sign(address: Hex, message: Hex): Hex {
    const key = this.#keys.get(address.toLowerCase() as Hex);
    if (!key) throw refuse("unknown account");
    return personalSign(key, message);
  }

  /** eth_createAccessList, run on the state at `at` and undone. */
  createAccessList(request: CallRequest, at: BlockRef = "latest"): Promise<AccessListAnswer> {
    return this.#readAt(at, (block, record) =>
      this.#timed(() => createAccessList(this.#callsOn(record), request, this.#callGas(request), block)),
    );
  }

  /** eth_getProof: EIP-1186 Merkle proofs of the account and the slots, at `at`. */
  proof(address: Hex, slots: Hex[], at: BlockRef = "latest"): Promise<Proof> {
    return this.#readAt(at, () =>
      getMerkleStateProof(
        this.#vm.stateManager as MerkleStateManager,
        createAddressFromString(address),
        slots.map((slot) => setLengthLeft(hexToBytes(slot), 32)),
      ),
    );
  }

  /** evm_mine: a block with the executable pooled transactions (none in automine: an empty block). */
  mine(timestamp?: bigint): Promise<ChainBlock> {
    return this.#write(async () => {
      if (timestamp !== undefined) this.#setNextTimestamp(timestamp);
      return this.#mineBlock(await this.#executable(Number.POSITIVE_INFINITY));
    });
  }

  snapshot(): Promise<bigint> {
    return this.#write(async () => {
      const id = this.#nextSnapshot++;
      const stateRoot = await this.#vm.stateManager.getStateRoot();
      this.#snapshots.set(id, { head: this.head().number, stateRoot, timeOffset: this.#timeOffset });
      if (this.#snapshots.size > this.#limits.maxSnapshots) {
        this.#snapshots.delete(this.#snapshots.keys().next().value as bigint);
      }
      return id;
    });
  }

  /** evm_revert: back to the snapshot's blocks and state; it and later snapshots are used up. False when unknown. */
  revert(id: bigint): Promise<boolean> {
    return this.#write(async () => {
      const snapshot = this.#snapshots.get(id);
      if (!snapshot) return false;
      for (const later of this.#snapshots.keys()) if (later >= id) this.#snapshots.delete(later);
      await this.#rewind(snapshot);
      return true;
    });
  }

  /** Back to genesis: blocks, state, pool, filters, snapshots, time and impersonation. */
  reset(): Promise<void> {
    return this.#write(async () => {
      const genesis = this.#blocks[0];
      if (!genesis) throw new Error("the chain has no genesis block");
      await this.#rewind({ head: 0n, stateRoot: hexToBytes(genesis.record.stateRoot), timeOffset: 0n });
      this.#snapshots.clear();
      this.#impersonated.clear();
      this.filters.clear();
      this.#pool.clear();
      this.#nextTimestamp = undefined;
    });
  }

  /** evm_increaseTime: moves the clock of later blocks forward; answers the total offset in seconds. */
  increaseTime(seconds: bigint): bigint {
    if (seconds < 0n) throw new ChainError(-32602, "evm_increaseTime takes a non-negative number of seconds");
    this.#stateVersion++;
    this.#timeOffset += seconds;
    return this.#timeOffset;
  }

  /** evm_setNextBlockTimestamp: the next block's timestamp, after the head's. */
  setNextBlockTimestamp(timestamp: bigint): void {
    this.#stateVersion++;
    this.#setNextTimestamp(timestamp);
  }

  /** anvil_setBalance / hardhat_setBalance: the account's balance now, without a block. */
  setBalance(address: Hex, wei: bigint): Promise<void> {
    return this.#write(async () => {
      const at = createAddressFromString(address);
      const account = (await this.#vm.stateManager.getAccount(at)) ?? new Account();
      account.balance = wei;
      await this.#vm.stateManager.putAccount(at, account);
    });
  }

  /** anvil_impersonateAccount: eth_sendTransaction may send from this address without its key. */
  impersonate(address: Hex): void {
    this.#stateVersion++;
    this.#impersonated.add(address.toLowerCase() as Hex);
  }

  stopImpersonating(address: Hex): void {
    this.#stateVersion++;
    this.#impersonated.delete(address.toLowerCase() as Hex);
  }

  // ---- state file ----

  /** The whole chain as one JSON text (README, "State file"): state, blocks, receipts, pool, clock, snapshots. */
  dumpState(): Promise<string> {
    return this.#exclusive(async () => {
      const state: ChainState = {
        version: STATE_FILE_VERSION,
        chainId: this.chainId,
        trie: await readTrie(this.#vm.stateManager as MerkleStateManager),
        blocks: this.#blocks.map(({ record, body, feeWindow }) => ({
          rlp: bytesToHex(body.serialize()) as Hex,
          record,
          feeWindow: bytesToHex(feeWindow) as Hex,
        })),
        mined: [...this.#mined.values()],
        pool: this.#pool.entries().map((entry) => ({
          raw: bytesToHex(entry.tx.serialize()) as Hex,
          from: entry.from,
          impersonated: !this.#keys.has(entry.from) && !entry.tx.isSigned(),
        })),
        impersonated: [...this.#impersonated],
        timeOffset: this.#timeOffset,
        nextSnapshot: this.#nextSnapshot,
        snapshots: [...this.#snapshots].map(([id, s]) => ({ ...s, id, stateRoot: bytesToHex(s.stateRoot) as Hex })),
      };
      if (this.#nextTimestamp !== undefined) state.nextTimestamp = this.#nextTimestamp;
      return stringifyState(state);
    });
  }

  /** Replaces this chain's blocks, state, pool, clock and snapshots with a dumped chain's (same chain ID). */
  async loadState(text: string): Promise<void> {
    const state = parseState(text, this.chainId);
    return this.#write(async () => {
      const blocks = state.blocks.map(({ rlp }) =>
        createBlockFromRLP(hexToBytes(rlp), { common: this.#common, skipConsensusFormatValidation: true }),
      );
      const genesis = blocks[0];
      if (!genesis) throw refuse("state file has no blocks");
      const stateManager = this.#vm.stateManager as MerkleStateManager;
      writeTrie(stateManager, state.trie);
      stateManager.clearCaches();
      await stateManager.setStateRoot(blocks.at(-1)?.header.stateRoot ?? genesis.header.stateRoot);
      await this.#refreshFeeConfig(); // the fee manager's config as the loaded state holds it
      this.#blocks.length = 0;
      this.#byHash.clear();
      this.#mined.clear();
      state.blocks.forEach(({ record, rlp, feeWindow }, i) => {
        const body = i === blocks.length - 1 ? KeptBody.whole(blocks[i] as Block, this.#common) : undefined;
        this.#blocks.push({
          record,
          body: body ?? KeptBody.fromRLP(hexToBytes(rlp), this.#common),
          feeWindow: hexToBytes(feeWindow),
        });
        this.#byHash.set(record.hash, record);
      });
      for (const entry of state.mined) this.#mined.set(entry.tx.hash, entry);
      this.#loadPool(state.pool);
      this.#impersonated.clear();
      for (const who of state.impersonated) this.#impersonated.add(who);
      this.#timeOffset = state.timeOffset;
      this.#nextTimestamp = state.nextTimestamp;
      this.#nextSnapshot = state.nextSnapshot;
      this.#snapshots.clear();
      for (const { id, stateRoot, ...rest } of state.snapshots) {
        this.#snapshots.set(id, { ...rest, stateRoot: hexToBytes(stateRoot) });
      }
      this.filters.clear();
    });
  }

  #loadPool(pool: ChainState["pool"]): void {
    this.#pool.clear();
    for (const { raw, from, impersonated } of pool) {
      const decoded = createTxFromRLP(hexToBytes(raw), { common: this.#common, freeze: false });
      const tx = impersonated ? impersonate(decoded, from) : decoded;
      this.#pool.add({ tx, from, hash: bytesToHex(tx.hash()) as Hex });
    }
  }

  // ---- internals ----

  #exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(work, work);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  /**
   * `work` in the queue as a write: the state version moves before it (a write that fails halfway has still
   * changed something) and after it, so no eth_call answer remembered before the write is given after it.
   */
  #write<T>(work: () => Promise<T>): Promise<T> {
    return this.#exclusive(async () => {
      this.#stateVersion++;
      try {
        return await work();
      } finally {
        this.#stateVersion++;
      }
    });
  }

  #headEntry() {
    const head = this.#blocks.at(-1);
    if (!head) throw new Error("the chain has no genesis block");
    return head;
  }

  async #account(address: Hex): Promise<Account> {
    return (await this.#vm.stateManager.getAccount(createAddressFromString(address))) ?? new Account();
  }

  /** One eth_call, estimate or access list, bounded in time as geth's --rpc.evmtimeout bounds it. */
  #timed<T>(work: () => Promise<T>): Promise<T> {
    return this.#pacer.bounded(this.#limits.callTimeoutMs, work);
  }

  /** What a call at `record` runs on, inside the queue: the view bound to that block's state as of now, or the VM. */
  #callsOn(record: ChainBlock): CallEngine {
    const engine = this.#callEngine;
    if (!engine) return this.#vm;
    // the state version moves with every write (#write), so one key names one exact state
    engine.stateManager.bind(`${this.#stateVersion}:${record.hash}`);
    return engine;
  }

  #callGas(request: CallRequest): bigint {
    const cap = this.#limits.rpcGasCap;
    return request.gas !== undefined && request.gas < cap ? request.gas : cap;
  }

  /** Runs `read` on the state at the block `at` (the live state for the head), inside the queue. */
  #readAt<T>(at: BlockRef, read: (block: Block, record: ChainBlock) => Promise<T>): Promise<T> {
    return this.#exclusive(async () => {
      const record = this.block(at);
      const entry = record && this.#blocks[Number(record.number)];
      if (!entry) throw refuse("header not found");
      const block = entry.body.headerBlock; // an older block's header is decoded from its RLP (kept-blocks.ts)
      if (entry === this.#headEntry()) return read(block, entry.record);
      const state = this.#vm.stateManager;
      const live = await state.getStateRoot();
      await state.setStateRoot(block.header.stateRoot);
      try {
        return await read(block, entry.record);
      } finally {
        await state.setStateRoot(live);
      }
    });
  }

  #logBlocks(filter: LogFilter): ChainBlock[] {
    if (filter.blockHash) {
      const block = this.#byHash.get(filter.blockHash.toLowerCase() as Hex);
      if (!block) throw refuse("unknown block");
      return [block];
    }
    const head = this.head().number;
    const from = this.block(filter.fromBlock ?? "latest")?.number ?? head + 1n;
    const to = this.block(filter.toBlock ?? "latest")?.number ?? head;
    if (from > to) return [];
    if (to - from >= BigInt(this.#limits.maxLogRange)) {
      throw refuse(`block range too large: ${to - from + 1n} blocks, limit ${this.#limits.maxLogRange}`);
    }
    const blocks: ChainBlock[] = [];
    for (let n = from; n <= to; n++) {
      const block = this.#blocks[Number(n)]?.record;
      if (block) blocks.push(block);
    }
    return blocks;
  }

  /**
   * `admit` in the queue as a write. In automine the write's turn of the queue lasts past the answer: the admitted
   * hash is handed out, then, a macrotask later (after the answer's write, which Node may leave to process.nextTick),
   * the block is mined, before anything queued after the admission runs.
   */
  #admitThenMine(admit: () => Promise<Hex>): Promise<Admitted> {
    if (!this.automine) return this.#write(admit).then((hash) => ({ hash, mined: Promise.resolve() }));
    return new Promise((answer, refuseAdmission) => {
      void this.#write(async () => {
        let hash: Hex;
        try {
          hash = await admit();
        } catch (error) {
          refuseAdmission(error);
          return;
        }
        const mined = this.#mineAfterAnswer();
        answer({ hash, mined });
        await mined.catch(() => undefined); // the queue moves on whatever the mining did; the sender learns it
      });
    });
  }

  /** The executable pooled transactions, each in its own block, once the current macrotask is over (`mining`). */
  #mineAfterAnswer(): Promise<void> {
    const mined = nextMacrotask().then(() => this.#mineExecutable());
    const settled = mined.then(
      () => undefined,
      () => undefined,
    );
    this.#mining = settled;
    void settled.then(() => {
      if (this.#mining === settled) this.#mining = undefined;
    });
    return mined;
  }

  async #mineExecutable(): Promise<void> {
    for (let ready = await this.#executable(1); ready.length > 0; ready = await this.#executable(1)) {
      await this.#mineBlock(ready);
    }
  }

  async #admit(tx: TypedTransaction, from: Hex, checkFees: boolean): Promise<Hex> {
    const hash = bytesToHex(tx.hash()) as Hex;
    if (this.#pool.has(hash)) throw refuse("already known");
    const account = await this.#account(from);
    checkAgainstState(tx, from, account, checkFees ? this.nextBaseFee() : 0n);
    const notAllowed = await this.#txAllowListRefusal(from);
    if (notAllowed) throw refuse(notAllowed);
    const entry = { tx, from, hash };
    this.#pool.add(entry);
    if (this.automine) {
      // what mining would refuse is refused here, before the early answer: the blocks this admission makes mineable
      const blocks = (await this.#executable(Number.POSITIVE_INFINITY)).length;
      if (this.#blocks.length + blocks > this.#limits.maxBlocks) {
        this.#pool.remove(entry);
        throw this.#blockLimitReached();
      }
    }
    this.filters.onPending(hash);
    return hash;
  }

  #blockLimitReached(): ChainError {
    return refuse(`block limit reached: ${this.#limits.maxBlocks} blocks kept; evm_revert or reset the chain`);
  }

  /** Up to `count` pooled transactions that can run in this order: each sender's next nonces, without gaps. */
  async #executable(count: number): Promise<Pooled[]> {
    const ready: Pooled[] = [];
    for (const from of this.#pool.senders()) {
      // a sender's run of consecutive nonces from its state nonce, in order
      for (let nonce = (await this.#account(from)).nonce; ready.length < count; nonce++) {
        const entry = this.#pool.at(from, nonce);
        if (!entry) break;
        ready.push(entry);
      }
    }
    return ready;
  }

  async #nextNonce(from: Hex): Promise<bigint> {
    let nonce = (await this.#account(from)).nonce;
    while (this.#pool.at(from, nonce)) nonce++;
    return nonce;
  }

  /** The transaction `from` would send: a legacy one when gasPrice is given, else EIP-1559 (geth's defaults). */
  async #fill(request: TransactionRequest, from: Hex): Promise<TypedTransaction> {
    const nonce = request.nonce ?? (await this.#nextNonce(from));
    // a legacy transaction carries no access list: its gas is estimated without one
    const accessList = request.gasPrice === undefined ? request.accessList : undefined;
    const data = {
      nonce,
      to: request.to ?? undefined,
      value: request.value ?? 0n,
      data: request.data ?? "0x",
      gasLimit: request.gas ?? (await this.#estimateUnlocked({ ...request, from, accessList })),
      chainId: this.chainId,
    };
    const options = { common: this.#common, freeze: false };
    if (request.gasPrice !== undefined) return createLegacyTx({ ...data, gasPrice: request.gasPrice }, options);
    const maxPriorityFeePerGas = request.maxPriorityFeePerGas ?? 0n;
    const maxFeePerGas = request.maxFeePerGas ?? this.nextBaseFee() * 2n + maxPriorityFeePerGas;
    return createFeeMarket1559Tx(
      { ...data, maxFeePerGas, maxPriorityFeePerGas, accessList: accessList ?? [] },
      options,
    );
  }

  async #estimateUnlocked(request: CallRequest): Promise<bigint> {
    const { body, record } = this.#headEntry();
    const block = body.block;
    return this.#timed(() => estimateGas(this.#callsOn(record), request, this.#callGas(request), block));
  }

  /** The fees of a block built on the head at `timestamp`: subnet-evm's dynamic fee rules (executing/fees.ts). */
  #nextFees(timestamp: bigint): BlockFees {
    const head = this.#headEntry();
    const config = this.#feeConfig;
    // an automined transaction asks at admission and again for its block: the same head, time and config
    const last = this.#lastFees;
    if (last?.head === head && last.timestamp === timestamp && last.config === config) return last.fees;
    const { record, feeWindow } = head;
    // the fields named, not the record spread: a spread would make the block's RLP (records.ts)
    const { number, gasUsed, baseFeePerGas } = record;
    const blockGasCost = record.blockGasCost ?? 0n;
    const parent = { number, timestamp: record.timestamp, gasUsed, baseFeePerGas, blockGasCost, feeWindow };
    const fees = nextBlockFees(config, parent, timestamp);
    this.#lastFees = { head, timestamp, config, fees };
    return fees;
  }

  async #txAllowListRefusal(from: Hex): Promise<string | undefined> {
    if (!this.#profile.precompiles?.txAllowListConfig) return undefined;
    return txAllowListRefusal(this.#vm.stateManager, from);
  }

  /** After the head's state changed: the fee manager's stored config is what the next block follows. */
  async #refreshFeeConfig(): Promise<void> {
    if (!this.#profile.precompiles?.feeManagerConfig) return;
    this.#feeConfig = (await readFeeConfig(this.#vm.stateManager, FEE_MANAGER_ADDRESS)).feeConfig;
  }

  #setNextTimestamp(timestamp: bigint): void {
    const head = this.head().timestamp;
    if (timestamp <= head) {
      throw new ChainError(
        -32602,
        `timestamp error: ${timestamp} is lower than or equal to previous block's timestamp ${head}`,
      );
    }
    this.#nextTimestamp = timestamp;
  }

  /** The timestamp the next block gets, without using up evm_setNextBlockTimestamp's. */
  #peekTimestamp(): bigint {
    const wanted = this.#nextTimestamp ?? BigInt(Math.floor(this.#now() / 1000)) + this.#timeOffset;
    const after = this.head().timestamp + 1n;
    return wanted > after ? wanted : after;
  }

  #blockTimestamp(): bigint {
    const timestamp = this.#peekTimestamp();
    this.#nextTimestamp = undefined;
    return timestamp;
  }

  /** Mines one block holding as many of `entries` as fit; a transaction that fails to run is dropped. */
  async #mineBlock(entries: Pooled[]): Promise<ChainBlock> {
    if (this.#blocks.length >= this.#limits.maxBlocks) throw this.#blockLimitReached();
    const parent = this.#headEntry().body.block;
    const timestamp = this.#blockTimestamp();
    const fees = this.#nextFees(timestamp);
    const builder = await buildLeanBlock(this.#vm, {
      parentBlock: parent,
      headerData: {
        number: parent.header.number + 1n,
        timestamp,
        gasLimit: this.#feeConfig.gasLimit,
        baseFeePerGas: fees.baseFee,
        coinbase: BLACKHOLE_ADDRESS,
      },
      blockOpts: { putBlockIntoBlockchain: false }, // the chain keeps it (#remember), BLOCKHASH reads it there
    });
    const results: RunTxResult[] = [];
    const senders: Hex[] = [];
    const taken: TypedTransaction[] = [];
    for (const entry of entries) {
      if (await this.#txAllowListRefusal(entry.from)) {
        this.#pool.remove(entry); // its sender lost its role since admission: the block would be invalid with it
        continue;
      }
      try {
        results.push(await builder.addTransaction(entry.tx, { skipHardForkValidation: true }));
        senders.push(entry.from);
        taken.push(entry.tx);
        this.#pool.remove(entry);
      } catch (error) {
        if (!/higher gas limit than the remaining gas/.test(String(error))) this.#pool.remove(entry);
      }
    }
    const { block } = await builder.build();
    const body = KeptBody.whole(block, this.#common);
    const record = blockRecord(block, body, taken, fees.blockGasCost);
    const mined = this.#remember(body, record, minedTransactions(record, taken, results, senders), fees.window);
    await this.#refreshFeeConfig();
    return mined;
  }

  #remember(body: KeptBody, record: ChainBlock, mined: MinedTransaction[], feeWindow: Uint8Array): ChainBlock {
    this.#blocks.at(-1)?.body.compact(); // no longer the head: its RLP is kept, not its Block (kept-blocks.ts)
    this.#blocks.push({ record, body, feeWindow });
    this.#byHash.set(record.hash, record);
    for (const entry of mined) this.#mined.set(entry.tx.hash, entry);
    this.filters.onBlock(
      record,
      mined.flatMap((m) => m.receipt.logs),
    );
    return record;
  }

  async #rewind(snapshot: Snapshot): Promise<void> {
    const dropped = this.#blocks.splice(Number(snapshot.head) + 1);
    this.#blocks.at(-1)?.body.expand(); // the head again
    for (const { record } of dropped) {
      this.#byHash.delete(record.hash);
      for (const hash of record.transactions) this.#mined.delete(hash);
    }
    await this.#vm.stateManager.setStateRoot(snapshot.stateRoot);
    this.#timeOffset = snapshot.timeOffset;
    await this.#refreshFeeConfig();
  }
}

/** A transaction sent as `from` without its key: the EVM takes the given sender, the hash commits to it. */
function impersonate(tx: TypedTransaction, from: Hex): TypedTransaction {
  const sender = createAddressFromString(from);
  const hash = keccak256(concatBytes(tx.getHashedMessageToSign(), sender.bytes));
  Object.assign(tx, {
    getSenderAddress: () => sender,
    isSigned: () => true,
    verifySignature: () => true,
    hash: () => hash,
  });
  return tx;
}
