// One world model per catalogue chain, served by both the Data API mock and the node's chain-VM methods: the blocks
// (blocks.ts) and, derived from each block, its transactions, receipts and logs, and the accounts they touch. Block
// n's transaction count, gas used, base fee and fees spent are the Data API's; every transaction pays the block's
// priority fee, so receipts add up to the block's feesSpent. Nothing is stored: a transaction hash and a sender or
// recipient address carry their (block, index) in their last 8 bytes (scrambled, reversibly), so they are found
// again without a table, and everything is a pure function of (seed, chain, block number).
//
// The spec's pinned example block (the real C-Chain block 49889407) is derived from its hash rather than the seed, so
// it, its transaction, receipt and log are the same whatever the seed (the node spec's examples show them).
import { keccak_256 } from "@noble/hashes/sha3.js";
import { BYTE_HEX, fromHex, toHex } from "./bytes.js";
import { Blocks, inverseMod64, U64, type WorldChain } from "./blocks.js";
import { fmix, Seeded } from "./seeded.js";

export const INTRINSIC_GAS = 21_000;
/** keccak256(rlp("")): the root of an empty trie. */
export const EMPTY_TRIE_ROOT = "0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421";
/** Extra intrinsic gas of a contract creation. */
export const CREATE_GAS = 32_000;
/** keccak256("Transfer(address,address,uint256)"): the ERC-20 event every contract call of the world emits. */
export const TRANSFER_TOPIC = hex(keccak_256(new TextEncoder().encode("Transfer(address,address,uint256)")));
/** The selector of ERC-20 transfer(address,uint256). */
const TRANSFER_SELECTOR = "a9059cbb";
/** The C-Chain's USDC (deployed-services.md): one of the C-Chain's contracts. */
const C_CHAIN_USDC = "0xb97ef9ef8734c71904d8002f8b6bc66dd9c48a6e";
const WEI_PER_UNIT = 10n ** 18n;

const M1 = 0xbf58476d1ce4e5b9n;
const M2 = 0x94d049bb133111ebn;
const M1_INV = inverseMod64(M1);
const M2_INV = inverseMod64(M2);

/** splitmix64's finaliser: a bijection of 64-bit words in which every input bit moves every output bit. */
function mix64(v: bigint): bigint {
  let x = v;
  x = ((x ^ (x >> 30n)) * M1) & U64;
  x = ((x ^ (x >> 27n)) * M2) & U64;
  return x ^ (x >> 31n);
}

/** The inverse of `x ^= x >> s`. */
function unshift(x: bigint, s: bigint): bigint {
  let y = x;
  for (let i = 0n; i * s < 64n; i++) y = x ^ (y >> s);
  return y;
}

function unmix64(v: bigint): bigint {
  let x = unshift(v, 31n);
  x = unshift((x * M2_INV) & U64, 27n);
  return unshift((x * M1_INV) & U64, 30n);
}

function hex(bytes: Uint8Array): string {
  return `0x${toHex(bytes)}`;
}

/** 32-byte word of an address or a quantity, as hex without 0x. */
const word = (text: string) => text.replace(/^0x/, "").padStart(64, "0");

export interface WorldLog {
  address: string;
  topics: string[];
  data: string;
  /** position among the logs of its block */
  logIndex: number;
}

export interface WorldTx {
  blockNumber: number;
  index: number;
  hash: string;
  kind: "transfer" | "call";
  from: string;
  to: string;
  nonce: number;
  value: bigint;
  input: string;
  /** gas limit */
  gas: number;
  gasUsed: number;
  cumulativeGasUsed: number;
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
  /** baseFee + priority fee (the fee cap is always above it) */
  effectiveGasPrice: bigint;
  /** the sender's balance before this transaction */
  senderBalance: bigint;
  r: bigint;
  s: bigint;
  yParity: 0 | 1;
  logs: WorldLog[];
}

export interface WorldHeader {
  number: number;
  hash: string;
  parentHash: string;
  timestamp: number;
  gasLimit: number;
  gasUsed: number;
  baseFee: bigint;
  /** the priority fee every transaction of the block paid */
  tip: bigint;
  txCount: number;
  stateRoot: string;
  /** roots of the block's transactions and receipts tries (the empty trie's root when it has none) */
  transactionsRoot: string;
  receiptsRoot: string;
  /** header extra data (80 bytes: the fee window) */
  extraData: string;
  /** milliseconds past `timestamp` (shown after the Granite upgrade) */
  millis: number;
  minDelayExcess: number;
  /** Data API block gas cost (wei); 0 in this world */
  blockGasCost: bigint;
}

/** What an address is in this world. */
export type Account =
  | { kind: "sender"; blockNumber: number; index: number }
  | { kind: "recipient"; blockNumber: number; index: number }
  | { kind: "contract"; code: string }
  | { kind: "other" };

/**
 * Values drawn from one mixed state (a block's or a transaction's): field k's number or hex, each field two mixing
 * steps, without hashing the seed and the parts again for every field.
 */
class Draw {
  constructor(readonly state: number) {}
  #word(k: number, j: number): number {
    return fmix(fmix(this.state ^ Math.imul(k, 0x9e3779b1)) ^ Math.imul(j + 1, 0x85ebca6b));
  }
  unit(k: number): number {
    return this.#word(k, -1) / 4294967296;
  }
  int(min: number, max: number, k: number): number {
    return min + Math.floor(this.unit(k) * (max - min + 1));
  }
  hex(bytes: number, k: number): string {
    let out = "";
    for (let j = 0; j * 4 < bytes; j++) {
      const w = this.#word(k, j);
      out += BYTE_HEX[w >>> 24]! + BYTE_HEX[(w >>> 16) & 255]! + BYTE_HEX[(w >>> 8) & 255]! + BYTE_HEX[w & 255]!;
    }
    return out.length === bytes * 2 ? out : out.slice(0, bytes * 2);
  }
}

/** The fields drawn for a block (B) and a transaction (T). */
const B = { stateRoot: 1, txRoot: 2, receiptRoot: 3, extra: 4, millis: 5, minDelay: 6, transfers: 7 } as const;
const T = {
  hash: 1,
  from: 2,
  to: 3,
  value: 4,
  valueLow: 5,
  contract: 6,
  receiver: 7,
  amount: 8,
  decimals: 9,
  gasMargin: 10,
  spare: 11,
  nonce: 12,
  r: 13,
  s: 14,
  v: 15,
} as const;

/** How a block's gas splits between plain transfers and contract calls. */
interface Split {
  count: number;
  transfers: number;
  callGas: number;
  lastCallGas: number;
}

/** The world of one chain; `C` is the caller's record of the chain (the mocks' catalogue entry), kept as `chain`. */
export class ChainWorld<C extends WorldChain = WorldChain> {
  readonly blocks: Blocks;
  /** contracts of the chain (the C-Chain's USDC first on the C-Chain); fixed per chain, whatever the seed */
  readonly contracts: readonly string[];
  readonly #s: Seeded;
  /** chain-level values that do not depend on the seed (masks, contracts) */
  readonly #fixed: Seeded;
  readonly #pinned: Seeded | undefined;
  readonly #masks: { tx: bigint; from: bigint; to: bigint };
  /** each contract's position (its code is seeded by it) */
  readonly #contractAt = new Map<string, number>();
  #lastTxs: { n: number; txs: readonly WorldTx[] } | undefined;
  /** contracts' runtime code, made when first asked for (up to 1.8 KB of seeded hex each, four per chain) */
  readonly #codes = new Map<string, string>();

  constructor(
    seed: string,
    readonly chain: C,
  ) {
    this.blocks = new Blocks(seed, chain);
    this.#s = new Seeded(`${seed}/world/${chain.chainId}`);
    this.#fixed = new Seeded(`world/${chain.chainId}`);
    this.#pinned = chain.pinned ? new Seeded(`world/pinned/${chain.pinned.blockHash.toLowerCase()}`) : undefined;
    const mask = (label: string) => BigInt(`0x${this.#fixed.hex(8, "mask", label)}`);
    this.#masks = { tx: mask("tx"), from: mask("from"), to: mask("to") };
    const contracts: string[] = chain.evmChainId === 43114 ? [C_CHAIN_USDC] : [];
    for (let k = contracts.length; k < 4; k++) contracts.push(`0x${this.#fixed.hex(20, "contract", k)}`);
    this.contracts = contracts;
    for (const [k, address] of contracts.entries()) this.#contractAt.set(address, k);
  }

  /** A contract's runtime code; undefined for an address that is no contract. */
  #code(address: string): string | undefined {
    const k = this.#contractAt.get(address);
    if (k === undefined) return undefined;
    let code = this.#codes.get(address);
    if (code === undefined) {
      // a Solidity-looking runtime: the usual free-memory-pointer preamble, then seeded bytes
      const length = this.#fixed.int(400, 1800, "code-length", k);
      code = `0x608060405234801561001057600080fd5b50${this.#fixed.hex(length, "code", k)}`;
      this.#codes.set(address, code);
    }
    return code;
  }

  /** The number of the newest block at `nowSeconds`, or -1 before genesis. */
  head(nowSeconds: number): number {
    return this.blocks.head(nowSeconds);
  }

  /** The stream block n's details come from: the seed's, or, for the pinned example block, its hash's. */
  #streamOf(n: number): Seeded {
    return this.#pinned && this.blocks.isPinned(n) ? this.#pinned : this.#s;
  }

  #blockDraw(n: number): Draw {
    return new Draw(this.#streamOf(n).word("block", n));
  }

  #txDraw(n: number, i: number): Draw {
    return new Draw(this.#streamOf(n).word("tx", n, i));
  }

  header(n: number): WorldHeader {
    const b = this.blocks;
    const d = this.#blockDraw(n);
    const txCount = b.txCount(n);
    return {
      number: n,
      hash: b.hash(n),
      parentHash: b.hash(n - 1),
      timestamp: b.timestamp(n),
      gasLimit: b.gasLimit(n),
      gasUsed: b.gasUsed(n),
      baseFee: b.baseFee(n),
      tip: b.tip(n),
      txCount,
      stateRoot: `0x${d.hex(32, B.stateRoot)}`,
      transactionsRoot: txCount ? `0x${d.hex(32, B.txRoot)}` : EMPTY_TRIE_ROOT,
      receiptsRoot: txCount ? `0x${d.hex(32, B.receiptRoot)}` : EMPTY_TRIE_ROOT,
      extraData: `0x${d.hex(80, B.extra)}`,
      millis: d.int(0, 999, B.millis),
      minDelayExcess: d.int(0, 8_000_000, B.minDelay),
      blockGasCost: 0n,
    };
  }

  /**
   * How block n's gas splits: the first `transfers` transactions are plain transfers of exactly 21000 gas, the rest
   * contract calls sharing the remaining gas (never less than 21000 each, as gasUsed ≥ 21000 · txCount).
   */
  #split(n: number): Split {
    const count = this.blocks.txCount(n);
    const gas = this.blocks.gasUsed(n);
    if (count === 0) return { count, transfers: 0, callGas: 0, lastCallGas: 0 };
    let transfers = Math.floor(count * this.#blockDraw(n).unit(B.transfers));
    if (gas <= INTRINSIC_GAS * count)
      transfers = count; // only plain transfers fit (or the gas cap was hit)
    else if (transfers === count) transfers = count - 1;
    const calls = count - transfers;
    const rest = gas - INTRINSIC_GAS * transfers;
    const callGas = calls ? Math.floor(rest / calls) : 0;
    return { count, transfers, callGas, lastCallGas: calls ? rest - callGas * (calls - 1) : 0 };
  }

  #tail(n: number, i: number, mask: bigint): string {
    return mix64(((BigInt(n) << 16n) | BigInt(i)) ^ mask)
      .toString(16)
      .padStart(16, "0");
  }

  #untail(text: string, mask: bigint): { n: number; i: number } {
    const v = unmix64(BigInt(`0x${text.slice(-16)}`)) ^ mask;
    return { n: Number(v >> 16n), i: Number(v & 0xffffn) };
  }

  txHash(n: number, i: number, d = this.#txDraw(n, i)): string {
    return `0x${d.hex(24, T.hash)}${this.#tail(n, i, this.#masks.tx)}`;
  }

  #sender(n: number, i: number, d = this.#txDraw(n, i)): string {
    return `0x${d.hex(12, T.from)}${this.#tail(n, i, this.#masks.from)}`;
  }

  #recipient(n: number, i: number, d = this.#txDraw(n, i)): string {
    return `0x${d.hex(12, T.to)}${this.#tail(n, i, this.#masks.to)}`;
  }

  /** Block n's transaction hashes, in order. */
  txHashes(n: number): string[] {
    const count = this.blocks.txCount(n);
    const out: string[] = new Array(count);
    for (let i = 0; i < count; i++) out[i] = this.txHash(n, i);
    return out;
  }

  /** Block n's transactions with their receipts' data (gas, logs), in order (the last block's kept: a block's
   * receipts read one by one derive them once). */
  txs(n: number): readonly WorldTx[] {
    if (this.#lastTxs?.n === n) return this.#lastTxs.txs;
    const txs = this.#derivedTxs(n);
    this.#lastTxs = { n, txs };
    return txs;
  }

  #derivedTxs(n: number): WorldTx[] {
    const split = this.#split(n);
    const out: WorldTx[] = [];
    let cumulative = 0;
    let logIndex = 0;
    for (let i = 0; i < split.count; i++) {
      const tx = this.#tx(n, i, split, cumulative, logIndex);
      cumulative = tx.cumulativeGasUsed;
      logIndex += tx.logs.length;
      out.push(tx);
    }
    return out;
  }

  /** Transaction i of block n, or undefined past the block's last. */
  tx(n: number, i: number): WorldTx | undefined {
    if (!Number.isSafeInteger(i) || i < 0 || i >= this.blocks.txCount(n)) return undefined;
    return this.txs(n)[i];
  }

  #tx(n: number, i: number, split: Split, cumulativeBefore: number, logIndex: number): WorldTx {
    const d = this.#txDraw(n, i);
    const baseFee = this.blocks.baseFee(n);
    const tip = this.blocks.tip(n);
    const transfer = i < split.transfers;
    const gasUsed = transfer ? INTRINSIC_GAS : i === split.count - 1 ? split.lastCallGas : split.callGas;
    const from = this.#sender(n, i, d);
    const maxFeePerGas = 2n * baseFee + tip;
    let to: string;
    let value = 0n;
    let input = "0x";
    let gas = gasUsed;
    const logs: WorldLog[] = [];
    if (transfer) {
      to = this.#recipient(n, i, d);
      value = BigInt(d.int(1, 50_000, T.value)) * 10n ** 15n + BigInt(d.int(0, 999_999, T.valueLow));
    } else {
      to = this.contracts[d.int(0, this.contracts.length - 1, T.contract)]!;
      const receiver = `0x${d.hex(20, T.receiver)}`;
      const amount = BigInt(d.int(1, 1_000_000, T.amount)) * 10n ** BigInt(d.int(0, 12, T.decimals));
      const amountWord = word(amount.toString(16));
      input = `0x${TRANSFER_SELECTOR}${word(receiver)}${amountWord}`;
      gas = gasUsed + 1000 * d.int(0, 40, T.gasMargin);
      logs.push({
        address: to,
        topics: [TRANSFER_TOPIC, `0x${word(from)}`, `0x${word(receiver)}`],
        data: `0x${amountWord}`,
        logIndex,
      });
    }
    const effectiveGasPrice = baseFee + tip;
    const spare = BigInt(d.int(0, 1_000_000, T.spare)) * 10n ** 14n;
    return {
      blockNumber: n,
      index: i,
      hash: this.txHash(n, i, d),
      kind: transfer ? "transfer" : "call",
      from,
      to,
      nonce: d.int(0, 5000, T.nonce),
      value,
      input,
      gas,
      gasUsed,
      cumulativeGasUsed: cumulativeBefore + gasUsed,
      maxFeePerGas,
      maxPriorityFeePerGas: tip,
      effectiveGasPrice,
      senderBalance: value + BigInt(gas) * maxFeePerGas + spare,
      r: BigInt(`0x${d.hex(32, T.r)}`),
      s: BigInt(`0x${d.hex(32, T.s)}`),
      yParity: d.int(0, 1, T.v) as 0 | 1,
      logs,
    };
  }

  /** The block and index a transaction hash stands for, when it is one of this chain's (at any height). */
  locateTx(hash: string): { blockNumber: number; index: number } | undefined {
    const h = hash.toLowerCase();
    if (!/^0x[0-9a-f]{64}$/.test(h)) return undefined;
    const { n, i } = this.#untail(h, this.#masks.tx);
    if (!Number.isSafeInteger(n) || i >= this.blocks.txCount(n)) return undefined;
    return this.txHash(n, i) === h ? { blockNumber: n, index: i } : undefined;
  }

  /** What an address (0x + 40 hex, any case) is. */
  account(address: string): Account {
    const a = address.toLowerCase();
    const code = this.#code(a);
    if (code) return { kind: "contract", code };
    const sender = this.#untail(a, this.#masks.from);
    if (sender.i < this.blocks.txCount(sender.n) && this.#sender(sender.n, sender.i) === a)
      return { kind: "sender", blockNumber: sender.n, index: sender.i };
    const recipient = this.#untail(a, this.#masks.to);
    if (recipient.i < this.#split(recipient.n).transfers && this.#recipient(recipient.n, recipient.i) === a)
      return { kind: "recipient", blockNumber: recipient.n, index: recipient.i };
    return { kind: "other" };
  }

  /** Balance in wei at the end of block n. */
  balance(address: string, n: number): bigint {
    const account = this.account(address);
    switch (account.kind) {
      case "sender": {
        const tx = this.txs(account.blockNumber)[account.index]!;
        if (n < account.blockNumber) return tx.senderBalance;
        return tx.senderBalance - tx.value - BigInt(tx.gasUsed) * tx.effectiveGasPrice;
      }
      case "recipient":
        return n < account.blockNumber ? 0n : this.txs(account.blockNumber)[account.index]!.value;
      case "contract":
        return 0n;
      default: {
        // any other address holds a fixed, seeded balance (a third hold nothing)
        const a = address.toLowerCase();
        if (this.#s.unit("funded", a) < 1 / 3) return 0n;
        return BigInt(this.#s.int(0, 999, "balance", a)) * WEI_PER_UNIT + BigInt(this.#s.int(0, 999_999_999, "wei", a));
      }
    }
  }

  /** Number of transactions sent (nonce) at the end of block n. */
  nonce(address: string, n: number): number {
    const account = this.account(address);
    if (account.kind === "contract") return 1;
    if (account.kind !== "sender") return 0;
    const tx = this.txs(account.blockNumber)[account.index]!;
    return n < account.blockNumber ? tx.nonce : tx.nonce + 1;
  }

  code(address: string): string {
    return this.#code(address.toLowerCase()) ?? "0x";
  }

  /** A storage slot (32 bytes) of a contract; zero for accounts without code. */
  storage(address: string, key: bigint): string {
    const a = address.toLowerCase();
    if (!this.#contractAt.has(a)) return `0x${"0".repeat(64)}`;
    // low slots hold small values (counters, owners); others are mostly empty
    const k = key.toString(16);
    if (this.#fixed.unit("slot-used", a, k) < 0.6) return `0x${"0".repeat(64)}`;
    return `0x${word(this.#fixed.hex(key < 16n ? 20 : 32, "slot", a, k))}`;
  }
}

const BLOOM_BYTES = 256;
const bloomCache = new Map<string, number[]>();

/** The three bloom bit positions of one value (an address or a topic), as geth computes them. */
function bloomBits(value: string): number[] {
  let bits = bloomCache.get(value);
  if (!bits) {
    const h = keccak_256(fromHex(value.slice(2)));
    bits = [0, 2, 4].map((j) => ((h[j]! << 8) | h[j + 1]!) & 2047);
    if (bloomCache.size > 4096) bloomCache.clear();
    bloomCache.set(value, bits);
  }
  return bits;
}

/** The 2048-bit logs bloom of a set of logs (the addresses and topics they carry). */
export function logsBloom(logs: Iterable<WorldLog>): string {
  const bloom = new Uint8Array(BLOOM_BYTES);
  for (const log of logs) {
    for (const value of [log.address, ...log.topics]) {
      for (const bit of bloomBits(value)) {
        const at = BLOOM_BYTES - 1 - (bit >> 3);
        bloom[at] = bloom[at]! | (1 << (bit & 7));
      }
    }
  }
  return hex(bloom);
}

export function keccakHex(bytes: Uint8Array): string {
  return hex(keccak_256(bytes));
}
