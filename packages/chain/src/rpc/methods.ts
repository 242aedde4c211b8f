// The JSON-RPC methods the executing chain answers, as a table: name → positional parameter decoders and the work.
// Standard eth_/net_/web3_ methods, the six filter methods, and the dev methods of anvil and hardhat.
import type { ChainLog, Hex } from "../chain.js";
import { ChainError, refuse } from "../errors.js";
import type { ExecutingChain } from "../executing/executing-chain.js";
import { BLACKHOLE_ADDRESS } from "../executing/fee-recipient.js";
import { formatBlock, qty } from "./format.js";
import { formatLog, formatReceipt, formatTransaction } from "./format-records.js";
import { formatUnmined, rawTransaction } from "./format-unmined.js";
import {
  address,
  blockRef,
  boolean,
  callRequest,
  data,
  type Decoder,
  filterId,
  hash,
  logFilter,
  quantity,
  storageKeys,
  storageSlot,
  transactionRequest,
} from "./params.js";

export interface Method {
  /** decoders of the positional parameters; the first `required` must be there */
  params: Decoder<unknown>[];
  required: number;
  run(chain: ExecutingChain, args: unknown[]): unknown;
}

/** A method whose parameters are all required unless `required` says fewer. */
export function method<const D extends Decoder<unknown>[]>(
  params: D,
  run: (chain: ExecutingChain, args: { [K in keyof D]: ReturnType<D[K]> }) => unknown,
  required = params.length,
): Method {
  return { params, required, run: run as Method["run"] };
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

const setBalance = method([address, quantity], async (chain, [who, wei]) => {
  await chain.setBalance(who, wei);
  return true;
});
const impersonate = method([address], (chain, [who]) => {
  chain.impersonate(who);
  return null;
});
const stopImpersonating = method([address], (chain, [who]) => {
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
  eth_getBalance: method([address, blockRef], async (c, [a, at]) => qty(await c.balance(a, at ?? LATEST)), 1),
  eth_getTransactionCount: method([address, blockRef], async (c, [a, at]) => qty(await c.nonce(a, at ?? LATEST)), 1),
  eth_getCode: method([address, blockRef], (c, [a, at]) => c.code(a, at ?? LATEST), 1),
  eth_getStorageAt: method(
    [address, quantityOrHash, blockRef],
    (c, [a, slot, at]) => c.storageAt(a, slot, at ?? LATEST),
    2,
  ),
  eth_call: method([callRequest, blockRef], (c, [request, at]) => c.call(request, at ?? LATEST), 1),
  eth_estimateGas: method([callRequest, blockRef], async (c, [r, at]) => qty(await c.estimateGas(r, at ?? LATEST)), 1),
  eth_sendRawTransaction: method([data], (c, [raw]) => c.sendRawTransaction(raw)),
  eth_sendTransaction: method([transactionRequest], (c, [request]) => c.sendTransaction(request)),
  eth_fillTransaction: method([transactionRequest], async (c, [request]) => {
    const tx = await c.fillTransaction(request);
    return { raw: rawTransaction(tx), tx: formatUnmined(tx) };
  }),
  eth_signTransaction: method([transactionRequest], async (c, [request]) => {
    const tx = await c.signTransaction(request);
    return { raw: rawTransaction(tx), tx: formatUnmined(tx) };
  }),
  eth_sign: method([address, data], (c, [who, message]) => c.sign(who, message)),
  eth_createAccessList: method(
    [callRequest, blockRef],
    async (c, [request, at]) => {
      const { accessList, gasUsed, error } = await c.createAccessList(request, at ?? LATEST);
      return error === undefined ? { accessList, gasUsed: qty(gasUsed) } : { accessList, gasUsed: qty(gasUsed), error };
    },
    1,
  ),
  eth_getProof: method([address, storageKeys, blockRef], async (c, [who, keys, at]) => {
    const proof = await c.proof(who, keys.map(storageSlot), at);
    return {
      ...proof,
      address: who.toLowerCase(),
      balance: qty(BigInt(proof.balance)),
      nonce: qty(BigInt(proof.nonce)),
      storageProof: proof.storageProof.map((p, i) => ({ ...p, key: keys[i], value: qty(BigInt(p.value)) })),
    };
  }),
  eth_getBlockByNumber: method([blockRef, boolean], (c, [at, full]) =>
    blockAnswer(c, typeof at === "object" ? undefined : c.block(at), full),
  ),
  eth_getBlockByHash: method([hash, boolean], (c, [h, full]) => blockAnswer(c, c.block({ hash: h }), full)),
  eth_getBlockTransactionCountByNumber: method([blockRef], (c, [at]) => {
    const block = c.block(at);
    return block ? qty(block.transactions.length) : null;
  }),
  eth_getBlockTransactionCountByHash: method([hash], (c, [h]) => {
    const block = c.block({ hash: h });
    return block ? qty(block.transactions.length) : null;
  }),
  eth_getTransactionByBlockHashAndIndex: method([hash, quantity], (c, [h, i]) =>
    transactionAt(c, c.block({ hash: h }), i),
  ),
  eth_getTransactionByBlockNumberAndIndex: method([blockRef, quantity], (c, [at, i]) =>
    transactionAt(c, typeof at === "object" ? undefined : c.block(at), i),
  ),
  eth_getBlockReceipts: method([blockRef], (c, [at]) => {
    const block = c.block(at);
    return block ? block.transactions.map((h) => c.receipt(h)).flatMap((r) => (r ? [formatReceipt(r)] : [])) : null;
  }),
  eth_getTransactionByHash: method([hash], (c, [h]) => {
    const tx = c.transaction(h);
    return tx ? formatTransaction(tx) : null;
  }),
  eth_getTransactionReceipt: method([hash], (c, [h]) => {
    const receipt = c.receipt(h);
    return receipt ? formatReceipt(receipt) : null;
  }),
  eth_getLogs: method([logFilter], (c, [filter]) => c.logs(filter).map((log) => formatLog(log))),
  eth_newFilter: method([logFilter], (c, [filter]) => {
    const toBlock = typeof filter.toBlock === "bigint" ? filter.toBlock : undefined;
    c.logs({ ...filter, fromBlock: LATEST, toBlock: LATEST }); // refuses an unknown blockHash now, as geth does
    return c.filters.add(
      toBlock === undefined ? { kind: "logs", criteria: filter } : { kind: "logs", criteria: filter, toBlock },
    );
  }),
  eth_newBlockFilter: method([], (c) => c.filters.add({ kind: "blocks" })),
  eth_newPendingTransactionFilter: method([], (c) => c.filters.add({ kind: "pending" })),
  eth_getFilterChanges: method([filterId], (c, [id]) =>
    c.filters.changes(id).map((entry) => (typeof entry === "string" ? entry : formatLog(entry as ChainLog))),
  ),
  eth_getFilterLogs: method([filterId], (c, [id]) => {
    const filter = c.filters.get(id);
    if (filter.kind !== "logs") throw refuse("filter not found");
    return c.logs(filter.criteria).map((log) => formatLog(log));
  }),
  eth_uninstallFilter: method([filterId], (c, [id]) => c.filters.remove(id)),
  evm_snapshot: method([], async (c) => qty(await c.snapshot())),
  evm_revert: method([quantity], (c, [id]) => c.revert(id)),
  evm_mine: method(
    [quantity],
    async (c, [timestamp]) => {
      await c.mine(timestamp);
      return "0x0";
    },
    0,
  ),
  evm_increaseTime: method([quantityOrNumber], (c, [seconds]) => qty(c.increaseTime(seconds))),
  evm_setNextBlockTimestamp: method([quantityOrNumber], (c, [timestamp]) => {
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

/** A storage slot: a quantity or a 32-byte word, as geth takes it. */
function quantityOrHash(value: unknown, where: string): Hex {
  if (typeof value === "string" && /^0x[0-9a-f]{1,64}$/i.test(value)) return value.toLowerCase() as Hex;
  throw new ChainError(-32602, `invalid argument ${where}: want a storage slot of up to 32 bytes of hex`);
}

/** hardhat and anvil take seconds as a JSON number or a hex quantity. */
function quantityOrNumber(value: unknown, where: string): bigint {
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  return quantity(value, where);
}
