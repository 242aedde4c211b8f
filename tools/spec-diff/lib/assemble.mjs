// @ts-check
// Assembles the three documents at a git ref, or from the working tree, with the repository's own assembler
// (packages/specs/scripts/build.mjs) run inside a scratch directory: the working tree and its dist/ are never touched.
import { execFile as execFileCb, execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const execFile = promisify(execFileCb);

/** The assembled documents this tool compares, by api name: source entry point and dist file. */
export const DOCUMENTS = /** @type {const} */ ([
  { api: "metrics", kind: "openapi", source: "specs/metrics/openapi.yaml", dist: "metrics.openapi.json" },
  { api: "data", kind: "openapi", source: "specs/data/openapi.yaml", dist: "data.openapi.json" },
  { api: "node", kind: "openrpc", source: "specs/node/openrpc.yaml", dist: "node.openrpc.json" },
]);

/**
 * Stand-ins for a document that does not exist (yet) at a ref: an empty document, so everything in the other side is
 * new.
 */
const EMPTY = {
  openapi: "openapi: 3.1.0\ninfo: { title: absent at this ref, version: 0.0.0 }\npaths: {}\n",
  openrpc: "openrpc: 1.3.2\ninfo: { title: absent at this ref, version: 0.0.0 }\nmethods: []\n",
};

/** @param {string[]} args @param {string} cwd */
const git = (args, cwd) =>
  execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();

/** @param {string} cwd */
export function repoRoot(cwd = process.cwd()) {
  try {
    return git(["rev-parse", "--show-toplevel"], cwd);
  } catch {
    throw new Error(`${cwd} is not inside a git repository`);
  }
}

/**
 * @param {string} root
 * @param {string} ref
 * @returns {string} the commit id
 */
export function resolveRef(root, ref) {
  try {
    return git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], root);
  } catch {
    throw new Error(`unknown git ref "${ref}" (not a commit in ${root})`);
  }
}

/**
 * @typedef {{ docs: Record<string, any>, absent: string[], notes: string[] }} Assembled
 */

/**
 * @param {string} root repository root
 * @param {string | null} commit a commit id, or null for the working tree
 * @returns {Promise<Assembled>}
 */
export async function assemble(root, commit) {
  const dir = mkdtempSync(join(tmpdir(), "avaspec-spec-diff-"));
  const notes = [];
  try {
    const pkg = join(dir, "packages", "specs");
    if (commit) {
      const present = git(
        ["ls-tree", "-r", "--name-only", commit, "--", "specs", "packages/specs/scripts/build.mjs"],
        root,
      )
        .split("\n")
        .filter(Boolean);
      const paths = ["specs", "packages/specs"].filter((p) => present.some((f) => f === p || f.startsWith(`${p}/`)));
      if (paths.length) {
        const tar = join(dir, ".archive.tar");
        git(["archive", "--format=tar", "-o", tar, commit, "--", ...paths], root);
        execFileSync("tar", ["-xf", tar, "-C", dir]);
        rmSync(tar);
      }
      if (!present.includes("packages/specs/scripts/build.mjs")) {
        notes.push(
          `${commit.slice(0, 12)} has no packages/specs/scripts/build.mjs: assembled with the working tree's assembler`,
        );
        copyAssembler(root, pkg);
      }
    } else {
      if (existsSync(join(root, "specs"))) cpSync(join(root, "specs"), join(dir, "specs"), { recursive: true });
      copyAssembler(root, pkg);
    }
    const absent = [];
    for (const d of DOCUMENTS) {
      if (existsSync(join(dir, d.source))) continue;
      absent.push(d.api);
      const folder = join(dir, "specs", d.api);
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(dir, d.source), EMPTY[d.kind]);
      if (d.kind === "openrpc")
        for (const sub of ["methods", "components"]) mkdirSync(join(folder, sub), { recursive: true });
    }
    // the assembler's dependencies (redocly, json-schema-ref-parser, yaml) come from the working tree's install
    const modules = join(root, "packages", "specs", "node_modules");
    if (!existsSync(modules)) throw new Error(`${modules} is missing: run pnpm install first`);
    rmSync(join(pkg, "node_modules"), { recursive: true, force: true });
    symlinkSync(modules, join(pkg, "node_modules"), "dir");
    try {
      await execFile(process.execPath, [join(pkg, "scripts", "build.mjs")], {
        cwd: dir,
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (error) {
      const e = /** @type {any} */ (error);
      const detail = String(e.stderr || e.message)
        .split("\n")
        .filter((l) => l.trim() && !/[║╔╚]/.test(l))
        .slice(-15)
        .join("\n");
      throw new Error(
        `the specs assembler failed on ${commit ? `commit ${commit.slice(0, 12)}` : "the working tree"}:\n${detail}`,
      );
    }
    /** @type {Record<string, any>} */
    const docs = {};
    for (const d of DOCUMENTS) docs[d.api] = JSON.parse(readFileSync(join(pkg, "dist", d.dist), "utf8"));
    return { docs, absent, notes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** @param {string} root @param {string} pkg */
function copyAssembler(root, pkg) {
  const from = join(root, "packages", "specs");
  mkdirSync(pkg, { recursive: true });
  for (const entry of ["package.json", "scripts", "src"]) {
    if (existsSync(join(from, entry))) cpSync(join(from, entry), join(pkg, entry), { recursive: true });
  }
}
