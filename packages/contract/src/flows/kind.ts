// What a flow kind is: how its flows are derived from the specs (at generation time) and how one is run against a
// server (at run time), in one module per kind. kinds.ts lists them.
import type { JsonObject, Method, Operation as ModelOperation } from "@avaspec/spec-model";
import type { Context } from "../checks.js";
import type { DayOnly, Operation, Requests } from "../derive/rest-operation.js";
import type { RpcContext } from "../derive/rpc-context.js";
import type { CaseResult } from "../results.js";

/** What a REST flow kind derives its flows from: one operation, with the requests its cases are built from. */
export interface RestFlowSource {
  operation: Operation;
  /** every operation of the document (the targets of links) */
  operations: readonly ModelOperation[];
  doc: JsonObject;
  requests: Requests;
  dayOnly: DayOnly;
}

/** What a JSON-RPC flow kind derives its flows from: one endpoint kind and its methods (after the methods' cases). */
export interface RpcFlowSource {
  ctx: RpcContext;
  /** the endpoint kind (a key of x-avaspec-endpoints) */
  kind: string;
  methods: Method[];
}

/** A flow kind's run-time half. Methods (not function properties), so that a kind of one flow type is a kind of all. */
export interface FlowRunner<F extends { kind: string }> {
  kind: F["kind"];
  /** The operations or methods a flow calls; the first is the one it is reported under. */
  targets(f: F): [string, ...string[]];
  /** Runs one flow, recording what the server answered and every failed check in `result`. */
  run(ctx: Context, f: F, result: CaseResult): Promise<void>;
}

export interface RestFlowKind<F extends { kind: string }> extends FlowRunner<F> {
  derive(source: RestFlowSource): F[];
}

export interface RpcFlowKind<F extends { kind: string }> extends FlowRunner<F> {
  derive(source: RpcFlowSource): F[];
}
