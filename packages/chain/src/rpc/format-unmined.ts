// A transaction not in a block (eth_fillTransaction's and eth_signTransaction's `tx`), as geth writes it: the
// signed or unsigned fields, gasPrice equal to the fee cap for EIP-1559, and the hash and signature once signed.
import type { TypedTransaction } from "@ethereumjs/tx";
import { bytesToHex } from "@ethereumjs/util";
import { qty } from "./format.js";

export function formatUnmined(tx: TypedTransaction): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    type: qty(tx.type),
    nonce: qty(tx.nonce),
    to: tx.to ? tx.to.toString() : null,
    gas: qty(tx.gasLimit),
    value: qty(tx.value),
    input: bytesToHex(tx.data),
  };
  if ("maxFeePerGas" in tx) {
    fields.maxFeePerGas = qty(tx.maxFeePerGas);
    fields.maxPriorityFeePerGas = qty(tx.maxPriorityFeePerGas);
    fields.gasPrice = qty(tx.maxFeePerGas);
  } else if ("gasPrice" in tx) {
    fields.gasPrice = qty(tx.gasPrice);
  }
  if (tx.type !== 0) {
    fields.chainId = qty(tx.common.chainId());
    fields.accessList = "accessList" in tx ? tx.toJSON().accessList : [];
  } else if (tx.isSigned()) {
    fields.chainId = qty(tx.common.chainId());
  }
  if (tx.isSigned() && tx.v !== undefined && tx.r !== undefined && tx.s !== undefined) {
    fields.v = qty(tx.v);
    fields.r = qty(tx.r);
    fields.s = qty(tx.s);
    if (tx.type !== 0) fields.yParity = qty(tx.v);
    fields.hash = bytesToHex(tx.hash());
  }
  return fields;
}

/** the transaction's RLP (typed envelope included), signed or not */
export const rawTransaction = (tx: TypedTransaction): string => bytesToHex(tx.serialize());
