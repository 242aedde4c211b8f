// A project as a user has one, for the launcher tests: the package linked into node_modules with its bin (npm's
// layout), pnpm as a local dependency (what `npx pnpm` finds after `npx pnpm install`), and the repository's .ci/ and
// packages/ beside it, so that the repository's `mock` script runs from it.
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const PACKAGE = fileURLToPath(new URL("../..", import.meta.url));
const REPO = join(PACKAGE, "..", "..");

/** The repository's `mock` script, as its package.json has it. */
export function repoMockScript(): string {
  const root = JSON.parse(readFileSync(join(REPO, "package.json"), "utf8")) as { scripts: Record<string, string> };
  return root.scripts.mock!;
}

/** Links the package, its bin, pnpm, .ci/ and packages/ into `dir`, and writes its package.json with `scripts`. */
export function linkUserProject(dir: string, name: string, scripts: Record<string, string>): void {
  const bin = join(dir, "node_modules", ".bin");
  mkdirSync(join(dir, "node_modules", "@avaspec"), { recursive: true });
  mkdirSync(bin);
  symlinkSync(PACKAGE, join(dir, "node_modules", "@avaspec", "mocks"));
  symlinkSync("../@avaspec/mocks/bin/avaspec-mock.js", join(bin, "avaspec-mock"));
  symlinkSync(join(REPO, "node_modules", "pnpm"), join(dir, "node_modules", "pnpm"));
  symlinkSync("../pnpm/bin/pnpm.cjs", join(bin, "pnpm"));
  symlinkSync(join(REPO, ".ci"), join(dir, ".ci"));
  symlinkSync(join(REPO, "packages"), join(dir, "packages"));
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name, private: true, scripts }));
}
