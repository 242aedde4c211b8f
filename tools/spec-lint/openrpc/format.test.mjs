// The OpenRPC linter's reporters (--format stylish|json|github-actions): exact lines, escaping, and the CLI choosing
// them on a broken tree.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { main } from "./cli.mjs";
import { formatProblems, githubActionsLine, isFormat } from "./format.mjs";
import { REPO_ROOT } from "./lint.mjs";

const BASE = "/repo";
const problem = {
  file: "/repo/specs/node/methods/admin.yaml",
  line: 12,
  column: 7,
  severity: "error",
  rule: "example-result-valid",
  message: "admin.alias: example 1, result: must be boolean",
  pointer: "/methods/0/examples/0/result",
};

describe("formatProblems", () => {
  it("stylish: file:line:col  severity  rule  message, the file relative to the base", () => {
    expect(formatProblems([problem], "stylish", BASE)).toEqual([
      `specs/node/methods/admin.yaml:12:7  error  example-result-valid  ${problem.message}`,
    ]);
  });

  it("json: one array of problems, files relative", () => {
    const [text] = formatProblems([problem], "json", BASE);
    expect(JSON.parse(text ?? "")).toEqual([{ ...problem, file: "specs/node/methods/admin.yaml" }]);
    expect(formatProblems([], "json", BASE)).toEqual(["[]"]);
  });

  it("github-actions: an ::error workflow command with title, file, line and col", () => {
    expect(formatProblems([problem], "github-actions", BASE)).toEqual([
      `::error title=example-result-valid,file=specs/node/methods/admin.yaml,line=12,col=7::${problem.message}`,
    ]);
  });

  it("github-actions escapes what would end the message or a property (%, CR, LF; and : , in properties)", () => {
    const line = githubActionsLine(
      { ...problem, file: "/repo/a,b:c.yaml", rule: "r:1,2", message: "100% wrong\r\nsecond line" },
      BASE,
    );
    expect(line).toBe("::error title=r%3A1%2C2,file=a%2Cb%3Ac.yaml,line=12,col=7::100%25 wrong%0D%0Asecond line");
    expect(line.split("\n")).toHaveLength(1);
  });

  it("warnings become ::warning", () => {
    expect(githubActionsLine({ ...problem, severity: "warn" }, BASE)).toMatch(/^::warning /);
  });

  it("knows its formats", () => {
    expect(["stylish", "json", "github-actions"].every(isFormat)).toBe(true);
    expect(isFormat("checkstyle")).toBe(false);
  });
});

// each case lints a whole tree (seconds under shared load)
describe("cli --format", { timeout: 60_000 }, () => {
  const dirs = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  /** A copy of the node tree whose root declares an OpenRPC version that does not exist (line 3 or so). */
  const brokenRoot = () => {
    const root = mkdtempSync(join(tmpdir(), "avaspec-openrpc-format-"));
    dirs.push(root);
    cpSync(join(REPO_ROOT, "specs/node"), join(root, "specs/node"), { recursive: true });
    const file = join(root, "specs/node/openrpc.yaml");
    const text = readFileSync(file, "utf8");
    writeFileSync(file, text.replace(/^openrpc: .*$/m, "openrpc: 0.0.1-broken"));
    const line = text.split("\n").findIndex((l) => l.startsWith("openrpc:")) + 1;
    return { root, line };
  };
  const run = (args) => {
    const stdout = [];
    const stderr = [];
    const status = main(args, { log: (l) => stdout.push(l), error: (l) => stderr.push(l) });
    return { status, stdout, stderr };
  };

  it("github-actions: the broken line as an annotation on stdout, exit 1", () => {
    const { root, line } = brokenRoot();
    const { status, stdout } = run(["--root", root, "--format", "github-actions"]);
    expect(status).toBe(1);
    expect(stdout).toContainEqual(
      expect.stringMatching(
        new RegExp(`^::error title=openrpc-meta-schema,file=specs/node/openrpc.yaml,line=${line},`),
      ),
    );
  });

  it("json (also as --format=json): parseable, naming file, line and rule", () => {
    const { root, line } = brokenRoot();
    const { status, stdout } = run(["--root", root, "--format=json"]);
    expect(status).toBe(1);
    expect(JSON.parse(stdout.join("\n"))).toContainEqual(
      expect.objectContaining({ file: "specs/node/openrpc.yaml", line, rule: "openrpc-meta-schema" }),
    );
  });

  it("the real tree is clean in every format (json prints [])", () => {
    expect(run(["--format", "json"])).toMatchObject({ status: 0, stdout: ["[]"] });
    expect(run(["--format", "github-actions"])).toMatchObject({ status: 0, stdout: [] });
  });

  it("an unknown format is a usage error naming the formats", () => {
    const { status, stderr } = run(["--format", "checkstyle"]);
    expect(status).toBe(2);
    expect(stderr.join("\n")).toContain("--format must be one of stylish, json, github-actions");
  });
});
