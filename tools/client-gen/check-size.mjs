// The REST clients' size gate: bundles a package's entry snippet for the browser (esbuild --minify, gzip -9) and
// fails (exit code 1) when it is over the package's budget. Each package's scripts/check-size.mjs supplies its
// entry, budget and label; AVASPEC_SIZE_LIMIT_BYTES overrides the budget (the packages' size tests use it).
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

/** The limit in bytes: AVASPEC_SIZE_LIMIT_BYTES when set, else `budget`. */
export const sizeLimit = (budget) => Number(process.env.AVASPEC_SIZE_LIMIT_BYTES ?? budget);

/** Minified and gzipped bytes of `entry` bundled for the browser, resolved from `resolveDir`. */
export async function bundleSize(entry, resolveDir) {
  const out = await build({
    stdin: { contents: entry, resolveDir, loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    write: false,
    logLevel: "silent",
  });
  const code = out.outputFiles[0]?.contents ?? new Uint8Array();
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

/** Measures `entry` from the package folder `dir`, prints one line, and sets exit code 1 when gzip > `limit`. */
export async function sizeGate({ dir, entry, limit, label }) {
  const { min, gzip } = await bundleSize(entry, dir instanceof URL ? fileURLToPath(dir) : dir);
  const kb = (bytes, digits) => (bytes / 1024).toFixed(digits);
  const line = `${label}: ${kb(min, 1)} KB min, ${kb(gzip, 2)} KB gzip (limit ${kb(limit, 2)} KB)`;
  const ok = gzip <= limit;
  if (!ok) {
    console.error(`check:size FAILED: ${line}`);
    process.exitCode = 1;
  } else console.log(`check:size ok: ${line}`);
  return { min, gzip, ok };
}
