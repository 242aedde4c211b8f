// The blockchain @ethereumjs/vm reads, over the blocks the chain keeps itself. The VM and the EVM read one thing from
// it: BLOCKHASH's block by number (the block builder is given its parent). Storing every block again in
// @ethereumjs/blockchain (its database, the header and body as RLP, total difficulty, the canonical index) cost about
// a tenth of an automined transfer's CPU (DESIGN.md, "Transfers: profile and speed-ups").
import type { Block } from "@ethereumjs/block";
import type { EVMMockBlockchainInterface } from "@ethereumjs/evm";
import type { ChainBlock } from "../chain.js";

/** A block as the chain keeps it: the record it answers with, the block, and its fee window (fees.ts). */
export interface KeptBlock {
  record: ChainBlock;
  block: Block;
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
    return kept.block;
  }

  /** The chain records each block itself when it is mined. */
  async putBlock(): Promise<void> {}

  /** One list for the VM and its copies: a copy reads the blocks the chain has now. */
  shallowCopy(): this {
    return this;
  }
}
