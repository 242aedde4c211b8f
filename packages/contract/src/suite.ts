// The whole contract suite as data (src/generated/suite.json): the cases of types.ts and the flows of every flow kind.
import type { Flow } from "./flows/kinds.js";
import type { ApiName, OperationInfo, RestCase, RpcCase } from "./types.js";

export type { Flow } from "./flows/kinds.js";

export interface Suite {
  $comment: string;
  specs: Record<ApiName, { title: string; version: string } | null>;
  operations: OperationInfo[];
  rest: RestCase[];
  rpc: RpcCase[];
  flows: Flow[];
}
