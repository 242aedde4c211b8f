// @ts-check
// REST flows: a time series newest first inside its window, page tokens followed to the end, OpenAPI links of 200
// answers, and a block fetched by number then by hash (its parent hash naming the previous block).
import { readOperations } from "@avaspec/spec-model";
import { boundOf, paramExamples, typesOf } from "./schema-utils.mjs";

/**
 * @typedef {import("./rest-cases.mjs").Operation} Operation
 * @typedef {import("./rest-cases.mjs").Requests} Requests
 * @typedef {import("./rest-cases.mjs").DayOnly} DayOnly
 * @typedef {import("./suite.js").Flow} Flow
 */

/**
 * @param {Operation} operation @param {any} doc @param {Requests} requests @param {DayOnly} dayOnly
 * @returns {Flow[]}
 */
export function restFlows(operation, doc, requests, dayOnly) {
  /** @type {Flow[]} */
  const flows = [];
  const ok = operation.op.responses?.["200"]?.content?.["application/json"]?.schema;
  const props = ok?.properties ?? {};
  const pageTokenParam = operation.params.find((p) => operation.pageTokens.has(p));
  const seriesItems = Object.keys(props).find(
    (k) => typesOf(props[k]).has("array") && props[k]?.items?.properties?.timestamp,
  );
  if (!(pageTokenParam && props.nextPageToken) && seriesItems)
    flows.push(seriesFlow(operation, requests, dayOnly.intervalParam, seriesItems));
  if (pageTokenParam && props.nextPageToken)
    flows.push(...paginationFlow(operation, requests, dayOnly, props, pageTokenParam));
  flows.push(...linkFlows(operation, doc, requests));
  const block = blockFlow(operation, requests.base, props);
  if (block) flows.push(block);
  return flows;
}

/**
 * The query parameters bounding a time window, with their values.
 * @param {any[]} params
 * @param {Record<string, unknown>} values
 */
function windowOf(params, values) {
  const start = params.find((p) => p.in === "query" && /^start/i.test(p.name) && typesOf(p.schema).has("integer"));
  const end = params.find((p) => p.in === "query" && /^end/i.test(p.name) && typesOf(p.schema).has("integer"));
  /** @type {{start?: number, end?: number}} */
  const window = {};
  if (start && values[start.name] !== undefined) window.start = Number(values[start.name]);
  if (end && values[end.name] !== undefined) window.end = Number(values[end.name]);
  return Object.keys(window).length ? { window } : {};
}

/**
 * The interval a series' timestamps are aligned to: the interval parameter's value (or its default); the hour where
 * the operation has none (the seed: timestamps are fixed to the hour).
 * @param {any} p the interval parameter, if any @param {Record<string, unknown>} values
 */
function intervalOf(p, values) {
  if (!p) return { interval: "hour" };
  const value = values[p.name] ?? p.schema?.default;
  return value === undefined ? {} : { interval: String(value) };
}

/**
 * A time series without pages: still newest first and inside the requested window.
 * @param {Operation} operation @param {Requests} requests @param {any} intervalParam @param {string} itemsField
 * @returns {Flow}
 */
function seriesFlow({ api, operationId, params }, { base, request }, intervalParam, itemsField) {
  return {
    kind: "pagination",
    api,
    operationId,
    name: "flow: series newest first, inside the requested window",
    request: request(base),
    itemsField,
    timestampField: "timestamp",
    ...windowOf(params, base),
    ...intervalOf(intervalParam, base),
  };
}

/**
 * Page tokens followed to the end.
 * @param {Operation} operation @param {Requests} requests @param {DayOnly} dayOnly
 * @param {Record<string, any>} props @param {any} pageTokenParam
 * @returns {Flow[]}
 */
function paginationFlow(
  { api, operationId, params },
  { base, request },
  { intervalParam, fix },
  props,
  pageTokenParam,
) {
  const itemsField = Object.keys(props).find((k) => typesOf(props[k]).has("array"));
  const pageSize = params.find((p) => p.in === "query" && /pagesize/i.test(p.name));
  const values = { ...base };
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
  const window = windowOf(params, values);
  const fixed = fix(values);
  return [
    {
      kind: "pagination",
      api,
      operationId,
      name: `flow: ${pageTokenParam.name} followed to the end`,
      request: request(fixed),
      itemsField,
      ...size,
      ...(timestampField ? { timestampField } : {}),
      ...window,
      ...(timestampField ? intervalOf(intervalParam, fixed) : {}),
    },
  ];
}

/**
 * OpenAPI links of the 200 answer (other than the next page, which the pagination flow follows).
 * @param {Operation} operation @param {any} doc @param {Requests} requests
 * @returns {Flow[]}
 */
function linkFlows({ api, operationId, op, params }, doc, { base, request }) {
  /** @type {Flow[]} */
  const flows = [];
  for (const [linkName, link] of Object.entries(op.responses?.["200"]?.links ?? {})) {
    const l = /** @type {any} */ (link);
    const exprs = Object.values(l.parameters ?? {});
    if (exprs.some((e) => typeof e === "string" && /nextPageToken/.test(e))) continue;
    const target = findOperation(doc, l.operationId, l.operationRef);
    if (!target) continue;
    /** @type {Record<string, string>} */
    const sourceValues = {};
    for (const p of params)
      if (base[p.name] !== undefined)
        sourceValues[`${p.in}.${p.name}`] =
          typeof base[p.name] === "string" ? String(base[p.name]) : JSON.stringify(base[p.name]);
    flows.push({
      kind: "link",
      api,
      operationId,
      name: `link: ${linkName} → ${target.operationId}`,
      request: request(base),
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
 * @param {Operation} operation @param {Record<string, unknown>} base @param {Record<string, any>} props
 * @returns {Flow | undefined}
 */
function blockFlow({ api, operationId, path, params }, base, props) {
  const hashF = Object.keys(props).find((k) => /hash$/i.test(k) && !/parent/i.test(k));
  const parentF = Object.keys(props).find((k) => /^parent.*hash$/i.test(k));
  const numberF = Object.keys(props).find((k) => /number$/i.test(k));
  const blockParam = params.find((p) => p.in === "path" && /block/i.test(p.name));
  if (!hashF || !parentF || !numberF || !blockParam) return undefined;
  /** @type {Record<string, string>} */
  const values = {};
  for (const p of params) if (p.in === "path" && p !== blockParam) values[p.name] = String(base[p.name]);
  const numeric =
    paramExamples(blockParam)
      .map((e) => String(e.value))
      .find((v) => /^\d+$/.test(v)) ?? String(base[blockParam.name]);
  /** @type {Record<string, string>} */
  const headers = {};
  for (const p of params) if (p.in === "header" && base[p.name] !== undefined) headers[p.name] = String(base[p.name]);
  return {
    kind: "blockLink",
    api,
    operationId,
    name: `flow: ${blockParam.name} by number then by ${hashF}; ${parentF} = previous block's ${hashF}`,
    pathTemplate: path,
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
  const op = readOperations(doc).find(
    ({ path, method, raw }) =>
      raw.operationId === operationId ||
      (ref && ref === `#/paths/${path.replace(/~/g, "~0").replace(/\//g, "~1")}/${method}`),
  );
  return op && { operationId: op.id, method: op.method, path: op.path, params: op.parameters.map((p) => p.raw) };
}
