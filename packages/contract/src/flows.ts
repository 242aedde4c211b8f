// Stateful flows: page tokens followed to the end, OpenAPI links, block links, index lookups, aliases, logger levels.
import { excerpt, jsonPrefix, quoted } from "@avaspec/exchange-checks";
import { isDeepStrictEqual } from "node:util";
import { randomBytes } from "node:crypto";
import { checkRestAnswer, errorMatches, fail, rpcExchange, sendRest, type Context, type RpcAnswer } from "./checks.js";
import type { CaseResult, Failure } from "./results.js";
import { flowTarget, flowTargets } from "./targets.js";
import type { Flow, RpcErrorSpec } from "./types.js";
import { aligned, containerFailures } from "./values.js";

/** Items and linked values are compared and sent as their JSON, up to this size (a hostile one may be endless). */
const ITEM_KEY_CHARS = 1 << 20;

let rpcId = 1_000_000;
/** One JSON-RPC call inside a flow; failures are prefixed with the step. */
async function call(
  ctx: Context,
  path: string,
  method: string,
  params: unknown,
  expect: { result: true } | { error: RpcErrorSpec[] } = { result: true },
): Promise<RpcAnswer> {
  const id = rpcId++;
  const out = await rpcExchange(ctx, path, JSON.stringify({ jsonrpc: "2.0", id, method, params }), id, method, expect);
  return {
    ...out,
    failures: out.failures.map((f) => ({ check: f.check, message: `${method} at ${path}: ${f.message}` })),
  };
}

/** The JSON types a value of `schema` may have: its `type`, and those of its oneOf/anyOf/allOf branches. */
function typesOf(schema: unknown, seen = new Set<unknown>()): Set<string> {
  const types = new Set<string>();
  if (schema === null || typeof schema !== "object" || seen.has(schema)) return types;
  seen.add(schema);
  const s = schema as Record<string, unknown>;
  for (const type of [s.type].flat()) if (typeof type === "string") types.add(type);
  for (const branch of [s.oneOf, s.anyOf, s.allOf].flatMap((list) => (Array.isArray(list) ? list : [])))
    for (const type of typesOf(branch, seen)) types.add(type);
  return types;
}

/** A value read from an answer, as the method's parameter takes it: a number where it takes an integer, no string. */
function paramValue(ctx: Context, method: string, name: string, value: string): string | number {
  const types = typesOf(ctx.methods.get(method)?.params?.find((p: any) => p.name === name)?.schema);
  return types.has("integer") && !types.has("string") ? Number(value) : value;
}

export async function runFlow(ctx: Context, f: Flow): Promise<CaseResult> {
  const target = flowTarget(f);
  const also = flowTargets(f).filter((t) => t !== target);
  const result: CaseResult = {
    api: f.api,
    target,
    name: f.name,
    kind: "flow",
    status: "pass",
    failures: [],
    seen: [],
    ms: 0,
    ...(also.length ? { also } : {}),
  };
  const started = performance.now();
  try {
    switch (f.kind) {
      case "pagination":
        await paginationFlow(ctx, f, result);
        break;
      case "blockLink":
        await blockFlow(ctx, f, result);
        break;
      case "link":
        await linkFlow(ctx, f, result);
        break;
      case "indexLink":
        await indexFlow(ctx, f, result);
        break;
      case "aliasLink":
        await aliasFlow(ctx, f, result);
        break;
      case "loggerLink":
        await loggerFlow(ctx, f, result);
        break;
    }
  } catch (e) {
    fail(result, [{ check: "flow", message: `flow aborted: ${(e as Error).message}` }]);
  }
  result.ms = performance.now() - started;
  return result;
}

async function paginationFlow(ctx: Context, f: Extract<Flow, { kind: "pagination" }>, result: CaseResult) {
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
  f: Extract<Flow, { kind: "pagination" }>,
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
  f: Extract<Flow, { kind: "pagination" }>,
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

/** Evaluates an OpenAPI runtime expression against the source exchange. */
function evaluate(
  expr: unknown,
  source: { values: Record<string, string>; body: unknown; requestBody?: string },
): { value?: unknown; missing?: string } {
  if (typeof expr !== "string" || !expr.startsWith("$")) return { value: expr };
  let m: RegExpMatchArray | null;
  if ((m = expr.match(/^\$request\.(path|query|header)\.(.+)$/))) {
    const v = source.values[`${m[1]}.${m[2]}`];
    return v === undefined ? { missing: `${expr} (the source request has no such parameter)` } : { value: v };
  }
  if (expr === "$request.body")
    return source.requestBody === undefined ? { missing: expr } : { value: JSON.parse(source.requestBody) };
  if ((m = expr.match(/^\$response\.body(#.*)?$/))) {
    let v: unknown = source.body;
    for (const raw of (m[1] ?? "#").slice(1).split("/").slice(1)) {
      const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
      v = v !== null && typeof v === "object" ? (v as Record<string, unknown>)[key] : undefined;
    }
    return v === undefined ? { missing: `${expr} (absent from the answer)` } : { value: v };
  }
  return { missing: `${expr} (an expression this suite does not evaluate)` };
}

async function linkFlow(ctx: Context, f: Extract<Flow, { kind: "link" }>, result: CaseResult) {
  const base = ctx.options.urls[f.api] as string;
  const first = await sendRest(ctx, base, f.request);
  if (!first.ok)
    return void fail(result, [{ check: "transport", message: `source ${f.operationId}: ${first.reason}` }]);
  result.seen.push(String(first.answer.status));
  const source = checkRestAnswer(ctx, f.api, f.operationId, first.answer, "2xx");
  if (source.failures.length)
    return void fail(
      result,
      source.failures.map((x) => ({ ...x, message: `source ${f.operationId}: ${x.message}` })),
    );
  const ctxValues = {
    values: f.sourceValues,
    body: source.body,
    ...(f.request.body !== undefined ? { requestBody: f.request.body } : {}),
  };
  let path = f.target.path;
  const query: Record<string, string> = {};
  const headers: Record<string, string> = {};
  for (const [key, expr] of Object.entries(f.parameters)) {
    const name = key.includes(".") ? key.slice(key.indexOf(".") + 1) : key;
    const where = key.includes(".")
      ? key.slice(0, key.indexOf("."))
      : (f.target.params.find((p) => p.name === name)?.in ?? "query");
    const { value, missing } = evaluate(expr, ctxValues);
    if (missing) return void fail(result, [{ check: "link-expression", message: `parameter ${name}: ${missing}` }]);
    const text = typeof value === "string" ? value : jsonPrefix(value, ITEM_KEY_CHARS);
    if (where === "path") path = path.replace(`{${name}}`, encodeURIComponent(text));
    else if (where === "header") headers[name] = text;
    else query[name] = text;
  }
  let body: string | undefined;
  if (f.requestBody !== undefined) {
    const { value, missing } = evaluate(f.requestBody, ctxValues);
    if (missing) return void fail(result, [{ check: "link-expression", message: `request body: ${missing}` }]);
    body = JSON.stringify(value);
    headers["content-type"] = "application/json";
  }
  const second = await sendRest(ctx, base, {
    method: f.target.method,
    path,
    query,
    headers,
    ...(body !== undefined ? { body } : {}),
  });
  if (!second.ok)
    return void fail(result, [{ check: "transport", message: `target ${f.target.operationId}: ${second.reason}` }]);
  result.seen.push(String(second.answer.status));
  const target = checkRestAnswer(ctx, f.api, f.target.operationId, second.answer, "2xx");
  if (target.failures.length)
    return void fail(
      result,
      target.failures.map((x) => ({
        ...x,
        check: x.check === "status-expected" ? "link-target" : x.check,
        message: `target ${f.target.operationId} ${path}: ${x.message}`,
      })),
    );
  if (f.same && !isDeepStrictEqual(source.body, target.body)) {
    const a = source.body as Record<string, unknown>;
    const b = target.body as Record<string, unknown>;
    const diff =
      a && b && typeof a === "object" && typeof b === "object"
        ? Object.keys({ ...a, ...b }).filter((k) => !isDeepStrictEqual(a[k], b[k]))
        : [];
    const differ = diff.length ? ` (${diff.join(", ")} differ)` : "";
    fail(result, [
      {
        check: "link-same",
        message: `${path} answers a different ${f.target.operationId}${differ}`,
      },
    ]);
  }
}

async function blockFlow(ctx: Context, f: Extract<Flow, { kind: "blockLink" }>, result: CaseResult) {
  const base = ctx.options.urls[f.api] as string;
  const get = async (blockId: string, step: string) => {
    let path = f.pathTemplate.replace(`{${f.blockParam}}`, encodeURIComponent(blockId));
    for (const [k, v] of Object.entries(f.values)) path = path.replace(`{${k}}`, encodeURIComponent(v));
    const out = await sendRest(ctx, base, { method: "GET", path, ...(f.headers ? { headers: f.headers } : {}) });
    if (!out.ok) {
      fail(result, [{ check: "transport", message: `${step}: ${out.reason}` }]);
      return undefined;
    }
    result.seen.push(String(out.answer.status));
    const checked = checkRestAnswer(ctx, f.api, f.operationId, out.answer, [200]);
    if (checked.failures.length) {
      fail(
        result,
        checked.failures.map((x) => ({ ...x, message: `${step}: ${x.message}` })),
      );
      return undefined;
    }
    return checked.body as Record<string, unknown>;
  };
  const block = await get(f.first, `${f.blockParam}=${f.first}`);
  if (!block) return;
  const hash = String(block[f.fields.hash]);
  const byHash = await get(hash, `${f.blockParam}=${hash}`);
  if (!byHash) return;
  if (!isDeepStrictEqual(block, byHash)) {
    const diff = Object.keys({ ...block, ...byHash }).filter((k) => !isDeepStrictEqual(block[k], byHash[k]));
    fail(result, [
      { check: "link-block-hash", message: `block ${f.first} and block ${hash} differ in ${diff.join(", ")}` },
    ]);
  }
  const n = BigInt(String(block[f.fields.number]));
  if (n > 0n) {
    const prev = await get(String(n - 1n), `${f.blockParam}=${n - 1n}`);
    if (prev && prev[f.fields.hash] !== block[f.fields.parentHash]) {
      fail(result, [
        {
          check: "link-parent-hash",
          message:
            `${f.fields.parentHash} of block ${n} is ${block[f.fields.parentHash]}, ` +
            `but block ${n - 1n} has ${f.fields.hash} ${prev[f.fields.hash]}`,
        },
      ]);
    }
  }
}

async function indexFlow(ctx: Context, f: Extract<Flow, { kind: "indexLink" }>, result: CaseResult) {
  const step = async (
    method: string,
    params: Record<string, unknown>,
    expect: { result: true } | { error: RpcErrorSpec[] } = { result: true },
  ) => {
    const out = await call(ctx, f.path, method, { ...f.common, ...params }, expect);
    result.seen.push(...out.seen);
    fail(result, out.failures);
    return out;
  };
  const last = await call(ctx, f.path, f.last, { ...f.common });
  result.seen.push(...last.seen);
  if (last.error && f.emptyError.length && f.emptyError.some((s) => errorMatches(last.error!, s))) {
    result.status = "skip";
    result.skipReason = `the index is empty (${last.error.message})`;
    return;
  }
  fail(result, last.failures);
  if (last.failures.length) return;
  const c = last.result as Record<string, unknown>;
  if (f.container) fail(result, containerFailures(c, f.container));
  if (f.byId) {
    const r = await step(f.byId, { id: c.id });
    if (!r.failures.length && !isDeepStrictEqual(r.result, c))
      fail(result, [{ check: "link-index", message: `${f.byId}(${c.id}) ≠ ${f.last}: ${excerpt(r.result)}` }]);
  }
  if (f.getIndex) {
    const r = await step(f.getIndex, { id: c.id });
    const idx = (r.result as Record<string, unknown> | undefined)?.index;
    if (!r.failures.length && String(idx) !== String(c.index))
      fail(result, [
        {
          check: "link-index",
          message: `${f.getIndex}(${c.id}) = ${quoted(idx)}, but ${f.last} says index ${quoted(c.index)}`,
        },
      ]);
  }
  if (f.byIndex) {
    const r = await step(f.byIndex, { index: paramValue(ctx, f.byIndex, "index", String(c.index)) });
    if (!r.failures.length && !isDeepStrictEqual(r.result, c))
      fail(result, [
        {
          check: "link-index",
          message: `${f.byIndex}(${c.index}) ≠ ${f.last}: ${excerpt(r.result)}`,
        },
      ]);
  }
  if (f.range && /^\d+$/.test(String(c.index))) {
    // Seed rule: startIndex past the last accepted index is an error.
    const past = String(BigInt(String(c.index)) + 1n);
    const r = await call(
      ctx,
      f.path,
      f.range.method,
      {
        ...f.common,
        [f.range.startParam]: paramValue(ctx, f.range.method, f.range.startParam, past),
        [f.range.countParam]: 1,
      },
      { error: f.rangeError },
    );
    result.seen.push(...r.seen);
    fail(
      result,
      r.failures.map((x) => ({
        ...x,
        message: `${f.range!.startParam}=${past} (past the last accepted ${c.index}): ${x.message}`,
      })),
    );
  }
}

async function aliasFlow(ctx: Context, f: Extract<Flow, { kind: "aliasLink" }>, result: CaseResult) {
  const alias = `contract-${randomBytes(4).toString("hex")}`;
  const created = await call(ctx, f.path, f.method, { ...f.params, [f.aliasParam]: alias });
  result.seen.push(...created.seen);
  if (fail(result, created.failures).failures.length) return;
  const through = await call(
    ctx,
    f.aliasPath.replace("{alias}", encodeURIComponent(alias)),
    f.through.method,
    f.through.params,
  );
  result.seen.push(...through.seen);
  fail(
    result,
    through.failures.map((x) => ({
      ...x,
      check: x.check === "transport" ? x.check : "link-alias",
      message: `through alias "${alias}": ${x.message}`,
    })),
  );
  if (f.list) {
    const listed = await call(ctx, f.list.path, f.list.method, f.list.params);
    fail(result, listed.failures);
    if (!listed.failures.length && !jsonPrefix(listed.result, ITEM_KEY_CHARS).includes(JSON.stringify(alias))) {
      fail(result, [
        {
          check: "link-alias",
          message: `${f.list.method} does not list the new alias "${alias}": ` + `${excerpt(listed.result)}`,
        },
      ]);
    }
  }
}

async function loggerFlow(ctx: Context, f: Extract<Flow, { kind: "loggerLink" }>, result: CaseResult) {
  const read = async () => {
    const r = await call(ctx, f.path, f.getter, { [f.loggerParam]: f.logger });
    result.seen.push(...r.seen);
    fail(result, r.failures);
    if (r.failures.length) return undefined;
    const levels = (r.result as any)?.[f.resultField]?.[f.logger];
    if (!levels || typeof levels !== "object") {
      fail(result, [
        {
          check: "link-logger",
          message: `${f.getter} has no ${f.resultField}.${f.logger}: ${excerpt(r.result)}`,
        },
      ]);
      return undefined;
    }
    return levels as Record<string, string>;
  };
  const before = await read();
  if (!before) return;
  const param = f.levelParams[0] as string;
  const original = before[param];
  const level = f.levels.find((l) => l.toUpperCase() !== String(original).toUpperCase()) as string;
  const set = await call(ctx, f.path, f.setter, { [f.loggerParam]: f.logger, [param]: level });
  result.seen.push(...set.seen);
  if (fail(result, set.failures).failures.length) return;
  const after = await read();
  if (after && String(after[param]).toUpperCase() !== level.toUpperCase())
    fail(result, [
      {
        check: "link-logger",
        message: `${param} of ${f.logger} set to ${level}, read back ${quoted(after[param])}`,
      },
    ]);
  if (original !== undefined) await call(ctx, f.path, f.setter, { [f.loggerParam]: f.logger, [param]: original });
}
