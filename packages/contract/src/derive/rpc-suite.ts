// The JSON-RPC part of the suite: each method's cases, each endpoint kind's cases, then the flows every JSON-RPC flow
// kind derives from each endpoint kind's methods (flows/kinds.ts).
import type { JsonObject } from "@avaspec/spec-model";
import { RPC_FLOW_KINDS } from "../flows/kinds.js";
import type { Flow } from "../suite.js";
import type { OperationInfo, RpcCase } from "../types.js";
import { endpointCases } from "./rpc-endpoint-cases.js";
import { methodCases } from "./rpc-cases.js";
import { rpcContext } from "./rpc-context.js";
import type { SuitePart } from "./rest-suite.js";
import { makeAjv } from "./schema.js";

export function rpcSuite(doc: JsonObject): SuitePart<RpcCase> {
  const ctx = rpcContext(doc, makeAjv("openrpc"));
  const operations: OperationInfo[] = [];
  for (const m of ctx.methods) operations.push(methodCases(ctx, m));
  for (const [kind, ep] of Object.entries(ctx.endpoints)) endpointCases(ctx, kind, ep);
  const flows: Flow[] = [];
  for (const [kind, methods] of ctx.methodsByKind)
    for (const flowKind of RPC_FLOW_KINDS) flows.push(...flowKind.derive({ ctx, kind, methods }));
  return { operations, cases: ctx.cases, flows };
}
