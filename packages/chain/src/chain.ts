// The one interface both chains implement: the generated world of @avaspec/mocks (read-only, derived from a seed) and
// the executing chain of this package (a real EVM). Readers (the node's eth_ methods, the Data API's blocks) take a
// ChainReader; only the executing chain is a Chain that takes transactions.

/** 0x-prefixed hex, lower case. */
export type Hex = `0x${string}`;

/** A block by number, by tag, or by hash (`{ hash }`). */
export type BlockRef = bigint | "latest" | "pending" | "safe" | "finalized" | "earliest" | { hash: Hex };

export interface ChainLog {
  address: Hex;
  topics: Hex[];
  data: Hex;
  blockNumber: bigint;
  blockHash: Hex;
  blockTimestamp: bigint;
  transactionHash: Hex;
  transactionIndex: number;
  /** position among the logs of its block */
  logIndex: number;
  removed: false;
}

export interface ChainTransaction {
  hash: Hex;
  /** 0 legacy, 1 EIP-2930, 2 EIP-1559 */
  type: 0 | 1 | 2;
  blockHash: Hex;
  blockNumber: bigint;
  blockTimestamp: bigint;
  transactionIndex: number;
  from: Hex;
  to: Hex | null;
  nonce: bigint;
  value: bigint;
  input: Hex;
  gas: bigint;
  /** the effective gas price paid (for EIP-1559, min(maxFee, baseFee + tip)) */
  gasPrice: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  accessList?: { address: Hex; storageKeys: Hex[] }[];
  chainId?: bigint;
  v: bigint;
  r: bigint;
  s: bigint;
}

export interface ChainReceipt {
  transactionHash: Hex;
  transactionIndex: number;
  type: 0 | 1 | 2;
  blockHash: Hex;
  blockNumber: bigint;
  from: Hex;
  to: Hex | null;
  contractAddress: Hex | null;
  cumulativeGasUsed: bigint;
  gasUsed: bigint;
  effectiveGasPrice: bigint;
  status: 0 | 1;
  logs: ChainLog[];
  logsBloom: Hex;
}

export interface ChainBlock {
  number: bigint;
  hash: Hex;
  parentHash: Hex;
  timestamp: bigint;
  gasLimit: bigint;
  gasUsed: bigint;
  baseFeePerGas: bigint;
  miner: Hex;
  stateRoot: Hex;
  transactionsRoot: Hex;
  receiptsRoot: Hex;
  logsBloom: Hex;
  extraData: Hex;
  /** coreth's and subnet-evm's header field: the gas the block's tips had to buy (executing/fees.ts) */
  blockGasCost?: bigint;
  /** Cancun's header fields, as coreth fills them: no blobs (0, 0) and the zero hash as the beacon root (EIP-4788) */
  blobGasUsed?: bigint;
  excessBlobGas?: bigint;
  parentBeaconBlockRoot?: Hex;
  /** the block's RLP, as the index API's container bytes */
  rlp: Hex;
  transactions: Hex[];
}

/** eth_getLogs' filter: a block range or one block hash, addresses (any of), topics by position (null: any). */
export interface LogFilter {
  fromBlock?: BlockRef;
  toBlock?: BlockRef;
  blockHash?: Hex;
  address?: Hex[];
  topics?: (Hex | Hex[] | null)[];
}

/** eth_call's and eth_estimateGas' transaction object. */
export interface CallRequest {
  from?: Hex;
  to?: Hex | null;
  data?: Hex;
  value?: bigint;
  gas?: bigint;
  gasPrice?: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  /** EIP-2930: warmed before the run and paid for in the intrinsic gas, as a mined transaction's list is */
  accessList?: { address: Hex; storageKeys: Hex[] }[];
}

export interface ChainReader {
  readonly chainId: bigint;
  head(): ChainBlock;
  /** undefined: no such block (not mined yet, unknown hash, or older than the blocks kept) */
  block(ref: BlockRef): ChainBlock | undefined;
  transaction(hash: Hex): ChainTransaction | undefined;
  receipt(hash: Hex): ChainReceipt | undefined;
  logs(filter: LogFilter): ChainLog[];
  balance(address: Hex, at?: BlockRef): Promise<bigint>;
  nonce(address: Hex, at?: BlockRef): Promise<bigint>;
  code(address: Hex, at?: BlockRef): Promise<Hex>;
  storageAt(address: Hex, slot: Hex, at?: BlockRef): Promise<Hex>;
  call(request: CallRequest, at?: BlockRef): Promise<Hex>;
  estimateGas(request: CallRequest, at?: BlockRef): Promise<bigint>;
}

/** A chain that takes transactions. */
export interface Chain extends ChainReader {
  /** Checks a signed transaction as the node does, and mines it (automine) or queues it (interval mining). */
  sendRawTransaction(raw: Hex): Promise<Hex>;
}
