// @ts-check
// Renders an assembled OpenRPC document (refs kept as #/components/...) into one self-contained HTML page: no
// script, no external resource. Reads avaspec's extensions: x-avaspec-endpoints (paths, batching, enabling flags),
// x-avaspec-endpoint / x-avaspec-mutates on methods, x-avaspec-error on error example pairings. Descriptions are
// GitHub Flavored Markdown (OpenRPC 1.3), rendered like Redoc renders the REST pages; summaries are plain text.
import { markdownBlock } from "./markdown.mjs";

/** @param {unknown} v */
export const esc = (v) =>
  String(v).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** Anchor id for a method: `method-admin.alias`. */
export const methodAnchor = (/** @type {string} */ name) => `method-${name.replace(/[^A-Za-z0-9_.-]/g, "_")}`;
const schemaAnchor = (/** @type {string} */ name) => `schema-${name.replace(/[^A-Za-z0-9_.-]/g, "_")}`;

/** @param {any} doc */
function makeResolver(doc) {
  /** @param {any} node @param {string} at @returns {{ node: any, name?: string }} */
  return (node, at) => {
    let name;
    const seen = new Set();
    while (node && typeof node === "object" && typeof node.$ref === "string") {
      const ref = node.$ref;
      if (seen.has(ref)) throw new Error(`${at}: circular $ref ${ref}`);
      seen.add(ref);
      if (!ref.startsWith("#/")) throw new Error(`${at}: $ref ${ref} is not internal (expected #/components/...)`);
      let target = doc;
      for (const part of ref.slice(2).split("/")) {
        const key = decodeURIComponent(part).replace(/~1/g, "/").replace(/~0/g, "~");
        if (target === null || typeof target !== "object" || !(key in target))
          throw new Error(`${at}: unresolvable $ref ${ref}`);
        target = target[key];
      }
      name = ref.split("/").pop();
      node = target;
    }
    return { node, name };
  };
}

/** Type summary of a schema, one line: `string (hex, /^0x/)`, `array of Container`, `"hex"`. */
function typeLine(
  /** @type {any} */ s,
  /** @type {(n: any, at: string) => { node: any, name?: string }} */ resolve,
  at,
) {
  if (s === true || s === undefined) return "any";
  if (s === false) return "nothing";
  if (s.$ref) {
    const { name } = resolve(s, at);
    return `<a href="#${esc(schemaAnchor(name ?? ""))}">${esc(name)}</a>`;
  }
  if (s.const !== undefined) return `<code>${esc(JSON.stringify(s.const))}</code>`;
  for (const kw of ["oneOf", "anyOf"])
    if (Array.isArray(s[kw])) return s[kw].map((x) => typeLine(x, resolve, at)).join(" | ");
  if (Array.isArray(s.allOf)) return s.allOf.map((x) => typeLine(x, resolve, at)).join(" & ");
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  const parts = types.map((t) => (t === "array" && s.items ? `array of ${typeLine(s.items, resolve, at)}` : esc(t)));
  let line = parts.join(" | ") || (s.properties ? "object" : "any");
  const facts = [];
  if (Array.isArray(s.enum))
    facts.push(`one of ${s.enum.map((v) => `<code>${esc(JSON.stringify(v))}</code>`).join(", ")}`);
  for (const kw of [
    "format",
    "pattern",
    "minimum",
    "exclusiveMinimum",
    "maximum",
    "exclusiveMaximum",
    "minLength",
    "maxLength",
    "minItems",
    "maxItems",
  ]) {
    if (s[kw] !== undefined) facts.push(`${kw} <code>${esc(s[kw])}</code>`);
  }
  if (s.default !== undefined) facts.push(`default <code>${esc(JSON.stringify(s.default))}</code>`);
  if (facts.length) line += ` <span class="facts">(${facts.join("; ")})</span>`;
  return line;
}

/** A schema as a property table when it is an inline object, else its type line. */
function schemaBlock(
  /** @type {any} */ s,
  /** @type {(n: any, at: string) => { node: any, name?: string }} */ resolve,
  /** @type {string} */ at,
  depth = 0,
) {
  if (!s || typeof s !== "object" || s.$ref || !s.properties || depth > 3)
    return `<div class="type">${typeLine(s, resolve, at)}</div>`;
  const required = new Set(s.required ?? []);
  const rows = Object.entries(s.properties).map(([name, p]) => {
    const inner = /** @type {any} */ (p);
    const nested =
      inner && typeof inner === "object" && !inner.$ref && inner.properties
        ? schemaBlock(inner, resolve, `${at}.${name}`, depth + 1)
        : typeLine(inner, resolve, `${at}.${name}`);
    return `<tr><td><code>${esc(name)}</code>${required.has(name) ? ' <span class="req">required</span>' : ""}</td><td>${nested}</td><td>${markdownBlock(inner?.description)}</td></tr>`;
  });
  const extra =
    s.additionalProperties && typeof s.additionalProperties === "object"
      ? `<div>other keys: ${typeLine(s.additionalProperties, resolve, at)}</div>`
      : "";
  return `<table class="props"><thead><tr><th>field</th><th>type</th><th>description</th></tr></thead><tbody>${rows.join("")}</tbody></table>${extra}`;
}

/** What an error means: avaspec's x-avaspec-description, else a description in data. @param {any} e */
const errorNote = (e) => e?.["x-avaspec-description"] ?? e?.data?.description ?? e?.description ?? "";

const pre = (/** @type {unknown} */ v) => `<pre>${esc(JSON.stringify(v, null, 2))}</pre>`;

/**
 * @param {any} doc assembled OpenRPC document
 * @returns {string} HTML
 */
export function renderOpenRpc(doc) {
  if (!doc || typeof doc !== "object") throw new Error("OpenRPC document: expected an object");
  if (typeof doc.openrpc !== "string") throw new Error('OpenRPC document: missing "openrpc" version field');
  if (!Array.isArray(doc.methods)) throw new Error('OpenRPC document: "methods" must be an array');
  const resolve = makeResolver(doc);
  const endpoints = doc["x-avaspec-endpoints"] ?? {};
  const methods = doc.methods.map((/** @type {any} */ m, /** @type {number} */ i) => {
    const method = resolve(m, `methods[${i}]`).node;
    if (!method || typeof method.name !== "string" || !method.name)
      throw new Error(`methods[${i}]: a method needs a name`);
    const ep = method["x-avaspec-endpoint"];
    if (ep !== undefined && !(ep in endpoints)) {
      throw new Error(
        `${method.name}: x-avaspec-endpoint "${ep}" is not one of x-avaspec-endpoints (${Object.keys(endpoints).join(", ") || "none declared"})`,
      );
    }
    return method;
  });

  const groups = new Map();
  for (const m of methods) {
    const key = m["x-avaspec-endpoint"] ?? "(no endpoint declared)";
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(m);
  }

  const title = doc.info?.title ?? "JSON-RPC methods";
  const endpointRows = Object.entries(endpoints).map(([key, e]) => {
    const ee = /** @type {any} */ (e);
    const instances = Array.isArray(ee.instances)
      ? ee.instances
          .map(
            (/** @type {any} */ i) =>
              `<code>${esc(ee.path.replace("{chain}", i.chain).replace("{kind}", i.kind))}</code>${i.historyOnly ? " (history only)" : ""}`,
          )
          .join("<br>")
      : "";
    const flags = [
      ee.enabledBy
        ? `enabled by <code>${esc(ee.enabledBy)}</code>${ee.defaultEnabled === false ? " (off by default)" : ee.defaultEnabled === true ? " (on by default)" : ""}`
        : "always served",
      ee.aliasable ? "aliasable (admin.alias)" : "",
      ee.chainAliasable ? "chain ID may be a chain alias" : "",
    ]
      .filter(Boolean)
      .join("; ");
    return `<tr id="endpoint-${esc(key)}"><td><code>${esc(key)}</code></td><td><code>${esc(ee.path)}</code>${instances ? `<div class="instances">${instances}</div>` : ""}${ee.description ? `<div class="facts md">${markdownBlock(ee.description)}</div>` : ""}</td><td>${ee.batch ? `yes${ee.maxBatch ? `, at most ${esc(ee.maxBatch)} per batch` : ""}` : "no"}</td><td>${flags}</td></tr>`;
  });

  const toc = [...groups].map(
    ([key, list]) =>
      `<li><a href="#endpoint-${esc(key)}">${esc(key)}</a><ul>${list.map((/** @type {any} */ m) => `<li><a href="#${esc(methodAnchor(m.name))}">${esc(m.name)}</a>${m.deprecated ? ' <span class="badge dep">deprecated</span>' : ""}</li>`).join("")}</ul></li>`,
  );

  const sections = methods.map((m) => renderMethod(m, endpoints, resolve));

  const schemas = Object.entries(doc.components?.schemas ?? {}).map(
    ([name, s]) =>
      `<section class="schema" id="${esc(schemaAnchor(name))}"><h3>${esc(name)}</h3>${/** @type {any} */ (s)?.description ? `<div class="desc">${markdownBlock(/** @type {any} */ (s).description)}</div>` : ""}${schemaBlock(s, resolve, `#/components/schemas/${name}`)}</section>`,
  );

  const errorRows = Object.entries(doc.components?.errors ?? {}).map(([name, e]) => {
    const ee = /** @type {any} */ (e);
    return `<tr><td><code>${esc(ee.code)}</code></td><td><code>${esc(ee.message)}</code></td><td>${esc(name)}</td><td>${markdownBlock(errorNote(ee))}</td></tr>`;
  });

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} ${esc(doc.info?.version ?? "")}</title>
<style>${CSS}</style>
</head>
<body>
<nav><h2>${esc(title)}</h2><ul>${toc.join("")}</ul><p><a href="#schemas">Schemas</a> · <a href="#errors">Errors</a> · <a href="index.html">All references</a></p></nav>
<main>
<h1>${esc(title)} <small>${esc(doc.info?.version ?? "")}</small></h1>
${doc.info?.description ? `<div class="desc">${markdownBlock(doc.info.description)}</div>` : ""}
<p>JSON-RPC ${esc("2.0")} over HTTP POST, <code>content-type: application/json</code>. OpenRPC ${esc(doc.openrpc)}.</p>
<h2 id="endpoints">Endpoints</h2>
<table><thead><tr><th>kind</th><th>path</th><th>batch</th><th>availability</th></tr></thead><tbody>${endpointRows.join("")}</tbody></table>
<h2 id="methods">Methods</h2>
${sections.join("\n")}
<h2 id="schemas">Schemas</h2>
${schemas.join("\n")}
<h2 id="errors">Errors</h2>
<table><thead><tr><th>code</th><th>message</th><th>name</th><th>note</th></tr></thead><tbody>${errorRows.join("")}</tbody></table>
</main>
</body>
</html>
`;
}

/**
 * @param {any} m
 * @param {Record<string, any>} endpoints
 * @param {(n: any, at: string) => { node: any, name?: string }} resolve
 */
function renderMethod(m, endpoints, resolve) {
  const at = m.name;
  const ep = m["x-avaspec-endpoint"] ? endpoints[m["x-avaspec-endpoint"]] : undefined;
  const structure = m.paramStructure ?? "either";
  const params = (m.params ?? []).map(
    (/** @type {any} */ p, /** @type {number} */ i) => resolve(p, `${at} params[${i}]`).node,
  );
  const badges = [
    m.deprecated ? '<span class="badge dep">deprecated</span>' : "",
    m["x-avaspec-mutates"] ? '<span class="badge mut">changes node state</span>' : "",
  ].join(" ");
  const facts = [
    ep
      ? `<dt>Endpoint</dt><dd><code>POST ${esc(ep.path)}</code> (<a href="#endpoint-${esc(m["x-avaspec-endpoint"])}">${esc(m["x-avaspec-endpoint"])}</a>)</dd>`
      : "",
    Array.isArray(ep?.instances)
      ? `<dt>Served at</dt><dd>${ep.instances.map((/** @type {any} */ i) => `<code>${esc(ep.path.replace("{chain}", i.chain).replace("{kind}", i.kind))}</code>${i.historyOnly ? " (history only)" : ""}`).join(", ")}</dd>`
      : "",
    ...(m.servers ?? []).map(
      (/** @type {any} */ s) => `<dt>Server</dt><dd><code>${esc(s.url)}</code>${s.name ? ` ${esc(s.name)}` : ""}</dd>`,
    ),
    `<dt>paramStructure</dt><dd><code>${esc(structure)}</code>${structure === "by-position" ? " (params is a JSON array, in this order)" : structure === "by-name" ? " (params is a JSON object)" : ""}</dd>`,
    ep?.enabledBy
      ? `<dt>Enabled by</dt><dd><code>${esc(ep.enabledBy)}</code>${ep.defaultEnabled === false ? " (off by default)" : ""}</dd>`
      : "",
    ep
      ? `<dt>Batch</dt><dd>${ep.batch ? `accepted${ep.maxBatch ? `, at most ${esc(ep.maxBatch)} calls` : ""}` : "not accepted"}</dd>`
      : "",
    m.tags?.length
      ? `<dt>Tags</dt><dd>${m.tags.map((/** @type {any} */ t) => esc(resolve(t, at).node?.name ?? "")).join(", ")}</dd>`
      : "",
  ].join("");

  const paramRows = params.map(
    (/** @type {any} */ p, /** @type {number} */ i) =>
      `<tr><td>${structure === "by-position" ? `${i}: ` : ""}<code>${esc(p.name)}</code>${p.required ? ' <span class="req">required</span>' : ""}${p.deprecated ? ' <span class="badge dep">deprecated</span>' : ""}</td><td>${schemaBlock(p.schema, resolve, `${at} param ${p.name}`)}</td><td>${p.description ? markdownBlock(p.description) : esc(p.summary ?? "")}</td></tr>`,
  );
  const result = m.result ? resolve(m.result, `${at} result`).node : undefined;
  const errors = (m.errors ?? []).map(
    (/** @type {any} */ e, /** @type {number} */ i) => resolve(e, `${at} errors[${i}]`).node,
  );
  const errorRows = errors.map(
    (/** @type {any} */ e) =>
      `<tr><td><code>${esc(e.code)}</code></td><td><code>${esc(e.message)}</code>${e["x-avaspec-message-pattern"] ? `<div class="facts">matches <code>${esc(e["x-avaspec-message-pattern"])}</code></div>` : ""}</td><td>${markdownBlock(errorNote(e))}</td></tr>`,
  );

  const examples = (m.examples ?? []).map((/** @type {any} */ x, /** @type {number} */ i) => {
    const ex = resolve(x, `${at} examples[${i}]`).node ?? {};
    const values = (ex.params ?? []).map(
      (/** @type {any} */ p, /** @type {number} */ k) => resolve(p, `${at} examples[${i}].params[${k}]`).node,
    );
    const body =
      structure === "by-position"
        ? values.map((/** @type {any} */ v) => v.value)
        : Object.fromEntries(values.map((/** @type {any} */ v) => [v.name, v.value]));
    const request = { jsonrpc: "2.0", id: 1, method: m.name, params: body };
    const err = ex["x-avaspec-error"];
    const res = ex.result ? resolve(ex.result, `${at} examples[${i}].result`).node : undefined;
    const response = err
      ? {
          jsonrpc: "2.0",
          id: 1,
          error: { code: err.code, message: err.message, ...(err.data !== undefined ? { data: err.data } : {}) },
        }
      : { jsonrpc: "2.0", id: 1, result: res?.value ?? null };
    return `<div class="example"><h4>${esc(ex.name ?? `example ${i + 1}`)}${err ? ' <span class="badge err">error</span>' : ""}</h4>${ex.summary ? `<p>${esc(ex.summary)}</p>` : ex.description ? `<div class="desc">${markdownBlock(ex.description)}</div>` : ""}<div class="pair"><div><div class="lbl">request</div>${pre(request)}</div><div><div class="lbl">response</div>${pre(response)}</div></div></div>`;
  });

  return `<section class="method${m.deprecated ? " deprecated" : ""}" id="${esc(methodAnchor(m.name))}">
<h3><code>${esc(m.name)}</code> ${badges}</h3>
${m.summary ? `<p class="summary">${esc(m.summary)}</p>` : ""}
${m.description ? `<div class="desc">${markdownBlock(m.description)}</div>` : ""}
<dl>${facts}</dl>
<h4>Params</h4>
${params.length ? `<table class="params"><thead><tr><th>name</th><th>schema</th><th>description</th></tr></thead><tbody>${paramRows.join("")}</tbody></table>` : `<p>none (send <code>{}</code>${structure === "by-position" ? " or <code>[]</code>" : ""})</p>`}
<h4>Result</h4>
${result ? `<p><code>${esc(result.name ?? "result")}</code></p>${result.description ? `<div class="desc">${markdownBlock(result.description)}</div>` : ""}${schemaBlock(result.schema, resolve, `${at} result`)}` : "<p>none declared</p>"}
<h4>Errors</h4>
${errorRows.length ? `<table class="errors"><thead><tr><th>code</th><th>message</th><th>when</th></tr></thead><tbody>${errorRows.join("")}</tbody></table>` : "<p>none declared</p>"}
${examples.length ? `<h4>Examples</h4>${examples.join("")}` : ""}
</section>`;
}

const CSS = `
:root{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1d1f;line-height:1.45}
body{margin:0;display:flex}
nav{position:sticky;top:0;height:100vh;overflow:auto;width:280px;flex:none;background:#f5f6f8;border-right:1px solid #dde;padding:12px 16px;box-sizing:border-box;font-size:14px}
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
