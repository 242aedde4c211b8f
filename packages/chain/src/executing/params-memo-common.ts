// A Common that merges the same parameter set once. @ethereumjs copies the chain's Common for every block header and
// every transaction it builds or decodes, and each copy merges the block's or the transaction's parameters again:
// JSON copies of them and a rebuilt parameter cache, about a tenth of a mined transfer's CPU (profile, DESIGN.md).
// Common.copy is shallow: a copy starts with its original's cache object and the shared parameter table. So the cache
// a merge built from a given cache and parameter set is the answer for every later copy doing the same merge. A
// hardfork or EIP change builds a new cache object, which has no such answer yet.
import { Common, type ParamsDict } from "@ethereumjs/common";

/** a parameter cache → (a parameter set merged into it → the cache that merge built); caches are never mutated */
const mergedInto = new WeakMap<object, Map<ParamsDict, object>>();

interface CacheHolder {
  _paramsCache: object;
}

export class ParamsMemoCommon extends Common {
  override updateParams(params: ParamsDict): void {
    const holder = this as unknown as CacheHolder;
    const before = holder._paramsCache;
    const known = mergedInto.get(before)?.get(params);
    if (known) {
      holder._paramsCache = known;
      return;
    }
    super.updateParams(params);
    const after = holder._paramsCache;
    remember(before, params, after);
    remember(after, params, after); // merging the same set again changes nothing
  }
}

function remember(from: object, params: ParamsDict, to: object): void {
  const byParams = mergedInto.get(from) ?? new Map<ParamsDict, object>();
  byParams.set(params, to);
  mergedInto.set(from, byParams);
}
