// Spec gate and reference renderer: time to classify every change between two assembled documents, and to render
// the node reference page, beside a baseline measured in the same run (serialising the same documents to JSON).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../lib/paths.mjs";

export const title = "spec-diff and the node reference renderer vs JSON.stringify of the same documents";

/** Median milliseconds of `fn` over `rounds` runs, after a warm-up. */
function time(fn, rounds = 30) {
  fn();
  const samples = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    fn();
    samples.push(performance.now() - t);
  }
  return Number(samples.sort((a, b) => a - b)[Math.floor(rounds / 2)]);
}

export async function run() {
  const { diffOpenApi, diffOpenRpc } = await import("@avaspec/spec-diff");
  const { renderOpenRpc } = await import("@avaspec/docs/render-openrpc");
  const load = (f) => JSON.parse(readFileSync(join(ROOT, "packages/specs/dist", f), "utf8"));
  const docs = {
    metrics: load("metrics.openapi.json"),
    data: load("data.openapi.json"),
    node: load("node.openrpc.json"),
  };
  // a head that differs everywhere a schema is compared: every description changed (no rule fires on it)
  const touched = (doc) => JSON.parse(JSON.stringify(doc).replace(/"description":"/g, '"description":"x '));
  const heads = { metrics: touched(docs.metrics), data: touched(docs.data), node: touched(docs.node) };
  const rows = [];
  for (const api of ["metrics", "data", "node"]) {
    const diff = api === "node" ? diffOpenRpc : diffOpenApi;
    const baseline = time(() => JSON.stringify(docs[api]) === JSON.stringify(heads[api]));
    const ms = time(() => diff(docs[api], heads[api]));
    rows.push({ what: `${api}: JSON.stringify both (baseline)`, ms: Number(baseline.toFixed(3)), ratio: 1 });
    rows.push({
      what: `${api}: classify every change`,
      ms: Number(ms.toFixed(3)),
      ratio: Number((ms / baseline).toFixed(2)),
      changes: diff(docs[api], heads[api]).length,
    });
  }
  const baseline = time(() => JSON.stringify(docs.node, null, 2));
  const render = time(() => renderOpenRpc(docs.node));
  rows.push({ what: "node: JSON.stringify pretty (baseline)", ms: Number(baseline.toFixed(3)), ratio: 1 });
  rows.push({
    what: "node: render reference page",
    ms: Number(render.toFixed(3)),
    ratio: Number((render / baseline).toFixed(2)),
  });
  return rows;
}
