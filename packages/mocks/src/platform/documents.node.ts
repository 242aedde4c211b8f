// The assembled documents in Node: read from @avaspec/specs' dist/ (a fresh copy per call).
import { loadSpec } from "@avaspec/specs";
import type { ApiDocuments } from "./documents.js";

export type { ApiDocuments };

export function loadApiDocuments(): ApiDocuments {
  return { metrics: loadSpec("metrics"), data: loadSpec("data"), node: loadNodeDocument() };
}

/** The node's OpenRPC document, dereferenced. */
export function loadNodeDocument(): Record<string, any> {
  return loadSpec("node", { dereferenced: true });
}
