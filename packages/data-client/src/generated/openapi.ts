// generated, do not edit: by tools/client-gen/generate.mjs from @avaspec/specs (regenerate with `pnpm generate`)
export interface paths {
    "/v1/chains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List chains
         * @description Lists the EVM-compatible chains the data service supports, optionally only those of one network and/or with one feature enabled. This list is the source of supported chain IDs for the other endpoints. Not paginated.
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
    "/v1/chains/{chainId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a chain
         * @description Returns one supported chain, by EVM chain ID or blockchain ID. An unsupported chain is a 404.
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
    "/v1/chains/{chainId}/blocks/{blockId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a block
         * @description Returns the details of one block of an EVM-compatible chain, by block number or block hash.
         */
        get: operations["getBlock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/address/{address}/chains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the chains an address took part in
         * @description Lists the chains on which a wallet address took part in transactions or ERC token transfers, as sender or receiver: supported (indexed) chains in full, other chains by ID. The data is refreshed every 15 minutes.
         */
        get: operations["listAddressChains"];
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
         * Feature
         * @description A feature the data service may have enabled for a chain.
         * @enum {string}
         */
        Feature: "nftIndexing" | "webhooks" | "teleporter";
        /**
         * ChainStatus
         * @description Status of the chain's nodes. The seed shows only `OK`; the deployed service also reports `UNAVAILABLE` (e.g. when validator stake falls below threshold), and requests that rely on an unavailable chain's nodes may answer 503.
         * @enum {string}
         */
        ChainStatus: "OK" | "UNAVAILABLE";
        /**
         * VmName
         * @description The chain's virtual machine. The seed shows only `EVM`; the others are those of the deployed service.
         * @enum {string}
         */
        VmName: "EVM" | "BITCOIN" | "ETHEREUM";
        /**
         * UtilityAddresses
         * @description Addresses of utility contracts deployed on the chain.
         */
        UtilityAddresses: {
            /** @description Address of the Multicall contract. */
            multicall?: string | undefined;
        };
        /**
         * NetworkToken
         * @description The chain's native token.
         */
        NetworkToken: {
            name: string;
            symbol: string;
            /** @description Number of decimals of the token (18 means divide an amount by 10^18 for display). */
            decimals: number;
            logoUri?: string | undefined;
            description?: string | undefined;
        };
        /**
         * Chain
         * @description An EVM-compatible chain supported by the data service. The seed lists the 17 fields but not which are optional; required/optional follows the deployed service.
         */
        Chain: {
            /** @description EVM chain ID (decimal string). */
            chainId: string;
            status: components["schemas"]["ChainStatus"];
            chainName: string;
            description: string;
            /** @description Avalanche blockchain ID (CB58). */
            platformChainId?: string | undefined;
            /** @description ID of the subnet (or L1) that validates the chain. */
            subnetId?: string | undefined;
            /** @description ID of the chain's virtual machine. */
            vmId?: string | undefined;
            vmName: components["schemas"]["VmName"];
            explorerUrl?: string | undefined;
            rpcUrl: string;
            wsUrl?: string | undefined;
            isTestnet: boolean;
            utilityAddresses?: components["schemas"]["UtilityAddresses"] | undefined;
            networkToken: components["schemas"]["NetworkToken"];
            chainLogoUri?: string | undefined;
            /** @description Whether the chain is private. */
            private?: boolean | undefined;
            /** @description Features enabled for the chain. */
            enabledFeatures?: components["schemas"]["Feature"][] | undefined;
        };
        /**
         * ListChainsResponse
         * @description The supported chains (not paginated).
         */
        ListChainsResponse: {
            chains: components["schemas"]["Chain"][];
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
         * Block
         * @description A block of an EVM-compatible chain. Big numbers are decimal strings; `baseFee` and `feesSpent` are in wei (the unit of `gasCost` is not specified).
         */
        Block: {
            /** @description EVM chain ID (decimal string). */
            chainId: string;
            /** @description Block number (decimal string). */
            blockNumber: string;
            /** @description Block time, Unix seconds. */
            blockTimestamp: number;
            /** @description Block hash (0x followed by 64 hex digits). */
            blockHash: string;
            /** @description Number of transactions in the block. */
            txCount: number;
            /** @description Base fee per gas, in wei (decimal string). */
            baseFee: string;
            /** @description Gas used by the block (decimal string). */
            gasUsed: string;
            /** @description Gas limit of the block (decimal string). */
            gasLimit: string;
            /** @description Block gas cost (decimal string). */
            gasCost: string;
            /** @description Hash of the parent block. */
            parentHash: string;
            /** @description Fees spent by the block's transactions, in wei (decimal string). */
            feesSpent: string;
            /** @description Transactions on the chain from genesis up to and including this block (decimal string). */
            cumulativeTransactions: string;
        };
        /**
         * ListAddressChainsResponse
         * @description The chains on which the address took part in transactions or ERC token transfers. Both fields are optional as in the deployed service (the seed does not say); an absent field means none.
         */
        ListAddressChainsResponse: {
            /** @description Supported chains on which the address was active, in full. */
            indexedChains?: components["schemas"]["Chain"][] | undefined;
            /** @description EVM chain IDs (decimal strings) of chains the service does not index on which the address was active. */
            unindexedChains?: string[] | undefined;
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
         * @description Only chains of this network (`fuji` and `testnet` both mean the test network). All networks when omitted.
         * @example mainnet
         */
        NetworkQuery: components["schemas"]["Network"];
        /**
         * @description Only chains with this feature enabled. All chains when omitted.
         * @example nftIndexing
         */
        FeatureQuery: components["schemas"]["Feature"];
        /** @description A supported chain, by EVM chain ID (decimal) or Avalanche blockchain ID (CB58), as listed by `GET /v1/chains`. */
        ChainId: string;
        /** @description A block number (decimal) or block hash (0x followed by 64 hex digits). */
        BlockId: string;
        /**
         * @description A wallet address (0x followed by 40 hex digits).
         * @example 0x9f8c163cba728e99993abe7495f06c0a3c8ac8b9
         */
        WalletAddress: string;
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
                 * @description Only chains of this network (`fuji` and `testnet` both mean the test network). All networks when omitted.
                 * @example mainnet
                 */
                network?: components["parameters"]["NetworkQuery"] | undefined;
                /**
                 * @description Only chains with this feature enabled. All chains when omitted.
                 * @example nftIndexing
                 */
                feature?: components["parameters"]["FeatureQuery"] | undefined;
            } | undefined;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The supported chains. */
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
                /** @description A supported chain, by EVM chain ID (decimal) or Avalanche blockchain ID (CB58), as listed by `GET /v1/chains`. */
                chainId: components["parameters"]["ChainId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chain. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Chain"];
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
    getBlock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A supported chain, by EVM chain ID (decimal) or Avalanche blockchain ID (CB58), as listed by `GET /v1/chains`. */
                chainId: components["parameters"]["ChainId"];
                /** @description A block number (decimal) or block hash (0x followed by 64 hex digits). */
                blockId: components["parameters"]["BlockId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The block. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Block"];
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
    listAddressChains: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A wallet address (0x followed by 40 hex digits).
                 * @example 0x9f8c163cba728e99993abe7495f06c0a3c8ac8b9
                 */
                address: components["parameters"]["WalletAddress"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chains of the address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListAddressChainsResponse"];
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
