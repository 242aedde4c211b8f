// Shared by the REST clients' src/node-versions.test.ts: runs the package's scripts/smoke.mjs (which uses the BUILT
// package) on this Node and on Node 22 and 24 from the npm registry (npx -p node@N), and compares its one JSON line.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const REGISTRY_DOWN = /E404|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|ECONNRESET|network|registry/i;

/** `packageDir`: the package folder (URL ending in "/"); `expected(major)`: what smoke.mjs prints on Node `major`. */
export function describeNodeVersions(packageDir: URL, expected: (major: string) => unknown): void {
  const script = fileURLToPath(new URL("scripts/smoke.mjs", packageDir));
  const cwd = fileURLToPath(packageDir);

  describe("built package on several Node versions", () => {
    it(`this Node (${process.versions.node})`, async () => {
      const { stdout } = await run(process.execPath, [script], { cwd });
      expect(JSON.parse(stdout)).toEqual(expected(process.versions.node.split(".")[0]!));
    });

    for (const major of ["22", "24"]) {
      it(`Node ${major} via npx -p node@${major}`, async (ctx) => {
        let stdout: string;
        try {
          ({ stdout } = await run("npx", ["--yes", "-p", `node@${major}`, "node", script], {
            cwd,
            timeout: 120_000,
            env: { ...process.env, npm_config_update_notifier: "false" },
          }));
        } catch (error) {
          const text = String((error as { stderr?: string }).stderr ?? error);
          if (!process.env.CI && REGISTRY_DOWN.test(text) && !/smoke\.mjs/.test(text)) {
            const reason = text.split("\n").find((l) => REGISTRY_DOWN.test(l));
            console.warn(
              `SKIPPED Node ${major}: the npm registry could not provide node@${major} (${reason}). In CI this fails.`,
            );
            ctx.skip();
          }
          throw error;
        }
        expect(JSON.parse(stdout.trim().split("\n").pop()!)).toEqual(expected(major));
      }, 150_000);
    }
  });
}
