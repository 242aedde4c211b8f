// @avaspec/chain/views: what the Data and Metrics mocks read of a local network, without its EVM: the chains' names
// and the mirror of their blocks that the node's feed keeps up to date (network/block-view.ts).
export { BlockMirror, type BlockMirrorOptions, type DataApiBlock, MINING_WAIT_MS } from "./network/block-mirror.js";
export type { BlockView, ViewListener, ViewMessage } from "./network/block-view.js";
export {
  LOCAL_C_CHAIN_BLOCKCHAIN_ID,
  LOCAL_CHAINS,
  LOCAL_L1_ALIAS,
  LOCAL_L1_BLOCKCHAIN_ID,
  LOCAL_NETWORK_ID,
  type LocalChainInfo,
} from "./network/ids.js";
