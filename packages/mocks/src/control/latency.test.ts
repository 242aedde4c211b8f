import { describe, expect, it } from "vitest";
import { LatencySource, preferredDelay, sleep } from "./latency.js";

describe("preferredDelay", () => {
  it.each([
    [undefined, undefined],
    ["code=404", undefined],
    ["delay=120", { ms: 120 }],
    ["code=503, delay=5", { ms: 5 }],
    ['example=x; Delay="7"', { ms: 7 }],
  ])("%j → %j", (header, want) => expect(preferredDelay(header)).toEqual(want));
  it.each(["delay=soon", "delay=-1", "delay=300001", "delay=1.5"])("%j is refused with the reason", (header) => {
    expect(preferredDelay(header)).toEqual({
      invalid: expect.stringContaining("Prefer delay must be whole milliseconds"),
    });
  });
});

describe("LatencySource", () => {
  it("draws uniformly inside the range, the same way for the same seed", () => {
    const a = new LatencySource({ minMs: 10, maxMs: 20 }, "s");
    const draws = Array.from({ length: 500 }, () => a.next());
    expect(Math.min(...draws)).toBe(10);
    expect(Math.max(...draws)).toBe(20);
    const b = new LatencySource({ minMs: 10, maxMs: 20 }, "s");
    expect(Array.from({ length: 500 }, () => b.next())).toEqual(draws);
    a.reset();
    expect(a.next()).toBe(draws[0]);
  });
  it("is 0 without a range and fixed for min = max", () => {
    expect(new LatencySource(undefined).next()).toBe(0);
    expect(new LatencySource({ minMs: 7, maxMs: 7 }).next()).toBe(7);
  });
});

describe("sleep", () => {
  it("never blocks the event loop: a short timer fires while a long sleep waits", async () => {
    const order: string[] = [];
    const long = sleep(150).then(() => order.push("long"));
    await sleep(5).then(() => order.push("short"));
    await long;
    expect(order).toEqual(["short", "long"]);
  });
  it("ends at once when the signal aborts", async () => {
    const controller = new AbortController();
    const started = performance.now();
    const waiting = sleep(60_000, controller.signal);
    controller.abort();
    await waiting;
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
