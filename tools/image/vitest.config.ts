import { defineConfig } from "vitest/config";

// the container test runs alone: its containers and nested test runs need the machine's two cores
export default defineConfig({
  test: {
    // the workspace packages' builds load natively: Vite's module runner can hand a module's exports to a concurrent
    // import before the module has run (vitejs/vite#22293), and the servers' lazy imports hit that under load
    server: { deps: { external: [/\/(?:packages|tools)\/[^/]+\/dist\//] } },
    fileParallelism: false,
  },
});
