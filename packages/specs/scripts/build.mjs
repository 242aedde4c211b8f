// Builds dist/: each spec assembled into one document, refs kept and dereferenced, stamped with this package's version.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import $RefParser from "@apidevtools/json-schema-ref-parser";
import { parse as parseYaml } from "yaml";
import { assembleOpenRpc } from "../src/assemble-openrpc.mjs";
import { runRedocly } from "./redocly.mjs";

const pkgDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const specsDir = join(pkgDir, "..", "..", "specs");
const dist = join(pkgDir, "dist");
const { version } = JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8"));
const redocly = join(pkgDir, "node_modules", ".bin", "redocly");

mkdirSync(dist, { recursive: true });

const write = (file, doc) => {
  doc.info = { ...doc.info, version };
  writeFileSync(join(dist, file), JSON.stringify(doc, null, 2) + "\n");
};

async function buildOpenApi(api) {
  const tmp = join(dist, `.${api}.bundle.json`);
  const { status, findings } = runRedocly(redocly, [
    "bundle",
    join(specsDir, api, "openapi.yaml"),
    "--output",
    tmp,
    "--ext",
    "json",
  ]);
  if (findings) console.error(findings);
  if (status !== 0) throw new Error(`redocly bundle of specs/${api} failed (exit ${status})`);
  const bundled = JSON.parse(readFileSync(tmp, "utf8"));
  write(`${api}.openapi.json`, structuredClone(bundled));
  write(`${api}.openapi.deref.json`, await $RefParser.dereference(bundled, { dereference: { circular: "ignore" } }));
}

async function buildOpenRpc() {
  const doc = assembleOpenRpc(join(specsDir, "node", "openrpc.yaml"));
  write("node.openrpc.json", structuredClone(doc));
  write("node.openrpc.deref.json", await $RefParser.dereference(doc, { dereference: { circular: "ignore" } }));
}

await Promise.all([buildOpenApi("metrics"), buildOpenApi("data"), buildOpenRpc()]);
for (const api of ["metrics", "data"]) rmSync(join(dist, `.${api}.bundle.json`), { force: true });
for (const file of ["index.js", "index.d.ts"]) copyFileSync(join(pkgDir, "src", file), join(dist, file));
// The machine-readable deviations (specs/deviations.yaml), for avaspec-contract --known-deviations and the docs.
writeFileSync(
  join(dist, "deviations.json"),
  JSON.stringify(parseYaml(readFileSync(join(specsDir, "deviations.yaml"), "utf8")), null, 2) + "\n",
);
console.log(
  `@avaspec/specs ${version}: dist/{metrics,data}.openapi{,.deref}.json, dist/node.openrpc{,.deref}.json, ` +
    "dist/deviations.json",
);
