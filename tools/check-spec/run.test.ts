import { describe, expect, it } from "vitest";
import { failedTasks, parseArgs, readyUrls, runSteps } from "./run.mjs";

describe("check:spec", () => {
  it("runs every check even after one failed, prints a failed check's output, and exits 1", async () => {
    const lines: string[] = [];
    const step = (name: string, code: number, output = "") => ({
      name,
      what: `${name} check`,
      run: async () => ({ code, output }),
    });
    const code = await runSteps(
      [
        step("lint", 1, "specs/data/paths/getChain.yaml:3:1  error  rule  broken"),
        step("generated", 0),
        step("spec:diff", 0),
      ],
      (l: string) => lines.push(l),
    );
    expect(code).toBe(1);
    expect(lines[0]).toMatch(/^✗ lint +lint check \(\d+\.\d s\)$/);
    expect(lines[1]).toBe("    specs/data/paths/getChain.yaml:3:1  error  rule  broken");
    expect(lines[2]).toMatch(/^✓ generated/);
    expect(lines[3]).toMatch(/^✓ spec:diff/);
    expect(lines.at(-1)).toMatch(/^check:spec: 1 of 3 checks failed/);
  });

  it("a check that throws is a failed check, not a crash", async () => {
    const lines: string[] = [];
    const boom = { name: "contract", what: "x", run: async () => Promise.reject(new Error("mocks did not start")) };
    expect(await runSteps([boom], (l: string) => lines.push(l))).toBe(1);
    expect(lines.join("\n")).toContain("mocks did not start");
  });

  it("tells the checks apart by the failed turbo tasks task-run names", () => {
    const summary = [
      "── 2 of 11 tasks failed, 1 not run because a task they need failed ──",
      "✗ @avaspec/data-client#check:generated  (exit 1)   log: packages/data-client/.turbo/turbo-check:generated.log",
      "    re-run: npx pnpm --filter @avaspec/data-client run check:generated",
      "✗ @avaspec/spec-lint#lint:specs  (exit 1)   log: tools/spec-lint/.turbo/turbo-lint:specs.log",
      "- @avaspec/contract#build not run (needs @avaspec/contract-gen#build)",
    ].join("\n");
    expect(failedTasks(summary)).toEqual(["@avaspec/data-client#check:generated", "@avaspec/spec-lint#lint:specs"]);
  });

  it("reads the mocks' ready lines and the --base option (default main)", () => {
    expect(readyUrls("ready node http://127.0.0.1:1\nnoise\nready metrics http://127.0.0.1:2\n")).toEqual({
      node: "http://127.0.0.1:1",
      metrics: "http://127.0.0.1:2",
    });
    expect(parseArgs([])).toEqual({ base: "main" });
    expect(parseArgs(["--", "--base", "origin/main"])).toEqual({ base: "origin/main" });
    expect(parseArgs(["--base=v1.2.0"])).toEqual({ base: "v1.2.0" });
    expect(() => parseArgs(["--bse", "x"])).toThrow(/unknown argument --bse/);
  });
});
