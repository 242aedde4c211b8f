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
import { BLACKHOLE } from "../blackhole.js";
import { refuse } from "../chain-error.js";
import { headerRlp } from "./header-rlp.js";
import { worldLogs, worldReceipt, worldTransaction } from "./records.js";
import { type ChainWorld, logsBloom } from "./world.js";

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
    return worldTransaction(this.world, hash, this.headNumber());
  }

  receipt(hash: Hex): ChainReceipt | undefined {
    return worldReceipt(this.world, hash, this.headNumber());
  }

  logs(filter: LogFilter): ChainLog[] {
    const [from, to] = this.#logRange(filter);
    return from > to ? [] : worldLogs(this.world, from, to, filter);
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

  /** The blocks a logs query spans, bounded as the node mock bounds eth_getLogs. */
  #logRange(filter: LogFilter): [number, number] {
    if (filter.blockHash) {
      const n = this.#numberOf({ hash: filter.blockHash });
      if (n === undefined) throw refuse("unknown block");
      return [n, n];
    }
    const head = this.headNumber();
    const from = this.#numberOf(filter.fromBlock ?? "latest") ?? head + 1;
    const to = this.#numberOf(filter.toBlock ?? "latest") ?? head;
    if (to - from >= MAX_LOG_BLOCKS)
      throw refuse(`block range too large: ${to - from + 1} blocks, limit ${MAX_LOG_BLOCKS}`);
    return [from, to];
  }

  #block(n: number): ChainBlock {
    const header = this.world.header(n);
    const txs = this.world.txs(n);
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
