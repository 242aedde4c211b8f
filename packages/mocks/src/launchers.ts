// The command's launchers: the package managers (npx, npm exec, pnpm, yarn…) and the shell a package manager runs a
// script in, between the user's command and this process. A signal sent to a launcher alone does not always come
// through: npx (npm exec) passes neither SIGTERM nor SIGINT on, and dies of SIGTERM; pnpm passes SIGTERM to its
// script's shell only, which dies without passing it on. So the command watches its launchers: once its parent or
// any launcher above it has gone, it stops as if signalled.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { basename } from "node:path";

/** One process, as the system shows it. */
export interface ProcessInfo {
  ppid: number;
  /** its command line (a process title such as npm's "npm exec pnpm mock" is one string, split at spaces) */
  args: string[];
  /** when it started, where known (Linux): a pid used again later is another process */
  start?: string;
}

type ReadProcess = (pid: number) => ProcessInfo | undefined;

/** A launcher found at start: its pid, and its start time where known. */
interface Launcher {
  pid: number;
  name: string;
  start?: string;
}

const MANAGERS = new Set(["npm", "npx", "pnpm", "pnpx", "yarn", "yarnpkg", "bun", "bunx", "corepack"]);
const SHELLS = new Set(["sh", "bash", "dash", "zsh", "ash", "ksh"]);

/** Linux: /proc/<pid>/stat (parent, state, start time) and /proc/<pid>/cmdline; undefined for a gone process. */
function readProc(pid: number): (ProcessInfo & { state: string }) | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // "pid (comm) state ppid … starttime …": comm may hold spaces and parentheses, so fields follow the last ")"
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
    const args = cmdline.length === 1 ? cmdline[0]!.split(" ").filter(Boolean) : cmdline;
    return { state: fields[0]!, ppid: Number(fields[1]), args, start: fields[19] };
  } catch {
    return undefined;
  }
}

/** Another Unix: ps(1), once per ancestor at start. Windows has no signals to lose: no launcher is watched. */
function readPs(pid: number): ProcessInfo | undefined {
  try {
    const out = execFileSync("ps", ["-o", "ppid=,command=", "-p", String(pid)], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      timeout: 2000,
    }).trim();
    const match = /^(\d+)\s+(.*)$/.exec(out);
    return match ? { ppid: Number(match[1]), args: match[2]!.split(" ").filter(Boolean) } : undefined;
  } catch {
    return undefined;
  }
}

function readProcess(pid: number): ProcessInfo | undefined {
  if (process.platform === "linux") return readProc(pid);
  return process.platform === "win32" ? undefined : readPs(pid);
}

/** The program a command line runs: `node …/pnpm.cjs mock` runs pnpm, `/bin/sh -c …` sh, `npm exec …` npm. */
export function programOf(args: readonly string[]): string {
  const name = (arg: string | undefined) =>
    basename(arg ?? "")
      .replace(/\.[cm]?js$/, "")
      .replace(/-cli$/, "");
  const first = name(args[0]);
  return /^(node|nodejs)$/.test(first) ? name(args[1]) : first;
}

/**
 * The launchers above process `from` (this one's parent): each package manager, and each shell running a command
 * (`sh -c`) for a package manager, up to the first process that is neither (the user's shell, a test runner, a
 * service manager). That one is not watched: a mock started with nohup outlives the shell that started it.
 */
export function findLaunchers(from: number, read: ReadProcess = readProcess): Launcher[] {
  const isManager = (info: ProcessInfo | undefined) => info !== undefined && MANAGERS.has(programOf(info.args));
  const chain: Launcher[] = [];
  let pid = from;
  for (let depth = 0; depth < 8 && pid > 1; depth++) {
    const info = read(pid);
    if (!info) break;
    const name = programOf(info.args);
    const scriptShell = SHELLS.has(name) && info.args.includes("-c") && isManager(read(info.ppid));
    if (!MANAGERS.has(name) && !scriptShell) break;
    chain.push({ pid, name, start: info.start });
    pid = info.ppid;
  }
  return chain;
}

/** Whether a launcher found at start still runs (a zombie, or a new process under its pid, does not). */
function running(launcher: Launcher): boolean {
  if (process.platform === "linux") {
    const now = readProc(launcher.pid);
    return now !== undefined && now.state !== "Z" && now.state !== "X" && now.start === launcher.start;
  }
  try {
    process.kill(launcher.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Calls `gone` once, with what went, when this process's parent has gone (it was re-parented) or any launcher above
 * it has. Polled (no event exists for either); the timer does not keep the process alive.
 */
export function watchLaunchers(gone: (what: string) => void, everyMs = 250): () => void {
  const parent = process.ppid;
  const launchers = findLaunchers(parent);
  const timer = setInterval(() => {
    const launcher = launchers.find((l) => !running(l));
    if (process.ppid === parent && launcher === undefined) return;
    clearInterval(timer);
    gone(launcher ? `${launcher.name} (pid ${launcher.pid})` : `its parent (pid ${parent})`);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
