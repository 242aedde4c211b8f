// What the node checks before it takes a signed transaction (geth's txpool ValidateTransaction and its state checks,
// as coreth and subnet-evm run them), with geth's error texts. Order as geth: decode, type, size, gas limit, fee
// fields, chain ID and signature, intrinsic gas, then against the state: fee cap and base fee, nonce, balance.
import type { Common } from "@ethereumjs/common";
import { RLP } from "@ethereumjs/rlp";
import {
  create1559FeeMarketTxFromBytesArray,
  createAccessList2930TxFromBytesArray,
  createLegacyTxFromBytesArray,
  type TxOptions,
  type TypedTransaction,
} from "@ethereumjs/tx";
import { bytesToBigInt, toChecksumAddress } from "@ethereumjs/util";
import type { Hex } from "../chain.js";
import { refuse } from "../errors.js";
import { keccakOf } from "./crypto/custom-crypto.js";
import { freezeWithSender } from "./known-sender.js";
import { keepRawIfSerialization } from "./serialized-transactions.js";

/** The transaction types coreth and subnet-evm take over RPC on Cancun rules: legacy, EIP-2930, EIP-1559. */
const SUPPORTED_TYPES = new Set([0, 1, 2]);

export interface AdmissionLimits {
  chainId: bigint;
  maxTransactionSize: number;
  blockGasLimit: bigint;
}

export interface SenderState {
  nonce: bigint;
  balance: bigint;
}

/** Decodes a raw transaction and checks what needs no state. Answers the decoded transaction and its sender. */
export function decodeTransaction(
  raw: Uint8Array,
  common: Common,
  limits: AdmissionLimits,
): { tx: TypedTransaction; from: Hex } {
  if (raw.length === 0) throw refuse("typed transaction too short");
  const type = raw[0] !== undefined && raw[0] <= 0x7f ? raw[0] : 0;
  if (!SUPPORTED_TYPES.has(type)) throw refuse("transaction type not supported");
  if (raw.length > limits.maxTransactionSize) {
    throw refuse(`oversized data: transaction size ${raw.length}, limit ${limits.maxTransactionSize}`);
  }
  const fields = rlpFields(raw, type);
  // ethereumjs will not even decode one, so this is checked on the fields (geth's txpool: ErrTipAboveFeeCap, bare)
  if (type === 2 && bytesToBigInt(fieldAt(fields, 2)) > bytesToBigInt(fieldAt(fields, 3))) {
    throw refuse("max priority fee per gas higher than max fee per gas");
  }
  const signedChainId = chainIdOf(fields, type);
  if (signedChainId === undefined) throw refuse("only replay-protected (EIP-155) transactions allowed over RPC");
  if (signedChainId !== limits.chainId) {
    throw refuse(`invalid sender: invalid chain id for signer: have ${signedChainId} want ${limits.chainId}`);
  }
  let tx: TypedTransaction;
  try {
    tx = transactionFromFields(fields, type, { common, freeze: false });
  } catch (error) {
    throw decodeRefusal(error);
  }
  if (tx.gasLimit > limits.blockGasLimit) throw refuse("exceeds block gas limit");
  const keccak = keccakOf(common);
  let from: Hex;
  try {
    from = freezeWithSender(tx, keccak).toString() as Hex;
  } catch {
    throw refuse("invalid sender");
  }
  const intrinsic = tx.getIntrinsicGas();
  if (tx.gasLimit < intrinsic) throw refuse(`intrinsic gas too low: gas ${tx.gasLimit}, minimum needed ${intrinsic}`);
  keepRawIfSerialization(tx, raw, keccak);
  return { tx, from };
}

/** The checks against the sender's state and the next block's base fee. */
export function checkAgainstState(tx: TypedTransaction, from: Hex, sender: SenderState, nextBaseFee: bigint): void {
  const feeCap = "maxFeePerGas" in tx ? tx.maxFeePerGas : (tx as { gasPrice: bigint }).gasPrice;
  if (feeCap < nextBaseFee) {
    throw refuse(
      `max fee per gas less than block base fee: address ${checksummed(from)}, maxFeePerGas: ${feeCap}, ` +
        `baseFee: ${nextBaseFee}`,
    );
  }
  if (tx.nonce < sender.nonce) {
    throw refuse(`nonce too low: address ${checksummed(from)}, tx: ${tx.nonce} state: ${sender.nonce}`);
  }
  const cost = tx.gasLimit * feeCap + tx.value;
  if (cost > sender.balance) {
    throw refuse(
      `insufficient funds for gas * price + value: balance ${sender.balance}, tx cost ${cost}, ` +
        `overshot ${cost - sender.balance}`,
    );
  }
}

function rlpFields(raw: Uint8Array, type: number): unknown[] {
  let fields: unknown;
  try {
    fields = RLP.decode(type === 0 ? raw : raw.subarray(1));
  } catch (error) {
    throw refuse(`rlp: ${messageOf(error)}`);
  }
  if (!Array.isArray(fields)) {
    throw refuse(type === 0 ? "rlp: expected input list for types.LegacyTx" : "rlp: expected input list");
  }
  return fields;
}

/**
 * The transaction from its fields as decoded above: @ethereumjs's `createTxFromRLP` for these types decodes the same
 * bytes again and hands the same list to these (DESIGN.md, "Speed, session 9: transfers").
 */
function transactionFromFields(fields: unknown[], type: number, options: TxOptions): TypedTransaction {
  if (type === 2) return create1559FeeMarketTxFromBytesArray(fields as never, options);
  if (type === 1) return createAccessList2930TxFromBytesArray(fields as never, options);
  return createLegacyTxFromBytesArray(fields as never, options);
}

function fieldAt(fields: unknown[], index: number): Uint8Array {
  const field = fields[index];
  if (!(field instanceof Uint8Array)) throw refuse("rlp: too few elements");
  return field;
}

/** The chain ID a transaction was signed for; undefined for a legacy transaction without EIP-155 protection. */
function chainIdOf(fields: unknown[], type: number): bigint | undefined {
  const value = bytesToBigInt(fieldAt(fields, type === 0 ? 6 : 0));
  if (type !== 0) return value;
  return value === 27n || value === 28n ? undefined : (value - 35n) / 2n;
}

function decodeRefusal(error: unknown) {
  const message = messageOf(error);
  return /signature/i.test(message) ? refuse("invalid sender") : refuse(`rlp: ${message.split(" (")[0]}`);
}

/** geth prints the sender as common.Address.Hex(): EIP-55 checksummed. */
const checksummed = (address: Hex) => toChecksumAddress(address);

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
