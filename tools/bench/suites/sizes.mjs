// Bundle sizes of the REST clients for the browser (esbuild --bundle --minify, gzip -9), beside openapi-fetch alone
// bundled in the same run (the baseline) and the vendor's published SDK figure (39.5 KB gzip for one call).
// Needs the packages built (`pnpm bench` builds first).
import { fileURLToPath } from "node:url";
import { bundleSize } from "@avaspec/client-gen/check-size";

export const title =
  "Client bundle sizes (browser, minified + gzip): one call, vs openapi-fetch alone and the vendor SDK";

// the vendor's Speakeasy SDK for one call (reference/field-notes.md); not measured here
const VENDOR_SDK_GZIP_KB = 39.5;
const pkg = (name) => fileURLToPath(new URL(`../../../packages/${name}/`, import.meta.url));

const CASES = [
  {
    name: "openapi-fetch alone: one GET (baseline)",
    dir: pkg("metrics-client"),
    entry: `import createClient from "openapi-fetch";
const c = createClient({ baseUrl: "https://metrics.avax.network" });
export const run = () => c.GET("/v2/chains/{chainId}", { params: { path: { chainId: "43114" } } });`,
  },
  {
    name: "@avaspec/client-core alone: transport + paginate",
    dir: pkg("client-core"),
    entry: `import { createTransport, paginate } from "@avaspec/client-core";
const t = createTransport({ retry: { maxAttempts: 4 } });
export const run = () => paginate({
  operation: "x",
  fetchPage: (p) => t.send(new Request("https://x/?p=" + p), { operation: "x" }).then((r) => r.json()),
  items: (p) => p.items,
  nextToken: (p) => p.nextPageToken,
}).all({ max: 10 });`,
  },
  {
    name: "@avaspec/metrics-client: one call with retries + pagination",
    dir: pkg("metrics-client"),
    entry: `import { createMetricsClient, getChainMetrics } from "@avaspec/metrics-client";
const client = createMetricsClient({ retry: { maxAttempts: 4 } });
export const run = () => getChainMetrics.all(client, { path: { chainId: "43114", metric: "txCount" } }, { max: 100 });`,
  },
  {
    name: "@avaspec/metrics-client: every operation (import *)",
    dir: pkg("metrics-client"),
    entry: `import * as m from "@avaspec/metrics-client";
export const run = () => m;`,
  },
  {
    name: "@avaspec/data-client: one call with retries + API key",
    dir: pkg("data-client"),
    entry: `import { createDataClient, getBlock } from "@avaspec/data-client";
const client = createDataClient({ apiKey: "key" });
export const run = () => getBlock(client, { path: { chainId: "43114", blockId: "49889407" } });`,
  },
];

async function measure({ entry, dir }) {
  const { min, gzip } = await bundleSize(entry, dir);
  return { min: min / 1024, gzip: gzip / 1024 };
}

export async function run() {
  const sizes = [];
  for (const c of CASES) sizes.push({ name: c.name, ...(await measure(c)) });
  const baseline = Number(sizes[0]?.gzip);
  return [
    ...sizes.map((s) => ({
      bundle: s.name,
      "min KB": s.min.toFixed(1),
      "gzip KB": s.gzip.toFixed(2),
      "× openapi-fetch": (s.gzip / baseline).toFixed(2),
      "× vendor SDK": (s.gzip / VENDOR_SDK_GZIP_KB).toFixed(3),
    })),
    {
      bundle: "vendor SDK, one call (published figure)",
      "min KB": "",
      "gzip KB": VENDOR_SDK_GZIP_KB.toFixed(2),
      "× openapi-fetch": (VENDOR_SDK_GZIP_KB / baseline).toFixed(2),
      "× vendor SDK": "1.000",
    },
  ];
}
