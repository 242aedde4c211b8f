// The client object: base URL, transport (retries, timeouts, hooks, the API key as a secret header) and
// openapi-fetch's path API.
import { createRestClient, type RestClient, type RestClientOptions, type Secret } from "@avaspec/client-core";
import createClient, { type Client } from "openapi-fetch";
import { API_KEY_HEADER, DEFAULT_BASE_URL } from "./generated/meta.js";
import type { paths } from "./generated/openapi.js";

export interface DataClientOptions extends RestClientOptions {
  /**
   * API key for higher rate limits, sent as the `x-data-api-key` header. Optional: the API answers without one.
   * It is never shown to hooks, in errors, logs, `toString`, `JSON.stringify` or `util.inspect`.
   */
  apiKey?: string | Secret | undefined;
}

/** A Data API client: pass it to the operation functions, or use its path API `client.api.GET(…)`. */
export type DataClient = RestClient<Client<paths>>;

/** Creates a Data API client. `baseUrl` defaults to the public service (the spec's first server). */
export function createDataClient(options: DataClientOptions = {}): DataClient {
  const { apiKey, ...rest } = options;
  const secretHeaders = apiKey === undefined ? rest.secretHeaders : { ...rest.secretHeaders, [API_KEY_HEADER]: apiKey };
  return createRestClient((o) => createClient<paths>(o), { ...rest, secretHeaders }, DEFAULT_BASE_URL);
}
