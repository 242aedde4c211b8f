// The client object: base URL, transport (retries, timeouts, hooks) and openapi-fetch's path API.
import { createRestClient, type RestClient, type RestClientOptions } from "@avaspec/client-core";
import createClient, { type Client } from "openapi-fetch";
import { DEFAULT_BASE_URL } from "./generated/meta.js";
import type { paths } from "./generated/openapi.js";

export type MetricsClientOptions = RestClientOptions;

/** A Metrics API client: pass it to the operation functions, or use its path API `client.api.GET(…)`. */
export type MetricsClient = RestClient<Client<paths>>;

/** Creates a Metrics API client. `baseUrl` defaults to the public service (the spec's first server). */
export function createMetricsClient(options: MetricsClientOptions = {}): MetricsClient {
  return createRestClient((o) => createClient<paths>(o), options, DEFAULT_BASE_URL);
}
