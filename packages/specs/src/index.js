// Paths to, and loaders of, the assembled documents in dist/.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** @type {Record<import("./index.js").Api, string>} */
const KINDS = { metrics: "openapi", data: "openapi", node: "openrpc" };

/** @param {import("./index.js").Api} api @param {{dereferenced?: boolean}} [options] */
export function specPath(api, { dereferenced = false } = {}) {
  const kind = KINDS[api];
  if (!kind) throw new TypeError(`unknown api "${api}": expected one of ${Object.keys(KINDS).join(", ")}`);
  return fileURLToPath(new URL(`./${api}.${kind}${dereferenced ? ".deref" : ""}.json`, import.meta.url));
}

/** @param {import("./index.js").Api} api @param {{dereferenced?: boolean}} [options] */
export function loadSpec(api, options) {
  return JSON.parse(readFileSync(specPath(api, options), "utf8"));
}

export const apis = /** @type {const} */ (["metrics", "data", "node"]);
