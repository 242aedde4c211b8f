// Size of the whole client entry as a user's bundler ships it: esbuild --bundle --minify --format=esm, then gzip.
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

/** @param {string} entry @returns {Promise<{minified: number, gzip: number}>} bytes */
export async function bundleSize(entry) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "esm",
    platform: "neutral",
    write: false,
    logLevel: "silent",
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { minified: code.length, gzip: gzipSync(code, { level: 9 }).length };
}
