// subnet-evm's fee manager (precompile/contracts/feemanager): its allow list, and the fee config kept in its
// storage — field i (1…8, in FEE_CONFIG_FIELDS' order) in the slot whose first byte is i, and the block that last
// changed it in the slot "lca". setFeeConfig stores a config the next block's fees follow.
import type { StateManagerInterface } from "@ethereumjs/common";
import type { Address } from "@ethereumjs/util";
import { bytesToBigInt, concatBytes, createAddressFromString } from "@ethereumjs/util";
import type { Hex } from "../chain.js";
import type { FeeConfig } from "../profiles.js";
import { allowListFunctions, isEnabled, logGas, READ_SLOT_GAS, readRole, WRITE_SLOT_GAS } from "./allow-list.js";
import { FEE_CONFIG_FIELDS, FEE_MANAGER_ABI, PRECOMPILE_ADDRESSES } from "./interfaces.js";
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

export const FEE_MANAGER_ADDRESS = createAddressFromString(PRECOMPILE_ADDRESSES.feeManagerConfig);

const FIELD_COUNT = FEE_CONFIG_FIELDS.length;
const fieldSlot = (index: number) => {
  const slot = new Uint8Array(32);
  slot[0] = index + 1;
  return slot;
};
/** common.Hash{'l', 'c', 'a'} */
const LAST_CHANGED_AT_SLOT = (() => {
  const slot = new Uint8Array(32);
  slot.set(new TextEncoder().encode("lca"));
  return slot;
})();

const SET_FEE_CONFIG_GAS = WRITE_SLOT_GAS * BigInt(FIELD_COUNT + 1);
const GET_FEE_CONFIG_GAS = READ_SLOT_GAS * BigInt(FIELD_COUNT);
const FEE_CONFIG_CHANGED_GAS = GET_FEE_CONFIG_GAS + logGas(2, 2 * 32 * FIELD_COUNT);
const FEE_CONFIG_CHANGED = topicOf(FEE_MANAGER_ABI, "FeeConfigChanged");
const MAX_UINT64 = 2n ** 64n - 1n;

/** The fee config from its fields' values in FEE_CONFIG_FIELDS' order. */
function feeConfigOf(values: readonly bigint[]): FeeConfig {
  const config = {} as Record<(typeof FEE_CONFIG_FIELDS)[number], bigint>;
  for (const [i, name] of FEE_CONFIG_FIELDS.entries()) config[name] = values[i] ?? 0n;
  return config;
}

export async function readFeeConfig(state: StateManagerInterface, at: Address = FEE_MANAGER_ADDRESS) {
  const values: bigint[] = [];
  for (let i = 0; i < FIELD_COUNT; i++) values.push(bytesToBigInt(await state.getStorage(at, fieldSlot(i))));
  const feeConfig = feeConfigOf(values);
  const lastChangedAt = bytesToBigInt(await state.getStorage(at, LAST_CHANGED_AT_SLOT));
  return { feeConfig, lastChangedAt };
}

/** StoreFeeConfig: verifies the config, stores it and the block number that changed it. */
export async function storeFeeConfig(
  state: StateManagerInterface,
  config: FeeConfig,
  blockNumber: bigint,
  at: Address = FEE_MANAGER_ADDRESS,
): Promise<void> {
  const invalid = feeConfigError(config);
  if (invalid) throw new PrecompileFailure(`cannot verify fee config: ${invalid}`);
  for (const [i, name] of FEE_CONFIG_FIELDS.entries()) await state.putStorage(at, fieldSlot(i), word(config[name]));
  await state.putStorage(at, LAST_CHANGED_AT_SLOT, word(blockNumber));
}

/** commontype.FeeConfig.Verify on values that fit 32 bytes (an ABI word always does), with its texts. */
function feeConfigError(c: FeeConfig): string | undefined {
  if (c.gasLimit <= 0n) return `gasLimit cannot be less than or equal to 0: gasLimit = ${c.gasLimit}`;
  if (c.targetBlockRate <= 0n) {
    return `targetBlockRate cannot be less than or equal to 0: targetBlockRate = ${c.targetBlockRate}`;
  }
  if (c.targetGas <= 0n) return `targetGas cannot be less than or equal to 0: targetGas = ${c.targetGas}`;
  if (c.baseFeeChangeDenominator <= 0n) {
    return (
      "baseFeeChangeDenominator cannot be less than or equal to 0: " +
      `baseFeeChangeDenominator = ${c.baseFeeChangeDenominator}`
    );
  }
  if (c.minBlockGasCost > c.maxBlockGasCost) {
    return (
      "minBlockGasCost cannot be greater than maxBlockGasCost: " +
      `minBlockGasCost = ${c.minBlockGasCost}, maxBlockGasCost = ${c.maxBlockGasCost}`
    );
  }
  if (c.maxBlockGasCost > MAX_UINT64) {
    return `maxBlockGasCost is not a valid uint64: maxBlockGasCost = ${c.maxBlockGasCost}`;
  }
  return undefined;
}

const configWords = (c: FeeConfig) => concatBytes(...FEE_CONFIG_FIELDS.map((name) => word(c[name])));

async function setFeeConfig(call: PrecompileCall): Promise<Uint8Array> {
  call.useGas(SET_FEE_CONFIG_GAS);
  if (call.readOnly) throw new PrecompileFailure("write protection");
  let words: bigint[];
  try {
    words = readWords(call.input, FIELD_COUNT);
  } catch (error) {
    throw new PrecompileFailure(`failed to unpack input: ${(error as Error).message}`);
  }
  const config = feeConfigOf(words);
  // subnet-evm keeps targetBlockRate as a uint64 (big.Int.Uint64: the low 64 bits)
  config.targetBlockRate = BigInt.asUintN(64, config.targetBlockRate);
  if (!isEnabled(await readRole(call.state, call.self, call.caller))) {
    throw new PrecompileFailure(`non-enabled cannot change fee config: ${checksummed(call.caller.toString())}`);
  }
  call.useGas(FEE_CONFIG_CHANGED_GAS);
  const { feeConfig: old } = await readFeeConfig(call.state, call.self);
  call.log([FEE_CONFIG_CHANGED, addressWord(call.caller)], concatBytes(configWords(old), configWords(config)));
  await storeFeeConfig(call.state, config, call.blockNumber, call.self);
  return new Uint8Array();
}

async function getFeeConfig(call: PrecompileCall): Promise<Uint8Array> {
  call.useGas(GET_FEE_CONFIG_GAS);
  return configWords((await readFeeConfig(call.state, call.self)).feeConfig);
}

async function getFeeConfigLastChangedAt(call: PrecompileCall): Promise<Uint8Array> {
  call.useGas(READ_SLOT_GAS);
  return word((await readFeeConfig(call.state, call.self)).lastChangedAt);
}

export function feeManagerFunctions(): Map<Hex, PrecompileFunction> {
  return new Map([
    ...allowListFunctions(),
    [selectorOf(FEE_MANAGER_ABI, "setFeeConfig"), setFeeConfig],
    [selectorOf(FEE_MANAGER_ABI, "getFeeConfig"), getFeeConfig],
    [selectorOf(FEE_MANAGER_ABI, "getFeeConfigLastChangedAt"), getFeeConfigLastChangedAt],
  ]);
}
