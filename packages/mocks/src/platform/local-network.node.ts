// Local mode's chains, in Node: @avaspec/chain's local network, imported only when local mode starts; the Data and
// Metrics mocks take only the mirror of its blocks (@avaspec/chain/views: no EVM in their threads).
import type { createLocalNetwork as create } from "@avaspec/chain";

export const createLocalNetwork: typeof create = async (options) =>
  (await import("@avaspec/chain")).createLocalNetwork(options);
export { BlockMirror } from "@avaspec/chain/views";
