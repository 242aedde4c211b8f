// The composite query's address sets. Every sub-query selects from the same universe of addresses, so a set is a
// bitset over the universe and AND/OR are word-wise. Each chain's seeded address traits are computed once (typed
// arrays), so a sub-query costs one pass of comparisons instead of tens of thousands of hashes.
import type { Catalogue, ChainEntry } from "../catalogue.js";
import { HttpError } from "../rest/errors.js";
import { MAX_BODY_ARRAY_ITEMS, tooManyItems } from "../rest/limits.js";
import type { Seeded } from "@avaspec/chain/world";

const DAY = 86_400;
/** Addresses a composite query chooses from, per chain. */
export const COMPOSITE_UNIVERSE = 20_000;
/**
 * Mock limit: sub-queries in one composite query, the limit on any array of a request body (checked before
 * validation too). The seed sets none and the deployed limit is unknown; a declared 400 names it (DEVIATIONS).
 */
export const MAX_COMPOSITE_SUBQUERIES = MAX_BODY_ARRAY_ITEMS;

const WORDS = Math.ceil(COMPOSITE_UNIVERSE / 32);

export interface SubQuery {
  id: string;
  type: string;
  params: Record<string, unknown>;
}

export interface CompositeSets {
  /** universe indexes selected by the combined query, ascending */
  indexes: number[];
  /** selected addresses per sub-query id */
  counts: Record<string, number>;
}

/** Seeded traits of every universe address on one chain: peak balance (log10 wei) and active period fractions. */
interface ChainTraits {
  balanceLog: Float64Array;
  startFraction: Float64Array;
  endFraction: Float64Array;
}

export class CompositeEngine {
  readonly #traits = new Map<string, ChainTraits>();
  constructor(
    private readonly catalogue: Catalogue,
    private readonly s: Seeded,
  ) {}

  /** the generator the universe's addresses come from */
  get seeded(): Seeded {
    return this.s;
  }

  /** Combines the sub-queries; throws HttpError 400/404 for faults the schema cannot express. */
  run(queries: SubQuery[], operator: "AND" | "OR", now: number, signal?: AbortSignal): CompositeSets {
    if (queries.length > MAX_COMPOSITE_SUBQUERIES) throw tooManySubQueries(queries.length);
    const ids = new Set<string>();
    const sets: Uint32Array[] = [];
    const counts: Record<string, number> = {};
    queries.forEach((q, n) => {
      signal?.throwIfAborted();
      if (ids.has(q.id)) throw new HttpError(400, [`queries.${n}.id must be unique: "${q.id}" is used twice`]);
      ids.add(q.id);
      const selected = this.#subQuery(q, n, now);
      sets.push(selected);
      counts[q.id] = popcount(selected);
    });
    const combined = new Uint32Array(WORDS);
    if (operator === "AND" && sets.length > 0) combined.fill(0xffffffff);
    for (const set of sets) {
      for (let w = 0; w < WORDS; w++)
        combined[w] = operator === "AND" ? combined[w]! & set[w]! : combined[w]! | set[w]!;
    }
    return { indexes: members(combined), counts };
  }

  #subQuery(q: SubQuery, n: number, now: number): Uint32Array {
    const out = new Uint32Array(WORDS);
    if (q.type !== "AllTimeNativeBalance") {
      // sub-query types the source document does not define: a seeded quarter of the universe, fixed by type and params
      // the key is hashed once, not once per address: params may be long
      const unitOf = this.s.unitsOf("other", JSON.stringify([q.type, q.params]));
      for (let i = 0; i < COMPOSITE_UNIVERSE; i++) if (unitOf(i) < 0.25) set(out, i);
      return out;
    }
    const p = q.params as { firstDate: string; lastDate: string; minBalance: string; evmChainId: string };
    const chain = this.catalogue.byEvmId.get(p.evmChainId);
    if (!chain) throw new HttpError(404, [`queries.${n}.params.evmChainId: chain ${p.evmChainId} not found`]);
    const first = Date.parse(p.firstDate) / 1000;
    const last = Date.parse(p.lastDate) / 1000;
    if (!Number.isFinite(first))
      throw new HttpError(400, [`queries.${n}.params.firstDate must be a date (e.g. 2024-01-01)`]);
    if (!Number.isFinite(last))
      throw new HttpError(400, [`queries.${n}.params.lastDate must be a date (e.g. 2024-08-31)`]);
    if (last < first) throw new HttpError(400, [`queries.${n}.params.lastDate must not be before firstDate`]);
    if (!/^[0-9]+$/.test(p.minBalance))
      throw new HttpError(400, [`queries.${n}.params.minBalance must be a non-negative integer amount in wei`]);
    const minLog = p.minBalance === "0" ? -Infinity : Math.log10(Number(p.minBalance));
    const t = this.#traitsOf(chain);
    const life = Math.max(1, now - chain.genesis);
    for (let i = 0; i < COMPOSITE_UNIVERSE; i++) {
      if (t.balanceLog[i]! < minLog) continue;
      const start = chain.genesis + t.startFraction[i]! * life;
      const end = start + t.endFraction[i]! * (now - start);
      if (end >= first && start <= last + DAY) set(out, i);
    }
    return out;
  }

  #traitsOf(chain: ChainEntry): ChainTraits {
    let t = this.#traits.get(chain.chainId);
    if (t) return t;
    t = {
      balanceLog: new Float64Array(COMPOSITE_UNIVERSE),
      startFraction: new Float64Array(COMPOSITE_UNIVERSE),
      endFraction: new Float64Array(COMPOSITE_UNIVERSE),
    };
    const balance = this.s.unitsOf("bal", chain.chainId);
    const start = this.s.unitsOf("a0", chain.chainId);
    const end = this.s.unitsOf("a1", chain.chainId);
    for (let i = 0; i < COMPOSITE_UNIVERSE; i++) {
      // each address: a peak native balance (1e12–1e26 wei, log-uniform) and an active period on this chain
      t.balanceLog[i] = 12 + 14 * balance(i);
      t.startFraction[i] = start(i);
      t.endFraction[i] = end(i);
    }
    this.#traits.set(chain.chainId, t); // bounded: one entry per catalogue chain
    return t;
  }
}

export function tooManySubQueries(count: number): HttpError {
  return new HttpError(400, [tooManyItems("body.queries", count)]);
}

function set(bits: Uint32Array, i: number): void {
  bits[i >>> 5] = (bits[i >>> 5] ?? 0) | (1 << (i & 31));
}

function popcount(bits: Uint32Array): number {
  let n = 0;
  for (let w of bits) {
    w -= (w >>> 1) & 0x55555555;
    w = (w & 0x33333333) + ((w >>> 2) & 0x33333333);
    n += (((w + (w >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return n;
}

function members(bits: Uint32Array): number[] {
  const out: number[] = [];
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w]!;
    while (word !== 0) {
      const low = word & -word;
      out.push(w * 32 + 31 - Math.clz32(low));
      word ^= low;
    }
  }
  return out.filter((i) => i < COMPOSITE_UNIVERSE);
}
