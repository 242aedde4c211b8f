import { defineConfig } from "vitest/config";

// Each compile of the scratch project takes a while on a loaded machine (two compilers, every package's types).
export default defineConfig({
  test: {
    // the workspace packages' builds load natively: Vite's module runner can hand a module's exports to a concurrent
    // import before the module has run (vitejs/vite#22293), and the servers' lazy imports hit that under load
    server: { deps: { external: [/\/(?:packages|tools)\/[^/]+\/dist\//] } },
    include: ["*.test.ts"],
    testTimeout: 600_000,
  },
});
