// `avaspec-contract --wait-for-servers SECONDS`: a run started before its server waits for it (without the flag the
// same run fails on the refused connections); a server that never comes fails the run with a line naming it.
import { execFile } from "node:child_process";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { type RunningMock, startDataMock } from "@avaspec/mocks";
import { describe, expect, it } from "vitest";

const cli = join(dirname(fileURLToPath(import.meta.url)), "..", "dist", "cli.js");

async function run(args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [cli, ...args], { timeout: 120_000 });
    return { status: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code?: number; stdout?: string; stderr?: string };
    return { status: err.code ?? -1, stdout: err.stdout ?? "", stderr: err.stderr ?? "" };
  }
}

/** A port that was free a moment ago (nothing listens on it). */
async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  const { port } = s.address() as { port: number };
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

describe("avaspec-contract --wait-for-servers", () => {
  it("waits for a server that starts late; without the flag the same run fails", async () => {
    const port = await freePort();
    const args = ["--data-url", `http://127.0.0.1:${port}`, "--grep", "getChain"];
    const early = await run(args);
    expect(early.status).toBe(1);
    expect(early.stdout).toContain("[transport] request failed: ECONNREFUSED");
    let mock: RunningMock | undefined;
    const late = setTimeout(async () => (mock = await startDataMock({ port })), 1500);
    try {
      const waited = await run([...args, "--wait-for-servers", "60"]);
      expect(waited.stdout).toMatch(/^PASS: /m);
      expect(waited.status).toBe(0);
    } finally {
      clearTimeout(late);
      await mock?.close();
    }
  });

  it("a server that never answers fails the run, named, when time is up; a bad value is a usage error", async () => {
    const url = `http://127.0.0.1:${await freePort()}`;
    const r = await run(["--data-url", url, "--wait-for-servers", "1"]);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(
      `avaspec-contract: the data server at ${url} did not answer within 1 s (--wait-for-servers)\n`,
    );
    const bad = await run(["--data-url", url, "--wait-for-servers", "soon"]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--wait-for-servers must be a positive integer, got "soon"');
  });
});
