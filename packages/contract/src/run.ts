// Runs the generated suite against servers: every case and flow, read-only ones concurrently, state-changing ones in
// order.
import { excerpt, quoted } from "@avaspec/exchange-checks";
import { fillTemplate, type JsonObject } from "@avaspec/spec-model";
import { isDeepStrictEqual } from "node:util";
import {
  checkEnvelope,
  checkRestAnswer,
  checkRpcHttp,
  Context,
  bodyExcerpt,
  fail,
  rpcExchange,
  sendRest,
  type CheckOptions,
} from "./checks.js";
import type { CaseResult } from "./results.js";
import { withExchanges } from "./exchanges.js";
import { runFlow } from "./flows.js";
import { flowTarget } from "./targets.js";
import { filterFailures, nestingFailures } from "./values.js";
import { joinUrl, send } from "./http.js";
import type { Suite } from "./suite.js";
import { rpcModelOf } from "./documents.js";
import type { ApiName, CaseKind, RestCase, RpcCase, RpcErrorSpec } from "./types.js";

/** A run's options: what the checks read, and the suite to run. */
export interface RunOptions extends CheckOptions {
  suite: Suite;
}
export type { CaseResult, Failure } from "./results.js";

async function runRestCase(ctx: Context, c: RestCase): Promise<CaseResult> {
  const base = ctx.options.urls[c.api] as string;
  const out = await sendRest(ctx, base, c.request);
  const result: CaseResult = {
    api: c.api,
    target: c.operationId,
    name: c.name,
    kind: c.kind,
    status: "pass",
    failures: [],
    seen: [],
    ms: out.ms,
  };
  if (!out.ok) return fail(result, [{ check: "transport", message: out.reason }]);
  result.seen.push(String(out.answer.status));
  if (c.undeclaredOperation) {
    const want = c.expect.statuses === "2xx" ? [] : c.expect.statuses;
    if (!want.includes(out.answer.status))
      return fail(result, [
        {
          check: "status-expected",
          message: `expected HTTP ${want.join("/")}, got ${out.answer.status}${bodyExcerpt(out.answer.text)}`,
        },
      ]);
    return result;
  }
  const checked = checkRestAnswer(ctx, c.api, c.operationId, out.answer, c.expect.statuses);
  fail(result, checked.failures);
  if (c.bodyKeys && !checked.failures.length) {
    let obj: unknown = checked.body;
    for (const k of c.bodyKeys.at)
      obj = obj && typeof obj === "object" ? (obj as Record<string, unknown>)[k] : undefined;
    const keys = obj && typeof obj === "object" ? Object.keys(obj) : [];
    const where = c.bodyKeys.at.join(".") || "the body";
    const extra = c.bodyKeys.only ? keys.filter((k) => !c.bodyKeys?.only?.includes(k)) : [];
    const missing = c.bodyKeys.all ? c.bodyKeys.all.filter((k) => !keys.includes(k)) : [];
    if (extra.length)
      fail(result, [
        {
          check: "body-keys",
          message: `${where} carries ${extra.join(", ")}, but only ${c.bodyKeys.only?.join(", ")} are allowed here`,
        },
      ]);
    if (missing.length) fail(result, [{ check: "body-keys", message: `${where} lacks ${missing.join(", ")}` }]);
  }
  if (!checked.failures.length && c.nested) fail(result, nestingFailures(checked.body, c.nested));
  if (!checked.failures.length && c.filters) fail(result, filterFailures(checked.body, c.filters));
  return result;
}

/** The case with the names a successful call takes for good made unique to this run. */
function uniqued(ctx: Context, c: RpcCase): RpcCase {
  if (!c.uniqueParams?.length) return c;
  const body = JSON.parse(c.body);
  if (!body.params || typeof body.params !== "object" || Array.isArray(body.params)) return c;
  for (const name of c.uniqueParams)
    if (typeof body.params[name] === "string") body.params[name] = `${body.params[name]}-${ctx.runTag}`;
  return { ...c, body: JSON.stringify(body) };
}

/** POSTs a case's raw body to its endpoint. */
const post = (ctx: Context, c: RpcCase) =>
  send({
    method: "POST",
    url: joinUrl(ctx.options.urls.node as string, c.path),
    headers: { "content-type": "application/json" },
    body: c.body,
    timeoutMs: ctx.timeoutMs,
  });

async function runRpcCase(ctx: Context, given: RpcCase): Promise<CaseResult> {
  const c = uniqued(ctx, given);
  const result: CaseResult = {
    api: "node",
    target: c.method,
    endpoint: c.path,
    name: c.name,
    kind: c.kind,
    status: "pass",
    failures: [],
    seen: [],
    ms: 0,
  };
  for (let i = 0; i < (c.repeatBefore ?? 0); i++) {
    // The state-setting call: its answer may be a result or the very error under test; a transport failure is still
    // a failure.
    const pre = await post(ctx, c);
    if (!pre.ok) return fail(result, [{ check: "transport", message: `first call: ${pre.reason}` }]);
  }
  const expect = c.expect;
  if ("httpStatuses" in expect) return httpStatusCase(ctx, c, expect.httpStatuses, result);
  if ("batch" in expect) return batchCase(ctx, c, expect.batch, result);
  if (c.wholeBatch) return wholeBatchCase(ctx, c, c.wholeBatch.ids, expect, result);
  const out = await rpcExchange(ctx, c.path, c.body, c.id, c.methods?.[0] ?? (c.method || undefined), expect);
  result.ms = out.ms;
  result.seen.push(...out.seen);
  return fail(result, out.failures);
}

/** A transport-level answer (not JSON-RPC) is due: an HTTP status, e.g. 404 for an unknown chain. */
async function httpStatusCase(ctx: Context, c: RpcCase, statuses: number[], result: CaseResult) {
  const out = await post(ctx, c);
  result.ms = out.ms;
  if (!out.ok) return fail(result, [{ check: "transport", message: out.reason }]);
  result.seen.push(`HTTP ${out.answer.status}`);
  if (!statuses.includes(out.answer.status))
    return fail(result, [
      {
        check: "http-status",
        message: `expected HTTP ${statuses.join("/")}, got ${out.answer.status}${bodyExcerpt(out.answer.text)}`,
      },
    ]);
  return result;
}

/** Posts the case and reads its HTTP answer as JSON-RPC; undefined (with the failures noted) when there is no body. */
async function postForJson(ctx: Context, c: RpcCase, result: CaseResult): Promise<unknown> {
  const out = await post(ctx, c);
  result.ms = out.ms;
  if (!out.ok) {
    fail(result, [{ check: "transport", message: out.reason }]);
    return undefined;
  }
  const pre = checkRpcHttp(out.answer);
  fail(result, pre.failures);
  return pre.body;
}

/** A batch: an array of this many envelopes, each matched to its call by id and checked. */
async function batchCase(ctx: Context, c: RpcCase, size: number, result: CaseResult) {
  const body = await postForJson(ctx, c, result);
  if (body === undefined) return result;
  if (!Array.isArray(body) || body.length !== size)
    return fail(result, [
      {
        check: "jsonrpc-batch",
        message: `expected an array of ${size} answers, got ${excerpt(body)}`,
      },
    ]);
  const requests = JSON.parse(c.body) as { id: unknown; method: string }[];
  for (const env of body as ({ id?: unknown } | null)[]) {
    const req = requests.find((r) => isDeepStrictEqual(r.id, env?.id));
    if (!req) {
      fail(result, [
        { check: "jsonrpc-envelope", message: `batch answer with id ${quoted(env?.id)} matches no request` },
      ]);
      continue;
    }
    const checked = checkEnvelope(ctx, env, req.id, req.method, { result: true });
    result.seen.push(...checked.seen);
    fail(result, checked.failures);
  }
  return result;
}

/** A batch refused as a whole: one error envelope, alone or (geth) in an array of one, whose id is one of `ids`. */
async function wholeBatchCase(
  ctx: Context,
  c: RpcCase,
  ids: (string | number | null)[],
  expect: { result: true } | { error: RpcErrorSpec[] },
  result: CaseResult,
) {
  const body = await postForJson(ctx, c, result);
  if (body === undefined) return result;
  let env = body;
  if (Array.isArray(env)) {
    if (env.length !== 1)
      return fail(result, [
        {
          check: "jsonrpc-batch",
          message: `a batch refused as a whole must get one error, got an array of ${env.length}`,
        },
      ]);
    env = env[0];
  }
  const id = [c.id, ...ids].find((x) => isDeepStrictEqual(x, (env as Record<string, unknown>)?.id)) ?? c.id;
  const checked = checkEnvelope(ctx, env, id, undefined, expect);
  result.seen.push(...checked.seen);
  return fail(result, checked.failures);
}

// ------------------------------------------------------------------ driver

async function pool<T, R>(items: T[], n: number, fn: (t: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i] as T);
      }
    }),
  );
  return out;
}

function skipped(
  api: ApiName,
  target: string,
  name: string,
  kind: CaseKind,
  reason: string,
  endpoint?: string,
): CaseResult {
  return {
    api,
    target,
    ...(endpoint ? { endpoint } : {}),
    name,
    kind,
    status: "skip",
    failures: [],
    skipReason: reason,
    seen: [],
    ms: 0,
  };
}

const MUTATING_FLOWS = new Set(["aliasLink", "loggerLink"]);

/** A bug of ours in one case (a bad pattern in a spec, say) becomes that case's failure, not a crash of the run. */
async function guard(task: Task): Promise<CaseResult> {
  try {
    return await withExchanges(task);
  } catch (e) {
    return {
      api: task.api,
      target: task.target,
      name: task.caseName,
      kind: "derived",
      status: "fail",
      failures: [{ check: "internal", message: `the check itself failed: ${(e as Error).message}` }],
      seen: [],
      ms: 0,
    };
  }
}
type Task = (() => Promise<CaseResult>) & { api: ApiName; target: string; caseName: string };
const task = (api: ApiName, target: string, caseName: string, fn: () => Promise<CaseResult>): Task =>
  Object.assign(fn, { api, target, caseName });

/**
 * Endpoints the specs say are off by default (the model's `defaultEnabled: false`) that this node does not serve
 * (HTTP 404 on the endpoint's first path), with the reason to give. Asked only with --skip-disabled.
 */
export async function disabledEndpoints(
  base: string,
  node: JsonObject | undefined,
  timeoutMs: number,
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const [kind, ep] of node ? rpcModelOf(node).endpoints : []) {
    if (ep.defaultEnabled !== false) continue;
    const path = fillTemplate(ep, ep.instances?.[0] ?? {});
    const res = await send({
      method: "POST",
      url: joinUrl(base, path),
      headers: { "content-type": "application/json" },
      body: '{"jsonrpc":"2.0","id":1,"method":"contract.probe"}',
      timeoutMs,
    });
    if (res.ok && res.answer.status === 404)
      out.set(
        kind,
        `the node does not serve ${path} (it is off by default; enabled by ${ep.enabledBy ?? "a node flag"}): ` +
          "skipped with --skip-disabled",
      );
  }
  return out;
}

/** Runs every case and flow; never throws for a server's fault. */
export async function runCases(options: RunOptions): Promise<CaseResult[]> {
  const ctx = new Context(options);
  const { suite } = options;
  const matches = (target: string, name: string) => !options.grep || `${target} › ${name}`.includes(options.grep);
  const concurrency = options.concurrency ?? 8;
  const results: CaseResult[] = [];

  const disabled =
    options.skipDisabled && options.urls.node
      ? await disabledEndpoints(options.urls.node, options.specs.node, ctx.timeoutMs)
      : new Map<string, string>();
  const node = options.specs.node;
  /** The endpoint kind a node path belongs to (by the endpoints' templates). */
  const kindOf = (path: string): string | undefined => (node ? rpcModelOf(node).endpointOf(path)?.name : undefined);
  const off = (kind: string | undefined) => (kind !== undefined ? disabled.get(kind) : undefined);

  const reads: Task[] = [];
  const writes: Task[] = [];
  for (const c of suite.rest) {
    if (!matches(c.operationId, c.name)) continue;
    if (!options.urls[c.api]) results.push(skipped(c.api, c.operationId, c.name, c.kind, `no --${c.api}-url`));
    else if (c.prefer && !options.preferStatuses)
      results.push(skipped(c.api, c.operationId, c.name, c.kind, "asks a mock for a status: needs --prefer-statuses"));
    else reads.push(task(c.api, c.operationId, c.name, () => runRestCase(ctx, c)));
  }
  for (const c of suite.rpc) {
    if (!matches(c.method || c.path, c.name)) continue;
    if (!options.urls.node) results.push(skipped("node", c.method, c.name, c.kind, "no --node-url", c.path));
    else if (c.mutates && !options.allowMutations)
      results.push(skipped("node", c.method, c.name, c.kind, "changes node state: needs --allow-mutations", c.path));
    else if (off(c.endpoint) && !("httpStatuses" in c.expect))
      results.push(skipped("node", c.method, c.name, c.kind, off(c.endpoint) as string, c.path));
    else (c.mutates ? writes : reads).push(task("node", c.method, c.name, () => runRpcCase(ctx, c)));
  }
  for (const f of suite.flows) {
    const target = flowTarget(f);
    if (!matches(target, f.name)) continue;
    if (!options.urls[f.api]) results.push(skipped(f.api, target, f.name, "flow", `no --${f.api}-url`));
    else if (MUTATING_FLOWS.has(f.kind) && !options.allowMutations)
      results.push(skipped(f.api, target, f.name, "flow", "changes node state: needs --allow-mutations"));
    else if (f.api === "node" && "path" in f && off(kindOf(f.path)))
      results.push(skipped(f.api, target, f.name, "flow", off(kindOf(f.path)) as string));
    else (MUTATING_FLOWS.has(f.kind) ? writes : reads).push(task(f.api, target, f.name, () => runFlow(ctx, f)));
  }
  results.push(...(await pool(reads, concurrency, guard)));
  // State-changing cases run one at a time, in the suite's order (which sets up the states they need).
  for (const w of writes) results.push(await guard(w));
  return results;
}
