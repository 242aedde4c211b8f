// The YAML flow-mapping lint has teeth: each case copies the real specs, breaks one line the way the accident did
// (or writes plain prose into a flow mapping) and asserts rule, file and line; the CLI exits 1 on them.
import { spawnSync } from "node:child_process";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useScratchDirs } from "../test-support/scratch-dirs.js";
import { lintSpecYaml, lintYamlText, REPO_ROOT } from "./lint.mjs";

const scratchDir = useScratchDirs("avaspec-yaml-lint-");

function copySpecs(): string {
  const root = scratchDir();
  cpSync(join(REPO_ROOT, "specs"), join(root, "specs"), { recursive: true });
  return root;
}

const lineOf = (text: string, marker: string) => text.split("\n").findIndex((l) => l.includes(marker)) + 1;

const cases = [
  {
    name: "a comma in a plain description in a flow mapping (the node FeeConfig accident)",
    file: "specs/node/components/schemas.yaml",
    from: 'description: "Target time between blocks, in seconds." }',
    to: "description: Target time between blocks, in seconds. }",
    rules: ["flow-mapping-key-without-value", "flow-mapping-plain-text"],
  },
  {
    name: "a plain description in a flow mapping of an OpenAPI component",
    file: "specs/data/components/schemas/Chain.yaml",
    from: "  chainName:\n    type: string\n",
    to: "  chainName: { type: string, description: Name of the chain }\n",
    rules: ["flow-mapping-plain-text"],
  },
  {
    name: "a key without value in a flow mapping of a shared header",
    file: "specs/shared/headers/RetryAfter.yaml",
    from: "  type: integer\n",
    to: "  type: integer\n  x-avaspec-note: { unit: seconds, rounded up }\n",
    rules: ["flow-mapping-key-without-value"],
  },
];

describe("yaml flow-mapping lint", () => {
  it("finds nothing in the real specs", () => {
    expect(lintSpecYaml(REPO_ROOT)).toEqual([]);
  }, 30_000);

  it.each(cases)("fails on $name", ({ file, from, to, rules }) => {
    const root = copySpecs();
    const path = join(root, file);
    const text = readFileSync(path, "utf8");
    expect(text).toContain(from);
    const broken = text.replace(from, to);
    writeFileSync(path, broken);
    const problems = lintSpecYaml(root);
    expect(problems.map((p) => p.rule).sort()).toEqual([...rules].sort());
    for (const p of problems) {
      expect(p.file).toBe(path);
      expect(p.line).toBe(lineOf(broken, to.trim().split("\n").at(-1)!));
    }
  }, 30_000);

  it("points at the stray key, column and all", () => {
    const [problem] = lintYamlText("a:\n  b: { type: integer, description: A, B }\n", "x.yaml");
    expect(problem).toMatchObject({ line: 2, rule: "flow-mapping-plain-text" });
    const all = lintYamlText("a:\n  b: { type: integer, description: A, B }\n", "x.yaml");
    expect(all.find((p) => p.rule === "flow-mapping-key-without-value")).toMatchObject({ line: 2, column: 39 });
  });

  it("CLI exits 1 with file:line:col  error  rule lines on a broken tree, 0 on the real one", () => {
    const cli = join(REPO_ROOT, "tools/spec-lint/yaml/lint.mjs");
    expect(spawnSync(process.execPath, [cli], { encoding: "utf8" }).status).toBe(0);
    const root = copySpecs();
    const path = join(root, cases[0]!.file);
    writeFileSync(path, readFileSync(path, "utf8").replace(cases[0]!.from, cases[0]!.to));
    const run = spawnSync(process.execPath, [cli, "--root", root], { encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /^specs\/node\/components\/schemas\.yaml:\d+:\d+ {2}error {2}flow-mapping-key-without-value {2}key "in sec/m,
    );
  }, 60_000);
});
