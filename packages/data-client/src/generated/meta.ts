// generated, do not edit: by tools/client-gen/generate.mjs from @avaspec/specs (regenerate with `pnpm generate`)

/** The service's public root: the spec's first server. */
export const DEFAULT_BASE_URL = "https://data-api.avax.network";

/** Header that carries the API key (the spec's apiKey security scheme). */
export const API_KEY_HEADER = "x-data-api-key";

/** Every operationId, and the paginated ones (found from the spec, not listed by hand). */
export const OPERATION_IDS = ["getBlock","getChain","listAddressChains","listChains"] as const;
export const PAGINATED_OPERATION_IDS = [] as const;
