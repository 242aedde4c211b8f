// check:spec spawns only what a fresh install lays out (issue 29: it ran `node_modules/vitest/vitest.mjs` at the
// repository's root, which no longer existed once vitest stopped being a root dependency).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { binOf, ROOT } from "./spawned.mjs";
import { type Outcome, steps } from "./run.mjs";

/** Every command the checks run, recorded instead of run; spec:diff reports a change to getChain's parameters. */
async function recordedSpawns() {
  const spawned: { argv: string[]; cwd: string }[] = [];
  const report = [
    "data (OpenAPI): 1 change(s), 0 breaking",
    "  non-breaking  optional-parameter-added  GET /v1/chains/{chainId} › query include: " +
      'new optional query parameter "include"',
    "result: no breaking changes.",
  ].join("\n");
  const run = async (argv: string[], opts: { cwd?: string } = {}): Promise<Outcome> => {
    spawned.push({ argv, cwd: opts.cwd ?? ROOT });
    if (argv[1]?.endsWith("avaspec-contract.js")) {
      await new Promise((r) => setTimeout(r, 2000)); // the contract suite takes its time
      spawned.push({ argv: ["(the contract suite ended)"], cwd: ROOT });
    }
    return { code: 0, output: argv[1]?.endsWith(join("spec-diff", "cli.mjs")) ? report : "" };
  };
  const startMocks = async () => {
    spawned.push({ argv: [process.execPath, join(ROOT, "packages", "mocks", "bin", "avaspec-mock.js")], cwd: ROOT });
    return {
      urls: { metrics: "http://127.0.0.1:1", data: "http://127.0.0.1:2", node: "http://127.0.0.1:3" },
      stop() {},
    };
  };
  // side by side, as runSteps runs them
  await Promise.all(steps("main", { run, startMocks }).map((step) => step.run()));
  return spawned;
}

describe("what check:spec spawns", () => {
  it("every script it runs with node exists, and no path goes through the root's node_modules", async () => {
    const spawned = await recordedSpawns();
    // the tests check builds only once the contract check's mocks and suite are done with dist/ (a build beside them
    // rewrote the files they were loading: "Cannot find module …/dist/chain/world.js")
    const ended = spawned.findIndex((s) => s.argv[0] === "(the contract suite ended)");
    const testsBuild = spawned.findIndex(
      (s) => s.argv.includes("build") && s.argv.some((a) => a.startsWith("--filter")),
    );
    expect(ended).toBeGreaterThan(0);
    expect(testsBuild).toBeGreaterThan(ended);
    spawned.splice(ended, 1);
    const scripts = spawned.map((s) => s.argv[1] ?? "");
    expect(scripts.length).toBeGreaterThanOrEqual(6);
    for (const s of spawned) {
      expect(s.argv[0]).toBe(process.execPath);
      expect(existsSync(s.argv[1] ?? ""), s.argv.join(" ")).toBe(true);
      // a package linked at the root's top level (not pnpm's store under it) is there only while the root needs it
      expect(s.argv[1]).not.toMatch(new RegExp(`^${ROOT}/node_modules/(?!\\.pnpm/)`));
    }
    // the facts test and the tests naming getChain ran with the vitest of their own package
    const vitests = spawned.filter((s) => s.argv.includes("run") && /vitest/.test(s.argv[1] ?? ""));
    expect(vitests.map((s) => s.cwd)).toEqual(expect.arrayContaining([join(ROOT, "tools", "spec-lint")]));
    expect(vitests.some((s) => s.cwd === join(ROOT, "packages", "mocks"))).toBe(true);
    // the contract suite writes no report that check:spec would then delete
    const contract = spawned.find((s) => s.argv[1]?.endsWith("avaspec-contract.js"));
    expect(contract?.argv).not.toContain("--junit");
  });

  it("resolves a tool from the package that declares it, and refuses one the package does not declare", () => {
    expect(existsSync(binOf(join(ROOT, "tools", "spec-lint"), "vitest"))).toBe(true);
    // the root declares no vitest: a fresh install need not link one where the root would resolve it
    expect(() => binOf(ROOT, "vitest")).toThrow(/package\.json does not declare vitest/);
    expect(() => binOf(join(ROOT, "tools", "spec-lint"), "ajv")).toThrow(/ajv has no bin ajv/);
  });
});
