// The receiving side of the block feed (block-view.ts): the Data and Metrics mocks' copy of the network's blocks,
// read synchronously by their rules. Bounded as the chain is: at most `maxBlocks` blocks per chain.
import type { Hex } from "../chain.js";
import { DEFAULT_LIMITS } from "../executing/limits.js";
import type { BlockView, ViewMessage } from "./block-view.js";
import { LOCAL_CHAINS, type LocalChainInfo } from "./ids.js";
import { type SettlingFeed, thisRealm } from "./realm.js";

const DAY = 86_400;
/** Whole days before today each day-long rolling window of the Metrics API reaches back. */
const WINDOW_DAYS_BEFORE_TODAY: Record<string, number> = {
  lastDay: 0,
  lastWeek: 6,
  lastMonth: 29,
  last90Days: 89,
  lastYear: 364,
};

/**
 * How long a read waits, at most, for blocks the node is mining after answering their sends (a block runs for at most
 * its gas limit: a 15M-gas loop is about 0.3 s of CPU on a loaded 2-core machine).
 */
export const MINING_WAIT_MS = 2000;

/** Where the node mock listens unless told otherwise (its default port). */
const DEFAULT_NODE_URL = "http://127.0.0.1:9650";

export interface BlockMirrorOptions {
  /** blocks kept per chain; default the chain's own bound (DEFAULT_LIMITS.maxBlocks) */
  maxBlocks?: number;
  /**
   * A message already sent and not yet delivered, if any (worker_threads' receiveMessageOnPort): every read takes
   * them in first, so a block the node mined before it answered is seen by the next Data API request.
   */
  pull?: () => ViewMessage | undefined;
}

/** A Data API block's fields (the spec's Block schema), decimal strings for big numbers. */
export interface DataApiBlock {
  chainId: string;
  blockNumber: string;
  blockTimestamp: number;
  blockHash: string;
  txCount: number;
  baseFee: string;
  gasUsed: string;
  gasLimit: string;
  gasCost: string;
  parentHash: string;
  feesSpent: string;
  cumulativeTransactions: string;
}

export class BlockMirror {
  readonly chains: readonly LocalChainInfo[] = LOCAL_CHAINS;
  readonly #blocks = new Map<string, BlockView[]>();
  readonly #byHash = new Map<string, Map<Hex, BlockView>>();
  readonly #maxBlocks: number;
  readonly #pull: (() => ViewMessage | undefined) | undefined;
  /** the feed's count of blocks being mined after their answers (shared memory), once its message came */
  #pending: Int32Array | undefined;
  /** the feed, when it is in this thread: the count is awaited there, never waited on */
  #localFeed: WeakRef<SettlingFeed> | undefined;
  #nodeUrl = DEFAULT_NODE_URL;

  constructor(options: BlockMirrorOptions = {}) {
    this.#maxBlocks = options.maxBlocks ?? DEFAULT_LIMITS.maxBlocks;
    this.#pull = options.pull;
    for (const c of this.chains) {
      this.#blocks.set(c.blockchainId, []);
      this.#byHash.set(c.blockchainId, new Map());
    }
  }

  /** Takes in one message of the feed; one it does not know is ignored. */
  apply(message: ViewMessage): void {
    if (message?.type === "node" && typeof message.url === "string") this.#nodeUrl = message.url;
    if (message?.type === "mining" && message.pending instanceof Int32Array) this.#follow(message);
    if (message?.type !== "blocks") return;
    const blocks = this.#blocks.get(message.blockchainId);
    const byHash = this.#byHash.get(message.blockchainId);
    if (!blocks || !byHash || !(message.from >= 0) || !Array.isArray(message.blocks)) return;
    for (const gone of blocks.splice(message.from)) byHash.delete(gone.hash);
    for (const block of message.blocks.slice(0, Math.max(0, this.#maxBlocks - blocks.length))) {
      blocks.push(block);
      byHash.set(block.hash, block);
    }
  }

  /**
   * The feed's count of blocks mined after their answers: a mirror in another thread waits on it before a read; one
   * in the feed's own thread could not see them come while it waited, so it keeps the feed for `settled`.
   */
  #follow(message: Extract<ViewMessage, { type: "mining" }>): void {
    const realm = thisRealm();
    if (message.realm !== realm.id) this.#pending = message.pending;
    else this.#localFeed = realm.feeds.get(message.feed);
  }

  /**
   * When the feed is in this thread and blocks whose sends were answered are still being mined: settles once they are
   * taken in. A server in the node's thread awaits it before it answers (its reads cannot wait, they answer at once).
   */
  settled(): Promise<void> | undefined {
    return this.#localFeed?.deref()?.settled;
  }

  /** The chain an EVM chain ID (decimal) or blockchain ID names. */
  chainOf(id: string): LocalChainInfo | undefined {
    return this.chains.find((c) => c.evmChainId === id || c.blockchainId === id);
  }

  /** The node mock endpoint serving the chain (`/ext/bc/<blockchain ID>/rpc`). */
  rpcUrl(chain: LocalChainInfo): string {
    this.#takeIn();
    return `${this.#nodeUrl}/ext/bc/${chain.blockchainId}/rpc`;
  }

  /** The Data API's chain record fields (its Chain schema): the chain reached at the node mock. */
  dataApiChain(chain: LocalChainInfo): Record<string, unknown> {
    return {
      chainId: chain.evmChainId,
      status: "OK",
      chainName: chain.name,
      description: `${chain.name} of avalanchego's local network (network ID 12345), served by avaspec-mock.`,
      platformChainId: chain.blockchainId,
      subnetId: chain.subnetId,
      vmId: chain.vmId,
      vmName: "EVM",
      rpcUrl: this.rpcUrl(chain),
      // optional fields a local network has no value for
      explorerUrl: undefined,
      wsUrl: undefined,
      utilityAddresses: undefined,
      chainLogoUri: undefined,
      isTestnet: true,
      networkToken: { ...chain.token, decimals: 18, logoUri: undefined, description: `Native token of ${chain.name}.` },
      private: false,
      enabledFeatures: [],
    };
  }

  /** The newest block kept, by number. */
  head(chain: LocalChainInfo): BlockView | undefined {
    this.#takeIn();
    return this.#blocks.get(chain.blockchainId)!.at(-1);
  }

  /** A block by number (decimal digits) or by hash, as the Data API's `blockId` gives it. */
  block(chain: LocalChainInfo, blockId: string): BlockView | undefined {
    this.#takeIn();
    const blocks = this.#blocks.get(chain.blockchainId)!;
    if (/^[0-9]{1,16}$/.test(blockId)) return blocks[Number(blockId)];
    return this.#byHash.get(chain.blockchainId)!.get(blockId.toLowerCase() as Hex);
  }

  /** The block in the Data API's fields. */
  dataApiBlock(chain: LocalChainInfo, blockId: string): DataApiBlock | undefined {
    const b = this.block(chain, blockId);
    if (!b) return undefined;
    return {
      chainId: chain.evmChainId,
      blockNumber: String(b.number),
      blockTimestamp: Number(b.timestamp),
      blockHash: b.hash,
      txCount: b.txCount,
      baseFee: String(b.baseFeePerGas),
      gasUsed: String(b.gasUsed),
      gasLimit: String(b.gasLimit),
      gasCost: String(b.blockGasCost),
      parentHash: b.parentHash,
      feesSpent: String(b.feesSpent),
      cumulativeTransactions: String(b.cumulativeTransactions),
    };
  }

  /** Transactions (`txCount`) or gas (`gasUsed`) of the blocks whose timestamps fall in [from, to), Unix seconds. */
  total(chain: LocalChainInfo, metric: "txCount" | "gasUsed", from: number, to: number): number {
    this.#takeIn();
    const blocks = this.#blocks.get(chain.blockchainId)!;
    const cumulative = (b: BlockView | undefined) =>
      b === undefined ? 0n : metric === "txCount" ? b.cumulativeTransactions : b.cumulativeGasUsed;
    // timestamps rise block by block: the sum is a difference of two running totals
    const before = (t: number) => blocks[firstAtOrAfter(blocks, t) - 1];
    return Number(cumulative(before(to)) - cumulative(before(from)));
  }

  /**
   * The Metrics API's rolling windows of `txCount` or `gasUsed` at `now` (Unix seconds), by window name: `lastHour`
   * from this hour's start, `lastDay` from today's (UTC), `lastWeek` from 6 days before it, …, `allTime` everything.
   */
  windows(chain: LocalChainInfo, metric: "txCount" | "gasUsed", now: number, names: readonly string[]) {
    const today = now - (now % DAY);
    const startOf = (name: string) =>
      name === "lastHour"
        ? now - (now % 3600)
        : name === "allTime"
          ? Number.NEGATIVE_INFINITY
          : today - (WINDOW_DAYS_BEFORE_TODAY[name] ?? 0) * DAY;
    return Object.fromEntries(names.map((n) => [n, this.total(chain, metric, startOf(n), Number.POSITIVE_INFINITY)]));
  }

  /**
   * What the port queued, taken in before a read; and when the node is mining blocks whose sends it has answered,
   * those too: the read waits for them (at most MINING_WAIT_MS). Only a mirror fed over a port (`pull`) waits: one
   * fed in the node's own thread would wait for a block its thread cannot mine meanwhile.
   */
  #takeIn(): void {
    if (!this.#pull) return;
    this.#drain();
    const pending = this.#pending;
    if (pending === undefined || Atomics.load(pending, 0) <= 0) return;
    const deadline = Date.now() + MINING_WAIT_MS;
    for (let count = Atomics.load(pending, 0); count > 0; count = Atomics.load(pending, 0)) {
      const left = deadline - Date.now();
      if (left <= 0) break;
      Atomics.wait(pending, 0, count, left);
    }
    this.#drain();
  }

  #drain(): void {
    const pull = this.#pull;
    if (!pull) return;
    for (let message = pull(); message !== undefined; message = pull()) this.apply(message);
  }
}

/** The index of the first block at or after Unix second `t` (blocks.length when none). */
function firstAtOrAfter(blocks: readonly BlockView[], t: number): number {
  let lo = 0;
  let hi = blocks.length;
  if (!Number.isFinite(t)) return t < 0 ? 0 : blocks.length;
  const at = BigInt(Math.ceil(t));
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (blocks[mid]!.timestamp < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
