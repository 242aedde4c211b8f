// The OpenRPC lint has teeth: each case copies the node tree into a temp dir, breaks it in one way, runs the CLI and
// asserts the exit code, the rule, the file and the line it reports.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error untyped build script of @avaspec/specs, imported only to keep the two assemblies equal
import { assembleOpenRpc } from "../../../packages/specs/scripts/assemble-openrpc.mjs";
import { assembleWithPositions, dataPathToPointer, lintOpenRpc, REPO_ROOT, RULES } from "./lint.mjs";

const CLI = join(REPO_ROOT, "tools/spec-lint/openrpc/cli.mjs");
/** The tree the cases break: a copy of this folder's fixture (same layout as specs/node). */
const SOURCE = join(REPO_ROOT, "tools/spec-lint/openrpc/fixture/node");

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A throwaway repo root holding a copy of the tree at specs/node. */
function copyTree(): string {
  const root = mkdtempSync(join(tmpdir(), "avaspec-openrpc-lint-"));
  dirs.push(root);
  cpSync(SOURCE, join(root, "specs/node"), { recursive: true });
  return root;
}

function runCli(root: string) {
  const run = spawnSync(process.execPath, [CLI, "--root", root], { encoding: "utf8" });
  const problems = run.stderr
    .split("\n")
    .map((line) => /^(\S+):(\d+):(\d+) {2}error {2}(\S+) {2}(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ file: m[1], line: Number(m[2]), column: Number(m[3]), rule: m[4], message: m[5] }));
  return { status: run.status, stdout: run.stdout, stderr: run.stderr, problems };
}

/** 1-based line of the `nth` (1-based) line containing `marker`. */
function lineOf(text: string, marker: string, nth = 1): number {
  let seen = 0;
  const index = text.split("\n").findIndex((line) => line.includes(marker) && ++seen === nth);
  if (index < 0) throw new Error(`marker not found: ${marker}`);
  return index + 1;
}

function replaceOnce(text: string, from: string | RegExp, to: string): string {
  if (typeof from === "string" ? !text.includes(from) : !from.test(text)) throw new Error(`text to break not found: ${from}`);
  return text.replace(from, to);
}

type Break = {
  /** file under specs/node to edit */
  file: string;
  edit: (text: string) => string;
  /** text on the line the problem must point at, in the edited file (nth occurrence, default 1) */
  marker: string;
  nth?: number;
};
/** [name, { break, rule, file }]: the line asserted is the line of `break.marker` in the edited file. */
type Case = [name: string, spec: { break: Break; rule: keyof typeof RULES; file: string }];

const cases: Case[] = [
  [
    "a method without examples",
    {
      break: { file: "methods/eth.yaml", edit: (t) => t.slice(0, t.indexOf("  examples:")), marker: "- name: eth_getActiveRulesAt" },
      rule: "method-has-example",
      file: "methods/eth.yaml",
    },
  ],
  [
    "an example param of the wrong type",
    {
      break: { file: "methods/admin.yaml", edit: (t) => replaceOnce(t, "value: myAlias", "value: 42"), marker: "value: 42" },
      rule: "example-params-valid",
      file: "methods/admin.yaml",
    },
  ],
  [
    "an alias example of 513 characters in a success pairing",
    {
      break: { file: "methods/admin.yaml", edit: (t) => replaceOnce(t, "value: myAlias", `value: ${"a".repeat(513)}`), marker: "a".repeat(513) },
      rule: "example-params-valid",
      file: "methods/admin.yaml",
    },
  ],
  [
    "an example result that does not match the result schema",
    {
      break: { file: "methods/admin.yaml", edit: (t) => replaceOnce(t, "C: { logLevel: INFO, displayLevel: INFO }", "C: { logLevel: LOUD, displayLevel: INFO }"), marker: "logLevel: LOUD" },
      rule: "example-result-valid",
      file: "methods/admin.yaml",
    },
  ],
  [
    "a by-position example with a result of the wrong type",
    {
      break: { file: "methods/eth.yaml", edit: (t) => replaceOnce(t, "IsHomestead: true", "IsHomestead: yes please"), marker: "IsHomestead: yes please" },
      rule: "example-result-valid",
      file: "methods/eth.yaml",
    },
  ],
  [
    "a by-position example param of the wrong type",
    {
      break: { file: "methods/eth.yaml", edit: (t) => replaceOnce(t, "value: 1732025492", "value: -1"), marker: "value: -1" },
      rule: "example-params-valid",
      file: "methods/eth.yaml",
    },
  ],
  [
    "paramStructure dropped",
    {
      break: { file: "methods/admin.yaml", edit: (t) => replaceOnce(t, "  paramStructure: by-name\n", ""), marker: "- name: admin.alias" },
      rule: "param-structure-declared",
      file: "methods/admin.yaml",
    },
  ],
  [
    "an uppercase method after the dot (admin.Alias)",
    {
      break: { file: "methods/admin.yaml", edit: (t) => replaceOnce(t, "name: admin.alias", "name: admin.Alias"), marker: "name: admin.Alias" },
      rule: "method-name",
      file: "methods/admin.yaml",
    },
  ],
  [
    "an unknown endpoint",
    {
      break: { file: "methods/eth.yaml", edit: (t) => replaceOnce(t, "x-avaspec-endpoint: rpc", "x-avaspec-endpoint: evm"), marker: "x-avaspec-endpoint: evm" },
      rule: "endpoint-declared",
      file: "methods/eth.yaml",
    },
  ],
  [
    "a duplicate method",
    {
      break: { file: "methods/eth.yaml", edit: (t) => `${t}${t}`, marker: "- name: eth_getActiveRulesAt", nth: 2 },
      rule: "method-unique",
      file: "methods/eth.yaml",
    },
  ],
  [
    "an openrpc version the meta-schema does not allow",
    {
      break: { file: "openrpc.yaml", edit: (t) => replaceOnce(t, "openrpc: 1.3.2", "openrpc: 1.3.9"), marker: "openrpc: 1.3.9" },
      rule: "openrpc-meta-schema",
      file: "openrpc.yaml",
    },
  ],
  [
    "an error example with an undeclared code",
    {
      break: { file: "methods/admin.yaml", edit: (t) => replaceOnce(t, "x-avaspec-error: { code: -32000, message: alias", "x-avaspec-error: { code: -32001, message: alias"), marker: "code: -32001" },
      rule: "example-error-declared",
      file: "methods/admin.yaml",
    },
  ],
  [
    "an error example whose message matches no declared pattern",
    {
      break: { file: "methods/admin.yaml", edit: (t) => replaceOnce(t, `'logger with name "nope" not found'`, `'no logger "nope"'`), marker: `no logger "nope"` },
      rule: "example-error-declared",
      file: "methods/admin.yaml",
    },
  ],
  [
    "a required param after an optional one in eth_*",
    {
      break: {
        file: "methods/eth.yaml",
        edit: (t) => replaceOnce(t, "      schema: { type: integer, minimum: 0 }\n", "      schema: { type: integer, minimum: 0 }\n    - name: fullTx\n      required: true\n      schema: { type: boolean }\n"),
        marker: "- name: fullTx",
      },
      rule: "required-param-order",
      file: "methods/eth.yaml",
    },
  ],
  [
    "a $ref to a component that does not exist",
    {
      break: { file: "methods/admin.yaml", edit: (t) => replaceOnce(t, "errors.yaml#/AliasTooLong", "errors.yaml#/AliasTooLoong"), marker: "AliasTooLoong" },
      rule: "ref-resolves",
      file: "methods/admin.yaml",
    },
  ],
  [
    "a pairing with neither result nor x-avaspec-error",
    {
      break: { file: "methods/admin.yaml", edit: (t) => replaceOnce(t, "      result:\n        name: empty\n        value: {}\n", ""), marker: "- name: alias the X-Chain API" },
      rule: "example-result-valid",
      file: "methods/admin.yaml",
    },
  ],
];

describe("openrpc lint CLI", () => {
  it("passes a clean tree: exit 0, zero problems", () => {
    const run = runCli(copyTree());
    expect(run.stderr).toBe("");
    expect(run.problems).toEqual([]);
    expect(run.stdout).toMatch(/clean \(0 problems\)/);
    expect(run.status).toBe(0);
  });

  it.each(cases)("fails on %s", (_name, { break: brk, rule, file }) => {
    const root = copyTree();
    const path = join(root, "specs/node", brk.file);
    const broken = brk.edit(readFileSync(path, "utf8"));
    writeFileSync(path, broken);
    const run = runCli(root);
    expect(run.status, run.stderr).toBe(1);
    const hits = run.problems.filter((p) => p.rule === rule);
    expect(hits.length, `no ${rule} problem in:\n${run.stderr}`).toBeGreaterThan(0);
    expect(hits.map((h) => `${h.file}:${h.line}`)).toContain(`specs/node/${file}:${lineOf(broken, brk.marker, brk.nth)}`);
    expect(run.stderr).toMatch(/^openrpc lint: \d+ problem\(s\)/m);
  });

  it("exits 2 with a clear message on an unreadable tree", () => {
    const missing = runCli(join(tmpdir(), "avaspec-no-such-tree"));
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/cannot read the OpenRPC tree: .*openrpc\.yaml: root file not found/);
    const root = copyTree();
    writeFileSync(join(root, "specs/node/methods/eth.yaml"), "- name: [unclosed\n");
    const bad = runCli(root);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/methods\/eth\.yaml:\d+:\d+: YAML syntax error/);
  });
});

describe("assembly", () => {
  it("equals @avaspec/specs' assembleOpenRpc on the tree, refs and all", () => {
    const root = join(copyTree(), "specs/node/openrpc.yaml");
    expect(assembleWithPositions(root).doc).toEqual(assembleOpenRpc(root));
  });

  it("maps pointers into methods and components back to their YAML lines", () => {
    const { locate } = assembleWithPositions(join(SOURCE, "openrpc.yaml"));
    const admin = readFileSync(join(SOURCE, "methods/admin.yaml"), "utf8");
    expect(locate("/methods/1/name")).toMatchObject({ file: join(SOURCE, "methods/admin.yaml"), line: lineOf(admin, "name: admin.getLoggerLevel"), column: 3 });
    // a key the sources lack falls back to its nearest ancestor
    expect(locate("/methods/0/nothing/here").line).toBe(1);
    const errors = readFileSync(join(SOURCE, "components/errors.yaml"), "utf8");
    expect(locate("/components/errors/LoggerNotFound/x-avaspec-message-pattern").line).toBe(lineOf(errors, "x-avaspec-message-pattern"));
  });

  it("returns problems from the library too (lintOpenRpc)", () => {
    expect(lintOpenRpc(join(SOURCE, "openrpc.yaml"))).toEqual([]);
  });
});

describe("dataPathToPointer (ajv 6 paths of the meta-schema's errors)", () => {
  it.each([
    [".openrpc", "/openrpc"],
    [".methods[3].errors[0]['x-avaspec-message-pattern']", "/methods/3/errors/0/x-avaspec-message-pattern"],
    ["['x-avaspec-endpoints'].admin", "/x-avaspec-endpoints/admin"],
    ["", ""],
  ])("%s → %s", (path, pointer) => {
    expect(dataPathToPointer(path)).toBe(pointer);
  });
});

describe("README", () => {
  it("lists every rule the linter reports", () => {
    const readme = readFileSync(join(REPO_ROOT, "tools/spec-lint/openrpc/README.md"), "utf8");
    for (const rule of Object.keys(RULES)) expect(readme).toContain(`| \`${rule}\` |`);
  });
});
