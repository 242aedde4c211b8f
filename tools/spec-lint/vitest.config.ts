import { defineConfig } from "vitest/config";

// Many cases spawn the linter's CLI on a copied tree: seconds each on a loaded 2-core machine, past vitest's 5 s.
export default defineConfig({ test: { testTimeout: 60_000 } });
