// The page the browser test opens: MSW's setupWorker with the avaspec handlers, our clients as an application
// uses them (production base URLs, nothing pointed at a mock), and what happened written into the page.
import { createMetricsClient, getChain, getChainMetrics } from "@avaspec/metrics-client";
import { createNodeClient } from "@avaspec/node-client";
import { startBrowserMocks } from "../examples/browser-worker.js";
import { show } from "./show.js";

async function run() {
  // the README's example, as a page runs it
  const handlers = await startBrowserMocks();

  // every page of a series: the client follows nextPageToken until the mock's last page
  const metrics = createMetricsClient({ retry: { maxAttempts: 4, baseDelayMs: 1, maxDelayMs: 5 } });
  const points = await getChainMetrics.all(metrics, {
    path: { chainId: "43114", metric: "txCount" },
    query: { timeInterval: "day", pageSize: 10, startTimestamp: 1719792000, endTimestamp: 1725148800 },
  });
  const pages = (await handlers.metrics.requests({ operation: "getChainMetrics" })).length;

  // a node call through the node client (its default base URL: the node's own address)
  const node = createNodeClient();
  const { feeConfig } = await node.chain("C").feeConfig("latest");

  // a fault rule: two 503s, which the client retries, then the mock's own answer
  await handlers.metrics.faults.add({ operation: "getChain", status: 503, times: 2 });
  const chain = await getChain(metrics, { path: { chainId: "43114" } });
  const attempts = (await handlers.metrics.requests({ operation: "getChain" })).map((e) => e.status);

  // an invalid request (no such interval, a page size past its maximum): a 400 naming both
  const invalid = await fetch(
    "https://metrics.avax.network/v2/chains/43114/metrics/txCount?timeInterval=fortnight&pageSize=999999",
  );
  const { message } = (await invalid.json()) as { message: string[] };

  return {
    invalid: { status: invalid.status, lines: message.length },
    points: points.length,
    distinct: new Set(points.map((p) => p.timestamp)).size,
    pages,
    gasLimit: feeConfig.gasLimit,
    chainName: chain.chainName,
    attempts,
  };
}

run().then(
  (result) => show("result", result),
  (error: unknown) => show("failure", { message: String((error as Error)?.stack ?? error) }),
);
