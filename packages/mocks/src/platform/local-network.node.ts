// Local mode's chains, in Node: @avaspec/chain's local network and its state file, imported only when local mode
// starts; the Data and Metrics mocks take only the mirror of its blocks (@avaspec/chain/views: no EVM in their
// threads).
import type { createLocalNetwork as create } from "@avaspec/chain";
import type { loadStateFile as load, saveStateFile as save } from "@avaspec/chain/state-file";

export const createLocalNetwork: typeof create = async (options) =>
  (await import("@avaspec/chain")).createLocalNetwork(options);
export const loadStateFile: typeof load = async (network, path) =>
  (await import("@avaspec/chain/state-file")).loadStateFile(network, path);
export const saveStateFile: typeof save = async (network, path) =>
  (await import("@avaspec/chain/state-file")).saveStateFile(network, path);
export { BlockMirror } from "@avaspec/chain/views";
