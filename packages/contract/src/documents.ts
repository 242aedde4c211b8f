// The documents the suite reads: the assembled, dereferenced specs of @avaspec/specs, and what @avaspec/spec-model
// reads in each (kept per document object, so that runs against the same documents read them once).
import { type JsonObject, type Operation, operationsById, readRpc, type RpcModel } from "@avaspec/spec-model";
import { loadSpec } from "@avaspec/specs";
import type { ApiName } from "./types.js";

/** The documents of the APIs, as objects (dereferenced); an API without one is skipped. */
export type SpecDocuments = Partial<Record<ApiName, JsonObject>>;

/** The dereferenced documents the suite checks answers against. */
export function loadSpecs(): SpecDocuments {
  const specs: SpecDocuments = {};
  for (const api of ["metrics", "data", "node"] as const) {
    try {
      specs[api] = loadSpec(api, { dereferenced: true });
    } catch {
      // not assembled: its operations show as skipped ("no <api> spec") in the coverage section
    }
  }
  return specs;
}

/** Every assembled document (a validators module of fewer would drift): throws when one is missing. */
export function everyDocument(): SpecDocuments {
  const specs = loadSpecs();
  const missing = (["metrics", "data", "node"] as const).filter((api) => !specs[api]);
  if (missing.length) throw new Error(`no assembled ${missing.join(", ")} spec: build @avaspec/specs first`);
  return specs;
}

function memo<T>(cache: WeakMap<object, T>, doc: object, make: () => T): T {
  let v = cache.get(doc);
  if (v === undefined) cache.set(doc, (v = make()));
  return v;
}

const rpcModels = new WeakMap<object, RpcModel>();
/** The model of a node document, read once. */
export const rpcModelOf = (doc: JsonObject): RpcModel => memo(rpcModels, doc, () => readRpc(doc));

const restModels = new WeakMap<object, Map<string, Operation>>();
/** The operations of a REST document by id, in document order, read once. */
export const operationsOf = (doc: JsonObject): Map<string, Operation> =>
  memo(restModels, doc, () => operationsById(doc));

/** Operation ids (REST) or method names (node) of a document, in document order. */
export function targetIdsOf(doc: JsonObject | undefined, api: ApiName): string[] {
  if (!doc) return [];
  if (api === "node") return rpcModelOf(doc).methodList.map((m) => String(m.name));
  return [...operationsOf(doc).keys()];
}

/** What a target declares: its statuses (REST), or its error codes, each once (node). */
export function declaredOf(doc: JsonObject | undefined, api: ApiName, id: string): string[] {
  if (!doc) return [];
  if (api === "node") return [...new Set((rpcModelOf(doc).methods.get(id)?.errors ?? []).map((e) => String(e.code)))];
  return (operationsOf(doc).get(id)?.answers ?? []).map((a) => a.status);
}
