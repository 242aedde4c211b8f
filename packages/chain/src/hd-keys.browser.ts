// Outside Node (a browser page): the funded accounts' keys derived with @scure's BIP-39 and BIP-32 and noble's
// secp256k1, in pure JS (about a second on a loaded machine; hd-keys.node.ts is Node's native path).
import { createAddressFromPrivateKey } from "@ethereumjs/util";
import { HDKey } from "@scure/bip32";
import { mnemonicToSeedSync } from "@scure/bip39";
import type { Hex } from "./chain.js";

/** The private keys of a BIP-39 mnemonic's first `count` accounts on Ethereum's path m/44'/60'/0'/0/i. */
export function mnemonicPrivateKeys(mnemonic: string, count: number): Uint8Array[] {
  const root = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic));
  return Array.from({ length: count }, (_, i) => {
    const privateKey = root.derive(`m/44'/60'/0'/0/${i}`).privateKey;
    if (!privateKey) throw new Error(`no private key at index ${i}`);
    return privateKey;
  });
}

/** The address of a private key. */
export function addressOf(privateKey: Uint8Array): Hex {
  return createAddressFromPrivateKey(privateKey).toString() as Hex;
}
