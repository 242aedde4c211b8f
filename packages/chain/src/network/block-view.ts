// The network's blocks as the Data and Metrics mocks read them. Under the mocks' CLI and startMocks each API runs in
// its own worker thread, so those two cannot hold the network: the node's thread sends them each change as a
// structured-cloneable message (over a MessagePort), and each keeps a mirror (block-mirror.ts). In one process the
// mirror subscribes to the feed directly.
import type { ChainReader, Hex } from "../chain.js";
import { registerFeed, thisRealm } from "./realm.js";

/** One block, with what the Data API shows of its transactions' receipts. */
export interface BlockView {
  number: bigint;
  hash: Hex;
  parentHash: Hex;
  timestamp: bigint;
  gasLimit: bigint;
  gasUsed: bigint;
  baseFeePerGas: bigint;
  /** coreth's and subnet-evm's block gas cost */
  blockGasCost: bigint;
  txCount: number;
  /** Σ gasUsed × effectiveGasPrice over the block's receipts, in wei */
  feesSpent: bigint;
  /** transactions from genesis up to and including this block */
  cumulativeTransactions: bigint;
  /** gas used from genesis up to and including this block (the Metrics API's sums by time) */
  cumulativeGasUsed: bigint;
}

/**
 * A change, as the feed sends it: a chain's blocks from number `from` on are now `blocks` (a block mined: one more;
 * evm_revert or reset: fewer, none after `from`); or where the node mock is reached (the Data API's `rpcUrl`); or,
 * once, the shared count of blocks being mined after their sends' answers, which a mirror in another thread waits on.
 */
export type ViewMessage =
  | { type: "blocks"; blockchainId: string; from: number; blocks: BlockView[] }
  | { type: "node"; url: string }
  | { type: "mining"; pending: Int32Array; realm: number; feed: number };

export type ViewListener = (message: ViewMessage) => void;

/** The publishing side: follows the chains and tells each subscriber what changed since its last sync. */
export class BlockViewFeed {
  readonly #sent = new Map<string, BlockView[]>();
  readonly #listeners = new Set<ViewListener>();
  /** blocks mined after their sends' answers and not sent yet; shared memory, where the platform has it */
  readonly #pending = typeof SharedArrayBuffer === "function" ? new Int32Array(new SharedArrayBuffer(4)) : undefined;
  /** the same count, for this thread's mirrors: settles when it is back to zero */
  #expected = 0;
  #settled: { promise: Promise<void>; resolve: () => void } | undefined;
  readonly #id: number;
  #nodeUrl: string | undefined;

  constructor(private readonly chains: readonly { blockchainId: string; chain: ChainReader }[]) {
    for (const { blockchainId } of chains) this.#sent.set(blockchainId, []);
    this.#id = registerFeed(this);
    this.sync();
  }

  /** Sends the listener every kept block (and the node's URL, once known), then each change. */
  subscribe(listener: ViewListener): () => void {
    if (this.#pending) listener({ type: "mining", pending: this.#pending, realm: thisRealm().id, feed: this.#id });
    if (this.#nodeUrl !== undefined) listener({ type: "node", url: this.#nodeUrl });
    for (const [blockchainId, blocks] of this.#sent) listener({ type: "blocks", blockchainId, from: 0, blocks });
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Where the node mock answers, once its port is open. */
  announceNode(url: string): void {
    this.#nodeUrl = url;
    this.#publish({ type: "node", url });
  }

  /**
   * A block is being mined after its send was answered: until `blockMined`, a mirror's read in another thread waits
   * for it (BlockMirror, MINING_WAIT_MS at most), so a Data request sent after that answer sees the block.
   */
  expectBlock(): void {
    if (this.#pending) Atomics.add(this.#pending, 0, 1);
    if (this.#expected++ > 0) return;
    let resolve = () => {};
    const promise = new Promise<void>((settle) => {
      resolve = settle;
    });
    this.#settled = { promise, resolve };
  }

  /** The expected block is mined (or its mining failed): takes it in, then lets the waiting reads go. */
  blockMined(): void {
    try {
      this.sync();
    } finally {
      // released whatever the sync did: a count left up would hold every mirror's read for its bound
      if (this.#pending) {
        Atomics.sub(this.#pending, 0, 1);
        Atomics.notify(this.#pending, 0);
      }
      if (--this.#expected === 0) {
        this.#settled?.resolve();
        this.#settled = undefined;
      }
    }
  }

  /** While blocks are expected: settles once they are sent (what a mirror in this thread awaits, BlockMirror). */
  get settled(): Promise<void> | undefined {
    return this.#settled?.promise;
  }

  /** Takes in the blocks mined since the last sync, after dropping those the chain took back. */
  sync(): void {
    for (const { blockchainId, chain } of this.chains) {
      const sent = this.#sent.get(blockchainId)!;
      const kept = sent.length;
      while (sent.length > 0 && chain.block(sent[sent.length - 1]!.number)?.hash !== sent[sent.length - 1]!.hash) {
        sent.pop();
      }
      const from = sent.length;
      const head = chain.head().number;
      for (let n = BigInt(from); n <= head; n++) {
        const block = chain.block(n);
        if (!block) break;
        sent.push(blockViewOf(chain, block, sent[sent.length - 1]));
      }
      if (sent.length !== from || from !== kept) {
        this.#publish({ type: "blocks", blockchainId, from, blocks: sent.slice(from) });
      }
    }
  }

  #publish(message: ViewMessage): void {
    for (const listener of this.#listeners) listener(message);
  }
}

function blockViewOf(
  chain: ChainReader,
  block: NonNullable<ReturnType<ChainReader["block"]>>,
  parent: BlockView | undefined,
): BlockView {
  let feesSpent = 0n;
  for (const hash of block.transactions) {
    const receipt = chain.receipt(hash);
    if (receipt) feesSpent += receipt.gasUsed * receipt.effectiveGasPrice;
  }
  const txCount = block.transactions.length;
  return {
    number: block.number,
    hash: block.hash,
    parentHash: block.parentHash,
    timestamp: block.timestamp,
    gasLimit: block.gasLimit,
    gasUsed: block.gasUsed,
    baseFeePerGas: block.baseFeePerGas,
    blockGasCost: block.blockGasCost ?? 0n,
    txCount,
    feesSpent,
    cumulativeTransactions: (parent?.cumulativeTransactions ?? 0n) + BigInt(txCount),
    cumulativeGasUsed: (parent?.cumulativeGasUsed ?? 0n) + block.gasUsed,
  };
}
