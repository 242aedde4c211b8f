// RLP (the Ethereum yellow paper's appendix B), encoding only: what eth_fillTransaction's unsigned transaction and a
// generated block's header (header-rlp.ts) need.
// A dozen lines here keep a library out of the default mode's bundle.
import { concatBytes, fromHex } from "./bytes.js";

export type RlpItem = Uint8Array | RlpItem[];

/** A quantity as RLP wants it: big-endian, no leading zero bytes (zero is the empty string). */
export function quantityBytes(n: bigint): Uint8Array {
  if (n === 0n) return new Uint8Array(0);
  const digits = n.toString(16);
  return fromHex(digits.length % 2 ? `0${digits}` : digits);
}

function lengthPrefix(length: number, offset: number): Uint8Array {
  if (length < 56) return Uint8Array.of(offset + length);
  const bytes = quantityBytes(BigInt(length));
  return concatBytes([Uint8Array.of(offset + 55 + bytes.length), bytes]);
}

export function rlpEncode(item: RlpItem): Uint8Array {
  if (item instanceof Uint8Array) {
    if (item.length === 1 && item[0]! < 0x80) return item;
    return concatBytes([lengthPrefix(item.length, 0x80), item]);
  }
  const payload = concatBytes(item.map(rlpEncode));
  return concatBytes([lengthPrefix(payload.length, 0xc0), payload]);
}
