// @avaspec/chain/world: the generated world (a chain derived from a seed, read-only), its ChainReader and the JSON-RPC
// shapes both chains' records are written in, without the EVM: nothing here imports @ethereumjs, so the mocks'
// default mode and their browser bundle never load one.
export type {
  BlockRef,
  CallRequest,
  ChainBlock,
  ChainLog,
  ChainReader,
  ChainReceipt,
  ChainTransaction,
  Hex,
  LogFilter,
} from "../chain.js";
export { formatLog, formatReceipt, formatTransaction, type LogShape, qty } from "../rpc/format-records.js";
export { type Block, Blocks, type WorldChain } from "./blocks.js";
export { CORETH_LOGS, type Flavour, formatBlock, UPGRADES } from "./format-block.js";
export { concatBytes, fromHex, toHex } from "./bytes.js";
export { EMPTY_UNCLES, ZERO_HASH } from "./header-rlp.js";
export { BLACKHOLE } from "../blackhole.js";
export { GeneratedChain, type GeneratedChainOptions, MAX_LOG_BLOCKS } from "./reader.js";
export { worldLogs, worldReceipt, worldTransaction } from "./records.js";
export { quantityBytes, type RlpItem, rlpEncode } from "./rlp.js";
export { hashString, keyedHash64, Seeded } from "./seeded.js";
export {
  type Account,
  ChainWorld,
  CREATE_GAS,
  EMPTY_TRIE_ROOT,
  INTRINSIC_GAS,
  keccakHex,
  logsBloom,
  TRANSFER_TOPIC,
  type WorldHeader,
  type WorldLog,
  type WorldTx,
} from "./world.js";
