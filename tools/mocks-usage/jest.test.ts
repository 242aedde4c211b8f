// The mocks README's jest setup, run by real jest (30, which supports Node 20): in its ESM mode with the documented
// config the MSW handlers answer; in its default CommonJS mode, require() of @avaspec/mocks/msw fails as the README
// says. Each jest run is bounded.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, it } from "vitest";

const run = promisify(execFile);
const jest = createRequire(import.meta.url).resolve("jest/bin/jest");
const cwd = fileURLToPath(new URL(".", import.meta.url));
const JEST_TIMEOUT_MS = 180_000;

/** Runs jest with a config of jest/; resolves with its exit code and output, whatever the code. */
async function runJest(config: string, nodeOptions: string) {
  const env = { ...process.env, NODE_OPTIONS: nodeOptions, CI: "true" };
  const args = [jest, "--config", config, "--ci", "--no-watchman"];
  try {
    const { stdout, stderr } = await run(process.execPath, args, { cwd, env, timeout: JEST_TIMEOUT_MS });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code?: unknown; killed?: boolean; stdout?: string; stderr?: string };
    if (failed.killed) throw new Error(`jest did not finish in ${JEST_TIMEOUT_MS / 1000} s`);
    return { code: failed.code, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

it("jest in ESM mode (--experimental-vm-modules, transform: {}) runs the MSW handlers", async () => {
  const { code, output } = await runJest("jest/esm.config.mjs", "--experimental-vm-modules");
  expect(output).toMatch(/Tests:\s+2 passed, 2 total/);
  expect(code, output).toBe(0);
});

it("jest in its default CommonJS mode cannot require @avaspec/mocks/msw, as the README says", async () => {
  const { code, output } = await runJest("jest/cjs.config.cjs", "");
  expect(output).toContain("Must use import to load ES Module");
  expect(output).toContain("packages/mocks/dist/msw.js");
  expect(code).toBe(1);
});

it("the mocks README embeds jest/msw.esm.test.mjs verbatim", () => {
  const readme = readFileSync(new URL("../../packages/mocks/README.md", import.meta.url), "utf8");
  const source = readFileSync(new URL("./jest/msw.esm.test.mjs", import.meta.url), "utf8");
  expect(readme).toContain(`<!-- example: tools/mocks-usage/jest/msw.esm.test.mjs -->\n\`\`\`js\n${source}\`\`\`\n`);
});
