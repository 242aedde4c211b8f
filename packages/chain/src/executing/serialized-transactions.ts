// A transaction sent raw is serialized by @ethereumjs for its hash at admission and again, for its block's
// transactions root, when mined (0.9% of a transfer's CPU and a few KB of RLP; DESIGN.md, "Speed, session 8: mining",
// second round). The raw bytes it was decoded from are its serialization whenever their keccak is its hash (the hash
// is keccak of `serialize()`); then they are kept and used instead. Bytes that decode but are not canonical (their
// keccak differs) are not kept, and the transaction is serialized as before.
import type { Block } from "@ethereumjs/block";
import { RLP } from "@ethereumjs/rlp";
import { Capability, type TypedTransaction } from "@ethereumjs/tx";
import { equalsBytes } from "@ethereumjs/util";

type Keccak = (bytes: Uint8Array) => Uint8Array;

const rawOf = new WeakMap<TypedTransaction, Uint8Array>();

/** Keeps `raw` as `tx`'s serialization when it is (its keccak is the transaction's hash). */
export function keepRawIfSerialization(tx: TypedTransaction, raw: Uint8Array, keccak: Keccak): void {
  if (tx.isSigned() && equalsBytes(keccak(raw), tx.hash())) rawOf.set(tx, raw);
}

/** The transaction's serialization: the raw bytes it came in, if kept, else @ethereumjs's `serialize()`. */
export function serializationOf(tx: TypedTransaction): Uint8Array {
  return rawOf.get(tx) ?? tx.serialize();
}

/**
 * A block's RLP as `Block.serialize()` makes it (`Block.raw()`'s fields), each typed transaction's bytes its
 * serialization above: a kept block is encoded when it stops being the head (kept-blocks.ts), and `serialize()` would
 * serialize its transactions a third time.
 */
export function blockRlpOf(block: Block): Uint8Array {
  const transactions = block.transactions.map((tx) =>
    tx.supports(Capability.EIP2718TypedTransaction) ? serializationOf(tx) : tx.raw(),
  );
  const fields = [block.header.raw(), transactions, block.uncleHeaders.map((header) => header.raw())];
  const withdrawals = block.withdrawals?.map((withdrawal) => withdrawal.raw());
  return RLP.encode(withdrawals ? [...fields, withdrawals] : fields);
}
