// Flow kind "indexLink", at every instance of an index-like endpoint: the last accepted container, then by its id,
// its index, and by that index, must agree; a range starting past the last accepted is an error; the container's
// bytes and id encodings hold. The methods are found by their params and results.
import { excerpt, quoted } from "@avaspec/exchange-checks";
import type { JsonObject, Method } from "@avaspec/spec-model";
import { isDeepStrictEqual } from "node:util";
import { type Context, errorMatches, fail } from "../checks.js";
import { paramNames, resultProps } from "../derive/rpc-context.js";
import type { CaseResult } from "../results.js";
import type { RpcErrorSpec } from "../types.js";
import { containerFailures } from "../values.js";
import type { RpcFlowKind, RpcFlowSource } from "./kind.js";
import { call, paramValue } from "./steps.js";

export interface IndexLinkFlow {
  kind: "indexLink";
  api: "node";
  name: string;
  endpoint: string;
  path: string;
  /** Method names found by their params and results. */
  last: string;
  byId?: string;
  getIndex?: string;
  byIndex?: string;
  range?: { method: string; startParam: string; countParam: string };
  /** Extra params every call of this endpoint carries (e.g. encoding). */
  common: Record<string, unknown>;
  emptyError: RpcErrorSpec[];
  rangeError: RpcErrorSpec[];
  /** Container fields whose encodings are checked: `bytes` hex with a sha256 checksum, `id` CB58 of its hash. */
  container?: { id: string; bytes: string };
}

export const indexLinkFlows: RpcFlowKind<IndexLinkFlow> = {
  kind: "indexLink",
  derive: deriveIndexLinks,
  targets: (f) => [f.last, ...[f.byId, f.getIndex, f.byIndex, f.range?.method].filter((x): x is string => Boolean(x))],
  run: runIndexLink,
};

// ------------------------------------------------------------------ derivation

/** Index-like endpoints: a "last accepted" method and id/index lookups, found by their params and results. */
function deriveIndexLinks({ ctx, kind, methods }: RpcFlowSource): IndexLinkFlow[] {
  const { pathsOf, exampleParams, errSpec } = ctx;
  const flows: IndexLinkFlow[] = [];
  const readOnly = methods.filter((m) => !m.mutates);
  const containerLike = (m: Method) => resultProps(m).includes("id") && resultProps(m).includes("index");
  const onlyOptionalOr = (m: Method, allowed: string[]) =>
    m.params.every((p) => !p.required || allowed.includes(p.name));
  const commonParams = readOnly.length
    ? paramNames(readOnly[0] as Method).filter((n) => readOnly.every((m) => paramNames(m).includes(n)))
    : [];
  const last = readOnly.find(
    (m) => containerLike(m) && onlyOptionalOr(m, commonParams) && paramNames(m).every((n) => commonParams.includes(n)),
  );
  if (!last) return flows;
  const byId = readOnly.find((m) => m !== last && containerLike(m) && paramNames(m).includes("id"));
  const getIndex = readOnly.find(
    (m) => !containerLike(m) && paramNames(m).includes("id") && resultProps(m).includes("index"),
  );
  const byIndex = readOnly.find((m) => m !== last && containerLike(m) && paramNames(m).includes("index"));
  const rangeM = readOnly.find(
    (m) =>
      m.params.filter((p) => p.required && !commonParams.includes(p.name)).length === 2 &&
      paramNames(m).some((n) => /^start/i.test(n)),
  );
  const common: Record<string, unknown> = {};
  for (const n of commonParams) {
    const v = exampleParams.get(last.name)?.[n];
    if (v !== undefined) common[n] = v;
  }
  for (const path of pathsOf(kind, last)) {
    flows.push({
      kind: "indexLink",
      api: "node",
      name: `flow: ${[last, byId, getIndex, byIndex]
        .filter((m): m is Method => Boolean(m))
        .map((m) => m.name)
        .join(" → ")} agree at ${path}`,
      endpoint: kind,
      path,
      last: last.name,
      ...(byId ? { byId: byId.name } : {}),
      ...(getIndex ? { getIndex: getIndex.name } : {}),
      ...(byIndex ? { byIndex: byIndex.name } : {}),
      ...(rangeM
        ? {
            range: {
              method: rangeM.name,
              startParam: paramNames(rangeM).find((n) => /^start/i.test(n)) as string,
              countParam: paramNames(rangeM).find((n) => !/^start/i.test(n) && !commonParams.includes(n)) as string,
            },
          }
        : {}),
      common,
      emptyError: last.errors.map(errSpec),
      rangeError: (rangeM?.errors ?? []).map(errSpec),
      ...containerOf(last),
    });
  }
  return flows;
}

/**
 * The container fields whose encodings a result shows: `bytes` described with its sha256 checksum, and an `id` in CB58
 * (the CB58Id schema), which is the CB58 of the payload's hash.
 */
function containerOf(m: Method) {
  const props: JsonObject = m.result?.schema?.properties ?? {};
  const bytes = Object.keys(props).find(
    (k) => /sha-?256/i.test(props[k]?.description ?? "") && /^0x/.test(props[k]?.pattern?.slice(1) ?? ""),
  );
  const id = Object.keys(props).find((k) => props[k]?.title === "CB58Id");
  return bytes && id ? { container: { id, bytes } } : {};
}

// ------------------------------------------------------------------ run

async function runIndexLink(ctx: Context, f: IndexLinkFlow, result: CaseResult) {
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
    // Contract rule: startIndex past the last accepted index is an error.
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
