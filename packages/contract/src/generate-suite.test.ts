// generate-suite.js (the generate and check:generated scripts, run from dist/): writes the suite of the assembled specs
// and refuses a folder that has drifted from them.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const cli = fileURLToPath(new URL("../dist/generate-suite.js", import.meta.url));
const check = (dir: string) => spawnSync(process.execPath, [cli, "--check", dir], { encoding: "utf8" });

describe("generate-suite --check (check:generated)", () => {
  // Five runs over the real specs: slow on a loaded machine, so a generous deadline.
  it("passes on a fresh output and fails on an edited, missing or extra file", () => {
    const dir = mkdtempSync(join(tmpdir(), "generate-suite-test-"));
    try {
      execFileSync(process.execPath, [cli, "--out", dir], { stdio: "pipe" });
      expect(check(dir).status).toBe(0);
      const file = join(dir, "suite.json");
      const original = readFileSync(file, "utf8");
      writeFileSync(file, original.replace("do not edit", "edited"));
      const edited = check(dir);
      expect(edited.status).toBe(1);
      expect(edited.stderr).toMatch(/out of date .*suite\.json/);
      writeFileSync(file, original);
      writeFileSync(join(dir, "stray.json"), "{}");
      expect(check(dir).status).toBe(1);
      rmSync(join(dir, "stray.json"));
      rmSync(join(dir, "index.ts"));
      expect(check(dir).stderr).toMatch(/out of date .*index\.ts/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
