// The blockchain @ethereumjs/vm reads, over the blocks the chain keeps itself. The VM and the EVM read one thing from
// it: BLOCKHASH's block by number (the block builder is given its parent). Storing every block again in
// @ethereumjs/blockchain (its database, the header and body as RLP, total difficulty, the canonical index) cost about
// a tenth of an automined transfer's CPU (DESIGN.md, "Transfers: profile and speed-ups").
import { Block, createBlockFromRLP, createBlockHeaderFromBytesArray } from "@ethereumjs/block";
import type { Common } from "@ethereumjs/common";
import type { EVMMockBlockchainInterface } from "@ethereumjs/evm";
import { RLP } from "@ethereumjs/rlp";
import { hexToBytes } from "@ethereumjs/util";
import type { ChainBlock } from "../chain.js";
import { blockRlpOf } from "./serialized-transactions.js";

/**
 * A kept block's body: the head's `Block` whole, an older block as its RLP only. A `Block` with its header, its
 * transactions (their caches, fields and `Common`) kept about 12 KB of heap; its RLP is one buffer of a few hundred
 * bytes. A call or state read at an old block decodes its header again; BLOCKHASH reads the record's hash (DESIGN.md,
 * "Memory a kept block").
 */
export class KeptBody {
  #block: Block | undefined;
  #rlp: Uint8Array | undefined;
  readonly #common: Common;

  private constructor(block: Block | undefined, rlp: Uint8Array | undefined, common: Common) {
    this.#block = block;
    this.#rlp = rlp;
    this.#common = common;
  }

  static whole(block: Block, common: Common): KeptBody {
    return new KeptBody(block, undefined, common);
  }

  static fromRLP(rlp: Uint8Array, common: Common): KeptBody {
    return new KeptBody(undefined, rlp, common);
  }

  /** the block: the kept one, or decoded from its RLP each time (not kept) */
  get block(): Block {
    return this.#block ?? createBlockFromRLP(this.#rlp as Uint8Array, this.#options());
  }

  /**
   * The block a call or a state read at it runs in: the kept one, or a block of the header alone decoded from the RLP
   * (about 90 µs; the whole block about 220): those reads use the header (number, time, coinbase, fees, state root),
   * never the transactions.
   */
  get headerBlock(): Block {
    if (this.#block) return this.#block;
    const [header] = RLP.decode(this.#rlp as Uint8Array) as Uint8Array[][];
    const options = this.#options();
    return new Block(createBlockHeaderFromBytesArray(header as Uint8Array[], options), [], [], [], options);
  }

  /** the block's RLP, made once */
  serialize(): Uint8Array {
    this.#rlp ??= blockRlpOf(this.#block as Block);
    return this.#rlp;
  }

  /** Keeps the RLP and lets the `Block` go (a block that is no longer the head). */
  compact(): void {
    if (!this.#block) return;
    this.serialize();
    this.#block = undefined;
  }

  /** Keeps the `Block` decoded (a block that is the head again: every block built and head read starts from it). */
  expand(): void {
    this.#block ??= this.block;
  }

  #options() {
    return { common: this.#common, skipConsensusFormatValidation: true };
  }
}

/** A block as the chain keeps it: the record it answers with, its body, and its fee window (fees.ts). */
export interface KeptBlock {
  record: ChainBlock;
  body: KeptBody;
  /** kept here: @ethereumjs refuses a PoS header's extraData past 32 bytes */
  feeWindow: Uint8Array;
}

export class KeptBlockchain implements EVMMockBlockchainInterface {
  /** the chain's own list, block n at index n; the chain adds, takes back and replaces blocks in it */
  readonly blocks: KeptBlock[] = [];

  /** BLOCKHASH's lookup: the EVM asks only for numbers below the running block's, all of them kept. */
  async getBlock(number: number): Promise<{ hash(): Uint8Array }> {
    const kept = this.blocks[number];
    if (!kept) throw new Error(`block ${number} is not kept`);
    const hash = hexToBytes(kept.record.hash); // BLOCKHASH reads only the hash: no block is decoded for it
    return { hash: () => hash };
  }

  /** The chain records each block itself when it is mined. */
  async putBlock(): Promise<void> {}

  /** One list for the VM and its copies: a copy reads the blocks the chain has now. */
  shallowCopy(): this {
    return this;
  }
}
