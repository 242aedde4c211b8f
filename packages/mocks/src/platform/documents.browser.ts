// The assembled documents in a browser build: bundled as JSON (no file system), copied per call so that two
// mocks never share a document. They are the lean ones, without the prose no engine reads (descriptions,
// summaries: about 10 KB gzipped of a page's start), every schema and example whole. The node document is the
// dereferenced one, as Node reads it, bundled packed (each repeated subtree once: about 10 KB less gzipped) and
// unpacked per call into a document of its own.
import data from "@avaspec/specs/data.openapi.lean.json" with { type: "json" };
import metrics from "@avaspec/specs/metrics.openapi.lean.json" with { type: "json" };
import nodePacked from "@avaspec/specs/node.openrpc.deref.lean.packed.json" with { type: "json" };
import { unpackSharedSubtrees } from "@avaspec/specs/shared-subtrees";
import { dereference } from "@avaspec/spec-model/deref";
import type { JsonObject } from "@avaspec/spec-model/json";
import type { ApiName } from "../server/exchange.js";
import type { ApiDocuments, RestDocuments } from "./documents.js";

export type { ApiDocuments };

export function loadApiDocuments(): ApiDocuments {
  return { ...loadRestDocuments(), node: loadNodeDocument() };
}

/** The REST documents, refs kept. */
export function loadRestDocuments(): RestDocuments {
  return structuredClone({ metrics, data }) as RestDocuments;
}

/** An API's document: the REST ones dereferenced here; the node's is bundled dereferenced only. */
export function loadDocument(api: ApiName, dereferenced: boolean): JsonObject {
  if (api === "node") {
    if (!dereferenced) throw new Error("@avaspec/mocks (browser build) bundles the node document dereferenced only");
    return loadNodeDocument();
  }
  const document = loadRestDocuments()[api];
  return dereferenced ? dereference(document) : document;
}

/** A page watches no file. */
export function documentFile(api: ApiName): string {
  throw new Error(`@avaspec/mocks (browser build) reads no file: the ${api} document is bundled`);
}

/** The node's OpenRPC document, dereferenced. */
export function loadNodeDocument(): Record<string, any> {
  return unpackSharedSubtrees(nodePacked);
}
