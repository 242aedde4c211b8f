#!/usr/bin/env node
// @ts-check
// pnpm docs: writes tools/docs/dist/{index,metrics,data,node}.html from the assembled specs of @avaspec/specs.
// Options: --out <dir> (default tools/docs/dist).
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { specPath } from "@avaspec/specs";
import { buildDocs } from "./lib/build-docs.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2).filter((a) => a !== "--");
let outDir = join(here, "dist");
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--out") outDir = resolve(args[++i] ?? "");
  else {
    console.error(`docs: unknown argument ${JSON.stringify(args[i])}\nusage: pnpm docs [-- --out <dir>]`);
    process.exit(2);
  }
}

try {
  const started = Date.now();
  const pages = await buildDocs({
    outDir,
    specs: { metrics: specPath("metrics"), data: specPath("data"), node: specPath("node") },
  });
  for (const p of pages)
    console.log(
      `${join(outDir, p.page)}: ${p.title} ${p.version}, ` +
        `${p.items.length} ${p.kind === "openapi" ? "operations" : "methods"}`,
    );
  console.log(`${join(outDir, "index.html")} (${Date.now() - started} ms)`);
} catch (error) {
  console.error(`docs: ${/** @type {Error} */ (error).message}`);
  process.exitCode = 1;
}
