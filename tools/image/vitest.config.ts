import { defineConfig } from "vitest/config";

// the container test runs alone: its containers and nested test runs need the machine's two cores
export default defineConfig({ test: { fileParallelism: false } });
