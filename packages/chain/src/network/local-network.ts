// avalanchego's local network (`--network-id local`, network ID 12345) as the mocks serve it: the executing C-Chain
// and one subnet-EVM L1, each under its blockchain ID and aliases, the index of the C-Chain's accepted blocks, and a
// reset to genesis. The node mock is a thin adapter over this: it routes /ext/bc/<id>/rpc here.
import { sha256 } from "@noble/hashes/sha2.js";
import { cb58Encode } from "@avaspec/spec-model";
import { createExecutingChain, type ExecutingChain } from "../executing/executing-chain.js";
import type { ChainLimits } from "../executing/limits.js";
import { type ChainProfile, LOCAL_C_CHAIN, LOCAL_SUBNET_EVM_L1 } from "../profiles.js";
import { METHODS } from "../rpc/methods.js";
import { createRequest, handleJsonRpc, type RequestFunction } from "../rpc/request.js";
import { SUBNET_EVM_METHODS_ON_EVERY_CHAIN } from "../rpc/subnet-evm-methods.js";
import { AcceptedIndex } from "./accepted-index.js";

/**
 * What the network's chains serve: the standard and dev methods, and subnet-evm's own on every chain, the C-Chain
 * too, as the mocks' node spec declares them for every chain endpoint (its generated chains answer them).
 */
const NETWORK_METHODS = { ...METHODS, ...SUBNET_EVM_METHODS_ON_EVERY_CHAIN };

/** avalanchego's `--network-id local` is network ID 12345. */
export const LOCAL_NETWORK_ID = 12345;

/** The local network's C-Chain blockchain ID (avalanchego's local genesis). */
export const LOCAL_C_CHAIN_BLOCKCHAIN_ID = "2CA6j5zYzasynPsFeNoqWkmTCt3VScMvXUZHbfDJ8k3oGzAPtU";

/**
 * The L1's blockchain ID. A real one is the ID of the transaction that created the chain (a new one per deployment);
 * this one is derived from a fixed label, so it is the same in every run and in every mock instance.
 */
export const LOCAL_L1_BLOCKCHAIN_ID = cb58Encode(sha256(new TextEncoder().encode("avaspec/local/subnet-evm-l1")));

/** The L1's alias (avalanche-cli names each blockchain; the node serves it at /ext/bc/<alias>/rpc once aliased). */
export const LOCAL_L1_ALIAS = "l1";

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
  readonly #byName = new Map<string, NetworkChain>();

  constructor(
    readonly chains: readonly NetworkChain[],
    now: () => number,
  ) {
    for (const chain of chains)
      for (const name of [chain.blockchainId, ...chain.aliases]) this.#byName.set(name, chain);
    this.cChainIndex = new AcceptedIndex(chains[0]!.chain, now);
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
      this.cChainIndex.sync();
    }
  }

  /** Every chain back to genesis; the index empties. */
  async reset(): Promise<void> {
    await Promise.all(this.chains.map((c) => c.chain.reset()));
    this.cChainIndex.clear();
  }

  /** Stops interval mining. */
  close(): void {
    for (const c of this.chains) c.chain.close();
  }
}

/** Starts the local network: the C-Chain (chain ID 43112) and the subnet-EVM L1, each at genesis. */
export async function createLocalNetwork(options: LocalNetworkOptions = {}): Promise<LocalNetwork> {
  const now = options.now ?? Date.now;
  const start = async (profile: ChainProfile, blockchainId: string, aliases: string[]): Promise<NetworkChain> => {
    const chain = await createExecutingChain({ profile, now, blockTime: options.blockTime, limits: options.limits });
    return { name: profile.name, blockchainId, aliases, chain, request: createRequest(chain, NETWORK_METHODS) };
  };
  const chains = await Promise.all([
    start(LOCAL_C_CHAIN, LOCAL_C_CHAIN_BLOCKCHAIN_ID, ["C", "evm"]),
    start(LOCAL_SUBNET_EVM_L1, LOCAL_L1_BLOCKCHAIN_ID, [LOCAL_L1_ALIAS]),
  ]);
  return new LocalNetwork(chains, now);
}
