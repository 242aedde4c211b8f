// @avaspec/chain/world and @avaspec/chain/rpc must not load an EVM: the mocks' default mode and their browser bundle
// import them. Every module they reach, followed through relative imports, may import packages from this list only.
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ALLOWED = /^@noble\/hashes\//;
const SRC = resolve(import.meta.dirname, "..");
/** `import … from "x"` and `export … from "x"`, type-only ones included (they cost nothing, but keep it simple). */
const SPECIFIER = /^\s*(?:import|export)\s[^;]*?\sfrom\s+"([^"]+)"|^\s*import\s+"([^"]+)"/gm;

/** The packages (bare specifiers) the modules reachable from `entry` import, type-only imports left out. */
function packagesReachedFrom(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = [resolve(SRC, entry)];
  for (const file of queue) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(SPECIFIER)) {
      if (/^\s*(?:import|export)\s+type\s/.test(match[0])) continue;
      const specifier = (match[1] ?? match[2])!;
      if (specifier.startsWith(".")) queue.push(resolve(dirname(file), specifier.replace(/\.js$/, ".ts")));
      else packages.add(specifier);
    }
  }
  return packages;
}

describe("@avaspec/chain/world and @avaspec/chain/rpc", () => {
  it("@avaspec/chain/world reaches no package but @noble/hashes: no @ethereumjs, no EVM", () => {
    const reached = [...packagesReachedFrom("world/index.ts")];
    expect(reached.length).toBeGreaterThan(0);
    expect(reached.filter((p) => !ALLOWED.test(p))).toEqual([]);
  });

  it("@avaspec/chain/rpc reaches no package at all (the chain's error, geth's argument decoders)", () => {
    expect([...packagesReachedFrom("rpc/index.ts")]).toEqual([]);
  });

  it("teeth: the walk finds the EVM the package's main entry loads", () => {
    const reached = [...packagesReachedFrom("index.ts")];
    expect(reached.filter((p) => !ALLOWED.test(p))).toContain("@ethereumjs/vm");
  });
});
