import { defineConfig } from "vitest/config";
// Assembling and dereferencing the real documents takes seconds on a loaded 2-core machine.
export default defineConfig({ test: { include: ["src/**/*.test.ts"], testTimeout: 60_000 } });
