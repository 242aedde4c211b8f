// The operations of an OpenAPI document, read by @avaspec/spec-model, in the shape the checkers (and the contract
// suite's draws) use: the operation and parameter objects as written.
import { readOperations } from "@avaspec/spec-model";

export interface RestOperation {
  /** operationId, or "METHOD /path" for an operation without one. */
  id: string;
  method: string;
  /** Path template, e.g. /v2/chains/{chainId}/metrics/{metric}. */
  path: string;
  pathParamNames: string[];
  op: any;
  /** Path-item and operation parameters merged (the operation's win), as written. */
  parameters: any[];
}

export function operationsOf(doc: any): Map<string, RestOperation> {
  return new Map(
    readOperations(doc).map((o) => [
      o.id,
      {
        id: o.id,
        method: o.method,
        path: o.path,
        pathParamNames: o.pathParamNames,
        op: o.raw,
        parameters: o.parameters.map((p) => p.raw),
      },
    ]),
  );
}
