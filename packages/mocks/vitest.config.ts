import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The package's "#" imports (package.json "imports") resolved to their Node sources: tests run src/ alone, never a
 * module of src/ beside its copy in dist/ (two HttpError classes would not be one).
 */
const imports = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")).imports as Record<
  string,
  { default: string }
>;
export const SOURCE_IMPORTS = Object.fromEntries(
  Object.entries(imports).map(([name, targets]) => [
    name,
    fileURLToPath(new URL(targets.default.replace(/^\.\/dist\//, "./src/").replace(/\.js$/, ".ts"), import.meta.url)),
  ]),
);

/** Latency tests measure under their own load; they run alone, after the rest (vitest.latency.config.ts). */
export const LATENCY_TESTS = ["src/isolation.test.ts"];

export default defineConfig({
  resolve: { alias: SOURCE_IMPORTS },
  test: {
    include: ["src/**/*.test.ts"],
    exclude: ["**/node_modules/**", ...LATENCY_TESTS],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
