// avaspec-mock run as users run it (`node dist/cli.js`, all three ports chosen by the system), for the CLI tests.
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const CLI = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "dist", "cli.js");
const children: Array<ReturnType<typeof spawn>> = [];

/** Stops every mock `runMockCli` started that is still running (a test file's afterEach or afterAll). */
export function stopMockClis(): void {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGTERM");
}

/** Starts the CLI with `args` and only `env` (and PATH); `ready` gives each server's URL by name once all three are. */
export function runMockCli(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [CLI, "--metrics-port", "0", "--data-port", "0", "--node-port", "0", ...args], {
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (c: Buffer) => (stdout += c));
  child.stderr.on("data", (c: Buffer) => (stderr += c));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const ready = new Promise<Record<string, string>>((resolve, reject) => {
    child.stdout.on("data", () => {
      const lines = [...stdout.matchAll(/^ready (\w+) (\S+)$/gm)];
      if (lines.length === 3) resolve(Object.fromEntries(lines.map((m) => [m[1], m[2]])));
    });
    void exited.then((code) => reject(new Error(`exited ${code}: ${stderr}`)));
  });
  ready.catch(() => {}); // the tests of refused flags never wait for it
  return { exited, ready, pid: child.pid as number, output: () => ({ stdout, stderr }) };
}
