// Flow kind "chainLink": the chains a node serves, found at run time, each held to the standard methods that need a
// live chain (its coinbase, funded accounts, filters, access lists, proofs). The suite's other node cases address
// the spec's own chain; this flow finds the others: the Data API's chains whose `rpcUrl` is on the node given (as a
// local network's mock lists its executing C-Chain and L1), else the spec's chain endpoint. Each chain's
// `eth_chainId` must be the chain ID the Data API names it by.
import { errorMatches, errorSpecOf, excerpt } from "@avaspec/exchange-checks";
import { checkRestAnswer, type Context, fail, sendRest } from "../checks.js";
import type { CaseResult } from "../results.js";
import type { RpcFlowKind, RpcFlowSource } from "./kind.js";
import { call } from "./steps.js";

/** The Data API's chain listing: each item's `chainId` and `rpcUrl` (seed 002's Chain). */
const LISTING = { operationId: "listChains", path: "/v1/chains", query: { pageSize: "100" } } as const;

/** The methods a chain is held to, in the order they are called; a step runs when the spec has its method. */
const CHAIN_METHODS = [
  "eth_chainId",
  "eth_coinbase",
  "eth_accounts",
  "eth_getProof",
  "eth_createAccessList",
  "eth_newBlockFilter",
  "eth_newFilter",
  "eth_newPendingTransactionFilter",
  "eth_getFilterLogs",
  "eth_sign",
  "eth_fillTransaction",
  "eth_signTransaction",
  "eth_sendTransaction",
  "eth_getTransactionReceipt",
  "eth_getFilterChanges",
  "eth_uninstallFilter",
] as const;
type ChainMethod = (typeof CHAIN_METHODS)[number];

export interface ChainLinkFlow {
  kind: "chainLink";
  api: "node";
  name: string;
  /** the chain endpoint's path when no Data API names the node's chains (the spec's default chain) */
  path: string;
  /** the chain endpoint's template, e.g. /ext/bc/{blockchainId}/rpc: a Data API `rpcUrl` must match it */
  pathTemplate: string;
  /** the steps whose methods the spec has */
  methods: ChainMethod[];
}

export const chainLinkFlows: RpcFlowKind<ChainLinkFlow> = {
  kind: "chainLink",
  derive: deriveChainLink,
  targets: (f) => f.methods as [string, ...string[]],
  run: runChainLink,
};

// ------------------------------------------------------------------ derivation

/** One flow for the endpoint kind that serves chains and takes batches (the chains' JSON-RPC endpoint). */
function deriveChainLink({ ctx, kind, methods }: RpcFlowSource): ChainLinkFlow[] {
  const endpoint = ctx.endpoints[kind];
  if (!endpoint?.chainAliasable || endpoint.batch !== true) return [];
  const names = new Set(methods.map((m) => m.name));
  const present = CHAIN_METHODS.filter((m) => names.has(m));
  if (present[0] !== "eth_chainId") return [];
  const sample = methods.find((m) => m.name === "eth_chainId")!;
  return [
    {
      kind: "chainLink",
      api: "node",
      name:
        "flow: each chain the node serves (the Data API's chains at its rpcUrl path): chain ID, coinbase, accounts, " +
        "filters, access list, proof, signing",
      path: ctx.pathsOf(kind, sample)[0] as string,
      pathTemplate: String(endpoint.path),
      methods: present,
    },
  ];
}

// ------------------------------------------------------------------ run

/**
 * A chain to hold: where it is served, the chain ID the Data API names it by, and whether every step must answer
 * with a result. A chain whose Data API `rpcUrl` is on the node's own origin is one of its live chains: strict. One
 * served at the same path and answering the same `eth_chainId` through another origin (a proxy in front of the node;
 * a mock serving a public chain's ID) and the spec's own chain may answer a step with an error its method declares
 * (a node whose chains keep no state tries refuses eth_getProof).
 */
interface Served {
  path: string;
  chainId?: string;
  strict: boolean;
}

async function runChainLink(ctx: Context, f: ChainLinkFlow, result: CaseResult) {
  const chains = await discover(ctx, f, result);
  for (const chain of chains) await holdChain(ctx, f, chain, result);
}

/** The Data API's chains this node serves (listed with an rpcUrl at the chain endpoint), else the spec's chain. */
async function discover(ctx: Context, f: ChainLinkFlow, result: CaseResult): Promise<Served[]> {
  const data = ctx.options.urls.data;
  const fallback: Served[] = [{ path: f.path, strict: false }];
  if (!data) return fallback;
  const out = await sendRest(ctx, data, { method: "GET", path: LISTING.path, query: LISTING.query, headers: {} });
  if (!out.ok) {
    fail(result, [{ check: "transport", message: out.reason }]);
    return [];
  }
  const checked = checkRestAnswer(ctx, "data", LISTING.operationId, out.answer, "2xx");
  if (fail(result, checked.failures).failures.length) return [];
  const template = new RegExp(`^${f.pathTemplate.replace(/\{\w+\}/g, "[^/]+")}$`);
  const origin = new URL(ctx.options.urls.node as string).origin;
  const items = ((checked.body as { chains?: unknown[] } | undefined)?.chains ?? []) as Record<string, unknown>[];
  const served = new Map<string, Served>();
  for (const item of items) {
    if (typeof item.rpcUrl !== "string" || !URL.canParse(item.rpcUrl)) continue;
    const url = new URL(item.rpcUrl);
    const chainId = String(item.chainId);
    if (!template.test(url.pathname) || served.has(url.pathname)) continue;
    if (url.origin === origin) served.set(url.pathname, { path: url.pathname, chainId, strict: true });
    else if (await answersChainId(ctx, url.pathname, chainId))
      served.set(url.pathname, { path: url.pathname, chainId, strict: false });
  }
  return served.size ? [...served.values()] : fallback;
}

/** Whether the node serves this path with this chain ID (a probe: what it answers otherwise is no failure). */
async function answersChainId(ctx: Context, path: string, chainId: string): Promise<boolean> {
  const answer = await call(ctx, path, "eth_chainId", []);
  return (
    typeof answer.result === "string" &&
    /^0x[0-9a-f]+$/i.test(answer.result) &&
    BigInt(answer.result) === BigInt(chainId)
  );
}

/** Every step on one chain; a step whose input an earlier step did not give (no funded account) is left out. */
async function holdChain(ctx: Context, f: ChainLinkFlow, chain: Served, result: CaseResult) {
  const has = new Set<string>(f.methods);
  const step = async (method: ChainMethod, params: unknown[]): Promise<unknown> => {
    if (!has.has(method)) return undefined;
    const answer = await call(ctx, chain.path, method, params);
    result.seen.push(...answer.seen);
    const excused = !chain.strict && declares(ctx, method, answer.error);
    fail(result, excused ? answer.failures.filter((x) => x.check !== "jsonrpc-expected") : answer.failures);
    return answer.failures.length ? undefined : answer.result;
  };
  const chainId = await step("eth_chainId", []);
  if (chain.chainId !== undefined && typeof chainId === "string" && BigInt(chainId) !== BigInt(chain.chainId)) {
    fail(result, [
      {
        check: "link-chain",
        message: `eth_chainId at ${chain.path} is ${chainId}, the Data API names the chain ${chain.chainId}`,
      },
    ]);
  }
  const coinbase = (await step("eth_coinbase", [])) as string | undefined;
  const accounts = ((await step("eth_accounts", [])) ?? []) as string[];
  const account = typeof accounts[0] === "string" ? accounts[0] : undefined;
  const subject = account ?? coinbase;
  if (subject) {
    await step("eth_getProof", [subject, [], "latest"]);
    await step("eth_createAccessList", [{ from: subject, to: coinbase ?? subject, value: "0x0" }, "latest"]);
  }
  const filters = {
    block: (await step("eth_newBlockFilter", [])) as string | undefined,
    logs: (await step("eth_newFilter", [{ fromBlock: "latest" }])) as string | undefined,
    pending: (await step("eth_newPendingTransactionFilter", [])) as string | undefined,
  };
  if (filters.logs) await step("eth_getFilterLogs", [filters.logs]);
  if (account) await signing(ctx, step, account, coinbase ?? account, result, filters.block);
  for (const id of Object.values(filters)) {
    if (!id) continue;
    await step("eth_getFilterChanges", [id]);
    const removed = await step("eth_uninstallFilter", [id]);
    if (has.has("eth_uninstallFilter") && removed !== true) {
      fail(result, [
        { check: "link-filter", message: `eth_uninstallFilter(${id}) at ${chain.path}: ${excerpt(removed)}` },
      ]);
    }
  }
}

/** Whether the method declares this error (code, and its message or pattern). */
function declares(ctx: Context, method: string, error: { code: number; message: string } | undefined): boolean {
  const declared = ctx.methods.get(method)?.errors ?? [];
  return error !== undefined && declared.some((e) => errorMatches(error, errorSpecOf(e)));
}

type Step = (method: ChainMethod, params: unknown[]) => Promise<unknown>;

/** A funded account signs; with --allow-mutations it sends, and the block filter then lists the block it is in. */
async function signing(
  ctx: Context,
  step: Step,
  from: string,
  to: string,
  result: CaseResult,
  blockFilter: string | undefined,
) {
  await step("eth_sign", [from, "0x61766173706563"]);
  const filled = (await step("eth_fillTransaction", [{ from, to, value: "0x1" }])) as
    | { tx?: Record<string, unknown> }
    | undefined;
  if (filled?.tx) await step("eth_signTransaction", [{ ...transactionArgs(filled.tx), from }]);
  if (!ctx.options.allowMutations) return;
  const hash = await step("eth_sendTransaction", [{ from, to, value: "0x1" }]);
  if (typeof hash !== "string") return;
  const receipt = (await step("eth_getTransactionReceipt", [hash])) as { blockHash?: string } | null | undefined;
  if (!receipt?.blockHash || !blockFilter) return; // mined later (a node with a block time)
  const changes = await step("eth_getFilterChanges", [blockFilter]);
  if (Array.isArray(changes) && !changes.includes(receipt.blockHash)) {
    fail(result, [
      {
        check: "link-filter",
        message: `the block filter's changes ${excerpt(changes)} leave out block ${receipt.blockHash} of ${hash}`,
      },
    ]);
  }
}

/** The transaction arguments of a filled transaction (not its hash and signature, which no request takes). */
function transactionArgs(tx: Record<string, unknown>): Record<string, unknown> {
  const args = ["to", "value", "gas", "nonce", "gasPrice", "maxFeePerGas", "maxPriorityFeePerGas", "input", "chainId"];
  return Object.fromEntries(args.filter((k) => tx[k] !== undefined && tx[k] !== null).map((k) => [k, tx[k]]));
}
