// Local mode (`--network-id local`): the node mock's thin adapter over @avaspec/chain's local network. The chain
// package is imported (through #local-network) only when local mode starts, so the default mode loads none of it.
import type { LocalNetwork, NetworkChain } from "@avaspec/chain";

/** The network IDs the mock serves besides its default generated chains (avalanchego's `--network-id` values). */
export const NETWORK_IDS = ["local"] as const;
export type NetworkId = (typeof NETWORK_IDS)[number];

/** Checks a networkId option; the message lists the values allowed. */
export function checkNetworkId(value: unknown, name = "networkId"): NetworkId | undefined {
  if (value === undefined) return undefined;
  if (!NETWORK_IDS.includes(value as NetworkId)) {
    const allowed = NETWORK_IDS.map((id) => `"${id}"`).join(", ");
    throw new TypeError(
      `${name} must be one of ${allowed} (or left out for the generated chains); got ${JSON.stringify(value)}`,
    );
  }
  return value as NetworkId;
}

/** /ext/bc/<blockchain ID or alias>/rpc */
const CHAIN_RPC_PATH = /^\/ext\/bc\/([^/]+)\/rpc$/;

/** What the dispatcher asks of the executing chains. */
export interface ExecutingChains {
  /**
   * the chain a request path serves, if it is one of the network's; `idOf` gives the chain ID an alias stands for
   * (the node's chain aliaser, which admin.aliasChain adds to)
   */
  chainAt(path: string, idOf?: (name: string) => string | undefined): NetworkChain | undefined;
  serves(method: string): boolean;
  /** one call (parsed JSON, as the dispatcher read it) answered by the chain, as JSON text */
  answer(chain: NetworkChain, message: unknown): Promise<string>;
  readonly network: LocalNetwork;
  /** stops interval mining and writes the state file, when there is one */
  close(): Promise<void>;
}

/** What local mode starts with: the clock, interval mining, the state file (README, "Local network"). */
export interface LocalNetworkStart {
  now?: (() => number) | undefined;
  /** seconds between blocks; default none (a block per transaction) */
  blockTime?: number | undefined;
  /** loaded at start when it exists, written on close */
  stateFile?: string | undefined;
}

/** Starts the local network (loading @avaspec/chain now) and its routing by path. */
export async function startLocalNetwork(options: LocalNetworkStart = {}): Promise<ExecutingChains> {
  const { createLocalNetwork, loadStateFile, saveStateFile } = await import("#local-network");
  const { now, blockTime, stateFile } = options;
  const network = await createLocalNetwork({ now, ...(blockTime === undefined ? {} : { blockTime }) });
  try {
    if (stateFile !== undefined) await loadStateFile(network, stateFile);
  } catch (error) {
    network.close();
    throw error;
  }
  return {
    close: async () => {
      network.close();
      if (stateFile === undefined) return;
      await saveStateFile(network, stateFile).catch((error: Error) => {
        throw new Error(`cannot write the state file ${stateFile}: ${error.message}`);
      });
    },
    network,
    chainAt: (path, idOf) => {
      const name = CHAIN_RPC_PATH.exec(path)?.[1];
      return name === undefined ? undefined : network.chainNamed(idOf?.(name) ?? name);
    },
    serves: (method) => network.serves(method),
    answer: (chain, message) => network.handleMessage(chain, message),
  };
}
