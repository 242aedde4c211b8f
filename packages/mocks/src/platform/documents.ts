// What "#documents" gives on every platform (documents.node.ts reads files, documents.browser.ts bundles them).
import type { JsonSchema } from "../rest/spec.js";

/** The REST documents with their refs kept, as @avaspec/specs ships them. */
export interface RestDocuments {
  metrics: JsonSchema;
  data: JsonSchema;
}

/** The REST documents with their refs kept; the node's OpenRPC document dereferenced. */
export interface ApiDocuments extends RestDocuments {
  node: Record<string, any>;
}
