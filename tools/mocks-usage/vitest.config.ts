import { defineConfig } from "vitest/config";

export default defineConfig({ test: { testTimeout: 240_000, hookTimeout: 120_000 } });
