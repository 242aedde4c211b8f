#!/usr/bin/env node
// check:generated: regenerates into a temp dir and fails on any difference with the committed src/generated/.
import { mkdtempSync, readFileSync, readdirSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { generate } from "./generate.mjs";

// Usage: node generator/check-generated.mjs [--doc <openrpc.json>] [--committed <dir>]
// (defaults: the specs package, src/generated)
const { values } = parseArgs({ options: { doc: { type: "string" }, committed: { type: "string" } } });
const committed = values.committed
  ? resolve(values.committed)
  : resolve(dirname(fileURLToPath(import.meta.url)), "../src/generated");
const fresh = mkdtempSync(join(tmpdir(), "node-client-check-"));
try {
  await generate({ out: fresh, doc: values.doc });
  const names = new Set([...readdirSync(fresh), ...(existsSync(committed) ? readdirSync(committed) : [])]);
  const stale = [...names].filter((name) => {
    const a = existsSync(join(committed, name)) ? readFileSync(join(committed, name), "utf8") : undefined;
    const b = existsSync(join(fresh, name)) ? readFileSync(join(fresh, name), "utf8") : undefined;
    return a !== b;
  });
  if (stale.length) {
    console.error(
      `src/generated is stale (${stale.join(", ")}): ` +
        "run `pnpm --filter @avaspec/node-client generate` and commit the result.",
    );
    process.exitCode = 1;
  } else {
    console.log("src/generated is up to date");
  }
} finally {
  rmSync(fresh, { recursive: true, force: true });
}
