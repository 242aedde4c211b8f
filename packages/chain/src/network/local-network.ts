// avalanchego's local network (`--network-id local`, network ID 12345) as the mocks serve it: the executing C-Chain
// and one subnet-EVM L1, each under its blockchain ID and aliases, the index of the C-Chain's accepted blocks, and a
// reset to genesis. The node mock is a thin adapter over this: it routes /ext/bc/<id>/rpc here.
import { createExecutingChain, type ExecutingChain } from "../executing/executing-chain.js";
import type { ChainLimits } from "../executing/limits.js";
import { type ChainProfile, LOCAL_C_CHAIN, LOCAL_SUBNET_EVM_L1 } from "../profiles.js";
import { METHODS } from "../rpc/methods.js";
import { createRequest, handleJsonRpc, handleJsonRpcMessage, type RequestFunction } from "../rpc/request.js";
import { SUBNET_EVM_METHODS_ON_EVERY_CHAIN } from "../rpc/subnet-evm-methods.js";
import { AcceptedIndex } from "./accepted-index.js";
import { BlockMirror } from "./block-mirror.js";
import { BlockViewFeed } from "./block-view.js";
import { LOCAL_C_CHAIN_BLOCKCHAIN_ID, LOCAL_L1_ALIAS, LOCAL_L1_BLOCKCHAIN_ID, LOCAL_NETWORK_ID } from "./ids.js";

export { LOCAL_C_CHAIN_BLOCKCHAIN_ID, LOCAL_L1_ALIAS, LOCAL_L1_BLOCKCHAIN_ID, LOCAL_NETWORK_ID };

/**
 * What the network's chains serve: the standard and dev methods, and subnet-evm's own on every chain, the C-Chain
 * too, as the mocks' node spec declares them for every chain endpoint (its generated chains answer them).
 */
const NETWORK_METHODS = { ...METHODS, ...SUBNET_EVM_METHODS_ON_EVERY_CHAIN };

/** One chain of the network: its executing chain and the JSON-RPC front the node serves. */
export interface NetworkChain {
  readonly name: string;
  readonly blockchainId: string;
  /** the names /ext/bc/<name>/rpc also answers under */
  readonly aliases: readonly string[];
  readonly chain: ExecutingChain;
  readonly request: RequestFunction;
}

export interface LocalNetworkOptions {
  /** seconds between blocks on every chain; default none (automine: a block per transaction) */
  blockTime?: number;
  /** the wall clock in milliseconds (blocks' timestamps and the index's acceptance times) */
  now?: () => number;
  /** bounds of each chain (see the package README's Limits) */
  limits?: Partial<ChainLimits>;
}

export class LocalNetwork {
  readonly networkId = LOCAL_NETWORK_ID;
  /** the index API's C/block instance: the C-Chain's accepted blocks */
  readonly cChainIndex: AcceptedIndex;
  /** every chain's blocks as the Data and Metrics mocks read them (block-view.ts) */
  readonly views: BlockViewFeed;
  readonly #byName = new Map<string, NetworkChain>();
  readonly #timer: ReturnType<typeof setInterval> | undefined;
  /** per chain, the block it mines after a send's answer, until the index and the views have taken it in */
  readonly #following = new Map<NetworkChain, { mining: Promise<void>; taken: Promise<void> }>();

  constructor(
    readonly chains: readonly NetworkChain[],
    now: () => number,
    blockTime?: number,
  ) {
    for (const chain of chains)
      for (const name of [chain.blockchainId, ...chain.aliases]) this.#byName.set(name, chain);
    this.cChainIndex = new AcceptedIndex(chains[0]!.chain, now);
    this.views = new BlockViewFeed(chains);
    // interval mining adds blocks between requests: the index and the views take them in on the same beat
    if (blockTime !== undefined && blockTime > 0) {
      this.#timer = setInterval(() => this.#sync(), blockTime * 1000);
      this.#timer.unref?.();
    }
  }

  /** A mirror of the views fed directly, for mocks in this thread (another thread subscribes over a MessagePort). */
  mirror(): BlockMirror {
    const mirror = new BlockMirror();
    this.views.subscribe((message) => mirror.apply(message));
    return mirror;
  }

  #sync(): void {
    this.cChainIndex.sync();
    this.views.sync();
  }

  /** The chain a blockchain ID or alias names, if the network runs it. */
  chainNamed(idOrAlias: string): NetworkChain | undefined {
    return this.#byName.get(idOrAlias);
  }

  /** Whether the executing chains answer this JSON-RPC method (the node's other chain methods answer as before). */
  serves(method: string): boolean {
    return Object.hasOwn(NETWORK_METHODS, method);
  }

  /** Answers one HTTP body (a call or a batch) on a chain, then indexes what it mined. */
  async handle(chain: NetworkChain, body: string): Promise<string> {
    try {
      return await handleJsonRpc(chain.request, body);
    } finally {
      this.#afterRequest(chain);
    }
  }

  /** As handle, for a body the server parsed already (the node mock's): it is not written out and read again. */
  async handleMessage(chain: NetworkChain, message: unknown): Promise<string> {
    try {
      return await handleJsonRpcMessage(chain.request, message);
    } finally {
      this.#afterRequest(chain);
    }
  }

  /**
   * The blocks the chains mine after their sends' answers (automine), until the index and the views have them:
   * settles, never rejects. A server in front of the network awaits it before it answers anything (the index API
   * too), so a request received after a send's answer sees its block.
   */
  get mining(): Promise<void> | undefined {
    const taken = [...this.#following.values()].map((f) => f.taken);
    if (taken.length === 0) return undefined;
    return taken.length === 1 ? taken[0] : Promise.all(taken).then(() => undefined);
  }

  /** What the request mined is indexed now; a block still to be mined after its answer, once it is mined. */
  #afterRequest(chain: NetworkChain): void {
    this.#sync();
    const mining = chain.chain.mining;
    if (!mining || this.#following.get(chain)?.mining === mining) return;
    this.views.expectBlock(); // before the answer leaves: a Data or Metrics read in another thread waits for it
    const taken = mining.then(() => {
      if (this.#following.get(chain)?.taken === taken) this.#following.delete(chain);
      try {
        this.cChainIndex.sync();
      } finally {
        this.views.blockMined();
      }
    });
    this.#following.set(chain, { mining, taken });
  }

  /** Every chain back to genesis; the index empties. */
  async reset(): Promise<void> {
    await Promise.all(this.chains.map((c) => c.chain.reset()));
    this.cChainIndex.clear();
    this.views.sync();
  }

  /** Stops interval mining. */
  close(): void {
    if (this.#timer) clearInterval(this.#timer);
    for (const c of this.chains) c.chain.close();
  }
}

/** Starts the local network: the C-Chain (chain ID 43112) and the subnet-EVM L1, each at genesis. */
export async function createLocalNetwork(options: LocalNetworkOptions = {}): Promise<LocalNetwork> {
  const now = options.now ?? Date.now;
  const start = async (profile: ChainProfile, blockchainId: string, aliases: string[]): Promise<NetworkChain> => {
    const chain = await createExecutingChain({ profile, now, blockTime: options.blockTime, limits: options.limits });
    const request = createRequest(chain, NETWORK_METHODS, { earlyAnswer: true });
    return { name: profile.name, blockchainId, aliases, chain, request };
  };
  const chains = await Promise.all([
    start(LOCAL_C_CHAIN, LOCAL_C_CHAIN_BLOCKCHAIN_ID, ["C", "evm"]),
    start(LOCAL_SUBNET_EVM_L1, LOCAL_L1_BLOCKCHAIN_ID, [LOCAL_L1_ALIAS]),
  ]);
  return new LocalNetwork(chains, now, options.blockTime);
}
