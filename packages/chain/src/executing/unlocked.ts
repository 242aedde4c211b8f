// What a node does with an unlocked account's key, beyond sending: eth_sign (EIP-191) and eth_signTransaction's
// checks, with geth's texts.
import { bytesToHex, concatBytes, hashPersonalMessage, hexToBytes } from "@ethereumjs/util";
import { secp256k1 } from "@noble/curves/secp256k1.js";
import type { CallRequest, Hex } from "../chain.js";
import { refuse } from "../errors.js";

/** eth_sign: r ‖ s ‖ v over keccak("\x19Ethereum Signed Message:\n" + len + message); v is 27 or 28, as geth's. */
export function personalSign(key: Uint8Array, message: Hex): Hex {
  const digest = hashPersonalMessage(hexToBytes(message));
  const recovered = secp256k1.sign(digest, key, { prehash: false, format: "recovered" });
  const { recovery, r, s } = secp256k1.Signature.fromBytes(recovered, "recovered");
  const word = (n: bigint) => hexToBytes(`0x${n.toString(16).padStart(64, "0")}`);
  return bytesToHex(concatBytes(word(r), word(s), Uint8Array.of(27 + (recovery ?? 0)))) as Hex;
}

/** geth's SignTransaction: it fills nothing the signer must decide (gas, fees, nonce). */
export function requireSignable(request: CallRequest & { nonce?: bigint }): void {
  if (request.gas === undefined) throw refuse("gas not specified");
  const dynamic = request.maxFeePerGas !== undefined && request.maxPriorityFeePerGas !== undefined;
  if (request.gasPrice === undefined && !dynamic) throw refuse("missing gasPrice or maxFeePerGas/maxPriorityFeePerGas");
  if (request.nonce === undefined) throw refuse("nonce not specified");
}
