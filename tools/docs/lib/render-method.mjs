// @ts-check
// One method's section of the node page: facts (endpoint, servers, paramStructure, enabling flag, batch, tags),
// params, result, errors, and examples as full JSON-RPC request/response pairs.
import { markdownBlock } from "./markdown.mjs";
import { esc, row, schemaBlock } from "./render-schema.mjs";

/**
 * @typedef {import("./render-schema.mjs").Resolve} Resolve
 * @typedef {import("@avaspec/spec-model").Endpoint} Endpoint
 * @typedef {import("@avaspec/spec-model").Method} Method
 * @typedef {{ m: any, info: Method }} MethodPage a method as written (resolved), and as the model reads it
 */

/** Anchor id for a method: `method-admin.alias`. */
export const methodAnchor = (/** @type {string} */ name) => `method-${name.replace(/[^A-Za-z0-9_.-]/g, "_")}`;

/**
 * What an error means: avaspec's note (x-avaspec-description), else a description in data.
 * @param {import("@avaspec/spec-model").RpcError | undefined} e
 */
export const errorNote = (e) => e?.description ?? e?.raw.data?.description ?? e?.raw.description ?? "";

export const DEPRECATED = '<span class="badge dep">deprecated</span>';
const REQUIRED = ' <span class="req">required</span>';
const pre = (/** @type {unknown} */ v) => `<pre>${esc(JSON.stringify(v, null, 2))}</pre>`;
const when = (/** @type {unknown} */ cond, /** @type {() => string} */ html) => (cond ? html() : "");
const fact = (/** @type {string} */ term, /** @type {string} */ value) => `<dt>${term}</dt><dd>${value}</dd>`;

/** The concrete paths of a templated endpoint, each `<code>`d. @param {Endpoint} ep */
export const instancePaths = (ep) =>
  (ep.instances ?? []).map(
    (/** @type {any} */ i) =>
      `<code>${esc(ep.path.replace("{chain}", i.chain).replace("{kind}", i.kind))}</code>` +
      (i.historyOnly ? " (history only)" : ""),
  );

const STRUCTURE_NOTE = {
  "by-position": " (params is a JSON array, in this order)",
  "by-name": " (params is a JSON object)",
};

/** @param {MethodPage} page @param {Endpoint | undefined} ep @param {string} structure @param {Resolve} resolve */
function factsOf({ m, info }, ep, structure, resolve) {
  const kind = info.endpoint ?? "";
  const batch = () =>
    ep?.batch ? `accepted${ep.maxBatch ? `, at most ${esc(ep.maxBatch)} calls` : ""}` : "not accepted";
  const link = () => `<a href="#endpoint-${esc(kind)}">${esc(kind)}</a>`;
  const off = () => (ep?.defaultEnabled === false ? " (off by default)" : "");
  const note = STRUCTURE_NOTE[/** @type {"by-name"} */ (structure)] ?? "";
  const tags = () => m.tags.map((/** @type {any} */ t) => esc(resolve(t, m.name).node?.name ?? "")).join(", ");
  return [
    when(ep, () => fact("Endpoint", `<code>POST ${esc(ep?.path)}</code> (${link()})`)),
    when(ep?.instances, () => fact("Served at", instancePaths(/** @type {Endpoint} */ (ep)).join(", "))),
    ...(m.servers ?? []).map((/** @type {any} */ s) =>
      fact("Server", `<code>${esc(s.url)}</code>${s.name ? ` ${esc(s.name)}` : ""}`),
    ),
    fact("paramStructure", `<code>${esc(structure)}</code>${note}`),
    when(ep?.enabledBy, () => fact("Enabled by", `<code>${esc(ep?.enabledBy)}</code>${off()}`)),
    when(ep, () => fact("Batch", batch())),
    when(m.tags?.length, () => fact("Tags", tags())),
  ].join("");
}

/** @param {any} m @param {string} structure @param {Resolve} resolve */
function paramsTable(m, structure, resolve) {
  const params = (m.params ?? []).map(
    (/** @type {any} */ p, /** @type {number} */ i) => resolve(p, `${m.name} params[${i}]`).node,
  );
  if (!params.length)
    return `<p>none (send <code>{}</code>${structure === "by-position" ? " or <code>[]</code>" : ""})</p>`;
  const rows = params.map((/** @type {any} */ p, /** @type {number} */ i) => {
    const name =
      `${structure === "by-position" ? `${i}: ` : ""}<code>${esc(p.name)}</code>` +
      `${p.required ? REQUIRED : ""}${p.deprecated ? ` ${DEPRECATED}` : ""}`;
    const schema = schemaBlock(p.schema, resolve, `${m.name} param ${p.name}`);
    const description = p.description ? markdownBlock(p.description) : esc(p.summary ?? "");
    return `<tr><td>${name}</td><td>${schema}</td><td>${description}</td></tr>`;
  });
  const head = "<thead><tr><th>name</th><th>schema</th><th>description</th></tr></thead>";
  return `<table class="params">${head}<tbody>${rows.join("")}</tbody></table>`;
}

/** @param {any} m @param {Resolve} resolve */
function resultBlock(m, resolve) {
  const result = m.result ? resolve(m.result, `${m.name} result`).node : undefined;
  if (!result) return "<p>none declared</p>";
  const description = when(result.description, () => `<div class="desc">${markdownBlock(result.description)}</div>`);
  const schema = schemaBlock(result.schema, resolve, `${m.name} result`);
  return `<p><code>${esc(result.name ?? "result")}</code></p>${description}${schema}`;
}

/** @param {MethodPage} page @param {Resolve} resolve */
function errorsTable({ m, info }, resolve) {
  const errors = (m.errors ?? []).map(
    (/** @type {any} */ e, /** @type {number} */ i) => resolve(e, `${m.name} errors[${i}]`).node,
  );
  if (!errors.length) return "<p>none declared</p>";
  const rows = errors.map((/** @type {any} */ e, /** @type {number} */ i) => {
    const declared = info.errors[i];
    const pattern = declared?.pattern;
    const matches = when(pattern, () => `<div class="facts">matches <code>${esc(pattern)}</code></div>`);
    const note = markdownBlock(errorNote(declared));
    return row(`<code>${esc(e.code)}</code>`, `<code>${esc(e.message)}</code>${matches}`, note);
  });
  const head = "<thead><tr><th>code</th><th>message</th><th>when</th></tr></thead>";
  return `<table class="errors">${head}<tbody>${rows.join("")}</tbody></table>`;
}

/** One example pairing as a JSON-RPC request and its response (a result, or an error pairing). */
function exampleBlock(
  /** @type {MethodPage} */ { m, info },
  /** @type {string} */ structure,
  /** @type {Resolve} */ resolve,
  /** @type {any} */ x,
  /** @type {number} */ i,
) {
  const at = `${m.name} examples[${i}]`;
  const ex = resolve(x, at).node ?? {};
  const values = (ex.params ?? []).map(
    (/** @type {any} */ p, /** @type {number} */ k) => resolve(p, `${at}.params[${k}]`).node,
  );
  const params =
    structure === "by-position"
      ? values.map((/** @type {any} */ v) => v.value)
      : Object.fromEntries(values.map((/** @type {any} */ v) => [v.name, v.value]));
  const request = { jsonrpc: "2.0", id: 1, method: m.name, params };
  const err = /** @type {any} */ (info.examples[i]?.error);
  const res = ex.result ? resolve(ex.result, `${at}.result`).node : undefined;
  const error = err && { code: err.code, message: err.message, ...(err.data !== undefined ? { data: err.data } : {}) };
  const response = err ? { jsonrpc: "2.0", id: 1, error } : { jsonrpc: "2.0", id: 1, result: res?.value ?? null };
  const title = `${esc(ex.name ?? `example ${i + 1}`)}${err ? ' <span class="badge err">error</span>' : ""}`;
  const note = ex.summary
    ? `<p>${esc(ex.summary)}</p>`
    : when(ex.description, () => `<div class="desc">${markdownBlock(ex.description)}</div>`);
  const pair =
    `<div class="pair"><div><div class="lbl">request</div>${pre(request)}</div>` +
    `<div><div class="lbl">response</div>${pre(response)}</div></div>`;
  return `<div class="example"><h4>${title}</h4>${note}${pair}</div>`;
}

/**
 * @param {MethodPage} page
 * @param {ReadonlyMap<string, Endpoint>} endpoints
 * @param {Resolve} resolve
 */
export function renderMethod(page, endpoints, resolve) {
  const { m, info } = page;
  const ep = info.endpoint ? endpoints.get(info.endpoint) : undefined;
  const structure = m.paramStructure ?? "either";
  const badges = [
    m.deprecated ? DEPRECATED : "",
    info.mutates ? '<span class="badge mut">changes node state</span>' : "",
  ].join(" ");
  const examples = (m.examples ?? []).map((/** @type {any} */ x, /** @type {number} */ i) =>
    exampleBlock(page, structure, resolve, x, i),
  );
  return `<section class="method${m.deprecated ? " deprecated" : ""}" id="${esc(methodAnchor(m.name))}">
<h3><code>${esc(m.name)}</code> ${badges}</h3>
${when(m.summary, () => `<p class="summary">${esc(m.summary)}</p>`)}
${when(m.description, () => `<div class="desc">${markdownBlock(m.description)}</div>`)}
<dl>${factsOf(page, ep, structure, resolve)}</dl>
<h4>Params</h4>
${paramsTable(m, structure, resolve)}
<h4>Result</h4>
${resultBlock(m, resolve)}
<h4>Errors</h4>
${errorsTable(page, resolve)}
${when(examples.length, () => `<h4>Examples</h4>${examples.join("")}`)}
</section>`;
}
