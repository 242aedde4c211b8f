import { describe, expect, it } from "vitest";
import { backoffDelay, parseRetryAfter, retryPolicy } from "./retry.js";

describe("parseRetryAfter", () => {
  const now = Date.parse("2026-11-21T06:00:00Z");
  it.each([
    ["120", 120_000],
    ["0", 0],
    ["1.5", 1500],
    [" 3 ", 3000],
    ["Sat, 21 Nov 2026 06:00:30 GMT", 30_000],
    ["Sat, 21 Nov 2026 05:00:00 GMT", 0],
    ["", undefined],
    ["-5", undefined],
    ["soon", undefined],
    [null, undefined],
  ])("%j → %j", (value, want) => {
    expect(parseRetryAfter(value, now)).toBe(want);
  });
});

describe("retryPolicy and backoff", () => {
  it("defaults: 3 attempts, 30 s budget, 408/429/5xx", () => {
    const p = retryPolicy(undefined);
    expect([p.maxAttempts, p.maxElapsedMs]).toEqual([3, 30_000]);
    expect([408, 429, 500, 502, 503, 504].every(p.retryStatus)).toBe(true);
    expect([400, 401, 403, 404, 409].some(p.retryStatus)).toBe(false);
  });
  it("false switches retries off; later layers override earlier ones", () => {
    expect(retryPolicy({ maxAttempts: 5 }, false).maxAttempts).toBe(1);
    expect(retryPolicy(false, { maxAttempts: 5 }).maxAttempts).toBe(5);
    expect(retryPolicy({ maxAttempts: 5, baseDelayMs: 10 }, { maxAttempts: 2 })).toMatchObject({
      maxAttempts: 2,
      baseDelayMs: 10,
    });
    expect(retryPolicy({ statuses: [409] }).retryStatus(409)).toBe(true);
    expect(retryPolicy({ statuses: [409] }).retryStatus(503)).toBe(false);
  });
  it("full jitter: a random wait in [0, min(cap, base·2^(n-1))]", () => {
    const at = (r: number, n: number) =>
      backoffDelay(retryPolicy({ baseDelayMs: 100, maxDelayMs: 1000, random: () => r }), n);
    expect(at(0, 1)).toBe(0);
    expect(at(0.999999, 1)).toBe(99);
    expect(at(0.999999, 3)).toBe(399);
    expect(at(0.5, 3)).toBe(200);
    expect(at(0.999999, 10)).toBe(999);
  });
});
