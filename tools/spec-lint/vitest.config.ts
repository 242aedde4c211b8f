import { defineConfig } from "vitest/config";

// Many cases spawn the linter's CLI on a copied tree: seconds each on a loaded 2-core machine, past vitest's 5 s.
export default defineConfig({
  test: {
    // the workspace packages' builds load natively: Vite's module runner can hand a module's exports to a concurrent
    // import before the module has run (vitejs/vite#22293), and the servers' lazy imports hit that under load
    server: { deps: { external: [/\/(?:packages|tools)\/[^/]+\/dist\//] } },
    testTimeout: 60_000,
  },
});
