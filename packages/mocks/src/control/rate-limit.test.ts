import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limit.js";

describe("RateLimiter", () => {
  it("allows n per window per client, then 429 headers with Retry-After to the window's end", () => {
    const limiter = new RateLimiter({ limit: 2, windowMs: 10_000 });
    expect(limiter.take("a", 0).allowed).toBe(true);
    expect(limiter.take("a", 1000)).toEqual({
      allowed: true,
      headers: { "ratelimit-limit": "2", "ratelimit-remaining": "0", "ratelimit-reset": "9" },
    });
    const refused = limiter.take("a", 2500);
    expect(refused.allowed).toBe(false);
    expect(refused.headers["retry-after"]).toBe("8");
    expect(limiter.take("b", 2500).allowed).toBe(true); // per client address
    expect(limiter.take("a", 10_000).allowed).toBe(true); // a new window
  });

  it("keeps memory bounded: at most maxClients addresses", () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 1000 }, 100);
    for (let i = 0; i < 10_000; i++) limiter.take(`10.0.${i >> 8}.${i & 255}`, i);
    expect(limiter.tracked).toBeLessThanOrEqual(100);
  });

  it("reset forgets every window", () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 60_000 });
    limiter.take("a", 0);
    expect(limiter.take("a", 1).allowed).toBe(false);
    limiter.reset();
    expect(limiter.take("a", 2).allowed).toBe(true);
  });
});
