// What a strict application passes to the clients: settings read from its own configuration, any of which may be
// undefined. Compiled with the READMEs' blocks under `exactOptionalPropertyTypes` (check.test.ts), where an option
// typed `name?: T` (not `T | undefined`) refuses them with TS2379 / TS2375.
import { createTransport, paginate, type RetryOptions } from "@avaspec/client-core";
import { createDataClient, getChain as getDataChain, listChains as listDataChains } from "@avaspec/data-client";
import { createMetricsClient, getChainMetrics, listChains } from "@avaspec/metrics-client";
import { createControlClient } from "@avaspec/mocks";
import { createNodeClient } from "@avaspec/node-client";

interface Settings {
  url?: string | undefined;
  apiKey?: string | undefined;
  timeoutMs?: number | undefined;
  attempts?: number | undefined;
  token?: string | undefined;
  pageToken?: string | undefined;
  pageSize?: number | undefined;
  network?: "mainnet" | "testnet" | undefined;
  everyServer?: boolean | undefined;
}

export async function strictApp(settings: Settings, signal: AbortSignal | undefined) {
  const retry: RetryOptions = {
    maxAttempts: settings.attempts,
    maxElapsedMs: settings.timeoutMs,
    baseDelayMs: undefined,
    maxDelayMs: undefined,
    statuses: undefined,
    respectRetryAfter: undefined,
    random: undefined,
  };
  const common = { fetch: undefined, timeoutMs: settings.timeoutMs, retry, headers: undefined, hooks: undefined };
  const transport = createTransport({ ...common, secretHeaders: undefined });
  const metrics = createMetricsClient({ ...common, baseUrl: settings.url });
  const data = createDataClient({
    ...common,
    baseUrl: settings.url,
    apiKey: settings.apiKey,
    secretHeaders: undefined,
  });
  const node = createNodeClient({ ...common, baseUrl: settings.url });
  const control = createControlClient("http://127.0.0.1:4010", { token: settings.token, fetch: undefined });

  const call = { signal, timeoutMs: settings.timeoutMs, retry: undefined, idempotent: undefined, headers: undefined };
  const query = { pageToken: settings.pageToken, pageSize: settings.pageSize };
  const chains = await listChains.all(metrics, { query }, { ...call, max: settings.pageSize });
  const points = await getChainMetrics(
    metrics,
    {
      path: { chainId: "43114", metric: "txCount" },
      query: { ...query, timeInterval: "day", endTimestamp: undefined },
    },
    call,
  );
  const dataChains = await listDataChains(data, { query: { network: settings.network, feature: undefined } }, call);
  const chain = await getDataChain(data, { path: { chainId: "43114" } }, call);
  const feeConfig = await node.chain("C").feeConfig("latest", call);
  const pages = paginate({
    operation: "listChains",
    fetchPage: (pageToken) => listChains(metrics, { query: { pageToken } }),
    items: (page) => page.chains,
    nextToken: (page) => page.nextPageToken,
    startToken: settings.pageToken,
  });
  await control.reset({ all: settings.everyServer });
  return {
    transport,
    chains,
    points,
    dataChains,
    chain,
    feeConfig,
    first: await pages.all({ max: settings.pageSize }),
  };
}
