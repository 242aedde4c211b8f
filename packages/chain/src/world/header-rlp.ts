// A generated block's header as RLP (the index API's container bytes, ChainBlock.rlp), from the fields the world
// derives, in a London header's order. The world's block hashes are seeded, not this encoding's keccak.
import { fromHex, toHex } from "./bytes.js";
import type { ChainBlock, Hex } from "../chain.js";
import { quantityBytes, rlpEncode } from "./rlp.js";

/** keccak256(rlp([])): the hash of an empty uncle list. */
export const EMPTY_UNCLES = "0x1dcc4de8dec75d7aab85b567b6ccd41ad312451b948a7413f0a142fd40d49347";
export const ZERO_HASH = `0x${"0".repeat(64)}`;
/** Every Avalanche block's difficulty. */
const DIFFICULTY = 1n;

const bytes = (hex: string) => fromHex(hex.slice(2));

export function headerRlp(block: Omit<ChainBlock, "rlp" | "transactions">): Hex {
  const encoded = rlpEncode([
    bytes(block.parentHash),
    bytes(EMPTY_UNCLES),
    bytes(block.miner),
    bytes(block.stateRoot),
    bytes(block.transactionsRoot),
    bytes(block.receiptsRoot),
    bytes(block.logsBloom),
    quantityBytes(DIFFICULTY),
    quantityBytes(block.number),
    quantityBytes(block.gasLimit),
    quantityBytes(block.gasUsed),
    quantityBytes(block.timestamp),
    bytes(block.extraData),
    bytes(ZERO_HASH),
    new Uint8Array(8),
    quantityBytes(block.baseFeePerGas),
  ]);
  return `0x${toHex(encoded)}`;
}
