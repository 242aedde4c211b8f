// @ts-check
// Renders an assembled OpenRPC document (refs kept as #/components/...) into one self-contained HTML page: no
// script, no external resource. avaspec's extensions (the endpoints, each method's endpoint and whether it changes
// state, error example pairings, the error catalogue's notes) come from @avaspec/spec-model. Descriptions are
// GitHub Flavored Markdown (OpenRPC 1.3), rendered like Redoc renders the REST pages; summaries are plain text.
import { readRpc } from "@avaspec/spec-model";
import { markdownBlock } from "./markdown.mjs";
import { DEPRECATED, errorNote, instancePaths, methodAnchor, renderMethod } from "./render-method.mjs";
import { esc, makeResolver, row, schemaAnchor, schemaBlock } from "./render-schema.mjs";

export { esc, methodAnchor };

/**
 * @typedef {import("./render-schema.mjs").Resolve} Resolve
 * @typedef {import("@avaspec/spec-model").RpcModel} RpcModel
 * @typedef {import("@avaspec/spec-model").Endpoint} Endpoint
 * @typedef {import("./render-method.mjs").MethodPage} MethodPage
 */

/**
 * The methods, each resolved and checked (a name, and an endpoint kind that is declared), with what the model reads.
 * @param {any} doc @param {Resolve} resolve @param {RpcModel} model @returns {MethodPage[]}
 */
function methodsOf(doc, resolve, model) {
  return doc.methods.map((/** @type {any} */ m, /** @type {number} */ i) => {
    const method = resolve(m, `methods[${i}]`).node;
    if (!method || typeof method.name !== "string" || !method.name)
      throw new Error(`methods[${i}]: a method needs a name`);
    const info = /** @type {import("@avaspec/spec-model").Method} */ (model.methodList[i]);
    const ep = info.endpoint;
    if (ep !== undefined && !model.endpoints.has(ep)) {
      const declared = [...model.endpoints.keys()].join(", ") || "none declared";
      throw new Error(`${method.name}: x-avaspec-endpoint "${ep}" is not one of x-avaspec-endpoints (${declared})`);
    }
    return { m: method, info };
  });
}

/** @param {string} key @param {Endpoint} ee */
function endpointRow(key, ee) {
  const instances = Array.isArray(ee.instances) ? instancePaths(ee).join("<br>") : "";
  const defaultNote =
    ee.defaultEnabled === false ? " (off by default)" : ee.defaultEnabled === true ? " (on by default)" : "";
  const flags = [
    ee.enabledBy ? `enabled by <code>${esc(ee.enabledBy)}</code>${defaultNote}` : "always served",
    ee.aliasable ? "aliasable (admin.alias)" : "",
    ee.chainAliasable ? "chain ID may be a chain alias" : "",
  ]
    .filter(Boolean)
    .join("; ");
  const path =
    `<code>${esc(ee.path)}</code>${instances ? `<div class="instances">${instances}</div>` : ""}` +
    (ee.description ? `<div class="facts md">${markdownBlock(ee.description)}</div>` : "");
  const batch = ee.batch ? `yes${ee.maxBatch ? `, at most ${esc(ee.maxBatch)} per batch` : ""}` : "no";
  return row(`<code>${esc(key)}</code>`, path, batch, flags).replace("<tr>", `<tr id="endpoint-${esc(key)}">`);
}

/** Navigation: methods grouped by endpoint kind. @param {MethodPage[]} methods */
function toc(methods) {
  const groups = new Map();
  for (const { m, info } of methods) {
    const key = info.endpoint ?? "(no endpoint declared)";
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(m);
  }
  const item = (/** @type {any} */ m) =>
    `<li><a href="#${esc(methodAnchor(m.name))}">${esc(m.name)}</a>${m.deprecated ? ` ${DEPRECATED}` : ""}</li>`;
  return [...groups].map(
    ([key, list]) => `<li><a href="#endpoint-${esc(key)}">${esc(key)}</a><ul>${list.map(item).join("")}</ul></li>`,
  );
}

/** @param {any} doc @param {Resolve} resolve */
function schemaSections(doc, resolve) {
  return Object.entries(doc.components?.schemas ?? {}).map(([name, s]) => {
    const description = /** @type {any} */ (s)?.description;
    const desc = description ? `<div class="desc">${markdownBlock(description)}</div>` : "";
    const body = schemaBlock(s, resolve, `#/components/schemas/${name}`);
    return `<section class="schema" id="${esc(schemaAnchor(name))}"><h3>${esc(name)}</h3>${desc}${body}</section>`;
  });
}

/** @param {RpcModel} model */
function errorCatalogue(model) {
  return [...model.errors].map(([name, e]) => {
    const note = markdownBlock(errorNote(e));
    return row(`<code>${esc(e.code)}</code>`, `<code>${esc(e.message)}</code>`, esc(name), note);
  });
}

/**
 * @param {any} doc assembled OpenRPC document
 * @returns {string} HTML
 */
export function renderOpenRpc(doc) {
  if (!doc || typeof doc !== "object") throw new Error("OpenRPC document: expected an object");
  if (typeof doc.openrpc !== "string") throw new Error('OpenRPC document: missing "openrpc" version field');
  if (!Array.isArray(doc.methods)) throw new Error('OpenRPC document: "methods" must be an array');
  const resolve = makeResolver(doc);
  const model = readRpc(doc);
  const methods = methodsOf(doc, resolve, model);
  const title = doc.info?.title ?? "JSON-RPC methods";
  const version = esc(doc.info?.version ?? "");
  const endpointRows = [...model.endpoints].map(([key, e]) => endpointRow(key, e));
  const sections = methods.map((page) => renderMethod(page, model.endpoints, resolve));
  const links =
    '<a href="#schemas">Schemas</a> · <a href="#errors">Errors</a> · <a href="index.html">All references</a>';
  const endpointHead = "<thead><tr><th>kind</th><th>path</th><th>batch</th><th>availability</th></tr></thead>";
  const errorHead = "<thead><tr><th>code</th><th>message</th><th>name</th><th>note</th></tr></thead>";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} ${version}</title>
<style>${CSS}</style>
</head>
<body>
<nav><h2>${esc(title)}</h2><ul>${toc(methods).join("")}</ul><p>${links}</p></nav>
<main>
<h1>${esc(title)} <small>${version}</small></h1>
${doc.info?.description ? `<div class="desc">${markdownBlock(doc.info.description)}</div>` : ""}
<p>JSON-RPC ${esc("2.0")} over HTTP POST, <code>content-type: application/json</code>. OpenRPC ${esc(doc.openrpc)}.</p>
<h2 id="endpoints">Endpoints</h2>
<table>${endpointHead}<tbody>${endpointRows.join("")}</tbody></table>
<h2 id="methods">Methods</h2>
${sections.join("\n")}
<h2 id="schemas">Schemas</h2>
${schemaSections(doc, resolve).join("\n")}
<h2 id="errors">Errors</h2>
<table>${errorHead}<tbody>${errorCatalogue(model).join("")}</tbody></table>
</main>
</body>
</html>
`;
}

const CSS = `
:root{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1d1f;line-height:1.45}
body{margin:0;display:flex}
nav{position:sticky;top:0;height:100vh;overflow:auto;width:280px;flex:none;box-sizing:border-box;font-size:14px}
nav{background:#f5f6f8;border-right:1px solid #dde;padding:12px 16px}
nav ul{padding-left:16px;margin:4px 0}
main{padding:16px 32px;max-width:1100px;min-width:0}
a{color:#0b57d0;text-decoration:none}a:hover{text-decoration:underline}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:13px}
pre{background:#f6f8fa;border:1px solid #e3e6ea;padding:8px;overflow:auto;margin:4px 0}
table{border-collapse:collapse;margin:6px 0;width:100%}
th,td{border:1px solid #e1e4e8;padding:4px 8px;text-align:left;vertical-align:top;font-size:14px}
th{background:#f3f4f6}
section.method{border-top:2px solid #e1e4e8;padding-top:8px;margin-top:24px}
section.method h3 code{font-size:19px}
section.deprecated h3 code{text-decoration:line-through}
dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:8px 0}
dt{font-weight:600}dd{margin:0}
.badge{font-size:12px;border-radius:4px;padding:1px 6px;font-weight:600}
.dep{background:#fde7c1;color:#8a4b00}.mut{background:#fadcdc;color:#8a1111}.err{background:#fadcdc;color:#8a1111}
.req{font-size:12px;color:#b3261e}
.facts{color:#555}
.pair{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:8px}
.lbl{font-size:12px;color:#666;text-transform:uppercase}
.instances{font-size:13px;margin-top:4px}
.desc p,td p,.md p{margin:0 0 6px}.desc p:last-child,td p:last-child,.md p:last-child{margin-bottom:0}
td{overflow-wrap:anywhere}td code,.desc code{overflow-wrap:anywhere}
.desc pre,td pre{white-space:pre-wrap}
`;
