// The worlds of a catalogue: one ChainWorld (@avaspec/chain/world) per chain, keyed like the catalogue (EVM chain ID or
// blockchain ID). The glue between the world and the mocks' documents: the Data API mock builds them from its
// documents; the node mock (in its own thread, without the REST documents loaded) from the assembled data and
// metrics documents, dereferenced for the build only.
import { loadApiDocuments } from "#documents";
import { buildCatalogue, type Catalogue, type ChainEntry } from "../catalogue.js";
import { dereference } from "@avaspec/spec-model/deref";
import { ChainWorld } from "@avaspec/chain/world";

/** A world whose `chain` is the catalogue's entry. */
export type CatalogueWorld = ChainWorld<ChainEntry>;

export interface Worlds {
  catalogue: Catalogue;
  /** the world of a chain, by EVM chain ID (decimal string) */
  byChainId: ReadonlyMap<string, CatalogueWorld>;
  /** the world of a catalogue entry */
  of(entry: ChainEntry): CatalogueWorld;
}

export function worldsOf(seed: string, catalogue: Catalogue): Worlds {
  const byChainId = new Map(catalogue.chains.map((c) => [c.chainId, new ChainWorld(seed, c)]));
  return { catalogue, byChainId, of: (entry) => byChainId.get(entry.chainId)! };
}

/** A few seeds' worlds, kept: a node state reset (or a second mock with the same seed) reuses them. */
const cache = new Map<string, Worlds>();
const CACHED_SEEDS = 8;

/** The worlds of the catalogue the Data API mock serves for this seed, from the assembled documents. */
export function defaultWorlds(seed: string): Worlds {
  let worlds = cache.get(seed);
  if (!worlds) {
    const documents = loadApiDocuments();
    // the catalogue's records are shaped by the schemas: their refs resolved (the documents are dropped after)
    worlds = worldsOf(seed, buildCatalogue(seed, dereference(documents.data), dereference(documents.metrics)));
    if (cache.size >= CACHED_SEEDS) cache.delete(cache.keys().next().value!);
    cache.set(seed, worlds);
  }
  return worlds;
}
