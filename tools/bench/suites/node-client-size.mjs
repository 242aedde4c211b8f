// node-client bundle size: the whole @avaspec/node-client entry (esbuild --bundle --minify --format=esm, gzip)
// beside the stock @open-rpc/generator TypeScript client generated from the same document in the same run.
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { ROOT } from "../lib/paths.mjs";

export const title = "node-client bundle size (min+gzip) vs the stock @open-rpc/generator client";

const pkg = join(ROOT, "packages/node-client");
const REPORTED_STOCK = 137 * 1024; // open-rpc/generator#424

async function size(entry, extra = {}) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "esm",
    write: false,
    logLevel: "silent",
    platform: "neutral",
    ...extra,
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { minified: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

/** Generates the stock TypeScript client for `docPath` and bundles it with the dependencies installed here. */
async function stockSize(docPath) {
  const require = createRequire(join(pkg, "package.json"));
  const generatorDir = realpathSync(dirname(require.resolve("@open-rpc/generator/package.json")));
  // pnpm's virtual store: the stock client's lodash, @open-rpc/schema-utils-js and meta-schema live there.
  const store = join(generatorDir.slice(0, generatorDir.lastIndexOf("/.pnpm/") + 6), "node_modules");
  const out = mkdtempSync(join(tmpdir(), "bench-stock-client-"));
  const warn = console.warn;
  console.warn = () => {};
  try {
    await require("@open-rpc/generator").default({
      openrpcDocument: readFileSync(docPath, "utf8"),
      outDir: out,
      components: [{ type: "client", name: "stock-client", language: "typescript" }],
    });
    const file = join(out, "client/typescript/src/index.ts");
    // The stock template emits `public admin.alias: …` for dotted method names, which is not TypeScript;
    // quote those names so that the rest of its code can be measured.
    writeFileSync(file, readFileSync(file, "utf8").replace(/public ([A-Za-z_$][\w$]*\.[\w$.]+):/g, 'public "$1":'));
    // @open-rpc/client-js (its transport) is not installed here: left out, so the stock figure is a lower bound.
    return await size(file, { platform: "node", nodePaths: [store], external: ["@open-rpc/client-js"] });
  } finally {
    console.warn = warn;
    rmSync(out, { recursive: true, force: true });
  }
}

export async function run() {
  const entry = join(pkg, "dist/index.js");
  if (!existsSync(entry)) throw new Error("packages/node-client/dist is missing: build first (pnpm bench builds)");
  const specDoc = join(ROOT, "packages/specs/dist/node.openrpc.json");
  const docPath = existsSync(specDoc) ? specDoc : join(pkg, "generator/fixtures/mini.openrpc.json");
  const ours = await size(entry);
  const stock = await stockSize(docPath);
  const row = (subject, s) => ({
    subject,
    "minified B": s.minified ?? "",
    "min+gzip B": s.gzip,
    "ratio to stock (measured)": +(s.gzip / stock.gzip).toFixed(3),
    "ratio to stock (137 KB reported)": +(s.gzip / REPORTED_STOCK).toFixed(3),
  });
  console.log(`document: ${docPath.slice(ROOT.length + 1)}`);
  return [
    row("@avaspec/node-client, whole entry (with client-core)", ours),
    row("stock @open-rpc/generator TS client, same document (without @open-rpc/client-js)", stock),
    row("stock client as reported in open-rpc/generator#424", { gzip: REPORTED_STOCK }),
  ];
}
