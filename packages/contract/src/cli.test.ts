// The avaspec-contract CLI (dist/cli.js, built by the package's build): usage errors, failure report, JUnit file.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";

const cli = join(dirname(fileURLToPath(import.meta.url)), "..", "dist", "cli.js");
const run = (args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: "utf8", timeout: 50_000 });

/** A port that was free a moment ago (nothing listens on it). */
async function deadPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  const { port } = s.address() as { port: number };
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

describe("avaspec-contract", () => {
  it("is built", () => expect(existsSync(cli)).toBe(true));

  it("bad usage exits 2 with the usage text", () => {
    const none = run([]);
    expect(none.status).toBe(2);
    expect(none.stderr).toMatch(/give at least one of --metrics-url/);
    expect(run(["--metrics-url", "http://127.0.0.1:1", "--timeout-ms", "soon"]).status).toBe(2);
    expect(run(["--metrics-url", "not a url"]).status).toBe(2);
    expect(run(["--bogus"]).status).toBe(2);
    expect(run(["--help"]).status).toBe(0);
  });

  it("a server that is down: exit 1, failure lines and a summary, a JUnit file; a leading -- is accepted", async () => {
    const dir = mkdtempSync(join(tmpdir(), "contract-cli-"));
    try {
      const junit = join(dir, "out", "junit.xml");
      const port = await deadPort();
      const r = run(["--", "--metrics-url", `http://127.0.0.1:${port}`, "--junit", junit, "--timeout-ms", "2000"]);
      expect(r.status).toBe(1);
      expect(r.stdout).toMatch(/^Coverage/m);
      expect(r.stdout).toMatch(/^FAIL: \d+ cases/m);
      expect(r.stdout).not.toMatch(/internal error/);
      const xml = readFileSync(junit, "utf8");
      expect(xml).toMatch(/^<\?xml/);
      expect(xml).toMatch(/<testsuites name="avaspec-contract" tests="\d+" failures="[1-9]\d*"/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
