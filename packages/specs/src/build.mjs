// Builds the assembled documents: each spec of the sources (the repository's specs/) assembled into one document,
// refs kept and dereferenced, stamped with this package's version, and the machine-readable deviations. Run by
// scripts/build.mjs into dist/, and in the repository by `avaspec-mock --watch` when a source changes. Needs the
// sources and this package's dev dependencies (redocly, json-schema-ref-parser): an installed package has neither.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse as parseYaml } from "yaml";
import { assembleOpenRpc } from "./assemble-openrpc.mjs";
import { runRedocly } from "./redocly.mjs";
import { withoutProse } from "./prose.mjs";
import { packSharedSubtrees } from "./shared-subtrees.mjs";

const pkgDir = fileURLToPath(new URL("..", import.meta.url));
const redocly = join(pkgDir, "node_modules", ".bin", "redocly");

/** The repository's spec sources (specs/ beside packages/), or undefined where there are none (installed). */
export function specSources() {
  const dir = join(pkgDir, "..", "..", "specs");
  return existsSync(join(dir, "metrics", "openapi.yaml")) && existsSync(join(dir, "node", "openrpc.yaml"))
    ? dir
    : undefined;
}

/**
 * Assembles every document of `sources` and writes them to `out`. All are assembled before any is written, and each
 * replaces its file at once (written beside it, then renamed): a source that does not build rejects and leaves `out`
 * as it was, and a reader watching `out` sees whole documents of one build.
 * @param {{ sources?: string, out?: string, warn?: (message: string) => void }} [options]
 * @returns {Promise<string[]>} the files written (a document the same as the one in `out` is not written again)
 */
export async function buildSpecs({ sources = specSources(), out = join(pkgDir, "dist"), warn } = {}) {
  if (!sources) throw new Error(`no spec sources beside ${pkgDir}: the documents are built in the repository`);
  const { default: $RefParser } = await import("@apidevtools/json-schema-ref-parser");
  const { version } = JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8"));
  const stamp = (/** @type {Record<string, any>} */ doc) => ({ ...doc, info: { ...doc.info, version } });
  const dereference = async (/** @type {Record<string, any>} */ doc) =>
    stamp(await $RefParser.dereference(structuredClone(doc), { dereference: { circular: "ignore" } }));
  const scratch = mkdtempSync(join(tmpdir(), "avaspec-specs-build-"));
  /** @param {string} api */
  const bundle = async (api) => {
    const file = join(scratch, `${api}.bundle.json`);
    const args = ["bundle", join(sources, api, "openapi.yaml"), "--output", file, "--ext", "json"];
    const { status, findings } = await runRedocly(redocly, args);
    if (status !== 0) throw new Error(`redocly bundle of specs/${api} failed (exit ${status})\n${findings}`.trim());
    if (findings) (warn ?? console.error)(findings);
    return JSON.parse(readFileSync(file, "utf8"));
  };
  /** @type {Record<string, unknown>} */
  const files = {};
  try {
    const [metrics, data] = await Promise.all([bundle("metrics"), bundle("data")]);
    const node = assembleOpenRpc(join(sources, "node", "openrpc.yaml"));
    for (const [name, doc] of [
      ["metrics.openapi", metrics],
      ["data.openapi", data],
      ["node.openrpc", node],
    ]) {
      files[`${name}.json`] = stamp(doc);
      files[`${name}.deref.json`] = await dereference(doc);
    }
    // for a bundle that cannot read files (the mocks in a browser page): the node's document with each repeated
    // subtree once, about 10 KB less gzipped (shared-subtrees.mjs)
    files["node.openrpc.deref.packed.json"] = packSharedSubtrees(files["node.openrpc.deref.json"]);
    // and without prose (prose.mjs), which nothing in such a bundle reads: the REST documents refs kept, the node's
    // dereferenced and packed
    files["metrics.openapi.lean.json"] = withoutProse(files["metrics.openapi.json"]);
    files["data.openapi.lean.json"] = withoutProse(files["data.openapi.json"]);
    files["node.openrpc.deref.lean.packed.json"] = packSharedSubtrees(withoutProse(files["node.openrpc.deref.json"]));
    // the machine-readable deviations (specs/deviations.yaml), for avaspec-contract --known-deviations and the docs
    files["deviations.json"] = parseYaml(readFileSync(join(sources, "deviations.yaml"), "utf8"));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  mkdirSync(out, { recursive: true });
  const written = [];
  for (const [name, doc] of Object.entries(files)) {
    const file = join(out, name);
    const text = `${JSON.stringify(doc, null, 2)}\n`;
    if (existsSync(file) && readFileSync(file, "utf8") === text) continue; // unchanged: no reload for a watcher
    writeFileSync(`${file}.partial`, text);
    renameSync(`${file}.partial`, file);
    written.push(file);
  }
  return written;
}
