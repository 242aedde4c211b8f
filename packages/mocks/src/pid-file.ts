// --pid-file and --stop: the command writes its pid once every server is ready and removes the file when it stops;
// `avaspec-mock --stop --pid-file <path>` (the repository's `pnpm mock:stop`) sends that process SIGTERM and waits
// until it has gone, so its ports are free when the stop returns: what a CI step that started the mock in the
// background needs to end it.
import { randomBytes } from "node:crypto";
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename } from "node:path";

/** A pid file that cannot be used as asked (it names a running mock, or holds no pid). */
export class PidFileError extends Error {
  override name = "PidFileError";
}

/** The pid the file holds; undefined when there is no file. */
function readPid(path: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw new PidFileError(`cannot read the pid file ${path}: ${(error as Error).message}`);
  }
  const pid = /^\s*(\d+)\s*$/.exec(text)?.[1];
  if (pid === undefined || Number(pid) < 1)
    throw new PidFileError(`the pid file ${path} holds no pid: "${text.trim()}"`);
  return Number(pid);
}

/**
 * Whether `pid` is a running process that may be the mock. On Linux, only a Node process counts: a pid the system
 * gave to another program since is never signalled.
 */
function runsMock(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  if (process.platform !== "linux") return true;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    if (/^[ZX]/.test(stat.slice(stat.lastIndexOf(")") + 2))) return false;
    const argv0 = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")[0] ?? "";
    return /^(node|nodejs)$/.test(basename(argv0.split(" ")[0] ?? ""));
  } catch {
    return false;
  }
}

/** Refuses a pid file that names another running mock: two commands would each believe they own it. */
export function checkPidFileFree(path: string): void {
  const pid = readPid(path);
  if (pid !== undefined && pid !== process.pid && runsMock(pid)) {
    throw new PidFileError(
      `the pid file ${path} names a running process (pid ${pid}); ` +
        `stop it first: avaspec-mock --stop --pid-file ${path}`,
    );
  }
}

/** Writes this process's pid, whole or not at all (a reader never sees half a file). */
export function writePidFile(path: string): void {
  const temp = `${path}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  writeFileSync(temp, `${process.pid}\n`);
  renameSync(temp, path);
}

/** Removes the pid file when it is still this process's (another command may have taken the path since). */
export function removePidFile(path: string): void {
  try {
    if (readPid(path) === process.pid) rmSync(path, { force: true });
  } catch {
    // unreadable or not ours: left as it is
  }
}

export interface StopResult {
  /** 0: stopped, or nothing was running; 1: still running after the wait (then killed) */
  code: number;
  message: string;
}

/**
 * Stops the mock the pid file names: SIGTERM, then waits until the process has gone (its ports are then closed).
 * One still there after `timeoutMs` gets SIGKILL and the answer says so (code 1).
 */
export async function stopByPidFile(path: string, timeoutMs = 10_000): Promise<StopResult> {
  const pid = readPid(path);
  if (pid === undefined) return { code: 0, message: `no pid file at ${path}: no mock to stop` };
  if (!runsMock(pid)) {
    rmSync(path, { force: true });
    return { code: 0, message: `pid ${pid} (${path}) is not a running mock: removed the stale pid file` };
  }
  const started = Date.now();
  process.kill(pid, "SIGTERM");
  while (runsMock(pid)) {
    if (Date.now() - started > timeoutMs) {
      process.kill(pid, "SIGKILL");
      rmSync(path, { force: true });
      return { code: 1, message: `pid ${pid} was still running ${timeoutMs} ms after SIGTERM: killed it (SIGKILL)` };
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  rmSync(path, { force: true });
  return { code: 0, message: `stopped pid ${pid} in ${Date.now() - started} ms; its ports are free` };
}
