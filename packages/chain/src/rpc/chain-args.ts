// geth's argument decoders (args.ts) read into the chain's own types: block references, call requests and log
// filters as the executing chain takes them. A check geth makes inside the method rather than the decoder (data and
// input both set, more than four topic positions) is its -32000 text here too.
import type { BlockRef, CallRequest, Hex, LogFilter } from "../chain.js";
import { refuse } from "../chain-error.js";
import {
  type BlockNumberArg,
  blockNumber,
  blockNumberOrHash,
  hexBig,
  hexBytes,
  hexUint64,
  logFilter,
  optional,
  required,
  storageSlot,
  type TxArgs,
  txArgs,
  address as goAddress,
  hash as goHash,
} from "./args.js";

/** Topic positions of a log filter (LOG0…LOG4): geth's maxTopics. */
const MAX_TOPICS = 4;

/** coreth's tags as the chain names them: "accepted" (and "finalized", which the decoder reads as it) is finalized. */
const TAG_REFS = {
  earliest: "earliest",
  latest: "latest",
  pending: "pending",
  accepted: "finalized",
  safe: "safe",
} as const;

const numberRef = (arg: BlockNumberArg): bigint | (typeof TAG_REFS)[keyof typeof TAG_REFS] =>
  "tag" in arg ? TAG_REFS[arg.tag] : arg.number;

/** rpc.BlockNumber: a tag or a number, never a hash. */
export const blockNumberRef = (v: unknown) => numberRef(blockNumber(v));

/** rpc.BlockNumberOrHash as a BlockRef; neither a number nor a hash is geth's -32000 from the method. */
export function blockRef(v: unknown): BlockRef {
  const ref = blockNumberOrHash(v);
  if ("neither" in ref) throw refuse("invalid arguments; neither block nor hash specified");
  return "hash" in ref ? { hash: ref.hash as Hex } : numberRef(ref);
}

const CALL_FIELDS = [
  "from",
  "to",
  "value",
  "gas",
  "gasPrice",
  "maxFeePerGas",
  "maxPriorityFeePerGas",
  "accessList",
] as const;

/** ethapi.TransactionArgs as a call: `input` or `data` (both: equal, as CallDefaults checks), fees, gas, accessList. */
function callRequestOf(args: TxArgs): CallRequest {
  if (args.data !== undefined && args.input !== undefined && args.data !== args.input)
    throw refuse('both "data" and "input" are set and not equal. Please use "input" to pass transaction call data');
  const request: Record<string, unknown> = {};
  for (const field of CALL_FIELDS) if (args[field] !== undefined) request[field] = args[field];
  const data = args.input ?? args.data;
  if (data !== undefined) request.data = data;
  return request as CallRequest;
}

export const callRequest = (v: unknown): CallRequest => callRequestOf(txArgs(v));

/** eth_sendTransaction's, eth_fillTransaction's and eth_signTransaction's object: a call that may name its nonce */
export function transactionRequest(v: unknown): CallRequest & { nonce?: bigint } {
  const args = txArgs(v);
  const request = callRequestOf(args);
  return args.nonce === undefined ? request : { ...request, nonce: args.nonce };
}

/** filters.FilterCriteria as a LogFilter; more than four topic positions is geth's errExceedMaxTopics. */
export function logFilterOf(v: unknown): LogFilter {
  const criteria = logFilter(v);
  if (criteria.topics.length > MAX_TOPICS) throw refuse("exceed max topics");
  const filter: LogFilter = {};
  if (criteria.blockHash !== undefined) filter.blockHash = criteria.blockHash as Hex;
  if (criteria.fromBlock !== undefined) filter.fromBlock = numberRef(criteria.fromBlock);
  if (criteria.toBlock !== undefined) filter.toBlock = numberRef(criteria.toBlock);
  if (criteria.addresses.length > 0) filter.address = criteria.addresses as Hex[];
  if (criteria.topics.length > 0) filter.topics = criteria.topics as (Hex[] | null)[];
  return filter;
}

export const address = (v: unknown) => goAddress(v) as Hex;
export const hash = (v: unknown) => goHash(v) as Hex;
export const bytes = (v: unknown) => hexBytes(v) as Hex;
/** hexutil.Uint (an index) */
export const uint = (v: unknown) => hexUint64(v, "hexutil.Uint");
/** hexutil.Big: a value in wei, a snapshot ID */
export const big = (v: unknown) => hexBig(v);

export { optional, required, storageSlot };
