// A Common that merges the same parameter set once. @ethereumjs copies the chain's Common for every block header and
// every transaction it builds or decodes, and each copy merges the block's or the transaction's parameters again:
// JSON copies of them and a rebuilt parameter cache, about a tenth of a mined transfer's CPU (profile, DESIGN.md).
// Common.copy is shallow: a copy starts with its original's cache object and the shared parameter table. So the cache
// a merge built from a given cache and parameter set is the answer for every later copy doing the same merge. A
// hardfork or EIP change builds a new cache object, which has no such answer yet.
// isActivatedEIP, asked by the interpreter several times an opcode, is an Array.includes over the activated list (4.7%
// of a new-holder eth_call): it is answered from a Set per list. A hardfork or EIP change assigns a new list (never
// mutated in place): the Set is kept with the list it was made from and made again when the list is another. Plain
// fields, not private ones, so that Common.copy (Object.assign) hands both to the copy.
import { Common, type ParamsDict } from "@ethereumjs/common";

/** a parameter cache → (a parameter set merged into it → the cache that merge built); caches are never mutated */
const mergedInto = new WeakMap<object, Map<ParamsDict, object>>();

interface CacheHolder {
  _paramsCache: object;
  _activatedEIPsCache: readonly number[];
}

export class ParamsMemoCommon extends Common {
  /** the activated-EIP list `activatedSet` was made from */
  protected activatedSetOf: readonly number[] | undefined;
  protected activatedSet: ReadonlySet<number> = new Set();

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

  override isActivatedEIP(eip: number): boolean {
    const list = (this as unknown as CacheHolder)._activatedEIPsCache;
    if (this.activatedSetOf !== list) {
      this.activatedSet = new Set(list);
      this.activatedSetOf = list;
    }
    return this.activatedSet.has(eip);
  }
}

function remember(from: object, params: ParamsDict, to: object): void {
  const byParams = mergedInto.get(from) ?? new Map<ParamsDict, object>();
  byParams.set(params, to);
  mergedInto.set(from, byParams);
}
