// The OpenRPC lint has teeth: each case copies the node tree into a temp dir, breaks it in one way, runs the CLI and
// asserts the exit code, the rule, the file and the line it reports.
import { spawnSync } from "node:child_process";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useScratchDirs } from "../test-support/scratch-dirs.js";
import { assembleOpenRpc } from "@avaspec/specs/assemble-openrpc";
import { main } from "./cli.mjs";
import { assembleWithPositions, dataPathToPointer, lintOpenRpc, REPO_ROOT, RULES } from "./lint.mjs";

const CLI = join(REPO_ROOT, "tools/spec-lint/openrpc/cli.mjs");
/** The tree the cases break: the real node contract. */
const SOURCE = join(REPO_ROOT, "specs/node");

const scratchDir = useScratchDirs("avaspec-openrpc-lint-");

/** A throwaway repo root holding a copy of the tree at specs/node. */
function copyTree(): string {
  const root = scratchDir();
  cpSync(SOURCE, join(root, "specs/node"), { recursive: true });
  return root;
}

/** Parses `file:line:col  error  rule  message` lines. */
function parseLines(text: string) {
  return text
    .split("\n")
    .map((line) => /^(\S+):(\d+):(\d+) {2}error {2}(\S+) {2}(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ file: m[1], line: Number(m[2]), column: Number(m[3]), rule: m[4], message: m[5] }));
}

/** The CLI's main() in-process (the cases), capturing what it prints and its exit code. */
function runCli(root: string) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const status = main(["--root", root], { log: (l) => stdout.push(l), error: (l) => stderr.push(l) });
  return { status, stdout: stdout.join("\n"), stderr: stderr.join("\n"), problems: parseLines(stderr.join("\n")) };
}

/** The CLI as a real process. */
function spawnCli(root: string) {
  const run = spawnSync(process.execPath, [CLI, "--root", root], { encoding: "utf8" });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr, problems: parseLines(run.stderr) };
}

/** 1-based line of the `nth` (1-based) line containing `marker`. */
function lineOf(text: string, marker: string, nth = 1): number {
  let seen = 0;
  const index = text.split("\n").findIndex((line) => line.includes(marker) && ++seen === nth);
  if (index < 0) throw new Error(`marker not found: ${marker}`);
  return index + 1;
}

function replaceOnce(text: string, from: string | RegExp, to: string): string {
  if (typeof from === "string" ? !text.includes(from) : !from.test(text))
    throw new Error(`text to break not found: ${from}`);
  return text.replace(from, to);
}

/** Applies `edit` to the YAML list item of method `name` only (from its `- name:` line to the next method). */
function inMethod(name: string, edit: (block: string) => string): (text: string) => string {
  return (text) => {
    const start = text.indexOf(`- name: ${name}\n`);
    if (start < 0) throw new Error(`method not found: ${name}`);
    const next = text.indexOf("\n- name: ", start + 1);
    const end = next < 0 ? text.length : next + 1;
    return text.slice(0, start) + edit(text.slice(start, end)) + text.slice(end);
  };
}

/** Drops `key:` at `indent` spaces and every more-indented (or blank) line after it. */
function dropKey(text: string, key: string, indent: number): string {
  const lines = text.replace(/\n$/, "").split("\n");
  const at = lines.findIndex((l) => l.startsWith(`${" ".repeat(indent)}${key}:`));
  if (at < 0) throw new Error(`key not found: ${key}`);
  let end = at + 1;
  while (end < lines.length && (lines[end]!.trim() === "" || /^ */.exec(lines[end]!)![0].length > indent)) end++;
  return `${[...lines.slice(0, at), ...lines.slice(end)].join("\n")}\n`;
}

/** What to break: a file under specs/node and the edit. */
type Break = { file: string; edit: (text: string) => string };
/**
 * [name, { break, rule, file, line }]: the problem must name `rule` in `file` (under specs/node) at `line`, given as
 * text on that line of the (edited) file, optionally its nth occurrence.
 */
type Case = [
  name: string,
  spec: { break: Break; rule: keyof typeof RULES; file: string; line: string | [marker: string, nth: number] },
];

const LONG_ALIAS = "b".repeat(513);

const cases: Case[] = [
  [
    "a method without examples",
    {
      break: { file: "methods/chain-vm.yaml", edit: inMethod("eth_getChainConfig", (b) => dropKey(b, "examples", 2)) },
      line: "- name: eth_getChainConfig",
      rule: "method-has-example",
      file: "methods/chain-vm.yaml",
    },
  ],
  [
    "an example param of the wrong type",
    {
      break: {
        file: "methods/admin.yaml",
        edit: inMethod("admin.alias", (b) => replaceOnce(b, /value: myAlias\b/, "value: 42")),
      },
      line: "value: 42",
      rule: "example-params-valid",
      file: "methods/admin.yaml",
    },
  ],
  [
    "an alias example of 513 characters in a success pairing",
    {
      break: {
        file: "methods/admin.yaml",
        edit: inMethod("admin.alias", (b) => replaceOnce(b, /value: myAlias\b/, `value: ${LONG_ALIAS}`)),
      },
      line: LONG_ALIAS,
      rule: "example-params-valid",
      file: "methods/admin.yaml",
    },
  ],
  [
    "an example result that does not match the result schema",
    {
      break: {
        file: "methods/validators.yaml",
        edit: (t) => replaceOnce(t, "uptimePercentage: 100", 'uptimePercentage: "all of it"'),
      },
      line: 'uptimePercentage: "all of it"',
      rule: "example-result-valid",
      file: "methods/validators.yaml",
    },
  ],
  [
    "a by-position example param of the wrong type",
    {
      break: {
        file: "methods/chain-vm.yaml",
        edit: inMethod("eth_getActiveRulesAt", (b) => replaceOnce(b, /value: \d+ \}/, 'value: "soon" }')),
      },
      line: 'value: "soon"',
      rule: "example-params-valid",
      file: "methods/chain-vm.yaml",
    },
  ],
  [
    "paramStructure dropped",
    {
      break: {
        file: "methods/admin.yaml",
        edit: inMethod("admin.alias", (b) => replaceOnce(b, "  paramStructure: by-name\n", "")),
      },
      line: "- name: admin.alias",
      rule: "param-structure-declared",
      file: "methods/admin.yaml",
    },
  ],
  [
    "by-name declared on an eth_* method",
    {
      break: {
        file: "methods/chain-vm.yaml",
        edit: inMethod("eth_feeConfig", (b) =>
          replaceOnce(b, "paramStructure: by-position", "paramStructure: by-name"),
        ),
      },
      line: "paramStructure: by-name",
      rule: "param-structure-declared",
      file: "methods/chain-vm.yaml",
    },
  ],
  [
    "by-name declared on a net_* method (geth-style names are positional)",
    {
      break: {
        file: "methods/eth.yaml",
        edit: inMethod("net_version", (b) => replaceOnce(b, "paramStructure: by-position", "paramStructure: by-name")),
      },
      line: "paramStructure: by-name",
      rule: "param-structure-declared",
      file: "methods/eth.yaml",
    },
  ],
  [
    "a geth-style name of another namespace (debug_traceBlock)",
    {
      break: {
        file: "methods/eth.yaml",
        edit: (t) => replaceOnce(t, "- name: web3_sha3\n", "- name: debug_traceBlock\n"),
      },
      line: "name: debug_traceBlock",
      rule: "method-name",
      file: "methods/eth.yaml",
    },
  ],
  [
    "error-only examples without x-avaspec-error-only",
    {
      break: {
        file: "methods/eth.yaml",
        edit: inMethod("eth_sendTransaction", (b) => replaceOnce(b, /\n {2}x-avaspec-error-only: [^\n]*/, "")),
      },
      line: ["  examples:", 31], // eth_sendTransaction is the group's 31st method
      rule: "method-has-example",
      file: "methods/eth.yaml",
    },
  ],
  [
    "x-avaspec-error-only without a reason",
    {
      break: {
        file: "methods/eth.yaml",
        edit: inMethod("eth_sendTransaction", (b) =>
          replaceOnce(b, /x-avaspec-error-only: [^\n]*/, 'x-avaspec-error-only: ""'),
        ),
      },
      line: 'x-avaspec-error-only: ""',
      rule: "method-has-example",
      file: "methods/eth.yaml",
    },
  ],
  [
    "an uppercase method after the dot (admin.Alias)",
    {
      break: {
        file: "methods/admin.yaml",
        edit: (t) => replaceOnce(t, "- name: admin.alias\n", "- name: admin.Alias\n"),
      },
      line: "name: admin.Alias",
      rule: "method-name",
      file: "methods/admin.yaml",
    },
  ],
  [
    "an unknown endpoint",
    {
      break: {
        file: "methods/validators.yaml",
        edit: (t) => replaceOnce(t, "x-avaspec-endpoint: validators", "x-avaspec-endpoint: validatorz"),
      },
      line: "x-avaspec-endpoint: validatorz",
      rule: "endpoint-declared",
      file: "methods/validators.yaml",
    },
  ],
  [
    "a duplicate method",
    {
      break: {
        file: "methods/admin.yaml",
        edit: (t) => replaceOnce(t, "- name: admin.aliasChain\n", "- name: admin.alias\n"),
      },
      line: ["- name: admin.alias", 2],
      rule: "method-unique",
      file: "methods/admin.yaml",
    },
  ],
  [
    "an openrpc version the meta-schema does not allow",
    {
      break: { file: "openrpc.yaml", edit: (t) => replaceOnce(t, "openrpc: 1.3.2", "openrpc: 1.3.9") },
      line: "openrpc: 1.3.9",
      rule: "openrpc-meta-schema",
      file: "openrpc.yaml",
    },
  ],
  [
    "an extension on error objects not declared in x-extensions",
    {
      break: { file: "openrpc.yaml", edit: (t) => dropKey(t, "x-extensions", 0) },
      line: "  x-avaspec-message-pattern: ",
      rule: "openrpc-meta-schema",
      file: "components/errors.yaml",
    },
  ],
  [
    "an error example with an undeclared code",
    {
      break: {
        file: "methods/admin.yaml",
        edit: (t) =>
          replaceOnce(
            t,
            "code: -32000, message: alias length is too long",
            "code: -32001, message: alias length is too long",
          ),
      },
      line: "code: -32001",
      rule: "example-error-declared",
      file: "methods/admin.yaml",
    },
  ],
  [
    "an error example whose message matches no declared error or pattern",
    {
      break: {
        file: "methods/admin.yaml",
        edit: (t) => replaceOnce(t, "message: cpu profiler already running", "message: cpu profiler is running"),
      },
      line: "cpu profiler is running",
      rule: "example-error-declared",
      file: "methods/admin.yaml",
    },
  ],
  [
    "a required param after an optional one in eth_*",
    {
      break: {
        file: "methods/chain-vm.yaml",
        edit: inMethod("eth_feeConfig", (b) =>
          replaceOnce(
            b,
            "  result:\n",
            "    - name: fullTx\n      required: true\n      schema: { type: boolean }\n  result:\n",
          ),
        ),
      },
      line: "- name: fullTx",
      rule: "required-param-order",
      file: "methods/chain-vm.yaml",
    },
  ],
  [
    "a $ref to a component that does not exist",
    {
      break: {
        file: "methods/admin.yaml",
        edit: (t) => replaceOnce(t, "errors.yaml#/AliasTooLong", "errors.yaml#/AliasTooLoong"),
      },
      line: "AliasTooLoong",
      rule: "ref-resolves",
      file: "methods/admin.yaml",
    },
  ],
  [
    "a pairing with neither result nor x-avaspec-error",
    {
      break: {
        file: "methods/admin.yaml",
        edit: (t) =>
          replaceOnce(
            t,
            "      x-avaspec-error: { code: -32000, message: cpu profiler already running }\n",
            "",
          ).replace("- name: start twice", "- name: start twice, no outcome"),
      },
      line: "- name: start twice, no outcome",
      rule: "example-result-valid",
      file: "methods/admin.yaml",
    },
  ],
  [
    "a YAML flow-mapping accident: a comma in a plain description starts a key",
    {
      break: {
        file: "components/schemas.yaml",
        edit: (t) =>
          replaceOnce(t, 'description: "Minimum base fee, in wei." }', "description: Minimum base fee, in wei. }"),
      },
      line: "description: Minimum base fee, in wei. }",
      rule: "schema-keywords",
      file: "components/schemas.yaml",
    },
  ],
  [
    "a key that is no keyword in a param schema",
    {
      break: {
        file: "methods/admin.yaml",
        edit: inMethod("admin.alias", (b) =>
          replaceOnce(b, "        maxLength: 512\n", "        maxLength: 512\n        nullable: true\n"),
        ),
      },
      line: "nullable: true",
      rule: "schema-keywords",
      file: "methods/admin.yaml",
    },
  ],
  [
    "a method the root does not list",
    {
      break: {
        file: "openrpc.yaml",
        edit: (t) => replaceOnce(t, "  - $ref: methods/admin.yaml#/5 # admin.lockProfile\n", ""),
      },
      line: "- name: admin.lockProfile",
      rule: "method-listed",
      file: "methods/admin.yaml",
    },
  ],
  [
    "a method listed twice",
    {
      break: {
        file: "openrpc.yaml",
        edit: (t) =>
          replaceOnce(t, "methods/admin.yaml#/5 # admin.lockProfile", "methods/admin.yaml#/4 # admin.loadVMs"),
      },
      line: "- name: admin.loadVMs",
      rule: "method-listed",
      file: "methods/admin.yaml",
    },
  ],
  [
    "a root method $ref whose comment names another method than its index points at",
    {
      break: {
        file: "openrpc.yaml",
        edit: (t) =>
          replaceOnce(t, "methods/admin.yaml#/5 # admin.lockProfile", "methods/admin.yaml#/5 # admin.loadVMs"),
      },
      line: "methods/admin.yaml#/5 # admin.loadVMs",
      rule: "method-listed",
      file: "openrpc.yaml",
    },
  ],
  [
    "a root method $ref to an item that does not exist",
    {
      break: { file: "openrpc.yaml", edit: (t) => replaceOnce(t, "validators.yaml#/0", "validators.yaml#/1") },
      line: "validators.yaml#/1",
      rule: "ref-resolves",
      file: "openrpc.yaml",
    },
  ],
  [
    "a root method $ref to a file that does not exist",
    {
      break: {
        file: "openrpc.yaml",
        edit: (t) => replaceOnce(t, "methods/validators.yaml#/0", "methods/validator.yaml#/0"),
      },
      line: "methods/validator.yaml#/0",
      rule: "ref-resolves",
      file: "openrpc.yaml",
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

  it.each(cases)("fails on %s", (_name, { break: brk, rule, file, line }) => {
    const root = copyTree();
    const path = join(root, "specs/node", brk.file);
    writeFileSync(path, brk.edit(readFileSync(path, "utf8")));
    const [marker, nth] = typeof line === "string" ? [line, 1] : line;
    const want = lineOf(readFileSync(join(root, "specs/node", file), "utf8"), marker, nth);
    const run = runCli(root);
    expect(run.status, run.stderr).toBe(1);
    const hits = run.problems.filter((p) => p.rule === rule);
    expect(hits.length, `no ${rule} problem in:\n${run.stderr}`).toBeGreaterThan(0);
    expect(hits.map((h) => `${h.file}:${h.line}`)).toContain(`specs/node/${file}:${want}`);
    expect(run.stderr).toMatch(/^openrpc lint: \d+ problem\(s\)/m);
  });

  it("reduces the meta-schema's oneOf noise to the specific error, at its line", () => {
    const root = copyTree();
    const path = join(root, "specs/node/methods/index.yaml");
    const text = readFileSync(path, "utf8").replace(/^ {2}summary: /m, "  summery: ");
    writeFileSync(path, text);
    const run = runCli(root);
    expect(run.status).toBe(1);
    expect(run.problems).toEqual([
      {
        file: "specs/node/methods/index.yaml",
        line: lineOf(text, "  summery: "),
        column: 3,
        rule: "openrpc-meta-schema",
        message: 'property "summery" is not allowed here',
      },
    ]);
  });

  it("exits 2 with a clear message on an unreadable tree", () => {
    const missing = runCli(join(tmpdir(), "avaspec-no-such-tree"));
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/cannot read the OpenRPC tree: .*openrpc\.yaml: root file not found/);
    const root = copyTree();
    writeFileSync(join(root, "specs/node/methods/chain-vm.yaml"), "- name: [unclosed\n");
    const bad = runCli(root);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/methods\/chain-vm\.yaml:\d+:\d+: YAML syntax error/);
  });
});

describe("openrpc lint as a process", () => {
  it("exits 0 on the real tree, 1 with file:line:col lines on a broken one, 2 on a missing one", () => {
    const clean = spawnCli(copyTree());
    expect(clean.status, clean.stderr).toBe(0);
    const root = copyTree();
    const file = join(root, "specs/node/methods/admin.yaml");
    const text = readFileSync(file, "utf8").replace("- name: admin.alias\n", "- name: admin.Alias\n");
    writeFileSync(file, text);
    const broken = spawnCli(root);
    expect(broken.status).toBe(1);
    expect(broken.stderr).toMatch(
      new RegExp(
        `^specs/node/methods/admin\\.yaml:${lineOf(text, "- name: admin.Alias")}:3 {2}error {2}method-name {2}`,
        "m",
      ),
    );
    expect(spawnCli(join(tmpdir(), "avaspec-no-such-tree")).status).toBe(2);
  }, 60_000);
});

describe("assembly", () => {
  it("equals @avaspec/specs' assembleOpenRpc on the tree, refs and all", () => {
    const root = join(copyTree(), "specs/node/openrpc.yaml");
    expect(assembleWithPositions(root).doc).toEqual(assembleOpenRpc(root));
  });

  it("maps pointers into methods and components back to their YAML lines", () => {
    const { doc, locate } = assembleWithPositions(join(SOURCE, "openrpc.yaml"));
    const methods = doc.methods as { name: string }[];
    const admin = readFileSync(join(SOURCE, "methods/admin.yaml"), "utf8");
    const i = methods.findIndex((m) => m.name === "admin.getLoggerLevel");
    expect(locate(`/methods/${i}/name`)).toMatchObject({
      file: join(SOURCE, "methods/admin.yaml"),
      line: lineOf(admin, "- name: admin.getLoggerLevel"),
      column: 3,
    });
    // a key the sources lack falls back to its nearest ancestor (the method's list item)
    expect(locate(`/methods/${i}/nothing/here`).line).toBe(lineOf(admin, "- name: admin.getLoggerLevel"));
    const errors = readFileSync(join(SOURCE, "components/errors.yaml"), "utf8");
    const loggerNotFound = errors.split("\n").findIndex((l) => l.startsWith("LoggerNotFound:"));
    const pattern = errors
      .split("\n")
      .findIndex((l, n) => n > loggerNotFound && l.startsWith("  x-avaspec-message-pattern:"));
    expect(locate("/components/errors/LoggerNotFound/x-avaspec-message-pattern")).toMatchObject({
      file: join(SOURCE, "components/errors.yaml"),
      line: pattern + 1,
      column: 3,
    });
    expect(locate("/openrpc")).toMatchObject({
      file: join(SOURCE, "openrpc.yaml"),
      line: lineOf(readFileSync(join(SOURCE, "openrpc.yaml"), "utf8"), "openrpc: "),
    });
  });

  it("places what a YAML alias (*anchor) holds at the anchor", () => {
    const { doc, locate } = assembleWithPositions(join(SOURCE, "openrpc.yaml"));
    const methods = doc.methods as { name: string }[];
    const chainVm = readFileSync(join(SOURCE, "methods/chain-vm.yaml"), "utf8");
    const second = methods.findIndex((m) => m.name === "eth_getChainConfig");
    expect(chainVm).toMatch(/servers: \*rpcServers/);
    expect(locate(`/methods/${second}/servers/0/url`).line).toBe(lineOf(chainVm, "url: "));
  });

  it("lintOpenRpc finds nothing in the real contract, and reports each rule with a JSON pointer", () => {
    expect(lintOpenRpc(join(SOURCE, "openrpc.yaml"))).toEqual([]);
    const root = copyTree();
    const file = join(root, "specs/node/methods/validators.yaml");
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace("x-avaspec-endpoint: validators", "x-avaspec-endpoint: nope"),
    );
    const problems = lintOpenRpc(join(root, "specs/node/openrpc.yaml"));
    expect(problems).toEqual([
      expect.objectContaining({
        file,
        rule: "endpoint-declared",
        severity: "error",
        pointer: expect.stringMatching(/^\/methods\/\d+\/x-avaspec-endpoint$/),
      }),
    ]);
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
