// Size gate: bundles one Metrics call with retries and pagination for the browser (esbuild --minify) and fails
// when it is over 8 KB gzip (tools/client-gen/check-size.mjs). The same measure feeds tools/bench/suites/sizes.mjs.
import { sizeGate, sizeLimit } from "@avaspec/client-gen/check-size";

export const LIMIT = sizeLimit(8 * 1024);
export const ENTRY = `
import { createMetricsClient, getChainMetrics } from "@avaspec/metrics-client";
const client = createMetricsClient({ retry: { maxAttempts: 4 } });
export const run = () => getChainMetrics.all(client, { path: { chainId: "43114", metric: "txCount" } }, { max: 100 });
`;

if (import.meta.url === `file://${process.argv[1]}`) {
  await sizeGate({
    dir: new URL("..", import.meta.url),
    entry: ENTRY,
    limit: LIMIT,
    label: "one metrics call with retries and pagination",
  });
}
