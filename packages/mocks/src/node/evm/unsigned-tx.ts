// What the node does with transaction arguments before it signs or simulates (coreth's TransactionArgs.setDefaults
// and toTransaction, internal/ethapi/transaction_args.go): fill the fees, value, nonce, gas and chain ID, then build
// the unsigned transaction, its encoding and hash, and its JSON as eth_fillTransaction answers it.
import { keccak_256 } from "@noble/hashes/sha3.js";
import { fromHex, toHex } from "@avaspec/chain/world";
import { appError } from "../errors.js";
import type { EvmChain } from "../state.js";
import type { TxArgs } from "@avaspec/chain/rpc";
import { qty } from "@avaspec/chain/world";
import { estimateGas, RPC_GAS_CAP, suggestedTip, ZERO_ADDRESS } from "./methods.js";
import { quantityBytes, type RlpItem, rlpEncode } from "@avaspec/chain/world";

export interface UnsignedTx {
  type: 0 | 1 | 2;
  chainId: bigint;
  nonce: bigint;
  gas: bigint;
  /** legacy and EIP-2930 */
  gasPrice?: bigint;
  /** EIP-1559 */
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  to: string | undefined;
  value: bigint;
  input: string;
  accessList: Array<{ address: string; storageKeys: string[] }>;
  from: string;
}

/** setFeeDefaults: EIP-1559 fees unless a gas price is given (every chain is past London). */
function fillFees(evm: EvmChain, args: TxArgs): Pick<UnsignedTx, "gasPrice" | "maxFeePerGas" | "maxPriorityFeePerGas"> {
  if (args.gasPrice !== undefined && (args.maxFeePerGas !== undefined || args.maxPriorityFeePerGas !== undefined))
    throw appError("both gasPrice and (maxFeePerGas or maxPriorityFeePerGas) specified");
  const both = args.maxFeePerGas !== undefined && args.maxPriorityFeePerGas !== undefined;
  if (args.gasPrice === undefined && both && args.maxFeePerGas === 0n) throw appError("maxFeePerGas must be non-zero");
  if (args.gasPrice !== undefined) {
    if (args.gasPrice === 0n) throw appError("gasPrice must be non-zero after london fork");
    return { gasPrice: args.gasPrice };
  }
  const tip = args.maxPriorityFeePerGas ?? suggestedTip(evm);
  // twice the head's base fee, so that the transaction survives a rising base fee
  const cap = args.maxFeePerGas ?? tip + 2n * evm.world.blocks.baseFee(evm.headNumber);
  if (cap < tip) throw appError(`maxFeePerGas (${cap}) < maxPriorityFeePerGas (${tip})`);
  return { maxFeePerGas: cap, maxPriorityFeePerGas: tip };
}

/**
 * setDefaults then toTransaction. `skipGasEstimation` (eth_createAccessList) takes the RPC gas cap for a missing gas
 * limit; otherwise it is estimated as eth_estimateGas does.
 */
export function fillTransaction(evm: EvmChain, args: TxArgs, skipGasEstimation: boolean): UnsignedTx {
  const fees = fillFees(evm, args);
  const from = args.from ?? ZERO_ADDRESS;
  const value = args.value ?? 0n;
  const nonce = args.nonce ?? BigInt(evm.world.nonce(from, evm.headNumber));
  if (args.data !== undefined && args.input !== undefined && args.data !== args.input)
    throw appError('both "data" and "input" are set and not equal. Please use "input" to pass transaction call data');
  const input = (args.input ?? args.data ?? "0x").toLowerCase();
  if (args.to === undefined && input === "0x") throw appError("contract creation without any data provided");
  let gas = args.gas;
  if (gas === undefined) {
    const { data: _, ...call } = args;
    gas = skipGasEstimation
      ? RPC_GAS_CAP
      : BigInt(estimateGas(evm, { ...call, ...fees, value, input }, undefined, undefined));
  }
  const want = BigInt(evm.chainId);
  if (args.chainId !== undefined && args.chainId !== want)
    throw appError(`chainId does not match node's (have=${args.chainId}, want=${want})`);
  const type = fees.maxFeePerGas !== undefined ? 2 : args.accessList !== undefined ? 1 : 0;
  const accessList = (args.accessList ?? []).map((e) => ({
    address: e.address.toLowerCase(),
    storageKeys: e.storageKeys.map((k) => k.toLowerCase()),
  }));
  return { type, chainId: want, nonce, gas, ...fees, to: args.to?.toLowerCase(), value, input, accessList, from };
}

const bytesOf = (hex: string) => fromHex(hex.slice(2));

/** MarshalBinary of the unsigned transaction (v, r and s zero): the typed envelope, or the legacy RLP list. */
export function encodeUnsigned(tx: UnsignedTx): Uint8Array {
  const q = quantityBytes;
  const to = tx.to === undefined ? new Uint8Array(0) : bytesOf(tx.to);
  const list: RlpItem[] = tx.accessList.map((e) => [bytesOf(e.address), e.storageKeys.map(bytesOf)]);
  const unsignedSignature = [q(0n), q(0n), q(0n)];
  if (tx.type === 0)
    return rlpEncode([
      q(tx.nonce),
      q(tx.gasPrice!),
      q(tx.gas),
      to,
      q(tx.value),
      bytesOf(tx.input),
      ...unsignedSignature,
    ]);
  const fields: RlpItem[] =
    tx.type === 1
      ? [q(tx.chainId), q(tx.nonce), q(tx.gasPrice!), q(tx.gas), to, q(tx.value), bytesOf(tx.input), list]
      : [
          q(tx.chainId),
          q(tx.nonce),
          q(tx.maxPriorityFeePerGas!),
          q(tx.maxFeePerGas!),
          q(tx.gas),
          to,
          q(tx.value),
          bytesOf(tx.input),
          list,
        ];
  const body = rlpEncode([...fields, ...unsignedSignature]);
  const out = new Uint8Array(body.length + 1);
  out[0] = tx.type;
  out.set(body, 1);
  return out;
}

/** The unsigned transaction's hash (what coreth's error texts name). */
export const unsignedHash = (tx: UnsignedTx): string => `0x${toHex(keccak_256(encodeUnsigned(tx)))}`;

/**
 * eth_fillTransaction's answer: the encoding and the fields, as @avaspec/chain's local mode writes an unmined
 * transaction (execution-apis' unsigned objects: an EIP-1559 transaction's gasPrice is its fee cap).
 */
export function filledAnswer(tx: UnsignedTx): { raw: string; tx: Record<string, unknown> } {
  const fields: Record<string, unknown> = {
    type: qty(tx.type),
    nonce: qty(tx.nonce),
    to: tx.to ?? null,
    gas: qty(tx.gas),
    value: qty(tx.value),
    input: tx.input,
  };
  if (tx.type === 2) {
    fields.maxFeePerGas = qty(tx.maxFeePerGas!);
    fields.maxPriorityFeePerGas = qty(tx.maxPriorityFeePerGas!);
    fields.gasPrice = qty(tx.maxFeePerGas!);
  } else {
    fields.gasPrice = qty(tx.gasPrice!);
  }
  if (tx.type !== 0) {
    fields.chainId = qty(tx.chainId);
    fields.accessList = tx.accessList;
  }
  return { raw: `0x${toHex(encodeUnsigned(tx))}`, tx: fields };
}
