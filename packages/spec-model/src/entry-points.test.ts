// The package's parts, each an entry point of its own: a reader that compiles no schema (the mocks' servers) imports
// the part it needs and loads no Ajv (its compiler is a third of a mock thread's start-up).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  exports: Record<string, string | { default: string }>;
};
const source = (file: string) => readFileSync(new URL(file, import.meta.url), "utf8");

/** Every module a file loads, transitively (type-only imports erased): relative ones by file, packages by name. */
function importsOf(file: string, seen = new Set<string>()): Set<string> {
  for (const [, spec] of source(file).matchAll(/^(?:import|export)\s(?!type\s)[^;]*?from\s+"([^"]+)"/gm)) {
    const id = spec as string;
    const next = id.startsWith("./") ? id.replace(/\.js$/, ".ts") : id;
    if (seen.has(next)) continue;
    seen.add(next);
    if (next.startsWith("./")) importsOf(next, seen);
  }
  return seen;
}

const parts = Object.entries(pkg.exports)
  .filter(([name]) => name !== "." && name !== "./package.json")
  .map(([name, target]) => ({ name, file: (typeof target === "string" ? target : target.default) as string }));

describe("entry points", () => {
  it("has one per part, each a module of src/", () => {
    expect(parts.map((p) => p.name).sort()).toEqual([
      "./ajv",
      "./ajv-profiles",
      "./branches",
      "./deref",
      "./ids",
      "./json",
      "./patterns",
      "./rest",
      "./routes",
      "./rpc",
    ]);
    for (const { file } of parts)
      expect(source(file.replace(/^\.\/dist\//, "./").replace(/\.js$/, ".ts"))).toBeTruthy();
  });

  it.each(parts.filter((p) => p.name !== "./ajv"))("$name loads no Ajv", ({ file }) => {
    const imports = [...importsOf(file.replace(/^\.\/dist\//, "./").replace(/\.js$/, ".ts"))];
    expect(imports.filter((id) => /^ajv/.test(id) || id === "./ajv.ts")).toEqual([]);
  });

  it("sees Ajv where it is imported (the check can fail)", () => {
    expect([...importsOf("./index.ts")]).toContain("ajv");
  });
});
