// generated, do not edit: by tools/client-gen/generate.mjs from @avaspec/specs (regenerate with `pnpm generate`)

/** The service's public root: the spec's first server. */
export const DEFAULT_BASE_URL = "https://metrics.avax.network";

/** Every operationId, and the paginated ones (found from the spec, not listed by hand). */
export const OPERATION_IDS = ["compositeQuery","getAvgTpsLegacy","getChain","getChainMetrics","getNetworkMetrics","getRollingWindowMetrics","getSubnetMetrics","getValidationMetrics","getValidatorMetrics","getValidatorsMetrics","listChains","listNftHolders","listTokenBalanceAddresses"] as const;
export const PAGINATED_OPERATION_IDS = ["compositeQuery","getChainMetrics","getNetworkMetrics","listChains","listNftHolders","listTokenBalanceAddresses"] as const;
