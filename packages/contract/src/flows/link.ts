// Flow kind "link": each OpenAPI link of a 200 answer (but the next page, which pagination follows): the source
// request, then the target built from the link's runtime expressions; a link named "same…" answers the very same body.
import { jsonPrefix } from "@avaspec/exchange-checks";
import { readLinks } from "@avaspec/spec-model";
import { isDeepStrictEqual } from "node:util";
import { checkRestAnswer, type Context, fail, sendRest } from "../checks.js";
import type { CaseResult } from "../results.js";
import type { HttpRequest, RestApiName } from "../types.js";
import type { RestFlowKind, RestFlowSource } from "./kind.js";
import { ITEM_KEY_CHARS } from "./steps.js";

export interface LinkFlow {
  kind: "link";
  api: RestApiName;
  operationId: string;
  name: string;
  request: HttpRequest;
  /** The source request's parameter values, keyed "path.name" / "query.name" / "header.name". */
  sourceValues: Record<string, string>;
  target: { operationId: string; method: string; path: string; params: { name: string; in: string }[] };
  /** Link parameters: runtime expressions ($request.path.x, $response.body#/ptr, …) or constants. */
  parameters: Record<string, unknown>;
  requestBody?: unknown;
  /** A link named "same…": the target must answer the very same body. */
  same: boolean;
}

export const linkFlows: RestFlowKind<LinkFlow> = {
  kind: "link",
  derive: deriveLinks,
  targets: (f) => [f.operationId, f.target.operationId],
  run: runLink,
};

// ------------------------------------------------------------------ derivation

function deriveLinks({ operation, operations, doc, requests }: RestFlowSource): LinkFlow[] {
  const { api, operationId, model, params } = operation;
  const { base, request } = requests;
  const flows: LinkFlow[] = [];
  for (const { name: linkName, target, parameters, requestBody } of readLinks(doc, model, operations)) {
    if (Object.values(parameters).some((e) => typeof e === "string" && /nextPageToken/.test(e))) continue;
    if (!target) continue;
    const sourceValues: Record<string, string> = {};
    for (const p of params)
      if (base[p.name] !== undefined)
        sourceValues[`${p.in}.${p.name}`] =
          typeof base[p.name] === "string" ? String(base[p.name]) : JSON.stringify(base[p.name]);
    flows.push({
      kind: "link",
      api,
      operationId,
      name: `link: ${linkName} → ${target.id}`,
      request: request(base),
      sourceValues,
      target: {
        operationId: target.id,
        method: target.method.toUpperCase(),
        path: target.path,
        params: target.parameters.map((p) => ({ name: p.name, in: p.in })),
      },
      parameters,
      ...(requestBody !== undefined ? { requestBody } : {}),
      same: /^same/i.test(linkName),
    });
  }
  return flows;
}

// ------------------------------------------------------------------ run

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

async function runLink(ctx: Context, f: LinkFlow, result: CaseResult) {
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
