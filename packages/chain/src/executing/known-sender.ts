// A signed transaction's sender, worked out once with the chain's keccak and kept on the transaction. @ethereumjs's
// `getSenderAddress` hashes the recovered key with noble's keccak (`pubToAddress`) on every call: at admission and
// again in `runTx`, about 2% of a transfer's CPU (DESIGN.md, "Speed, session 9: transfers").
import type { TypedTransaction } from "@ethereumjs/tx";
import { Address } from "@ethereumjs/util";

type Keccak = (bytes: Uint8Array) => Uint8Array;

/**
 * Recovers the sender of `tx` (made with `freeze: false`), keeps its key where @ethereumjs's own frozen transaction
 * keeps it, answers its address from `getSenderAddress` from then on, and freezes the transaction as its constructor
 * would have (its hash and data fee are then cached as usual). Throws what the recovery throws.
 */
export function freezeWithSender(tx: TypedTransaction, keccak: Keccak): Address {
  if (Object.isFrozen(tx)) throw new Error("the transaction must be made with freeze: false");
  const publicKey = tx.getSenderPublicKey();
  if (publicKey.length !== 64) throw new Error("Expected pubKey to be of length 64");
  const sender = new Address(keccak(publicKey).subarray(-20));
  tx.cache.senderPubKey = publicKey;
  Object.defineProperty(tx, "getSenderAddress", { value: () => sender });
  Object.freeze(tx);
  return sender;
}
