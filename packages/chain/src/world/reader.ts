// The generated world as a ChainReader: what the default mode serves, read through the interface the executing chain
// implements too. The head follows the caller's clock; nothing executes: call and estimateGas refuse as the node mock
// does (specs/DEVIATIONS.md N14).
import type {
  BlockRef,
  CallRequest,
  ChainBlock,
  ChainLog,
  ChainReader,
  ChainReceipt,
  ChainTransaction,
  Hex,
  LogFilter,
} from "../chain.js";
import { refuse } from "../errors.js";
import { logMatches } from "../executing/logs.js";
import { headerRlp } from "./header-rlp.js";
import { type ChainWorld, logsBloom, type WorldHeader, type WorldLog, type WorldTx } from "./world.js";

/** The coinbase of every Avalanche block: fees are burnt to the black-hole address. */
export const BLACKHOLE: Hex = "0x0100000000000000000000000000000000000000";
/** Blocks one logs query may span (coreth's api-max-blocks-per-request, as the node mock sets it). */
export const MAX_LOG_BLOCKS = 2048;

const notExecuted = (what: string) => refuse(`avaspec-mock does not execute contract code: ${what}`);

export interface GeneratedChainOptions {
  /** the mock's clock, milliseconds since the epoch; the head is the newest block at its second */
  now?: () => number;
}

export class GeneratedChain implements ChainReader {
  readonly chainId: bigint;
  readonly #now: () => number;
  /** the head at the clock's second, kept for that second: every read of one request sees the same head */
  #headAt = { second: Number.NaN, head: 0 };
  /** the last block whose transactions were derived: a block's receipts, read one by one, derive them once */
  #txsAt: { n: number; txs: WorldTx[] } | undefined;

  constructor(
    readonly world: ChainWorld,
    options: GeneratedChainOptions = {},
  ) {
    this.chainId = BigInt(world.chain.evmChainId);
    this.#now = options.now ?? Date.now;
  }

  /** The newest block's number at the clock (block 0 before genesis, as the node mock answers). */
  headNumber(): number {
    const second = Math.floor(this.#now() / 1000);
    if (second !== this.#headAt.second) this.#headAt = { second, head: Math.max(0, this.world.head(second)) };
    return this.#headAt.head;
  }

  head(): ChainBlock {
    return this.#block(this.headNumber());
  }

  block(ref: BlockRef): ChainBlock | undefined {
    const n = this.#numberOf(ref);
    return n === undefined ? undefined : this.#block(n);
  }

  transaction(hash: Hex): ChainTransaction | undefined {
    const found = this.#locate(hash);
    return found && chainTransaction(found.header, found.tx, this.chainId);
  }

  receipt(hash: Hex): ChainReceipt | undefined {
    const found = this.#locate(hash);
    return found && chainReceipt(found.header, found.tx);
  }

  logs(filter: LogFilter): ChainLog[] {
    const out: ChainLog[] = [];
    for (const n of this.#logBlocks(filter)) {
      if (this.world.blocks.txCount(n) === 0) continue;
      const header = this.world.header(n);
      for (const tx of this.#txs(n))
        for (const log of tx.logs) {
          const record = chainLog(header, tx, log);
          if (logMatches(record, filter)) out.push(record);
        }
    }
    return out;
  }

  async balance(address: Hex, at: BlockRef = "latest"): Promise<bigint> {
    return this.world.balance(address, this.#stateBlock(at));
  }

  async nonce(address: Hex, at: BlockRef = "latest"): Promise<bigint> {
    return BigInt(this.world.nonce(address, this.#stateBlock(at)));
  }

  async code(address: Hex, at: BlockRef = "latest"): Promise<Hex> {
    this.#stateBlock(at);
    return this.world.code(address) as Hex;
  }

  async storageAt(address: Hex, slot: Hex, at: BlockRef = "latest"): Promise<Hex> {
    this.#stateBlock(at);
    return this.world.storage(address, BigInt(slot)) as Hex;
  }

  call(_request: CallRequest, _at?: BlockRef): Promise<Hex> {
    return Promise.reject(notExecuted("eth_call"));
  }

  estimateGas(_request: CallRequest, _at?: BlockRef): Promise<bigint> {
    return Promise.reject(notExecuted("eth_estimateGas"));
  }

  /** A block ref as a number this chain has at the clock; undefined past the head or for a hash not its own. */
  #numberOf(ref: BlockRef): number | undefined {
    const head = this.headNumber();
    if (typeof ref === "object") {
      const n = this.world.blocks.numberOfHash(ref.hash);
      return n !== undefined && n <= head ? n : undefined;
    }
    if (typeof ref === "bigint") return ref >= 0n && ref <= BigInt(head) ? Number(ref) : undefined;
    return ref === "earliest" ? 0 : head;
  }

  #stateBlock(at: BlockRef): number {
    const n = this.#numberOf(at);
    if (n === undefined) throw refuse("header not found");
    return n;
  }

  #locate(hash: Hex): { header: WorldHeader; tx: WorldTx } | undefined {
    const at = this.world.locateTx(hash);
    if (!at || at.blockNumber > this.headNumber()) return undefined;
    return { header: this.world.header(at.blockNumber), tx: this.#txs(at.blockNumber)[at.index]! };
  }

  #txs(n: number): WorldTx[] {
    if (this.#txsAt?.n !== n) this.#txsAt = { n, txs: this.world.txs(n) };
    return this.#txsAt.txs;
  }

  #logBlocks(filter: LogFilter): number[] {
    if (filter.blockHash) {
      const n = this.#numberOf({ hash: filter.blockHash });
      if (n === undefined) throw refuse("unknown block");
      return [n];
    }
    const head = this.headNumber();
    const from = this.#numberOf(filter.fromBlock ?? "latest") ?? head + 1;
    const to = this.#numberOf(filter.toBlock ?? "latest") ?? head;
    if (from > to) return [];
    if (to - from >= MAX_LOG_BLOCKS)
      throw refuse(`block range too large: ${to - from + 1} blocks, limit ${MAX_LOG_BLOCKS}`);
    return Array.from({ length: to - from + 1 }, (_, k) => from + k);
  }

  #block(n: number): ChainBlock {
    const header = this.world.header(n);
    const txs = this.#txs(n);
    const fields = {
      number: BigInt(n),
      hash: header.hash as Hex,
      parentHash: header.parentHash as Hex,
      timestamp: BigInt(header.timestamp),
      gasLimit: BigInt(header.gasLimit),
      gasUsed: BigInt(header.gasUsed),
      baseFeePerGas: header.baseFee,
      miner: BLACKHOLE,
      stateRoot: header.stateRoot as Hex,
      transactionsRoot: header.transactionsRoot as Hex,
      receiptsRoot: header.receiptsRoot as Hex,
      logsBloom: logsBloom(txs.flatMap((tx) => tx.logs)) as Hex,
      extraData: header.extraData as Hex,
      blockGasCost: header.blockGasCost,
    };
    return { ...fields, rlp: headerRlp(fields), transactions: txs.map((tx) => tx.hash as Hex) };
  }
}

function chainTransaction(header: WorldHeader, tx: WorldTx, chainId: bigint): ChainTransaction {
  return {
    hash: tx.hash as Hex,
    type: 2,
    blockHash: header.hash as Hex,
    blockNumber: BigInt(header.number),
    blockTimestamp: BigInt(header.timestamp),
    transactionIndex: tx.index,
    from: tx.from as Hex,
    to: tx.to as Hex,
    nonce: BigInt(tx.nonce),
    value: tx.value,
    input: tx.input as Hex,
    gas: BigInt(tx.gas),
    gasPrice: tx.effectiveGasPrice,
    maxFeePerGas: tx.maxFeePerGas,
    maxPriorityFeePerGas: tx.maxPriorityFeePerGas,
    accessList: [],
    chainId,
    v: BigInt(tx.yParity),
    r: tx.r,
    s: tx.s,
  };
}

function chainReceipt(header: WorldHeader, tx: WorldTx): ChainReceipt {
  return {
    transactionHash: tx.hash as Hex,
    transactionIndex: tx.index,
    type: 2,
    blockHash: header.hash as Hex,
    blockNumber: BigInt(header.number),
    from: tx.from as Hex,
    to: tx.to as Hex,
    contractAddress: null,
    cumulativeGasUsed: BigInt(tx.cumulativeGasUsed),
    gasUsed: BigInt(tx.gasUsed),
    effectiveGasPrice: tx.effectiveGasPrice,
    status: 1,
    logs: tx.logs.map((log) => chainLog(header, tx, log)),
    logsBloom: logsBloom(tx.logs) as Hex,
  };
}

function chainLog(header: WorldHeader, tx: WorldTx, log: WorldLog): ChainLog {
  return {
    address: log.address as Hex,
    topics: log.topics as Hex[],
    data: log.data as Hex,
    blockNumber: BigInt(header.number),
    blockHash: header.hash as Hex,
    blockTimestamp: BigInt(header.timestamp),
    transactionHash: tx.hash as Hex,
    transactionIndex: tx.index,
    logIndex: log.logIndex,
    removed: false,
  };
}
