// The standard Ethereum methods of a chain's /rpc endpoint, answered from the chain's world (src/chain/): the blocks,
// transactions, receipts, logs and accounts the Data API serves too. What the node does is coreth's (the C-Chain) and
// subnet-evm's (L1s): its tags (finalized and safe are the last accepted block), its errors (`cannot query unfinalized
// data` past the head, its eth_getLogs and eth_feeHistory limits), its shapes. Nothing here keeps state: every answer
// is a function of the chain, the request and the clock. What needs an EVM or a transaction pool is refused with a
// declared error (specs/DEVIATIONS.md N14).
import { keccak_256 } from "@noble/hashes/sha3.js";
import {
  formatLog,
  formatReceipt,
  formatTransaction,
  fromHex,
  type Hex,
  toHex,
  worldLogs,
  worldReceipt,
  worldTransaction,
} from "@avaspec/chain/world";
import { type ChainWorld, INTRINSIC_GAS, CREATE_GAS, keccakHex, MAX_LOG_BLOCKS } from "@avaspec/chain/world";
import { appError, ChainError } from "../errors.js";
import type { CallContext, Handler } from "../handler.js";
import { blockNumberOfHash, type EvmChain } from "../state.js";
import {
  address,
  type BlockNumberArg,
  blockNumber,
  blockNumberOrHash,
  type BlockRefArg,
  float64s,
  goBool,
  goString,
  hash,
  hexBytes,
  hexOrDecimal64,
  hexUint64,
  logFilter,
  type LogFilterArg,
  optional,
  overrides,
  required,
  type TxArgs,
  txArgs,
  storageSlot,
} from "@avaspec/chain/rpc";
import { gethMethod } from "./geth-method.js";
import { CORETH_LOGS, formatBlock, qty } from "@avaspec/chain/world";

/** Blocks one eth_feeHistory answers at most (coreth's DefaultMaxCallBlockHistory); more are cut. */
const MAX_FEE_HISTORY_BLOCKS = 2048;
/** How far behind the head eth_feeHistory reaches (coreth's DefaultMaxBlockHistory). */
const MAX_FEE_HISTORY_DEPTH = 25_000;
/** At most this many reward percentiles (coreth's maxQueryLimit). */
const MAX_REWARD_PERCENTILES = 100;
/** Topic positions of a log filter (LOG0…LOG4). */
const MAX_TOPICS = 4;
/** Gas cap of eth_call and eth_estimateGas (coreth's RPCGasCap). */
export const RPC_GAS_CAP = 50_000_000n;
/** Blocks and percentile of the priority-fee suggestion (coreth's oracle percentile). */
const TIP_BLOCKS = 20;
const TIP_PERCENTILE = 0.6;
/** The VMs' version strings (web3_clientVersion). */
const CLIENT_VERSION = { coreth: "v0.15.4", "subnet-evm": "v0.8.0" } as const;
export const ZERO_ADDRESS = `0x${"0".repeat(40)}`;

const unfinalized = () => appError("cannot query unfinalized data");
const notExecuted = (what: string) => appError(`avaspec-mock does not execute contract code: ${what}`);

export const evmOf = (ctx: CallContext): EvmChain => ctx.target.chain!.evm!;

/** rpc.BlockNumber → a block this node has; a number past the head is unfinalized data. */
function numberOf(evm: EvmChain, arg: BlockNumberArg): number {
  if ("tag" in arg) return arg.tag === "earliest" ? 0 : evm.headNumber;
  if (arg.number > BigInt(evm.headNumber)) throw unfinalized();
  return Number(arg.number);
}

/** As numberOf, but a block this node does not have is null (methods that swallow the error). */
function numberOrNull(evm: EvmChain, arg: BlockNumberArg): number | null {
  return "number" in arg && arg.number > BigInt(evm.headNumber) ? null : numberOf(evm, arg);
}

/** rpc.BlockNumberOrHash → a block whose state the node has (StateAndHeaderByNumberOrHash). */
export function stateBlockOf(evm: EvmChain, ref: BlockRefArg): number {
  if ("neither" in ref) throw appError("invalid arguments; neither block nor hash specified");
  if ("hash" in ref) {
    const n = blockNumberOfHash(evm, ref.hash);
    if (n === undefined) throw appError("header for hash not found");
    return n;
  }
  return numberOf(evm, ref);
}

// ---------- block JSON, kept for the blocks asked most (a block below the head never changes) ----------

const BLOCK_CACHE_ENTRIES = 64;
const blockCache = new Map<string, Readonly<Record<string, unknown>>>();
const worldIds = new WeakMap<ChainWorld, number>();
let nextWorldId = 0;

/** Block n's JSON object (frozen: the dispatcher serialises it once). */
function blockObject(evm: EvmChain, n: number, hydrated: boolean): Readonly<Record<string, unknown>> {
  let id = worldIds.get(evm.world);
  if (id === undefined) worldIds.set(evm.world, (id = nextWorldId++));
  const key = `${id}/${n}/${hydrated ? 1 : 0}`;
  let block = blockCache.get(key);
  if (block) {
    blockCache.delete(key); // most recently used last
  } else {
    block = Object.freeze(formatBlock(evm.world, evm.flavour, n, hydrated));
    if (blockCache.size >= BLOCK_CACHE_ENTRIES) blockCache.delete(blockCache.keys().next().value!);
  }
  blockCache.set(key, block);
  return block;
}

// ---------- fees ----------

/** The suggested priority fee: the 60th percentile of the last 20 blocks' priority fees. */
export function suggestedTip(evm: EvmChain): bigint {
  const head = evm.headNumber;
  const tips: bigint[] = [];
  for (let n = Math.max(0, head - TIP_BLOCKS + 1); n <= head; n++) tips.push(evm.world.blocks.tip(n));
  tips.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return tips[Math.floor((tips.length - 1) * TIP_PERCENTILE)] ?? 0n;
}

const nextBaseFee = (evm: EvmChain) => evm.world.blocks.baseFee(evm.headNumber + 1);

/** Go's %f. */
const goFloat = (p: number) => (Math.abs(p) < 1e21 ? p.toFixed(6) : String(p));

function feeHistory(evm: EvmChain, count: bigint, newest: BlockNumberArg, percentiles: number[]) {
  const empty = { oldestBlock: "0x0", gasUsedRatio: null };
  if (count < 1n) return empty;
  if (percentiles.length > MAX_REWARD_PERCENTILES)
    throw appError(`invalid reward percentile: over the query limit ${MAX_REWARD_PERCENTILES}`);
  let blocks = count > BigInt(MAX_FEE_HISTORY_BLOCKS) ? MAX_FEE_HISTORY_BLOCKS : Number(count);
  percentiles.forEach((p, i) => {
    if (p < 0 || p > 100) throw appError(`invalid reward percentile: ${goFloat(p)}`);
    const before = percentiles[i - 1];
    if (before !== undefined && p <= before)
      throw appError(`invalid reward percentile: #${i - 1}:${goFloat(before)} >= #${i}:${goFloat(p)}`);
  });
  const head = evm.headNumber;
  let last: number;
  if ("tag" in newest && newest.tag === "pending") blocks--; // no pending block: up to latest
  if (blocks === 0) return empty;
  if ("tag" in newest && newest.tag !== "earliest") last = head;
  else {
    const requested = "tag" in newest ? 0n : newest.number;
    const depth = BigInt(MAX_FEE_HISTORY_DEPTH - 1);
    if (BigInt(head) > depth && BigInt(head) - depth > requested)
      throw appError(`request beyond historical limit: requested ${requested}, head ${head}`);
    if (requested > BigInt(head)) throw appError(`request beyond head block: requested ${requested}, head ${head}`);
    last = Number(requested);
  }
  if (blocks > last + 1) blocks = last + 1;
  const overage = head - (last - blocks + 1) - (MAX_FEE_HISTORY_DEPTH - 1);
  if (overage > 0) blocks -= overage;
  const oldest = last - blocks + 1;
  const b = evm.world.blocks;
  const baseFeePerGas: string[] = [];
  const gasUsedRatio: number[] = [];
  const reward: string[][] = [];
  for (let n = oldest; n <= last; n++) {
    baseFeePerGas.push(qty(b.baseFee(n)));
    gasUsedRatio.push(b.gasUsed(n) / b.gasLimit(n));
    // every transaction of a block paid its priority fee, so each percentile of its gas is that fee
    const tip = b.txCount(n) > 0 ? qty(b.tip(n)) : "0x0";
    reward.push(percentiles.map(() => tip));
  }
  return {
    oldestBlock: qty(oldest),
    ...(percentiles.length ? { reward } : {}),
    baseFeePerGas,
    gasUsedRatio,
  };
}

// ---------- logs ----------

/** rpc.BlockNumber as the filter system reads it: latest -2, pending -1, finalized/accepted -3, safe -4. */
export function filterNumber(arg: BlockNumberArg | undefined): bigint {
  if (!arg) return -2n;
  if ("number" in arg) return arg.number;
  return { earliest: 0n, latest: -2n, pending: -1n, accepted: -3n, safe: -4n }[arg.tag];
}

/** The logs of blocks from…to (both at or below the head, the range checked) that match: GeneratedChain's reading. */
export function logsOf(evm: EvmChain, filter: LogFilterArg, from: number, to: number): Record<string, unknown>[] {
  const criteria = { address: filter.addresses as Hex[], topics: filter.topics as (Hex[] | null)[] };
  return worldLogs(evm.world, from, to, criteria).map((log) => formatLog(log, CORETH_LOGS));
}

export function getLogs(evm: EvmChain, filter: LogFilterArg): Record<string, unknown>[] {
  if (filter.topics.length > MAX_TOPICS) throw appError("exceed max topics");
  const head = evm.headNumber;
  if (filter.blockHash) {
    const n = blockNumberOfHash(evm, filter.blockHash);
    if (n === undefined) throw appError("unknown block");
    return logsOf(evm, filter, n, n);
  }
  let begin = filterNumber(filter.fromBlock);
  let end = filterNumber(filter.toBlock);
  if (begin > 0n && end > 0n && begin > end) throw appError("invalid block range params");
  if (begin >= 0n && begin > BigInt(head))
    throw appError(`requested from block ${begin} after last accepted block ${head}`);
  if (end >= 0n && end > BigInt(head)) throw appError(`requested to block ${end} after last accepted block ${head}`);
  const endSet = end >= 0n;
  if (begin === -1n && end !== -1n) throw appError("invalid block range params");
  if (begin === -1n && end === -1n) return [];
  if (begin < 0n) begin = BigInt(head); // latest, finalized, safe: the last accepted block
  if (end < 0n) end = BigInt(head);
  if (endSet && end < begin) throw appError(`begin block ${begin} is greater than end block ${end}`);
  if (end - begin >= BigInt(MAX_LOG_BLOCKS))
    throw appError(`requested too many blocks from ${begin} to ${end}, maximum is set to ${MAX_LOG_BLOCKS}`);
  return logsOf(evm, filter, Number(begin), Number(end));
}

// ---------- eth_call / eth_estimateGas without an EVM ----------

/** EIP-55: the mixed-case address Go prints for %v of a common.Address. */
export function checksumAddress(a: string): string {
  const lower = a.slice(2).toLowerCase();
  const h = toHex(keccak_256(new TextEncoder().encode(lower)));
  let out = "0x";
  for (let i = 0; i < lower.length; i++) out += Number.parseInt(h[i]!, 16) >= 8 ? lower[i]!.toUpperCase() : lower[i]!;
  return out;
}

interface Simulation {
  from: string;
  to: string | undefined;
  input: string;
  value: bigint;
  /** gas limit asked for (or the cap) */
  gas: bigint;
  /** the fee cap the sender must cover (0 when no price was given) */
  feeCap: bigint;
  intrinsic: bigint;
  balance: bigint;
}

/** ToMessage's checks, then what the call needs; a call the mock would need an EVM for is refused. */
export function simulate(evm: EvmChain, args: TxArgs, n: number, gasDefault: bigint): Simulation {
  if (args.gasPrice !== undefined && (args.maxFeePerGas !== undefined || args.maxPriorityFeePerGas !== undefined))
    throw appError("both gasPrice and (maxFeePerGas or maxPriorityFeePerGas) specified");
  if (args.data !== undefined && args.input !== undefined && args.data !== args.input)
    throw appError('both "data" and "input" are set and not equal. Please use "input" to pass transaction call data');
  if (
    args.maxFeePerGas !== undefined &&
    args.maxPriorityFeePerGas !== undefined &&
    args.maxFeePerGas < args.maxPriorityFeePerGas
  )
    throw appError(`maxFeePerGas (${args.maxFeePerGas}) < maxPriorityFeePerGas (${args.maxPriorityFeePerGas})`);
  const input = args.input ?? args.data ?? "0x";
  if (args.to === undefined && input !== "0x") throw notExecuted("a contract creation runs its init code");
  if (args.to !== undefined && evm.world.code(args.to) !== "0x") throw notExecuted(`${args.to} has code`);
  let intrinsic = BigInt(INTRINSIC_GAS + (args.to === undefined ? CREATE_GAS : 0));
  for (let i = 2; i < input.length; i += 2) intrinsic += input.slice(i, i + 2) === "00" ? 4n : 16n;
  for (const entry of args.accessList ?? []) intrinsic += 2400n + 1900n * BigInt(entry.storageKeys.length);
  let gas = args.gas ?? gasDefault;
  if (gas > RPC_GAS_CAP) gas = RPC_GAS_CAP;
  const from = args.from ?? ZERO_ADDRESS;
  return {
    from,
    to: args.to,
    input,
    value: args.value ?? 0n,
    gas,
    feeCap: args.gasPrice ?? args.maxFeePerGas ?? 0n,
    intrinsic,
    balance: evm.world.balance(from, n),
  };
}

function call(evm: EvmChain, args: TxArgs, ref: BlockRefArg | undefined, extra: unknown[]): string {
  if (extra.some((o) => o !== undefined)) throw notExecuted("state and block overrides need an EVM");
  const n = stateBlockOf(evm, ref ?? { tag: "latest" });
  const sim = simulate(evm, args, n, RPC_GAS_CAP);
  const supplied = ` (supplied gas ${sim.gas})`;
  if (sim.feeCap > 0n) {
    const want = sim.gas * sim.feeCap + sim.value;
    if (sim.balance < want)
      throw appError(
        "err: insufficient funds for gas * price + value: " +
          `address ${checksumAddress(sim.from)} have ${sim.balance} want ${want}${supplied}`,
      );
  }
  if (sim.gas < sim.intrinsic)
    throw appError(`err: intrinsic gas too low: have ${sim.gas}, want ${sim.intrinsic}${supplied}`);
  if (sim.value > sim.balance) throw appError(`err: insufficient funds for transfer${supplied}`);
  return "0x";
}

export function estimateGas(evm: EvmChain, args: TxArgs, ref: BlockRefArg | undefined, extra: unknown): string {
  if (extra !== undefined) throw notExecuted("state overrides need an EVM");
  const n = stateBlockOf(evm, ref ?? { tag: "latest" });
  const sim = simulate(evm, args, n, BigInt(evm.world.blocks.gasLimit(n)));
  let hi = sim.gas;
  if (sim.feeCap > 0n) {
    if (sim.value >= sim.balance) throw appError("insufficient funds for transfer"); // geth: even a zero value
    const allowance = (sim.balance - sim.value) / sim.feeCap;
    if (allowance < hi) hi = allowance;
  }
  if (sim.value > sim.balance) throw appError("insufficient funds for transfer");
  if (hi < sim.intrinsic) throw appError(`gas required exceeds allowance (${hi})`);
  return qty(sim.intrinsic);
}

// ---------- the methods ----------

const blockArg = required(blockNumber);
const refArg = required(blockNumberOrHash);
const addressArg = required((v) => address(v));
const hashArg = required((v) => hash(v));
const uintArg = required((v) => hexUint64(v, "hexutil.Uint"));

const withEvm =
  <A extends unknown[]>(run: (evm: EvmChain, ...args: A) => unknown) =>
  (ctx: CallContext, ...args: A) =>
    run(evmOf(ctx), ...args);

function txByLocation(evm: EvmChain, n: number | null, index: bigint) {
  if (n === null || index >= BigInt(evm.world.blocks.txCount(n))) return null;
  return txByHash(evm, evm.world.txHash(n, Number(index)));
}

/** A transaction at or below the head, read as GeneratedChain (the world's ChainReader) reads it. */
function txByHash(evm: EvmChain, txHash: string) {
  const tx = worldTransaction(evm.world, txHash, evm.headNumber);
  return tx ? formatTransaction(tx) : null;
}

function receiptByHash(evm: EvmChain, txHash: string) {
  const receipt = worldReceipt(evm.world, txHash, evm.headNumber);
  return receipt ? formatReceipt(receipt, CORETH_LOGS) : null;
}

export const ETH_METHODS: Readonly<Record<string, Handler>> = {
  eth_chainId: gethMethod(
    [],
    withEvm((evm) => qty(evm.chainId)),
  ),
  net_version: gethMethod(
    [],
    withEvm((evm) => String(evm.chainId)),
  ),
  net_listening: gethMethod([], () => true),
  net_peerCount: gethMethod([], () => "0x0"),
  web3_clientVersion: gethMethod(
    [],
    withEvm((evm) => CLIENT_VERSION[evm.flavour]),
  ),
  web3_sha3: gethMethod([required((v) => hexBytes(v))], (_ctx, data) => keccakHex(fromHex(data.slice(2)))),
  eth_syncing: gethMethod([], () => false),
  eth_accounts: gethMethod([], () => []),
  eth_blockNumber: gethMethod(
    [],
    withEvm((evm) => qty(evm.headNumber)),
  ),

  eth_getBlockByNumber: gethMethod(
    [blockArg, required(goBool)],
    withEvm((evm, block, hydrated) => blockObject(evm, numberOf(evm, block), hydrated)),
  ),
  eth_getBlockByHash: gethMethod(
    [hashArg, required(goBool)],
    withEvm((evm, blockHash, hydrated) => {
      const n = blockNumberOfHash(evm, blockHash);
      return n === undefined ? null : blockObject(evm, n, hydrated);
    }),
  ),
  eth_getBlockTransactionCountByNumber: gethMethod(
    [blockArg],
    withEvm((evm, block) => {
      const n = numberOrNull(evm, block);
      return n === null ? null : qty(evm.world.blocks.txCount(n));
    }),
  ),
  eth_getBlockTransactionCountByHash: gethMethod(
    [hashArg],
    withEvm((evm, blockHash) => {
      const n = blockNumberOfHash(evm, blockHash);
      return n === undefined ? null : qty(evm.world.blocks.txCount(n));
    }),
  ),
  eth_getTransactionByBlockNumberAndIndex: gethMethod(
    [blockArg, uintArg],
    withEvm((evm, block, index) => txByLocation(evm, numberOrNull(evm, block), index)),
  ),
  eth_getTransactionByBlockHashAndIndex: gethMethod(
    [hashArg, uintArg],
    withEvm((evm, blockHash, index) => txByLocation(evm, blockNumberOfHash(evm, blockHash) ?? null, index)),
  ),
  eth_getTransactionByHash: gethMethod(
    [hashArg],
    withEvm((evm, txHash) => txByHash(evm, txHash)),
  ),
  eth_getTransactionReceipt: gethMethod(
    [hashArg],
    withEvm((evm, txHash) => receiptByHash(evm, txHash)),
  ),
  eth_getBlockReceipts: gethMethod(
    [refArg],
    withEvm((evm, ref) => {
      let n: number;
      try {
        n = stateBlockOf(evm, ref);
      } catch (e) {
        if (e instanceof ChainError) return null; // a block the node does not have: null, whatever the reason
        throw e;
      }
      return evm.world.txHashes(n).map((txHash) => receiptByHash(evm, txHash));
    }),
  ),

  eth_getBalance: gethMethod(
    [addressArg, refArg],
    withEvm((evm, account, ref) => qty(evm.world.balance(account, stateBlockOf(evm, ref)))),
  ),
  eth_getTransactionCount: gethMethod(
    [addressArg, refArg],
    withEvm((evm, account, ref) => qty(evm.world.nonce(account, stateBlockOf(evm, ref)))),
  ),
  eth_getCode: gethMethod(
    [addressArg, refArg],
    withEvm((evm, account, ref) => {
      stateBlockOf(evm, ref);
      return evm.world.code(account);
    }),
  ),
  eth_getStorageAt: gethMethod(
    [addressArg, required(goString), refArg],
    withEvm((evm, account, key, ref) => {
      stateBlockOf(evm, ref);
      return evm.world.storage(account, BigInt(storageSlot(key, "unable to decode storage key: ")));
    }),
  ),

  eth_gasPrice: gethMethod(
    [],
    withEvm((evm) => qty(nextBaseFee(evm) + suggestedTip(evm))),
  ),
  eth_maxPriorityFeePerGas: gethMethod(
    [],
    withEvm((evm) => qty(suggestedTip(evm))),
  ),
  eth_baseFee: gethMethod(
    [],
    withEvm((evm) => qty(nextBaseFee(evm))),
  ),
  eth_feeHistory: gethMethod(
    [required(hexOrDecimal64), blockArg, required(float64s)],
    withEvm((evm, count, newest, percentiles) => feeHistory(evm, count, newest, percentiles)),
  ),
  eth_getLogs: gethMethod(
    [required(logFilter)],
    withEvm((evm, filter) => getLogs(evm, filter)),
  ),

  eth_call: gethMethod(
    [
      required(txArgs),
      optional(blockNumberOrHash),
      optional((v) => overrides(v, "ethapi.StateOverride")),
      optional((v) => overrides(v, "ethapi.BlockOverrides")),
    ],
    withEvm((evm, args, ref, state, block) => call(evm, args, ref, [state, block])),
  ),
  eth_estimateGas: gethMethod(
    [required(txArgs), optional(blockNumberOrHash), optional((v) => overrides(v, "ethapi.StateOverride"))],
    withEvm((evm, args, ref, state) => estimateGas(evm, args, ref, state)),
  ),
  eth_sendRawTransaction: gethMethod([required((v) => hexBytes(v))], () => {
    throw new ChainError(
      -32003,
      "transaction rejected: avaspec-mock serves a read-only chain (every answer is a function of the seed, the " +
        "request and the clock, so that replicas agree); send transactions to a devnet",
    );
  }),
  eth_sendTransaction: gethMethod([required(txArgs)], () => {
    throw appError("unknown account");
  }),
};
