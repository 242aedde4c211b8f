import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { align, buckets, stepBack, type Interval } from "./time.js";

const INTERVALS: Interval[] = ["hour", "day", "week", "month"];
const ts = fc.integer({ min: 0, max: 4_102_444_800 }); // up to 2100

describe("time buckets", () => {
  it("align gives the start of the bucket holding t", () => {
    fc.assert(
      fc.property(ts, fc.constantFrom(...INTERVALS), (t, interval) => {
        const a = align(t, interval);
        expect(a).toBeLessThanOrEqual(t);
        expect(align(a, interval)).toBe(a);
        expect(stepBack(a, interval, -1)).toBeGreaterThan(t);
        const d = new Date(a * 1000);
        const mod = (x: number, m: number) => ((x % m) + m) % m;
        expect(mod(a, interval === "hour" ? 3600 : 86_400)).toBe(0);
        if (interval === "week") expect(d.getUTCDay()).toBe(1);
        if (interval === "month") expect(d.getUTCDate()).toBe(1);
      }),
    );
  });

  it("weeks start on Monday across year ends; months step over December", () => {
    expect(align(Date.UTC(2025, 0, 1, 12) / 1000, "week")).toBe(Date.UTC(2024, 11, 30) / 1000);
    expect(stepBack(Date.UTC(2024, 0, 1) / 1000, "month")).toBe(Date.UTC(2023, 11, 1) / 1000);
    expect(stepBack(Date.UTC(2024, 2, 1) / 1000, "month", 12)).toBe(Date.UTC(2023, 2, 1) / 1000);
  });

  it("listings are newest first, within [from, to), no later than now, no earlier than the data start", () => {
    fc.assert(
      fc.property(
        ts,
        ts,
        ts,
        fc.option(ts, { nil: undefined }),
        fc.option(ts, { nil: undefined }),
        fc.constantFrom(...INTERVALS),
        (now, dataStart, _x, from, to, interval) => {
          const list = buckets(interval, { now, dataStart, from, to });
          const n = Math.min(list.length, 50);
          for (let i = 0; i < n; i++) {
            const t = list.at(i);
            expect(t).toBe(align(t, interval));
            if (from !== undefined) expect(t).toBeGreaterThanOrEqual(from);
            if (to !== undefined) expect(t).toBeLessThan(to);
            expect(t).toBeLessThanOrEqual(now);
            expect(t).toBeGreaterThanOrEqual(Math.max(0, align(dataStart, interval)));
            if (i > 0) expect(t).toBe(stepBack(list.at(i - 1), interval));
          }
          if (list.length > 0) {
            // the listing is complete at both ends
            const last = list.at(list.length - 1);
            const before = stepBack(last, interval);
            expect(before < Math.max(0, align(dataStart, interval)) || (from !== undefined && before < from)).toBe(
              true,
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
