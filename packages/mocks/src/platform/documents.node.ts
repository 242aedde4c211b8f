// The assembled documents in Node: read from @avaspec/specs' dist/ (a fresh copy per call). Every module of the
// mocks takes its documents from here ("#documents"); the spec model reads them.
import type { JsonObject } from "@avaspec/spec-model/json";
import { loadSpec, specPath } from "@avaspec/specs";
import type { ApiName } from "../server/exchange.js";
import type { ApiDocuments, RestDocuments } from "./documents.js";

export type { ApiDocuments };

export function loadApiDocuments(): ApiDocuments {
  return { ...loadRestDocuments(), node: loadNodeDocument() };
}

/** The REST documents, refs kept. */
export function loadRestDocuments(): RestDocuments {
  return { metrics: loadSpec("metrics"), data: loadSpec("data") };
}

/** The node's OpenRPC document, dereferenced. */
export function loadNodeDocument(): Record<string, any> {
  return loadSpec("node", { dereferenced: true });
}

/** An API's document as @avaspec/specs ships it: refs kept, or dereferenced. */
export function loadDocument(api: ApiName, dereferenced: boolean): JsonObject {
  return loadSpec(api, { dereferenced });
}

/** The file an API's document is read from (a --watch reload watches it): the node's dereferenced one. */
export function documentFile(api: ApiName): string {
  return api === "node" ? specPath("node", { dereferenced: true }) : specPath(api);
}
