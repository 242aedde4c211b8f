// The tarball checks must reject broken packages, and pass a sound one: publint, attw, leftover workspace ranges,
// and the version stamped into assembled specs (built by the real @avaspec/specs assembler).
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { checkTarball } from "./dry-run.mjs";

const monorepo = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const temp = [];
afterAll(() => temp.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Writes `files` under package/ and tars them like npm does. @param {Record<string, string | object>} files */
function tarball(files) {
  const dir = mkdtempSync(join(tmpdir(), "avaspec-release-fixture-"));
  temp.push(dir);
  for (const [path, content] of Object.entries(files)) {
    if (content === undefined) continue;
    mkdirSync(dirname(join(dir, "package", path)), { recursive: true });
    writeFileSync(join(dir, "package", path), typeof content === "string" ? content : JSON.stringify(content, null, 2));
  }
  const out = join(dir, "pkg.tgz");
  execFileSync("tar", ["-czf", out, "-C", dir, "package"]);
  return out;
}

const SOUND = {
  "package.json": {
    name: "@fixture/sound",
    version: "1.2.3",
    type: "module",
    license: "MIT",
    exports: { ".": { types: "./dist/index.d.ts", default: "./dist/index.js" } },
    files: ["dist"],
  },
  "dist/index.js": "export const x = 1;\n",
  "dist/index.d.ts": "export declare const x: number;\n",
  LICENSE: "MIT\n",
};

describe("checkTarball", { timeout: 60_000 }, () => {
  it("passes a sound ESM package", async () => {
    const { findings } = await checkTarball(tarball(SOUND));
    expect(findings.filter((f) => f.level !== "suggestion")).toEqual([]);
  });

  it.each([
    [
      "publint: an export that points at a missing file",
      {
        ...SOUND,
        "package.json": {
          ...SOUND["package.json"],
          exports: { ".": { types: "./dist/index.d.ts", default: "./dist/missing.js" } },
        },
      },
      "publint",
      /FILE_DOES_NOT_EXIST/,
    ],
    [
      "publint: types condition after default",
      {
        ...SOUND,
        "package.json": {
          ...SOUND["package.json"],
          exports: { ".": { default: "./dist/index.js", types: "./dist/index.d.ts" } },
        },
      },
      "publint",
      /EXPORTS_TYPES_SHOULD_BE_FIRST|EXPORTS_DEFAULT_SHOULD_BE_LAST/,
    ],
    [
      "attw: types that import a module the package lacks",
      { ...SOUND, "dist/index.d.ts": 'export { y } from "./other.js";\nexport declare const x: number;\n' },
      "attw",
      /InternalResolutionError/,
    ],
    [
      "attw: CJS types for an ESM implementation",
      {
        ...SOUND,
        "package.json": {
          ...SOUND["package.json"],
          exports: { ".": { types: "./dist/index.d.cts", default: "./dist/index.js" } },
        },
        "dist/index.d.cts": "export declare const x: number;\n",
      },
      "attw",
      /FalseCJS/,
    ],
    [
      "attw: no types at all",
      {
        ...SOUND,
        "package.json": { ...SOUND["package.json"], exports: { ".": "./dist/index.js" } },
        "dist/index.d.ts": undefined,
      },
      "attw",
      /ships no types/,
    ],
    [
      "a workspace: range left in the manifest",
      { ...SOUND, "package.json": { ...SOUND["package.json"], dependencies: { "@avaspec/specs": "workspace:^" } } },
      "manifest",
      /still "workspace:\^"/,
    ],
    [
      "an assembled spec whose info.version is not the package version",
      { ...SOUND, "dist/x.openapi.json": { openapi: "3.1.0", info: { title: "x", version: "0.0.0" }, paths: {} } },
      "version stamp",
      /dist\/x\.openapi\.json: info\.version is "0\.0\.0", the package is 1\.2\.3/,
    ],
  ])("rejects %s", async (_name, files, tool, message) => {
    const { findings } = await checkTarball(tarball(files));
    const hit = findings.find((f) => f.tool.startsWith(tool) && f.level !== "suggestion");
    expect(hit, JSON.stringify(findings)).toBeTruthy();
    expect(hit?.message).toMatch(message);
  });

  it("@avaspec/specs: the assembler stamps the package version in each document; the tarball passes", async () => {
    const dir = mkdtempSync(join(tmpdir(), "avaspec-release-specs-"));
    temp.push(dir);
    const pkg = join(dir, "packages", "specs");
    for (const entry of ["package.json", "scripts", "src"])
      cpSync(join(monorepo, "packages", "specs", entry), join(pkg, entry), { recursive: true });
    for (const f of ["README.md", "LICENSE"]) {
      try {
        cpSync(join(monorepo, "packages", "specs", f), join(pkg, f));
      } catch {}
    }
    symlinkSync(join(monorepo, "packages", "specs", "node_modules"), join(pkg, "node_modules"), "dir");
    const manifest = JSON.parse(readFileSync(join(pkg, "package.json"), "utf8"));
    manifest.version = "3.1.4";
    writeFileSync(join(pkg, "package.json"), JSON.stringify(manifest, null, 2));
    const write = (p, t) => {
      mkdirSync(dirname(join(dir, p)), { recursive: true });
      writeFileSync(join(dir, p), t);
    };
    write("specs/metrics/openapi.yaml", "openapi: 3.1.0\ninfo: { title: m, version: 0.0.0 }\npaths: {}\n");
    write("specs/data/openapi.yaml", "openapi: 3.1.0\ninfo: { title: d, version: 0.0.0 }\npaths: {}\n");
    write("specs/node/openrpc.yaml", "openrpc: 1.3.2\ninfo: { title: n, version: 0.0.0 }\nmethods: []\n");
    write("specs/deviations.yaml", "deviations: []\n");
    mkdirSync(join(dir, "specs/node/methods"));
    mkdirSync(join(dir, "specs/node/components"));
    execFileSync(process.execPath, [join(pkg, "scripts", "build.mjs")], {
      cwd: dir,
      env: { ...process.env, REDOCLY_TELEMETRY: "off" },
      stdio: "pipe",
    });
    const out = execFileSync(
      join(monorepo, "tools", "release", "node_modules", ".bin", "pnpm"),
      ["pack", "--pack-destination", dir],
      { cwd: pkg, encoding: "utf8" },
    );
    const file = out
      .split("\n")
      .map((l) => l.trim())
      .filter((l) => l.endsWith(".tgz"))
      .pop();
    if (!file) expect.unreachable("pnpm pack printed no .tgz");
    const { findings, stamped, manifest: packed } = await checkTarball(file.startsWith("/") ? file : join(dir, file));
    expect(packed.version).toBe("3.1.4");
    expect(stamped.sort()).toEqual(
      [
        "data.openapi.deref.json",
        "data.openapi.json",
        "data.openapi.lean.json",
        "metrics.openapi.deref.json",
        "metrics.openapi.json",
        "metrics.openapi.lean.json",
        "node.openrpc.deref.json",
        "node.openrpc.json",
      ].map((f) => `dist/${f}`),
    );
    expect(findings.filter((f) => f.level !== "suggestion")).toEqual([]);
  });
});
