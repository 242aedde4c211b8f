import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadDocuments } from "../apis.js";
import { buildCatalogue } from "../catalogue.js";
import { dereference } from "@avaspec/spec-model/deref";
import { Blocks } from "@avaspec/chain/world";

const docs = loadDocuments();
const catalogue = buildCatalogue("blocks-test", dereference(docs.data), dereference(docs.metrics));
const cChain = new Blocks("blocks-test", catalogue.byEvmId.get("43114")!);
const l1 = new Blocks("blocks-test", catalogue.chains.find((c) => !c.pinned && c.status === "OK")!);

describe("seeded blocks", () => {
  it("every hash names its block again, and only on its own chain", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), (n) => {
        for (const chain of [cChain, l1]) expect(chain.numberOfHash(chain.hash(n))).toBe(n);
        const h = l1.hash(n);
        expect(cChain.numberOfHash(h) === undefined || cChain.hash(cChain.numberOfHash(h)!) === h).toBe(true);
      }),
    );
  });

  it("timestamps and cumulative counts never decrease; txCount is their difference", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60_000_000 }), (n) => {
        for (const chain of [cChain, l1]) {
          const b = chain.block(n);
          const p = chain.block(n - 1);
          expect(b.parentHash).toBe(p.blockHash);
          expect(b.blockTimestamp).toBeGreaterThanOrEqual(p.blockTimestamp);
          expect(Number(b.cumulativeTransactions) - Number(p.cumulativeTransactions)).toBe(b.txCount);
          expect(b.txCount).toBeGreaterThanOrEqual(0);
          expect(Number(b.gasUsed)).toBeLessThanOrEqual(Number(b.gasLimit));
        }
      }),
      { numRuns: 300 },
    );
  });

  it("the chain head follows the clock", () => {
    const now = 1_725_000_000;
    const head = cChain.head(now);
    expect(cChain.timestamp(head)).toBeLessThanOrEqual(now);
    expect(cChain.timestamp(head + 1)).toBeGreaterThan(now);
    expect(cChain.head(cChain.timestamp(0) - 1)).toBe(-1);
  });
});
