// subnet-evm's native minter (precompile/contracts/nativeminter): its allow list, and mintNativeCoin(addr, amount),
// which credits `addr` for any caller the list enables.
import { Account, createAddressFromBigInt } from "@ethereumjs/util";
import type { Hex } from "../chain.js";
import { allowListFunctions, isEnabled, logGas, readRole } from "./allow-list.js";
import { NATIVE_MINTER_ABI } from "./interfaces.js";
import {
  addressWord,
  checksummed,
  type PrecompileCall,
  PrecompileFailure,
  type PrecompileFunction,
  readWords,
  selectorOf,
  topicOf,
  word,
} from "./runtime.js";

/** nativeminter.MintGasCost */
const MINT_GAS = 30_000n;
const NATIVE_COIN_MINTED = topicOf(NATIVE_MINTER_ABI, "NativeCoinMinted");

async function mintNativeCoin(call: PrecompileCall): Promise<Uint8Array> {
  call.useGas(MINT_GAS);
  if (call.readOnly) throw new PrecompileFailure("write protection");
  let words: bigint[];
  try {
    words = readWords(call.input, 2);
  } catch (error) {
    throw new PrecompileFailure(`failed to unpack input: ${(error as Error).message}`);
  }
  const [to = 0n, amount = 0n] = words;
  const recipient = createAddressFromBigInt(to & ((1n << 160n) - 1n));
  if (!isEnabled(await readRole(call.state, call.self, call.caller))) {
    throw new PrecompileFailure(`non-enabled cannot mint: ${checksummed(call.caller.toString())}`);
  }
  call.useGas(logGas(3, 32));
  call.log([NATIVE_COIN_MINTED, addressWord(call.caller), addressWord(recipient)], word(amount));
  const account = (await call.state.getAccount(recipient)) ?? new Account();
  // a uint256 balance wraps as libevm's AddBalance on a uint256 does
  account.balance = BigInt.asUintN(256, account.balance + amount);
  await call.state.putAccount(recipient, account);
  return new Uint8Array();
}

export function nativeMinterFunctions(): Map<Hex, PrecompileFunction> {
  return new Map([...allowListFunctions(), [selectorOf(NATIVE_MINTER_ABI, "mintNativeCoin"), mintNativeCoin]]);
}
