import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // solc compiles the test contract once per file; the EVM is pure JS on a loaded 2-core machine
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
