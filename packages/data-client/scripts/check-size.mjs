// Size gate: bundles one Data call with retries and the API key for the browser (esbuild --minify) and fails
// when it is over 8 KB gzip. The same measure feeds tools/bench/suites/sizes.mjs.
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { fileURLToPath } from "node:url";

export const LIMIT = Number(process.env.AVASPEC_SIZE_LIMIT_BYTES ?? 8 * 1024);
export const ENTRY = `
import { createDataClient, getBlock } from "@avaspec/data-client";
const client = createDataClient({ apiKey: "key", retry: { maxAttempts: 4 } });
export const run = () => getBlock(client, { path: { chainId: "43114", blockId: "49889407" } });
`;

/** Minified and gzipped bytes of `entry` bundled for the browser, resolved from `resolveDir`. */
export async function bundleSize(entry, resolveDir) {
  const out = await build({
    stdin: { contents: entry, resolveDir, loader: "js" },
    bundle: true, minify: true, format: "esm", platform: "browser", target: "es2022", write: false, logLevel: "silent",
  });
  const code = out.outputFiles[0].contents;
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { min, gzip } = await bundleSize(ENTRY, fileURLToPath(new URL("..", import.meta.url)));
  const line = `one data call with retries and the API key: ${(min / 1024).toFixed(1)} KB min, ${(gzip / 1024).toFixed(2)} KB gzip (limit ${(LIMIT / 1024).toFixed(2)} KB)`;
  if (gzip > LIMIT) {
    console.error(`check:size FAILED: ${line}`);
    process.exitCode = 1;
  } else console.log(`check:size ok: ${line}`);
}
