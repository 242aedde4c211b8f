// @ts-check
// REST flows: a time series newest first inside its window, page tokens followed to the end, OpenAPI links of 200
// answers, and a block fetched by number then by hash (its parent hash naming the previous block).
import { boundOf, HTTP_METHODS, paramExamples, typesOf } from "./schema-utils.mjs";

/**
 * @typedef {import("./rest-cases.mjs").RestOperation} RestOperation
 * @typedef {import("./suite.js").Flow} Flow
 */

/** @param {RestOperation} o @returns {Flow[]} */
export function restFlows(o) {
  /** @type {Flow[]} */
  const flows = [];
  const ok = o.op.responses?.["200"]?.content?.["application/json"]?.schema;
  const props = ok?.properties ?? {};
  const pageTokenParam = o.params.find(
    (p) => p["x-avaspec-page-token-ttl-seconds"] !== undefined || p.name === "pageToken",
  );
  const seriesItems = Object.keys(props).find(
    (k) => typesOf(props[k]).has("array") && props[k]?.items?.properties?.timestamp,
  );
  if (!(pageTokenParam && props.nextPageToken) && seriesItems) flows.push(seriesFlow(o, seriesItems));
  if (pageTokenParam && props.nextPageToken) flows.push(...paginationFlow(o, props, pageTokenParam));
  flows.push(...linkFlows(o));
  const block = blockFlow(o, props);
  if (block) flows.push(block);
  return flows;
}

/**
 * The query parameters bounding a time window, with their values.
 * @param {RestOperation} o
 * @param {Record<string, unknown>} values
 */
function windowOf(o, values) {
  const start = o.params.find((p) => p.in === "query" && /^start/i.test(p.name) && typesOf(p.schema).has("integer"));
  const end = o.params.find((p) => p.in === "query" && /^end/i.test(p.name) && typesOf(p.schema).has("integer"));
  /** @type {{start?: number, end?: number}} */
  const window = {};
  if (start && values[start.name] !== undefined) window.start = Number(values[start.name]);
  if (end && values[end.name] !== undefined) window.end = Number(values[end.name]);
  return Object.keys(window).length ? { window } : {};
}

/**
 * The interval a series' timestamps are aligned to: the interval parameter's value (or its default); the hour where
 * the operation has none (the seed: timestamps are fixed to the hour).
 * @param {RestOperation} o @param {Record<string, unknown>} values
 */
function intervalOf(o, values) {
  const p = o.intervalParam;
  if (!p) return { interval: "hour" };
  const value = values[p.name] ?? p.schema?.default;
  return value === undefined ? {} : { interval: String(value) };
}

/**
 * A time series without pages: still newest first and inside the requested window.
 * @param {RestOperation} o
 * @param {string} itemsField
 * @returns {Flow}
 */
function seriesFlow(o, itemsField) {
  return {
    kind: "pagination",
    api: o.api,
    operationId: o.operationId,
    name: "flow: series newest first, inside the requested window",
    request: o.request(o.base),
    itemsField,
    timestampField: "timestamp",
    ...windowOf(o, o.base),
    ...intervalOf(o, o.base),
  };
}

/**
 * Page tokens followed to the end.
 * @param {RestOperation} o
 * @param {Record<string, any>} props
 * @param {any} pageTokenParam
 * @returns {Flow[]}
 */
function paginationFlow(o, props, pageTokenParam) {
  const itemsField = Object.keys(props).find((k) => typesOf(props[k]).has("array"));
  const pageSize = o.params.find((p) => p.in === "query" && /pagesize/i.test(p.name));
  const values = { ...o.base };
  delete values[pageTokenParam.name];
  if (pageSize) delete values[pageSize.name];
  const itemProps = itemsField ? (props[itemsField]?.items?.properties ?? {}) : {};
  const timestampField = Object.keys(itemProps).find((k) => k === "timestamp");
  if (!itemsField) return [];
  const size = pageSize
    ? {
        pageSize: {
          name: pageSize.name,
          min: boundOf(pageSize.schema, "minimum") ?? 1,
          max: boundOf(pageSize.schema, "maximum") ?? 100,
        },
      }
    : {};
  const window = windowOf(o, values);
  const fixed = o.fix(values);
  return [
    {
      kind: "pagination",
      api: o.api,
      operationId: o.operationId,
      name: `flow: ${pageTokenParam.name} followed to the end`,
      request: o.request(fixed),
      itemsField,
      ...size,
      ...(timestampField ? { timestampField } : {}),
      ...window,
      ...(timestampField ? intervalOf(o, fixed) : {}),
    },
  ];
}

/**
 * OpenAPI links of the 200 answer (other than the next page, which the pagination flow follows).
 * @param {RestOperation} o
 * @returns {Flow[]}
 */
function linkFlows(o) {
  /** @type {Flow[]} */
  const flows = [];
  for (const [linkName, link] of Object.entries(o.op.responses?.["200"]?.links ?? {})) {
    const l = /** @type {any} */ (link);
    const exprs = Object.values(l.parameters ?? {});
    if (exprs.some((e) => typeof e === "string" && /nextPageToken/.test(e))) continue;
    const target = findOperation(o.doc, l.operationId, l.operationRef);
    if (!target) continue;
    /** @type {Record<string, string>} */
    const sourceValues = {};
    for (const p of o.params)
      if (o.base[p.name] !== undefined)
        sourceValues[`${p.in}.${p.name}`] =
          typeof o.base[p.name] === "string" ? String(o.base[p.name]) : JSON.stringify(o.base[p.name]);
    flows.push({
      kind: "link",
      api: o.api,
      operationId: o.operationId,
      name: `link: ${linkName} → ${target.operationId}`,
      request: o.request(o.base),
      sourceValues,
      target: {
        operationId: target.operationId,
        method: target.method.toUpperCase(),
        path: target.path,
        params: target.params.map((/** @type {any} */ p) => ({ name: p.name, in: p.in })),
      },
      parameters: l.parameters ?? {},
      ...(l.requestBody !== undefined ? { requestBody: l.requestBody } : {}),
      same: /^same/i.test(linkName),
    });
  }
  return flows;
}

/**
 * A block by number, then by its hash; its parent hash is the previous block's hash.
 * @param {RestOperation} o
 * @param {Record<string, any>} props
 * @returns {Flow | undefined}
 */
function blockFlow(o, props) {
  const hashF = Object.keys(props).find((k) => /hash$/i.test(k) && !/parent/i.test(k));
  const parentF = Object.keys(props).find((k) => /^parent.*hash$/i.test(k));
  const numberF = Object.keys(props).find((k) => /number$/i.test(k));
  const blockParam = o.params.find((p) => p.in === "path" && /block/i.test(p.name));
  if (!hashF || !parentF || !numberF || !blockParam) return undefined;
  /** @type {Record<string, string>} */
  const values = {};
  for (const p of o.params) if (p.in === "path" && p !== blockParam) values[p.name] = String(o.base[p.name]);
  const numeric =
    paramExamples(blockParam)
      .map((e) => String(e.value))
      .find((v) => /^\d+$/.test(v)) ?? String(o.base[blockParam.name]);
  /** @type {Record<string, string>} */
  const headers = {};
  for (const p of o.params)
    if (p.in === "header" && o.base[p.name] !== undefined) headers[p.name] = String(o.base[p.name]);
  return {
    kind: "blockLink",
    api: o.api,
    operationId: o.operationId,
    name: `flow: ${blockParam.name} by number then by ${hashF}; ${parentF} = previous block's ${hashF}`,
    pathTemplate: o.path,
    values,
    blockParam: blockParam.name,
    first: numeric,
    fields: { number: numberF, hash: hashF, parentHash: parentF },
    ...(Object.keys(headers).length ? { headers } : {}),
  };
}

/**
 * The operation a link points to.
 * @param {any} doc @param {string | undefined} operationId @param {string | undefined} ref
 */
function findOperation(doc, operationId, ref) {
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = /** @type {any} */ (item)[method];
      if (!op) continue;
      const byRef = ref && ref === `#/paths/${path.replace(/~/g, "~0").replace(/\//g, "~1")}/${method}`;
      if (op.operationId === operationId || byRef) {
        const params = new Map();
        for (const p of [.../** @type {any} */ (item.parameters ?? []), ...(op.parameters ?? [])])
          params.set(`${p.in}:${p.name}`, p);
        return {
          operationId: op.operationId ?? `${method.toUpperCase()} ${path}`,
          method,
          path,
          params: [...params.values()],
        };
      }
    }
  }
  return undefined;
}
