// The JSON-RPC methods the executing chain answers, as a table: name → positional parameter decoders and the work.
// Standard eth_/net_/web3_ methods, the six filter methods, and the dev methods of anvil and hardhat.
import type { ChainLog, Hex } from "../chain.js";
import { refuse } from "../errors.js";
import type { ExecutingChain } from "../executing/executing-chain.js";
import { BLACKHOLE_ADDRESS } from "../executing/fee-recipient.js";
import { formatBlock, qty } from "./format.js";
import { formatLog, formatReceipt, formatTransaction } from "./format-records.js";
import { formatUnmined, rawTransaction } from "./format-unmined.js";
import { type Arg, type Decoded, goBool, goString, goStrings, hexUint64 } from "./args.js";
import {
  address,
  big,
  blockNumberRef,
  blockRef,
  bytes,
  callRequest,
  hash,
  logFilterOf,
  optional,
  required,
  storageSlot,
  transactionRequest,
  uint,
} from "./chain-args.js";

export interface Method {
  /** the positional arguments, each with geth's decoder (optional ones may be absent or null) */
  args: readonly Arg<unknown>[];
  run(chain: ExecutingChain, args: unknown[]): unknown;
}

/** A method and its arguments, decoded as geth's parsePositionalArguments decodes them. */
export function method<const A extends readonly Arg<unknown>[]>(
  args: A,
  run: (chain: ExecutingChain, args: Decoded<A>) => unknown,
): Method {
  return { args, run: run as Method["run"] };
}

const LATEST = "latest";
/** the priority fee eth_maxPriorityFeePerGas suggests: coreth's minimum suggestion on a quiet chain (1 gwei) */
const SUGGESTED_TIP = 1_000_000_000n;

function blockAnswer(chain: ExecutingChain, block: ReturnType<ExecutingChain["block"]>, full: boolean) {
  if (!block) return null;
  const txs = full ? block.transactions.map((h) => chain.transaction(h)).filter((t) => t !== undefined) : undefined;
  return formatBlock(block, txs);
}

function transactionAt(chain: ExecutingChain, block: ReturnType<ExecutingChain["block"]>, index: bigint) {
  const hash = block?.transactions[Number(index)];
  const tx = hash === undefined ? undefined : chain.transaction(hash);
  return tx ? formatTransaction(tx) : null;
}

const R_ADDRESS = required(address);
const R_HASH = required(hash);
const R_BLOCK_NUMBER = required(blockNumberRef);
const R_BLOCK = required(blockRef);
const O_BLOCK = optional(blockRef);
const R_CALL = required(callRequest);
const R_TRANSACTION = required(transactionRequest);
const R_FILTER = required(logFilterOf);
/** geth's rpc.ID: a string (null is "", which no filter has) */
const R_FILTER_ID = required(goString);

const setBalance = method([R_ADDRESS, required(big)], async (chain, [who, wei]) => {
  await chain.setBalance(who, wei);
  return true;
});
const impersonate = method([R_ADDRESS], (chain, [who]) => {
  chain.impersonate(who);
  return null;
});
const stopImpersonating = method([R_ADDRESS], (chain, [who]) => {
  chain.stopImpersonating(who);
  return null;
});

export const METHODS: Record<string, Method> = {
  web3_clientVersion: method([], () => "avaspec-chain"),
  net_version: method([], (chain) => chain.chainId.toString()),
  net_listening: method([], () => true),
  eth_chainId: method([], (chain) => qty(chain.chainId)),
  eth_syncing: method([], () => false),
  eth_coinbase: method([], () => BLACKHOLE_ADDRESS),
  eth_accounts: method([], (chain) => chain.accounts()),
  eth_blockNumber: method([], (chain) => qty(chain.head().number)),
  eth_gasPrice: method([], (chain) => qty(chain.nextBaseFee() + SUGGESTED_TIP)),
  eth_maxPriorityFeePerGas: method([], () => qty(SUGGESTED_TIP)),
  eth_getBalance: method([R_ADDRESS, O_BLOCK], async (c, [a, at]) => qty(await c.balance(a, at ?? LATEST))),
  eth_getTransactionCount: method([R_ADDRESS, O_BLOCK], async (c, [a, at]) => qty(await c.nonce(a, at ?? LATEST))),
  eth_getCode: method([R_ADDRESS, O_BLOCK], (c, [a, at]) => c.code(a, at ?? LATEST)),
  eth_getStorageAt: method([R_ADDRESS, required(goString), O_BLOCK], (c, [a, key, at]) =>
    c.storageAt(a, storageSlot(key, "unable to decode storage key: "), at ?? LATEST),
  ),
  eth_call: method([R_CALL, O_BLOCK], (c, [request, at]) => c.call(request, at ?? LATEST)),
  eth_estimateGas: method([R_CALL, O_BLOCK], async (c, [r, at]) => qty(await c.estimateGas(r, at ?? LATEST))),
  eth_sendRawTransaction: method([required(bytes)], (c, [raw]) => c.sendRawTransaction(raw)),
  eth_sendTransaction: method([R_TRANSACTION], (c, [request]) => c.sendTransaction(request)),
  eth_fillTransaction: method([R_TRANSACTION], async (c, [request]) => {
    const tx = await c.fillTransaction(request);
    return { raw: rawTransaction(tx), tx: formatUnmined(tx) };
  }),
  eth_signTransaction: method([R_TRANSACTION], async (c, [request]) => {
    const tx = await c.signTransaction(request);
    return { raw: rawTransaction(tx), tx: formatUnmined(tx) };
  }),
  eth_sign: method([R_ADDRESS, required(bytes)], (c, [who, message]) => c.sign(who, message)),
  eth_createAccessList: method([R_CALL, O_BLOCK], async (c, [request, at]) => {
    const { accessList, gasUsed, error } = await c.createAccessList(request, at ?? LATEST);
    return error === undefined ? { accessList, gasUsed: qty(gasUsed) } : { accessList, gasUsed: qty(gasUsed), error };
  }),
  eth_getProof: method([R_ADDRESS, required(goStrings), R_BLOCK], async (c, [who, keys, at]) => {
    const proof = await c.proof(
      who,
      keys.map((key) => storageSlot(key)),
      at,
    );
    return {
      ...proof,
      address: who.toLowerCase(),
      balance: qty(BigInt(proof.balance)),
      nonce: qty(BigInt(proof.nonce)),
      storageProof: proof.storageProof.map((p, i) => ({ ...p, key: keys[i], value: qty(BigInt(p.value)) })),
    };
  }),
  eth_getBlockByNumber: method([R_BLOCK_NUMBER, required(goBool)], (c, [at, full]) =>
    blockAnswer(c, c.block(at), full),
  ),
  eth_getBlockByHash: method([R_HASH, required(goBool)], (c, [h, full]) => blockAnswer(c, c.block({ hash: h }), full)),
  eth_getBlockTransactionCountByNumber: method([R_BLOCK_NUMBER], (c, [at]) => {
    const block = c.block(at);
    return block ? qty(block.transactions.length) : null;
  }),
  eth_getBlockTransactionCountByHash: method([R_HASH], (c, [h]) => {
    const block = c.block({ hash: h });
    return block ? qty(block.transactions.length) : null;
  }),
  eth_getTransactionByBlockHashAndIndex: method([R_HASH, required(uint)], (c, [h, i]) =>
    transactionAt(c, c.block({ hash: h }), i),
  ),
  eth_getTransactionByBlockNumberAndIndex: method([R_BLOCK_NUMBER, required(uint)], (c, [at, i]) =>
    transactionAt(c, c.block(at), i),
  ),
  eth_getBlockReceipts: method([R_BLOCK], (c, [at]) => {
    const block = c.block(at);
    return block ? block.transactions.map((h) => c.receipt(h)).flatMap((r) => (r ? [formatReceipt(r)] : [])) : null;
  }),
  eth_getTransactionByHash: method([R_HASH], (c, [h]) => {
    const tx = c.transaction(h);
    return tx ? formatTransaction(tx) : null;
  }),
  eth_getTransactionReceipt: method([R_HASH], (c, [h]) => {
    const receipt = c.receipt(h);
    return receipt ? formatReceipt(receipt) : null;
  }),
  eth_getLogs: method([R_FILTER], (c, [filter]) => c.logs(filter).map((log) => formatLog(log))),
  eth_newFilter: method([R_FILTER], (c, [filter]) => {
    const toBlock = typeof filter.toBlock === "bigint" ? filter.toBlock : undefined;
    c.logs({ ...filter, fromBlock: LATEST, toBlock: LATEST }); // refuses an unknown blockHash now, as geth does
    return c.filters.add(
      toBlock === undefined ? { kind: "logs", criteria: filter } : { kind: "logs", criteria: filter, toBlock },
    );
  }),
  eth_newBlockFilter: method([], (c) => c.filters.add({ kind: "blocks" })),
  eth_newPendingTransactionFilter: method([], (c) => c.filters.add({ kind: "pending" })),
  eth_getFilterChanges: method([R_FILTER_ID], (c, [id]) =>
    c.filters.changes(id as Hex).map((entry) => (typeof entry === "string" ? entry : formatLog(entry as ChainLog))),
  ),
  eth_getFilterLogs: method([R_FILTER_ID], (c, [id]) => {
    const filter = c.filters.get(id as Hex);
    if (filter.kind !== "logs") throw refuse("filter not found");
    return c.logs(filter.criteria).map((log) => formatLog(log));
  }),
  eth_uninstallFilter: method([R_FILTER_ID], (c, [id]) => c.filters.remove(id as Hex)),
  evm_snapshot: method([], async (c) => qty(await c.snapshot())),
  evm_revert: method([required(big)], (c, [id]) => c.revert(id)),
  evm_mine: method([optional(big)], async (c, [timestamp]) => {
    await c.mine(timestamp);
    return "0x0";
  }),
  evm_increaseTime: method([required(quantityOrNumber)], (c, [seconds]) => qty(c.increaseTime(seconds))),
  evm_setNextBlockTimestamp: method([required(quantityOrNumber)], (c, [timestamp]) => {
    c.setNextBlockTimestamp(timestamp);
    return null;
  }),
  anvil_setBalance: setBalance,
  hardhat_setBalance: setBalance,
  anvil_impersonateAccount: impersonate,
  hardhat_impersonateAccount: impersonate,
  anvil_stopImpersonatingAccount: stopImpersonating,
  hardhat_stopImpersonatingAccount: stopImpersonating,
};

/**
 * The sends as the local network serves them (createRequest's `earlyAnswer`): answered once admitted; in automine the
 * block is mined right after, and the request gate holds every later request for it.
 */
export const EARLY_SENDS: Record<string, Method> = {
  eth_sendRawTransaction: method([required(bytes)], (c, [raw]) => c.admitRawTransaction(raw)),
  eth_sendTransaction: method([R_TRANSACTION], (c, [request]) => c.admitTransaction(request)),
};

/** hardhat and anvil take seconds as a JSON number or a hex quantity. */
function quantityOrNumber(value: unknown): bigint {
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  return hexUint64(value);
}
