import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // the workspace packages' builds load natively: Vite's module runner can hand a module's exports to a concurrent
    // import before the module has run (vitejs/vite#22293), and the servers' lazy imports hit that under load
    server: { deps: { external: [/\/(?:packages|tools)\/[^/]+\/dist\//] } },
    include: ["src/**/*.test.ts"],
    testTimeout: 20_000,
  },
});
