import {
  createMetricsClient,
  getChain,
  getChainMetrics,
  listChains,
  NotFoundError,
  RateLimitError,
  TimeoutError,
} from "@avaspec/metrics-client";

export async function example(baseUrl?: string) {
  // baseUrl defaults to https://metrics.avax.network (the spec's first server)
  const metrics = createMetricsClient({ baseUrl, timeoutMs: 10_000, retry: { maxAttempts: 4 } });

  // one call: typed input (path/query as in the spec), typed result
  const chain = await getChain(metrics, { path: { chainId: "43114" } });

  // pagination: follows nextPageToken until it is absent
  const names: string[] = [];
  for await (const c of listChains.items(metrics, { query: { network: "mainnet" } })) names.push(c.chainName);
  const points = await getChainMetrics.all(
    metrics,
    { path: { chainId: "43114", metric: "activeAddresses" }, query: { timeInterval: "day" } },
    { max: 30 },
  );

  // typed errors
  try {
    await getChain(metrics, { path: { chainId: "999999" } }, { timeoutMs: 2_000 });
  } catch (error) {
    if (error instanceof NotFoundError) console.log(error.status, error.messages);
    else if (error instanceof RateLimitError) console.log("retry after", error.retryAfterMs);
    else if (error instanceof TimeoutError) console.log("timed out");
    else throw error;
  }
  return { chain, names, points };
}
