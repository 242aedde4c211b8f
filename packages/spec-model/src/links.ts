// The OpenAPI links of an operation's answer (runtime expressions to the next call), each with the operation it
// points to, found by operationId or operationRef.
import { type JsonObject, resolveRef } from "./json.js";
import type { Operation } from "./rest.js";

export interface Link {
  /** its key in the answer's links */
  name: string;
  /** the operation it points to, when the document has it */
  target?: Operation;
  /** parameter name (or "in.name") → runtime expression or constant */
  parameters: Record<string, unknown>;
  requestBody?: unknown;
}

/** The links of an answer of `op` (a status, "200" by default), in document order; `operations`: the document's. */
export function readLinks(doc: JsonObject, op: Operation, operations: readonly Operation[], status = "200"): Link[] {
  const answer = resolveRef(doc, op.raw.responses?.[status]);
  return Object.entries<any>(answer?.links ?? {}).map(([name, raw]) => {
    const link = resolveRef(doc, raw) ?? {};
    const target = operations.find(
      (o) =>
        o.raw.operationId === link.operationId ||
        (link.operationRef && link.operationRef === `#/paths/${pointerToken(o.path)}/${o.method}`),
    );
    return {
      name,
      ...(target ? { target } : {}),
      parameters: link.parameters ?? {},
      ...(link.requestBody !== undefined ? { requestBody: link.requestBody } : {}),
    };
  });
}

/** A path as one JSON pointer token. */
const pointerToken = (path: string) => path.replace(/~/g, "~0").replace(/\//g, "~1");
