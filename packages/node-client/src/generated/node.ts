// generated, do not edit: made by @avaspec/node-client's generator (generator/component.cjs) from @avaspec/specs/node.openrpc.json (Avalanche node JSON-RPC (admin, index, chain-VM, validators) 0.0.0).
// Regenerate with `pnpm --filter @avaspec/node-client generate`; `check:generated` fails when this file is stale.
/* eslint-disable */
import type { BatchResult, CallOptions, EndpointSpec } from "../runtime.js";

// ---- schemas, and each method's params and result (json-schema-to-typescript)

/**
 * Params of `admin.alias`.
 */
export type AdminAliasParams = {
  /**
   * The API's path after /ext/ (e.g. bc/X).
   */
  endpoint: string;
  /**
   * The alias, at most 512 characters.
   */
  alias: string;
};

/**
 * An empty object.
 */
export type EmptyResult = Record<string, never>;

/**
 * Result of `admin.alias`.
 */
export type AdminAliasResult = EmptyResult;

/**
 * Params of `admin.aliasChain`.
 */
export type AdminAliasChainParams = {
  /**
   * The blockchain's ID.
   */
  chain: string;
  /**
   * The new alias, at most 512 characters.
   */
  alias: string;
};

/**
 * Result of `admin.aliasChain`.
 */
export type AdminAliasChainResult = EmptyResult;

/**
 * A 32-byte ID (container, transaction, blockchain, validation or VM ID) in CB58: base58 of the ID followed by the last 4 bytes of its SHA-256 (a checksum the node verifies; the checksum cannot be expressed in JSON Schema). A malformed ID gives the generic unmarshal error.
 */
export type CB58Id = string;

/**
 * Params of `admin.getChainAliases`.
 */
export type AdminGetChainAliasesParams = {
  /**
   * The blockchain's ID.
   */
  chain: CB58Id;
};

export type ChainAliasesResult = {
  /**
   * Aliases of the chain, including its ID.
   */
  aliases: string[];
};

/**
 * Result of `admin.getChainAliases`.
 */
export type AdminGetChainAliasesResult = ChainAliasesResult;

/**
 * Params of `admin.getLoggerLevel`.
 */
export type AdminGetLoggerLevelParams = {
  /**
   * Name of one logger.
   */
  loggerName?: string | undefined;
};

/**
 * Level of written logs.
 */
export type LogLevel = "VERBO" | "DEBUG" | "TRACE" | "INFO" | "WARN" | "ERROR" | "FATAL" | "OFF";

export type LoggerLevel = {
  /**
   * Level of written logs.
   */
  logLevel: LogLevel;
  /**
   * Level of displayed logs.
   */
  displayLevel: LogLevel;
};

export type LoggerLevelsResult = {
  /**
   * Map from logger name to its levels. A default node has the loggers `C`, `P`, `X`, `main`, `vm-factory`, plus one per subnet chain (keys sorted).
   */
  loggerLevels: {
    [k: string]: LoggerLevel;
  };
};

/**
 * Result of `admin.getLoggerLevel`.
 */
export type AdminGetLoggerLevelResult = LoggerLevelsResult;

/**
 * Params of `admin.loadVMs`.
 */
export type AdminLoadVMsParams = Record<string, never>;

export type LoadVMsResult = {
  /**
   * Map from the ID of each newly loaded VM to its aliases.
   */
  newVMs: {
    [k: string]: string[];
  };
  /**
   * Map from VM ID to the error message of its failed load; present only when at least one VM fails.
   */
  failedVMs?: {
    [k: string]: string;
  } | undefined;
};

/**
 * Result of `admin.loadVMs`.
 */
export type AdminLoadVMsResult = LoadVMsResult;

/**
 * Params of `admin.lockProfile`.
 */
export type AdminLockProfileParams = Record<string, never>;

/**
 * Result of `admin.lockProfile`.
 */
export type AdminLockProfileResult = EmptyResult;

/**
 * Params of `admin.memoryProfile`.
 */
export type AdminMemoryProfileParams = Record<string, never>;

/**
 * Result of `admin.memoryProfile`.
 */
export type AdminMemoryProfileResult = EmptyResult;

/**
 * Params of `admin.setLoggerLevel`.
 */
export type AdminSetLoggerLevelParams = {
  /**
   * Name of one logger.
   */
  loggerName?: string | undefined;
  /**
   * Level of written logs.
   */
  logLevel?: LogLevel | undefined;
  /**
   * Level of displayed logs.
   */
  displayLevel?: LogLevel | undefined;
} & (
  | {
      /**
       * Log level, from least to most severe. Input is case-insensitive (the schema lists the canonical spelling); output is UPPERCASE. The default level of every logger is INFO.
       */
      logLevel: LogLevel;
    }
  | {
      /**
       * Log level, from least to most severe. Input is case-insensitive (the schema lists the canonical spelling); output is UPPERCASE. The default level of every logger is INFO.
       */
      displayLevel: LogLevel;
    }
);

/**
 * Result of `admin.setLoggerLevel`.
 */
export type AdminSetLoggerLevelResult = EmptyResult;

/**
 * Params of `admin.startCPUProfiler`.
 */
export type AdminStartCPUProfilerParams = Record<string, never>;

/**
 * Result of `admin.startCPUProfiler`.
 */
export type AdminStartCPUProfilerResult = EmptyResult;

/**
 * Params of `admin.stopCPUProfiler`.
 */
export type AdminStopCPUProfilerParams = Record<string, never>;

/**
 * Result of `admin.stopCPUProfiler`.
 */
export type AdminStopCPUProfilerResult = EmptyResult;

/**
 * Encoding of container bytes. `hex` is the only accepted value (the node compares case-insensitively, so `HEX` is also accepted; the schema lists the canonical spelling). Omitted or null means hex.
 */
export type Encoding = "hex";

/**
 * Params of `index.getContainerByID`.
 */
export type IndexGetContainerByIDParams = {
  /**
   * Container ID (CB58).
   */
  id: CB58Id;
  /**
   * Must be `hex` (compared case-insensitively by the node). Optional: omitted or null means hex.
   */
  encoding?: Encoding | undefined;
};

/**
 * Decimal count of containers accepted in this index before this one; the first accepted container has index "0".
 */
export type DecimalString = string;

/**
 * A block, vertex or transaction accepted by this node and stored in an index.
 */
export type Container = {
  /**
   * Container ID: CB58 of the SHA-256 of the container's bytes; on the C-Chain's index, the block's hash (coreth's block ID, the Keccak-256 of its header; DEVIATIONS N19).
   */
  id: CB58Id;
  /**
   * Byte representation, hex encoded with 0x prefix: hex(payload) followed by the last 4 bytes of sha256(payload) as a checksum (real clients verify it).
   */
  bytes: string;
  /**
   * Time at which this node accepted the container, RFC 3339 with fractional seconds and a zone offset (e.g. `2021-04-02T15:34:00.262979-07:00`). Containers indexed during bootstrapping carry the bootstrap time, not the network's original acceptance time.
   */
  timestamp: string;
  /**
   * Always `hex`.
   */
  encoding: "hex";
  /**
   * Decimal count of containers accepted in this index before this one; the first accepted container has index "0".
   */
  index: DecimalString;
};

/**
 * Result of `index.getContainerByID`.
 */
export type IndexGetContainerByIDResult = Container;

/**
 * An unsigned 64-bit integer, given as a JSON integer or a decimal string (the node accepts both). The upper bound of the string form (18446744073709551615) cannot be expressed in JSON Schema.
 */
export type Uint64 = number | string;

/**
 * Params of `index.getContainerByIndex`.
 */
export type IndexGetContainerByIndexParams = {
  /**
   * Position of the container in this index (uint64, a JSON integer or a decimal string).
   */
  index: Uint64;
  /**
   * Must be `hex` (compared case-insensitively by the node). Optional: omitted or null means hex.
   */
  encoding?: Encoding | undefined;
};

/**
 * Result of `index.getContainerByIndex`.
 */
export type IndexGetContainerByIndexResult = Container;

/**
 * How many containers to fetch: 0 to 1024 inclusive (MaxFetchedByRange), as a JSON integer or a decimal string (the node accepts both). The bound of the string form cannot be expressed in JSON Schema; a larger value in either form gives the error `numToFetch must be in [0,1024] but is N`.
 */
export type NumToFetch = number | string;

/**
 * Params of `index.getContainerRange`.
 */
export type IndexGetContainerRangeParams = {
  /**
   * Index of the first container to return (uint64, a JSON integer or a decimal string).
   */
  startIndex: Uint64;
  /**
   * Number of containers to return, 0 to 1024 (a JSON integer or a decimal string).
   */
  numToFetch: NumToFetch;
  /**
   * Must be `hex` (compared case-insensitively by the node). Optional: omitted or null means hex.
   */
  encoding?: Encoding | undefined;
};

/**
 * The containers at startIndex, startIndex+1, …, startIndex+numToFetch-1, in index order; fewer when fewer exist. Null when numToFetch is 0 (seed rule 2). The deployed node wraps the array as `{"containers": […]}` and refuses numToFetch 0 (see specs/DEVIATIONS.md).
 */
export type ContainerRange = Container[] | null;

/**
 * Result of `index.getContainerRange`.
 */
export type IndexGetContainerRangeResult = ContainerRange;

/**
 * Params of `index.getIndex`.
 */
export type IndexGetIndexParams = {
  /**
   * Container ID (CB58).
   */
  id: CB58Id;
  /**
   * Must be `hex` (compared case-insensitively by the node). Optional: omitted or null means hex.
   */
  encoding?: Encoding | undefined;
};

export type IndexResult = {
  /**
   * Position of the container in this index (decimal string).
   */
  index: DecimalString;
};

/**
 * Result of `index.getIndex`.
 */
export type IndexGetIndexResult = IndexResult;

/**
 * Params of `index.getLastAccepted`.
 */
export type IndexGetLastAcceptedParams = {
  /**
   * Must be `hex` (compared case-insensitively by the node). Optional: omitted or null means hex.
   */
  encoding?: Encoding | undefined;
};

/**
 * Result of `index.getLastAccepted`.
 */
export type IndexGetLastAcceptedResult = Container;

/**
 * Params of `index.isAccepted`.
 */
export type IndexIsAcceptedParams = {
  /**
   * Container ID (CB58).
   */
  id: CB58Id;
  /**
   * Must be `hex` (compared case-insensitively by the node). Optional: omitted or null means hex.
   */
  encoding?: Encoding | undefined;
};

export type IsAcceptedResult = {
  /**
   * True when the container is in this index; an unknown ID gives false, not an error.
   */
  isAccepted: boolean;
};

/**
 * Result of `index.isAccepted`.
 */
export type IndexIsAcceptedResult = IsAcceptedResult;

/**
 * A block number as a 0x-prefixed hex quantity, or a block tag.
 */
export type BlockNumber = ("latest" | "earliest" | "pending" | "safe" | "finalized" | "accepted") | string;

/**
 * A 32-byte hash, 0x-prefixed hex.
 */
export type Hash = string;

/**
 * A block number (0x-prefixed hex quantity), a block tag, a 32-byte block hash, or the object form `{"blockNumber": …}` / `{"blockHash": …, "requireCanonical": …}` (geth's BlockNumberOrHash). A bare JSON number is not accepted by the node (-32602). In the object form a null field counts as absent; null, or an object with neither field, names no block (-32000 `invalid arguments; neither block nor hash specified`, or null from eth_getBlockReceipts), one with both is refused (-32602). The object's field names match case-insensitively and unknown fields are ignored (Go's encoding/json).
 */
export type BlockNumberOrHash = | BlockNumber
  | Hash
  | null
  | {
      blockNumber?: BlockNumber | null | undefined;
      blockHash?: Hash | null | undefined;
      requireCanonical?: boolean | null | undefined;
    };

/**
 * Params of `eth_feeConfig`.
 */
export type EthFeeConfigParams = [blk?: BlockNumberOrHash & unknown];

/**
 * The fee configuration of a subnet EVM chain. All fields are JSON numbers.
 */
export type FeeConfig = {
  /**
   * Gas limit of a block.
   */
  gasLimit: number;
  /**
   * Target time between blocks, in seconds.
   */
  targetBlockRate: number;
  /**
   * Minimum base fee, in wei.
   */
  minBaseFee: number;
  /**
   * Gas targeted over the 10-second fee window.
   */
  targetGas: number;
  /**
   * Divisor bounding the base fee change per block.
   */
  baseFeeChangeDenominator: number;
  /**
   * Minimum block gas cost.
   */
  minBlockGasCost: number;
  /**
   * Maximum block gas cost.
   */
  maxBlockGasCost: number;
  /**
   * Change of the block gas cost per second off the target block rate.
   */
  blockGasCostStep: number;
};

export type FeeConfigResult = {
  /**
   * The fee configuration of a subnet EVM chain. All fields are JSON numbers.
   */
  feeConfig: FeeConfig;
  /**
   * Block number at which the fee config last changed; 0 when the fee manager precompile is not enabled.
   */
  lastChangedAt: number;
};

/**
 * Result of `eth_feeConfig`.
 */
export type EthFeeConfigResult = FeeConfigResult;

/**
 * Params of `eth_getChainConfig`.
 */
export type EthGetChainConfigParams = [];

/**
 * A 20-byte EVM address, 0x-prefixed hex.
 */
export type Address = string;

/**
 * Configuration of a stateful precompile. The seed lists adminAddresses, blockTimestamp and disable; precompiles carry further keys of their own (enabledAddresses, managerAddresses, initialFeeConfig, quorumNumerator, …), so other properties are allowed. adminAddresses may be null, and is absent from a `disable` entry and from precompiles without an allow list (warpConfig).
 */
export type PrecompileConfig = {
  /**
   * Addresses allowed to change the precompile's settings; may be null.
   */
  adminAddresses?: Address[] | null | undefined;
  /**
   * Timestamp at which the config takes effect.
   */
  blockTimestamp: number;
  /**
   * True when this entry disables the precompile.
   */
  disable?: boolean | undefined;
};

/**
 * One upgrade, keyed by the precompile config name it changes.
 */
export type PrecompileUpgrade = {
  /**
   * Configuration of a stateful precompile. The seed lists adminAddresses, blockTimestamp and disable; precompiles carry further keys of their own (enabledAddresses, managerAddresses, initialFeeConfig, quorumNumerator, …), so other properties are allowed. adminAddresses may be null, and is absent from a `disable` entry and from precompiles without an allow list (warpConfig).
   */
  [k: string]: PrecompileConfig;
};

/**
 * The chain config of a subnet EVM chain (eth_getChainConfig). Fields that a chain does not use (a precompile that was never enabled, a fork block left unset) are omitted by the node; further network-upgrade keys may appear.
 */
export type ChainConfig = {
  /**
   * EVM chain ID.
   */
  chainId: number;
  /**
   * The fee configuration of a subnet EVM chain. All fields are JSON numbers.
   */
  feeConfig: FeeConfig;
  /**
   * Whether block producers may choose their fee recipient.
   */
  allowFeeRecipients?: boolean | undefined;
  /**
   * Block number of activation.
   */
  homesteadBlock?: number | undefined;
  /**
   * Block number of activation.
   */
  eip150Block?: number | undefined;
  /**
   * Hash of the EIP-150 fork block.
   */
  eip150Hash?: Hash | undefined;
  /**
   * Block number of activation.
   */
  eip155Block?: number | undefined;
  /**
   * Block number of activation.
   */
  eip158Block?: number | undefined;
  /**
   * Block number of activation.
   */
  byzantiumBlock?: number | undefined;
  /**
   * Block number of activation.
   */
  constantinopleBlock?: number | undefined;
  /**
   * Block number of activation.
   */
  petersburgBlock?: number | undefined;
  /**
   * Block number of activation.
   */
  istanbulBlock?: number | undefined;
  /**
   * Block number of activation.
   */
  muirGlacierBlock?: number | undefined;
  /**
   * Timestamp of the SubnetEVM upgrade.
   */
  subnetEVMTimestamp?: number | undefined;
  /**
   * Configuration of a stateful precompile. The seed lists adminAddresses, blockTimestamp and disable; precompiles carry further keys of their own (enabledAddresses, managerAddresses, initialFeeConfig, quorumNumerator, …), so other properties are allowed. adminAddresses may be null, and is absent from a `disable` entry and from precompiles without an allow list (warpConfig).
   */
  contractDeployerAllowListConfig?: PrecompileConfig | undefined;
  /**
   * Configuration of a stateful precompile. The seed lists adminAddresses, blockTimestamp and disable; precompiles carry further keys of their own (enabledAddresses, managerAddresses, initialFeeConfig, quorumNumerator, …), so other properties are allowed. adminAddresses may be null, and is absent from a `disable` entry and from precompiles without an allow list (warpConfig).
   */
  contractNativeMinterConfig?: PrecompileConfig | undefined;
  /**
   * Configuration of a stateful precompile. The seed lists adminAddresses, blockTimestamp and disable; precompiles carry further keys of their own (enabledAddresses, managerAddresses, initialFeeConfig, quorumNumerator, …), so other properties are allowed. adminAddresses may be null, and is absent from a `disable` entry and from precompiles without an allow list (warpConfig).
   */
  feeManagerConfig?: PrecompileConfig | undefined;
  /**
   * Upgrades activated after genesis.
   */
  upgrades: {
    /**
     * Items: One upgrade, keyed by the precompile config name it changes.
     */
    precompileUpgrades?: PrecompileUpgrade[] | undefined;
  };
};

/**
 * Result of `eth_getChainConfig`.
 */
export type EthGetChainConfigResult = ChainConfig;

/**
 * Params of `eth_getActivePrecompilesAt`.
 */
export type EthGetActivePrecompilesAtParams = [timestamp?: number];

/**
 * Map from precompile config name to the config active at the timestamp.
 */
export type ActivePrecompiles = {
  /**
   * Configuration of a stateful precompile. The seed lists adminAddresses, blockTimestamp and disable; precompiles carry further keys of their own (enabledAddresses, managerAddresses, initialFeeConfig, quorumNumerator, …), so other properties are allowed. adminAddresses may be null, and is absent from a `disable` entry and from precompiles without an allow list (warpConfig).
   */
  [k: string]: PrecompileConfig;
};

/**
 * Result of `eth_getActivePrecompilesAt`.
 */
export type EthGetActivePrecompilesAtResult = ActivePrecompiles;

/**
 * Params of `eth_getActiveRulesAt`.
 */
export type EthGetActiveRulesAtParams = [timestamp?: number];

/**
 * Ethereum fork rules active at the timestamp (booleans), plus the chain ID.
 */
export type EthRules = {
  ChainID: number;
  IsHomestead: boolean;
  IsEIP150: boolean;
  IsEIP155: boolean;
  IsEIP158: boolean;
  IsByzantium: boolean;
  IsConstantinople: boolean;
  IsPetersburg: boolean;
  IsIstanbul: boolean;
  IsBerlin?: boolean | undefined;
  IsLondon?: boolean | undefined;
  IsMerge?: boolean | undefined;
  IsShanghai?: boolean | undefined;
  IsCancun: boolean;
  IsPrague?: boolean | undefined;
  IsVerkle?: boolean | undefined;
  [k: string]: boolean | number | undefined;
};

/**
 * Avalanche network-upgrade rules active at the timestamp.
 */
export type AvalancheRules = {
  IsSubnetEVM: boolean;
  IsDurango: boolean;
  IsEtna: boolean;
  IsFortuna?: boolean | undefined;
  IsGranite?: boolean | undefined;
  IsHelicon?: boolean | undefined;
  [k: string]: boolean | undefined;
};

export type ActiveRules = {
  /**
   * Ethereum fork rules active at the timestamp (booleans), plus the chain ID.
   */
  ethRules: EthRules;
  /**
   * Avalanche network-upgrade rules active at the timestamp.
   */
  avalancheRules: AvalancheRules;
  /**
   * Precompiles active at the timestamp (only those that have a timestamp), by config name.
   */
  precompiles: {
    [k: string]: {
      /**
       * Activation timestamp.
       */
      timestamp: number;
    };
  };
};

/**
 * Result of `eth_getActiveRulesAt`.
 */
export type EthGetActiveRulesAtResult = ActiveRules;

/**
 * Params of `eth_chainId`.
 */
export type EthChainIdParams = [];

/**
 * An unsigned integer as 0x-prefixed lowercase hex without leading zeros (execution-apis `uint`).
 */
export type Quantity = string;

/**
 * Result of `eth_chainId`.
 */
export type EthChainIdResult = Quantity;

/**
 * Params of `net_version`.
 */
export type NetVersionParams = [];

/**
 * Result of `net_version`.
 */
export type NetVersionResult = DecimalString;

/**
 * Params of `net_listening`.
 */
export type NetListeningParams = [];

/**
 * Result of `net_listening`.
 */
export type NetListeningResult = boolean;

/**
 * Params of `net_peerCount`.
 */
export type NetPeerCountParams = [];

/**
 * Result of `net_peerCount`.
 */
export type NetPeerCountResult = Quantity;

/**
 * Params of `web3_clientVersion`.
 */
export type Web3ClientVersionParams = [];

/**
 * Result of `web3_clientVersion`.
 */
export type Web3ClientVersionResult = string;

/**
 * Bytes as 0x-prefixed hex, two digits per byte, in either case (odd length gives -32602). The empty string is no bytes, as `0x` is (go-ethereum's hexutil allows it).
 */
export type BytesInput = string;

/**
 * Params of `web3_sha3`.
 */
export type Web3Sha3Params = [data: BytesInput];

/**
 * Result of `web3_sha3`.
 */
export type Web3Sha3Result = Hash;

/**
 * Params of `eth_syncing`.
 */
export type EthSyncingParams = [];

/**
 * False when not syncing (always, on Avalanche), or the progress.
 */
export type SyncingStatus = | false
  | {
      /**
       * An unsigned integer as 0x-prefixed lowercase hex without leading zeros (execution-apis `uint`).
       */
      startingBlock?: Quantity | undefined;
      /**
       * An unsigned integer as 0x-prefixed lowercase hex without leading zeros (execution-apis `uint`).
       */
      currentBlock?: Quantity | undefined;
      /**
       * An unsigned integer as 0x-prefixed lowercase hex without leading zeros (execution-apis `uint`).
       */
      highestBlock?: Quantity | undefined;
    };

/**
 * Result of `eth_syncing`.
 */
export type EthSyncingResult = SyncingStatus;

/**
 * Params of `eth_accounts`.
 */
export type EthAccountsParams = [];

/**
 * Result of `eth_accounts`.
 *
 * Items: A 20-byte EVM address, 0x-prefixed hex.
 */
export type EthAccountsResult = Address[];

/**
 * Params of `eth_blockNumber`.
 */
export type EthBlockNumberParams = [];

/**
 * Result of `eth_blockNumber`.
 */
export type EthBlockNumberResult = Quantity;

/**
 * Params of `eth_getBlockByNumber`.
 */
export type EthGetBlockByNumberParams = [block: BlockNumber, hydrated: boolean | null];

/**
 * Atomic transactions of the block (C-Chain only).
 */
export type Bytes = string;

/**
 * A 2048-bit logs bloom filter (256 bytes, lowercase hex).
 */
export type Bloom = string;

/**
 * The hash of the including block; null for a transaction not yet in a block.
 */
export type BlockHashOrNull = Hash | null;

/**
 * An address, or null (a contract creation has no recipient).
 */
export type AddressOrNull = Address | null;

export type AccessListEntry = {
  /**
   * A 20-byte EVM address, 0x-prefixed hex.
   */
  address: Address;
  /**
   * Items: A 32-byte hash, 0x-prefixed hex.
   */
  storageKeys: Hash[];
};

/**
 * A transaction as the node answers it (execution-apis `TransactionInfo`). For a mined EIP-1559 transaction `gasPrice` is the effective price paid (base fee + priority fee). Keys in the node's (struct) order. A mined one carries `blockTimestamp`, which execution-apis requires and geth sends; coreth does not yet (DEVIATIONS).
 */
export type EthTransaction = {
  /**
   * The hash of the including block; null for a transaction not yet in a block.
   */
  blockHash: BlockHashOrNull;
  /**
   * Number of the including block; null while pending.
   */
  blockNumber: Quantity | null;
  /**
   * Timestamp of the including block, in seconds.
   */
  blockTimestamp?: Quantity | undefined;
  /**
   * Sender.
   */
  from: Address;
  /**
   * Gas limit.
   */
  gas: Quantity;
  /**
   * Gas price paid (effective price once mined), in wei.
   */
  gasPrice: Quantity;
  /**
   * Fee cap per gas (EIP-1559), in wei.
   */
  maxFeePerGas?: Quantity | undefined;
  /**
   * Priority fee cap per gas (EIP-1559), in wei.
   */
  maxPriorityFeePerGas?: Quantity | undefined;
  /**
   * Blob fee cap (blob transactions).
   */
  maxFeePerBlobGas?: Quantity | undefined;
  /**
   * Transaction hash.
   */
  hash: Hash;
  /**
   * Call data.
   */
  input: Bytes;
  /**
   * Sender's nonce.
   */
  nonce: Quantity;
  /**
   * An address, or null (a contract creation has no recipient).
   */
  to: AddressOrNull;
  /**
   * Position in the block; null while pending.
   */
  transactionIndex: Quantity | null;
  /**
   * Value transferred, in wei.
   */
  value: Quantity;
  /**
   * Transaction type: 0x0 legacy, 0x1 access list, 0x2 EIP-1559.
   */
  type: Quantity;
  accessList?: AccessListEntry[] | undefined;
  /**
   * EVM chain ID the transaction is signed for.
   */
  chainId?: Quantity | undefined;
  /**
   * Items: A 32-byte hash, 0x-prefixed hex.
   */
  blobVersionedHashes?: Hash[] | undefined;
  /**
   * An unsigned integer as 0x-prefixed lowercase hex without leading zeros (execution-apis `uint`).
   */
  v: Quantity;
  /**
   * An unsigned integer as 0x-prefixed lowercase hex without leading zeros (execution-apis `uint`).
   */
  r: Quantity;
  /**
   * An unsigned integer as 0x-prefixed lowercase hex without leading zeros (execution-apis `uint`).
   */
  s: Quantity;
  /**
   * Parity of the signature's y (0x0 or 0x1).
   */
  yParity?: Quantity | undefined;
};

/**
 * A block as the chain's node answers it (execution-apis `Block` plus the fields coreth and subnet-evm add). `transactions` holds hashes, or whole transactions when asked for hydrated transactions. Avalanche blocks have no uncles, a difficulty of 1 (`totalDifficulty` is the block number) and the zero mix hash and nonce. The C-Chain's coreth adds `blockExtraData`, `extDataHash` and `extDataGasUsed` (atomic transactions); both add `blockGasCost`. Blocks after the Etna upgrade (Cancun) carry `blobGasUsed`, `excessBlobGas` and `parentBeaconBlockRoot`; after Granite, `timestampMilliseconds` and `minDelayExcess`. Keys come sorted, as Go serialises the node's map.
 */
export type EthBlock = {
  /**
   * Base fee per gas of the block, in wei.
   */
  baseFeePerGas?: Quantity | undefined;
  /**
   * Blob gas used (0: Avalanche takes no blobs).
   */
  blobGasUsed?: Quantity | undefined;
  /**
   * Atomic transactions of the block (C-Chain only).
   */
  blockExtraData?: Bytes | undefined;
  /**
   * The block gas cost (the Data API's gasCost).
   */
  blockGasCost?: Quantity | undefined;
  /**
   * Always 1 on Avalanche.
   */
  difficulty: Quantity;
  /**
   * Excess blob gas (0).
   */
  excessBlobGas?: Quantity | undefined;
  /**
   * Gas used by atomic transactions (C-Chain only).
   */
  extDataGasUsed?: Quantity | undefined;
  /**
   * Hash of blockExtraData (C-Chain only).
   */
  extDataHash?: Hash | undefined;
  /**
   * Header extra data (the fee window).
   */
  extraData: Bytes;
  /**
   * Gas limit of the block.
   */
  gasLimit: Quantity;
  /**
   * Gas used by the block's transactions.
   */
  gasUsed: Quantity;
  /**
   * Block hash.
   */
  hash: Hash;
  /**
   * A 2048-bit logs bloom filter (256 bytes, lowercase hex).
   */
  logsBloom: Bloom;
  /**
   * Coinbase: the black-hole address 0x0100…0 on Avalanche.
   */
  miner: Address;
  /**
   * Minimum block delay excess (after Granite).
   */
  minDelayExcess?: Quantity | undefined;
  /**
   * Always zero on Avalanche.
   */
  mixHash: Hash;
  /**
   * Always zero on Avalanche (8 bytes).
   */
  nonce: string;
  /**
   * Block number.
   */
  number: Quantity;
  /**
   * Zero on Avalanche (after Etna).
   */
  parentBeaconBlockRoot?: Hash | undefined;
  /**
   * Hash of the previous block (zero for block 0).
   */
  parentHash: Hash;
  /**
   * Root of the receipts trie.
   */
  receiptsRoot: Hash;
  /**
   * Hash of the (empty) uncle list.
   */
  sha3Uncles: Hash;
  /**
   * Size of the block in bytes.
   */
  size: Quantity;
  /**
   * Root of the state trie after the block.
   */
  stateRoot: Hash;
  /**
   * UNIX time of the block, in seconds.
   */
  timestamp: Quantity;
  /**
   * UNIX time in milliseconds (after Granite).
   */
  timestampMilliseconds?: Quantity | undefined;
  /**
   * Equal to the block number on Avalanche.
   */
  totalDifficulty?: Quantity | undefined;
  /**
   * Transaction hashes, or whole transactions when hydrated transactions were asked for.
   */
  transactions: Hash[] | EthTransaction[];
  /**
   * Root of the transactions trie.
   */
  transactionsRoot: Hash;
  /**
   * Always empty on Avalanche.
   *
   * Items: A 32-byte hash, 0x-prefixed hex.
   */
  uncles: Hash[];
};

/**
 * The block, or null when this node has no block with that hash.
 */
export type EthBlockOrNull = EthBlock | null;

/**
 * Result of `eth_getBlockByNumber`.
 */
export type EthGetBlockByNumberResult = EthBlockOrNull;

/**
 * Params of `eth_getBlockByHash`.
 */
export type EthGetBlockByHashParams = [blockHash: Hash, hydrated: boolean | null];

/**
 * Result of `eth_getBlockByHash`.
 */
export type EthGetBlockByHashResult = EthBlockOrNull;

/**
 * Params of `eth_getBlockTransactionCountByNumber`.
 */
export type EthGetBlockTransactionCountByNumberParams = [block: BlockNumber];

/**
 * A count, or null when this node has no such block.
 */
export type QuantityOrNull = Quantity | null;

/**
 * Result of `eth_getBlockTransactionCountByNumber`.
 */
export type EthGetBlockTransactionCountByNumberResult = QuantityOrNull;

/**
 * Params of `eth_getBlockTransactionCountByHash`.
 */
export type EthGetBlockTransactionCountByHashParams = [blockHash: Hash];

/**
 * Result of `eth_getBlockTransactionCountByHash`.
 */
export type EthGetBlockTransactionCountByHashResult = QuantityOrNull;

/**
 * An unsigned integer as 0x-prefixed hex without leading zeros. The node reads hex digits in either case (and a `0X` prefix), and the empty string as 0 (go-ethereum's hexutil allows it); a leading zero gives `hex number with leading zero digits`, a missing prefix `hex string without 0x prefix` (-32602 `invalid argument N: …`).
 */
export type QuantityInput = string;

/**
 * Params of `eth_getTransactionByBlockNumberAndIndex`.
 */
export type EthGetTransactionByBlockNumberAndIndexParams = [block: BlockNumber, index: QuantityInput];

/**
 * The transaction, or null when it is unknown (or past the block's last index).
 */
export type EthTransactionOrNull = EthTransaction | null;

/**
 * Result of `eth_getTransactionByBlockNumberAndIndex`.
 */
export type EthGetTransactionByBlockNumberAndIndexResult = EthTransactionOrNull;

/**
 * Params of `eth_getTransactionByBlockHashAndIndex`.
 */
export type EthGetTransactionByBlockHashAndIndexParams = [blockHash: Hash, index: QuantityInput];

/**
 * Result of `eth_getTransactionByBlockHashAndIndex`.
 */
export type EthGetTransactionByBlockHashAndIndexResult = EthTransactionOrNull;

/**
 * Params of `eth_getTransactionByHash`.
 */
export type EthGetTransactionByHashParams = [transactionHash: Hash];

/**
 * Result of `eth_getTransactionByHash`.
 */
export type EthGetTransactionByHashResult = EthTransactionOrNull;

/**
 * Params of `eth_getTransactionReceipt`.
 */
export type EthGetTransactionReceiptParams = [transactionHash: Hash];

/**
 * An event log (execution-apis `Log`), keys in the node's order.
 */
export type EthLog = {
  /**
   * Contract that emitted the log.
   */
  address: Address;
  /**
   * Items: A 32-byte hash, 0x-prefixed hex.
   */
  topics: Hash[];
  /**
   * Bytes as 0x-prefixed lowercase hex, two digits per byte.
   */
  data: Bytes;
  /**
   * An unsigned integer as 0x-prefixed lowercase hex without leading zeros (execution-apis `uint`).
   */
  blockNumber: Quantity;
  /**
   * An unsigned integer as 0x-prefixed lowercase hex without leading zeros (execution-apis `uint`).
   */
  blockTimestamp?: Quantity | undefined;
  /**
   * A 32-byte hash, 0x-prefixed hex.
   */
  transactionHash: Hash;
  /**
   * An unsigned integer as 0x-prefixed lowercase hex without leading zeros (execution-apis `uint`).
   */
  transactionIndex: Quantity;
  /**
   * A 32-byte hash, 0x-prefixed hex.
   */
  blockHash: Hash;
  /**
   * Position among the logs of the block.
   */
  logIndex: Quantity;
  /**
   * True when the log was removed by a reorganisation (never on Avalanche).
   */
  removed: boolean;
};

/**
 * A transaction receipt (execution-apis `ReceiptInfo`); keys come sorted, as Go serialises the node's map.
 */
export type EthReceipt = {
  /**
   * An unsigned integer as 0x-prefixed lowercase hex without leading zeros (execution-apis `uint`).
   */
  blobGasPrice?: Quantity | undefined;
  /**
   * An unsigned integer as 0x-prefixed lowercase hex without leading zeros (execution-apis `uint`).
   */
  blobGasUsed?: Quantity | undefined;
  /**
   * A 32-byte hash, 0x-prefixed hex.
   */
  blockHash: Hash;
  /**
   * An unsigned integer as 0x-prefixed lowercase hex without leading zeros (execution-apis `uint`).
   */
  blockNumber: Quantity;
  /**
   * The created contract, for a contract creation.
   */
  contractAddress: AddressOrNull;
  /**
   * Gas used by this and the preceding transactions of the block.
   */
  cumulativeGasUsed: Quantity;
  /**
   * Price per gas paid: base fee + priority fee.
   */
  effectiveGasPrice: Quantity;
  /**
   * A 20-byte EVM address, 0x-prefixed hex.
   */
  from: Address;
  /**
   * Gas used by this transaction alone.
   */
  gasUsed: Quantity;
  /**
   * Items: An event log (execution-apis `Log`), keys in the node's order.
   */
  logs: EthLog[];
  /**
   * A 2048-bit logs bloom filter (256 bytes, lowercase hex).
   */
  logsBloom: Bloom;
  /**
   * Post-state root (pre-Byzantium receipts only).
   */
  root?: Bytes | undefined;
  /**
   * 0x1 success, 0x0 failure.
   */
  status?: Quantity | undefined;
  /**
   * An address, or null (a contract creation has no recipient).
   */
  to: AddressOrNull;
  /**
   * A 32-byte hash, 0x-prefixed hex.
   */
  transactionHash: Hash;
  /**
   * An unsigned integer as 0x-prefixed lowercase hex without leading zeros (execution-apis `uint`).
   */
  transactionIndex: Quantity;
  /**
   * An unsigned integer as 0x-prefixed lowercase hex without leading zeros (execution-apis `uint`).
   */
  type: Quantity;
};

/**
 * The receipt, or null when the transaction is unknown.
 */
export type EthReceiptOrNull = EthReceipt | null;

/**
 * Result of `eth_getTransactionReceipt`.
 */
export type EthGetTransactionReceiptResult = EthReceiptOrNull;

/**
 * Params of `eth_getBlockReceipts`.
 */
export type EthGetBlockReceiptsParams = [block: BlockNumberOrHash];

/**
 * The block's receipts in transaction order, or null when this node has no such block.
 */
export type EthReceiptsOrNull = EthReceipt[] | null;

/**
 * Result of `eth_getBlockReceipts`.
 */
export type EthGetBlockReceiptsResult = EthReceiptsOrNull;

/**
 * Params of `eth_getBalance`.
 */
export type EthGetBalanceParams = [address: Address, block: BlockNumberOrHash];

/**
 * Result of `eth_getBalance`.
 */
export type EthGetBalanceResult = Quantity;

/**
 * Params of `eth_getTransactionCount`.
 */
export type EthGetTransactionCountParams = [address: Address, block: BlockNumberOrHash];

/**
 * Result of `eth_getTransactionCount`.
 */
export type EthGetTransactionCountResult = Quantity;

/**
 * Params of `eth_getCode`.
 */
export type EthGetCodeParams = [address: Address, block: BlockNumberOrHash];

/**
 * Result of `eth_getCode`.
 */
export type EthGetCodeResult = Bytes;

/**
 * Params of `eth_getStorageAt`.
 */
export type EthGetStorageAtParams = [
  address: Address,
  key: string | null,
  block: BlockNumberOrHash
];

/**
 * Result of `eth_getStorageAt`.
 */
export type EthGetStorageAtResult = Hash;

/**
 * Params of `eth_gasPrice`.
 */
export type EthGasPriceParams = [];

/**
 * Result of `eth_gasPrice`.
 */
export type EthGasPriceResult = Quantity;

/**
 * Params of `eth_maxPriorityFeePerGas`.
 */
export type EthMaxPriorityFeePerGasParams = [];

/**
 * Result of `eth_maxPriorityFeePerGas`.
 */
export type EthMaxPriorityFeePerGasResult = Quantity;

/**
 * Params of `eth_baseFee`.
 */
export type EthBaseFeeParams = [];

/**
 * Result of `eth_baseFee`.
 */
export type EthBaseFeeResult = Quantity;

/**
 * Params of `eth_feeHistory`.
 */
export type EthFeeHistoryParams = [
  blockCount: QuantityInput | string | number,
  newestBlock: BlockNumber,
  rewardPercentiles: (number | null)[] | null
];

/**
 * Fees of a range of blocks ending at `newestBlock` (execution-apis `feeHistoryResults`). As coreth answers it: `baseFeePerGas` has one entry per block of the range (execution-apis adds the next block's; see specs/DEVIATIONS.md N13), `reward` is absent when no percentile was asked, and a `blockCount` of 0 gives `{"oldestBlock":"0x0","gasUsedRatio":null}`.
 */
export type FeeHistory = {
  /**
   * Lowest block number of the range.
   */
  oldestBlock: Quantity;
  /**
   * Items: An unsigned integer as 0x-prefixed lowercase hex without leading zeros (execution-apis `uint`).
   */
  baseFeePerGas?: Quantity[] | undefined;
  /**
   * gasUsed / gasLimit per block; null for an empty range.
   */
  gasUsedRatio: number[] | null;
  /**
   * Per block, the priority fee at each requested percentile (weighted by gas used).
   */
  reward?: Quantity[][] | undefined;
};

/**
 * Result of `eth_feeHistory`.
 */
export type EthFeeHistoryResult = FeeHistory;

/**
 * One topic position of a filter: any (null), one topic, or any of several (a null inside matches any). The node stops reading a position at its first null, so what follows it is not checked (`[null, 12.5]` matches any topic; the schema does not say so).
 */
export type FilterTopic = null | Hash | (Hash | null)[];

/**
 * Logs to find: a block range (`fromBlock`, `toBlock`: numbers or tags, default latest) or one block (`blockHash`, not with a range), the emitting contracts (`address`: one or several, at most 1000), and topics by position (at most 4). The node matches field names case-insensitively and ignores unknown ones.
 */
export type LogFilter = {
  fromBlock?: BlockNumber | null | undefined;
  toBlock?: BlockNumber | null | undefined;
  blockHash?: Hash | null | undefined;
  address?: null | Address | Address[] | undefined;
  topics?: null | FilterTopic[] | undefined;
};

/**
 * Params of `eth_getLogs`.
 */
export type EthGetLogsParams = [filter: null | LogFilter];

/**
 * Items: An event log (execution-apis `Log`), keys in the node's order.
 */
export type EthLogs = EthLog[];

/**
 * Result of `eth_getLogs`.
 */
export type EthGetLogsResult = EthLogs;

/**
 * An access list entry in a request (geth's types.AccessTuple): both fields are required, and a null entry, a missing or null `address` or a missing or null `storageKeys` gives -32602 `missing required field '…' for AccessTuple`; a null storage key is refused too. Unknown fields are ignored.
 */
export type AccessListEntryInput = {
  /**
   * A 20-byte EVM address, 0x-prefixed hex.
   */
  address: Address;
  /**
   * Items: A 32-byte hash, 0x-prefixed hex.
   */
  storageKeys: Hash[];
};

/**
 * A transaction to simulate or send (geth's TransactionArgs, execution-apis `GenericTransaction`). Every field is optional, and a null field is left out (every field of geth's struct is a pointer); `to` absent or null is a contract creation. `input` is the call data (`data` is its older name: both set and different is an error). Unknown fields are ignored, and the node matches field names case-insensitively.
 */
export type TransactionArgs = {
  /**
   * Sender (default: the zero address).
   */
  from?: Address | null | undefined;
  /**
   * An address, or null (a contract creation has no recipient).
   */
  to?: AddressOrNull | undefined;
  /**
   * Gas limit.
   */
  gas?: QuantityInput | null | undefined;
  /**
   * Legacy gas price, in wei.
   */
  gasPrice?: QuantityInput | null | undefined;
  /**
   * EIP-1559 fee cap per gas, in wei.
   */
  maxFeePerGas?: QuantityInput | null | undefined;
  /**
   * EIP-1559 priority fee cap per gas, in wei.
   */
  maxPriorityFeePerGas?: QuantityInput | null | undefined;
  /**
   * Value to transfer, in wei.
   */
  value?: QuantityInput | null | undefined;
  nonce?: QuantityInput | null | undefined;
  /**
   * Call data (older name of input).
   */
  data?: BytesInput | null | undefined;
  /**
   * Call data.
   */
  input?: BytesInput | null | undefined;
  accessList?: AccessListEntryInput[] | null | undefined;
  chainId?: QuantityInput | null | undefined;
  /**
   * Transaction type as a hex quantity, read by clients; the node ignores the field, whatever its value.
   */
  type?: unknown;
};

/**
 * Params of `eth_call`.
 */
export type EthCallParams = [
  transaction: null | TransactionArgs,
  block?: BlockNumberOrHash,
  stateOverrides?: Record<string, unknown>,
  blockOverrides?: Record<string, unknown>
];

/**
 * Result of `eth_call`.
 */
export type EthCallResult = Bytes;

/**
 * Params of `eth_estimateGas`.
 */
export type EthEstimateGasParams = [
  transaction: null | TransactionArgs,
  block?: BlockNumberOrHash,
  stateOverrides?: Record<string, unknown>
];

/**
 * Result of `eth_estimateGas`.
 */
export type EthEstimateGasResult = Quantity;

/**
 * Params of `eth_sendRawTransaction`.
 */
export type EthSendRawTransactionParams = [transaction: BytesInput];

/**
 * Result of `eth_sendRawTransaction`.
 */
export type EthSendRawTransactionResult = Hash;

/**
 * Params of `eth_sendTransaction`.
 */
export type EthSendTransactionParams = [transaction: null | TransactionArgs];

/**
 * Result of `eth_sendTransaction`.
 */
export type EthSendTransactionResult = Hash;

/**
 * Params of `eth_newFilter`.
 */
export type EthNewFilterParams = [filter: null | LogFilter];

/**
 * A filter's ID (geth's rpc.ID): 16 random bytes as a hex quantity (leading zeros dropped). A node looks an ID up as the exact string it answered.
 */
export type FilterId = string;

/**
 * Result of `eth_newFilter`.
 */
export type EthNewFilterResult = FilterId;

/**
 * Params of `eth_newBlockFilter`.
 */
export type EthNewBlockFilterParams = [];

/**
 * Result of `eth_newBlockFilter`.
 */
export type EthNewBlockFilterResult = FilterId;

/**
 * Params of `eth_newPendingTransactionFilter`.
 */
export type EthNewPendingTransactionFilterParams = [fullTx?: boolean | null];

/**
 * Result of `eth_newPendingTransactionFilter`.
 */
export type EthNewPendingTransactionFilterResult = FilterId;

/**
 * Params of `eth_getFilterChanges`.
 */
export type EthGetFilterChangesParams = [filterId: string | null];

/**
 * Result of `eth_getFilterChanges`.
 */
export type EthGetFilterChangesResult = Hash[] | EthLogs;

/**
 * Params of `eth_getFilterLogs`.
 */
export type EthGetFilterLogsParams = [filterId: string | null];

/**
 * Result of `eth_getFilterLogs`.
 */
export type EthGetFilterLogsResult = EthLogs;

/**
 * Params of `eth_uninstallFilter`.
 */
export type EthUninstallFilterParams = [filterId: string | null];

/**
 * Result of `eth_uninstallFilter`.
 */
export type EthUninstallFilterResult = boolean;

/**
 * Params of `eth_createAccessList`.
 */
export type EthCreateAccessListParams = [transaction: null | TransactionArgs, block?: BlockNumberOrHash];

/**
 * eth_createAccessList's answer: the access list, the gas the transaction used with it, and the EVM's error when it fails (a revert, out of gas); execution-apis' "Access list result".
 */
export type AccessListResult = {
  accessList: AccessListEntry[];
  /**
   * An unsigned integer as 0x-prefixed lowercase hex without leading zeros (execution-apis `uint`).
   */
  gasUsed: Quantity;
  error?: string | undefined;
};

/**
 * Result of `eth_createAccessList`.
 */
export type EthCreateAccessListResult = AccessListResult;

/**
 * Params of `eth_getProof`.
 */
export type EthGetProofParams = [
  address: Address,
  storageKeys: string[] | null,
  block: BlockNumberOrHash
];

export type StorageProof = {
  /**
   * The slot, as asked.
   */
  key: string;
  /**
   * An unsigned integer as 0x-prefixed lowercase hex without leading zeros (execution-apis `uint`).
   */
  value: Quantity;
  /**
   * Items: Bytes as 0x-prefixed lowercase hex, two digits per byte.
   */
  proof: Bytes[];
};

/**
 * An account's Merkle proof (EIP-1186; execution-apis' AccountProof).
 */
export type AccountProof = {
  /**
   * A 20-byte EVM address, 0x-prefixed hex.
   */
  address: Address;
  /**
   * Items: Bytes as 0x-prefixed lowercase hex, two digits per byte.
   */
  accountProof: Bytes[];
  /**
   * An unsigned integer as 0x-prefixed lowercase hex without leading zeros (execution-apis `uint`).
   */
  balance: Quantity;
  /**
   * A 32-byte hash, 0x-prefixed hex.
   */
  codeHash: Hash;
  /**
   * An unsigned integer as 0x-prefixed lowercase hex without leading zeros (execution-apis `uint`).
   */
  nonce: Quantity;
  /**
   * A 32-byte hash, 0x-prefixed hex.
   */
  storageHash: Hash;
  storageProof: StorageProof[];
};

/**
 * Result of `eth_getProof`.
 */
export type EthGetProofResult = AccountProof;

/**
 * Params of `eth_coinbase`.
 */
export type EthCoinbaseParams = [];

/**
 * Result of `eth_coinbase`.
 */
export type EthCoinbaseResult = Address;

/**
 * Params of `eth_fillTransaction`.
 */
export type EthFillTransactionParams = [transaction: null | TransactionArgs];

/**
 * A transaction in no block (eth_fillTransaction's, unsigned; eth_signTransaction's, signed): execution-apis' unsigned and signed transaction objects. `gasPrice` of an EIP-1559 transaction is its fee cap.
 */
export type UnminedTransaction = {
  /**
   * An unsigned integer as 0x-prefixed lowercase hex without leading zeros (execution-apis `uint`).
   */
  type: Quantity;
  /**
   * An unsigned integer as 0x-prefixed lowercase hex without leading zeros (execution-apis `uint`).
   */
  nonce: Quantity;
  /**
   * An address, or null (a contract creation has no recipient).
   */
  to?: AddressOrNull | undefined;
  /**
   * An unsigned integer as 0x-prefixed lowercase hex without leading zeros (execution-apis `uint`).
   */
  gas: Quantity;
  /**
   * An unsigned integer as 0x-prefixed lowercase hex without leading zeros (execution-apis `uint`).
   */
  value: Quantity;
  /**
   * Bytes as 0x-prefixed lowercase hex, two digits per byte.
   */
  input: Bytes;
  /**
   * An unsigned integer as 0x-prefixed lowercase hex without leading zeros (execution-apis `uint`).
   */
  maxFeePerGas?: Quantity | undefined;
  /**
   * An unsigned integer as 0x-prefixed lowercase hex without leading zeros (execution-apis `uint`).
   */
  maxPriorityFeePerGas?: Quantity | undefined;
  /**
   * An unsigned integer as 0x-prefixed lowercase hex without leading zeros (execution-apis `uint`).
   */
  gasPrice: Quantity;
  /**
   * An unsigned integer as 0x-prefixed lowercase hex without leading zeros (execution-apis `uint`).
   */
  chainId?: Quantity | undefined;
  accessList?: AccessListEntry[] | undefined;
  /**
   * An unsigned integer as 0x-prefixed lowercase hex without leading zeros (execution-apis `uint`).
   */
  v?: Quantity | undefined;
  /**
   * An unsigned integer as 0x-prefixed lowercase hex without leading zeros (execution-apis `uint`).
   */
  r?: Quantity | undefined;
  /**
   * An unsigned integer as 0x-prefixed lowercase hex without leading zeros (execution-apis `uint`).
   */
  s?: Quantity | undefined;
  /**
   * An unsigned integer as 0x-prefixed lowercase hex without leading zeros (execution-apis `uint`).
   */
  yParity?: Quantity | undefined;
  /**
   * A 32-byte hash, 0x-prefixed hex.
   */
  hash?: Hash | undefined;
};

/**
 * eth_fillTransaction's answer - the unsigned transaction's encoding (`raw`) and its fields (`tx`).
 */
export type FilledTransaction = {
  /**
   * Bytes as 0x-prefixed lowercase hex, two digits per byte.
   */
  raw: Bytes;
  /**
   * A transaction in no block (eth_fillTransaction's, unsigned; eth_signTransaction's, signed): execution-apis' unsigned and signed transaction objects. `gasPrice` of an EIP-1559 transaction is its fee cap.
   */
  tx: UnminedTransaction;
};

/**
 * Result of `eth_fillTransaction`.
 */
export type EthFillTransactionResult = FilledTransaction;

/**
 * Params of `eth_sign`.
 */
export type EthSignParams = [address: Address, message: BytesInput];

/**
 * A 65-byte secp256k1 signature, r ‖ s ‖ v (v 27 or 28).
 */
export type Signature = string;

/**
 * Result of `eth_sign`.
 */
export type EthSignResult = Signature;

/**
 * Params of `eth_signTransaction`.
 */
export type EthSignTransactionParams = [transaction: null | TransactionArgs];

/**
 * eth_signTransaction's answer - the signed transaction's encoding (`raw`) and its fields (`tx`).
 */
export type SignedTransactionResult = {
  /**
   * Bytes as 0x-prefixed lowercase hex, two digits per byte.
   */
  raw: Bytes;
  /**
   * A transaction in no block (eth_fillTransaction's, unsigned; eth_signTransaction's, signed): execution-apis' unsigned and signed transaction objects. `gasPrice` of an EIP-1559 transaction is its fee cap.
   */
  tx: UnminedTransaction;
};

/**
 * Result of `eth_signTransaction`.
 */
export type EthSignTransactionResult = SignedTransactionResult;

/**
 * A node identifier, `NodeID-` followed by the CB58 of a 20-byte short ID.
 */
export type NodeId = string;

/**
 * Params of `validators.getCurrentValidators`.
 */
export type ValidatorsGetCurrentValidatorsParams = {
  /**
   * Node IDs to return; omitted or empty means all.
   *
   * Items: A node identifier, `NodeID-` followed by the CB58 of a 20-byte short ID.
   */
  nodeIDs?: NodeId[] | undefined;
};

export type Validator = {
  /**
   * Validation ID for L1s; the add-subnet-validator transaction ID for subnets.
   */
  validationID: CB58Id;
  /**
   * A node identifier, `NodeID-` followed by the CB58 of a 20-byte short ID.
   */
  nodeID: NodeId;
  /**
   * Validator weight, often stake.
   */
  weight: number;
  /**
   * UNIX time validation started.
   */
  startTimestamp: number;
  /**
   * For an L1 validator, true when it has enough continuous fees paid on the P-Chain; always true for a subnet validator.
   */
  isActive: boolean;
  /**
   * L1 validator (true) versus subnet validator (false).
   */
  isL1Validator: boolean;
  /**
   * The validator is currently connected to the node answering.
   */
  isConnected: boolean;
  /**
   * Seconds the validator has been online.
   */
  uptimeSeconds: number;
  /**
   * Percentage of time online.
   */
  uptimePercentage: number;
};

export type ValidatorsResult = {
  /**
   * Current validators, in no guaranteed order; `[]` when none match.
   */
  validators: Validator[];
};

/**
 * Result of `validators.getCurrentValidators`.
 */
export type ValidatorsGetCurrentValidatorsResult = ValidatorsResult;

/** Every method: its params and result types. */
export interface NodeMethods {
  "admin.alias": { params: AdminAliasParams; result: AdminAliasResult };
  "admin.aliasChain": { params: AdminAliasChainParams; result: AdminAliasChainResult };
  "admin.getChainAliases": { params: AdminGetChainAliasesParams; result: AdminGetChainAliasesResult };
  "admin.getLoggerLevel": { params: AdminGetLoggerLevelParams; result: AdminGetLoggerLevelResult };
  "admin.loadVMs": { params: AdminLoadVMsParams; result: AdminLoadVMsResult };
  "admin.lockProfile": { params: AdminLockProfileParams; result: AdminLockProfileResult };
  "admin.memoryProfile": { params: AdminMemoryProfileParams; result: AdminMemoryProfileResult };
  "admin.setLoggerLevel": { params: AdminSetLoggerLevelParams; result: AdminSetLoggerLevelResult };
  "admin.startCPUProfiler": { params: AdminStartCPUProfilerParams; result: AdminStartCPUProfilerResult };
  "admin.stopCPUProfiler": { params: AdminStopCPUProfilerParams; result: AdminStopCPUProfilerResult };
  "index.getContainerByID": { params: IndexGetContainerByIDParams; result: IndexGetContainerByIDResult };
  "index.getContainerByIndex": { params: IndexGetContainerByIndexParams; result: IndexGetContainerByIndexResult };
  "index.getContainerRange": { params: IndexGetContainerRangeParams; result: IndexGetContainerRangeResult };
  "index.getIndex": { params: IndexGetIndexParams; result: IndexGetIndexResult };
  "index.getLastAccepted": { params: IndexGetLastAcceptedParams; result: IndexGetLastAcceptedResult };
  "index.isAccepted": { params: IndexIsAcceptedParams; result: IndexIsAcceptedResult };
  "eth_feeConfig": { params: EthFeeConfigParams; result: EthFeeConfigResult };
  "eth_getChainConfig": { params: EthGetChainConfigParams; result: EthGetChainConfigResult };
  "eth_getActivePrecompilesAt": { params: EthGetActivePrecompilesAtParams; result: EthGetActivePrecompilesAtResult };
  "eth_getActiveRulesAt": { params: EthGetActiveRulesAtParams; result: EthGetActiveRulesAtResult };
  "eth_chainId": { params: EthChainIdParams; result: EthChainIdResult };
  "net_version": { params: NetVersionParams; result: NetVersionResult };
  "net_listening": { params: NetListeningParams; result: NetListeningResult };
  "net_peerCount": { params: NetPeerCountParams; result: NetPeerCountResult };
  "web3_clientVersion": { params: Web3ClientVersionParams; result: Web3ClientVersionResult };
  "web3_sha3": { params: Web3Sha3Params; result: Web3Sha3Result };
  "eth_syncing": { params: EthSyncingParams; result: EthSyncingResult };
  "eth_accounts": { params: EthAccountsParams; result: EthAccountsResult };
  "eth_blockNumber": { params: EthBlockNumberParams; result: EthBlockNumberResult };
  "eth_getBlockByNumber": { params: EthGetBlockByNumberParams; result: EthGetBlockByNumberResult };
  "eth_getBlockByHash": { params: EthGetBlockByHashParams; result: EthGetBlockByHashResult };
  "eth_getBlockTransactionCountByNumber": { params: EthGetBlockTransactionCountByNumberParams; result: EthGetBlockTransactionCountByNumberResult };
  "eth_getBlockTransactionCountByHash": { params: EthGetBlockTransactionCountByHashParams; result: EthGetBlockTransactionCountByHashResult };
  "eth_getTransactionByBlockNumberAndIndex": { params: EthGetTransactionByBlockNumberAndIndexParams; result: EthGetTransactionByBlockNumberAndIndexResult };
  "eth_getTransactionByBlockHashAndIndex": { params: EthGetTransactionByBlockHashAndIndexParams; result: EthGetTransactionByBlockHashAndIndexResult };
  "eth_getTransactionByHash": { params: EthGetTransactionByHashParams; result: EthGetTransactionByHashResult };
  "eth_getTransactionReceipt": { params: EthGetTransactionReceiptParams; result: EthGetTransactionReceiptResult };
  "eth_getBlockReceipts": { params: EthGetBlockReceiptsParams; result: EthGetBlockReceiptsResult };
  "eth_getBalance": { params: EthGetBalanceParams; result: EthGetBalanceResult };
  "eth_getTransactionCount": { params: EthGetTransactionCountParams; result: EthGetTransactionCountResult };
  "eth_getCode": { params: EthGetCodeParams; result: EthGetCodeResult };
  "eth_getStorageAt": { params: EthGetStorageAtParams; result: EthGetStorageAtResult };
  "eth_gasPrice": { params: EthGasPriceParams; result: EthGasPriceResult };
  "eth_maxPriorityFeePerGas": { params: EthMaxPriorityFeePerGasParams; result: EthMaxPriorityFeePerGasResult };
  "eth_baseFee": { params: EthBaseFeeParams; result: EthBaseFeeResult };
  "eth_feeHistory": { params: EthFeeHistoryParams; result: EthFeeHistoryResult };
  "eth_getLogs": { params: EthGetLogsParams; result: EthGetLogsResult };
  "eth_call": { params: EthCallParams; result: EthCallResult };
  "eth_estimateGas": { params: EthEstimateGasParams; result: EthEstimateGasResult };
  "eth_sendRawTransaction": { params: EthSendRawTransactionParams; result: EthSendRawTransactionResult };
  "eth_sendTransaction": { params: EthSendTransactionParams; result: EthSendTransactionResult };
  "eth_newFilter": { params: EthNewFilterParams; result: EthNewFilterResult };
  "eth_newBlockFilter": { params: EthNewBlockFilterParams; result: EthNewBlockFilterResult };
  "eth_newPendingTransactionFilter": { params: EthNewPendingTransactionFilterParams; result: EthNewPendingTransactionFilterResult };
  "eth_getFilterChanges": { params: EthGetFilterChangesParams; result: EthGetFilterChangesResult };
  "eth_getFilterLogs": { params: EthGetFilterLogsParams; result: EthGetFilterLogsResult };
  "eth_uninstallFilter": { params: EthUninstallFilterParams; result: EthUninstallFilterResult };
  "eth_createAccessList": { params: EthCreateAccessListParams; result: EthCreateAccessListResult };
  "eth_getProof": { params: EthGetProofParams; result: EthGetProofResult };
  "eth_coinbase": { params: EthCoinbaseParams; result: EthCoinbaseResult };
  "eth_fillTransaction": { params: EthFillTransactionParams; result: EthFillTransactionResult };
  "eth_sign": { params: EthSignParams; result: EthSignResult };
  "eth_signTransaction": { params: EthSignTransactionParams; result: EthSignTransactionResult };
  "validators.getCurrentValidators": { params: ValidatorsGetCurrentValidatorsParams; result: ValidatorsGetCurrentValidatorsResult };
}

// ---- endpoints

/**
 * Methods served at `/ext/admin`.
 * Admin API. Node-local, disabled by default. After admin.alias it also answers at /ext/<alias> (aliasable: the API can be reached under an alias created by admin.alias).
 * Served only when the node runs with `--api-admin-enabled` (off by default).
 */
export interface AdminApi {
  /**
   * Assign an API endpoint an alias.
   *
   * After this call the aliased API answers both at its original path and at `/ext/<alias>`. The alias is local to this node. `endpoint` is only the part of the path after `/ext/` (e.g. `bc/X`). An alias longer than 512 characters gives `alias length is too long`; an alias that is already taken fails.
   *
   * Changes the node's state.
   *
   * JSON-RPC `admin.alias` at `/ext/admin`.
   * @throws {JsonRpcError} -32000 "alias length is too long"
   * @throws {JsonRpcError} -32000 "route is either already aliased or already maps to a handle: X"
   * @throws {JsonRpcError} -32000 "failed to create endpoint as X already exists"
   * @throws {JsonRpcError} -32000 "couldn't unmarshal an argument. Ensure arguments are valid and properly formatted. See documentation for example calls"
   */
  alias(params: AdminAliasParams, options?: CallOptions): Promise<AdminAliasResult>;
  /**
   * Give a blockchain an alias, a name usable wherever the blockchain's ID is used.
   *
   * After this call the alias is usable wherever the chain ID is used, e.g. `/ext/bc/<chain_alias>/rpc`. The alias is per chain per node; other nodes are not updated. `chain` is a blockchain ID (or one of its aliases).
   *
   * Changes the node's state.
   *
   * JSON-RPC `admin.aliasChain` at `/ext/admin`.
   * @throws {JsonRpcError} -32000 "alias length is too long"
   * @throws {JsonRpcError} -32000 "there is no ID with alias X"
   * @throws {JsonRpcError} -32000 "X is already used as an alias for an ID"
   * @throws {JsonRpcError} -32000 "couldn't unmarshal an argument. Ensure arguments are valid and properly formatted. See documentation for example calls"
   */
  aliasChain(params: AdminAliasChainParams, options?: CallOptions): Promise<AdminAliasChainResult>;
  /**
   * Returns the aliases of the chain.
   *
   * JSON-RPC `admin.getChainAliases` at `/ext/admin`.
   * @throws {JsonRpcError} -32000 "couldn't decode ID to bytes: invalid input checksum"
   * @throws {JsonRpcError} -32000 "couldn't unmarshal an argument. Ensure arguments are valid and properly formatted. See documentation for example calls"
   */
  getChainAliases(params: AdminGetChainAliasesParams, options?: CallOptions): Promise<AdminGetChainAliasesResult>;
  /**
   * Returns log and display levels of loggers.
   *
   * With `loggerName`, only that logger; when omitted, all loggers (on a default node `C`, `P`, `X`, `main`, `vm-factory`, plus one per subnet chain). Levels are UPPERCASE.
   *
   * JSON-RPC `admin.getLoggerLevel` at `/ext/admin`.
   * @throws {JsonRpcError} -32000 "logger with name \"<name>\" not found"
   * @throws {JsonRpcError} -32000 "couldn't unmarshal an argument. Ensure arguments are valid and properly formatted. See documentation for example calls"
   */
  getLoggerLevel(params?: AdminGetLoggerLevelParams, options?: CallOptions): Promise<AdminGetLoggerLevelResult>;
  /**
   * Dynamically loads any virtual machines installed on the node as plugins.
   *
   * Loads VMs installed on the node as plugins. `newVMs` maps the ID of each newly loaded VM to its aliases; `failedVMs` (present only when at least one VM fails to load) maps VM IDs to error messages.
   *
   * Changes the node's state.
   *
   * JSON-RPC `admin.loadVMs` at `/ext/admin`.
   * @throws {JsonRpcError} -32000 "couldn't unmarshal an argument. Ensure arguments are valid and properly formatted. See documentation for example calls"
   */
  loadVMs(params?: AdminLoadVMsParams, options?: CallOptions): Promise<AdminLoadVMsResult>;
  /**
   * Writes a profile of mutex statistics to lock.profile.
   *
   * Changes the node's state.
   *
   * JSON-RPC `admin.lockProfile` at `/ext/admin`.
   * @throws {JsonRpcError} -32000 "couldn't unmarshal an argument. Ensure arguments are valid and properly formatted. See documentation for example calls"
   */
  lockProfile(params?: AdminLockProfileParams, options?: CallOptions): Promise<AdminLockProfileResult>;
  /**
   * Writes a memory profile to mem.profile.
   *
   * Changes the node's state.
   *
   * JSON-RPC `admin.memoryProfile` at `/ext/admin`.
   * @throws {JsonRpcError} -32000 "couldn't unmarshal an argument. Ensure arguments are valid and properly formatted. See documentation for example calls"
   */
  memoryProfile(params?: AdminMemoryProfileParams, options?: CallOptions): Promise<AdminMemoryProfileResult>;
  /**
   * Sets log and display levels of loggers.
   *
   * Changes the levels of the logger `loggerName`, or of all loggers when it is omitted. At least one of `logLevel` and `displayLevel` is required (null counts as absent); with neither the call fails with `need to specify either displayLevel or logLevel`. Levels are accepted in any case. The result is an empty object (seed; the deployed node answers the new levels).
   *
   * Changes the node's state.
   *
   * JSON-RPC `admin.setLoggerLevel` at `/ext/admin`.
   * @throws {JsonRpcError} -32000 "need to specify either displayLevel or logLevel"
   * @throws {JsonRpcError} -32000 "logger with name \"<name>\" not found"
   * @throws {JsonRpcError} -32000 "couldn't unmarshal an argument. Ensure arguments are valid and properly formatted. See documentation for example calls"
   */
  setLoggerLevel(params: AdminSetLoggerLevelParams, options?: CallOptions): Promise<AdminSetLoggerLevelResult>;
  /**
   * Starts profiling the CPU utilization of the node.
   *
   * Moves the CPU profiler from "not profiling" to "profiling". Calling it while profiling fails with `cpu profiler already running`. Stop with admin.stopCPUProfiler, which writes the profile to cpu.profile.
   *
   * Changes the node's state.
   *
   * JSON-RPC `admin.startCPUProfiler` at `/ext/admin`.
   * @throws {JsonRpcError} -32000 "cpu profiler already running"
   * @throws {JsonRpcError} -32000 "couldn't unmarshal an argument. Ensure arguments are valid and properly formatted. See documentation for example calls"
   */
  startCPUProfiler(params?: AdminStartCPUProfilerParams, options?: CallOptions): Promise<AdminStartCPUProfilerResult>;
  /**
   * Stops the CPU profile that was previously started and writes it to cpu.profile.
   *
   * Moves the CPU profiler from "profiling" to "not profiling" and writes the profile to the file cpu.profile. Calling it while not profiling fails with `cpu profiler doesn't exist`.
   *
   * Changes the node's state.
   *
   * JSON-RPC `admin.stopCPUProfiler` at `/ext/admin`.
   * @throws {JsonRpcError} -32000 "cpu profiler doesn't exist"
   * @throws {JsonRpcError} -32000 "couldn't unmarshal an argument. Ensure arguments are valid and properly formatted. See documentation for example calls"
   */
  stopCPUProfiler(params?: AdminStopCPUProfilerParams, options?: CallOptions): Promise<AdminStopCPUProfilerResult>;
}

/**
 * Methods served at `/ext/index/{chain}/{kind}`.
 * One index per instance. The X-Chain vertex index (X/vtx) is readable for history only: since the Cortina upgrade it is no longer populated; clients on node version 1.10.0 or later use /ext/index/X/block.
 * Served only when the node runs with `--index-enabled` (off by default).
 */
export interface IndexApi {
  /**
   * Get a container by its ID.
   *
   * Fails with `not found` when the container is not in this index; a malformed ID gives the unmarshal error.
   *
   * JSON-RPC `index.getContainerByID` at `/ext/index/{chain}/{kind}`.
   * @throws {JsonRpcError} -32000 "not found"
   * @throws {JsonRpcError} -32000 "couldn't unmarshal an argument. Ensure arguments are valid and properly formatted. See documentation for example calls"
   */
  getContainerByID(params: IndexGetContainerByIDParams, options?: CallOptions): Promise<IndexGetContainerByIDResult>;
  /**
   * Get a container by its index.
   *
   * The first accepted container has index 0. Past the last accepted index the call fails with `no container at index N`; on an empty index with `no containers have been accepted`.
   *
   * JSON-RPC `index.getContainerByIndex` at `/ext/index/{chain}/{kind}`.
   * @throws {JsonRpcError} -32000 "no container at index N"
   * @throws {JsonRpcError} -32000 "no containers have been accepted"
   * @throws {JsonRpcError} -32000 "couldn't unmarshal an argument. Ensure arguments are valid and properly formatted. See documentation for example calls"
   */
  getContainerByIndex(params: IndexGetContainerByIndexParams, options?: CallOptions): Promise<IndexGetContainerByIndexResult>;
  /**
   * Returns the transactions at index [startIndex], [startIndex+1], …, [startIndex+numToFetch-1].
   *
   * Returns the containers at startIndex, startIndex+1, …, startIndex+numToFetch-1. Rules: (1) numToFetch must be within 0 to 1024 inclusive (MaxFetchedByRange); a larger value gives `numToFetch must be in [0,1024] but is N`. (2) When numToFetch is 0 the result is empty: null. (3) When startIndex is greater than the last accepted index (and numToFetch is not 0) the call fails with `start index (S) > last accepted index (L)`; on an empty index with `no containers have been accepted`. (4) When fewer containers exist than requested, the ones available are returned. The deployed node answers `{"containers": […]}` and refuses numToFetch 0 (see specs/DEVIATIONS.md); this contract follows the seed.
   *
   * JSON-RPC `index.getContainerRange` at `/ext/index/{chain}/{kind}`.
   * @throws {JsonRpcError} -32000 "numToFetch must be in [0,1024] but is N"
   * @throws {JsonRpcError} -32000 "start index (S) > last accepted index (L)"
   * @throws {JsonRpcError} -32000 "no containers have been accepted"
   * @throws {JsonRpcError} -32000 "couldn't unmarshal an argument. Ensure arguments are valid and properly formatted. See documentation for example calls"
   */
  getContainerRange(params: IndexGetContainerRangeParams, options?: CallOptions): Promise<IndexGetContainerRangeResult>;
  /**
   * Get a container's index.
   *
   * Fails with `not found` when the container is not in this index.
   *
   * JSON-RPC `index.getIndex` at `/ext/index/{chain}/{kind}`.
   * @throws {JsonRpcError} -32000 "not found"
   * @throws {JsonRpcError} -32000 "couldn't unmarshal an argument. Ensure arguments are valid and properly formatted. See documentation for example calls"
   */
  getIndex(params: IndexGetIndexParams, options?: CallOptions): Promise<IndexGetIndexResult>;
  /**
   * Get the most recently accepted container.
   *
   * Fails with `no containers have been accepted` on an empty index.
   *
   * JSON-RPC `index.getLastAccepted` at `/ext/index/{chain}/{kind}`.
   * @throws {JsonRpcError} -32000 "no containers have been accepted"
   * @throws {JsonRpcError} -32000 "couldn't unmarshal an argument. Ensure arguments are valid and properly formatted. See documentation for example calls"
   */
  getLastAccepted(params?: IndexGetLastAcceptedParams, options?: CallOptions): Promise<IndexGetLastAcceptedResult>;
  /**
   * Returns true if the container is in this index.
   *
   * An unknown ID gives `{"isAccepted": false}`, not an error; a malformed ID gives the unmarshal error.
   *
   * JSON-RPC `index.isAccepted` at `/ext/index/{chain}/{kind}`.
   * @throws {JsonRpcError} -32000 "couldn't unmarshal an argument. Ensure arguments are valid and properly formatted. See documentation for example calls"
   */
  isAccepted(params: IndexIsAcceptedParams, options?: CallOptions): Promise<IndexIsAcceptedResult>;
}

/** One call of a batch on the `rpc` endpoint. */
export type RpcCall =
  | { method: "eth_feeConfig"; params?: EthFeeConfigParams | undefined }
  | { method: "eth_getChainConfig"; params?: EthGetChainConfigParams | undefined }
  | { method: "eth_getActivePrecompilesAt"; params?: EthGetActivePrecompilesAtParams | undefined }
  | { method: "eth_getActiveRulesAt"; params?: EthGetActiveRulesAtParams | undefined }
  | { method: "eth_chainId"; params?: EthChainIdParams | undefined }
  | { method: "net_version"; params?: NetVersionParams | undefined }
  | { method: "net_listening"; params?: NetListeningParams | undefined }
  | { method: "net_peerCount"; params?: NetPeerCountParams | undefined }
  | { method: "web3_clientVersion"; params?: Web3ClientVersionParams | undefined }
  | { method: "web3_sha3"; params: Web3Sha3Params }
  | { method: "eth_syncing"; params?: EthSyncingParams | undefined }
  | { method: "eth_accounts"; params?: EthAccountsParams | undefined }
  | { method: "eth_blockNumber"; params?: EthBlockNumberParams | undefined }
  | { method: "eth_getBlockByNumber"; params: EthGetBlockByNumberParams }
  | { method: "eth_getBlockByHash"; params: EthGetBlockByHashParams }
  | { method: "eth_getBlockTransactionCountByNumber"; params: EthGetBlockTransactionCountByNumberParams }
  | { method: "eth_getBlockTransactionCountByHash"; params: EthGetBlockTransactionCountByHashParams }
  | { method: "eth_getTransactionByBlockNumberAndIndex"; params: EthGetTransactionByBlockNumberAndIndexParams }
  | { method: "eth_getTransactionByBlockHashAndIndex"; params: EthGetTransactionByBlockHashAndIndexParams }
  | { method: "eth_getTransactionByHash"; params: EthGetTransactionByHashParams }
  | { method: "eth_getTransactionReceipt"; params: EthGetTransactionReceiptParams }
  | { method: "eth_getBlockReceipts"; params: EthGetBlockReceiptsParams }
  | { method: "eth_getBalance"; params: EthGetBalanceParams }
  | { method: "eth_getTransactionCount"; params: EthGetTransactionCountParams }
  | { method: "eth_getCode"; params: EthGetCodeParams }
  | { method: "eth_getStorageAt"; params: EthGetStorageAtParams }
  | { method: "eth_gasPrice"; params?: EthGasPriceParams | undefined }
  | { method: "eth_maxPriorityFeePerGas"; params?: EthMaxPriorityFeePerGasParams | undefined }
  | { method: "eth_baseFee"; params?: EthBaseFeeParams | undefined }
  | { method: "eth_feeHistory"; params: EthFeeHistoryParams }
  | { method: "eth_getLogs"; params: EthGetLogsParams }
  | { method: "eth_call"; params: EthCallParams }
  | { method: "eth_estimateGas"; params: EthEstimateGasParams }
  | { method: "eth_sendRawTransaction"; params: EthSendRawTransactionParams }
  | { method: "eth_sendTransaction"; params: EthSendTransactionParams }
  | { method: "eth_newFilter"; params: EthNewFilterParams }
  | { method: "eth_newBlockFilter"; params?: EthNewBlockFilterParams | undefined }
  | { method: "eth_newPendingTransactionFilter"; params?: EthNewPendingTransactionFilterParams | undefined }
  | { method: "eth_getFilterChanges"; params: EthGetFilterChangesParams }
  | { method: "eth_getFilterLogs"; params: EthGetFilterLogsParams }
  | { method: "eth_uninstallFilter"; params: EthUninstallFilterParams }
  | { method: "eth_createAccessList"; params: EthCreateAccessListParams }
  | { method: "eth_getProof"; params: EthGetProofParams }
  | { method: "eth_coinbase"; params?: EthCoinbaseParams | undefined }
  | { method: "eth_fillTransaction"; params: EthFillTransactionParams }
  | { method: "eth_sign"; params: EthSignParams }
  | { method: "eth_signTransaction"; params: EthSignTransactionParams };

/**
 * Methods served at `/ext/bc/{blockchainId}/rpc`.
 * Chain-VM JSON-RPC of a subnet EVM chain (geth-style server). {blockchainId} may be replaced by a chain alias created with admin.aliasChain (/ext/bc/<chain_alias>/rpc).
 */
export interface RpcApi {
  /**
   * Returns the fee config of the chain at a block, and the block at which it last changed.
   *
   * `blk` is a block number, a block tag or a block hash; omitted means the latest block. `lastChangedAt` is the block number of the last change (0 when the fee manager precompile is not enabled). All fee fields are JSON numbers. `gasLimit` is the gas limit of the chain's blocks, and no block's base fee is below `minBaseFee`.
   *
   * JSON-RPC `eth_feeConfig` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param blk Block number, tag or hash; default the latest block.
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "invalid argument 0: …"
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   * @throws {JsonRpcError} -32000 "header for hash not found"
   */
  feeConfig(blk?: EthFeeConfigParams[0], options?: CallOptions): Promise<EthFeeConfigResult>;
  /**
   * Returns the chain config, including the upgrades object.
   *
   * Returns the chain config of the subnet EVM chain, including `upgrades.precompileUpgrades` (upgrades activated after genesis). Enabled by default in the internal-blockchain namespace. Takes no parameters (an empty array).
   *
   * JSON-RPC `eth_getChainConfig` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   */
  getChainConfig(options?: CallOptions): Promise<EthGetChainConfigResult>;
  /**
   * Returns the precompile configs active at a timestamp (deprecated; use eth_getActiveRulesAt).
   *
   * Deprecated in favour of eth_getActiveRulesAt. `timestamp` is optional (default: the latest block's timestamp) and must be a JSON number. The result maps precompile config names to precompile config objects.
   *
   * JSON-RPC `eth_getActivePrecompilesAt` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param timestamp UNIX timestamp (seconds); default the latest block's timestamp. Optional. Must be a JSON number; a string gives -32602 `invalid argument 0: …`.
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "invalid argument 0: …"
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   * @deprecated Use `getActiveRulesAt` (`eth_getActiveRulesAt`) instead.
   */
  getActivePrecompilesAt(timestamp?: EthGetActivePrecompilesAtParams[0], options?: CallOptions): Promise<EthGetActivePrecompilesAtResult>;
  /**
   * Returns the rules (forks and precompiles) active at a timestamp.
   *
   * `timestamp` is optional (default: the latest block's timestamp) and must be a JSON number; a string gives -32602. Enabled by default in the internal-blockchain namespace. `precompiles` lists only precompiles that have a timestamp.
   *
   * JSON-RPC `eth_getActiveRulesAt` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param timestamp UNIX timestamp (seconds); default the latest block's timestamp. Optional. Must be a JSON number; a string gives -32602 `invalid argument 0: …`.
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "invalid argument 0: …"
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   */
  getActiveRulesAt(timestamp?: EthGetActiveRulesAtParams[0], options?: CallOptions): Promise<EthGetActiveRulesAtResult>;
  /**
   * Returns the chain's EVM chain ID.
   *
   * The EIP-155 chain ID of the chain, e.g. `0xa86a` (43114) for the C-Chain. Takes no parameters.
   *
   * JSON-RPC `eth_chainId` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   */
  chainId(options?: CallOptions): Promise<EthChainIdResult>;
  /**
   * Returns the network ID, a decimal string.
   *
   * The chain's EVM chain ID in decimal (coreth and subnet-evm use it as the network ID), e.g. `43114`.
   *
   * JSON-RPC `net_version` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   */
  version(options?: CallOptions): Promise<NetVersionResult>;
  /**
   * Returns whether the node listens for network connections (always true).
   *
   * JSON-RPC `net_listening` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   */
  listening(options?: CallOptions): Promise<NetListeningResult>;
  /**
   * Returns the number of peers of the chain's own network layer (always 0 on Avalanche).
   *
   * Avalanche chains gossip through the node, not through devp2p, so coreth and subnet-evm answer `0x0`.
   *
   * JSON-RPC `net_peerCount` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   */
  peerCount(options?: CallOptions): Promise<NetPeerCountResult>;
  /**
   * Returns the version of the chain's VM.
   *
   * The VM's version string (coreth on the C-Chain, e.g. `v0.15.4`; subnet-evm on L1s).
   *
   * JSON-RPC `web3_clientVersion` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   */
  clientVersion(options?: CallOptions): Promise<Web3ClientVersionResult>;
  /**
   * Returns the Keccak-256 hash of the given bytes.
   *
   * JSON-RPC `web3_sha3` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param data The bytes to hash. Bytes as 0x-prefixed hex, two digits per byte, in either case (odd length gives -32602). The empty string is no bytes, as `0x` is (go-ethereum's hexutil allows it).
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "invalid argument 0: …"
   * @throws {JsonRpcError} -32602 "missing value for required argument N"
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   */
  sha3(data: Web3Sha3Params[0], options?: CallOptions): Promise<Web3Sha3Result>;
  /**
   * Returns false (an Avalanche node answers only once the chain is bootstrapped).
   *
   * avalanchego refuses API calls until a chain has bootstrapped, so coreth and subnet-evm always answer false.
   *
   * JSON-RPC `eth_syncing` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   */
  syncing(options?: CallOptions): Promise<EthSyncingResult>;
  /**
   * Returns the accounts the node holds keys for (none).
   *
   * JSON-RPC `eth_accounts` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   */
  accounts(options?: CallOptions): Promise<EthAccountsResult>;
  /**
   * Returns the number of the chain head (the last accepted block).
   *
   * The same head as the Data API's at the same time (`GET /v1/chains/{chainId}/blocks/{n}` answers up to it).
   *
   * JSON-RPC `eth_blockNumber` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   */
  blockNumber(options?: CallOptions): Promise<EthBlockNumberResult>;
  /**
   * Returns a block by number or tag.
   *
   * `block` is a hex number or a tag: `earliest` is block 0; `latest`, `pending`, `safe`, `finalized` and `accepted` are the last accepted block (Avalanche finalises on acceptance). A number past the head gives `cannot query unfinalized data`. Block n has the same hash, parent hash, timestamp, gas used, gas limit, base fee and transaction count as the Data API's block n.
   *
   * JSON-RPC `eth_getBlockByNumber` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param block Block number (hex) or tag. A block number as a 0x-prefixed hex quantity, or a block tag.
   * @param hydrated True for whole transactions, false for their hashes. Go decodes a JSON null into the method's bool as false (transaction hashes); the value is still required.
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "invalid argument 0: …"
   * @throws {JsonRpcError} -32602 "missing value for required argument N"
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   * @throws {JsonRpcError} -32000 "cannot query unfinalized data"
   */
  getBlockByNumber(block: EthGetBlockByNumberParams[0], hydrated: EthGetBlockByNumberParams[1], options?: CallOptions): Promise<EthGetBlockByNumberResult>;
  /**
   * Returns a block by hash, or null.
   *
   * JSON-RPC `eth_getBlockByHash` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param blockHash The block's hash. A 32-byte hash, 0x-prefixed hex.
   * @param hydrated True for whole transactions, false for their hashes. Go decodes a JSON null into the method's bool as false (transaction hashes); the value is still required.
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "invalid argument 0: …"
   * @throws {JsonRpcError} -32602 "missing value for required argument N"
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   */
  getBlockByHash(blockHash: EthGetBlockByHashParams[0], hydrated: EthGetBlockByHashParams[1], options?: CallOptions): Promise<EthGetBlockByHashResult>;
  /**
   * Returns the number of transactions in a block (the Data API's txCount), or null.
   *
   * JSON-RPC `eth_getBlockTransactionCountByNumber` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param block Block number (hex) or tag. A block number as a 0x-prefixed hex quantity, or a block tag.
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "invalid argument 0: …"
   * @throws {JsonRpcError} -32602 "missing value for required argument N"
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   */
  getBlockTransactionCountByNumber(block: EthGetBlockTransactionCountByNumberParams[0], options?: CallOptions): Promise<EthGetBlockTransactionCountByNumberResult>;
  /**
   * Returns the number of transactions in a block by its hash, or null.
   *
   * JSON-RPC `eth_getBlockTransactionCountByHash` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param blockHash The block's hash. A 32-byte hash, 0x-prefixed hex.
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "invalid argument 0: …"
   * @throws {JsonRpcError} -32602 "missing value for required argument N"
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   */
  getBlockTransactionCountByHash(blockHash: EthGetBlockTransactionCountByHashParams[0], options?: CallOptions): Promise<EthGetBlockTransactionCountByHashResult>;
  /**
   * Returns a transaction by block number and index, or null.
   *
   * JSON-RPC `eth_getTransactionByBlockNumberAndIndex` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param block Block number (hex) or tag. A block number as a 0x-prefixed hex quantity, or a block tag.
   * @param index Position of the transaction in the block (hex). An unsigned integer as 0x-prefixed hex without leading zeros. The node reads hex digits in either case (and a `0X` prefix), and the empty string as 0 (go-ethereum's hexutil allows it); a leading zero gives `hex number with leading zero digits`, a missing prefix `hex string without 0x prefix` (-32602 `invalid argument N: …`).
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "invalid argument 0: …"
   * @throws {JsonRpcError} -32602 "missing value for required argument N"
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   */
  getTransactionByBlockNumberAndIndex(block: EthGetTransactionByBlockNumberAndIndexParams[0], index: EthGetTransactionByBlockNumberAndIndexParams[1], options?: CallOptions): Promise<EthGetTransactionByBlockNumberAndIndexResult>;
  /**
   * Returns a transaction by block hash and index, or null.
   *
   * JSON-RPC `eth_getTransactionByBlockHashAndIndex` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param blockHash The block's hash. A 32-byte hash, 0x-prefixed hex.
   * @param index Position of the transaction in the block (hex). An unsigned integer as 0x-prefixed hex without leading zeros. The node reads hex digits in either case (and a `0X` prefix), and the empty string as 0 (go-ethereum's hexutil allows it); a leading zero gives `hex number with leading zero digits`, a missing prefix `hex string without 0x prefix` (-32602 `invalid argument N: …`).
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "invalid argument 0: …"
   * @throws {JsonRpcError} -32602 "missing value for required argument N"
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   */
  getTransactionByBlockHashAndIndex(blockHash: EthGetTransactionByBlockHashAndIndexParams[0], index: EthGetTransactionByBlockHashAndIndexParams[1], options?: CallOptions): Promise<EthGetTransactionByBlockHashAndIndexResult>;
  /**
   * Returns a transaction by hash, or null.
   *
   * JSON-RPC `eth_getTransactionByHash` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param transactionHash The transaction's hash. A 32-byte hash, 0x-prefixed hex.
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "invalid argument 0: …"
   * @throws {JsonRpcError} -32602 "missing value for required argument N"
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   */
  getTransactionByHash(transactionHash: EthGetTransactionByHashParams[0], options?: CallOptions): Promise<EthGetTransactionByHashResult>;
  /**
   * Returns a transaction's receipt, or null.
   *
   * The receipt carries the block's hash and number; the gas used times the effective gas price, summed over the block's receipts, is the Data API's feesSpent.
   *
   * JSON-RPC `eth_getTransactionReceipt` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param transactionHash The transaction's hash. A 32-byte hash, 0x-prefixed hex.
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "invalid argument 0: …"
   * @throws {JsonRpcError} -32602 "missing value for required argument N"
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   */
  getTransactionReceipt(transactionHash: EthGetTransactionReceiptParams[0], options?: CallOptions): Promise<EthGetTransactionReceiptResult>;
  /**
   * Returns the receipts of a block's transactions, or null.
   *
   * The block is a number, a tag or a hash; a block this node does not have (even past the head) gives null.
   *
   * JSON-RPC `eth_getBlockReceipts` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param block Block number, tag or hash. A block number (0x-prefixed hex quantity), a block tag, a 32-byte block hash, or the object form `{"blockNumber": …}` / `{"blockHash": …, "requireCanonical": …}` (geth's BlockNumberOrHash). A bare JSON number is not accepted by the node (-32602). In the object form a null field counts as absent; null, or an object with neither field, names no block (-32000 `invalid arguments; neither block nor hash specified`, or null from eth_getBlockReceipts), one with both is refused (-32602). The object's field names match case-insensitively and unknown fields are ignored (Go's encoding/json).
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "invalid argument 0: …"
   * @throws {JsonRpcError} -32602 "missing value for required argument N"
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   */
  getBlockReceipts(block: EthGetBlockReceiptsParams[0], options?: CallOptions): Promise<EthGetBlockReceiptsResult>;
  /**
   * Returns an account's balance in wei at a block.
   *
   * JSON-RPC `eth_getBalance` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param address The account. A 20-byte EVM address, 0x-prefixed hex.
   * @param block Block number, tag or hash. A block number (0x-prefixed hex quantity), a block tag, a 32-byte block hash, or the object form `{"blockNumber": …}` / `{"blockHash": …, "requireCanonical": …}` (geth's BlockNumberOrHash). A bare JSON number is not accepted by the node (-32602). In the object form a null field counts as absent; null, or an object with neither field, names no block (-32000 `invalid arguments; neither block nor hash specified`, or null from eth_getBlockReceipts), one with both is refused (-32602). The object's field names match case-insensitively and unknown fields are ignored (Go's encoding/json).
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "invalid argument 0: …"
   * @throws {JsonRpcError} -32602 "missing value for required argument N"
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   * @throws {JsonRpcError} -32000 "cannot query unfinalized data"
   * @throws {JsonRpcError} -32000 "header for hash not found"
   * @throws {JsonRpcError} -32000 "invalid arguments; neither block nor hash specified"
   */
  getBalance(address: EthGetBalanceParams[0], block: EthGetBalanceParams[1], options?: CallOptions): Promise<EthGetBalanceResult>;
  /**
   * Returns the number of transactions an account has sent (its nonce) at a block.
   *
   * `pending` counts the transaction pool too: the mock has none, so it is the latest block's nonce.
   *
   * JSON-RPC `eth_getTransactionCount` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param address The account. A 20-byte EVM address, 0x-prefixed hex.
   * @param block Block number, tag or hash. A block number (0x-prefixed hex quantity), a block tag, a 32-byte block hash, or the object form `{"blockNumber": …}` / `{"blockHash": …, "requireCanonical": …}` (geth's BlockNumberOrHash). A bare JSON number is not accepted by the node (-32602). In the object form a null field counts as absent; null, or an object with neither field, names no block (-32000 `invalid arguments; neither block nor hash specified`, or null from eth_getBlockReceipts), one with both is refused (-32602). The object's field names match case-insensitively and unknown fields are ignored (Go's encoding/json).
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "invalid argument 0: …"
   * @throws {JsonRpcError} -32602 "missing value for required argument N"
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   * @throws {JsonRpcError} -32000 "cannot query unfinalized data"
   * @throws {JsonRpcError} -32000 "header for hash not found"
   * @throws {JsonRpcError} -32000 "invalid arguments; neither block nor hash specified"
   */
  getTransactionCount(address: EthGetTransactionCountParams[0], block: EthGetTransactionCountParams[1], options?: CallOptions): Promise<EthGetTransactionCountResult>;
  /**
   * Returns the code of an account at a block (0x for an account without code).
   *
   * JSON-RPC `eth_getCode` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param address The account. A 20-byte EVM address, 0x-prefixed hex.
   * @param block Block number, tag or hash. A block number (0x-prefixed hex quantity), a block tag, a 32-byte block hash, or the object form `{"blockNumber": …}` / `{"blockHash": …, "requireCanonical": …}` (geth's BlockNumberOrHash). A bare JSON number is not accepted by the node (-32602). In the object form a null field counts as absent; null, or an object with neither field, names no block (-32000 `invalid arguments; neither block nor hash specified`, or null from eth_getBlockReceipts), one with both is refused (-32602). The object's field names match case-insensitively and unknown fields are ignored (Go's encoding/json).
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "invalid argument 0: …"
   * @throws {JsonRpcError} -32602 "missing value for required argument N"
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   * @throws {JsonRpcError} -32000 "cannot query unfinalized data"
   * @throws {JsonRpcError} -32000 "header for hash not found"
   * @throws {JsonRpcError} -32000 "invalid arguments; neither block nor hash specified"
   */
  getCode(address: EthGetCodeParams[0], block: EthGetCodeParams[1], options?: CallOptions): Promise<EthGetCodeResult>;
  /**
   * Returns a 32-byte storage slot of an account at a block.
   *
   * `key` is the slot as hex (the `0x` prefix optional, at most 32 bytes, an odd length padded): coreth decodes it inside the method, so a bad key gives -32000 `unable to decode storage key: …`. A null key reads as the empty key, slot 0 (Go decodes a JSON null into a string as "").
   *
   * JSON-RPC `eth_getStorageAt` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param address The account. A 20-byte EVM address, 0x-prefixed hex.
   * @param key Storage slot.
   * @param block Block number, tag or hash. A block number (0x-prefixed hex quantity), a block tag, a 32-byte block hash, or the object form `{"blockNumber": …}` / `{"blockHash": …, "requireCanonical": …}` (geth's BlockNumberOrHash). A bare JSON number is not accepted by the node (-32602). In the object form a null field counts as absent; null, or an object with neither field, names no block (-32000 `invalid arguments; neither block nor hash specified`, or null from eth_getBlockReceipts), one with both is refused (-32602). The object's field names match case-insensitively and unknown fields are ignored (Go's encoding/json).
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "invalid argument 0: …"
   * @throws {JsonRpcError} -32602 "missing value for required argument N"
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   * @throws {JsonRpcError} -32000 "cannot query unfinalized data"
   * @throws {JsonRpcError} -32000 "header for hash not found"
   * @throws {JsonRpcError} -32000 "invalid arguments; neither block nor hash specified"
   * @throws {JsonRpcError} -32000 "unable to decode storage key: hex string invalid"
   */
  getStorageAt(address: EthGetStorageAtParams[0], key: EthGetStorageAtParams[1], block: EthGetStorageAtParams[2], options?: CallOptions): Promise<EthGetStorageAtResult>;
  /**
   * Returns a gas price for a legacy transaction (wei) to be included now.
   *
   * The next block's base fee plus the suggested priority fee (eth_maxPriorityFeePerGas): never below the chain's minimum base fee (eth_feeConfig's `minBaseFee`).
   *
   * JSON-RPC `eth_gasPrice` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   */
  gasPrice(options?: CallOptions): Promise<EthGasPriceResult>;
  /**
   * Returns a suggested priority fee per gas (wei) for an EIP-1559 transaction.
   *
   * The 60th percentile of the priority fees paid in the last 20 blocks (coreth's oracle percentile).
   *
   * JSON-RPC `eth_maxPriorityFeePerGas` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   */
  maxPriorityFeePerGas(options?: CallOptions): Promise<EthMaxPriorityFeePerGasResult>;
  /**
   * Returns the base fee (wei) of the next block (coreth and subnet-evm).
   *
   * JSON-RPC `eth_baseFee` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   */
  baseFee(options?: CallOptions): Promise<EthBaseFeeResult>;
  /**
   * Returns the base fees, gas used ratios and priority fee percentiles of a range of blocks.
   *
   * `blockCount` blocks ending at `newestBlock` (at most 2048; more are cut to 2048, and a range reaching before genesis is cut there). `rewardPercentiles` (0–100, increasing, at most 100) asks for the priority fee at each percentile of each block's gas. The base fees are the blocks' (the Data API's baseFee); see FeeHistory for how coreth shapes the answer.
   *
   * JSON-RPC `eth_feeHistory` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param blockCount How many blocks, hex or decimal.
   * @param newestBlock The last block of the range (number or tag). A block number as a 0x-prefixed hex quantity, or a block tag.
   * @param rewardPercentiles Increasing percentiles of gas, 0–100. Go decodes the list as a []float64: a null list is no percentiles, and a null percentile is 0 (the value is still required). Coreth checks the percentiles only when it reads blocks: with a `blockCount` of 1 or more, more than 100 of them, one outside 0–100 or one not above the one before gives -32000 `invalid reward percentile: …`; a `blockCount` of 0 answers `{"oldestBlock":"0x0","gasUsedRatio":null}` whatever they are.
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "invalid argument 0: …"
   * @throws {JsonRpcError} -32602 "missing value for required argument N"
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   * @throws {JsonRpcError} -32000 "invalid reward percentile: P"
   * @throws {JsonRpcError} -32000 "request beyond head block: requested N, head M"
   */
  feeHistory(blockCount: EthFeeHistoryParams[0], newestBlock: EthFeeHistoryParams[1], rewardPercentiles: EthFeeHistoryParams[2], options?: CallOptions): Promise<EthFeeHistoryResult>;
  /**
   * Returns the logs matching a filter, over at most 2048 blocks.
   *
   * A range (`fromBlock`, `toBlock`: default latest) or one block (`blockHash`). Ranges over more than 2048 blocks, past the head, or ending before they begin are refused with coreth's errors. Every contract call of the mock's chains emits one ERC-20 Transfer log.
   *
   * JSON-RPC `eth_getLogs` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param filter The filter. A JSON null is an empty filter (the latest block's logs): coreth's FilterCriteria.UnmarshalJSON reads null as no fields.
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "invalid argument 0: …"
   * @throws {JsonRpcError} -32602 "missing value for required argument N"
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   * @throws {JsonRpcError} -32000 "invalid block range params"
   * @throws {JsonRpcError} -32000 "begin block N is greater than end block M"
   * @throws {JsonRpcError} -32000 "requested too many blocks from N to M, maximum is set to L"
   * @throws {JsonRpcError} -32000 "requested from block N after last accepted block M"
   * @throws {JsonRpcError} -32000 "unknown block"
   * @throws {JsonRpcError} -32000 "exceed max topics"
   */
  getLogs(filter: EthGetLogsParams[0], options?: CallOptions): Promise<EthGetLogsResult>;
  /**
   * Runs a call without a transaction; returns its output.
   *
   * The mock serves calls it can answer without an EVM: value transfers and calls to accounts without code (output `0x`), with the node's checks of the sender's funds and the gas limit. A call to an account with code, a contract creation with init code, or state and block overrides give ContractCodeNotExecuted (specs/DEVIATIONS.md N14).
   *
   * JSON-RPC `eth_call` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param transaction The call. A JSON null is a transaction with every field left out (Go decodes null into the TransactionArgs struct as no fields); the value is still required.
   * @param block Block number, tag or hash; default latest. A block number (0x-prefixed hex quantity), a block tag, a 32-byte block hash, or the object form `{"blockNumber": …}` / `{"blockHash": …, "requireCanonical": …}` (geth's BlockNumberOrHash). A bare JSON number is not accepted by the node (-32602). In the object form a null field counts as absent; null, or an object with neither field, names no block (-32000 `invalid arguments; neither block nor hash specified`, or null from eth_getBlockReceipts), one with both is refused (-32602). The object's field names match case-insensitively and unknown fields are ignored (Go's encoding/json).
   * @param stateOverrides Account overrides (not served by the mock).
   * @param blockOverrides Block overrides (not served by the mock).
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "invalid argument 0: …"
   * @throws {JsonRpcError} -32602 "missing value for required argument N"
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   * @throws {JsonRpcError} -32000 "cannot query unfinalized data"
   * @throws {JsonRpcError} -32000 "header for hash not found"
   * @throws {JsonRpcError} -32000 "invalid arguments; neither block nor hash specified"
   * @throws {JsonRpcError} -32000 "insufficient funds for transfer"
   * @throws {JsonRpcError} -32000 "err: intrinsic gas too low: have N, want M (supplied gas N)"
   * @throws {JsonRpcError} -32000 "both gasPrice and (maxFeePerGas or maxPriorityFeePerGas) specified"
   * @throws {JsonRpcError} -32000 "avaspec-mock does not execute contract code: 0x… has code"
   */
  call(transaction: EthCallParams[0], block?: EthCallParams[1], stateOverrides?: EthCallParams[2], blockOverrides?: EthCallParams[3], options?: CallOptions): Promise<EthCallResult>;
  /**
   * Returns the gas a transaction needs.
   *
   * As eth_call: for a value transfer or a call to an account without code, the intrinsic gas (21000 plus 16 per non-zero and 4 per zero byte of input; 53000 and up for a contract creation without init code).
   *
   * JSON-RPC `eth_estimateGas` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param transaction The call. A JSON null is a transaction with every field left out (Go decodes null into the TransactionArgs struct as no fields); the value is still required.
   * @param block Block number, tag or hash; default latest. A block number (0x-prefixed hex quantity), a block tag, a 32-byte block hash, or the object form `{"blockNumber": …}` / `{"blockHash": …, "requireCanonical": …}` (geth's BlockNumberOrHash). A bare JSON number is not accepted by the node (-32602). In the object form a null field counts as absent; null, or an object with neither field, names no block (-32000 `invalid arguments; neither block nor hash specified`, or null from eth_getBlockReceipts), one with both is refused (-32602). The object's field names match case-insensitively and unknown fields are ignored (Go's encoding/json).
   * @param stateOverrides Account overrides (not served by the mock).
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "invalid argument 0: …"
   * @throws {JsonRpcError} -32602 "missing value for required argument N"
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   * @throws {JsonRpcError} -32000 "cannot query unfinalized data"
   * @throws {JsonRpcError} -32000 "header for hash not found"
   * @throws {JsonRpcError} -32000 "invalid arguments; neither block nor hash specified"
   * @throws {JsonRpcError} -32000 "insufficient funds for transfer"
   * @throws {JsonRpcError} -32000 "err: intrinsic gas too low: have N, want M (supplied gas N)"
   * @throws {JsonRpcError} -32000 "both gasPrice and (maxFeePerGas or maxPriorityFeePerGas) specified"
   * @throws {JsonRpcError} -32000 "avaspec-mock does not execute contract code: 0x… has code"
   */
  estimateGas(transaction: EthEstimateGasParams[0], block?: EthEstimateGasParams[1], stateOverrides?: EthEstimateGasParams[2], options?: CallOptions): Promise<EthEstimateGasResult>;
  /**
   * Submits a signed transaction (refused by the mock).
   *
   * A node adds the transaction to its pool and answers its hash. The mock's chains are a pure function of the seed, the request and the clock (so that replicas agree), so it refuses every transaction with -32003 (specs/DEVIATIONS.md N14); test sending against a devnet.
   *
   * Changes the node's state.
   *
   * JSON-RPC `eth_sendRawTransaction` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param transaction The signed transaction, RLP (typed envelope) as hex. Bytes as 0x-prefixed hex, two digits per byte, in either case (odd length gives -32602). The empty string is no bytes, as `0x` is (go-ethereum's hexutil allows it).
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "invalid argument 0: …"
   * @throws {JsonRpcError} -32602 "missing value for required argument N"
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   * @throws {JsonRpcError} -32003 "transaction rejected: avaspec-mock serves a read-only chain"
   */
  sendRawTransaction(transaction: EthSendRawTransactionParams[0], options?: CallOptions): Promise<EthSendRawTransactionResult>;
  /**
   * Signs with a key of the node and submits a transaction (the node holds no keys).
   *
   * A node signs only with keys in its keystore, which avalanchego nodes do not keep: every sender is an `unknown account`.
   *
   * Changes the node's state.
   *
   * JSON-RPC `eth_sendTransaction` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param transaction The call. A JSON null is a transaction with every field left out (Go decodes null into the TransactionArgs struct as no fields); the value is still required.
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "invalid argument 0: …"
   * @throws {JsonRpcError} -32602 "missing value for required argument N"
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   * @throws {JsonRpcError} -32000 "unknown account"
   */
  sendTransaction(transaction: EthSendTransactionParams[0], options?: CallOptions): Promise<EthSendTransactionResult>;
  /**
   * Installs a log filter; returns its ID.
   *
   * The filter collects the logs of blocks accepted after it is made that match it (`address`, `topics`, and a `fromBlock`/`toBlock` range that bounds which new blocks count); `eth_getFilterChanges` takes them, and `eth_getFilterLogs` runs the filter's range as `eth_getLogs` does. A filter nobody polls for 5 minutes is removed (coreth's filter timeout). Filters live in one node (one mock instance): replicas do not share them. The mock holds at most 1024 filters at once (TooManyFilters).
   *
   * Changes the node's state.
   *
   * JSON-RPC `eth_newFilter` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param filter The filter. A JSON null is an empty filter (every log of new blocks), as for eth_getLogs.
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "invalid argument 0: …"
   * @throws {JsonRpcError} -32602 "missing value for required argument N"
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   * @throws {JsonRpcError} -32000 "invalid from and to block combination: from > to"
   * @throws {JsonRpcError} -32000 "too many filters: the mock keeps at most 1024 (mock limit; POST /__avaspec/reset clears them)"
   */
  newFilter(filter: EthNewFilterParams[0], options?: CallOptions): Promise<EthNewFilterResult>;
  /**
   * Installs a filter of new blocks; returns its ID.
   *
   * `eth_getFilterChanges` then answers the hashes of the blocks accepted since the last poll (the generated chains' head advances with the clock). Removed after 5 minutes without a poll; at most 1024 filters per mock instance.
   *
   * Changes the node's state.
   *
   * JSON-RPC `eth_newBlockFilter` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   * @throws {JsonRpcError} -32000 "too many filters: the mock keeps at most 1024 (mock limit; POST /__avaspec/reset clears them)"
   */
  newBlockFilter(options?: CallOptions): Promise<EthNewBlockFilterResult>;
  /**
   * Installs a filter of pending transactions; returns its ID.
   *
   * The mock's generated chains have no transaction pool, so the filter's changes are always empty. Removed after 5 minutes without a poll; at most 1024 filters per mock instance.
   *
   * Changes the node's state.
   *
   * JSON-RPC `eth_newPendingTransactionFilter` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param fullTx True for whole transactions in the changes, false (default) for their hashes.
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "invalid argument 0: …"
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   * @throws {JsonRpcError} -32000 "too many filters: the mock keeps at most 1024 (mock limit; POST /__avaspec/reset clears them)"
   */
  newPendingTransactionFilter(fullTx?: EthNewPendingTransactionFilterParams[0], options?: CallOptions): Promise<EthNewPendingTransactionFilterResult>;
  /**
   * Returns what a filter collected since it was last polled.
   *
   * Block hashes for a block filter, transaction hashes for a pending transaction filter, logs for a log filter; each poll takes them, so the next one answers only what came after. An unknown or expired ID (5 minutes without a poll) gives FilterNotFound.
   *
   * Changes the node's state.
   *
   * JSON-RPC `eth_getFilterChanges` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param filterId The filter's ID, as eth_newFilter answered it. A JSON null reads as the empty ID (Go decodes null into rpc.ID, a string, as ""), which no filter has.
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "invalid argument 0: …"
   * @throws {JsonRpcError} -32602 "missing value for required argument N"
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   * @throws {JsonRpcError} -32000 "filter not found"
   */
  getFilterChanges(filterId: EthGetFilterChangesParams[0], options?: CallOptions): Promise<EthGetFilterChangesResult>;
  /**
   * Returns every log a log filter matches over its range.
   *
   * The filter's criteria run as eth_getLogs (same range rules and limits). A block or pending transaction filter, or an unknown ID, gives FilterNotFound.
   *
   * JSON-RPC `eth_getFilterLogs` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param filterId The filter's ID, as eth_newFilter answered it. A JSON null reads as the empty ID (Go decodes null into rpc.ID, a string, as ""), which no filter has.
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "invalid argument 0: …"
   * @throws {JsonRpcError} -32602 "missing value for required argument N"
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   * @throws {JsonRpcError} -32000 "filter not found"
   * @throws {JsonRpcError} -32000 "invalid block range params"
   * @throws {JsonRpcError} -32000 "begin block N is greater than end block M"
   * @throws {JsonRpcError} -32000 "requested too many blocks from N to M, maximum is set to L"
   * @throws {JsonRpcError} -32000 "requested from block N after last accepted block M"
   * @throws {JsonRpcError} -32000 "unknown block"
   * @throws {JsonRpcError} -32000 "exceed max topics"
   */
  getFilterLogs(filterId: EthGetFilterLogsParams[0], options?: CallOptions): Promise<EthGetFilterLogsResult>;
  /**
   * Removes a filter; true when it existed.
   *
   * Changes the node's state.
   *
   * JSON-RPC `eth_uninstallFilter` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param filterId The filter's ID, as eth_newFilter answered it. A JSON null reads as the empty ID (Go decodes null into rpc.ID, a string, as ""), which no filter has.
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "invalid argument 0: …"
   * @throws {JsonRpcError} -32602 "missing value for required argument N"
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   */
  uninstallFilter(filterId: EthUninstallFilterParams[0], options?: CallOptions): Promise<EthUninstallFilterResult>;
  /**
   * Returns the access list and gas a transaction would use.
   *
   * The mock answers it without an EVM for value transfers and calls to accounts without code: the access list it was given (less the sender and the recipient, which every transaction touches) and the intrinsic gas. A transaction the node could not apply gives `failed to apply transaction: <hash> err: …` (the funds for the gas limit, 50 000 000 by default, at the fee cap, or a gas limit below the intrinsic gas). Contract code gives ContractCodeNotExecuted (specs/DEVIATIONS.md N14).
   *
   * JSON-RPC `eth_createAccessList` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param transaction The call. A JSON null is a transaction with every field left out (Go decodes null into the TransactionArgs struct as no fields); the value is still required.
   * @param block Block number, tag or hash; default latest. A block number (0x-prefixed hex quantity), a block tag, a 32-byte block hash, or the object form `{"blockNumber": …}` / `{"blockHash": …, "requireCanonical": …}` (geth's BlockNumberOrHash). A bare JSON number is not accepted by the node (-32602). In the object form a null field counts as absent; null, or an object with neither field, names no block (-32000 `invalid arguments; neither block nor hash specified`, or null from eth_getBlockReceipts), one with both is refused (-32602). The object's field names match case-insensitively and unknown fields are ignored (Go's encoding/json).
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "invalid argument 0: …"
   * @throws {JsonRpcError} -32602 "missing value for required argument N"
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   * @throws {JsonRpcError} -32000 "cannot query unfinalized data"
   * @throws {JsonRpcError} -32000 "header for hash not found"
   * @throws {JsonRpcError} -32000 "invalid arguments; neither block nor hash specified"
   * @throws {JsonRpcError} -32000 "both gasPrice and (maxFeePerGas or maxPriorityFeePerGas) specified"
   * @throws {JsonRpcError} -32000 "contract creation without any data provided"
   * @throws {JsonRpcError} -32000 "failed to apply transaction: 0x… err: insufficient funds for gas * price + value: …"
   * @throws {JsonRpcError} -32000 "avaspec-mock does not execute contract code: 0x… has code"
   */
  createAccessList(transaction: EthCreateAccessListParams[0], block?: EthCreateAccessListParams[1], options?: CallOptions): Promise<EthCreateAccessListResult>;
  /**
   * Returns an account's Merkle proof and its storage slots' proofs.
   *
   * The mock's generated chains keep no state tries, so it builds no proof: after the node's checks of the block (past the head, an unknown hash) it gives ProofNotBuilt (specs/DEVIATIONS.md N14). A local network (`--network-id local`) answers true proofs.
   *
   * JSON-RPC `eth_getProof` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param address The account. A 20-byte EVM address, 0x-prefixed hex.
   * @param storageKeys The storage slots to prove (hex, as eth_getStorageAt's key).
   * @param block Block number, tag or hash. A block number (0x-prefixed hex quantity), a block tag, a 32-byte block hash, or the object form `{"blockNumber": …}` / `{"blockHash": …, "requireCanonical": …}` (geth's BlockNumberOrHash). A bare JSON number is not accepted by the node (-32602). In the object form a null field counts as absent; null, or an object with neither field, names no block (-32000 `invalid arguments; neither block nor hash specified`, or null from eth_getBlockReceipts), one with both is refused (-32602). The object's field names match case-insensitively and unknown fields are ignored (Go's encoding/json).
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "invalid argument 0: …"
   * @throws {JsonRpcError} -32602 "missing value for required argument N"
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   * @throws {JsonRpcError} -32000 "cannot query unfinalized data"
   * @throws {JsonRpcError} -32000 "header for hash not found"
   * @throws {JsonRpcError} -32000 "invalid arguments; neither block nor hash specified"
   * @throws {JsonRpcError} -32000 "unable to decode storage key: hex string invalid"
   * @throws {JsonRpcError} -32000 "avaspec-mock does not build state proofs: its generated chains keep no state tries"
   */
  getProof(address: EthGetProofParams[0], storageKeys: EthGetProofParams[1], block: EthGetProofParams[2], options?: CallOptions): Promise<EthGetProofResult>;
  /**
   * Returns the address block fees are paid to.
   *
   * coreth and subnet-evm set it to the black-hole address, `0x0100000000000000000000000000000000000000`, where fees are burnt (the `miner` of every block).
   *
   * JSON-RPC `eth_coinbase` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   */
  coinbase(options?: CallOptions): Promise<EthCoinbaseResult>;
  /**
   * Fills an unsigned transaction's missing fields; returns it and its RLP.
   *
   * As the node does before signing: the nonce (the sender's at the head), the gas (as eth_estimateGas), the fees (EIP-1559 unless `gasPrice` is given: the suggested priority fee, and twice the head's base fee plus it), the value (0) and the chain ID. `raw` is the unsigned transaction's encoding. Needs no key.
   *
   * JSON-RPC `eth_fillTransaction` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param transaction The call. A JSON null is a transaction with every field left out (Go decodes null into the TransactionArgs struct as no fields); the value is still required.
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "invalid argument 0: …"
   * @throws {JsonRpcError} -32602 "missing value for required argument N"
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   * @throws {JsonRpcError} -32000 "both gasPrice and (maxFeePerGas or maxPriorityFeePerGas) specified"
   * @throws {JsonRpcError} -32000 "contract creation without any data provided"
   * @throws {JsonRpcError} -32000 "insufficient funds for transfer"
   * @throws {JsonRpcError} -32000 "err: intrinsic gas too low: have N, want M (supplied gas N)"
   * @throws {JsonRpcError} -32000 "avaspec-mock does not execute contract code: 0x… has code"
   */
  fillTransaction(transaction: EthFillTransactionParams[0], options?: CallOptions): Promise<EthFillTransactionResult>;
  /**
   * Signs a message with a key of the node (the node holds no keys).
   *
   * A node signs (EIP-191) only with keys in its keystore, which avalanchego nodes do not keep: every address is an `unknown account`.
   *
   * JSON-RPC `eth_sign` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param address The account. A 20-byte EVM address, 0x-prefixed hex.
   * @param message The message, hex. Bytes as 0x-prefixed hex, two digits per byte, in either case (odd length gives -32602). The empty string is no bytes, as `0x` is (go-ethereum's hexutil allows it).
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "invalid argument 0: …"
   * @throws {JsonRpcError} -32602 "missing value for required argument N"
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   * @throws {JsonRpcError} -32000 "unknown account"
   */
  sign(address: EthSignParams[0], message: EthSignParams[1], options?: CallOptions): Promise<EthSignResult>;
  /**
   * Signs a transaction with a key of the node (the node holds no keys).
   *
   * The node first wants what only the signer may decide (`gas not specified`, `missing gasPrice or maxFeePerGas/maxPriorityFeePerGas`, `nonce not specified`), fills the rest as eth_fillTransaction, refuses a fee over 100 AVAX (coreth's RPCTxFeeCap), then looks for the key: every sender is an `unknown account`.
   *
   * JSON-RPC `eth_signTransaction` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param transaction The call. A JSON null is a transaction with every field left out (Go decodes null into the TransactionArgs struct as no fields); the value is still required.
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32602 "invalid argument 0: …"
   * @throws {JsonRpcError} -32602 "missing value for required argument N"
   * @throws {JsonRpcError} -32602 "non-array args"
   * @throws {JsonRpcError} -32602 "too many arguments, want at most N"
   * @throws {JsonRpcError} -32000 "both gasPrice and (maxFeePerGas or maxPriorityFeePerGas) specified"
   * @throws {JsonRpcError} -32000 "contract creation without any data provided"
   * @throws {JsonRpcError} -32000 "unknown account"
   */
  signTransaction(transaction: EthSignTransactionParams[0], options?: CallOptions): Promise<EthSignTransactionResult>;
  /**
   * Sends several calls in one HTTP request (a JSON-RPC batch). At most 1000 calls (the node's limit); more are rejected before sending.
   *
   * Resolves with one settled entry per call, in the order given: `{ ok: true, result }` or `{ ok: false, error }`.
   * An empty list resolves to `[]` without a request.
   */
  batch<const T extends readonly RpcCall[]>(calls: T, options?: CallOptions): Promise<{ -readonly [K in keyof T]: BatchResult<NodeMethods[T[K]["method"]]["result"]> }>;
}

/**
 * Methods served at `/ext/bc/{blockchainId}/validators`.
 * Validators API of a subnet EVM chain. {blockchainId} may be replaced by a chain alias (/ext/bc/<chain_alias>/validators).
 */
export interface ValidatorsApi {
  /**
   * Lists the current validators of the subnet or L1 this chain belongs to.
   *
   * With `nodeIDs`, only those validators; when omitted or empty, all validators of the subnet or L1. Order is not guaranteed; no match gives `{"validators": []}`.
   *
   * JSON-RPC `validators.getCurrentValidators` at `/ext/bc/{blockchainId}/validators`.
   * @throws {JsonRpcError} -32000 "couldn't unmarshal an argument. Ensure arguments are valid and properly formatted. See documentation for example calls"
   */
  getCurrentValidators(params?: ValidatorsGetCurrentValidatorsParams, options?: CallOptions): Promise<ValidatorsGetCurrentValidatorsResult>;
}

/** One chain's APIs: `/ext/bc/{blockchainId}/rpc`, `/ext/bc/{blockchainId}/validators`. */
export interface ChainApi extends RpcApi {
  /** Methods at `/ext/bc/{blockchainId}/validators`. */
  readonly validators: ValidatorsApi;
}

/** A client of the node's JSON-RPC APIs (Avalanche node JSON-RPC (admin, index, chain-VM, validators) 0.0.0). */
export interface NodeClient {
  /** The admin API: `/ext/admin` (needs `--api-admin-enabled`). */
  readonly admin: AdminApi;
  /** The index API at `/ext/index/C/block` (needs `--index-enabled`). */
  index(chain: "C", kind: "block"): IndexApi;
  /** The index API at `/ext/index/P/block` (needs `--index-enabled`). */
  index(chain: "P", kind: "block"): IndexApi;
  /** The index API at `/ext/index/X/block` (needs `--index-enabled`). */
  index(chain: "X", kind: "block"): IndexApi;
  /** The index API at `/ext/index/X/tx` (needs `--index-enabled`). */
  index(chain: "X", kind: "tx"): IndexApi;
  /**
   * The index API at `/ext/index/X/vtx` (needs `--index-enabled`).
   * @deprecated History only: the X/vtx index is no longer populated; it still answers for old data.
   */
  index(chain: "X", kind: "vtx"): IndexApi;
  /**
   * The APIs of one chain.
   * @param blockchainIdOrAlias a blockchain ID, or an alias made with `admin.aliasChain`
   */
  chain(blockchainIdOrAlias: string): ChainApi;
  /** The admin API under an alias made with `admin.alias`: `/ext/<alias>`. */
  alias(alias: string, endpoint: "admin"): AdminApi;
}

/** Endpoint routing read from the document's `x-avaspec-endpoints` and each method's `x-avaspec-endpoint`. */
export const endpoints: readonly EndpointSpec[] = [
  {"name":"admin","path":"/ext/admin","scope":"client","key":"admin","vars":[],"enabledBy":"--api-admin-enabled","aliasable":true,"methods":{"alias":["admin.alias",-1,1],"aliasChain":["admin.aliasChain",-1,1],"getChainAliases":["admin.getChainAliases",-1],"getLoggerLevel":["admin.getLoggerLevel",-1],"loadVMs":["admin.loadVMs",-1,1],"lockProfile":["admin.lockProfile",-1,1],"memoryProfile":["admin.memoryProfile",-1,1],"setLoggerLevel":["admin.setLoggerLevel",-1,1],"startCPUProfiler":["admin.startCPUProfiler",-1,1],"stopCPUProfiler":["admin.stopCPUProfiler",-1,1]}},
  {"name":"index","path":"/ext/index/{chain}/{kind}","scope":"client","key":"index","vars":["chain","kind"],"instances":[["C","block"],["P","block"],["X","block"],["X","tx"],["X","vtx"]],"enabledBy":"--index-enabled","methods":{"getContainerByID":["index.getContainerByID",-1],"getContainerByIndex":["index.getContainerByIndex",-1],"getContainerRange":["index.getContainerRange",-1],"getIndex":["index.getIndex",-1],"getLastAccepted":["index.getLastAccepted",-1],"isAccepted":["index.isAccepted",-1]}},
  {"name":"rpc","path":"/ext/bc/{blockchainId}/rpc","scope":"chain","key":"","vars":["blockchainId"],"batch":1000,"methods":{"feeConfig":["eth_feeConfig",1],"getChainConfig":["eth_getChainConfig",0],"getActivePrecompilesAt":["eth_getActivePrecompilesAt",1],"getActiveRulesAt":["eth_getActiveRulesAt",1],"chainId":["eth_chainId",0],"version":["net_version",0],"listening":["net_listening",0],"peerCount":["net_peerCount",0],"clientVersion":["web3_clientVersion",0],"sha3":["web3_sha3",1],"syncing":["eth_syncing",0],"accounts":["eth_accounts",0],"blockNumber":["eth_blockNumber",0],"getBlockByNumber":["eth_getBlockByNumber",2],"getBlockByHash":["eth_getBlockByHash",2],"getBlockTransactionCountByNumber":["eth_getBlockTransactionCountByNumber",1],"getBlockTransactionCountByHash":["eth_getBlockTransactionCountByHash",1],"getTransactionByBlockNumberAndIndex":["eth_getTransactionByBlockNumberAndIndex",2],"getTransactionByBlockHashAndIndex":["eth_getTransactionByBlockHashAndIndex",2],"getTransactionByHash":["eth_getTransactionByHash",1],"getTransactionReceipt":["eth_getTransactionReceipt",1],"getBlockReceipts":["eth_getBlockReceipts",1],"getBalance":["eth_getBalance",2],"getTransactionCount":["eth_getTransactionCount",2],"getCode":["eth_getCode",2],"getStorageAt":["eth_getStorageAt",3],"gasPrice":["eth_gasPrice",0],"maxPriorityFeePerGas":["eth_maxPriorityFeePerGas",0],"baseFee":["eth_baseFee",0],"feeHistory":["eth_feeHistory",3],"getLogs":["eth_getLogs",1],"call":["eth_call",4],"estimateGas":["eth_estimateGas",3],"sendRawTransaction":["eth_sendRawTransaction",1,1],"sendTransaction":["eth_sendTransaction",1,1],"newFilter":["eth_newFilter",1,1],"newBlockFilter":["eth_newBlockFilter",0,1],"newPendingTransactionFilter":["eth_newPendingTransactionFilter",1,1],"getFilterChanges":["eth_getFilterChanges",1,1],"getFilterLogs":["eth_getFilterLogs",1],"uninstallFilter":["eth_uninstallFilter",1,1],"createAccessList":["eth_createAccessList",2],"getProof":["eth_getProof",3],"coinbase":["eth_coinbase",0],"fillTransaction":["eth_fillTransaction",1],"sign":["eth_sign",2],"signTransaction":["eth_signTransaction",1]}},
  {"name":"validators","path":"/ext/bc/{blockchainId}/validators","scope":"chain","key":"validators","vars":["blockchainId"],"methods":{"getCurrentValidators":["validators.getCurrentValidators",-1]}},
];
