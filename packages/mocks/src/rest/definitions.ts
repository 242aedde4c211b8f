// The two REST APIs as the engine takes them: each assembled document with its rules (each API's rules read the
// other's document: the chain catalogue is shared). No file is read here, so a browser build can use them.
import { dataRules } from "../data/rules.js";
import { metricsRules } from "../metrics/rules.js";
import type { RestApiDefinition } from "./rules.js";
import { dereference } from "@avaspec/spec-model/deref";
import type { JsonSchema } from "./spec.js";

/** The assembled documents (refs kept), as @avaspec/specs ships them. */
export interface RestDocuments {
  metrics: JsonSchema;
  data: JsonSchema;
}

/** Each document dereferenced once: both APIs' rules read both documents (the chain catalogue is shared). */
const dereferenced = new WeakMap<JsonSchema, JsonSchema>();
function dereferencedOf(document: JsonSchema): JsonSchema {
  let out = dereferenced.get(document);
  if (!out) dereferenced.set(document, (out = dereference(document)));
  return out;
}

/** Local mode: the mirror of the local network's blocks the rules read, and its chains (chain/local-catalogue.ts). */
type LocalMirror = import("../chain/local-catalogue.js").LocalChains | undefined;

export function metricsDefinition(documents: RestDocuments, local?: LocalMirror): RestApiDefinition {
  const dataDocument = dereferencedOf(documents.data);
  return {
    name: "metrics",
    document: documents.metrics,
    dereferenced: dereferencedOf(documents.metrics),
    messageStyle: "array",
    rules: (ctx) => metricsRules(ctx, { dataDocument, local }),
    ...settledOf(local),
  };
}

export function dataDefinition(documents: RestDocuments, local?: LocalMirror): RestApiDefinition {
  const metricsDocument = dereferencedOf(documents.metrics);
  return {
    name: "data",
    document: documents.data,
    dereferenced: dereferencedOf(documents.data),
    // DEVIATIONS D7: the Data API's error message is one string
    messageStyle: "string",
    // reference policy 3: the deployed service's header name is accepted too
    headerAliases: { "x-glacier-api-key": "x-data-api-key" },
    rules: (ctx) => dataRules(ctx, { metricsDocument, local }),
    ...settledOf(local),
  };
}

/** Local mode: answers wait for the blocks the node in this thread still mines for sends it answered. */
function settledOf(local: LocalMirror): Pick<RestApiDefinition, "settled"> {
  return local ? { settled: () => local.mirror.settled() } : {};
}
