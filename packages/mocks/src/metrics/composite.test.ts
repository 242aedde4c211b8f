// The composite query's bitset engine against a plain reference (one hash per address and sub-query, Sets for
// AND/OR), its sub-query limit, and the seeded helper it relies on.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dataApi, metricsApi } from "../apis.js";
import { buildCatalogue } from "../catalogue.js";
import { HttpError } from "../rest/errors.js";
import { Seeded } from "@avaspec/chain/world";
import { COMPOSITE_UNIVERSE, CompositeEngine, MAX_COMPOSITE_SUBQUERIES, type SubQuery } from "./composite.js";

const DAY = 86_400;
const catalogue = buildCatalogue("cq", dataApi().dereferenced, metricsApi().dereferenced);
const s = new Seeded("cq/metrics");
const NOW = Date.UTC(2024, 8, 1) / 1000;

/** The definition the engine must agree with, written the slow and obvious way. */
function reference(queries: SubQuery[], operator: "AND" | "OR", now: number) {
  const sets = queries.map((q) => {
    const out = new Set<number>();
    if (q.type !== "AllTimeNativeBalance") {
      const key = JSON.stringify([q.type, q.params]);
      for (let i = 0; i < COMPOSITE_UNIVERSE; i++) if (s.unit("other", key, i) < 0.25) out.add(i);
      return out;
    }
    const p = q.params as Record<string, string>;
    const chain = catalogue.byEvmId.get(p.evmChainId!)!;
    const first = Date.parse(p.firstDate!) / 1000;
    const last = Date.parse(p.lastDate!) / 1000;
    const minLog = p.minBalance === "0" ? -Infinity : Math.log10(Number(p.minBalance));
    const life = Math.max(1, now - chain.genesis);
    for (let i = 0; i < COMPOSITE_UNIVERSE; i++) {
      if (12 + 14 * s.unit("bal", chain.chainId, i) < minLog) continue;
      const start = chain.genesis + s.unit("a0", chain.chainId, i) * life;
      const end = start + s.unit("a1", chain.chainId, i) * (now - start);
      if (end >= first && start <= last + DAY) out.add(i);
    }
    return out;
  });
  const combined =
    operator === "AND"
      ? [...(sets[0] ?? [])].filter((i) => sets.every((x) => x.has(i)))
      : [...new Set(sets.flatMap((x) => [...x]))];
  return {
    indexes: combined.sort((a, b) => a - b),
    counts: Object.fromEntries(queries.map((q, n) => [q.id, sets[n]!.size])),
  };
}

const chainIds = [...catalogue.byEvmId.keys()];
const date = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2024, 8, 1) })
  .map((t) => new Date(t).toISOString().slice(0, 10));
const subQuery = fc.oneof(
  fc.record({
    type: fc.constant("AllTimeNativeBalance"),
    params: fc.record({
      firstDate: date,
      lastDate: date,
      minBalance: fc.constantFrom("0", "1", "1000000000000000000", "10000000000000000000000"),
      evmChainId: fc.constantFrom(...chainIds),
    }),
  }),
  fc.record({
    type: fc.constantFrom("Other", "NftHolder"),
    params: fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
  }),
);

describe("composite query engine", () => {
  it("agrees with the reference definition", () => {
    const engine = new CompositeEngine(catalogue, s);
    fc.assert(
      fc.property(fc.array(subQuery, { minLength: 1, maxLength: 3 }), fc.constantFrom("AND", "OR"), (raw, operator) => {
        const queries = raw
          .map((q, i) => ({ id: `q${i}`, ...q }) as SubQuery)
          .map((q) => {
            const p = q.params as Record<string, string>;
            if (p.firstDate && p.lastDate && p.lastDate < p.firstDate)
              return { ...q, params: { ...p, lastDate: p.firstDate } };
            return q;
          });
        expect(engine.run(queries, operator as "AND" | "OR", NOW)).toEqual(
          reference(queries, operator as "AND" | "OR", NOW),
        );
      }),
      { numRuns: 25, seed: 7 },
    );
  });

  it("refuses more sub-queries than the mock limit with a 400 naming it", () => {
    const engine = new CompositeEngine(catalogue, s);
    const q = (i: number): SubQuery => ({ id: `q${i}`, type: "Other", params: {} });
    const many = Array.from({ length: MAX_COMPOSITE_SUBQUERIES + 1 }, (_, i) => q(i));
    expect(() => engine.run(many.slice(1), "OR", NOW)).not.toThrow();
    try {
      engine.run(many, "OR", NOW);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(400);
      expect((error as HttpError).messages).toEqual([
        `body.queries must contain at most ${MAX_COMPOSITE_SUBQUERIES} elements (mock limit; got ${many.length})`,
      ]);
    }
  });

  it("stops when the request is abandoned", () => {
    const engine = new CompositeEngine(catalogue, s);
    const controller = new AbortController();
    controller.abort();
    expect(() => engine.run([{ id: "a", type: "Other", params: {} }], "OR", NOW, controller.signal)).toThrow();
  });
});

describe("Seeded.unitsOf", () => {
  it("gives the same numbers as unit with the last part appended", () => {
    const f = s.unitsOf("bal", "43114");
    for (const i of [0, 1, 2, 19_999, 2 ** 33 + 5]) expect(f(i)).toBe(s.unit("bal", "43114", i));
  });
});
