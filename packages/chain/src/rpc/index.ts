// @avaspec/chain/rpc: the JSON-RPC pieces both the executing chain and the node mock's default mode use, without the
// EVM: the one error type and geth's argument decoders with their exact texts. Nothing here imports @ethereumjs.
export { ChainError, invalidParams, refuse } from "../chain-error.js";
export {
  address,
  type Arg,
  type BlockNumberArg,
  type BlockRefArg,
  blockNumber,
  blockNumberOrHash,
  type Decoded,
  float64s,
  GoDecodeError,
  goBool,
  goString,
  goStrings,
  hash,
  hexBig,
  hexBytes,
  hexOrDecimal64,
  hexUint64,
  type LogFilterArg,
  logFilter,
  optional,
  overrides,
  parsePositional,
  required,
  storageSlot,
  type TxArgs,
  txArgs,
} from "./args.js";
export { goQuote } from "./go-quote.js";
