import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "generator/**/*.test.ts", "scripts/**/*.test.ts"],
    testTimeout: 15_000,
  },
});
