#!/usr/bin/env node
// @ts-check
// `pnpm image [-- --force]`: builds the mocks' container image from the Dockerfile with buildah on a local Debian
// base and writes dist/avaspec-mock.oci.tar, unless the archive there was built from the same inputs (--force
// rebuilds). Prints the sizes; exit code 1 with the reason when it cannot, 2 for an unknown argument.
import { relative } from "node:path";
import { buildImage } from "./lib/build.mjs";
import { REPO_ROOT } from "./lib/paths.mjs";

const args = process.argv.slice(2).filter((a) => a !== "--");
const unknown = args.find((a) => a !== "--force");
if (unknown !== undefined) {
  process.stderr.write(`pnpm image: unknown argument ${JSON.stringify(unknown)}\nusage: pnpm image [-- --force]\n`);
  process.exit(2);
}

const started = Date.now();
const log = (/** @type {string} */ line) =>
  process.stderr.write(`[image ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}\n`);
const mb = (/** @type {number} */ bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

try {
  const built = await buildImage({ log, force: args.includes("--force") });
  process.stdout.write(
    `${built.reused ? "reused" : "wrote"} ${relative(REPO_ROOT, built.archive)} (${mb(built.archiveBytes)}, layers ` +
      `gzip-compressed) in ${built.seconds.toFixed(0)} s; image ${mb(built.baseBytes + built.appBytes)} ` +
      `uncompressed: local base ${mb(built.baseBytes)} + mocks ${mb(built.appBytes)}\n`,
  );
} catch (error) {
  process.stderr.write(`pnpm image: ${/** @type {Error} */ (error).message}\n`);
  process.exitCode = 1;
}
