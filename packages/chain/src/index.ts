export {
  EWOQ_PRIVATE_KEY,
  type FundedAccount,
  localFundedAccounts,
  mnemonicAccounts,
  TEST_MNEMONIC,
} from "./accounts.js";
export type {
  BlockRef,
  CallRequest,
  Chain,
  ChainBlock,
  ChainLog,
  ChainReader,
  ChainReceipt,
  ChainTransaction,
  Hex,
  LogFilter,
} from "./chain.js";
export { ChainError } from "./errors.js";
export type { ChainLimits } from "./executing/limits.js";
export type { AccessListAnswer } from "./executing/access-list.js";
export type { AccessListItem } from "./executing/call.js";
export {
  createExecutingChain,
  ExecutingChain,
  type ExecutingChainOptions,
  type TransactionRequest,
} from "./executing/executing-chain.js";
export { MAX_STATE_FILE_BYTES } from "./executing/state-file.js";
export {
  ALLOW_LIST_ABI,
  FEE_MANAGER_ABI,
  NATIVE_MINTER_ABI,
  PRECOMPILE_ADDRESSES,
} from "./precompiles/interfaces.js";
export {
  type ChainProfile,
  type FeeConfig,
  LOCAL_C_CHAIN,
  LOCAL_SUBNET_EVM_L1,
  type PrecompileConfig,
  type PrecompileKey,
} from "./profiles.js";
export {
  createRequest,
  handleJsonRpc,
  type RequestFunction,
  type RequestOptions,
  type RpcRequest,
} from "./rpc/request.js";
export type { BlockViewFeed } from "./network/block-view.js";
export { AcceptedIndex, formatAcceptedAt, type IndexedContainer } from "./network/accepted-index.js";
export {
  createLocalNetwork,
  LOCAL_C_CHAIN_BLOCKCHAIN_ID,
  LOCAL_L1_ALIAS,
  LOCAL_L1_BLOCKCHAIN_ID,
  LOCAL_NETWORK_ID,
  LocalNetwork,
  type LocalNetworkOptions,
  type NetworkChain,
} from "./network/local-network.js";
export { dumpNetworkState, loadNetworkState } from "./network/network-state.js";
export {
  type DevAction,
  DevControlError,
  describeNetwork,
  type NetworkChainInfo,
  type NetworkDescription,
  runDevControl,
} from "./network/dev-control.js";
