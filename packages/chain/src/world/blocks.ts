// A deterministic block chain per catalogue chain. Block n's hash encodes n (so a hash is found again without a
// table) under a seeded tag; parentHash is the hash of block n-1; timestamps and cumulative transaction counts
// never decrease, and txCount(n) = cumulativeTransactions(n) - cumulativeTransactions(n-1). A block shown in the
// spec's examples is reproduced exactly at its number, and its parent carries the example's parentHash.
import type { DataApiBlock } from "../network/block-mirror.js";
import { Seeded } from "./seeded.js";

/** A data-API block (the spec's 12 block fields); a pinned example block has the same shape. */
export type Block = DataApiBlock;

/** What the world is drawn from for one chain (the mocks' catalogue entry carries these and more). */
export interface WorldChain {
  /** EVM chain ID as a decimal string */
  chainId: string;
  evmChainId: number;
  /** Unix seconds of the first block */
  genesis: number;
  /** activity relative to the C-Chain (1 = C-Chain) */
  scale: number;
  /** average seconds between blocks */
  blockTime: number;
  gasLimit: number;
  minBaseFee: number;
  /** a block of the spec's examples, reproduced exactly at its number */
  pinned?: DataApiBlock | undefined;
}

const ZERO_HASH = `0x${"0".repeat(64)}`;
export const U64 = (1n << 64n) - 1n;
/** An odd multiplier and its inverse modulo 2^64: scramble the block number in the hash's last 8 bytes, reversibly. */
const SCRAMBLE = 0x9e3779b97f4a7c15n;
const UNSCRAMBLE = inverseMod64(SCRAMBLE);

/** The inverse of an odd 64-bit word, modulo 2^64 (the hashes that name their block or transaction undo a mix). */
export function inverseMod64(a: bigint): bigint {
  let x = a; // Newton: x ← x(2 − ax) doubles the correct low bits each step
  for (let i = 0; i < 6; i++) x = (x * (2n - a * x)) & U64;
  return x;
}
/** C-Chain transactions per block, on average, before the pinned block (≈ 500M transactions in 49.9M blocks). */
const DEFAULT_TX_PER_BLOCK = 10;

export class Blocks {
  readonly #s: Seeded;
  readonly #mask: bigint;
  readonly #txRate: number;
  readonly #anchorN: number;
  readonly #anchorTs: number;
  readonly #anchorCum: number;
  readonly #pinnedTx: number;

  constructor(
    seed: string,
    readonly chain: WorldChain,
  ) {
    this.#s = new Seeded(`${seed}/blocks/${chain.chainId}`);
    this.#mask = BigInt(`0x${this.#s.hex(8, "mask")}`);
    const pin = chain.pinned;
    this.#anchorN = pin ? Number(pin.blockNumber) : 0;
    this.#anchorTs = pin ? pin.blockTimestamp : chain.genesis;
    this.#anchorCum = pin ? Number(pin.cumulativeTransactions) : 0;
    this.#pinnedTx = pin ? pin.txCount : 0;
    this.#txRate =
      pin && this.#anchorN > 0
        ? (this.#anchorCum - this.#pinnedTx) / this.#anchorN
        : DEFAULT_TX_PER_BLOCK * Math.max(0.05, chain.scale);
  }

  /** F(n) = floor(n·rate + w(n)) with 0 ≤ w < rate: never decreases. */
  #f(n: number): number {
    return Math.floor(n * this.#txRate + this.#s.unit("w", n) * this.#txRate * 0.999);
  }

  cumulative(n: number): number {
    if (n < 0) return 0;
    const pin = this.chain.pinned;
    if (!pin) return this.#f(n);
    if (n >= this.#anchorN) return this.#anchorCum + this.#f(n) - this.#f(this.#anchorN);
    return Math.max(0, this.#anchorCum - this.#pinnedTx - (this.#f(this.#anchorN - 1) - this.#f(n)));
  }

  /** Non-decreasing timestamps: anchorTs + floor(Δn·blockTime + jitter(n)) − jitter(anchor). */
  timestamp(n: number): number {
    const bt = this.chain.blockTime;
    const g = (k: number) => Math.floor(k * bt + this.#s.unit("t", k) * bt * 0.999);
    return this.#anchorTs + g(n) - g(this.#anchorN);
  }

  /** Number of the newest block at `now` (Unix seconds), or -1 before the chain started. */
  head(now: number): number {
    if (now < this.timestamp(0)) return -1;
    let n = Math.max(0, Math.floor((now - this.#anchorTs) / this.chain.blockTime) + this.#anchorN);
    while (n > 0 && this.timestamp(n) > now) n--;
    while (this.timestamp(n + 1) <= now) n++;
    return n;
  }

  hash(n: number): string {
    if (n < 0) return ZERO_HASH;
    const pin = this.chain.pinned;
    if (pin && n === this.#anchorN) return pin.blockHash.toLowerCase();
    if (pin && n === this.#anchorN - 1) return pin.parentHash.toLowerCase();
    const tail = (((BigInt(n) ^ this.#mask) * SCRAMBLE) & U64).toString(16).padStart(16, "0");
    return `0x${this.#s.hex(24, "h", n)}${tail}`;
  }

  /** The block number a hash stands for, when it is one of this chain's hashes. */
  numberOfHash(hash: string): number | undefined {
    const h = hash.toLowerCase();
    const pin = this.chain.pinned;
    if (pin && h === pin.blockHash.toLowerCase()) return this.#anchorN;
    if (pin && h === pin.parentHash.toLowerCase()) return this.#anchorN - 1;
    if (!/^0x[0-9a-f]{64}$/.test(h)) return undefined;
    const n = Number(((BigInt(`0x${h.slice(50)}`) * UNSCRAMBLE) & U64) ^ this.#mask);
    if (!Number.isSafeInteger(n) || n < 0) return undefined;
    return this.hash(n) === h ? n : undefined;
  }

  /** Whether block n is the spec's pinned example block (reproduced exactly, whatever the seed). */
  isPinned(n: number): boolean {
    return this.chain.pinned !== undefined && n === this.#anchorN;
  }

  txCount(n: number): number {
    if (this.isPinned(n)) return this.#pinnedTx;
    const cum = this.cumulative(n);
    return n === 0 ? cum : cum - this.cumulative(n - 1);
  }

  gasUsed(n: number): number {
    if (this.isPinned(n)) return Number(this.chain.pinned!.gasUsed);
    const gasPerTx = 21_000 + Math.floor(this.#s.unit("gas", n) * 180_000);
    return Math.min(this.chain.gasLimit, this.txCount(n) * gasPerTx);
  }

  gasLimit(n: number): number {
    return this.isPinned(n) ? Number(this.chain.pinned!.gasLimit) : this.chain.gasLimit;
  }

  /** Base fee of block n in wei (never below the chain's minimum base fee). */
  baseFee(n: number): bigint {
    if (this.isPinned(n)) return BigInt(this.chain.pinned!.baseFee);
    return BigInt(this.chain.minBaseFee) + BigInt(Math.floor(this.#s.unit("fee", n) * this.chain.minBaseFee * 0.2));
  }

  /**
   * The priority fee per gas every transaction of block n paid, in wei: feesSpent = gasUsed · (baseFee + tip). The
   * pinned block's is what its example's feesSpent says.
   */
  tip(n: number): bigint {
    if (this.isPinned(n)) {
      const pin = this.chain.pinned!;
      const gas = BigInt(pin.gasUsed);
      return gas === 0n ? 0n : BigInt(pin.feesSpent) / gas - BigInt(pin.baseFee);
    }
    return BigInt(Math.floor(this.#s.unit("tip", n) * 2_000_000_000));
  }

  block(n: number): Block {
    const pin = this.chain.pinned;
    if (pin && n === this.#anchorN)
      return { ...pin, blockHash: pin.blockHash.toLowerCase(), parentHash: pin.parentHash.toLowerCase() };
    const cum = this.cumulative(n);
    const txCount = this.txCount(n);
    const gasUsed = this.gasUsed(n);
    const baseFee = this.baseFee(n);
    const tip = this.tip(n);
    return {
      chainId: this.chain.chainId,
      blockNumber: String(n),
      blockTimestamp: this.timestamp(n),
      blockHash: this.hash(n),
      txCount,
      baseFee: baseFee.toString(),
      gasUsed: String(gasUsed),
      gasLimit: String(this.chain.gasLimit),
      gasCost: "0",
      parentHash: this.hash(n - 1),
      feesSpent: (BigInt(gasUsed) * (baseFee + tip)).toString(),
      cumulativeTransactions: String(cum),
    };
  }
}
