// Size gate: bundles one Data call with retries and the API key for the browser (esbuild --minify) and fails
// when it is over 8 KB gzip (tools/client-gen/check-size.mjs). The same measure feeds tools/bench/suites/sizes.mjs.
import { sizeGate, sizeLimit } from "@avaspec/client-gen/check-size";

export const LIMIT = sizeLimit(8 * 1024);
export const ENTRY = `
import { createDataClient, getBlock } from "@avaspec/data-client";
const client = createDataClient({ apiKey: "key", retry: { maxAttempts: 4 } });
export const run = () => getBlock(client, { path: { chainId: "43114", blockId: "49889407" } });
`;

if (import.meta.url === `file://${process.argv[1]}`) {
  await sizeGate({
    dir: new URL("..", import.meta.url),
    entry: ENTRY,
    limit: LIMIT,
    label: "one data call with retries and the API key",
  });
}
