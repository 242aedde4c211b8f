// JSON-RPC cases of one endpoint kind (x-avaspec-endpoints, as the model reads it): unknown and ill-formed methods,
// malformed bodies, jsonrpc versions, batches, unknown chains.
import type { Endpoint, Method } from "@avaspec/spec-model";
import type { RpcCase, RpcExpect } from "../types.js";
import { type RpcContext, shapeFor } from "./rpc-context.js";

type EndpointCase = (
  name: string,
  body: string,
  id: RpcCase["id"],
  expect: RpcExpect,
  extra?: Partial<RpcCase>,
) => void;

const MALFORMED = '{"jsonrpc":"2.0","id":1,"method":';
const parseError = (ctx: RpcContext, kind: string) => ({ error: ctx.errorsWithCode(-32700, kind) });

/** Endpoint-level cases: an unknown method, a malformed body, a wrong jsonrpc version, batches, an unknown chain. */
export function endpointCases(ctx: RpcContext, kind: string, ep: Endpoint) {
  const methods = ctx.methodsByKind.get(kind) ?? [];
  const path = ctx.pathsOf(kind, methods[0])[0];
  if (!path) return;
  const sample = methods.find((m) => !m.mutates);
  const ns = String(methods[0]?.name ?? "x.y").match(/^[^._]+[._]/)?.[0] ?? "x.";
  const endpointCase: EndpointCase = (name, body, id, expect, extra = {}) => {
    ctx.cases.push({
      api: "node",
      method: "",
      endpoint: kind,
      path,
      name,
      kind: "negative",
      body,
      id,
      mutates: false,
      expect,
      ...extra,
    });
  };
  methodNameCases(ctx, kind, methods, ns, endpointCase);
  if (sample) sampleCases(ctx, kind, ep, sample, path, endpointCase);
  else endpointCase("malformed JSON body → parse error, id null", MALFORMED, null, parseError(ctx, kind));
}

/** Unknown, ill-formed, uppercase method names, an unknown service. */
function methodNameCases(ctx: RpcContext, kind: string, methods: Method[], ns: string, endpointCase: EndpointCase) {
  const unknown = `${ns}doesNotExist`;
  const methodErrors = ctx
    .errorsLike(/method/i, kind)
    .filter((e) => !/uppercase|ill-formed|malformed/i.test(e.pattern ?? e.message ?? ""));
  const illFormed = ctx.errorsLike(/ill-formed|malformed/i, kind);
  const dotted = /\./.test(ns);
  if (illFormed.length && dotted) {
    const { id, body } = ctx.envelope("nodot", {});
    endpointCase("method nodot (not service.method) → error", body, id, { error: illFormed });
  }
  {
    const { id, body } = ctx.envelope(unknown, methods[0]?.byPosition ? [] : {});
    endpointCase(`unknown method ${unknown} → error`, body, id, {
      error: methodErrors.length ? methodErrors : [{ code: -32601 }, { code: -32000 }],
    });
  }
  const upper = ctx.errorsLike(/uppercase/i, kind);
  if (upper.length && dotted) {
    const { id, body } = ctx.envelope(`${ns}DoesNotExist`, {});
    endpointCase(`method ${ns}DoesNotExist (uppercase after the dot) → error`, body, id, { error: upper });
  }
  const service = ctx.errorsLike(/find service/i, kind);
  if (service.length && dotted) {
    const { id, body } = ctx.envelope("noSuchService.call", {});
    endpointCase("method noSuchService.call (unknown service) → error", body, id, { error: service });
  }
}

/**
 * With a read-only method of the endpoint: a string id echoed, a malformed body, jsonrpc "1.0", batches, and (where the
 * path names a chain) an unknown chain.
 */
function sampleCases(
  ctx: RpcContext,
  kind: string,
  ep: Endpoint,
  sample: Method,
  path: string,
  endpointCase: EndpointCase,
) {
  // Calls that must succeed use the sample's example params, so they go to the sample's own server.
  const samplePath = ctx.defaultPathOf(kind, sample) ?? path;
  const params = () => shapeFor(sample, ctx.exampleParams.get(sample.name) ?? {});
  const stringId = JSON.stringify({ jsonrpc: "2.0", id: "contract-string-id", method: sample.name, params: params() });
  endpointCase(
    "a string id is echoed as sent",
    stringId,
    "contract-string-id",
    { result: true },
    { kind: "derived", methods: [sample.name], path: samplePath },
  );
  endpointCase("malformed JSON body → parse error, id null", MALFORMED, null, parseError(ctx, kind));
  const { id } = ctx.envelope(sample.name, undefined);
  const versionErrors = ctx.errorsLike(/jsonrpc|invalid request/i, kind);
  endpointCase(
    'jsonrpc "1.0" → invalid request',
    JSON.stringify({ jsonrpc: "1.0", id, method: sample.name, params: params() }),
    id,
    { error: versionErrors.length ? versionErrors : ctx.errorsWithCode(-32600, kind) },
    { methods: [sample.name] },
  );
  batchCases(ctx, kind, ep, sample, samplePath, endpointCase);
  unknownChainCase(ctx, ep, sample, path, endpointCase);
}

/** Batches from x-avaspec-endpoints: two calls, empty, over maxBatch; or one where the endpoint takes none. */
function batchCases(
  ctx: RpcContext,
  kind: string,
  ep: Endpoint,
  sample: Method,
  samplePath: string,
  endpointCase: EndpointCase,
) {
  const params = () => shapeFor(sample, ctx.exampleParams.get(sample.name) ?? {});
  const a = ctx.envelope(sample.name, params());
  const b = ctx.envelope(sample.name, params());
  const batch = `[${a.body},${b.body}]`;
  const errorsOr = (re: RegExp, code: number) => {
    const like = ctx.errorsLike(re, kind);
    return like.length ? like : ctx.errorsWithCode(code, kind);
  };
  if (ep.batch === true) {
    endpointCase(
      "batch of two calls → two answers",
      batch,
      null,
      { batch: 2 },
      { kind: "derived", methods: [sample.name, sample.name], path: samplePath },
    );
    endpointCase(
      "empty batch → invalid request",
      "[]",
      null,
      { error: errorsOr(/empty batch/i, -32600) },
      { wholeBatch: { ids: [] } },
    );
    const maxBatch = ep.maxBatch;
    if (typeof maxBatch !== "number") return;
    const calls = Array.from({ length: maxBatch + 1 }, (_, i) =>
      JSON.stringify({ jsonrpc: "2.0", id: i + 1, method: sample.name, params: params() }),
    );
    endpointCase(
      `batch of ${maxBatch + 1} (> maxBatch ${maxBatch}) → invalid request`,
      `[${calls.join(",")}]`,
      null,
      { error: errorsOr(/batch too large/i, -32600) },
      { kind: "rule", wholeBatch: { ids: [1] } },
    );
  } else if (ep.batch === false) {
    endpointCase("batch on an endpoint without batches → parse error", batch, null, parseError(ctx, kind), {
      wholeBatch: { ids: [] },
    });
  }
}

/** Contract rule: an unknown chain is a 404. */
function unknownChainCase(ctx: RpcContext, ep: Endpoint, sample: Method, path: string, endpointCase: EndpointCase) {
  const template = String(ep.path);
  const chainVar = template.match(/\{(blockchainId|chain)\}/)?.[1];
  if (!chainVar) return;
  const unknownPath = template
    .replace(`{${chainVar}}`, chainVar === "chain" ? "Q" : "2ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ")
    .replace(/\{(\w+)\}/g, (_, k) => {
      const inst = ep.instances?.[0];
      return encodeURIComponent(String(inst?.[k] ?? path.split("/")[template.split("/").indexOf(`{${k}}`)] ?? k));
    });
  const c = ctx.envelope(sample.name, shapeFor(sample, ctx.exampleParams.get(sample.name) ?? {}));
  endpointCase(
    `rule: unknown chain (${unknownPath}) → HTTP 404`,
    c.body,
    c.id,
    { httpStatuses: [404] },
    { path: unknownPath, kind: "rule" },
  );
}
