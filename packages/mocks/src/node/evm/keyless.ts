// The standard methods about transactions that a node without keys or an EVM still answers, over the generated
// chains: eth_createAccessList (transfers and calls to accounts without code), eth_fillTransaction, eth_coinbase;
// eth_sign and eth_signTransaction as an avalanchego node, which keeps no keys, answers them (`unknown account`);
// eth_getProof refused, as the generated chains keep no state tries (specs/DEVIATIONS.md N14).
import { BLACKHOLE } from "@avaspec/chain/world";
import { appError } from "../errors.js";
import type { CallContext } from "../handler.js";
import type { EvmChain } from "../state.js";
import {
  address,
  type BlockRefArg,
  blockNumberOrHash,
  goStrings,
  hexBytes,
  optional,
  required,
  type TxArgs,
  txArgs,
  storageSlot,
} from "@avaspec/chain/rpc";
import { gethMethod } from "./geth-method.js";
import { qty } from "@avaspec/chain/world";
import { checksumAddress, evmOf, simulate, stateBlockOf } from "./methods.js";
import { filledAnswer, fillTransaction, type UnsignedTx, unsignedHash } from "./unsigned-tx.js";

/** The coinbase of coreth and subnet-evm (constants.BlackholeAddr): fees are burnt there. */
/** coreth's RPCTxFeeCap: a transaction the node signs may pay at most 100 AVAX in fees. */
const TX_FEE_CAP_WEI = 100n * 10n ** 18n;

const unknownAccount = () => appError("unknown account");

/** coreth's AccessList without an EVM: the given list less the sender and recipient, and the intrinsic gas. */
function createAccessList(evm: EvmChain, args: TxArgs, ref: BlockRefArg | undefined) {
  const n = stateBlockOf(evm, ref ?? { tag: "latest" });
  const tx = fillTransaction(evm, args, true);
  const touched = new Set([tx.from.toLowerCase(), tx.to]);
  const accessList = tx.accessList.filter((e) => !touched.has(e.address));
  const sim = simulate(evm, { ...args, gas: tx.gas, input: tx.input, accessList, value: tx.value }, n, tx.gas);
  const notApplied = (why: string) => appError(`failed to apply transaction: ${unsignedHash(tx)} err: ${why}`);
  const feeCap = tx.maxFeePerGas ?? tx.gasPrice!;
  const baseFee = evm.world.blocks.baseFee(n);
  if (feeCap < baseFee) {
    throw notApplied(
      `max fee per gas less than block base fee: address ${checksumAddress(tx.from)}, ` +
        `maxFeePerGas: ${feeCap}, baseFee: ${baseFee}`,
    );
  }
  const want = sim.gas * feeCap + tx.value;
  if (sim.balance < want) {
    throw notApplied(
      `insufficient funds for gas * price + value: address ${checksumAddress(tx.from)} ` +
        `have ${sim.balance} want ${want}`,
    );
  }
  if (sim.gas < sim.intrinsic) throw notApplied(`intrinsic gas too low: have ${sim.gas}, want ${sim.intrinsic}`);
  return { accessList, gasUsed: qty(sim.intrinsic) };
}

/** geth's SignTransaction up to the key lookup, which finds no key. */
function signTransaction(evm: EvmChain, args: TxArgs): never {
  if (args.gas === undefined) throw appError("gas not specified");
  const dynamic = args.maxFeePerGas !== undefined && args.maxPriorityFeePerGas !== undefined;
  if (args.gasPrice === undefined && !dynamic) throw appError("missing gasPrice or maxFeePerGas/maxPriorityFeePerGas");
  if (args.nonce === undefined) throw appError("nonce not specified");
  checkTxFee(fillTransaction(evm, args, false));
  throw unknownAccount();
}

/** coreth's checkTxFee: gas × price (an EIP-1559 transaction's fee cap) within RPCTxFeeCap. */
function checkTxFee(tx: UnsignedTx): void {
  const fee = tx.gas * (tx.maxFeePerGas ?? tx.gasPrice!);
  if (fee > TX_FEE_CAP_WEI) {
    const ether = (wei: bigint) => (Number(wei / 10n ** 12n) / 1e6).toFixed(2);
    throw appError(`tx fee (${ether(fee)} ether) exceeds the configured cap (${ether(TX_FEE_CAP_WEI)} ether)`);
  }
}

const transactionArg = required(txArgs);

export const KEYLESS_METHODS = {
  eth_coinbase: gethMethod([], () => BLACKHOLE),
  eth_createAccessList: gethMethod([transactionArg, optional(blockNumberOrHash)], (ctx: CallContext, args, ref) =>
    createAccessList(evmOf(ctx), args, ref),
  ),
  eth_fillTransaction: gethMethod([transactionArg], (ctx: CallContext, args) =>
    filledAnswer(fillTransaction(evmOf(ctx), args, false)),
  ),
  eth_sign: gethMethod([required((v) => address(v)), required((v) => hexBytes(v))], () => {
    throw unknownAccount();
  }),
  eth_signTransaction: gethMethod([transactionArg], (ctx: CallContext, args) => signTransaction(evmOf(ctx), args)),
  eth_getProof: gethMethod(
    [required((v) => address(v)), required(goStrings), required(blockNumberOrHash)],
    (ctx: CallContext, _account, keys, ref) => {
      for (const key of keys) storageSlot(key); // coreth decodes each key first: a bad one is its -32000
      stateBlockOf(evmOf(ctx), ref);
      throw appError("avaspec-mock does not build state proofs: its generated chains keep no state tries");
    },
  ),
};
