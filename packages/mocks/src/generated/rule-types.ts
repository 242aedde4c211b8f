// generated, do not edit: written by @avaspec/mocks from @avaspec/specs (pnpm --filter @avaspec/mocks generate)
// What a typed fault rule may name (control/typed-rules.ts), read from the specs by control/rule-targets.ts.

/** The metrics API's operations: parameters, body, declared statuses and example names. */
export interface MetricsRuleTargets {
  "listChains": {
    path: never;
    query: "network" | "pageSize" | "pageToken";
    body: false;
    statuses: 200 | 400 | 401 | 403 | 404 | 429 | 500 | 502 | 503;
    examples: "badGateway" | "chainNotFound" | "forbidden" | "internalError" | "invalidPageToken" | "invalidTimeInterval" | "lastPage" | "pageSizeTooLarge" | "rateLimited" | "subnetUnavailable" | "unauthorized" | "withNextPage";
  };
  "getChain": {
    path: "chainId";
    query: never;
    body: false;
    statuses: 200 | 400 | 401 | 403 | 404 | 429 | 500 | 502 | 503;
    examples: "badGateway" | "cChain" | "chainNotFound" | "forbidden" | "internalError" | "invalidPageToken" | "invalidTimeInterval" | "pageSizeTooLarge" | "rateLimited" | "subnetUnavailable" | "unauthorized";
  };
  "getChainMetrics": {
    path: "chainId" | "metric";
    query: "endTimestamp" | "pageSize" | "pageToken" | "startTimestamp" | "timeInterval";
    body: false;
    statuses: 200 | 400 | 401 | 403 | 404 | 429 | 500 | 502 | 503;
    examples: "badGateway" | "chainNotFound" | "forbidden" | "internalError" | "invalidPageToken" | "invalidTimeInterval" | "lastPage" | "pageSizeTooLarge" | "rateLimited" | "subnetUnavailable" | "unauthorized" | "withNextPage";
  };
  "getRollingWindowMetrics": {
    path: "chainId" | "metric";
    query: never;
    body: false;
    statuses: 200 | 400 | 401 | 403 | 404 | 429 | 500 | 502 | 503;
    examples: "activeAddresses" | "badGateway" | "chainNotFound" | "forbidden" | "internalError" | "invalidPageToken" | "invalidTimeInterval" | "pageSizeTooLarge" | "rateLimited" | "subnetUnavailable" | "txCount" | "unauthorized";
  };
  "listTokenBalanceAddresses": {
    path: "address" | "chainId";
    query: "endTimestamp" | "pageSize" | "pageToken" | "startTimestamp" | "threshold";
    body: false;
    statuses: 200 | 400 | 401 | 403 | 404 | 429 | 500 | 502 | 503;
    examples: "badGateway" | "chainNotFound" | "forbidden" | "internalError" | "invalidPageToken" | "invalidTimeInterval" | "lastPage" | "pageSizeTooLarge" | "rateLimited" | "subnetUnavailable" | "unauthorized" | "withNextPage";
  };
  "listNftHolders": {
    path: "address" | "chainId";
    query: "pageSize" | "pageToken";
    body: false;
    statuses: 200 | 400 | 401 | 403 | 404 | 429 | 500 | 502 | 503;
    examples: "badGateway" | "chainNotFound" | "forbidden" | "internalError" | "invalidPageToken" | "invalidTimeInterval" | "lastPage" | "pageSizeTooLarge" | "rateLimited" | "subnetUnavailable" | "unauthorized" | "withNextPage";
  };
  "getNetworkMetrics": {
    path: "metric" | "network";
    query: "endTimestamp" | "pageSize" | "pageToken" | "startTimestamp" | "subnetId";
    body: false;
    statuses: 200 | 400 | 401 | 403 | 404 | 429 | 500 | 502 | 503;
    examples: "badGateway" | "chainNotFound" | "forbidden" | "internalError" | "invalidPageToken" | "invalidTimeInterval" | "lastPage" | "pageSizeTooLarge" | "rateLimited" | "subnetUnavailable" | "unauthorized" | "withNextPage";
  };
  "getValidationMetrics": {
    path: "l1ValidationId" | "metric";
    query: "endTimestamp" | "startTimestamp";
    body: false;
    statuses: 200 | 400 | 401 | 403 | 404 | 429 | 500 | 502 | 503;
    examples: "badGateway" | "chainNotFound" | "forbidden" | "internalError" | "invalidPageToken" | "invalidTimeInterval" | "pageSizeTooLarge" | "rateLimited" | "series" | "subnetUnavailable" | "unauthorized";
  };
  "getSubnetMetrics": {
    path: "metric" | "subnetId";
    query: "endTimestamp" | "startTimestamp";
    body: false;
    statuses: 200 | 400 | 401 | 403 | 404 | 429 | 500 | 502 | 503;
    examples: "badGateway" | "chainNotFound" | "forbidden" | "internalError" | "invalidPageToken" | "invalidTimeInterval" | "pageSizeTooLarge" | "rateLimited" | "series" | "subnetUnavailable" | "unauthorized";
  };
  "getValidatorMetrics": {
    path: "metric" | "nodeId";
    query: "endTimestamp" | "startTimestamp";
    body: false;
    statuses: 200 | 400 | 401 | 403 | 404 | 429 | 500 | 502 | 503;
    examples: "badGateway" | "chainNotFound" | "forbidden" | "internalError" | "invalidPageToken" | "invalidTimeInterval" | "pageSizeTooLarge" | "rateLimited" | "series" | "subnetUnavailable" | "unauthorized";
  };
  "getValidatorsMetrics": {
    path: "metric";
    query: "endTimestamp" | "startTimestamp";
    body: false;
    statuses: 200 | 400 | 401 | 403 | 404 | 429 | 500 | 502 | 503;
    examples: "badGateway" | "chainNotFound" | "forbidden" | "internalError" | "invalidPageToken" | "invalidTimeInterval" | "pageSizeTooLarge" | "rateLimited" | "series" | "subnetUnavailable" | "unauthorized";
  };
  "compositeQuery": {
    path: never;
    query: "pageSize" | "pageToken";
    body: true;
    statuses: 200 | 400 | 401 | 403 | 404 | 429 | 500 | 502 | 503;
    examples: "badGateway" | "chainNotFound" | "forbidden" | "internalError" | "invalidPageToken" | "invalidTimeInterval" | "lastPage" | "pageSizeTooLarge" | "rateLimited" | "subnetUnavailable" | "unauthorized" | "withNextPage";
  };
  "getAvgTpsLegacy": {
    path: "chainId";
    query: "pageToken";
    body: false;
    statuses: 200 | 400 | 401 | 403 | 404 | 429 | 500 | 502 | 503;
    examples: "badGateway" | "cChain" | "chainNotFound" | "forbidden" | "internalError" | "invalidPageToken" | "invalidTimeInterval" | "pageSizeTooLarge" | "rateLimited" | "subnetUnavailable" | "unauthorized";
  };
}

/** The data API's operations: parameters, body, declared statuses and example names. */
export interface DataRuleTargets {
  "listChains": {
    path: never;
    query: "feature" | "network";
    body: false;
    statuses: 200 | 400 | 401 | 403 | 404 | 429 | 500 | 502 | 503;
    examples: "badGateway" | "chainNotFound" | "chains" | "forbidden" | "internalError" | "invalidPageToken" | "invalidTimeInterval" | "pageSizeTooLarge" | "rateLimited" | "subnetUnavailable" | "unauthorized";
  };
  "getChain": {
    path: "chainId";
    query: never;
    body: false;
    statuses: 200 | 400 | 401 | 403 | 404 | 429 | 500 | 502 | 503;
    examples: "badGateway" | "cChain" | "chainNotFound" | "forbidden" | "internalError" | "invalidPageToken" | "invalidTimeInterval" | "pageSizeTooLarge" | "rateLimited" | "subnetUnavailable" | "unauthorized";
  };
  "getBlock": {
    path: "blockId" | "chainId";
    query: never;
    body: false;
    statuses: 200 | 400 | 401 | 403 | 404 | 429 | 500 | 502 | 503;
    examples: "badGateway" | "cChainBlock" | "chainNotFound" | "forbidden" | "internalError" | "invalidPageToken" | "invalidTimeInterval" | "pageSizeTooLarge" | "rateLimited" | "subnetUnavailable" | "unauthorized";
  };
  "listAddressChains": {
    path: "address";
    query: never;
    body: false;
    statuses: 200 | 400 | 401 | 403 | 404 | 429 | 500 | 502 | 503;
    examples: "activeOnCChain" | "badGateway" | "chainNotFound" | "forbidden" | "internalError" | "invalidPageToken" | "invalidTimeInterval" | "pageSizeTooLarge" | "rateLimited" | "subnetUnavailable" | "unauthorized";
  };
}

/** The node's JSON-RPC methods: params, declared error codes and example names. */
export interface NodeRuleTargets {
  "admin.alias": {
    params: "endpoint" | "alias";
    errorCodes: -32000;
    examples: "alias the X-Chain API" | "alias too long";
  };
  "admin.aliasChain": {
    params: "chain" | "alias";
    errorCodes: -32000;
    examples: "alias the C-Chain";
  };
  "admin.getChainAliases": {
    params: "chain";
    errorCodes: -32000;
    examples: "aliases of the X-Chain";
  };
  "admin.getLoggerLevel": {
    params: "loggerName";
    errorCodes: -32000;
    examples: "all loggers" | "one logger" | "unknown logger";
  };
  "admin.loadVMs": {
    params: never;
    errorCodes: -32000;
    examples: "load the subnet-EVM plugin";
  };
  "admin.lockProfile": {
    params: never;
    errorCodes: -32000;
    examples: "lock profile";
  };
  "admin.memoryProfile": {
    params: never;
    errorCodes: -32000;
    examples: "memory profile";
  };
  "admin.setLoggerLevel": {
    params: "loggerName" | "logLevel" | "displayLevel";
    errorCodes: -32000;
    examples: "neither level" | "set the C-Chain logger";
  };
  "admin.startCPUProfiler": {
    params: never;
    errorCodes: -32000;
    examples: "start profiling" | "start twice";
  };
  "admin.stopCPUProfiler": {
    params: never;
    errorCodes: -32000;
    examples: "stop profiling" | "stop without start";
  };
  "eth_feeConfig": {
    params: "blk";
    errorCodes: -32000 | -32602;
    examples: "at the latest block, by tag" | "the C-Chain's fee config at the latest block (the default config with its blocks' 15M gas limit)";
  };
  "eth_getChainConfig": {
    params: never;
    errorCodes: -32602;
    examples: "a subnet EVM chain config";
  };
  "eth_getActivePrecompilesAt": {
    params: "timestamp";
    errorCodes: -32602;
    examples: "precompiles active now";
  };
  "eth_getActiveRulesAt": {
    params: "timestamp";
    errorCodes: -32602;
    examples: "rules at a timestamp" | "timestamp as a string";
  };
  "eth_chainId": {
    params: never;
    errorCodes: -32602;
    examples: "the C-Chain";
  };
  "net_version": {
    params: never;
    errorCodes: -32602;
    examples: "the C-Chain";
  };
  "net_listening": {
    params: never;
    errorCodes: -32602;
    examples: "listening";
  };
  "net_peerCount": {
    params: never;
    errorCodes: -32602;
    examples: "no devp2p peers";
  };
  "web3_clientVersion": {
    params: never;
    errorCodes: -32602;
    examples: "the C-Chain's coreth";
  };
  "web3_sha3": {
    params: "data";
    errorCodes: -32602;
    examples: "not hex" | "the hash of \"hello world\"";
  };
  "eth_syncing": {
    params: never;
    errorCodes: -32602;
    examples: "not syncing";
  };
  "eth_accounts": {
    params: never;
    errorCodes: -32602;
    examples: "no keys on the node";
  };
  "eth_blockNumber": {
    params: never;
    errorCodes: -32602;
    examples: "the head at 2025-11-20T00:00:00Z (it moves with the clock)";
  };
  "eth_getBlockByNumber": {
    params: "block" | "hydrated";
    errorCodes: -32000 | -32602;
    examples: "a decimal number (no 0x prefix)" | "a leading zero" | "a number over 64 bits" | "a number past the head" | "an unknown tag" | "block 49889407, the Data API's example block, with transaction hashes" | "the same block with whole transactions";
  };
  "eth_getBlockByHash": {
    params: "blockHash" | "hydrated";
    errorCodes: -32602;
    examples: "a hash of the wrong length" | "a hash that names no block" | "block 49889407 by its hash";
  };
  "eth_getBlockTransactionCountByNumber": {
    params: "block";
    errorCodes: -32602;
    examples: "block 49889407 (txCount 1)";
  };
  "eth_getBlockTransactionCountByHash": {
    params: "blockHash";
    errorCodes: -32602;
    examples: "a hash that names no block" | "block 49889407 by its hash";
  };
  "eth_getTransactionByBlockNumberAndIndex": {
    params: "block" | "index";
    errorCodes: -32602;
    examples: "past the block's last transaction" | "the transaction of block 49889407";
  };
  "eth_getTransactionByBlockHashAndIndex": {
    params: "blockHash" | "index";
    errorCodes: -32602;
    examples: "the transaction of block 49889407, by the block's hash";
  };
  "eth_getTransactionByHash": {
    params: "transactionHash";
    errorCodes: -32602;
    examples: "an unknown hash" | "the transaction of block 49889407";
  };
  "eth_getTransactionReceipt": {
    params: "transactionHash";
    errorCodes: -32602;
    examples: "an unknown hash" | "the receipt of block 49889407's transaction";
  };
  "eth_getBlockReceipts": {
    params: "block";
    errorCodes: -32602;
    examples: "a block past the head" | "the receipts of block 49889407";
  };
  "eth_getBalance": {
    params: "address" | "block";
    errorCodes: -32000 | -32602;
    examples: "a block past the head" | "a hash that names no block" | "an address of the wrong length" | "at a block given by hash" | "the same account before it" | "the sender of block 49889407's transaction, after it";
  };
  "eth_getTransactionCount": {
    params: "address" | "block";
    errorCodes: -32000 | -32602;
    examples: "and after it" | "the sender's nonce before its transaction";
  };
  "eth_getCode": {
    params: "address" | "block";
    errorCodes: -32000 | -32602;
    examples: "an account without code";
  };
  "eth_getStorageAt": {
    params: "address" | "key" | "block";
    errorCodes: -32000 | -32602;
    examples: "a key that is not hex" | "slot 0 of a contract of the C-Chain";
  };
  "eth_gasPrice": {
    params: never;
    errorCodes: -32602;
    examples: "at 2025-11-20T00:00:00Z (next base fee + suggested priority fee)";
  };
  "eth_maxPriorityFeePerGas": {
    params: never;
    errorCodes: -32602;
    examples: "at 2025-11-20T00:00:00Z";
  };
  "eth_baseFee": {
    params: never;
    errorCodes: -32602;
    examples: "at 2025-11-20T00:00:00Z";
  };
  "eth_feeHistory": {
    params: "blockCount" | "newestBlock" | "rewardPercentiles";
    errorCodes: -32000 | -32602;
    examples: "block 49889407: more than 25000 blocks behind the head" | "ending at earliest: block 0 is more than 25000 blocks behind the head" | "ending past the head" | "percentiles not increasing" | "the last 4 blocks at 2025-11-20T00:00:00Z, priority fees at the 25th and 75th percentiles";
  };
  "eth_getLogs": {
    params: "filter";
    errorCodes: -32000 | -32602;
    examples: "by block hash and contract" | "five topic positions" | "fromBlock after toBlock" | "over more than 2048 blocks" | "the logs of block 49889407";
  };
  "eth_call": {
    params: "transaction" | "block" | "stateOverrides" | "blockOverrides";
    errorCodes: -32000 | -32602;
    examples: "a call to a contract (the mock runs no EVM)" | "a call to an account without code" | "a gas limit below the intrinsic gas";
  };
  "eth_estimateGas": {
    params: "transaction" | "block" | "stateOverrides";
    errorCodes: -32000 | -32602;
    examples: "a plain transfer" | "more value than the sender holds" | "with 5 bytes of input to an account without code";
  };
  "eth_sendRawTransaction": {
    params: "transaction";
    errorCodes: -32003 | -32602;
    examples: "any transaction (the mock's chains are read-only)";
  };
  "eth_sendTransaction": {
    params: "transaction";
    errorCodes: -32000 | -32602;
    examples: "a node holds no keys";
  };
  "eth_newFilter": {
    params: "filter";
    errorCodes: -32000 | -32602;
    examples: "fromBlock after toBlock" | "the Transfer logs of a token";
  };
  "eth_newBlockFilter": {
    params: never;
    errorCodes: -32000 | -32602;
    examples: "a block filter";
  };
  "eth_newPendingTransactionFilter": {
    params: "fullTx";
    errorCodes: -32000 | -32602;
    examples: "a pending transaction filter";
  };
  "eth_getFilterChanges": {
    params: "filterId";
    errorCodes: -32000 | -32602;
    examples: "an unknown filter";
  };
  "eth_getFilterLogs": {
    params: "filterId";
    errorCodes: -32000 | -32602;
    examples: "an unknown filter";
  };
  "eth_uninstallFilter": {
    params: "filterId";
    errorCodes: -32602;
    examples: "an unknown filter";
  };
  "eth_createAccessList": {
    params: "transaction" | "block";
    errorCodes: -32000 | -32602;
    examples: "a call to a contract (the mock runs no EVM)" | "a transfer";
  };
  "eth_getProof": {
    params: "address" | "storageKeys" | "block";
    errorCodes: -32000 | -32602;
    examples: "the generated chains keep no tries";
  };
  "eth_coinbase": {
    params: never;
    errorCodes: -32602;
    examples: "the black-hole address";
  };
  "eth_fillTransaction": {
    params: "transaction";
    errorCodes: -32000 | -32602;
    examples: "a contract creation without code" | "a transfer with its fees and nonce given";
  };
  "eth_sign": {
    params: "address" | "message";
    errorCodes: -32000 | -32602;
    examples: "a node holds no keys";
  };
  "eth_signTransaction": {
    params: "transaction";
    errorCodes: -32000 | -32602;
    examples: "a node holds no keys" | "without a nonce";
  };
  "index.getContainerByID": {
    params: "id" | "encoding";
    errorCodes: -32000;
    examples: "an X-Chain transaction" | "unknown container";
  };
  "index.getContainerByIndex": {
    params: "index" | "encoding";
    errorCodes: -32000;
    examples: "index as a decimal string" | "past the last accepted index" | "the first container";
  };
  "index.getContainerRange": {
    params: "startIndex" | "numToFetch" | "encoding";
    errorCodes: -32000;
    examples: "numToFetch 0" | "numToFetch over 1024" | "start index past the end" | "the first two containers";
  };
  "index.getIndex": {
    params: "id" | "encoding";
    errorCodes: -32000;
    examples: "index of an X-Chain transaction" | "unknown container";
  };
  "index.getLastAccepted": {
    params: "encoding";
    errorCodes: -32000;
    examples: "last accepted";
  };
  "index.isAccepted": {
    params: "id" | "encoding";
    errorCodes: -32000;
    examples: "an accepted transaction" | "unknown container";
  };
  "validators.getCurrentValidators": {
    params: "nodeIDs";
    errorCodes: -32000;
    examples: "no match" | "one validator";
  };
}

/** Every server's targets, by server name. */
export interface RuleTargetsByServer {
  metrics: MetricsRuleTargets;
  data: DataRuleTargets;
  node: NodeRuleTargets;
}
