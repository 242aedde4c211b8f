// A mined block, its transactions, receipts and logs as the Chain interface gives them, made once when the block is
// mined (the executing chain keeps these records, not the EVM's objects).
import type { Block } from "@ethereumjs/block";
import type { TypedTransaction } from "@ethereumjs/tx";
import type { RunTxResult } from "@ethereumjs/vm";
import type { ChainBlock, ChainLog, ChainReceipt, ChainTransaction, Hex } from "../chain.js";
import { bytesToFlatHex } from "./flat-hex.js";
import type { KeptBody } from "./kept-blocks.js";

export interface MinedTransaction {
  tx: ChainTransaction;
  receipt: ChainReceipt;
}

/** flat strings: the records are kept as long as the chain (flat-hex.ts) */
const hex = bytesToFlatHex;

/**
 * `transactions`: the block's transactions as taken (an impersonated one has no signature to hash in the block). The
 * block's RLP is made when first read (a block's size, the index's container bytes, a state file) or when the block
 * stops being the head (kept-blocks.ts), not when it is mined (DESIGN.md, "Speed, session 8: mining"). The getter is
 * own and enumerable, so JSON and structured clones see it; spreading the record reads it. It reads `body` (the kept
 * block's, kept-blocks.ts), not `block`: the record must not hold the `Block` once the body lets it go.
 */
export function blockRecord(
  block: Block,
  body: Pick<KeptBody, "serialize">,
  transactions: TypedTransaction[],
  blockGasCost?: bigint,
): ChainBlock {
  const h = block.header;
  let rlp: Hex | undefined;
  return {
    number: h.number,
    hash: hex(block.hash()),
    parentHash: hex(h.parentHash),
    timestamp: h.timestamp,
    gasLimit: h.gasLimit,
    gasUsed: h.gasUsed,
    baseFeePerGas: h.baseFeePerGas ?? 0n,
    miner: hex(h.coinbase.bytes),
    stateRoot: hex(h.stateRoot),
    transactionsRoot: hex(h.transactionsTrie),
    receiptsRoot: hex(h.receiptTrie),
    logsBloom: hex(h.logsBloom),
    extraData: hex(h.extraData),
    ...(h.blobGasUsed === undefined ? {} : { blobGasUsed: h.blobGasUsed }),
    ...(h.excessBlobGas === undefined ? {} : { excessBlobGas: h.excessBlobGas }),
    ...(h.parentBeaconBlockRoot === undefined ? {} : { parentBeaconBlockRoot: hex(h.parentBeaconBlockRoot) }),
    get rlp() {
      rlp ??= hex(body.serialize());
      return rlp;
    },
    transactions: transactions.map((tx) => hex(tx.hash())),
    ...(blockGasCost === undefined ? {} : { blockGasCost }),
  };
}

/** The transactions of a mined block with their receipts and logs; `from` is each sender (impersonated or signed). */
export function minedTransactions(
  record: ChainBlock,
  transactions: TypedTransaction[],
  results: RunTxResult[],
  senders: Hex[],
): MinedTransaction[] {
  let logIndex = 0;
  return transactions.map((tx, index) => {
    const result = results[index];
    const from = senders[index];
    if (!result || !from) throw new Error(`block ${record.number} lacks the result of transaction ${index}`);
    const hash = hex(tx.hash());
    const gasPrice = effectiveGasPrice(tx, record.baseFeePerGas);
    const logs: ChainLog[] = (result.receipt.logs ?? []).map(([address, topics, data]) => ({
      address: hex(address),
      topics: topics.map(hex),
      data: hex(data),
      blockNumber: record.number,
      blockHash: record.hash,
      blockTimestamp: record.timestamp,
      transactionHash: hash,
      transactionIndex: index,
      logIndex: logIndex++,
      removed: false,
    }));
    const type = tx.type as 0 | 1 | 2;
    const to = tx.to ? hex(tx.to.bytes) : null;
    const receipt: ChainReceipt = {
      transactionHash: hash,
      transactionIndex: index,
      type,
      blockHash: record.hash,
      blockNumber: record.number,
      from,
      to,
      contractAddress: result.createdAddress ? hex(result.createdAddress.bytes) : null,
      cumulativeGasUsed: result.receipt.cumulativeBlockGasUsed,
      gasUsed: result.totalGasSpent,
      effectiveGasPrice: gasPrice,
      status: "status" in result.receipt && result.receipt.status === 1 ? 1 : 0,
      logs,
      logsBloom: hex(result.receipt.bitvector),
    };
    return { tx: transactionRecord(tx, record, index, from, gasPrice), receipt };
  });
}

function transactionRecord(
  tx: TypedTransaction,
  block: ChainBlock,
  index: number,
  from: Hex,
  gasPrice: bigint,
): ChainTransaction {
  const common = {
    hash: hex(tx.hash()),
    type: tx.type as 0 | 1 | 2,
    blockHash: block.hash,
    blockNumber: block.number,
    blockTimestamp: block.timestamp,
    transactionIndex: index,
    from,
    to: tx.to ? hex(tx.to.bytes) : null,
    nonce: tx.nonce,
    value: tx.value,
    input: hex(tx.data),
    gas: tx.gasLimit,
    gasPrice,
    v: tx.v ?? 0n,
    r: tx.r ?? 0n,
    s: tx.s ?? 0n,
  };
  if (!("accessList" in tx)) return { ...common, chainId: tx.common.chainId() };
  const accessList = tx.accessList.map(([address, keys]) => ({ address: hex(address), storageKeys: keys.map(hex) }));
  const fees =
    "maxFeePerGas" in tx ? { maxFeePerGas: tx.maxFeePerGas, maxPriorityFeePerGas: tx.maxPriorityFeePerGas } : {};
  return { ...common, ...fees, accessList, chainId: tx.chainId };
}

/** What a transaction paid per gas: its gas price, or for EIP-1559 min(max fee, base fee + tip). */
function effectiveGasPrice(tx: TypedTransaction, baseFee: bigint): bigint {
  if ("maxFeePerGas" in tx) {
    const withTip = baseFee + tx.maxPriorityFeePerGas;
    return withTip < tx.maxFeePerGas ? withTip : tx.maxFeePerGas;
  }
  return (tx as { gasPrice: bigint }).gasPrice;
}
