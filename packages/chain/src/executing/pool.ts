// Transactions taken but not yet mined: each sender's by nonce. A transaction whose nonce follows the sender's state
// nonce (or the previous pooled one) is executable; one past a gap waits, as in geth's queue, until the gap fills.
import type { TypedTransaction } from "@ethereumjs/tx";
import type { Hex } from "../chain.js";
import { refuse } from "../errors.js";

export interface Pooled {
  tx: TypedTransaction;
  from: Hex;
  hash: Hex;
}

export class TransactionPool {
  readonly #bySender = new Map<Hex, Map<bigint, Pooled>>();
  readonly #hashes = new Set<Hex>();

  constructor(
    /** transactions held at once, all senders together (geth's GlobalSlots + GlobalQueue is 5120) */
    readonly capacity: number,
  ) {}

  get size(): number {
    return this.#hashes.size;
  }

  has(hash: Hex): boolean {
    return this.#hashes.has(hash);
  }

  hashes(): Hex[] {
    return [...this.#hashes];
  }

  /** Adds a checked transaction. A second one at a pooled sender and nonce is refused (no replacement by price yet). */
  add(entry: Pooled): void {
    if (this.#hashes.has(entry.hash)) throw refuse("already known");
    const own = this.#bySender.get(entry.from) ?? new Map<bigint, Pooled>();
    if (own.has(entry.tx.nonce)) throw refuse("replacement transaction underpriced");
    if (this.#hashes.size >= this.capacity) throw refuse("txpool is full");
    own.set(entry.tx.nonce, entry);
    this.#bySender.set(entry.from, own);
    this.#hashes.add(entry.hash);
  }

  senders(): Hex[] {
    return [...this.#bySender.keys()];
  }

  /** The sender's pooled transaction at this nonce. */
  at(from: Hex, nonce: bigint): Pooled | undefined {
    return this.#bySender.get(from)?.get(nonce);
  }

  remove(entry: Pooled): void {
    const own = this.#bySender.get(entry.from);
    own?.delete(entry.tx.nonce);
    if (own?.size === 0) this.#bySender.delete(entry.from);
    this.#hashes.delete(entry.hash);
  }

  /** every pooled transaction, each sender's by nonce */
  entries(): Pooled[] {
    return [...this.#bySender.values()].flatMap((byNonce) => [...byNonce.values()]);
  }

  clear(): void {
    this.#bySender.clear();
    this.#hashes.clear();
  }
}
