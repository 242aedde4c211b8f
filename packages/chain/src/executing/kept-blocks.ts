// The blockchain @ethereumjs/vm reads, over the blocks the chain keeps itself. The VM and the EVM read one thing from
// it: BLOCKHASH's block by number (the block builder is given its parent). Storing every block again in
// @ethereumjs/blockchain (its database, the header and body as RLP, total difficulty, the canonical index) cost about
// a tenth of an automined transfer's CPU (DESIGN.md, "Transfers: profile and speed-ups").
import { type Block, createBlockFromRLP } from "@ethereumjs/block";
import type { Common } from "@ethereumjs/common";
import type { EVMMockBlockchainInterface } from "@ethereumjs/evm";
import type { ChainBlock } from "../chain.js";

/**
 * A kept block's body: the head's `Block` whole, an older block as its RLP only. A `Block` with its header, its
 * transactions (their caches, fields and `Common`) kept about 12 KB of heap; its RLP is one buffer of a few hundred
 * bytes, and the rare reads of an old block (a call or BLOCKHASH on it, a state file) decode it again (DESIGN.md,
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

  get whole(): boolean {
    return this.#block !== undefined;
  }

  /** the block's RLP, made once */
  serialize(): Uint8Array {
    this.#rlp ??= (this.#block as Block).serialize();
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
  async getBlock(number: number): Promise<Block> {
    const kept = this.blocks[number];
    if (!kept) throw new Error(`block ${number} is not kept`);
    return kept.body.block;
  }

  /** The chain records each block itself when it is mined. */
  async putBlock(): Promise<void> {}

  /** One list for the VM and its copies: a copy reads the blocks the chain has now. */
  shallowCopy(): this {
    return this;
  }
}
