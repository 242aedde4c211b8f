// What "#documents" gives on every platform (documents.node.ts reads files, documents.browser.ts bundles them).
import type { JsonSchema } from "../rest/spec.js";

/** The REST documents with their refs kept; the node's OpenRPC document dereferenced. */
export interface ApiDocuments {
  metrics: JsonSchema;
  data: JsonSchema;
  node: Record<string, any>;
}
