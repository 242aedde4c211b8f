// generated, do not edit: by tools/client-gen/generate.mjs from @avaspec/specs (regenerate with `pnpm generate`)
import { operation } from "@avaspec/client-core";
import type { operations } from "./openapi.js";

/**
 * Get a block.
 * `GET /v1/chains/{chainId}/blocks/{blockId}`.
 */
export const getBlock = /* @__PURE__ */ operation<operations["getBlock"]>({"id":"getBlock","method":"GET","path":"/v1/chains/{chainId}/blocks/{blockId}","idempotent":true,"shape":{"chainId":"s","blockNumber":"s","blockTimestamp":"i","blockHash":"s","txCount":"i","baseFee":"s","gasUsed":"s","gasLimit":"s","gasCost":"s","parentHash":"s","feesSpent":"s","cumulativeTransactions":"s"}});

/**
 * Get a chain.
 * `GET /v1/chains/{chainId}`.
 */
export const getChain = /* @__PURE__ */ operation<operations["getChain"]>({"id":"getChain","method":"GET","path":"/v1/chains/{chainId}","idempotent":true,"shape":{"chainId":"s","status":"s","chainName":"s","description":"s","platformChainId":"?s","subnetId":"?s","vmId":"?s","vmName":"s","explorerUrl":"?s","rpcUrl":"s","wsUrl":"?s","isTestnet":"b","utilityAddresses":"?o","networkToken":"o","chainLogoUri":"?s","private":"?b","enabledFeatures":"?a"}});

/**
 * List the chains an address took part in.
 * `GET /v1/address/{address}/chains`.
 */
export const listAddressChains = /* @__PURE__ */ operation<operations["listAddressChains"]>({"id":"listAddressChains","method":"GET","path":"/v1/address/{address}/chains","idempotent":true,"shape":{"indexedChains":"?a","unindexedChains":"?a"}});

/**
 * List chains.
 * `GET /v1/chains`.
 */
export const listChains = /* @__PURE__ */ operation<operations["listChains"]>({"id":"listChains","method":"GET","path":"/v1/chains","idempotent":true,"shape":{"chains":"a"}});
