// The filters of eth_newFilter, eth_newBlockFilter and eth_newPendingTransactionFilter: each collects what arrives
// after it is made until eth_getFilterChanges takes it. As geth, a filter nobody polls for five minutes is dropped.
import type { ChainBlock, ChainLog, Hex, LogFilter } from "../chain.js";
import { ChainError } from "../errors.js";
import { logMatches } from "./logs.js";

const FILTER_LIMITS = {
  /** filters held at once */
  maxFilters: 1024,
  /** entries one filter holds between two polls; older ones are dropped */
  maxChanges: 10_000,
  /** geth's filterTimeout */
  idleMs: 5 * 60_000,
};

type Kind = { kind: "logs"; criteria: LogFilter; toBlock?: bigint } | { kind: "blocks" } | { kind: "pending" };

type Filter = Kind & { changes: (Hex | ChainLog)[]; polledAt: number };

const filterNotFound = () => new ChainError(-32000, "filter not found");

export class FilterRegistry {
  readonly #filters = new Map<Hex, Filter>();

  constructor(readonly now: () => number = Date.now) {}

  add(kind: Kind): Hex {
    this.#expire();
    if (this.#filters.size >= FILTER_LIMITS.maxFilters) {
      throw new ChainError(-32000, `too many filters: ${FILTER_LIMITS.maxFilters} installed; uninstall some`);
    }
    const id = randomId();
    this.#filters.set(id, { ...kind, changes: [], polledAt: this.now() });
    return id;
  }

  get(id: Hex): Filter {
    this.#expire();
    const filter = this.#filters.get(id.toLowerCase() as Hex);
    if (!filter) throw filterNotFound();
    return filter;
  }

  /** Takes what the filter collected since the last poll. */
  changes(id: Hex): (Hex | ChainLog)[] {
    const filter = this.get(id);
    filter.polledAt = this.now();
    return filter.changes.splice(0);
  }

  remove(id: Hex): boolean {
    return this.#filters.delete(id.toLowerCase() as Hex);
  }

  onBlock(block: ChainBlock, logs: ChainLog[]): void {
    for (const filter of this.#filters.values()) {
      if (filter.kind === "blocks") push(filter, [block.hash]);
      if (filter.kind === "logs" && (filter.toBlock === undefined || block.number <= filter.toBlock)) {
        push(
          filter,
          logs.filter((log) => logMatches(log, filter.criteria)),
        );
      }
    }
  }

  onPending(hash: Hex): void {
    for (const filter of this.#filters.values()) if (filter.kind === "pending") push(filter, [hash]);
  }

  clear(): void {
    this.#filters.clear();
  }

  #expire(): void {
    const cutoff = this.now() - FILTER_LIMITS.idleMs;
    for (const [id, filter] of this.#filters) if (filter.polledAt < cutoff) this.#filters.delete(id);
  }
}

function push(filter: Filter, items: (Hex | ChainLog)[]): void {
  filter.changes.push(...items);
  const excess = filter.changes.length - FILTER_LIMITS.maxChanges;
  if (excess > 0) filter.changes.splice(0, excess);
}

/** geth's rpc.NewID: 16 random bytes as hex with leading zeros trimmed, so an ID is a quantity (execution-apis) */
function randomId(): Hex {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const digits = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `0x${digits.replace(/^0+/, "") || "0"}`;
}
