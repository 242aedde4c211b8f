// The accounts a local network funds: avalanche-cli's "ewoq" key, and the ten accounts of the mnemonic anvil and
// hardhat fund (BIP-44 m/44'/60'/0'/0/i), so tools set up for other local nodes work unchanged.
import { bytesToHex, hexToBytes } from "@ethereumjs/util";
import { addressOf, mnemonicPrivateKeys } from "#hd-keys";
import type { Hex } from "./chain.js";

/** The local network's well-known key, as avalanche-cli funds it on the C-Chain; the L1's precompile admin. */
export const EWOQ_PRIVATE_KEY: Hex = "0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027";
export const TEST_MNEMONIC = "test test test test test test test test test test test junk";

export interface FundedAccount {
  address: Hex;
  privateKey: Hex;
}

function accountOf(privateKey: Uint8Array): FundedAccount {
  return { address: addressOf(privateKey), privateKey: bytesToHex(privateKey) as Hex };
}

// PBKDF2 of a mnemonic, then five levels of key derivation and a public key per account: in Node a few ms
// (hd-keys.node.ts), in a page about a second of pure JS; each chain made (a local network makes two) reuses them.
const accountsOf = new Map<string, readonly FundedAccount[]>();

/** The first `count` accounts of a BIP-39 mnemonic on Ethereum's derivation path. */
export function mnemonicAccounts(mnemonic: string, count: number): FundedAccount[] {
  const key = `${count} ${mnemonic}`;
  const known = accountsOf.get(key);
  if (known) return [...known];
  const accounts = mnemonicPrivateKeys(mnemonic, count).map((privateKey) => Object.freeze(accountOf(privateKey)));
  accountsOf.set(key, accounts);
  return [...accounts];
}

/** ewoq first, then the ten test-mnemonic accounts. */
export function localFundedAccounts(): FundedAccount[] {
  return [accountOf(hexToBytes(EWOQ_PRIVATE_KEY)), ...mnemonicAccounts(TEST_MNEMONIC, 10)];
}
