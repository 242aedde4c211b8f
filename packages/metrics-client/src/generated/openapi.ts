// generated, do not edit: by tools/client-gen/generate.mjs from @avaspec/specs (regenerate with `pnpm generate`)
export interface paths {
    "/v2/chains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List chains
         * @description Lists the EVM chains the metrics service supports, optionally only those of one network. Paginated: follow `nextPageToken` until it is absent. The page size is at most 10000 (seed rule 3; the seed does not name the parameter, it is `pageSize` here).
         */
        get: operations["listChains"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/chains/{chainId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a chain
         * @description Returns the chain record of one supported EVM chain. An unsupported chain ID is a 404.
         */
        get: operations["getChain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/chains/{chainId}/metrics/{metric}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a chain metric series
         * @description Returns a time series of one metric of an EVM chain, or of all chains (`total`) or all chains of a network
         *     (`mainnet`, `testnet`). Paginated (`pageSize` 1 to 2160, default 100); results newest first.
         *
         *     **Rule 1 (day-only metrics).** Metrics that start with `cumulative`, `max` or `avg`, and every other metric whose
         *     Intervals column says *day only* (`contracts`, `deployers`, `feesPaid`), need `timeInterval=day`; any other
         *     interval is an invalid request (400). The exact list is machine-readable in `x-avaspec-day-only` on the
         *     `metric` parameter. When `timeInterval` is omitted it is `day`.
         */
        get: operations["getChainMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/chains/{chainId}/rollingWindowMetrics/{metric}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a chain metric over rolling windows
         * @description Returns one metric of an EVM chain (or `total`, `mainnet`, `testnet`) over the last hour, day, week, month,
         *     90 days, year and all time.
         *
         *     **Rule 2 (short-window metrics).** `activeAddresses` and `activeSenders` support only the windows last hour, last
         *     day and last week: their result carries only `lastHour`, `lastDay` and `lastWeek`. The seed does not say what the
         *     other windows hold for them, so they are absent. The list is machine-readable in `x-avaspec-short-window` on the
         *     `metric` parameter.
         */
        get: operations["getRollingWindowMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/chains/{chainId}/contracts/{address}/balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List addresses holding a token above a threshold
         * @description Lists the addresses that held more than `threshold` of the token (an ERC-20 contract) in the time frame, with their latest balances as `sortKey`. Paginated (`pageSize` 1 to 5000, default 1000).
         */
        get: operations["listTokenBalanceAddresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/chains/{chainId}/contracts/{address}/nfts:listHolders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List holders of an NFT collection
         * @description Lists the holders of an NFT collection (ERC-721 or ERC-1155 contract), with the collection's name, symbol and totals. Paginated (`pageSize` 1 to 5000, default 1000).
         */
        get: operations["listNftHolders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/networks/{network}/metrics/{metric}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a staking metric series of a network
         * @description Returns a daily time series of a staking metric (delegator or validator count or weight) of a network, for one subnet (default: the primary network). Paginated (`pageSize` 1 to 2160, default 100); results newest first.
         */
        get: operations["getNetworkMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/validation/{l1ValidationId}/metrics/{metric}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a fee metric series of an L1 validation
         * @description Returns a daily series of the fees paid by one L1 validator validation. Not paginated: only `startTimestamp` and `endTimestamp` narrow the series; results newest first.
         */
        get: operations["getValidationMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subnet/{subnetId}/metrics/{metric}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a validator-fee metric series of a subnet
         * @description Returns a daily series of the validator fees paid for one subnet's L1 validators. Not paginated: only `startTimestamp` and `endTimestamp` narrow the series; results newest first.
         */
        get: operations["getSubnetMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/validator/{nodeId}/metrics/{metric}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a fee metric series of a node
         * @description Returns a daily series of the validator fees paid by one primary network node. Not paginated: only `startTimestamp` and `endTimestamp` narrow the series; results newest first.
         */
        get: operations["getValidatorMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/validators/metrics/{metric}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a fee metric series over all L1 validators
         * @description Returns a daily series of a fee metric over all L1 validators. Not paginated: only `startTimestamp` and `endTimestamp` narrow the series; results newest first.
         */
        get: operations["getValidatorsMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/lookingGlass/compositeQuery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a composite address query
         * @description Selects addresses with sub-queries combined by AND or OR, and returns a page of them with per-sub-query counts. Paginated: `pageToken` and `pageSize` (1 to 10000, default 1000) are query parameters (the deployed service takes them in the body; see DEVIATIONS.md).
         */
        post: operations["compositeQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/avg_tps/{chainId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get daily average TPS (legacy)
         * @description Legacy (/v1) series of the daily average transactions per second of an EVM chain, newest first, one data point per day. Superseded by `GET /v2/chains/{chainId}/metrics/avgTps`.
         */
        get: operations["getAvgTpsLegacy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * Network
         * @description Avalanche network. `fuji` and `testnet` both name the test network (Fuji).
         * @enum {string}
         */
        Network: "mainnet" | "fuji" | "testnet";
        /**
         * NextPageToken
         * @description Present only when more data exists: send it back as the `pageToken` query parameter of the same request to get the next page. UUID-based, unique per pagination scenario, valid for 24 hours from generation. Absent on the last page.
         * @example 4e7a1c5e-3f0b-4a55-9d2c-6a8f1e2b7c90
         */
        NextPageToken: string;
        /**
         * ChainRecord
         * @description An EVM chain for which the metrics service serves metrics.
         * @example {
         *       "evmChainId": 43114,
         *       "chainName": "c_chain",
         *       "blockchainId": "2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5",
         *       "subnetId": "11111111111111111111111111111111LpoYY",
         *       "network": "mainnet"
         *     }
         */
        ChainRecord: {
            /** @description The EVM chain ID. */
            evmChainId: number;
            /** @description The chain's name in the metrics service, e.g. `c_chain`. */
            chainName: string;
            /** @description The Avalanche blockchain ID (CB58). */
            blockchainId: string;
            /** @description The ID of the subnet (or L1) that validates the chain (CB58). */
            subnetId: string;
            /** @description The network of the chain: mainnet, or fuji/testnet for the test network. (The deployed service only ever returns `mainnet` or `testnet`.) */
            network: components["schemas"]["Network"];
        };
        /**
         * ListChainsResponse
         * @description A page of the chains the metrics service supports.
         */
        ListChainsResponse: {
            nextPageToken?: components["schemas"]["NextPageToken"] | undefined;
            chains: components["schemas"]["ChainRecord"][];
        };
        /**
         * ErrorBody
         * @description Body of every error response of the Metrics and Data APIs. `message` is route-specific text (an array when several parameters are at fault), `statusCode` repeats the HTTP status and `error` is its reason phrase.
         */
        ErrorBody: {
            /** @description What went wrong; one string, or one string per fault (e.g. one per invalid parameter). */
            message: string | string[];
            /** @description The HTTP status code of the response. */
            statusCode: number;
            /** @description The HTTP reason phrase of `statusCode`, e.g. `Bad Request`. */
            error: string;
        };
        /**
         * ChainMetric
         * @description A chain metric (endpoint `GET /v2/chains/{chainId}/metrics/{metric}`). Metrics marked *day only* accept only
         *     `timeInterval=day` (see `x-avaspec-day-only` on the metric parameter):
         *
         *     | Metric | Meaning | Intervals |
         *     |---|---|---|
         *     | activeAddresses | distinct addresses in the from and to fields of a transaction or ERC20/ERC721/ERC1155 transfer log within the interval | any |
         *     | activeSenders | same as activeAddresses but only the from field | any |
         *     | cumulativeTxCount | running sum of txCount from genesis up to 24 hours after the timestamp | day only |
         *     | cumulativeAddresses | unique addresses (as in activeAddresses) from genesis up to 24 hours after the timestamp | day only |
         *     | cumulativeContracts | contracts created from genesis up to the timestamp; counted from CREATE, CREATE2 and CREATE3 call types in transaction traces | day only |
         *     | cumulativeDeployers | unique deployers (from field of CREATE, CREATE2, CREATE3 traces) from genesis up to 24 hours after the timestamp | day only |
         *     | contracts | contracts created within the interval | day only |
         *     | deployers | unique deployers within the interval | day only |
         *     | gasUsed | gas used by transactions within the interval | any |
         *     | txCount | transactions within the interval | any |
         *     | avgGps | average gas used per second in the day: gas of all blocks in the day divided by the time between the last block of the previous day and the last block of this day | day only |
         *     | maxGps | maximum gas per second in the day; per block, gas used divided by time since the previous block | day only |
         *     | avgTps | average transactions per second in the day, computed like avgGps | day only |
         *     | maxTps | maximum transactions per second in the day; per block, transactions divided by time since the previous block | day only |
         *     | avgGasPrice | average gas price from transaction receipts within the day | day only |
         *     | maxGasPrice | maximum gas price from transaction receipts within the day | day only |
         *     | feesPaid | sum of fees (gas used times receipt gas price) within the day | day only |
         * @enum {string}
         */
        ChainMetric: "activeAddresses" | "activeSenders" | "cumulativeTxCount" | "cumulativeAddresses" | "cumulativeContracts" | "cumulativeDeployers" | "contracts" | "deployers" | "gasUsed" | "txCount" | "avgGps" | "maxGps" | "avgTps" | "maxTps" | "avgGasPrice" | "maxGasPrice" | "feesPaid";
        /**
         * TimeInterval
         * @description Length of the period each data point covers. Metrics listed in `x-avaspec-day-only` accept only `day`.
         * @enum {string}
         */
        TimeInterval: "hour" | "day" | "week" | "month";
        /**
         * DataPoint
         * @description One value of a time series. The value covers the period that begins at `timestamp` and lasts the requested timeInterval. Timestamps are fixed to the hour; for `day` the timestamp is 00:00 UTC of the day, for `week` 00:00 UTC on the Monday of the week, for `month` the first day of the month.
         * @example {
         *       "value": 37738,
         *       "timestamp": 1724976000
         *     }
         */
        DataPoint: {
            /** @description The metric value for the period. */
            value: number;
            /** @description Start of the period, Unix time in seconds. */
            timestamp: number;
        };
        /**
         * SeriesResponse
         * @description A page of a time series. Results come newest first (descending timestamp; the seed leaves ordering open, this is what the deployed service does). The latest data point may change on each refresh (several times an hour).
         */
        SeriesResponse: {
            nextPageToken?: components["schemas"]["NextPageToken"] | undefined;
            /** @description The data points of this page, newest first. */
            results: components["schemas"]["DataPoint"][];
        };
        /**
         * RollingWindowMetric
         * @description A metric available over rolling windows (endpoint `GET /v2/chains/{chainId}/rollingWindowMetrics/{metric}`). Definitions as in ChainMetric. `activeAddresses` and `activeSenders` carry only lastHour, lastDay and lastWeek.
         * @enum {string}
         */
        RollingWindowMetric: "gasUsed" | "txCount" | "avgGps" | "maxGps" | "avgTps" | "maxTps" | "avgGasPrice" | "maxGasPrice" | "feesPaid" | "contracts" | "deployers" | "activeAddresses" | "activeSenders";
        /**
         * RollingWindow
         * @description The metric's value over rolling windows ending now. `lastHour`, `lastDay` and `lastWeek` are always present. `lastMonth`, `last90Days`, `lastYear` and `allTime` are present for every metric except `activeAddresses` and `activeSenders` (listed in `x-avaspec-short-window` on the metric parameter), which support only the last hour, day and week (seed rule 2); for those two metrics the longer windows are absent.
         */
        RollingWindow: {
            lastHour: number;
            lastDay: number;
            lastWeek: number;
            /** @description Absent for activeAddresses and activeSenders. */
            lastMonth?: number | undefined;
            /** @description Absent for activeAddresses and activeSenders. */
            last90Days?: number | undefined;
            /** @description Absent for activeAddresses and activeSenders. */
            lastYear?: number | undefined;
            /** @description Absent for activeAddresses and activeSenders. */
            allTime?: number | undefined;
        };
        /**
         * RollingWindowResponse
         * @description Rolling window values of one metric.
         */
        RollingWindowResponse: {
            result: components["schemas"]["RollingWindow"];
        };
        /**
         * AddressEntry
         * @description An address in an address list, with its sort key.
         * @example {
         *       "address": "0x9f8c163cba728e99993abe7495f06c0a3c8ac8b9",
         *       "sortKey": 125000000000
         *     }
         */
        AddressEntry: {
            /** @description Hex address (0x followed by 40 hex digits). */
            address: string;
            /** @description Key by which the list is ordered (for token balances, the latest balance). An integer per the seed; the deployed service sends a string (see DEVIATIONS.md). */
            sortKey: number;
        };
        /**
         * TokenBalanceAddressesResponse
         * @description A page of the addresses that held more than `threshold` of the token in the time frame, with their latest balances as `sortKey`.
         */
        TokenBalanceAddressesResponse: {
            nextPageToken?: components["schemas"]["NextPageToken"] | undefined;
            addresses: components["schemas"]["AddressEntry"][];
        };
        /**
         * NftHoldersResponse
         * @description A page of the holders of an NFT collection, with the collection's totals.
         */
        NftHoldersResponse: {
            nextPageToken?: components["schemas"]["NextPageToken"] | undefined;
            addresses: components["schemas"]["AddressEntry"][];
            /** @description Name of the NFT collection (a string per the seed; the deployed service sends an array of string). */
            nftCollectionName: string;
            /** @description Symbol of the NFT collection (a string per the seed; the deployed service sends an array of string). */
            nftSymbol: string;
            /** @description Number of distinct holders of the collection. */
            totalHolders: number;
            /** @description Number of tokens in the collection. */
            totalTokens: number;
        };
        /**
         * NetworkMetric
         * @description A staking metric of a network (endpoint `GET /v2/networks/{network}/metrics/{metric}`).
         * @enum {string}
         */
        NetworkMetric: "delegatorCount" | "delegatorWeight" | "validatorCount" | "validatorWeight";
        /**
         * ValidationMetric
         * @description A fee metric of one L1 validation (endpoint `GET /v2/validation/{l1ValidationId}/metrics/{metric}`). The seed names these metrics without defining them; the value descriptions follow their names.
         * @enum {string}
         */
        ValidationMetric: "validationCumulativeFeesDaily" | "validationFeesDaily";
        /**
         * SubnetMetric
         * @description A validator-fee metric of one subnet (endpoint `GET /v2/subnet/{subnetId}/metrics/{metric}`). The seed names these metrics without defining them; the value descriptions follow their names.
         * @enum {string}
         */
        SubnetMetric: "perSubnetDailyFeesPaid" | "perSubnetCumulativeFeesPaid" | "perSubnetPayingValidators";
        /**
         * ValidatorMetric
         * @description A fee metric of one primary network node (endpoint `GET /v2/validator/{nodeId}/metrics/{metric}`). The seed names these metrics without defining them; the value descriptions follow their names.
         * @enum {string}
         */
        ValidatorMetric: "perNodeCumulativeFeesPaid" | "perNodeDailyFeesPaid";
        /**
         * ValidatorsMetric
         * @description An L1 validator fee metric over all validators (endpoint `GET /v2/validators/metrics/{metric}`). The seed names these metrics without defining them; the value descriptions follow their names.
         * @enum {string}
         */
        ValidatorsMetric: "totalCumulativeFeesDaily" | "totalValidatorFeesDaily" | "totalPayingValidatorsDaily";
        /**
         * AllTimeNativeBalanceParams
         * @description Params of an `AllTimeNativeBalance` sub-query: addresses whose native balance on `evmChainId` reached at least `minBalance` between `firstDate` and `lastDate`. The date format is not specified by the seed; the examples use ISO 8601 dates.
         * @example {
         *       "firstDate": "2024-01-01",
         *       "lastDate": "2024-08-31",
         *       "minBalance": "1000000000000000000",
         *       "evmChainId": "43114"
         *     }
         */
        AllTimeNativeBalanceParams: {
            /** @description Start of the time frame. */
            firstDate: string;
            /** @description End of the time frame. */
            lastDate: string;
            /** @description Minimum native balance (decimal string, in wei). */
            minBalance: string;
            /** @description EVM chain ID (decimal string). */
            evmChainId: string;
        };
        /**
         * CompositeSubQuery
         * @description One sub-query. The seed shows one `type`, `AllTimeNativeBalance`, whose `params` are `AllTimeNativeBalanceParams`; other types and their params are not specified, so `type` is an open string and `params` an open object for them.
         */
        CompositeSubQuery: {
            /** @description Caller-chosen ID of the sub-query; keys `subQueryCounts` in the response. */
            id: string;
            /** @description The kind of sub-query, e.g. `AllTimeNativeBalance`. */
            type: string;
            /** @description Parameters of the sub-query; their shape depends on `type` (`AllTimeNativeBalanceParams` for `AllTimeNativeBalance`, enforced by the schema's `if`/`then`). */
            params: components["schemas"]["AllTimeNativeBalanceParams"] | {
                [key: string]: unknown;
            };
        };
        /**
         * CompositeQueryRequest
         * @description Sub-queries that each select a set of addresses, combined with `operator`. Page controls (`pageToken`, `pageSize`) are query parameters, not body fields (see DEVIATIONS.md for the deployed variant).
         */
        CompositeQueryRequest: {
            queries: components["schemas"]["CompositeSubQuery"][];
            /**
             * @description How the address sets of the sub-queries are combined.
             * @enum {string}
             */
            operator: "AND" | "OR";
        };
        /**
         * CompositeQueryResponse
         * @description A page of the addresses selected by a composite query, with per-sub-query counts.
         */
        CompositeQueryResponse: {
            nextPageToken?: components["schemas"]["NextPageToken"] | undefined;
            /** @description Number of addresses each sub-query selected, keyed by sub-query `id`. */
            subQueryCounts: {
                [key: string]: number;
            };
            /** @description Number of addresses the combined query selects (over all pages). */
            totalCount: number;
            /** @description The selected addresses of this page. */
            addresses: string[];
        };
        /**
         * AvgTpsLegacyResponse
         * @description Legacy daily average transactions per second, newest first, one data point per day.
         */
        AvgTpsLegacyResponse: {
            results: components["schemas"]["DataPoint"][];
            /** @description HTTP status of the response (200). */
            status: number;
            /** @description Unix time in seconds of the last data update. */
            lastRun: number;
        };
    };
    responses: {
        /** @description Bad Request: invalid or malformed parameters (wrong type, out of range, unknown enum value, a day-only metric with another timeInterval, an expired or unknown page token); `message` helps to locate the fault. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Unauthorized: the resource needs credentials and the request lacks them. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Forbidden: the credentials are valid but lack the privilege for this resource. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Not Found: mistyped URL, or the resource moved, was deleted or does not exist (e.g. an unsupported chain). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Too Many Requests: the rate limit was exceeded. Limits apply to every endpoint, even without authentication; the deployed services count compute units per minute and per day and say when to retry. */
        TooManyRequests: {
            headers: {
                "retry-after": components["headers"]["RetryAfter"];
                "ratelimit-limit": components["headers"]["RateLimitLimit"];
                "ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                "ratelimit-reset": components["headers"]["RateLimitReset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Internal Server Error: a generic uncaught server-side failure. */
        InternalServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Bad Gateway: the proxy or gateway received an invalid response from the upstream service. */
        BadGateway: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Service Unavailable: returned for some routes of a particular subnet; signals an internal problem with the subnet node (for the Data API, a chain whose status is UNAVAILABLE), not necessarily that the subnet is down. */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
    };
    parameters: {
        /**
         * @description Token for the next page: the `nextPageToken` of the previous response of the same request (same path and other parameters). Tokens are UUID-based, unique per pagination scenario, and valid for 24 hours from generation; an expired or unknown token is a 400 and the listing must restart from the first page.
         * @example 4e7a1c5e-3f0b-4a55-9d2c-6a8f1e2b7c90
         */
        PageToken: string;
        /**
         * @description Number of items per page, 1 to 10000 (default 1000).
         * @example 1000
         */
        PageSizeMax10000: number;
        /**
         * @description Only chains of this network (`fuji` and `testnet` both mean the test network). All networks when omitted.
         * @example mainnet
         */
        NetworkQuery: components["schemas"]["Network"];
        /**
         * @description A supported EVM chain ID (decimal), as listed by `GET /v2/chains`.
         * @example 43114
         */
        EvmChainId: string;
        /** @description A supported EVM chain ID (decimal string), or `total` (all chains), `mainnet` (all main network chains) or `testnet` (all test network chains). */
        ChainIdOrAggregate: string | ("total" | "mainnet" | "testnet");
        /**
         * @description Retrieve items after this time (Unix seconds).
         * @example 1722470400
         */
        StartTimestamp: number;
        /**
         * @description Retrieve items before this time (Unix seconds; exclusive in the deployed service's sample).
         * @example 1725148800
         */
        EndTimestamp: number;
        /**
         * @description Period each data point covers. The seed gives no default; `day` is used when omitted (the deployed service's behaviour, and the only interval every metric accepts). Metrics in `x-avaspec-day-only` accept only `day`.
         * @example day
         */
        TimeInterval: components["schemas"]["TimeInterval"];
        /**
         * @description Number of items per page, 1 to 2160 (default 100).
         * @example 100
         */
        PageSizeMax2160: number;
        /**
         * @description The contract address (0x followed by 40 hex digits).
         * @example 0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E
         */
        ContractAddress: string;
        /**
         * @description Minimum balance to consider, in the token's smallest unit (decimal string): only addresses that held more than this are listed.
         * @example 1000000000
         */
        Threshold: string;
        /**
         * @description Number of items per page, 1 to 5000 (default 1000).
         * @example 1000
         */
        PageSizeMax5000: number;
        /**
         * @description The network (`fuji` and `testnet` both mean the test network).
         * @example mainnet
         */
        NetworkPath: components["schemas"]["Network"];
        /**
         * @description The subnet whose validators are counted. Defaults to the primary network, `11111111111111111111111111111111LpoYY`. (The seed also says that all subnets are returned when it is not provided; see DEVIATIONS.md.)
         * @example 11111111111111111111111111111111LpoYY
         */
        SubnetIdQuery: string;
        /**
         * @description The validation ID of an L1 validator (CB58).
         * @example nESqWkcNXihfdZESS2idWbFETMzatmkoTCktjxG1qryaQXfS6
         */
        L1ValidationId: string;
        /**
         * @description The subnet (L1) ID (CB58).
         * @example 11111111111111111111111111111111LpoYY
         */
        SubnetIdPath: string;
        /**
         * @description A primary network node ID.
         * @example NodeID-P7oB2McjBGgW2NXXWVYjV8JEDFoW9xDE5
         */
        NodeId: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description Seconds to wait before retrying (deployed behaviour; the seeds do not name it).
         * @example 30
         */
        RetryAfter: number;
        /**
         * @description The compute-unit quota of the current window (deployed behaviour).
         * @example 8000
         */
        RateLimitLimit: number;
        /**
         * @description Compute units left in the current window (deployed behaviour).
         * @example 0
         */
        RateLimitRemaining: number;
        /**
         * @description Seconds until the current window resets (deployed behaviour).
         * @example 30
         */
        RateLimitReset: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listChains: {
        parameters: {
            query?: {
                /**
                 * @description Token for the next page: the `nextPageToken` of the previous response of the same request (same path and other parameters). Tokens are UUID-based, unique per pagination scenario, and valid for 24 hours from generation; an expired or unknown token is a 400 and the listing must restart from the first page.
                 * @example 4e7a1c5e-3f0b-4a55-9d2c-6a8f1e2b7c90
                 */
                pageToken?: components["parameters"]["PageToken"] | undefined;
                /**
                 * @description Number of items per page, 1 to 10000 (default 1000).
                 * @example 1000
                 */
                pageSize?: components["parameters"]["PageSizeMax10000"] | undefined;
                /**
                 * @description Only chains of this network (`fuji` and `testnet` both mean the test network). All networks when omitted.
                 * @example mainnet
                 */
                network?: components["parameters"]["NetworkQuery"] | undefined;
            } | undefined;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of chains. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListChainsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getChain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A supported EVM chain ID (decimal), as listed by `GET /v2/chains`.
                 * @example 43114
                 */
                chainId: components["parameters"]["EvmChainId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chain record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChainRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getChainMetrics: {
        parameters: {
            query?: {
                /**
                 * @description Retrieve items after this time (Unix seconds).
                 * @example 1722470400
                 */
                startTimestamp?: components["parameters"]["StartTimestamp"] | undefined;
                /**
                 * @description Retrieve items before this time (Unix seconds; exclusive in the deployed service's sample).
                 * @example 1725148800
                 */
                endTimestamp?: components["parameters"]["EndTimestamp"] | undefined;
                /**
                 * @description Period each data point covers. The seed gives no default; `day` is used when omitted (the deployed service's behaviour, and the only interval every metric accepts). Metrics in `x-avaspec-day-only` accept only `day`.
                 * @example day
                 */
                timeInterval?: components["parameters"]["TimeInterval"] | undefined;
                /**
                 * @description Token for the next page: the `nextPageToken` of the previous response of the same request (same path and other parameters). Tokens are UUID-based, unique per pagination scenario, and valid for 24 hours from generation; an expired or unknown token is a 400 and the listing must restart from the first page.
                 * @example 4e7a1c5e-3f0b-4a55-9d2c-6a8f1e2b7c90
                 */
                pageToken?: components["parameters"]["PageToken"] | undefined;
                /**
                 * @description Number of items per page, 1 to 2160 (default 100).
                 * @example 100
                 */
                pageSize?: components["parameters"]["PageSizeMax2160"] | undefined;
            } | undefined;
            header?: never;
            path: {
                /** @description A supported EVM chain ID (decimal string), or `total` (all chains), `mainnet` (all main network chains) or `testnet` (all test network chains). */
                chainId: components["parameters"]["ChainIdOrAggregate"];
                /**
                 * @description The chain metric. Metrics listed in `x-avaspec-day-only` accept only `timeInterval=day` (seed rule 1).
                 * @example activeAddresses
                 */
                metric: components["schemas"]["ChainMetric"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the series, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeriesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRollingWindowMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A supported EVM chain ID (decimal string), or `total` (all chains), `mainnet` (all main network chains) or `testnet` (all test network chains). */
                chainId: components["parameters"]["ChainIdOrAggregate"];
                /**
                 * @description The metric. Metrics in `x-avaspec-short-window` carry only lastHour, lastDay and lastWeek (seed rule 2).
                 * @example txCount
                 */
                metric: components["schemas"]["RollingWindowMetric"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rolling window values. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RollingWindowResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTokenBalanceAddresses: {
        parameters: {
            query: {
                /**
                 * @description Minimum balance to consider, in the token's smallest unit (decimal string): only addresses that held more than this are listed.
                 * @example 1000000000
                 */
                threshold: components["parameters"]["Threshold"];
                /**
                 * @description Retrieve items after this time (Unix seconds).
                 * @example 1722470400
                 */
                startTimestamp?: components["parameters"]["StartTimestamp"] | undefined;
                /**
                 * @description Retrieve items before this time (Unix seconds; exclusive in the deployed service's sample).
                 * @example 1725148800
                 */
                endTimestamp?: components["parameters"]["EndTimestamp"] | undefined;
                /**
                 * @description Token for the next page: the `nextPageToken` of the previous response of the same request (same path and other parameters). Tokens are UUID-based, unique per pagination scenario, and valid for 24 hours from generation; an expired or unknown token is a 400 and the listing must restart from the first page.
                 * @example 4e7a1c5e-3f0b-4a55-9d2c-6a8f1e2b7c90
                 */
                pageToken?: components["parameters"]["PageToken"] | undefined;
                /**
                 * @description Number of items per page, 1 to 5000 (default 1000).
                 * @example 1000
                 */
                pageSize?: components["parameters"]["PageSizeMax5000"] | undefined;
            };
            header?: never;
            path: {
                /**
                 * @description A supported EVM chain ID (decimal), as listed by `GET /v2/chains`.
                 * @example 43114
                 */
                chainId: components["parameters"]["EvmChainId"];
                /**
                 * @description The contract address (0x followed by 40 hex digits).
                 * @example 0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E
                 */
                address: components["parameters"]["ContractAddress"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of addresses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenBalanceAddressesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listNftHolders: {
        parameters: {
            query?: {
                /**
                 * @description Token for the next page: the `nextPageToken` of the previous response of the same request (same path and other parameters). Tokens are UUID-based, unique per pagination scenario, and valid for 24 hours from generation; an expired or unknown token is a 400 and the listing must restart from the first page.
                 * @example 4e7a1c5e-3f0b-4a55-9d2c-6a8f1e2b7c90
                 */
                pageToken?: components["parameters"]["PageToken"] | undefined;
                /**
                 * @description Number of items per page, 1 to 5000 (default 1000).
                 * @example 1000
                 */
                pageSize?: components["parameters"]["PageSizeMax5000"] | undefined;
            } | undefined;
            header?: never;
            path: {
                /**
                 * @description A supported EVM chain ID (decimal), as listed by `GET /v2/chains`.
                 * @example 43114
                 */
                chainId: components["parameters"]["EvmChainId"];
                /**
                 * @description The NFT contract address (0x followed by 40 hex digits).
                 * @example 0x6d5087b3082f73d42a32d85e38bc95dcceb39bb2
                 */
                address: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of holders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NftHoldersResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getNetworkMetrics: {
        parameters: {
            query?: {
                /**
                 * @description Retrieve items after this time (Unix seconds).
                 * @example 1722470400
                 */
                startTimestamp?: components["parameters"]["StartTimestamp"] | undefined;
                /**
                 * @description Retrieve items before this time (Unix seconds; exclusive in the deployed service's sample).
                 * @example 1725148800
                 */
                endTimestamp?: components["parameters"]["EndTimestamp"] | undefined;
                /**
                 * @description Token for the next page: the `nextPageToken` of the previous response of the same request (same path and other parameters). Tokens are UUID-based, unique per pagination scenario, and valid for 24 hours from generation; an expired or unknown token is a 400 and the listing must restart from the first page.
                 * @example 4e7a1c5e-3f0b-4a55-9d2c-6a8f1e2b7c90
                 */
                pageToken?: components["parameters"]["PageToken"] | undefined;
                /**
                 * @description Number of items per page, 1 to 2160 (default 100).
                 * @example 100
                 */
                pageSize?: components["parameters"]["PageSizeMax2160"] | undefined;
                /**
                 * @description The subnet whose validators are counted. Defaults to the primary network, `11111111111111111111111111111111LpoYY`. (The seed also says that all subnets are returned when it is not provided; see DEVIATIONS.md.)
                 * @example 11111111111111111111111111111111LpoYY
                 */
                subnetId?: components["parameters"]["SubnetIdQuery"] | undefined;
            } | undefined;
            header?: never;
            path: {
                /**
                 * @description The network (`fuji` and `testnet` both mean the test network).
                 * @example mainnet
                 */
                network: components["parameters"]["NetworkPath"];
                /**
                 * @description The staking metric.
                 * @example validatorCount
                 */
                metric: components["schemas"]["NetworkMetric"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the series, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeriesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getValidationMetrics: {
        parameters: {
            query?: {
                /**
                 * @description Retrieve items after this time (Unix seconds).
                 * @example 1722470400
                 */
                startTimestamp?: components["parameters"]["StartTimestamp"] | undefined;
                /**
                 * @description Retrieve items before this time (Unix seconds; exclusive in the deployed service's sample).
                 * @example 1725148800
                 */
                endTimestamp?: components["parameters"]["EndTimestamp"] | undefined;
            } | undefined;
            header?: never;
            path: {
                /**
                 * @description The validation ID of an L1 validator (CB58).
                 * @example nESqWkcNXihfdZESS2idWbFETMzatmkoTCktjxG1qryaQXfS6
                 */
                l1ValidationId: components["parameters"]["L1ValidationId"];
                /**
                 * @description The metric.
                 * @example validationFeesDaily
                 */
                metric: components["schemas"]["ValidationMetric"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The series, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeriesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSubnetMetrics: {
        parameters: {
            query?: {
                /**
                 * @description Retrieve items after this time (Unix seconds).
                 * @example 1722470400
                 */
                startTimestamp?: components["parameters"]["StartTimestamp"] | undefined;
                /**
                 * @description Retrieve items before this time (Unix seconds; exclusive in the deployed service's sample).
                 * @example 1725148800
                 */
                endTimestamp?: components["parameters"]["EndTimestamp"] | undefined;
            } | undefined;
            header?: never;
            path: {
                /**
                 * @description The subnet (L1) ID (CB58).
                 * @example 11111111111111111111111111111111LpoYY
                 */
                subnetId: components["parameters"]["SubnetIdPath"];
                /**
                 * @description The metric.
                 * @example perSubnetDailyFeesPaid
                 */
                metric: components["schemas"]["SubnetMetric"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The series, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeriesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getValidatorMetrics: {
        parameters: {
            query?: {
                /**
                 * @description Retrieve items after this time (Unix seconds).
                 * @example 1722470400
                 */
                startTimestamp?: components["parameters"]["StartTimestamp"] | undefined;
                /**
                 * @description Retrieve items before this time (Unix seconds; exclusive in the deployed service's sample).
                 * @example 1725148800
                 */
                endTimestamp?: components["parameters"]["EndTimestamp"] | undefined;
            } | undefined;
            header?: never;
            path: {
                /**
                 * @description A primary network node ID.
                 * @example NodeID-P7oB2McjBGgW2NXXWVYjV8JEDFoW9xDE5
                 */
                nodeId: components["parameters"]["NodeId"];
                /**
                 * @description The metric.
                 * @example perNodeDailyFeesPaid
                 */
                metric: components["schemas"]["ValidatorMetric"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The series, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeriesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getValidatorsMetrics: {
        parameters: {
            query?: {
                /**
                 * @description Retrieve items after this time (Unix seconds).
                 * @example 1722470400
                 */
                startTimestamp?: components["parameters"]["StartTimestamp"] | undefined;
                /**
                 * @description Retrieve items before this time (Unix seconds; exclusive in the deployed service's sample).
                 * @example 1725148800
                 */
                endTimestamp?: components["parameters"]["EndTimestamp"] | undefined;
            } | undefined;
            header?: never;
            path: {
                /**
                 * @description The metric.
                 * @example totalPayingValidatorsDaily
                 */
                metric: components["schemas"]["ValidatorsMetric"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The series, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeriesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    compositeQuery: {
        parameters: {
            query?: {
                /**
                 * @description Token for the next page: the `nextPageToken` of the previous response of the same request (same path and other parameters). Tokens are UUID-based, unique per pagination scenario, and valid for 24 hours from generation; an expired or unknown token is a 400 and the listing must restart from the first page.
                 * @example 4e7a1c5e-3f0b-4a55-9d2c-6a8f1e2b7c90
                 */
                pageToken?: components["parameters"]["PageToken"] | undefined;
                /**
                 * @description Number of items per page, 1 to 10000 (default 1000).
                 * @example 1000
                 */
                pageSize?: components["parameters"]["PageSizeMax10000"] | undefined;
            } | undefined;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompositeQueryRequest"];
            };
        };
        responses: {
            /** @description A page of the selected addresses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompositeQueryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAvgTpsLegacy: {
        parameters: {
            query?: {
                /**
                 * @description Token for the next page: the `nextPageToken` of the previous response of the same request (same path and other parameters). Tokens are UUID-based, unique per pagination scenario, and valid for 24 hours from generation; an expired or unknown token is a 400 and the listing must restart from the first page.
                 * @example 4e7a1c5e-3f0b-4a55-9d2c-6a8f1e2b7c90
                 */
                pageToken?: components["parameters"]["PageToken"] | undefined;
            } | undefined;
            header?: never;
            path: {
                /**
                 * @description A supported EVM chain ID (decimal), as listed by `GET /v2/chains`.
                 * @example 43114
                 */
                chainId: components["parameters"]["EvmChainId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The daily series. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvgTpsLegacyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
