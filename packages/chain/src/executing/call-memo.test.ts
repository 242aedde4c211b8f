// The call memo's own bounds: entries, bytes, answers too long to keep, and a new state version forgetting all.
import { describe, expect, it } from "vitest";
import type { CallRequest, Hex } from "../chain.js";
import { CallMemo, callKey } from "./call-memo.js";

const HASH: Hex = `0x${"ab".repeat(32)}`;
const key = (n: number) => callKey(HASH, { to: "0x0000000000000000000000000000000000000001", data: `0x${n}` }, 1n);

describe("CallMemo", () => {
  it("keeps answers of one state version and forgets them all at the next", () => {
    const memo = new CallMemo();
    memo.set(1, key(1), "0x01");
    expect(memo.get(1, key(1))).toBe("0x01");
    expect(memo.get(2, key(1))).toBeUndefined();
    expect(memo.size).toBe(0);
    expect(memo.get(1, key(1))).toBeUndefined(); // an older version does not bring them back
    expect({ hits: memo.hits, misses: memo.misses }).toEqual({ hits: 1, misses: 2 });
  });

  it("keeps at most maxEntries, forgetting the least recently used", () => {
    const memo = new CallMemo({ maxEntries: 2 });
    memo.set(1, key(1), "0x01");
    memo.set(1, key(2), "0x02");
    memo.get(1, key(1)); // 1 is now more recent than 2
    memo.set(1, key(3), "0x03");
    expect(memo.size).toBe(2);
    expect(memo.get(1, key(2))).toBeUndefined();
    expect(memo.get(1, key(1))).toBe("0x01");
    expect(memo.get(1, key(3))).toBe("0x03");
  });

  it("keeps at most maxBytes of keys and answers, and no answer over maxAnswerBytes", () => {
    const size = key(1).length + 4;
    const memo = new CallMemo({ maxBytes: 2 * size, maxAnswerBytes: 10 });
    memo.set(1, key(1), "0x01");
    memo.set(1, key(2), "0x02");
    expect(memo.bytes).toBe(2 * size);
    memo.set(1, key(3), "0x03");
    expect(memo.size).toBe(2);
    expect(memo.bytes).toBe(2 * size);
    expect(memo.get(1, key(1))).toBeUndefined();
    memo.set(1, key(4), `0x${"00".repeat(5)}`); // 12 characters: over maxAnswerBytes
    expect(memo.get(1, key(4))).toBeUndefined();
    memo.set(1, key(2), "0x0202"); // the same key again replaces (counted once); the longer answer pushes 3 out
    expect(memo.bytes).toBe(size + 2);
    expect(memo.get(1, key(2))).toBe("0x0202");
  });

  it("tells calls apart by every field, and the block", () => {
    const base: CallRequest = {
      from: "0x00000000000000000000000000000000000000aa",
      to: "0x00000000000000000000000000000000000000bb",
    };
    const { from: _from, ...noFrom } = base;
    const { to: _to, ...noTo } = base;
    const keys = [
      callKey(HASH, base, 1n),
      callKey(`0x${"cd".repeat(32)}`, base, 1n),
      callKey(HASH, base, 2n),
      callKey(HASH, noFrom, 1n),
      callKey(HASH, noTo, 1n),
      callKey(HASH, { ...base, data: "0x01" }, 1n),
      callKey(HASH, { ...base, value: 1n }, 1n),
      callKey(HASH, { ...base, gasPrice: 1n }, 1n),
      callKey(HASH, { ...base, maxFeePerGas: 1n }, 1n),
      callKey(HASH, { ...base, maxPriorityFeePerGas: 1n }, 1n),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    // an address in capitals is the same call
    expect(callKey(HASH, { ...base, to: "0x00000000000000000000000000000000000000BB" }, 1n)).toBe(keys[0]);
  });
});
