// The hashing and signature recovery @ethereumjs uses, through `Common`'s `customCrypto` (every header, transaction,
// trie and the EVM's KECCAK256 and ecrecover read it from their Common): keccak256 from hash-wasm (WebAssembly, in
// Node and in a page) and, in Node, libsecp256k1's recovery (#ecdsa-recover). Recovering the sender's key in noble
// was a third of a transfer's CPU, its keccak a tenth (DESIGN.md, "Transfers: profile and speed-ups").
import type { Common, CustomCrypto } from "@ethereumjs/common";
import { calculateSigRecovery, concatBytes, setLengthLeft } from "@ethereumjs/util";
import { ecdsaRecover } from "#ecdsa-recover";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { createKeccak } from "hash-wasm";

/** A 64-byte compact signature (r ‖ s), its recovery ID (0 or 1), a 32-byte hash → the 65-byte uncompressed key. */
export type EcdsaRecover = (signature: Uint8Array, recoveryId: number, messageHash: Uint8Array) => Uint8Array;

type Ecrecover = NonNullable<CustomCrypto["ecrecover"]>;

/** @ethereumjs/util's ecrecover (same checks, same answer: the 64-byte key) over another recovery. */
export function ecrecoverWith(recover: EcdsaRecover): Ecrecover {
  return (messageHash, v, r, s, chainId) => {
    const recovery = calculateSigRecovery(v, chainId);
    if (recovery !== 0n && recovery !== 1n) throw new Error("Invalid signature v value");
    const signature = concatBytes(setLengthLeft(r, 32), setLengthLeft(s, 32));
    return recover(signature, Number(recovery), messageHash).slice(1);
  };
}

/** One hash-wasm keccak-256 hasher, used synchronously (each call starts it afresh; JavaScript runs one at a time). */
export async function createKeccak256(): Promise<(data: Uint8Array) => Uint8Array> {
  const hasher = await createKeccak(256);
  return (data) => {
    hasher.init();
    hasher.update(data);
    return hasher.digest("binary");
  };
}

/**
 * A `customCrypto` from a keccak maker and a recovery, either one may be missing: where WebAssembly may not be
 * compiled (a page whose Content-Security-Policy forbids it), @ethereumjs keeps noble's keccak.
 */
export async function customCryptoOf(
  makeKeccak: () => Promise<(data: Uint8Array) => Uint8Array>,
  recover: EcdsaRecover | undefined,
): Promise<CustomCrypto> {
  const keccak256 = await makeKeccak().catch(() => undefined);
  return {
    ...(keccak256 ? { keccak256 } : {}),
    ...(recover ? { ecrecover: ecrecoverWith(recover) } : {}),
  };
}

let shared: Promise<CustomCrypto> | undefined;

/** The chain's `customCrypto`, made once per thread (the WebAssembly module is compiled once). */
export function chainCrypto(): Promise<CustomCrypto> {
  shared ??= customCryptoOf(createKeccak256, ecdsaRecover);
  return shared;
}

/** The keccak-256 @ethereumjs hashes with under `common`: its customCrypto's, else noble's (@ethereumjs's default). */
export function keccakOf(common: Common): (bytes: Uint8Array) => Uint8Array {
  return common.customCrypto.keccak256 ?? keccak_256;
}
