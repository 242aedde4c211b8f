// generated, do not edit: by tools/client-gen/generate.mjs from @avaspec/specs (regenerate with `pnpm generate`)
import { operation, paginatedOperation } from "@avaspec/client-core";
import type { operations } from "./openapi.js";

/**
 * Run a composite address query.
 * `POST /v2/lookingGlass/compositeQuery`, paginated over `addresses`: also `.pages()`, `.items()`, `.all({ max })`, `.paginate()`.
 * Read-only (x-avaspec-idempotent): retried like a GET.
 */
export const compositeQuery = /* @__PURE__ */ paginatedOperation<operations["compositeQuery"], "addresses">({"id":"compositeQuery","method":"POST","path":"/v2/lookingGlass/compositeQuery","idempotent":true,"shape":{"nextPageToken":"?s","subQueryCounts":"o","totalCount":"i","addresses":"a"},"items":"addresses","tokenIn":"query"});

/**
 * Get daily average TPS (legacy).
 * `GET /v1/avg_tps/{chainId}`.
 */
export const getAvgTpsLegacy = /* @__PURE__ */ operation<operations["getAvgTpsLegacy"]>({"id":"getAvgTpsLegacy","method":"GET","path":"/v1/avg_tps/{chainId}","idempotent":true,"shape":{"results":"a","status":"i","lastRun":"i"}});

/**
 * Get a chain.
 * `GET /v2/chains/{chainId}`.
 */
export const getChain = /* @__PURE__ */ operation<operations["getChain"]>({"id":"getChain","method":"GET","path":"/v2/chains/{chainId}","idempotent":true,"shape":{"evmChainId":"i","chainName":"s","blockchainId":"s","subnetId":"s","network":"s"}});

/**
 * Get a chain metric series.
 * `GET /v2/chains/{chainId}/metrics/{metric}`, paginated over `results`: also `.pages()`, `.items()`, `.all({ max })`, `.paginate()`.
 */
export const getChainMetrics = /* @__PURE__ */ paginatedOperation<operations["getChainMetrics"], "results">({"id":"getChainMetrics","method":"GET","path":"/v2/chains/{chainId}/metrics/{metric}","idempotent":true,"shape":{"nextPageToken":"?s","results":"a"},"items":"results","tokenIn":"query"});

/**
 * Get a staking metric series of a network.
 * `GET /v2/networks/{network}/metrics/{metric}`, paginated over `results`: also `.pages()`, `.items()`, `.all({ max })`, `.paginate()`.
 */
export const getNetworkMetrics = /* @__PURE__ */ paginatedOperation<operations["getNetworkMetrics"], "results">({"id":"getNetworkMetrics","method":"GET","path":"/v2/networks/{network}/metrics/{metric}","idempotent":true,"shape":{"nextPageToken":"?s","results":"a"},"items":"results","tokenIn":"query"});

/**
 * Get a chain metric over rolling windows.
 * `GET /v2/chains/{chainId}/rollingWindowMetrics/{metric}`.
 */
export const getRollingWindowMetrics = /* @__PURE__ */ operation<operations["getRollingWindowMetrics"]>({"id":"getRollingWindowMetrics","method":"GET","path":"/v2/chains/{chainId}/rollingWindowMetrics/{metric}","idempotent":true,"shape":{"result":"o"}});

/**
 * Get a validator-fee metric series of a subnet.
 * `GET /v2/subnet/{subnetId}/metrics/{metric}`.
 */
export const getSubnetMetrics = /* @__PURE__ */ operation<operations["getSubnetMetrics"]>({"id":"getSubnetMetrics","method":"GET","path":"/v2/subnet/{subnetId}/metrics/{metric}","idempotent":true,"shape":{"nextPageToken":"?s","results":"a"}});

/**
 * Get a fee metric series of an L1 validation.
 * `GET /v2/validation/{l1ValidationId}/metrics/{metric}`.
 */
export const getValidationMetrics = /* @__PURE__ */ operation<operations["getValidationMetrics"]>({"id":"getValidationMetrics","method":"GET","path":"/v2/validation/{l1ValidationId}/metrics/{metric}","idempotent":true,"shape":{"nextPageToken":"?s","results":"a"}});

/**
 * Get a fee metric series of a node.
 * `GET /v2/validator/{nodeId}/metrics/{metric}`.
 */
export const getValidatorMetrics = /* @__PURE__ */ operation<operations["getValidatorMetrics"]>({"id":"getValidatorMetrics","method":"GET","path":"/v2/validator/{nodeId}/metrics/{metric}","idempotent":true,"shape":{"nextPageToken":"?s","results":"a"}});

/**
 * Get a fee metric series over all L1 validators.
 * `GET /v2/validators/metrics/{metric}`.
 */
export const getValidatorsMetrics = /* @__PURE__ */ operation<operations["getValidatorsMetrics"]>({"id":"getValidatorsMetrics","method":"GET","path":"/v2/validators/metrics/{metric}","idempotent":true,"shape":{"nextPageToken":"?s","results":"a"}});

/**
 * List chains.
 * `GET /v2/chains`, paginated over `chains`: also `.pages()`, `.items()`, `.all({ max })`, `.paginate()`.
 */
export const listChains = /* @__PURE__ */ paginatedOperation<operations["listChains"], "chains">({"id":"listChains","method":"GET","path":"/v2/chains","idempotent":true,"shape":{"nextPageToken":"?s","chains":"a"},"items":"chains","tokenIn":"query"});

/**
 * List holders of an NFT collection.
 * `GET /v2/chains/{chainId}/contracts/{address}/nfts:listHolders`, paginated over `addresses`: also `.pages()`, `.items()`, `.all({ max })`, `.paginate()`.
 */
export const listNftHolders = /* @__PURE__ */ paginatedOperation<operations["listNftHolders"], "addresses">({"id":"listNftHolders","method":"GET","path":"/v2/chains/{chainId}/contracts/{address}/nfts:listHolders","idempotent":true,"shape":{"nextPageToken":"?s","addresses":"a","nftCollectionName":"s","nftSymbol":"s","totalHolders":"i","totalTokens":"i"},"items":"addresses","tokenIn":"query"});

/**
 * List addresses holding a token above a threshold.
 * `GET /v2/chains/{chainId}/contracts/{address}/balances`, paginated over `addresses`: also `.pages()`, `.items()`, `.all({ max })`, `.paginate()`.
 */
export const listTokenBalanceAddresses = /* @__PURE__ */ paginatedOperation<operations["listTokenBalanceAddresses"], "addresses">({"id":"listTokenBalanceAddresses","method":"GET","path":"/v2/chains/{chainId}/contracts/{address}/balances","idempotent":true,"shape":{"nextPageToken":"?s","addresses":"a"},"items":"addresses","tokenIn":"query"});
