// @ts-check
// Builds the HTML reference: one Redoc page per REST API (redocly build-docs --inlineBundle, offline), one page for
// the node JSON-RPC methods from our own renderer, and an index.
import { execFile as execFileCb } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { esc, renderOpenRpc } from "./render-openrpc.mjs";

const execFile = promisify(execFileCb);
const toolDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const redocly = join(toolDir, "node_modules", ".bin", "redocly");

/** Redoc's footer logo is fetched from its CDN at run time; the page must need no network, so it is inlined. */
const LOGO_URLS = ["https://cdn.redoc.ly/redoc/logo-mini-full.svg", "https://cdn.redoc.ly/redoc/logo-mini.svg"];
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="14">' +
  '<text x="0" y="11" font-family="sans-serif" font-size="11" fill="#555">Redocly</text></svg>';
const LOGO_DATA_URI = `data:image/svg+xml;base64,${Buffer.from(LOGO_SVG).toString("base64")}`;

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** @param {any} doc @returns {{ method: string, path: string, operationId: string, tags: string[] }[]} */
export function operationsOf(doc) {
  const ops = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = /** @type {any} */ (item)?.[method];
      if (op) ops.push({ method: method.toUpperCase(), path, operationId: op.operationId, tags: op.tags ?? [] });
    }
  }
  return ops;
}

/**
 * @typedef {{ api: "metrics" | "data" | "node", kind: "openapi" | "openrpc", file: string, page: string,
 *   title: string, version: string, items: string[],
 *   operations?: { operationId: string, method: string, path: string }[] }} BuiltPage
 */

const REDOCLY_ENV = { REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", DO_NOT_TRACK: "1" };

/**
 * `redocly build-docs --inlineBundle`, the CDN logo inlined.
 * @param {string} api @param {string} file @param {string} out
 */
async function redoc(api, file, out, /** @type {string} */ title) {
  try {
    await execFile(redocly, ["build-docs", file, "--inlineBundle", "--output", out, "--title", title], {
      env: { ...process.env, ...REDOCLY_ENV },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const e = /** @type {any} */ (error);
    const detail = String(e.stderr || e.message)
      .split("\n")
      .filter((l) => l.trim() && !/[║╔╚]/.test(l))
      .slice(-10)
      .join("\n");
    throw new Error(`${api}: redocly build-docs failed:\n${detail}`);
  }
  let html = readFileSync(out, "utf8");
  for (const url of LOGO_URLS) html = html.split(url).join(LOGO_DATA_URI);
  writeFileSync(out, html);
}

/** @param {"metrics" | "data"} api @param {string} file @param {string} outDir @returns {Promise<BuiltPage>} */
async function buildRestPage(api, file, outDir) {
  const doc = JSON.parse(readFileSync(file, "utf8"));
  const page = `${api}.html`;
  await redoc(api, file, join(outDir, page), `${doc.info?.title ?? api} ${doc.info?.version ?? ""}`.trim());
  const ops = operationsOf(doc);
  const missing = ops.filter((o) => !o.operationId).map((o) => `${o.method} ${o.path}`);
  if (missing.length) throw new Error(`${api}: operations without an operationId: ${missing.join(", ")}`);
  return {
    api,
    kind: "openapi",
    file,
    page,
    title: doc.info?.title ?? api,
    version: doc.info?.version ?? "",
    items: ops.map((o) => o.operationId),
    operations: ops,
  };
}

/** @param {string} file @param {string} outDir @returns {BuiltPage} */
function buildNodePage(file, outDir) {
  const doc = JSON.parse(readFileSync(file, "utf8"));
  let html;
  try {
    html = renderOpenRpc(doc);
  } catch (error) {
    throw new Error(`node: ${/** @type {Error} */ (error).message}`);
  }
  writeFileSync(join(outDir, "node.html"), html);
  return {
    api: "node",
    kind: "openrpc",
    file,
    page: "node.html",
    title: doc.info?.title ?? "node",
    version: doc.info?.version ?? "",
    items: doc.methods.map((/** @type {any} */ m) => m.name),
  };
}

/**
 * @param {{ outDir: string, specs: { metrics: string, data: string, node: string } }} options paths of the
 *   assembled (refs-kept) documents
 * @returns {Promise<BuiltPage[]>}
 */
export async function buildDocs({ outDir, specs }) {
  for (const [api, file] of Object.entries(specs)) {
    if (!existsSync(file))
      throw new Error(`${api}: ${file} does not exist; build the specs first (pnpm --filter @avaspec/specs build)`);
  }
  mkdirSync(outDir, { recursive: true });
  const rest = await Promise.all([
    buildRestPage("metrics", specs.metrics, outDir),
    buildRestPage("data", specs.data, outDir),
  ]);
  const pages = [...rest, buildNodePage(specs.node, outDir)];
  writeFileSync(join(outDir, "index.html"), renderIndex(pages));
  return pages;
}

/** @param {BuiltPage[]} pages */
export function renderIndex(pages) {
  const rows = pages.map(
    (p) =>
      `<li><a href="${esc(p.page)}">${esc(p.title)}</a> <small>${esc(p.version)}</small> (` +
      (p.kind === "openapi" ? `OpenAPI, ${p.items.length} operations` : `OpenRPC, ${p.items.length} methods`) +
      ")</li>",
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>avaspec API reference</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:40px auto;padding:0 16px;line-height:1.5}
a{color:#0b57d0}</style>
</head><body>
<h1>avaspec API reference</h1>
<p>Generated from the assembled contracts of <code>@avaspec/specs</code>. Every page works offline.</p>
<ul>${rows.join("")}</ul>
</body></html>
`;
}
