// Signed transactions for the tests, made by viem (a signer nobody here wrote).
import type { Hex, TransactionSerializable } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { EWOQ_PRIVATE_KEY } from "../accounts.js";

export const ewoq = privateKeyToAccount(EWOQ_PRIVATE_KEY);
export const RECIPIENT: Hex = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
/** above any base fee these tests reach */
export const FEE_CAP = 100_000_000_000n;

/** An EIP-1559 transfer from ewoq on chain 43112, with the fields the test overrides. */
export function signTransfer(fields: Partial<TransactionSerializable> & { nonce: number }): Promise<Hex> {
  return ewoq.signTransaction({
    type: "eip1559",
    chainId: 43112,
    to: RECIPIENT,
    value: 1n,
    gas: 21_000n,
    maxFeePerGas: FEE_CAP,
    maxPriorityFeePerGas: 1n,
    ...fields,
  } as TransactionSerializable);
}
