// The package checkers must reject what they exist to reject.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const script = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));
const run = (name: string, args: string[]) =>
  spawnSync(process.execPath, [script(name), ...args], { encoding: "utf8" });

describe("check:size", () => {
  it("passes the built entry under 10 KB and fails it under a smaller limit", () => {
    const ok = run("check-size.mjs", []);
    expect(ok.status, ok.stderr).toBe(0);
    const gzip = Number(/(\d+) B min\+gzip/.exec(ok.stdout)![1]);
    expect(gzip).toBeGreaterThan(1000);
    expect(gzip).toBeLessThanOrEqual(10 * 1024);
    const tight = run("check-size.mjs", ["--limit", String(gzip - 1)]);
    expect(tight.status).toBe(1);
    expect(tight.stderr).toContain("check:size FAILED");
    expect(run("check-size.mjs", ["--limit", "lots"]).status).toBe(2);
    expect(run("check-size.mjs", ["--entry", "/nonexistent/index.js"]).status).toBe(1);
  });
});

describe("check:package", () => {
  it("fails a package whose exports point at missing files", () => {
    const dir = mkdtempSync(join(tmpdir(), "node-client-broken-pkg-"));
    try {
      mkdirSync(join(dir, "dist"));
      writeFileSync(join(dir, "dist/index.d.ts"), "export declare const x: number;\n");
      writeFileSync(
        join(dir, "package.json"),
        JSON.stringify({
          name: "broken-pkg",
          version: "0.0.0",
          type: "module",
          files: ["dist"],
          exports: { ".": { types: "./dist/index.d.ts", default: "./dist/missing.js" } },
        }),
      );
      const result = run("check-package.mjs", ["--dir", dir]);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain("publint failed");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
