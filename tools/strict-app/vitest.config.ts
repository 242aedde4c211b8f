import { defineConfig } from "vitest/config";

// Each compile of the scratch project takes a while on a loaded machine (two compilers, every package's types).
export default defineConfig({ test: { include: ["*.test.ts"], testTimeout: 600_000 } });
