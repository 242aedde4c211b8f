// A copy of the repository to plant faults in: every file but .git and the folders .gitignore names (node_modules,
// dist, .turbo, ...), with each node_modules folder linked to the original (the guards resolve packages through
// them, as in the tree).
import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const NOT_COPIED = new Set([
  ".git",
  ...readFileSync(join(REPO_ROOT, ".gitignore"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => /^[\w.-]+\/$/.test(line))
    .map((line) => line.slice(0, -1)),
]);

/** Copies the repository to a fresh temporary folder; returns the folder. */
export function copyRepo() {
  const copy = mkdtempSync(join(tmpdir(), "avaspec-guards-"));
  cpSync(REPO_ROOT, copy, { recursive: true, filter: (source) => !NOT_COPIED.has(basename(source)) });
  const workspaces = ["packages", "tools"].flatMap((group) =>
    readdirSync(join(REPO_ROOT, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(group, entry.name)),
  );
  for (const dir of [".", ...workspaces]) {
    const modules = join(REPO_ROOT, dir, "node_modules");
    if (existsSync(modules)) symlinkSync(modules, join(copy, dir, "node_modules"), "dir");
  }
  return copy;
}

export const removeCopy = (copy) => rmSync(copy, { recursive: true, force: true });

/**
 * Runs `command` (a binary of the root node_modules/.bin, or node) in `cwd`; resolves with its exit code and output,
 * whatever the code.
 * @returns {Promise<{ code: number, output: string }>}
 */
export function run(cwd, command, args) {
  const file = command === "node" ? process.execPath : join(REPO_ROOT, "node_modules", ".bin", command);
  return new Promise((resolve) => {
    execFile(
      file,
      args,
      { cwd, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, NO_COLOR: "1" } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}
