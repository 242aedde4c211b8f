// The six filter methods over the generated chains, as coreth's FilterAPI answers them (eth/filters/api.go): a
// block filter reports the hashes of the blocks accepted since its last poll, a log filter their matching logs, a
// pending transaction filter nothing (a chain with no pool). Filters are the mock instance's (NodeState.filters).
import { appError } from "../errors.js";
import type { CallContext } from "../handler.js";
import { goBool, goString, type LogFilterArg, logFilter, optional, required } from "@avaspec/chain/rpc";
import { gethMethod } from "./geth-method.js";
import { FILTER_LIMITS, type StoredFilter } from "./filter-store.js";
import { evmOf, filterNumber, getLogs, logsOf } from "./methods.js";

type FilterKind =
  | { kind: "logs"; criteria: LogFilterArg; from: bigint; to: bigint }
  | { kind: "blocks" }
  | { kind: "pending" };
type Filter = FilterKind & Omit<StoredFilter, "kind">;

const filterNotFound = () => appError("filter not found");
const tooManyFilters = () =>
  appError(
    `too many filters: the mock keeps at most ${FILTER_LIMITS.maxFilters} ` +
      "(mock limit; POST /__avaspec/reset clears them)",
  );

/** rpc.BlockNumber values of the filter system: latest -2, pending -1 (filterNumber's). */
const LATEST = -2n;
const PENDING = -1n;

/** coreth's SubscribeAcceptedLogs: the from/to combinations a live log filter can follow. */
function liveRange(criteria: LogFilterArg): { from: bigint; to: bigint } {
  const from = filterNumber(criteria.fromBlock);
  const to = filterNumber(criteria.toBlock);
  const valid =
    (from === PENDING && to === PENDING) ||
    (from === LATEST && to === LATEST) ||
    (from >= 0n && to >= 0n && to >= from) ||
    (from >= LATEST && to === PENDING) ||
    (from >= 0n && to === LATEST);
  if (!valid) throw appError("invalid from and to block combination: from > to");
  return { from, to };
}

function install(ctx: CallContext, kind: FilterKind): string {
  const evm = evmOf(ctx);
  const now = ctx.state.now();
  const filter: Filter = { ...kind, chainId: ctx.target.chain!.id, seen: evm.headNumber, polledAt: now };
  const id = ctx.state.filters.add(filter, now);
  if (id === undefined) throw tooManyFilters();
  return id;
}

function installed(ctx: CallContext, id: string): Filter {
  const filter = ctx.state.filters.get(id, ctx.target.chain!.id, ctx.state.now());
  if (!filter) throw filterNotFound();
  return filter as Filter; // stored by install() below: a log filter carries its criteria
}

function changes(ctx: CallContext, id: string): unknown[] {
  const evm = evmOf(ctx);
  const filter = installed(ctx, id);
  filter.polledAt = ctx.state.now();
  // the blocks accepted since the last poll: at most 5 minutes of them, or the filter would have timed out
  const first = filter.seen + 1;
  const last = evm.headNumber;
  filter.seen = Math.max(filter.seen, last);
  if (filter.kind === "pending") return [];
  if (filter.kind === "blocks") {
    const hashes: string[] = [];
    for (let n = first; n <= last; n++) hashes.push(evm.world.blocks.hash(n));
    return hashes;
  }
  // coreth's filterLogs: a numeric fromBlock or toBlock bounds which new blocks count
  const lo = filter.from >= 0n && filter.from > BigInt(first) ? Number(filter.from) : first;
  const hi = filter.to >= 0n && filter.to < BigInt(last) ? Number(filter.to) : last;
  return lo > hi ? [] : logsOf(evm, filter.criteria, lo, hi);
}

const filterIdArg = required(goString);

export const FILTER_METHODS = {
  eth_newFilter: gethMethod([required(logFilter)], (ctx: CallContext, criteria) =>
    install(ctx, { kind: "logs", criteria, ...liveRange(criteria) }),
  ),
  eth_newBlockFilter: gethMethod([], (ctx: CallContext) => install(ctx, { kind: "blocks" })),
  eth_newPendingTransactionFilter: gethMethod([optional(goBool)], (ctx: CallContext) =>
    install(ctx, { kind: "pending" }),
  ),
  eth_getFilterChanges: gethMethod([filterIdArg], (ctx: CallContext, id) => changes(ctx, id)),
  eth_getFilterLogs: gethMethod([filterIdArg], (ctx: CallContext, id) => {
    const filter = installed(ctx, id);
    if (filter.kind !== "logs") throw filterNotFound();
    return getLogs(evmOf(ctx), filter.criteria);
  }),
  eth_uninstallFilter: gethMethod([filterIdArg], (ctx: CallContext, id) =>
    ctx.state.filters.remove(id, ctx.target.chain!.id, ctx.state.now()),
  ),
};
