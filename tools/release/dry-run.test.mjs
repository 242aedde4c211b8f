// The release rehearsal on this repository, as CI runs it: scratch copy, changeset version (plus a major changeset
// for @avaspec/specs added to the copy only), build, pack, publint, attw, version stamp. The working tree must come
// out untouched, and every public package must be ready to publish.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { dryRun, topological, workspacePackages } from "./lib/dry-run.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/**
 * What `changeset version` would change if it ran in the working tree: the manifests, changesets and changelogs
 * (their git status and bytes). Limited to those paths, since others may edit other files while this runs.
 */
function snapshot() {
  const paths = ["package.json", "*/package.json", ".changeset", "*/CHANGELOG.md"];
  const status = execFileSync("git", ["status", "--porcelain", "--untracked-files=all", "--", ...paths], {
    cwd: root,
    encoding: "utf8",
  });
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "--", ...paths], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter(Boolean);
  const hash = createHash("sha256");
  for (const f of files.sort()) {
    hash.update(f);
    try {
      hash.update(readFileSync(join(root, f)));
    } catch {
      hash.update("<missing>");
    }
  }
  return { status, digest: hash.digest("hex") };
}

describe("topological", () => {
  it("builds dependencies first", () => {
    const pkgs = [
      { name: "c", pkg: { dependencies: { b: "workspace:^" } } },
      { name: "b", pkg: { devDependencies: { a: "workspace:^" } } },
      { name: "a", pkg: {} },
      { name: "d", pkg: { dependencies: { external: "1.0.0" } } },
    ];
    expect(topological(pkgs).map((p) => p.name)).toEqual(["a", "b", "c", "d"]);
  });
});

// a hang guard, not a speed check: every public package is built, packed and checked (minutes on a loaded machine)
describe("release dry run on this repository", { timeout: 600_000 }, () => {
  it("versions, builds, packs and checks every public package without touching the working tree", async () => {
    const before = snapshot();
    const publicNames = workspacePackages(root)
      .filter((p) => !p.pkg.private)
      .map((p) => p.name)
      .sort();
    const lines = [];
    const result = await dryRun({
      root,
      extraFiles: {
        ".changeset/zz-release-dry-run-test.md":
          '---\n"@avaspec/specs": major\n---\n\nRelease rehearsal (test only).\n',
      },
      log: (l) => lines.push(l),
    });

    // the working tree is untouched
    expect(snapshot()).toEqual(before);

    // one report per public package
    expect(result.packages.map((p) => p.name).sort()).toEqual(publicNames);

    // @avaspec/specs took the major bump, and every assembled document in its tarball says so (each API's, its
    // dereferenced form, and the REST documents' lean forms for a page)
    const specs = result.packages.find((p) => p.name === "@avaspec/specs") ?? expect.unreachable("no @avaspec/specs");
    const major = Number(specs.from.split(".")[0]);
    expect(specs.to).toBe(`${major + 1}.0.0`);
    expect(specs.stamped?.length, `specs: ${JSON.stringify(specs.findings)}`).toBe(8);
    expect(specs.findings.filter((f) => f.level !== "suggestion")).toEqual([]);

    // the gate: every public package is ready
    const failing = Object.fromEntries(
      result.packages
        .filter((p) => !p.ok)
        .map((p) => [p.name, p.findings.filter((f) => f.level !== "suggestion").map((f) => `${f.tool}: ${f.message}`)]),
    );
    expect(failing, lines.join("\n")).toEqual({});
    expect(result.ok).toBe(true);
  });
});
