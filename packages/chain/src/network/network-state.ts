// The local network's state as one JSON text (the mocks' --state-file): each chain's own dump (executing/state-file.ts)
// under its blockchain ID, and the times the index accepted the C-Chain's blocks. No file I/O here: the package also
// runs in a browser; the caller reads and writes the text.
import { ChainError } from "../errors.js";
import { MAX_STATE_FILE_BYTES } from "../executing/state-file.js";
import type { LocalNetwork } from "./local-network.js";

const FORMAT = "avaspec-local-network";
const VERSION = 1;

interface NetworkState {
  format: typeof FORMAT;
  version: number;
  networkId: number;
  /** blockchain ID → that chain's dump (its own JSON text) */
  chains: Record<string, string>;
  /** the index's acceptance time of each C-Chain container, in order */
  accepted: string[];
}

/** Every chain of the network and the index's acceptance times, as one JSON text. */
export async function dumpNetworkState(network: LocalNetwork): Promise<string> {
  const chains: Record<string, string> = {};
  for (const { blockchainId, chain } of network.chains) chains[blockchainId] = await chain.dumpState();
  network.cChainIndex.sync();
  const accepted = network.cChainIndex.containers.map((c) => c.timestamp);
  const state: NetworkState = { format: FORMAT, version: VERSION, networkId: network.networkId, chains, accepted };
  return JSON.stringify(state);
}

/**
 * Replaces every chain's contents with a dump's and rebuilds the index with the dumped acceptance times. The dump is
 * checked whole (size, JSON, format, every chain present) before any chain changes.
 */
export async function loadNetworkState(network: LocalNetwork, text: string): Promise<void> {
  const state = parseNetworkState(network, text);
  for (const { blockchainId, chain } of network.chains) await chain.loadState(state.chains[blockchainId] as string);
  const index = network.cChainIndex;
  index.clear();
  index.sync();
  // a block accepted before the dump keeps its time; one the dump did not stamp (none, unless edited) keeps now
  index.containers.forEach((container, i) => {
    const at = state.accepted[i];
    if (typeof at === "string") index.containers[i] = Object.freeze({ ...container, timestamp: at });
  });
}

function parseNetworkState(network: LocalNetwork, text: string): NetworkState {
  const fail = (message: string) => new ChainError(-32000, message);
  if (text.length > MAX_STATE_FILE_BYTES) {
    throw fail(`state file too large: ${text.length} bytes, limit ${MAX_STATE_FILE_BYTES}`);
  }
  let state: NetworkState;
  try {
    state = JSON.parse(text);
  } catch (error) {
    throw fail(`state file is not JSON: ${(error as Error).message}`);
  }
  if (typeof state !== "object" || state === null || state.format !== FORMAT) {
    throw fail(`state file is not a local network's (want "format": "${FORMAT}")`);
  }
  if (state.version !== VERSION) throw fail(`state file version ${String(state.version)} unknown, want ${VERSION}`);
  if (state.networkId !== network.networkId) {
    throw fail(`state file is of network ${String(state.networkId)}, this network is ${network.networkId}`);
  }
  const chains = typeof state.chains === "object" && state.chains !== null ? state.chains : {};
  for (const { blockchainId, name } of network.chains) {
    if (typeof chains[blockchainId] !== "string")
      throw fail(`state file has no state for the ${name} (${blockchainId})`);
  }
  if (!Array.isArray(state.accepted)) throw fail("state file has no accepted times for the index");
  return state;
}
