// Flow kind "aliasLink": a state-changing method with an `alias` parameter creates an alias, then a read-only call
// goes through it (and, where a method lists aliases, the new one is listed).
import { excerpt, jsonPrefix } from "@avaspec/exchange-checks";
import type { Endpoint, Method } from "@avaspec/spec-model";
import { randomBytes } from "node:crypto";
import { type Context, fail } from "../checks.js";
import { paramNames, resultProps, type RpcContext, shapeFor } from "../derive/rpc-context.js";
import type { CaseResult } from "../results.js";
import type { RpcCall } from "../types.js";
import type { RpcFlowKind, RpcFlowSource } from "./kind.js";
import { call, ITEM_KEY_CHARS } from "./steps.js";

export interface AliasLinkFlow {
  kind: "aliasLink";
  api: "node";
  name: string;
  method: string;
  path: string;
  params: Record<string, unknown>;
  aliasParam: string;
  /** Where the alias is served: a path template with {alias}. */
  aliasPath: string;
  /** A read-only call to make through the alias. */
  through: RpcCall;
  /** Optional read-back: a method listing aliases. */
  list?: { method: string; path: string; params: Record<string, unknown> };
}

export const aliasLinkFlows: RpcFlowKind<AliasLinkFlow> = {
  kind: "aliasLink",
  derive: deriveAliasLinks,
  targets: (f) => [f.method, ...[f.through.method, f.list?.method].filter((x): x is string => Boolean(x))],
  run: runAliasLink,
};

// ------------------------------------------------------------------ derivation

/** Aliases: a mutating method with an "alias" parameter, then a read-only call through the alias. */
function deriveAliasLinks({ ctx, kind, methods }: RpcFlowSource): AliasLinkFlow[] {
  const { pathsOf, exampleParams } = ctx;
  const flows: AliasLinkFlow[] = [];
  for (const m of methods.filter((x) => x.mutates && paramNames(x).includes("alias"))) {
    const target = paramNames(m).find((n) => n !== "alias");
    const base = exampleParams.get(m.name) ?? {};
    const path = pathsOf(kind, m)[0] as string;
    const flow =
      target === "endpoint"
        ? endpointAlias(ctx, m, base, path)
        : target
          ? chainAlias({ ctx, kind, methods }, m, target, base, path)
          : undefined;
    if (flow) flows.push(flow);
  }
  return flows;
}

/** An alias of an endpoint (admin.alias): served at /ext/{alias}. */
function endpointAlias(
  { endpoints, methodsByKind, exampleParams }: RpcContext,
  m: Method,
  base: Record<string, unknown>,
  path: string,
): AliasLinkFlow | undefined {
  const [epKind, ep] =
    Object.entries(endpoints).find(([, e]) => e.aliasable === true && !/\{/.test(e.path)) ?? ([] as undefined[]);
  const via = (methodsByKind.get(epKind as string) ?? []).find((x) => !x.mutates);
  if (!ep || !via) return undefined;
  return {
    kind: "aliasLink",
    api: "node",
    name: `flow: ${m.name} created, then ${via.name} called through it`,
    method: m.name,
    path,
    params: { ...base, endpoint: String(ep.path).replace(/^\/ext\//, "") },
    aliasParam: "alias",
    aliasPath: "/ext/{alias}",
    through: { method: via.name, params: shapeFor(via, exampleParams.get(via.name) ?? {}) },
  };
}

/** An alias of a chain (admin.aliasChain): served where the chain is, listed by a method that lists aliases. */
function chainAlias(
  { ctx, kind, methods }: RpcFlowSource,
  m: Method,
  target: string,
  base: Record<string, unknown>,
  path: string,
): AliasLinkFlow | undefined {
  const { endpoints, methodsByKind, pathsOf, exampleParams } = ctx;
  const [epKind, ep] = (Object.entries(endpoints).find(
    ([k, e]) => e.chainAliasable === true && (methodsByKind.get(k) ?? []).some((x) => !x.mutates),
  ) ?? []) as [string?, Endpoint?];
  const via = (methodsByKind.get(epKind as string) ?? []).find((x) => !x.mutates);
  const list = methods.find(
    (x) => !x.mutates && paramNames(x).includes(target) && resultProps(x).some((p) => /alias/i.test(p)),
  );
  if (!ep || !via) return undefined;
  const listed = list ? `, and listed by ${list.name}` : "";
  const chainPath = pathsOf(epKind as string, via)[0] ?? "";
  const chainVar = String(ep.path).match(/\{(\w+)\}/)?.[1] ?? "blockchainId";
  const chainValue = decodeURIComponent(
    chainPath.split("/")[String(ep.path).split("/").indexOf(`{${chainVar}}`)] ?? "",
  );
  return {
    kind: "aliasLink",
    api: "node",
    name: `flow: ${m.name} created, then ${via.name} called through it${listed}`,
    method: m.name,
    path,
    params: { ...base, [target]: chainValue },
    aliasParam: "alias",
    aliasPath: String(ep.path).replace(`{${chainVar}}`, "{alias}"),
    through: { method: via.name, params: shapeFor(via, exampleParams.get(via.name) ?? {}) },
    ...(list
      ? {
          list: {
            method: list.name,
            path: pathsOf(kind, list)[0] as string,
            params: { ...(exampleParams.get(list.name) ?? {}), [target]: chainValue },
          },
        }
      : {}),
  };
}

// ------------------------------------------------------------------ run

async function runAliasLink(ctx: Context, f: AliasLinkFlow, result: CaseResult) {
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
