// The guide's loops (docs/changing-an-api.md), walked as the guide says, from a fresh install: a scratch git worktree
// of HEAD gets its own `pnpm install --offline --frozen-lockfile` (so every path check:spec spawns is resolved as a
// fresh clone lays it out: issue 29's `Cannot find module …/node_modules/vitest/vitest.mjs` fails here), then each
// case edits specs/ there, runs `pnpm generate`, writes the changeset the guide names, runs `pnpm check:spec` against
// HEAD, and checks that it passes or fails as the guide says. Each case starts from HEAD again. turbo shares the
// checkout's cache with a worktree, so only what a case changes is built. Heavy: minutes (figures in the guide).
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { binOf, ROOT } from "./spawned.mjs";

const MINUTES = 60_000;
/** Set for what runs in the scratch copy: a test there never walks the guide again (no copy inside a copy). */
const INSIDE = "AVASPEC_GUIDE_SCENARIO";
let parent = "";
let scratch = "";
const pnpm = binOf(ROOT, "pnpm");
const figures: string[] = [];

const git = (...args: string[]) => execFileSync("git", args, { cwd: scratch, encoding: "utf8" });

/** This process's environment without vitest's own variables: a nested vitest would think it is a worker. */
const OWN_ENV = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST")));

/**
 * Where the scratch copy goes: beside the checkout, on its filesystem, when that can be written (else the temporary
 * folder). In CI two walks read a module of a build just written in the temporary folder without one of its
 * exports (`servedUnchanged is not a function`; natively, `does not provide an export named 'hoistedQuery'`), which
 * no run beside the checkout has shown.
 */
function scratchParent(): string {
  try {
    return mkdtempSync(join(dirname(ROOT), ".avaspec-guide-"));
  } catch {
    return mkdtempSync(join(tmpdir(), "avaspec-guide-"));
  }
}

/** Runs a root script of the scratch copy with the repository's own pnpm; its exit code, output and wall time. */
function script(name: string, ...args: string[]) {
  const started = Date.now();
  const r = spawnSync(process.execPath, [pnpm, "run", name, ...args], {
    cwd: scratch,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...OWN_ENV, FORCE_COLOR: "0", NO_COLOR: "1", [INSIDE]: "1" },
  });
  return { code: r.status ?? 1, output: `${r.stdout}${r.stderr}`, seconds: (Date.now() - started) / 1000 };
}

/** Edits a file of the scratch copy: `edit` gets its text and returns the new text (which must differ). */
function edit(file: string, change: (text: string) => string) {
  const path = join(scratch, file);
  const before = readFileSync(path, "utf8");
  const after = change(before);
  if (after === before) throw new Error(`the edit of ${file} changed nothing: the guide's case no longer applies`);
  writeFileSync(path, after);
}

const changeset = (name: string, bumps: Record<string, string>, text: string) =>
  writeFileSync(
    join(scratch, ".changeset", `${name}.md`),
    `---\n${Object.entries(bumps)
      .map(([p, b]) => `"${p}": ${b}`)
      .join("\n")}\n---\n\n${text}\n`,
  );

/** `pnpm generate`, then `pnpm check:spec` against HEAD; the times go to the figures. */
function loop(name: string) {
  const load = loadavg()[0]?.toFixed(1);
  const generate = script("generate");
  expect(generate.code, generate.output).toBe(0);
  let check = script("check:spec", "--", "--base", "HEAD");
  let again = "";
  if (onlyTestsFailed(check.output)) {
    // In CI, the tests check of a walk has failed once in a while (three of many runs, a different case each time):
    // its first vitest loaded a module of the build just made without one of its exports. Never seen here, nor
    // twice in a row. The first failure stays in the log and the figures; a second failure fails the case.
    console.log(`${name}: the tests check failed; check:spec runs once more. Its output:\n${check.output}`);
    again = ` (tests check re-run after: ${line(check.output, "tests").trim()})`;
    check = script("check:spec", "--", "--base", "HEAD");
  }
  const figure = `| ${name}${again} | ${generate.seconds.toFixed(1)} s | ${check.seconds.toFixed(1)} s | ${load} |`;
  figures.push(figure);
  console.log(`${figure} exit ${check.code}`); // as each loop ends: a long walk shows its progress
  return check;
}

/** check:spec failed in its tests check alone (every other check passed). */
function onlyTestsFailed(output: string): boolean {
  const checks = output.split("\n").filter((l) => /^[✓✗] \S/.test(l));
  const failed = checks.filter((l) => l.startsWith("✗ "));
  return failed.length === 1 && failed[0]!.slice(2).startsWith("tests");
}

const line = (output: string, check: string) => output.split("\n").find((l) => l.slice(2).startsWith(check)) ?? "";

/** Back to HEAD between cases: tracked files restored, new ones (changesets) removed; installs and builds kept. */
function reset() {
  git("checkout", "--", ".");
  git("clean", "-fdq", "--", "specs", "packages", "tools", ".changeset");
}

// a hang guard per case, not a speed check: a cold first case took 21.5 min on a two-core machine at load 10, and a
// case whose tests check failed once runs check:spec twice
describe.skipIf(process.env[INSIDE])("the guide's loops, from a fresh install", { timeout: 45 * MINUTES }, () => {
  beforeAll(() => {
    parent = scratchParent();
    scratch = join(parent, "repo");
    execFileSync("git", ["worktree", "add", "--detach", scratch, "HEAD"], { cwd: ROOT, stdio: "ignore" });
    const started = Date.now();
    const install = spawnSync(process.execPath, [pnpm, "install", "--offline", "--frozen-lockfile"], {
      cwd: scratch,
      encoding: "utf8",
    });
    if (install.status !== 0) throw new Error(`fresh install failed:\n${install.stdout}${install.stderr}`);
    figures.push(
      `| fresh install (\`pnpm install --offline --frozen-lockfile\`) | — | ${(Date.now() - started) / 1000} s | |`,
    );
  }, 10 * MINUTES);

  afterAll(() => {
    console.log(["| case | generate | check:spec | load |", "|---|---|---|---|", ...figures].join("\n"));
    if (scratch) execFileSync("git", ["worktree", "remove", "--force", scratch], { cwd: ROOT });
    if (parent) rmSync(parent, { recursive: true, force: true });
  }, 5 * MINUTES); // removing a worktree with its own install and builds takes more than vitest's 10 s under load

  it("add an optional parameter (metrics getChain ?include): check:spec passes, non-breaking", () => {
    reset();
    edit("specs/metrics/paths/getChain.yaml", (t) =>
      t.replace(
        "  - $ref: ../components/parameters/EvmChainId.yaml\n",
        "  - $ref: ../components/parameters/EvmChainId.yaml\n" +
          "  - name: include\n    in: query\n    required: false\n    description: Extra sections of the record.\n" +
          "    schema:\n      type: string\n      enum: [stats]\n",
      ),
    );
    changeset(
      "include",
      { "@avaspec/specs": "minor", "@avaspec/metrics-client": "minor", "@avaspec/contract": "patch" },
      "getChain takes ?include.",
    );
    const r = loop("add a parameter (metrics `getChain` `include`)");
    expect(r.code, r.output).toBe(0);
    expect(line(r.output, "spec:diff")).toMatch(/no breaking changes/);
    // the hand-written tests that name getChain ran (engines.test.ts among them) and passed
    expect(line(r.output, "tests")).toMatch(/✓ tests .*test file\(s\) naming .*getChain/);
  });

  it("remove a response field (AvgTpsLegacyResponse.lastRun): no mock edit, check:spec passes, breaking", () => {
    reset();
    edit("specs/metrics/components/schemas/AvgTpsLegacyResponse.yaml", (t) =>
      t
        .replace("required: [results, status, lastRun]", "required: [results, status]")
        .replace(/ {2}lastRun:\n( {4}.*\n)+/, ""),
    );
    edit("specs/metrics/paths/getAvgTpsLegacy.yaml", (t) => t.replace(/^ +lastRun: \d+\n/m, ""));
    edit("specs/DEVIATIONS.md", (t) =>
      t.replace(
        "| Field or operation | Change | Since | Why |\n|---|---|---|---|\n",
        "| Field or operation | Change | Since | Why |\n|---|---|---|---|\n" +
          "| `AvgTpsLegacyResponse.lastRun` | removed | 1.0.0 | the guide's scenario |\n",
      ),
    );
    changeset(
      "no-last-run",
      { "@avaspec/specs": "major", "@avaspec/metrics-client": "major", "@avaspec/contract": "patch" },
      "GET /v1/avg_tps no longer sends lastRun.",
    );
    const r = loop("remove a field (`AvgTpsLegacyResponse.lastRun`)");
    expect(r.code, r.output).toBe(0);
    expect(line(r.output, "spec:diff")).toMatch(
      /breaking change\(s\), covered by a major changeset for @avaspec\/specs/,
    );
  });

  it("deprecate an operation (getNetworkMetrics): check:spec passes, non-breaking", () => {
    reset();
    edit("specs/metrics/paths/getNetworkMetrics.yaml", (t) =>
      t.replace(/^description: /m, "deprecated: true\ndescription: "),
    );
    changeset(
      "deprecate-network-metrics",
      { "@avaspec/specs": "minor", "@avaspec/metrics-client": "minor", "@avaspec/contract": "patch" },
      "getNetworkMetrics is deprecated.",
    );
    const r = loop("deprecate an operation (`getNetworkMetrics`)");
    expect(r.code, r.output).toBe(0);
    expect(line(r.output, "spec:diff")).toMatch(/no breaking changes/);
  });

  it("rename a method, release 1: fails naming methods.ts until the mock forwards the new name, then passes", () => {
    reset();
    edit("specs/node/methods/admin.yaml", (t) => {
      const entry = /^- name: admin\.getChainAliases\n(?:(?!- name: ).*\n|\n)*/m.exec(t)?.[0] ?? "";
      const renamed = `${entry.trimEnd().replace("name: admin.getChainAliases", "name: admin.listChainAliases")}\n`;
      const deprecated = entry.replace(
        "  summary: Returns the aliases of the chain.\n",
        "  summary: Returns the aliases of the chain (deprecated; use admin.listChainAliases).\n" +
          "  deprecated: true\n  x-avaspec-deprecation: { replacedBy: admin.listChainAliases }\n",
      );
      return `${t.replace(entry, deprecated).trimEnd()}\n\n${renamed}`;
    });
    edit("specs/node/openrpc.yaml", (t) =>
      t.replace(
        "  - $ref: methods/admin.yaml#/9 # admin.stopCPUProfiler\n",
        "  - $ref: methods/admin.yaml#/9 # admin.stopCPUProfiler\n" +
          "  - $ref: methods/admin.yaml#/10 # admin.listChainAliases\n",
      ),
    );
    changeset(
      "list-chain-aliases",
      {
        "@avaspec/specs": "minor",
        "@avaspec/node-client": "minor",
        "@avaspec/mocks": "patch",
        "@avaspec/contract": "patch",
      },
      "admin.listChainAliases replaces admin.getChainAliases.",
    );
    const without = loop("rename a method, release 1, before the mock's edit");
    expect(without.code).toBe(1);
    expect(line(without.output, "contract")).toMatch(/^✗ contract/);
    expect(without.output).toMatch(/give each one in packages\/mocks\/src\/node\/methods\.ts/);
    edit("packages/mocks/src/node/methods.ts", (t) =>
      t.replace(
        '  "admin.getLoggerLevel": ',
        '  "admin.listChainAliases": (ctx, a) => admin["admin.getChainAliases"]!(ctx, a),\n  "admin.getLoggerLevel": ',
      ),
    );
    const r = loop("rename a method, release 1 (`admin.getChainAliases` → `admin.listChainAliases`)");
    expect(r.code, r.output).toBe(0);
    expect(line(r.output, "spec:diff")).toMatch(/no breaking changes/);
  });
});
