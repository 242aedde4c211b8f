// The assembled documents in a browser build: bundled as JSON (no file system), copied per call so that two
// mocks never share a document. The node document is the dereferenced one, as Node reads it, bundled packed (each
// repeated subtree once: about 10 KB less gzipped) and unpacked per call into a document of its own.
import data from "@avaspec/specs/data.openapi.json" with { type: "json" };
import metrics from "@avaspec/specs/metrics.openapi.json" with { type: "json" };
import nodePacked from "@avaspec/specs/node.openrpc.deref.packed.json" with { type: "json" };
import { unpackSharedSubtrees } from "@avaspec/specs/shared-subtrees";
import type { ApiDocuments } from "./documents.js";

export type { ApiDocuments };

export function loadApiDocuments(): ApiDocuments {
  return { ...(structuredClone({ metrics, data }) as Omit<ApiDocuments, "node">), node: loadNodeDocument() };
}

/** The node's OpenRPC document, dereferenced. */
export function loadNodeDocument(): Record<string, any> {
  return unpackSharedSubtrees(nodePacked);
}
