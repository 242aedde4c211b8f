// --pid-file and --stop, through the CLI as users run it: the file is there once the servers are ready and gone once
// they stopped; --stop refuses what it must not act on (no file given, a file without a pid) and never signals a
// process that is not a Node process (a pid the system has given to another program since).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const CLI = join(dirname(fileURLToPath(import.meta.url)), "..", "dist", "cli.js");
const PORTS = ["--metrics-port", "0", "--data-port", "0", "--node-port", "0", "--log-level", "error"];
let dir: string;
const children: ChildProcess[] = [];

beforeAll(() => {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: build the package first`);
  dir = mkdtempSync(join(tmpdir(), "avaspec-pid-file-"));
});

afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the CLI to its end (bounded), with AVASPEC_PID_FILE unset unless `env` sets it. */
function cli(args: string[], env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, [CLI, ...args], {
    env: { PATH: process.env.PATH ?? "", ...env },
    encoding: "utf8",
    timeout: 30_000,
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Starts a mock with `--pid-file file`; resolves with the process once the ready lines are out. */
function startMock(file: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [CLI, ...PORTS, "--pid-file", file], { stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk;
      if (out.split("\n").filter((l) => l.startsWith("ready ")).length === 3) resolve(child);
    });
    child.on("exit", (code) => reject(new Error(`exited ${code} before ready: ${out}`)));
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.on("exit", (code) => resolve(code)),
  );

describe("--pid-file and --stop", () => {
  it("writes the pid when ready, refuses a second mock on that file; --stop ends the first (exit 0)", async () => {
    const file = join(dir, "mock.pid");
    const mock = await startMock(file);
    expect(readFileSync(file, "utf8")).toBe(`${mock.pid}\n`);

    const second = cli([...PORTS, "--pid-file", file]);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`the pid file ${file} names a running process (pid ${mock.pid})`);
    expect(readFileSync(file, "utf8")).toBe(`${mock.pid}\n`);

    const stop = cli(["--stop"], { AVASPEC_PID_FILE: file });
    expect(stop.code, stop.stderr).toBe(0);
    expect(stop.stdout).toMatch(new RegExp(`stopped pid ${mock.pid} in \\d+ ms; its ports are free`));
    expect(await exited(mock)).toBe(0);
    expect(existsSync(file)).toBe(false);
  }, 60_000);

  it("SIGTERM removes the pid file too", async () => {
    const file = join(dir, "term.pid");
    const mock = await startMock(file);
    mock.kill("SIGTERM");
    expect(await exited(mock)).toBe(0);
    expect(existsSync(file)).toBe(false);
  }, 60_000);

  it("--stop: no file named is a usage error (2); no file there, nothing to stop (0)", () => {
    const bare = cli(["--stop"]);
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain("--stop needs --pid-file <path> (or AVASPEC_PID_FILE)");
    // as `pnpm mock:stop -- --pid-file x` runs it: the separator after the script's own flag
    const missing = cli(["--stop", "--", "--pid-file", join(dir, "none.pid")]);
    expect(missing.code).toBe(0);
    expect(missing.stdout).toContain("no pid file at");
  });

  it("--stop refuses a file that holds no pid (1), and leaves it", () => {
    const file = join(dir, "garbage.pid");
    writeFileSync(file, "12ab\n");
    const run = cli(["--stop", "--pid-file", file]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`the pid file ${file} holds no pid: "12ab"`);
    expect(existsSync(file)).toBe(true);
  });

  it.skipIf(process.platform !== "linux")(
    "--stop never signals a process that is not Node: the file is stale",
    async () => {
      const other = spawn("sleep", ["30"], { stdio: "ignore" });
      children.push(other);
      const file = join(dir, "reused.pid");
      writeFileSync(file, `${other.pid}\n`);
      const run = cli(["--stop", "--pid-file", file]);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`pid ${other.pid} (${file}) is not a running mock: removed the stale pid file`);
      expect(existsSync(file)).toBe(false);
      expect(other.exitCode).toBeNull();
      expect(() => process.kill(other.pid!, 0)).not.toThrow();
    },
  );
});
