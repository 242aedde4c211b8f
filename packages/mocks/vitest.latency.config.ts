import { defineConfig } from "vitest/config";
import { LATENCY_TESTS, SOURCE_IMPORTS } from "./vitest.config.js";

// The latency tests (isolation between the APIs), alone: no other test file competes for the CPU they measure.
export default defineConfig({
  resolve: { alias: SOURCE_IMPORTS },
  test: {
    include: LATENCY_TESTS,
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
});
