// The git plumbing, end to end: a scratch repository with the real assembler, a commit, a change, the CLI's exit codes.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const monorepo = join(here, "..", "..");
const cli = join(here, "cli.mjs");

const METRICS = (extraParam = "") => `openapi: 3.1.0
info: { title: metrics, version: 0.0.0 }
paths:
  /v2/chains:
    get:
      operationId: listChains
      parameters:
        - { name: pageSize, in: query, schema: { type: integer, minimum: 1, maximum: 100 } }${extraParam}
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema:
                type: object
                required: [chains]
                properties: { chains: { type: array, items: { type: string } } }
  /v2/chains/{chainId}:
    get:
      operationId: getChain
      parameters:
        - { name: chainId, in: path, required: true, schema: { type: string } }
      responses:
        "200": { description: ok, content: { application/json: { schema: { type: object } } } }
`;
const DATA = `openapi: 3.1.0
info: { title: data, version: 0.0.0 }
paths:
  /v1/chains:
    get:
      operationId: listChains
      responses:
        "200": { description: ok }
`;
const NODE = `openrpc: 1.3.2
info: { title: node, version: 0.0.0 }
methods:
  - $ref: methods/admin.yaml#/0
`;
const NODE_METHODS = `- name: admin.alias
  paramStructure: by-name
  params:
    - { name: endpoint, required: true, schema: { type: string } }
    - { name: alias, required: true, schema: { type: string, maxLength: 512 } }
  result: { name: result, schema: { type: object } }
  errors:
    - $ref: ../components/errors.yaml#/InvalidParams
`;
const NODE_ERRORS = `InvalidParams: { code: -32602, message: invalid params }\n`;

let repo;
const git = (...args) => execFileSync("git", args, { cwd: repo, encoding: "utf8" }).trim();
const write = (path, text) => {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), text);
};
const run = (...args) => {
  const r = spawnSync(process.execPath, [cli, ...args], {
    cwd: repo,
    encoding: "utf8",
    env: { ...process.env, REDOCLY_TELEMETRY: "off" },
  });
  return { code: r.status, out: r.stdout + r.stderr };
};

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), "avaspec-spec-diff-git-"));
  git("init", "-q", "-b", "main");
  git("config", "user.email", "test@example.org");
  git("config", "user.name", "test");
  git("config", "commit.gpgsign", "false");
  // the real assembler, as committed in this monorepo; its dependencies come from the monorepo's install
  for (const entry of ["package.json", "scripts", "src"])
    cpSync(join(monorepo, "packages", "specs", entry), join(repo, "packages", "specs", entry), { recursive: true });
  symlinkSync(
    join(monorepo, "packages", "specs", "node_modules"),
    join(repo, "packages", "specs", "node_modules"),
    "dir",
  );
  write(".gitignore", "node_modules\ndist\n");
  write(".changeset/README.md", "# Changesets\n");
  write("specs/metrics/openapi.yaml", METRICS());
  write("specs/data/openapi.yaml", DATA);
  write("specs/node/openrpc.yaml", NODE);
  write("specs/node/methods/admin.yaml", NODE_METHODS);
  write("specs/node/components/errors.yaml", NODE_ERRORS);
  // the build also publishes the machine-readable deviations
  write("specs/deviations.yaml", "deviations: []\n");
  git("add", "-A");
  git("commit", "-q", "-m", "specs");
});

afterAll(() => rmSync(repo, { recursive: true, force: true }));

// Each case runs the CLI several times, each assembling the specs twice (redocly): minutes on a loaded 2-core machine.
describe("spec-diff CLI on a git repository", { timeout: 240_000 }, () => {
  it("exits 0 when nothing changed", () => {
    const r = run("--", "--base", "HEAD");
    expect(r.out).toContain("metrics (OpenAPI): no changes");
    expect(r.out).toContain("node (OpenRPC): no changes");
    expect(r.code).toBe(0);
  });

  it("exits 0 on a compatible change and reports it as non-breaking", () => {
    write(
      "specs/metrics/openapi.yaml",
      METRICS("\n        - { name: sortOrder, in: query, schema: { type: string } }"),
    );
    const r = run("--base", "HEAD");
    expect(r.out).toMatch(/non-breaking\s+optional-parameter-added\s+GET \/v2\/chains › query sortOrder/);
    expect(r.code).toBe(0);
    write("specs/metrics/openapi.yaml", METRICS());
  });

  it("exits 1 on a breaking change without a major changeset for @avaspec/specs, 0 once one is added", () => {
    // breaking in two documents: an operation removed, and a node param renamed
    write("specs/metrics/openapi.yaml", METRICS().replace(/ {2}\/v2\/chains\/\{chainId\}:[\s\S]*$/, ""));
    write("specs/node/methods/admin.yaml", NODE_METHODS.replace("name: alias,", "name: name,"));
    let r = run("--base", "HEAD");
    expect(r.out).toMatch(/BREAKING\s+operation-removed\s+GET \/v2\/chains\/\{chainId\}/);
    expect(r.out).toMatch(/BREAKING\s+param-renamed\s+admin\.alias/);
    expect(r.out).toContain("FAIL: 2 breaking change(s)");
    expect(r.code).toBe(1);

    // a minor changeset, or a major one for another package, is not enough
    write(".changeset/rename.md", '---\n"@avaspec/specs": minor\n"@avaspec/node-client": major\n---\n\nRename.\n');
    r = run("--base", "HEAD");
    expect(r.code).toBe(1);
    expect(r.out).toContain(".changeset/rename.md");

    // an untracked major changeset covers it
    write(".changeset/rename.md", '---\n"@avaspec/specs": major\n---\n\nRename the alias param.\n');
    r = run("--base", "HEAD");
    expect(r.out).toContain("covered by a major changeset for @avaspec/specs: .changeset/rename.md");
    expect(r.code).toBe(0);

    // committed since the base, it still counts; against the new commit nothing changed
    git("add", "-A");
    git("commit", "-q", "-m", "breaking");
    expect(run("--base", "HEAD~1").code).toBe(0);
    expect(run("--base", "HEAD").code).toBe(0);
  });

  it("a changeset that existed before the base does not cover a new break", () => {
    write(
      "specs/node/methods/admin.yaml",
      NODE_METHODS.replace("name: alias,", "name: name,").replace(/ {2}errors:[\s\S]*$/, ""),
    );
    const r = run("--base", "HEAD");
    expect(r.out).toMatch(/BREAKING\s+error-code-removed\s+admin\.alias › error -32602/);
    expect(r.code).toBe(1);
    git("checkout", "-q", "--", "specs/node/methods/admin.yaml");
  });

  it("exits 2 with a clear message on an unknown ref or a spec that does not assemble", () => {
    let r = run("--base", "no-such-ref");
    expect(r.code).toBe(2);
    expect(r.out).toContain('unknown git ref "no-such-ref"');
    r = run();
    expect(r.code).toBe(2);
    expect(r.out).toContain("--base <git-ref> is required");
    write("specs/node/methods/admin.yaml", "- name: [unclosed\n");
    r = run("--base", "HEAD");
    expect(r.code).toBe(2);
    expect(r.out).toContain("the specs assembler failed on the working tree");
    git("checkout", "-q", "--", "specs/node/methods/admin.yaml");
  });

  it("a document absent at the base counts as empty: everything in it is new", () => {
    const first = git("rev-list", "--max-parents=0", "HEAD");
    git("rm", "-q", "-r", "specs/data");
    git("commit", "-q", "-m", "drop data");
    git("checkout", "-q", "HEAD~1", "--", "specs/data");
    const r = run("--base", "HEAD");
    expect(r.out).toContain("data (OpenAPI) [absent at base: compared with an empty document]");
    expect(r.out).toMatch(/non-breaking\s+operation-added\s+GET \/v1\/chains/);
    expect(r.code).toBe(0);
    expect(first).toMatch(/^[0-9a-f]{40}$/);
  });
});

describe("spec-diff CLI on a copy of this repository's real specs", { timeout: 240_000 }, () => {
  let real;
  const gitReal = (...args) => execFileSync("git", args, { cwd: real, encoding: "utf8" }).trim();
  const runReal = (...args) => {
    const r = spawnSync(process.execPath, [cli, ...args], {
      cwd: real,
      encoding: "utf8",
      env: { ...process.env, REDOCLY_TELEMETRY: "off" },
    });
    return { code: r.status, out: r.stdout + r.stderr };
  };

  beforeAll(() => {
    real = mkdtempSync(join(tmpdir(), "avaspec-spec-diff-real-"));
    gitReal("init", "-q", "-b", "main");
    gitReal("config", "user.email", "test@example.org");
    gitReal("config", "user.name", "test");
    gitReal("config", "commit.gpgsign", "false");
    cpSync(join(monorepo, "specs"), join(real, "specs"), { recursive: true });
    for (const entry of ["package.json", "scripts", "src"])
      cpSync(join(monorepo, "packages", "specs", entry), join(real, "packages", "specs", entry), { recursive: true });
    symlinkSync(
      join(monorepo, "packages", "specs", "node_modules"),
      join(real, "packages", "specs", "node_modules"),
      "dir",
    );
    writeFileSync(join(real, ".gitignore"), "node_modules\ndist\n");
    gitReal("add", "-A");
    gitReal("commit", "-q", "-m", "real specs");
  });
  afterAll(() => rmSync(real, { recursive: true, force: true }));

  it("the real specs unchanged pass; a removed path, a method made by-position fail without a major changeset", () => {
    expect(runReal("--base", "HEAD").code).toBe(0);
    const rootFile = join(real, "specs", "metrics", "openapi.yaml");
    const text = readFileSync(rootFile, "utf8");
    const first = /^ {2}(\/\S*):\n((?: {4}.*\n)+)/m.exec(text.slice(text.indexOf("\npaths:")));
    if (!first) expect.unreachable("specs/metrics/openapi.yaml lists no path under paths:");
    writeFileSync(rootFile, text.replace(first[0], ""));
    const methodsDir = join(real, "specs", "node", "methods");
    const file = readdirSync(methodsDir)
      .map((f) => join(methodsDir, f))
      .find((f) => readFileSync(f, "utf8").includes("paramStructure: by-name"));
    if (!file) expect.unreachable("no by-name method in specs/node/methods");
    writeFileSync(file, readFileSync(file, "utf8").replace("paramStructure: by-name", "paramStructure: by-position"));
    const r = runReal("--base", "HEAD");
    expect(r.out).toMatch(
      new RegExp(`BREAKING\\s+operation-removed\\s+\\w+ ${String(first[1]).replace(/[{}]/g, "\\$&")}`),
    );
    expect(r.out).toMatch(/BREAKING\s+param-structure-changed/);
    expect(r.code).toBe(1);
  });
});
