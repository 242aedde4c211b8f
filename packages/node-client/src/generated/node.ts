// generated, do not edit: made by @avaspec/node-client's generator (generator/component.cjs) from generator/fixtures/mini.openrpc.json (Mini node fixture 0.0.1).
// Regenerate with `pnpm --filter @avaspec/node-client generate`; `check:generated` fails when this file is stale.
/* eslint-disable */
import type { BatchResult, CallOptions, EndpointSpec } from "../runtime.js";

// ---- schemas

export type EmptyObject = Record<string, never>;

export type LoggerLevel = {
  logLevel: string;
  displayLevel: string;
};

/** Always hex. */
export type Encoding = "hex";

export type Container = {
  /** container ID */
  id: string;
  bytes: string;
  timestamp: string;
  /** Always hex. */
  encoding: Encoding;
  index: string;
};

export type Validator = {
  nodeID: string;
  weight: number;
  uptimePercentage?: (number | null);
};

// ---- methods

/** Params of `admin.alias`. */
export type AdminAliasParams = {
  /** the part after /ext/ */
  endpoint: string;
  alias: string;
};

/** Result of `admin.alias`. */
export type AdminAliasResult = EmptyObject;

/** Params of `admin.getLoggerLevel`. */
export type AdminGetLoggerLevelParams = {
  loggerName?: string;
};

/** Result of `admin.getLoggerLevel`. */
export type AdminGetLoggerLevelResult = {
  loggerLevels: Record<string, LoggerLevel>;
};

/** Params of `admin.startCPUProfiler`. */
export type AdminStartCPUProfilerParams = Record<string, never>;

/** Result of `admin.startCPUProfiler`. */
export type AdminStartCPUProfilerResult = EmptyObject;

/** Params of `index.getContainerByIndex`. */
export type IndexGetContainerByIndexParams = {
  index: (number | string);
  encoding: Encoding;
};

/** Result of `index.getContainerByIndex`. */
export type IndexGetContainerByIndexResult = Container;

/** Params of `eth_feeConfig`. */
export type EthFeeConfigParams = [blk?: string];

/** Result of `eth_feeConfig`. */
export type EthFeeConfigResult = {
  feeConfig: {
    gasLimit?: number;
  };
  lastChangedAt: number;
};

/** Params of `eth_getChainConfig`. */
export type EthGetChainConfigParams = [];

/** Result of `eth_getChainConfig`. */
export type EthGetChainConfigResult = {
  chainId: number;
};

/** Params of `eth_getActivePrecompilesAt`. */
export type EthGetActivePrecompilesAtParams = [timestamp?: number];

/** Result of `eth_getActivePrecompilesAt`. */
export type EthGetActivePrecompilesAtResult = Record<string, {
    blockTimestamp?: number;
  }>;

/** Params of `validators.getCurrentValidators`. */
export type ValidatorsGetCurrentValidatorsParams = {
  nodeIDs?: string[];
};

/** Result of `validators.getCurrentValidators`. */
export type ValidatorsGetCurrentValidatorsResult = {
  validators: Validator[];
};

/** Every method: its params and result types. */
export interface NodeMethods {
  "admin.alias": { params: AdminAliasParams; result: AdminAliasResult };
  "admin.getLoggerLevel": { params: AdminGetLoggerLevelParams; result: AdminGetLoggerLevelResult };
  "admin.startCPUProfiler": { params: AdminStartCPUProfilerParams; result: AdminStartCPUProfilerResult };
  "index.getContainerByIndex": { params: IndexGetContainerByIndexParams; result: IndexGetContainerByIndexResult };
  "eth_feeConfig": { params: EthFeeConfigParams; result: EthFeeConfigResult };
  "eth_getChainConfig": { params: EthGetChainConfigParams; result: EthGetChainConfigResult };
  "eth_getActivePrecompilesAt": { params: EthGetActivePrecompilesAtParams; result: EthGetActivePrecompilesAtResult };
  "validators.getCurrentValidators": { params: ValidatorsGetCurrentValidatorsParams; result: ValidatorsGetCurrentValidatorsResult };
}

// ---- endpoints

/**
 * Methods served at `/ext/admin`.
 * Served only when the node runs with `--api-admin-enabled` (off by default).
 */
export interface AdminApi {
  /**
   * Assigns an API endpoint an alias.
   *
   * The aliased API answers at /ext/<alias> too.
   *
   * Changes the node's state.
   *
   * JSON-RPC `admin.alias` at `/ext/admin`.
   */
  alias(params: AdminAliasParams, options?: CallOptions): Promise<AdminAliasResult>;
  /**
   * Returns logger levels.
   *
   * JSON-RPC `admin.getLoggerLevel` at `/ext/admin`.
   */
  getLoggerLevel(params?: AdminGetLoggerLevelParams, options?: CallOptions): Promise<AdminGetLoggerLevelResult>;
  /**
   * Starts CPU profiling.
   *
   * Changes the node's state.
   *
   * JSON-RPC `admin.startCPUProfiler` at `/ext/admin`.
   */
  startCPUProfiler(params?: AdminStartCPUProfilerParams, options?: CallOptions): Promise<AdminStartCPUProfilerResult>;
}

/**
 * Methods served at `/ext/index/{chain}/{kind}`.
 * Served only when the node runs with `--index-enabled` (off by default).
 */
export interface IndexApi {
  /**
   * Gets the container at an index.
   *
   * JSON-RPC `index.getContainerByIndex` at `/ext/index/{chain}/{kind}`.
   */
  getContainerByIndex(params: IndexGetContainerByIndexParams, options?: CallOptions): Promise<IndexGetContainerByIndexResult>;
}

/** One call of a batch on the `rpc` endpoint. */
export type RpcCall =
  | { method: "eth_feeConfig"; params?: EthFeeConfigParams }
  | { method: "eth_getChainConfig"; params?: EthGetChainConfigParams }
  | { method: "eth_getActivePrecompilesAt"; params?: EthGetActivePrecompilesAtParams };

/** Methods served at `/ext/bc/{blockchainId}/rpc`. */
export interface RpcApi {
  /**
   * Returns the fee config.
   *
   * JSON-RPC `eth_feeConfig` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param blk
   * @param options per-call options (timeout, abort signal, headers)
   */
  feeConfig(blk?: EthFeeConfigParams[0], options?: CallOptions): Promise<EthFeeConfigResult>;
  /**
   * Returns the chain config.
   *
   * JSON-RPC `eth_getChainConfig` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param options per-call options (timeout, abort signal, headers)
   * @throws {JsonRpcError} -32601 "the method eth_getChainConfig does not exist/is not available"
   */
  getChainConfig(options?: CallOptions): Promise<EthGetChainConfigResult>;
  /**
   * Returns active precompiles.
   *
   * JSON-RPC `eth_getActivePrecompilesAt` at `/ext/bc/{blockchainId}/rpc`.
   *
   * @param timestamp
   * @param options per-call options (timeout, abort signal, headers)
   * @deprecated This method is deprecated by the node; see its description.
   */
  getActivePrecompilesAt(timestamp?: EthGetActivePrecompilesAtParams[0], options?: CallOptions): Promise<EthGetActivePrecompilesAtResult>;
  /**
   * Sends several calls in one HTTP request (a JSON-RPC batch). At most 3 calls (the node's limit); more are rejected before sending.
   *
   * Resolves with one settled entry per call, in the order given: `{ ok: true, result }` or `{ ok: false, error }`.
   * An empty list resolves to `[]` without a request.
   */
  batch<const T extends readonly RpcCall[]>(calls: T, options?: CallOptions): Promise<{ -readonly [K in keyof T]: BatchResult<NodeMethods[T[K]["method"]]["result"]> }>;
}

/** Methods served at `/ext/bc/{blockchainId}/validators`. */
export interface ValidatorsApi {
  /**
   * Lists validators.
   *
   * JSON-RPC `validators.getCurrentValidators` at `/ext/bc/{blockchainId}/validators`.
   */
  getCurrentValidators(params?: ValidatorsGetCurrentValidatorsParams, options?: CallOptions): Promise<ValidatorsGetCurrentValidatorsResult>;
}

/** One chain's APIs: `/ext/bc/{blockchainId}/rpc`, `/ext/bc/{blockchainId}/validators`. */
export interface ChainApi extends RpcApi {
  /** Methods at `/ext/bc/{blockchainId}/validators`. */
  readonly validators: ValidatorsApi;
}

/** A client of the node's JSON-RPC APIs (Mini node fixture 0.0.1). */
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
  {"name":"admin","path":"/ext/admin","scope":"client","key":"admin","vars":[],"enabledBy":"--api-admin-enabled","aliasable":true,"methods":{"alias":["admin.alias",-1,1],"getLoggerLevel":["admin.getLoggerLevel",-1],"startCPUProfiler":["admin.startCPUProfiler",-1,1]}},
  {"name":"index","path":"/ext/index/{chain}/{kind}","scope":"client","key":"index","vars":["chain","kind"],"instances":[["C","block"],["P","block"],["X","block"],["X","tx"],["X","vtx"]],"enabledBy":"--index-enabled","methods":{"getContainerByIndex":["index.getContainerByIndex",-1]}},
  {"name":"rpc","path":"/ext/bc/{blockchainId}/rpc","scope":"chain","key":"","vars":["blockchainId"],"batch":3,"methods":{"feeConfig":["eth_feeConfig",1],"getChainConfig":["eth_getChainConfig",0],"getActivePrecompilesAt":["eth_getActivePrecompilesAt",1]}},
  {"name":"validators","path":"/ext/bc/{blockchainId}/validators","scope":"chain","key":"validators","vars":["blockchainId"],"methods":{"getCurrentValidators":["validators.getCurrentValidators",-1]}},
];
