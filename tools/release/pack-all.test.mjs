// pnpm pack:all as a partner team uses it: the mocks' tarballs at the current versions (not bumped), with what they
// need beside them, installed with npm into an empty project (external dependencies from the registry or npm's
// cache); the installed bin answers --help. And the closure of what a package needs, on hand-made manifests.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { packAll, runtimeClosure } from "./lib/pack-all.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const temp = mkdtempSync(join(tmpdir(), "avaspec-pack-all-"));
// the installed project holds the mocks' closure (local mode's EVM too): removing it takes seconds under load
afterAll(() => rmSync(temp, { recursive: true, force: true }), 120_000);

/** The package.json inside a tarball. @param {string} tarball */
const packedManifest = (tarball) =>
  JSON.parse(execFileSync("tar", ["-xzOf", tarball, "package/package.json"], { encoding: "utf8" }));

describe("runtimeClosure", () => {
  const manifests = new Map(
    Object.entries({
      a: { dependencies: { b: "workspace:^", lodash: "4" }, devDependencies: { d: "workspace:^" } },
      b: {
        dependencies: { c: "workspace:^" },
        peerDependencies: { e: "*", f: "*" },
        peerDependenciesMeta: { f: { optional: true } },
      },
      c: {},
      d: {},
      e: {},
      f: {},
    }),
  );

  it("takes dependencies and required peers, in turn; not dev dependencies, optional peers or outside packages", () => {
    expect(runtimeClosure(["a"], manifests)).toEqual(["a", "b", "c", "e"]);
    expect(runtimeClosure(["d"], manifests)).toEqual(["d"]);
  });
});

describe("pack:all", () => {
  it("refuses a name that is no public package of the workspace", { timeout: 60_000 }, async () => {
    await expect(packAll({ root, out: join(temp, "none"), only: ["@avaspec/image"] })).rejects.toThrow(
      /not a public package of this workspace: @avaspec\/image/,
    );
  });

  it("packs the mocks with what they need, at the current versions; npm installs them; the bin runs", async () => {
    const out = join(temp, "packages");
    const stale = join(out, "left-from-before.tgz");
    execFileSync("mkdir", ["-p", out]);
    writeFileSync(stale, "");
    const { packages } = await packAll({ root, out, only: ["@avaspec/mocks"] });
    const version = (/** @type {string} */ dir) =>
      JSON.parse(readFileSync(join(root, "packages", dir, "package.json"), "utf8")).version;

    expect(packages.map((p) => [p.name, p.version])).toEqual([
      ["@avaspec/chain", version("chain")],
      ["@avaspec/exchange-checks", version("exchange-checks")],
      ["@avaspec/mocks", version("mocks")],
      ["@avaspec/spec-model", version("spec-model")],
      ["@avaspec/specs", version("specs")],
    ]);
    expect(execFileSync("ls", [out], { encoding: "utf8" })).not.toContain(basename(stale));
    const mocks = packages.find((p) => p.name === "@avaspec/mocks") ?? expect.unreachable("no mocks tarball");
    const manifest = packedManifest(mocks.tarball);
    expect(manifest.version).toBe(version("mocks"));
    // the internal dependencies, written as the versions of the tarballs beside it
    for (const dep of ["@avaspec/specs", "@avaspec/exchange-checks"]) {
      expect(manifest.dependencies[dep]).not.toMatch(/^workspace:/);
      const beside = packages.find((p) => p.name === dep);
      expect(mocks.needs).toContain(beside?.tarball);
      expect(manifest.dependencies[dep]).toMatch(new RegExp(`${beside?.version.replaceAll(".", "\\.")}$`));
    }

    const project = join(temp, "project");
    execFileSync("mkdir", ["-p", project]);
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "partner", private: true }));
    execFileSync(
      "npm",
      ["install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error", ...mocks.needs],
      { cwd: project, stdio: "pipe", timeout: 240_000, env: { ...process.env, npm_config_update_notifier: "false" } },
    );
    const help = execFileSync(join(project, "node_modules", ".bin", "avaspec-mock"), ["--help"], {
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(help).toContain("Usage: avaspec-mock");
    expect(help).toContain("--pid-file");
  }, 420_000);
});
