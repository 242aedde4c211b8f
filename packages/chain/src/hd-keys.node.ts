// In Node: the funded accounts' keys derived with node:crypto (OpenSSL's PBKDF2, HMAC-SHA512 and secp256k1), the
// same BIP-39 seed and BIP-32 steps @scure takes in pure JS (hd-keys.browser.ts), in a few milliseconds instead of
// most of a second of a local network's start (held equal to it by hd-keys.test.ts).
import { createECDH, createHmac, pbkdf2Sync } from "node:crypto";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { bytesToHex } from "@noble/hashes/utils.js";
import type { Hex } from "./chain.js";

/** secp256k1's group order. */
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const HARDENED = 0x80000000;
/** Ethereum's BIP-44 path up to the account index: m/44'/60'/0'/0 */
const ETHEREUM_PATH = [44 + HARDENED, 60 + HARDENED, HARDENED, 0];

interface ExtendedKey {
  key: Buffer;
  chainCode: Buffer;
}

const ecdh = createECDH("secp256k1");

function publicKey(privateKey: Uint8Array, format: "compressed" | "uncompressed"): Buffer {
  ecdh.setPrivateKey(privateKey);
  return ecdh.getPublicKey(null, format);
}

/** BIP-32's CKDpriv: the child private key at `index` (hardened from 2^31). */
function child({ key, chainCode }: ExtendedKey, index: number): ExtendedKey {
  const data = Buffer.alloc(37);
  if (index >= HARDENED) key.copy(data, 1);
  else publicKey(key, "compressed").copy(data);
  data.writeUInt32BE(index, 33);
  const I = createHmac("sha512", chainCode).update(data).digest();
  const tweak = BigInt(`0x${I.subarray(0, 32).toString("hex")}`);
  const childKey = (tweak + BigInt(`0x${key.toString("hex")}`)) % N;
  // BIP-32 skips such an index; the chance is below 2^-127, and @scure throws as well
  if (tweak >= N || childKey === 0n) throw new Error(`invalid child key at index ${index}`);
  return { key: Buffer.from(childKey.toString(16).padStart(64, "0"), "hex"), chainCode: I.subarray(32) };
}

/** The private keys of a BIP-39 mnemonic's first `count` accounts on Ethereum's path m/44'/60'/0'/0/i. */
export function mnemonicPrivateKeys(mnemonic: string, count: number): Uint8Array[] {
  const seed = pbkdf2Sync(mnemonic.normalize("NFKD"), "mnemonic", 2048, 64, "sha512");
  const I = createHmac("sha512", "Bitcoin seed").update(seed).digest();
  const parent = ETHEREUM_PATH.reduce(child, { key: I.subarray(0, 32), chainCode: I.subarray(32) });
  return Array.from({ length: count }, (_, i) => new Uint8Array(child(parent, i).key));
}

/** The address of a private key: the last 20 bytes of the keccak of its public key's coordinates. */
export function addressOf(privateKey: Uint8Array): Hex {
  return `0x${bytesToHex(keccak_256(publicKey(privateKey, "uncompressed").subarray(1)).subarray(12))}`;
}
