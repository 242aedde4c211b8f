import { describe, expect, it } from "vitest";
import { youngGenerationMb } from "./threads.js";

describe("a mock thread's young generation", () => {
  it("is larger for the local network's node thread, which allocates most per request", () => {
    expect(youngGenerationMb("node", { networkId: "local" })).toBe(64);
  });

  it("stays capped at 6 MB for every other thread (their RSS under load)", () => {
    expect(youngGenerationMb("node", {})).toBe(6);
    expect(youngGenerationMb("data", { networkId: "local" })).toBe(6);
    expect(youngGenerationMb("metrics", { networkId: "local" })).toBe(6);
  });
});
