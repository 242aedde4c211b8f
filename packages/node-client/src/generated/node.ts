// generated, do not edit: made by @avaspec/node-client's generator (generator/component.cjs) from @avaspec/specs/node.openrpc.json (Avalanche node JSON-RPC (admin, index, chain-VM extras, validators) 0.0.0).
// Regenerate with `pnpm --filter @avaspec/node-client generate`; `check:generated` fails when this file is stale.
/* eslint-disable */
import type { BatchResult, CallOptions, EndpointSpec } from "../runtime.js";

// ---- schemas

/** An empty object. */
export type EmptyResult = Record<string, never>;

/** A 32-byte ID (container, transaction, blockchain, validation or VM ID) in CB58: base58 of the ID followed by the last 4 bytes of its SHA-256 (a checksum the node verifies; the checksum cannot be expressed in JSON Schema). A malformed ID gives the generic unmarshal error. */
export type CB58Id = string;

export type ChainAliasesResult = {
  /** Aliases of the chain, including its ID. */
  aliases: string[];
};

/** Level of written logs. */
export type LogLevel = "VERBO" | "DEBUG" | "TRACE" | "INFO" | "WARN" | "ERROR" | "FATAL" | "OFF";

export type LoggerLevel = {
  /** Level of written logs. */
  logLevel: LogLevel;
  /** Level of displayed logs. */
  displayLevel: LogLevel;
};

export type LoggerLevelsResult = {
  /** Map from logger name to its levels. A default node has the loggers `C`, `P`, `X`, `main`, `vm-factory`, plus one per subnet chain (keys sorted). */
  loggerLevels: Record<string, LoggerLevel>;
};

export type LoadVMsResult = {
  /** Map from the ID of each newly loaded VM to its aliases. */
  newVMs: Record<string, string[]>;
  /** Map from VM ID to the error message of its failed load; present only when at least one VM fails. */
  failedVMs?: Record<string, string>;
};

/** Encoding of container bytes. `hex` is the only accepted value (the node compares case-insensitively, so `HEX` is also accepted; the schema lists the canonical spelling). Omitted or null means hex. */
export type Encoding = "hex";

/** Decimal count of containers accepted in this index before this one; the first accepted container has index "0". */
export type DecimalString = string;

/** A block, vertex or transaction accepted by this node and stored in an index. */
export type Container = {
  /** Container ID, CB58 of the SHA-256 of the container's bytes. */
  id: CB58Id;
  /** Byte representation, hex encoded with 0x prefix: hex(payload) followed by the last 4 bytes of sha256(payload) as a checksum (real clients verify it). */
  bytes: string;
  /** Time at which this node accepted the container, RFC 3339 with fractional seconds and a zone offset (e.g. `2021-04-02T15:34:00.262979-07:00`). Containers indexed during bootstrapping carry the bootstrap time, not the network's original acceptance time. */
  timestamp: string;
  /** Always `hex`. */
  encoding: "hex";
  /** Decimal count of containers accepted in this index before this one; the first accepted container has index "0". */
  index: DecimalString;
};

/** An unsigned 64-bit integer, given as a JSON integer or a decimal string (the node accepts both). The upper bound of the string form (18446744073709551615) cannot be expressed in JSON Schema. */
export type Uint64 = (number | string);

/** How many containers to fetch: 0 to 1024 inclusive (MaxFetchedByRange), as a JSON integer or a decimal string (the node accepts both). The bound of the string form cannot be expressed in JSON Schema; a larger value in either form gives the error `numToFetch must be in [0,1024] but is N`. */
export type NumToFetch = (number | string);

/** The containers at startIndex, startIndex+1, …, startIndex+numToFetch-1, in index order; fewer when fewer exist. Null when numToFetch is 0 (seed rule 2). The deployed node wraps the array as `{"containers": […]}` and refuses numToFetch 0 (see specs/DEVIATIONS.md). */
export type ContainerRange = (Container[] | null);

export type IndexResult = {
  /** Position of the container in this index (decimal string). */
  index: DecimalString;
};

export type IsAcceptedResult = {
  /** True when the container is in this index; an unknown ID gives false, not an error. */
  isAccepted: boolean;
};

/** A block number as a 0x-prefixed hex quantity, or a block tag. */
export type BlockNumber = ("latest" | "earliest" | "pending" | "safe" | "finalized" | "accepted" | string);

/** A 32-byte hash, 0x-prefixed hex. */
export type Hash = string;

/** A block number (0x-prefixed hex quantity), a block tag, a 32-byte block hash, or the object form `{"blockNumber": …}` / `{"blockHash": …, "requireCanonical": …}` (geth's BlockNumberOrHash). A bare JSON number is not accepted by the node (-32602). */
export type BlockNumberOrHash = (BlockNumber | Hash | {
  /** A block number as a 0x-prefixed hex quantity, or a block tag. */
  blockNumber: BlockNumber;
} | {
  /** A 32-byte hash, 0x-prefixed hex. */
  blockHash: Hash;
  requireCanonical?: boolean;
});

/** The fee configuration of a subnet EVM chain. All fields are JSON numbers. */
export type FeeConfig = {
  /** Gas limit of a block. */
  gasLimit: number;
  /** Target time between blocks, in seconds. */
  targetBlockRate: number;
  /** Minimum base fee, in wei. */
  minBaseFee: number;
  /** Gas targeted over the 10-second fee window. */
  targetGas: number;
  /** Divisor bounding the base fee change per block. */
  baseFeeChangeDenominator: number;
  /** Minimum block gas cost. */
  minBlockGasCost: number;
  /** Maximum block gas cost. */
  maxBlockGasCost: number;
  /** Change of the block gas cost per second off the target block rate. */
  blockGasCostStep: number;
};

export type FeeConfigResult = {
  /** The fee configuration of a subnet EVM chain. All fields are JSON numbers. */
  feeConfig: FeeConfig;
  /** Block number at which the fee config last changed; 0 when the fee manager precompile is not enabled. */
  lastChangedAt: number;
};

/** A 20-byte EVM address, 0x-prefixed hex. */
export type Address = string;

/** Configuration of a stateful precompile. The seed lists adminAddresses, blockTimestamp and disable; precompiles carry further keys of their own (enabledAddresses, managerAddresses, initialFeeConfig, quorumNumerator, …), so other properties are allowed. adminAddresses may be null, and is absent from a `disable` entry and from precompiles without an allow list (warpConfig). */
export type PrecompileConfig = {
  /** Addresses allowed to change the precompile's settings; may be null. */
  adminAddresses?: (Address[] | null);
  /** Timestamp at which the config takes effect. */
  blockTimestamp: number;
  /** True when this entry disables the precompile. */
  disable?: boolean;
};

/** One upgrade, keyed by the precompile config name it changes. */
export type PrecompileUpgrade = Record<string, PrecompileConfig>;

/** The chain config of a subnet EVM chain (eth_getChainConfig). Fields that a chain does not use (a precompile that was never enabled, a fork block left unset) are omitted by the node; further network-upgrade keys may appear. */
export type ChainConfig = {
  /** EVM chain ID. */
  chainId: number;
  /** The fee configuration of a subnet EVM chain. All fields are JSON numbers. */
  feeConfig: FeeConfig;
  /** Whether block producers may choose their fee recipient. */
  allowFeeRecipients?: boolean;
  /** Block number of activation. */
  homesteadBlock?: number;
  /** Block number of activation. */
  eip150Block?: number;
  /** Hash of the EIP-150 fork block. */
  eip150Hash?: Hash;
  /** Block number of activation. */
  eip155Block?: number;
  /** Block number of activation. */
  eip158Block?: number;
  /** Block number of activation. */
  byzantiumBlock?: number;
  /** Block number of activation. */
  constantinopleBlock?: number;
  /** Block number of activation. */
  petersburgBlock?: number;
  /** Block number of activation. */
  istanbulBlock?: number;
  /** Block number of activation. */
  muirGlacierBlock?: number;
  /** Timestamp of the SubnetEVM upgrade. */
  subnetEVMTimestamp?: number;
  /** Configuration of a stateful precompile. The seed lists adminAddresses, blockTimestamp and disable; precompiles carry further keys of their own (enabledAddresses, managerAddresses, initialFeeConfig, quorumNumerator, …), so other properties are allowed. adminAddresses may be null, and is absent from a `disable` entry and from precompiles without an allow list (warpConfig). */
  contractDeployerAllowListConfig?: PrecompileConfig;
  /** Configuration of a stateful precompile. The seed lists adminAddresses, blockTimestamp and disable; precompiles carry further keys of their own (enabledAddresses, managerAddresses, initialFeeConfig, quorumNumerator, …), so other properties are allowed. adminAddresses may be null, and is absent from a `disable` entry and from precompiles without an allow list (warpConfig). */
  contractNativeMinterConfig?: PrecompileConfig;
  /** Configuration of a stateful precompile. The seed lists adminAddresses, blockTimestamp and disable; precompiles carry further keys of their own (enabledAddresses, managerAddresses, initialFeeConfig, quorumNumerator, …), so other properties are allowed. adminAddresses may be null, and is absent from a `disable` entry and from precompiles without an allow list (warpConfig). */
  feeManagerConfig?: PrecompileConfig;
  /** Upgrades activated after genesis. */
  upgrades: {
    precompileUpgrades?: PrecompileUpgrade[];
  };
};

/** Map from precompile config name to the config active at the timestamp. */
export type ActivePrecompiles = Record<string, PrecompileConfig>;

/** Ethereum fork rules active at the timestamp (booleans), plus the chain ID. */
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
  IsBerlin?: boolean;
  IsLondon?: boolean;
  IsMerge?: boolean;
  IsShanghai?: boolean;
  IsCancun: boolean;
  IsPrague?: boolean;
  IsVerkle?: boolean;
  [key: string]: boolean | number | undefined;
};

/** Avalanche network-upgrade rules active at the timestamp. */
export type AvalancheRules = {
  IsSubnetEVM: boolean;
  IsDurango: boolean;
  IsEtna: boolean;
  IsFortuna?: boolean;
  IsGranite?: boolean;
  IsHelicon?: boolean;
  [key: string]: boolean | undefined;
};

export type ActiveRules = {
  /** Ethereum fork rules active at the timestamp (booleans), plus the chain ID. */
  ethRules: EthRules;
  /** Avalanche network-upgrade rules active at the timestamp. */
  avalancheRules: AvalancheRules;
  /** Precompiles active at the timestamp (only those that have a timestamp), by config name. */
  precompiles: Record<string, {
      /** Activation timestamp. */
      timestamp: number;
    }>;
};

/** A node identifier, `NodeID-` followed by the CB58 of a 20-byte short ID. */
export type NodeId = string;

export type Validator = {
  /** Validation ID for L1s; the add-subnet-validator transaction ID for subnets. */
  validationID: CB58Id;
  /** A node identifier, `NodeID-` followed by the CB58 of a 20-byte short ID. */
  nodeID: NodeId;
  /** Validator weight, often stake. */
  weight: number;
  /** UNIX time validation started. */
  startTimestamp: number;
  /** For an L1 validator, true when it has enough continuous fees paid on the P-Chain; always true for a subnet validator. */
  isActive: boolean;
  /** L1 validator (true) versus subnet validator (false). */
  isL1Validator: boolean;
  /** The validator is currently connected to the node answering. */
  isConnected: boolean;
  /** Seconds the validator has been online. */
  uptimeSeconds: number;
  /** Percentage of time online. */
  uptimePercentage: number;
};

export type ValidatorsResult = {
  /** Current validators, in no guaranteed order; `[]` when none match. */
  validators: Validator[];
};

// ---- methods

/** Params of `admin.alias`. */
export type AdminAliasParams = {
  /** The API's path after /ext/ (e.g. bc/X). */
  endpoint: string;
  /** The alias, at most 512 characters. */
  alias: string;
};

/** Result of `admin.alias`. */
export type AdminAliasResult = EmptyResult;

/** Params of `admin.aliasChain`. */
export type AdminAliasChainParams = {
  /** The blockchain's ID. */
  chain: string;
  /** The new alias, at most 512 characters. */
  alias: string;
};

/** Result of `admin.aliasChain`. */
export type AdminAliasChainResult = EmptyResult;

/** Params of `admin.getChainAliases`. */
export type AdminGetChainAliasesParams = {
  /** The blockchain's ID. */
  chain: CB58Id;
};

/** Result of `admin.getChainAliases`. */
export type AdminGetChainAliasesResult = ChainAliasesResult;

/** Params of `admin.getLoggerLevel`. */
export type AdminGetLoggerLevelParams = {
  /** Name of one logger. */
  loggerName?: string;
};

/** Result of `admin.getLoggerLevel`. */
export type AdminGetLoggerLevelResult = LoggerLevelsResult;

/** Params of `admin.loadVMs`. */
export type AdminLoadVMsParams = Record<string, never>;

/** Result of `admin.loadVMs`. */
export type AdminLoadVMsResult = LoadVMsResult;

/** Params of `admin.lockProfile`. */
export type AdminLockProfileParams = Record<string, never>;

/** Result of `admin.lockProfile`. */
export type AdminLockProfileResult = EmptyResult;

/** Params of `admin.memoryProfile`. */
export type AdminMemoryProfileParams = Record<string, never>;

/** Result of `admin.memoryProfile`. */
export type AdminMemoryProfileResult = EmptyResult;

/** Params of `admin.setLoggerLevel`. */
export type AdminSetLoggerLevelParams = {
  /** Name of one logger. */
  loggerName?: string;
  /** Level of written logs. */
  logLevel?: LogLevel;
  /** Level of displayed logs. */
  displayLevel?: LogLevel;
} & ({ logLevel: LogLevel } | { displayLevel: LogLevel });

/** Result of `admin.setLoggerLevel`. */
export type AdminSetLoggerLevelResult = EmptyResult;

/** Params of `admin.startCPUProfiler`. */
export type AdminStartCPUProfilerParams = Record<string, never>;

/** Result of `admin.startCPUProfiler`. */
export type AdminStartCPUProfilerResult = EmptyResult;

/** Params of `admin.stopCPUProfiler`. */
export type AdminStopCPUProfilerParams = Record<string, never>;

/** Result of `admin.stopCPUProfiler`. */
export type AdminStopCPUProfilerResult = EmptyResult;

/** Params of `index.getContainerByID`. */
export type IndexGetContainerByIDParams = {
  /** Container ID (CB58). */
  id: CB58Id;
  /** Must be `hex` (compared case-insensitively by the node). Optional: omitted or null means hex. */
  encoding?: Encoding;
};

/** Result of `index.getContainerByID`. */
export type IndexGetContainerByIDResult = Container;

/** Params of `index.getContainerByIndex`. */
export type IndexGetContainerByIndexParams = {
  /** Position of the container in this index (uint64, a JSON integer or a decimal string). */
  index: Uint64;
  /** Must be `hex` (compared case-insensitively by the node). Optional: omitted or null means hex. */
  encoding?: Encoding;
};

/** Result of `index.getContainerByIndex`. */
export type IndexGetContainerByIndexResult = Container;

/** Params of `index.getContainerRange`. */
export type IndexGetContainerRangeParams = {
  /** Index of the first container to return (uint64, a JSON integer or a decimal string). */
  startIndex: Uint64;
  /** Number of containers to return, 0 to 1024 (a JSON integer or a decimal string). */
  numToFetch: NumToFetch;
  /** Must be `hex` (compared case-insensitively by the node). Optional: omitted or null means hex. */
  encoding?: Encoding;
};

/** Result of `index.getContainerRange`. */
export type IndexGetContainerRangeResult = ContainerRange;

/** Params of `index.getIndex`. */
export type IndexGetIndexParams = {
  /** Container ID (CB58). */
  id: CB58Id;
  /** Must be `hex` (compared case-insensitively by the node). Optional: omitted or null means hex. */
  encoding?: Encoding;
};

/** Result of `index.getIndex`. */
export type IndexGetIndexResult = IndexResult;

/** Params of `index.getLastAccepted`. */
export type IndexGetLastAcceptedParams = {
  /** Must be `hex` (compared case-insensitively by the node). Optional: omitted or null means hex. */
  encoding?: Encoding;
};

/** Result of `index.getLastAccepted`. */
export type IndexGetLastAcceptedResult = Container;

/** Params of `index.isAccepted`. */
export type IndexIsAcceptedParams = {
  /** Container ID (CB58). */
  id: CB58Id;
  /** Must be `hex` (compared case-insensitively by the node). Optional: omitted or null means hex. */
  encoding?: Encoding;
};

/** Result of `index.isAccepted`. */
export type IndexIsAcceptedResult = IsAcceptedResult;

/** Params of `eth_feeConfig`. */
export type EthFeeConfigParams = [blk?: BlockNumberOrHash];

/** Result of `eth_feeConfig`. */
export type EthFeeConfigResult = FeeConfigResult;

/** Params of `eth_getChainConfig`. */
export type EthGetChainConfigParams = [];

/** Result of `eth_getChainConfig`. */
export type EthGetChainConfigResult = ChainConfig;

/** Params of `eth_getActivePrecompilesAt`. */
export type EthGetActivePrecompilesAtParams = [timestamp?: number];

/** Result of `eth_getActivePrecompilesAt`. */
export type EthGetActivePrecompilesAtResult = ActivePrecompiles;

/** Params of `eth_getActiveRulesAt`. */
export type EthGetActiveRulesAtParams = [timestamp?: number];

/** Result of `eth_getActiveRulesAt`. */
export type EthGetActiveRulesAtResult = ActiveRules;

/** Params of `validators.getCurrentValidators`. */
export type ValidatorsGetCurrentValidatorsParams = {
  /** Node IDs to return; omitted or empty means all. */
  nodeIDs?: NodeId[];
};

/** Result of `validators.getCurrentValidators`. */
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
  | { method: "eth_feeConfig"; params?: EthFeeConfigParams }
  | { method: "eth_getChainConfig"; params?: EthGetChainConfigParams }
  | { method: "eth_getActivePrecompilesAt"; params?: EthGetActivePrecompilesAtParams }
  | { method: "eth_getActiveRulesAt"; params?: EthGetActiveRulesAtParams };

/**
 * Methods served at `/ext/bc/{blockchainId}/rpc`.
 * Chain-VM JSON-RPC of a subnet EVM chain (geth-style server). {blockchainId} may be replaced by a chain alias created with admin.aliasChain (/ext/bc/<chain_alias>/rpc).
 */
export interface RpcApi {
  /**
   * Returns the fee config of the chain at a block, and the block at which it last changed.
   *
   * `blk` is a block number, a block tag or a block hash; omitted means the latest block. `lastChangedAt` is the block number of the last change (0 when the fee manager precompile is not enabled). All fee fields are JSON numbers.
   *
   * JSON-RPC `eth_feeConfig` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param blk Block number, tag or hash; default the latest block. A block number (0x-prefixed hex quantity), a block tag, a 32-byte block hash, or the object form `{"blockNumber": …}` / `{"blockHash": …, "requireCanonical": …}` (geth's BlockNumberOrHash). A bare JSON number is not accepted by the node (-32602).
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

/** A client of the node's JSON-RPC APIs (Avalanche node JSON-RPC (admin, index, chain-VM extras, validators) 0.0.0). */
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
  {"name":"rpc","path":"/ext/bc/{blockchainId}/rpc","scope":"chain","key":"","vars":["blockchainId"],"batch":1000,"methods":{"feeConfig":["eth_feeConfig",1],"getChainConfig":["eth_getChainConfig",0],"getActivePrecompilesAt":["eth_getActivePrecompilesAt",1],"getActiveRulesAt":["eth_getActiveRulesAt",1]}},
  {"name":"validators","path":"/ext/bc/{blockchainId}/validators","scope":"chain","key":"validators","vars":["blockchainId"],"methods":{"getCurrentValidators":["validators.getCurrentValidators",-1]}},
];
