// How a subnet-evm stateful precompile runs: a 4-byte selector picks a function, which charges its fixed gas, reads
// its words, and reads or writes the precompile's storage. Any error ends the call with subnet-evm's error text and
// all the call's gas spent (libevm keeps no gas for a precompile error that is not a revert).
import { EVMError, type ExecResult, type Log } from "@ethereumjs/evm";
import type { StateManagerInterface } from "@ethereumjs/common";
import type { Address } from "@ethereumjs/util";
import { bytesToHex, hexToBytes, setLengthLeft } from "@ethereumjs/util";
import { keccak_256 as keccak256 } from "@noble/hashes/sha3.js";
import type { Hex } from "../chain.js";

/** The call a precompile function serves. */
export interface PrecompileCall {
  /** the precompile's own address */
  self: Address;
  /** msg.sender */
  caller: Address;
  /** a STATICCALL: writes fail with "write protection" */
  readOnly: boolean;
  /** the number of the block the call runs in */
  blockNumber: bigint;
  state: StateManagerInterface;
  /** the words after the selector */
  input: Uint8Array;
  /** takes gas; fails with "out of gas" past what the call was given */
  useGas(amount: bigint): void;
  /** adds a log from the precompile */
  log(topics: Uint8Array[], data: Uint8Array): void;
}

export type PrecompileFunction = (call: PrecompileCall) => Promise<Uint8Array>;

/** A precompile's error: its text is what eth_call and eth_estimateGas answer. */
export class PrecompileFailure extends Error {}

class OutOfGas extends Error {}

interface AbiParameter {
  type: string;
  components?: readonly AbiParameter[];
}
interface AbiEntry {
  type: string;
  name?: string;
  inputs?: readonly AbiParameter[];
}

const canonicalType = (p: AbiParameter): string =>
  p.type === "tuple" ? `(${(p.components ?? []).map(canonicalType).join(",")})` : p.type;

function signatureHash(entries: readonly AbiEntry[], type: "function" | "event", name: string): Uint8Array {
  const entry = entries.find((e) => e.type === type && e.name === name);
  if (!entry) throw new Error(`no ${type} ${name} in the interface`);
  return keccak256(new TextEncoder().encode(`${name}(${(entry.inputs ?? []).map(canonicalType).join(",")})`));
}

/** A function's selector from its interface, as 0x-hex. */
export const selectorOf = (abi: readonly AbiEntry[], name: string): Hex =>
  bytesToHex(signatureHash(abi, "function", name).subarray(0, 4)) as Hex;

/** An event's first topic from its interface. */
export const topicOf = (abi: readonly AbiEntry[], name: string): Uint8Array => signatureHash(abi, "event", name);

export const word = (value: bigint): Uint8Array => setLengthLeft(hexToBytes(`0x${value.toString(16)}`), 32);

export const addressWord = (address: Address): Uint8Array => setLengthLeft(address.bytes, 32);

/**
 * The first `count` 32-byte words of a function's input, as go-ethereum's ABI decoder reads them after Durango:
 * extra bytes are ignored, missing ones are refused with its texts.
 */
export function readWords(input: Uint8Array, count: number): bigint[] {
  if (input.length === 0 && count > 0) {
    throw new PrecompileFailure("abi: attempting to unmarshal an empty string while arguments are expected");
  }
  const words: bigint[] = [];
  for (let i = 0; i < count; i++) {
    const end = (i + 1) * 32;
    if (end > input.length) {
      throw new PrecompileFailure(
        `abi: cannot marshal in to go type: length insufficient ${input.length} require ${end}`,
      );
    }
    words.push(BigInt(bytesToHex(input.subarray(i * 32, end))));
  }
  return words;
}

/** go-ethereum's Address.String(): EIP-55 checksummed. */
export { toChecksumAddress as checksummed } from "@ethereumjs/util";

/** Where the call comes from: what @ethereumjs hands a precompile lacks the caller, the static flag and the block. */
interface CallSite {
  self: Address;
  caller: Address;
  readOnly: boolean;
  /** DELEGATECALL or CALLCODE into the precompile */
  delegated: boolean;
  blockNumber: bigint;
  state: StateManagerInterface;
}

/** Runs a call to a precompile made of `functions` (selector → function) and answers the EVM's result. */
export async function runPrecompile(
  functions: ReadonlyMap<Hex, PrecompileFunction>,
  site: CallSite,
  data: Uint8Array,
  gasLimit: bigint,
): Promise<ExecResult> {
  let used = 0n;
  const logs: Log[] = [];
  const call: PrecompileCall = {
    ...site,
    input: data.subarray(4),
    useGas(amount) {
      if (used + amount > gasLimit) throw new OutOfGas();
      used += amount;
    },
    log: (topics, logData) => logs.push([site.self.bytes, topics, logData]),
  };
  try {
    // Granite's rule (libevm's makePrecompile): a delegated call reverts with all its gas
    if (site.delegated) return failed(EVMError.errorMessages.REVERT, gasLimit);
    if (data.length < 4) {
      throw new PrecompileFailure(`missing function selector to precompile - input length (${data.length})`);
    }
    const selector = bytesToHex(data.subarray(0, 4)) as Hex;
    const run = functions.get(selector);
    if (!run) throw new PrecompileFailure(`invalid function selector: ${selector}`);
    const returnValue = await run(call);
    return { executionGasUsed: used, returnValue, logs };
  } catch (error) {
    if (error instanceof OutOfGas) return failed(EVMError.errorMessages.OUT_OF_GAS, gasLimit);
    if (error instanceof PrecompileFailure) return failed(error.message, gasLimit);
    throw error;
  }
}

/** A failed call: subnet-evm's text as the EVM's error, every unit of gas spent. */
export function failed(text: string, gasLimit: bigint): ExecResult {
  // EVMError's type lists @ethereumjs's own texts; subnet-evm's precompiles and hooks have theirs
  return {
    executionGasUsed: gasLimit,
    returnValue: new Uint8Array(),
    exceptionError: new EVMError(text as EVMError["error"]),
  };
}
