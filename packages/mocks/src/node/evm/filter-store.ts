// The filters of the default mode's chains (eth_newFilter, eth_newBlockFilter, eth_newPendingTransactionFilter):
// state of one mock instance, so replicas do not share them. A filter keeps no list of changes: the generated chains
// are a function of the clock, so a filter is the last block it reported and what it matches, and a poll reads the
// blocks accepted since. As coreth, a filter nobody polls for 5 minutes is removed, which also bounds a poll's work:
// it reads at most 5 minutes of blocks.
export const FILTER_LIMITS = {
  /** filters one mock instance holds at once (all chains together) */
  maxFilters: 1024,
  /** coreth's filters.Config.Timeout: a filter not polled for this long is removed */
  idleMs: 5 * 60_000,
} as const;

/** What every filter holds; filters.ts adds what a log filter matches (the store never reads it). */
export interface StoredFilter {
  kind: "logs" | "blocks" | "pending";
  /** the chain (blockchain ID) the filter was made on: another chain's endpoint does not know it */
  chainId: string;
  /** the last block the filter reported (its chain's head when it was made) */
  seen: number;
  polledAt: number;
}

export class FilterStore {
  readonly #filters = new Map<string, StoredFilter>();

  /** Adds a filter; undefined when the store is full. */
  add(filter: StoredFilter, now: number): string | undefined {
    this.#expire(now);
    if (this.#filters.size >= FILTER_LIMITS.maxFilters) return undefined;
    let id: string;
    do id = randomId();
    while (this.#filters.has(id));
    this.#filters.set(id, filter);
    return id;
  }

  /** The chain's filter of that ID (as the node, the exact string it answered), if it is still installed. */
  get(id: string, chainId: string, now: number): StoredFilter | undefined {
    this.#expire(now);
    const filter = this.#filters.get(id);
    return filter?.chainId === chainId ? filter : undefined;
  }

  remove(id: string, chainId: string, now: number): boolean {
    if (!this.get(id, chainId, now)) return false;
    return this.#filters.delete(id);
  }

  clear(): void {
    this.#filters.clear();
  }

  #expire(now: number): void {
    for (const [id, filter] of this.#filters)
      if (now - filter.polledAt >= FILTER_LIMITS.idleMs) this.#filters.delete(id);
  }
}

/** geth's rpc.NewID: 16 random bytes as hex, leading zeros trimmed (a quantity, as execution-apis has it). */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const digits = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `0x${digits.replace(/^0+/, "") || "0"}`;
}
