import { defineConfig } from "vitest/config";

/** Latency tests measure under their own load; they run alone, after the rest (vitest.latency.config.ts). */
export const LATENCY_TESTS = ["src/isolation.test.ts"];

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    exclude: ["**/node_modules/**", ...LATENCY_TESTS],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
