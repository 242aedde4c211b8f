// A mock's thread starts from the build's bundle (build/bundle-threads.ts): its entry and chunks import nothing of
// the package's unbundled modules, only Node's own, each other and the few packages left to Node's loader on purpose.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { workerScript } from "./threads.js";

/** What a bundled file may import besides its sibling chunks (build/bundle-threads.ts says why each is left out). */
const LEFT_TO_NODE = [
  /^node:/,
  /^@avaspec\/specs(\/.*)?$/,
  /^@stoplight\//,
  /^undici$/,
  /^@avaspec\/exchange-checks$/,
  /^@avaspec\/chain\/ecdsa-recover$/,
  /^yaml$/,
];
/** esbuild's output: static imports and exports at the start of a line, dynamic imports anywhere */
const SPECIFIERS = [
  /^\s*(?:import|export)\b[^;]*?\bfrom\s*"([^"]+)"/gm,
  /^\s*import\s*"([^"]+)"/gm,
  /\bimport\(\s*"([^"]+)"\s*\)/g,
];

function bundled(): { dir: string; files: string[] } {
  const dir = dirname(fileURLToPath(workerScript()));
  return { dir, files: readdirSync(dir).filter((f) => f.endsWith(".js")) };
}

describe("a mock thread's code", () => {
  it("starts from dist/threads/worker.js", () => {
    expect(fileURLToPath(workerScript())).toMatch(/[\\/]dist[\\/]threads[\\/]worker\.js$/);
  });

  it("imports only its own chunks, Node's modules and the packages left to Node's loader", () => {
    const { dir, files } = bundled();
    const strays: string[] = [];
    for (const file of files) {
      const text = readFileSync(join(dir, file), "utf8");
      for (const [, specifier] of SPECIFIERS.flatMap((pattern) => [...text.matchAll(pattern)])) {
        const sibling = specifier!.startsWith("./") && files.includes(specifier!.slice(2));
        if (!sibling && !LEFT_TO_NODE.some((allowed) => allowed.test(specifier!))) strays.push(`${file}: ${specifier}`);
      }
    }
    expect(strays).toEqual([]);
    expect(files.length).toBeLessThan(80);
  });

  it("has no chunk that is a CommonJS module with a default export alone (its named exports lost to import())", () => {
    const { dir, files } = bundled();
    const defaultOnly = files.filter((f) =>
      /^export default require_\w+\(\);?\s*$/m.test(readFileSync(join(dir, f), "utf8")),
    );
    expect(defaultOnly).toEqual([]);
  });

  it("leaves re2js out: a regex rule loads it when it is compiled (platform/regex.node.ts)", () => {
    const { dir, files } = bundled();
    for (const file of files) expect(readFileSync(join(dir, file), "utf8")).not.toContain("node_modules/re2js");
  });

  it("leaves @avaspec/chain's native secp256k1 binding to its own module, where it resolves", () => {
    const { dir, files } = bundled();
    const text = files.map((f) => readFileSync(join(dir, f), "utf8")).join("\n");
    expect(text).not.toContain("secp256k1/bindings");
    expect(text).toContain('"@avaspec/chain/ecdsa-recover"');
  });
});
