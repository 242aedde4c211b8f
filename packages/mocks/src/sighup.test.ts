// SIGHUP: `nohup avaspec-mock &` must survive the terminal closing, though Node resets the SIGHUP that nohup ignored
// (nodejs/node#615): a command with no terminal on its stdio keeps running; one attached to a terminal (script(1)
// gives it a pseudo-terminal) stops on the hangup, exit code 0.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const CLI = join(dirname(fileURLToPath(import.meta.url)), "..", "dist", "cli.js");
const FLAGS = ["--metrics-port", "0", "--data-port", "0", "--node-port", "0", "--log-level", "error"];
/** util-linux's script(1): runs a command on a pseudo-terminal */
const SCRIPT = "/usr/bin/script";
const dir = mkdtempSync(join(tmpdir(), "avaspec-sighup-"));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.on("exit", (code) => resolve(code)),
  );

/** Waits (bounded) for the pid file the command writes once ready. */
async function pidOf(file: string): Promise<number> {
  for (let i = 0; i < 600 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 50));
  return Number(readFileSync(file, "utf8"));
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(process.platform === "win32")("SIGHUP", () => {
  it("without a terminal on its stdio (as under nohup): keeps serving; SIGTERM still stops it with 0", async () => {
    const file = join(dir, "detached.pid");
    const child = spawn(process.execPath, [CLI, ...FLAGS, "--pid-file", file], { stdio: ["ignore", "pipe", "pipe"] });
    children.push(child);
    const pid = await pidOf(file);
    process.kill(pid, "SIGHUP");
    await new Promise((r) => setTimeout(r, 1000));
    expect(alive(pid)).toBe(true);
    expect(child.exitCode).toBeNull();
    child.kill("SIGTERM");
    expect(await exited(child)).toBe(0);
  }, 60_000);

  it.skipIf(!existsSync(SCRIPT))(
    "attached to a terminal: stops on the hangup, exit code 0",
    async () => {
      const file = join(dir, "terminal.pid");
      const command = [process.execPath, CLI, ...FLAGS, "--pid-file", file].join(" ");
      const script = spawn(SCRIPT, ["-qec", command, "/dev/null"], { stdio: ["pipe", "pipe", "pipe"] });
      children.push(script);
      const pid = await pidOf(file);
      process.kill(pid, "SIGHUP");
      expect(await exited(script)).toBe(0);
      expect(alive(pid)).toBe(false);
      expect(existsSync(file)).toBe(false);
    },
    60_000,
  );
});
