// Flow kind "pagination": page tokens followed to the end (no repeated item, an end, pages no larger than asked, the
// same items in smaller pages), and a time series without pages; a series newest first, inside the requested
// window, its timestamps aligned to the interval.
import { jsonPrefix, quoted } from "@avaspec/exchange-checks";
import type { JsonObject, Parameter } from "@avaspec/spec-model";
import { checkRestAnswer, type Context, fail, sendRest } from "../checks.js";
import type { Operation, Requests } from "../derive/rest-operation.js";
import { boundOf, typesOf } from "../derive/schema.js";
import type { CaseResult, Failure } from "../results.js";
import type { HttpRequest, RestApiName } from "../types.js";
import { aligned } from "../values.js";
import type { RestFlowKind, RestFlowSource } from "./kind.js";
import { ITEM_KEY_CHARS } from "./steps.js";

export interface PaginationFlow {
  kind: "pagination";
  api: RestApiName;
  operationId: string;
  name: string;
  request: HttpRequest;
  /**
   * The page-size parameter: the listing is followed once with the largest page size, then again with a page
   * size that splits it into a few pages; both must end and hold the same number of items.
   */
  pageSize?: { name: string; min: number; max: number };
  /** The array property of the 200 body that holds the page's items. */
  itemsField: string;
  /** Item property holding a Unix timestamp, when items are a time series (newest first). */
  timestampField?: string;
  /** Query parameters bounding the time window, when the request sets them. */
  window?: { start?: number; end?: number };
  /** The interval timestamps are aligned to: hour, day (00:00 UTC), week (Monday 00:00 UTC), month (the 1st). */
  interval?: string;
}

export const paginationFlows: RestFlowKind<PaginationFlow> = {
  kind: "pagination",
  derive: derivePagination,
  targets: (f) => [f.operationId],
  run: runPagination,
};

// ------------------------------------------------------------------ derivation

/** A series without pages, or page tokens followed: by the 200 body's `nextPageToken` and a page-token parameter. */
function derivePagination({ operation, requests, dayOnly }: RestFlowSource): PaginationFlow[] {
  const props: JsonObject = operation.okSchema?.properties ?? {};
  const pageTokenParam = operation.params.find((p) => operation.pageTokens.has(p));
  if (pageTokenParam && props.nextPageToken)
    return tokenFlow(operation, requests, dayOnly.intervalParam, dayOnly.fix, props, pageTokenParam);
  const seriesItems = Object.keys(props).find(
    (k) => typesOf(props[k]).has("array") && props[k]?.items?.properties?.timestamp,
  );
  return seriesItems ? [seriesFlow(operation, requests, dayOnly.intervalParam, seriesItems)] : [];
}

/** The query parameters bounding a time window, with their values. */
function windowOf(params: Parameter[], values: Record<string, unknown>) {
  const start = params.find((p) => p.in === "query" && /^start/i.test(p.name) && typesOf(p.schema).has("integer"));
  const end = params.find((p) => p.in === "query" && /^end/i.test(p.name) && typesOf(p.schema).has("integer"));
  const window: { start?: number; end?: number } = {};
  if (start && values[start.name] !== undefined) window.start = Number(values[start.name]);
  if (end && values[end.name] !== undefined) window.end = Number(values[end.name]);
  return Object.keys(window).length ? { window } : {};
}

/**
 * The interval a series' timestamps are aligned to: the interval parameter's value (or its default); the hour where
 * the operation has none (the seed: timestamps are fixed to the hour).
 */
function intervalOf(p: Parameter | undefined, values: Record<string, unknown>): { interval?: string } {
  if (!p) return { interval: "hour" };
  const value = values[p.name] ?? p.schema?.default;
  return value === undefined ? {} : { interval: String(value) };
}

/** A time series without pages: still newest first and inside the requested window. */
function seriesFlow(
  { api, operationId, params }: Operation,
  { base, request }: Requests,
  intervalParam: Parameter | undefined,
  itemsField: string,
): PaginationFlow {
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

/** Page tokens followed to the end. */
function tokenFlow(
  { api, operationId, params }: Operation,
  { base, request }: Requests,
  intervalParam: Parameter | undefined,
  fix: (values: Record<string, unknown>) => Record<string, unknown>,
  props: JsonObject,
  pageTokenParam: Parameter,
): PaginationFlow[] {
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

// ------------------------------------------------------------------ run

async function runPagination(ctx: Context, f: PaginationFlow, result: CaseResult) {
  if (!f.pageSize) {
    await followListing(ctx, f, result, undefined);
    return;
  }
  const whole = await followListing(ctx, f, result, f.pageSize.max);
  if (whole === undefined) return;
  // Again in a few smaller pages: the same items must come back, split differently.
  const size = Math.max(f.pageSize.min, Math.ceil(whole / 4));
  if (size >= f.pageSize.max) return;
  const split = await followListing(ctx, f, result, size);
  if (split !== undefined && split !== whole) {
    fail(result, [
      {
        check: "pagination-consistency",
        message:
          `${whole} items with ${f.pageSize.name}=${f.pageSize.max}, ` + `but ${split} with ${f.pageSize.name}=${size}`,
      },
    ]);
  }
}

/** Follows one listing to its end; the number of items, or undefined after a failure. */
async function followListing(
  ctx: Context,
  f: PaginationFlow,
  result: CaseResult,
  pageSize: number | undefined,
): Promise<number | undefined> {
  const base = ctx.options.urls[f.api] as string;
  const maxPages = ctx.options.maxPages ?? 500;
  const tokens = new Set<string>();
  const items = new Set<string>();
  const sized = pageSize !== undefined && f.pageSize ? { [f.pageSize.name]: String(pageSize) } : {};
  const at = (page: number) =>
    `${pageSize !== undefined && f.pageSize ? `${f.pageSize.name}=${pageSize}, ` : ""}page ${page}`;
  let token: string | undefined;
  const series: { prevTs?: number } = {};
  for (let page = 1; page <= maxPages; page++) {
    const req = {
      ...f.request,
      query: { ...f.request.query, ...sized, ...(token !== undefined ? { pageToken: token } : {}) },
    };
    const out = await sendRest(ctx, base, req);
    if (!out.ok) return void fail(result, [{ check: "transport", message: `${at(page)}: ${out.reason}` }]);
    result.seen.push(String(out.answer.status));
    const checked = checkRestAnswer(ctx, f.api, f.operationId, out.answer, [200]);
    if (checked.failures.length)
      return void fail(
        result,
        checked.failures.map((x) => ({ ...x, message: `${at(page)}: ${x.message}` })),
      );
    const body = checked.body as Record<string, unknown>;
    const list = body?.[f.itemsField];
    if (!Array.isArray(list))
      return void fail(result, [
        { check: "pagination-items", message: `${at(page)}: ${f.itemsField} is not an array` },
      ]);
    if (pageSize !== undefined && list.length > pageSize)
      return void fail(result, [
        { check: "pagination-size", message: `${at(page)}: ${list.length} items, more than the page size` },
      ]);
    const next = body.nextPageToken;
    if (typeof next === "string" && tokens.has(next))
      return void fail(result, [
        {
          check: "pagination-end",
          message: `${at(page)}: nextPageToken "${next}" was already given: the listing never ends`,
        },
      ]);
    const problem = pageItemsProblem(f, list, items, series, at(page));
    if (problem) return void fail(result, [problem]);
    if (next === undefined) return items.size;
    if (typeof next !== "string")
      return void fail(result, [{ check: "pagination-end", message: `${at(page)}: nextPageToken is ${quoted(next)}` }]);
    if (list.length === 0)
      return void fail(result, [
        { check: "pagination-end", message: `${at(page)}: an empty page that still carries a nextPageToken` },
      ]);
    tokens.add(next);
    token = next;
  }
  return void fail(result, [
    {
      check: "pagination-end",
      message:
        `${pageSize !== undefined ? `${f.pageSize?.name}=${pageSize}: ` : ""}` +
        `still a nextPageToken after ${maxPages} pages (--max-pages): the listing never ends`,
    },
  ]);
}

/**
 * The first problem of one page's items, in the listing so far: a repeated item; for a time series, a timestamp not
 * newest first, outside the requested window, or not aligned to its interval.
 */
function pageItemsProblem(
  f: PaginationFlow,
  list: unknown[],
  items: Set<string>,
  series: { prevTs?: number },
  at: string,
): Failure | undefined {
  for (const item of list) {
    const key = jsonPrefix(item, ITEM_KEY_CHARS);
    if (items.has(key))
      return { check: "pagination-repeat", message: `${at}: item ${key.slice(0, 120)} was already on an earlier page` };
    items.add(key);
    const ts = f.timestampField ? (item as Record<string, unknown>)[f.timestampField] : undefined;
    if (typeof ts !== "number") continue;
    const field = f.timestampField;
    const window = f.window ?? {};
    if (series.prevTs !== undefined && ts >= series.prevTs)
      return { check: "pagination-order", message: `${at}: ${field} ${ts} after ${series.prevTs}: not newest first` };
    series.prevTs = ts;
    if ((f.window?.start !== undefined && ts < f.window.start) || (f.window?.end !== undefined && ts > f.window.end))
      return {
        check: "pagination-window",
        message: `${at}: ${field} ${ts} outside the requested window [${window.start ?? "-∞"}, ${window.end ?? "∞"}]`,
      };
    if (f.interval && !aligned(ts, f.interval))
      return {
        check: "series-alignment",
        message: `${at}: ${field} ${ts} (${new Date(ts * 1000).toISOString()}) is not aligned to the ${f.interval}`,
      };
  }
  return undefined;
}
