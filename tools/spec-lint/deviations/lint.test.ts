// The deviations lint has teeth: the real file is clean; an unknown operation, an unknown method, an id that is not a
// row of DEVIATIONS.md and a malformed entry are each reported with their rule and line; the CLI exits 1 on them.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadSpec } from "@avaspec/specs";
import { describe, expect, it } from "vitest";
import { lintDeviations, lintDeviationsFile, REPO_ROOT } from "./lint.mjs";

const file = join(REPO_ROOT, "specs", "deviations.yaml");
const text = readFileSync(file, "utf8");
const markdown = readFileSync(join(REPO_ROOT, "specs", "DEVIATIONS.md"), "utf8");
const specs = { metrics: loadSpec("metrics"), data: loadSpec("data"), node: loadSpec("node") };
const lint = (t: string) => lintDeviations(t, markdown, specs, "deviations.yaml");
const lineOf = (t: string, marker: string) => t.split("\n").findIndex((l) => l.includes(marker)) + 1;

describe("specs/deviations.yaml", () => {
  it("the real file is clean", () => {
    expect(lintDeviationsFile(REPO_ROOT, specs)).toEqual([]);
  });

  const cases = [
    {
      name: "an operation the metrics spec does not have",
      from: "operation: listNftHolders\n    check: body-schema\n    path: /nftSymbol",
      to: "operation: listNftHoldrs\n    check: body-schema\n    path: /nftSymbol",
      rule: "deviations-unknown-operation",
      marker: "listNftHoldrs",
    },
    {
      name: "a method the node spec does not have",
      from: "method: admin.setLoggerLevel",
      to: "method: admin.setLogLevel",
      rule: "deviations-unknown-operation",
      marker: "admin.setLogLevel",
    },
    {
      name: "an id that is not a row of DEVIATIONS.md",
      from: "id: N3",
      to: "id: N99",
      rule: "deviations-unknown-id",
      marker: "N99",
    },
    {
      name: "a node entry naming an operation instead of a method",
      from: "method: admin.setLoggerLevel",
      to: "operation: admin.setLoggerLevel",
      rule: "deviations-shape",
      marker: "operation: admin.setLoggerLevel",
    },
    {
      name: "an unknown key",
      from: "    live: numToFetch 0",
      to: "    liv: numToFetch 0",
      rule: "deviations-shape",
      marker: "liv:",
    },
  ];
  for (const c of cases) {
    it(`reports ${c.name}`, () => {
      expect(text).toContain(c.from);
      const broken = text.replace(c.from, c.to);
      const problems = lint(broken);
      expect(problems.map((p) => p.rule)).toEqual([c.rule]);
      // The entry starts at its "- id:" line, at or above the broken line.
      const entryLine = problems[0]?.line ?? 0;
      expect(entryLine).toBeGreaterThan(0);
      expect(entryLine).toBeLessThanOrEqual(lineOf(broken, c.marker));
      expect(lineOf(broken, c.marker) - entryLine).toBeLessThan(8);
    });
  }

  it("the CLI exits 1 naming the file, rule and operation", () => {
    const root = mkdtempSync(join(tmpdir(), "avaspec-deviations-lint-"));
    try {
      cpSync(join(REPO_ROOT, "specs"), join(root, "specs"), { recursive: true });
      writeFileSync(
        join(root, "specs", "deviations.yaml"),
        text.replace("operation: listChains", "operation: listChainz"),
      );
      const run = spawnSync(
        process.execPath,
        [join(dirname(fileURLToPath(import.meta.url)), "lint.mjs"), "--root", root],
        { encoding: "utf8" },
      );
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(
        /specs\/deviations\.yaml:\d+\s+error\s+deviations-unknown-operation\s+operation listChainz/,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
