import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** The package's "#" imports (package.json "imports") resolved to their Node sources: tests run src/ alone. */
const imports = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")).imports as Record<
  string,
  { default: string }
>;
const SOURCE_IMPORTS = Object.fromEntries(
  Object.entries(imports).map(([name, targets]) => [
    name,
    fileURLToPath(new URL(targets.default.replace(/^\.\/dist\//, "./src/").replace(/\.js$/, ".ts"), import.meta.url)),
  ]),
);

export default defineConfig({
  resolve: { alias: SOURCE_IMPORTS },
  test: {
    include: ["src/**/*.test.ts"],
    // solc compiles the test contract once per file; the EVM is pure JS on a loaded 2-core machine
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
