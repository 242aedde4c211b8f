// answerJson must write exactly what JSON.stringify writes, whatever the answer carries: kept values or not, as
// the answer, a property or the elements of an array property, beside values that have no JSON.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { answerJson, servedUnchanged } from "./served-once.js";

const record = () =>
  servedUnchanged({ chainId: "43114", name: "C-Chain", token: { symbol: "AVAX", decimals: 18 }, tags: ["evm"] });

describe("answerJson", () => {
  it("splices kept JSON where JSON.stringify would write the value", () => {
    const a = record();
    const b = servedUnchanged({ chainId: "1", logo: undefined, nested: [1, null, "x"] });
    const answers: unknown[] = [
      a,
      [a, b],
      { chains: [a, b], next: "t" },
      { chains: [a, undefined, () => 1, b, null], skipped: undefined, fn: () => 1, one: a },
      { first: 1, chains: [] },
      { chains: [1, a] },
      { when: new Date(0), chains: [a] },
      Object.assign(Object.create(null), { chains: [a] }),
    ];
    for (const answer of answers) expect(answerJson(answer)).toBe(JSON.stringify(answer));
  });

  it("writes what JSON.stringify writes for any JSON value, kept parts or not", () => {
    const kept = fc.constantFrom(record(), servedUnchanged({ x: [1, { y: "z" }] }));
    const value = fc.oneof(fc.jsonValue(), kept);
    const answer = fc.oneof(
      value,
      fc.array(value),
      fc.dictionary(fc.string(), fc.oneof(value, fc.array(value), fc.constant(undefined))),
    );
    fc.assert(fc.property(answer, (a) => answerJson(a) === JSON.stringify(a)));
  });

  it("freezes what it keeps: the kept JSON cannot go stale", () => {
    const a = record();
    expect(Object.isFrozen(a)).toBe(true);
    expect(Object.isFrozen(a.token)).toBe(true);
    expect(() => {
      (a.token as { symbol: string }).symbol = "changed";
    }).toThrow(TypeError);
  });
});
