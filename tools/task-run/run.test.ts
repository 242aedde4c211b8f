// A real turbo run over a scratch monorepo in which two independent tasks fail: both failures show in one run, with
// their log files and telling lines, a task needing a failed build is named as not run, and the exit code is turbo's.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { failureLines, summarize } from "./run.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const repoBin = join(here, "..", "..", "node_modules", ".bin");
const dir = mkdtempSync(join(tmpdir(), "avaspec-task-run-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function scratchMonorepo(): void {
  const write = (file: string, value: unknown) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), typeof value === "string" ? value : JSON.stringify(value, null, 2));
  };
  write("package.json", { name: "scratch", private: true, packageManager: "pnpm@10.34.9" });
  write("pnpm-workspace.yaml", "packages:\n  - p/*\n");
  write("turbo.json", { tasks: { build: { dependsOn: ["^build"] }, test: { dependsOn: ["build", "^build"] } } });
  /** A package whose `task` prints `text` and exits with `code`. */
  const pkg = (name: string, task: string, text: string, code = 0, dependencies: Record<string, string> = {}) => {
    write(`p/${name}/package.json`, { name, version: "0.0.0", scripts: { [task]: "node task.js" }, dependencies });
    write(`p/${name}/task.js`, `console.log(${JSON.stringify(text)}); process.exit(${code});\n`);
  };
  pkg("adds", "test", "FAIL  adds.test.ts > adds two numbers", 1);
  pkg("types", "build", "src/x.ts(1,7): error TS2322: Type 'string' is not assignable to type 'number'.", 2);
  pkg("needs-types", "test", "never printed", 0, { types: "workspace:*" });
  pkg("fine", "test", "all good");
  spawnSync("git", ["init", "-q", "."], { cwd: dir });
  // a lockfile, so that turbo sees the workspace dependency (workspace packages only: no registry)
  const install = spawnSync(join(repoBin, "pnpm"), ["install", "--offline", "--silent"], {
    cwd: dir,
    encoding: "utf8",
  });
  if (install.status !== 0) throw new Error(install.stderr || install.stdout);
}

describe("task-run", () => {
  it("runs every independent task to the end and sums up each failure with its log", () => {
    scratchMonorepo();
    const run = spawnSync(process.execPath, [join(here, "run.mjs"), "test", "--concurrency=1"], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, PATH: `${repoBin}:${process.env.PATH}`, TURBO_TELEMETRY_DISABLED: "1" },
      timeout: 60_000,
    });
    const out = run.stdout + run.stderr;
    expect(run.status, out).toBe(2); // turbo's exit code: the last failure's
    // both independent failures, in one run, each with its log and the line that says why
    expect(out).toContain("── 2 of 4 tasks failed, 1 not run because a task they need failed ──");
    expect(out).toContain("✗ adds#test  (exit 1)   log: p/adds/.turbo/turbo-test.log");
    expect(out).toContain("    FAIL  adds.test.ts > adds two numbers");
    expect(out).toContain("✗ types#build  (exit 2)   log: p/types/.turbo/turbo-build.log");
    expect(out).toContain("error TS2322: Type 'string' is not assignable to type 'number'.");
    expect(out).toContain("re-run: npx pnpm --filter adds run test");
    const summary = run.stdout.slice(run.stdout.indexOf("── "));
    expect(summary).not.toMatch(/^- types#test/m); // no such script: not a task left out
    expect(out).toContain("- needs-types#test not run (needs types#build)");
    expect(out).toContain("all good"); // the passing task ran
    expect(out).not.toContain("never printed");
    // no summary file is left behind
    expect(readdirSync(join(dir, ".turbo", "runs"))).toEqual([]);
  }, 90_000);

  it("is what pnpm test and the other turbo scripts of the root run", () => {
    const root = JSON.parse(readFileSync(join(here, "..", "..", "package.json"), "utf8"));
    for (const script of ["test", "build", "typecheck", "lint:specs", "generate"])
      expect(root.scripts[script], script).toMatch(/^\. \.ci\/telemetry-off\.sh && node tools\/task-run\/run\.mjs /);
    expect(root.scripts.test).toContain("//#lint lint:specs check:generated typecheck test --concurrency=2");
  });

  it("prints nothing more when every task passed", () => {
    expect(summarize({ tasks: [{ taskId: "a#test", execution: { exitCode: 0 } }] }, () => "")).toEqual([]);
  });

  it("picks the telling lines of a log: vitest, tsc, biome; no pnpm ELIFECYCLE", () => {
    const log = [
      "\u001b[31m FAIL \u001b[39m src/a.test.ts > a > b",
      "AssertionError: expected 1 to be 2",
      " ELIFECYCLE  Test failed. See above for more details.",
      "src/b.ts(3,1): error TS2304: Cannot find name 'x'.",
      "Found 2 errors.",
      "plain output",
    ].join("\n");
    expect(failureLines(log)).toEqual([
      "FAIL  src/a.test.ts > a > b",
      "AssertionError: expected 1 to be 2",
      "src/b.ts(3,1): error TS2304: Cannot find name 'x'.",
      "Found 2 errors.",
    ]);
  });
});
