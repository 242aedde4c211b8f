#!/usr/bin/env node
// check:size: the built entry (dist/index.js, with @avaspec/client-core bundled in) must stay within 10 KB min+gzip.
// Usage: node scripts/check-size.mjs [--entry <file>] [--limit <bytes>]
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { bundleSize } from "./size.mjs";

const { values } = parseArgs({ options: { entry: { type: "string" }, limit: { type: "string" } } });
const limit = values.limit ? Number(values.limit) : 10 * 1024;
const entry = values.entry ? resolve(values.entry) : fileURLToPath(new URL("../dist/index.js", import.meta.url));
if (!Number.isFinite(limit) || limit <= 0) {
  console.error(`check:size: --limit must be a positive number of bytes, got ${values.limit}`);
  process.exit(2);
}
if (!existsSync(entry)) {
  console.error(`check:size: ${entry} is missing; run the build first`);
  process.exit(1);
}
const { minified, gzip } = await bundleSize(entry);
const line = `@avaspec/node-client: ${minified} B minified, ${gzip} B min+gzip (limit ${limit} B)`;
if (gzip > limit) {
  console.error(`check:size FAILED: ${line}`);
  process.exitCode = 1;
} else {
  console.log(`check:size ok: ${line}`);
}
