// The assembled documents in a browser build: bundled as JSON (no file system), copied per call so that two
// mocks never share a document. The node document is the dereferenced one, as Node reads it.
import data from "@avaspec/specs/data.openapi.json" with { type: "json" };
import metrics from "@avaspec/specs/metrics.openapi.json" with { type: "json" };
import node from "@avaspec/specs/node.openrpc.deref.json" with { type: "json" };
import type { ApiDocuments } from "./documents.js";

export type { ApiDocuments };

export function loadApiDocuments(): ApiDocuments {
  return structuredClone({ metrics, data, node }) as ApiDocuments;
}

/** The node's OpenRPC document, dereferenced. */
export function loadNodeDocument(): Record<string, any> {
  return structuredClone(node);
}
