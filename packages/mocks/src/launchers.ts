// The command's launchers: the package managers (npx, npm exec, pnpm, yarn…) and the shell a package manager runs a
// script in, between the user's command and this process. A signal sent to a launcher alone does not always come
// through: npx (npm exec) passes neither SIGTERM nor SIGINT on, and dies of SIGTERM; pnpm passes SIGTERM to its
// script's shell only, which dies without passing it on. So the command watches its launchers, and stops as if
// signalled when one of them is killed. A launcher waits for the command it runs: one that goes while the command
// still runs was killed. The one exception is a script's shell that ran the command in the background
// (`avaspec-mock & sleep 5`): it ends once its other commands have, and leaves the command running on purpose.
// A parent that is no launcher (the user's shell, nohup, setsid, a CI step) is not watched at all: the command
// outlives it.
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

/** What the watch reads of the system; the tests give a table instead. */
export interface ProcessTable {
  read(pid: number): ProcessInfo | undefined;
  /** the running children of `pid`; undefined where the system does not tell */
  children(pid: number): number[] | undefined;
  /** whether `pid` still runs (not a zombie), and is the process that started at `start` where that is known */
  running(pid: number, start?: string): boolean;
}

/** A launcher found at start: its pid, and its start time where known. */
export interface Launcher {
  pid: number;
  name: string;
  start?: string;
  /** a shell a package manager runs a script in (else a package manager) */
  shell: boolean;
  /** the process it runs on the way to this one (this one, or the launcher below) */
  runs: number;
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

/** Linux: the children the kernel lists for the process's main thread (a shell has no other thread). */
function procChildren(pid: number): number[] | undefined {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(" ").filter(Boolean).map(Number);
  } catch {
    return undefined;
  }
}

/** This system's process table: /proc on Linux, ps(1) on another Unix (no children: every shell counts as waiting). */
const SYSTEM: ProcessTable = {
  read: (pid) =>
    process.platform === "linux" ? readProc(pid) : process.platform === "win32" ? undefined : readPs(pid),
  children: (pid) => (process.platform === "linux" ? procChildren(pid) : undefined),
  running(pid, start) {
    if (process.platform === "linux") {
      const now = readProc(pid);
      return (
        now !== undefined && now.state !== "Z" && now.state !== "X" && (start === undefined || now.start === start)
      );
    }
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === "EPERM";
    }
  },
};

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
 * The launchers above process `from` (the parent of process `self`): each package manager, and each shell running a
 * command (`sh -c`) for a package manager, up to the first process that is neither (the user's shell, nohup, a test
 * runner, a service manager). That one is not watched: a mock started with nohup or setsid, or by a CI step, outlives
 * the shell that started it.
 */
export function findLaunchers(from: number, system: Pick<ProcessTable, "read">, self = process.pid): Launcher[] {
  const isManager = (info: ProcessInfo | undefined) => info !== undefined && MANAGERS.has(programOf(info.args));
  const chain: Launcher[] = [];
  let pid = from;
  let runs = self;
  for (let depth = 0; depth < 8 && pid > 1; depth++) {
    const info = system.read(pid);
    if (!info) break;
    const name = programOf(info.args);
    const shell = SHELLS.has(name) && info.args.includes("-c") && isManager(system.read(info.ppid));
    if (!MANAGERS.has(name) && !shell) break;
    chain.push({ pid, name, start: info.start, shell, runs });
    runs = pid;
    pid = info.ppid;
  }
  return chain;
}

/**
 * Follows the launchers found at start. `look()` answers the launcher that was killed (its going stops the command),
 * or undefined. A script's shell that ran more than the command, and went once those other commands had ended,
 * finished its script: the command was its background job, so neither it nor a launcher above it (which waited for
 * the shell, not for the command) is watched from then on.
 */
export class LauncherWatch {
  readonly #system: ProcessTable;
  #launchers: Launcher[];
  /** per watched shell, the other children seen while it ran (its other commands): pid → start time */
  readonly #others = new Map<number, Map<number, string | undefined>>();

  constructor(launchers: Launcher[], system: ProcessTable = SYSTEM) {
    this.#launchers = launchers;
    this.#system = system;
    this.#noteOthers();
  }

  /** Whether any launcher is still watched. */
  get watching(): boolean {
    return this.#launchers.length > 0;
  }

  look(): Launcher | undefined {
    for (const [i, launcher] of this.#launchers.entries()) {
      if (this.#system.running(launcher.pid, launcher.start)) continue;
      if (launcher.shell && this.#finishedItsScript(launcher)) {
        this.#launchers = this.#launchers.slice(0, i);
        return undefined;
      }
      return launcher;
    }
    this.#noteOthers();
    return undefined;
  }

  /** A shell that ran other commands beside this one, all of which have ended. */
  #finishedItsScript(shell: Launcher): boolean {
    const others = [...(this.#others.get(shell.pid) ?? [])];
    return others.length > 0 && !others.some(([pid, start]) => this.#system.running(pid, start));
  }

  #noteOthers(): void {
    for (const launcher of this.#launchers) {
      if (!launcher.shell) continue;
      const seen = this.#others.get(launcher.pid) ?? new Map<number, string | undefined>();
      for (const child of this.#system.children(launcher.pid) ?? []) {
        if (child !== launcher.runs && !seen.has(child)) seen.set(child, this.#system.read(child)?.start);
      }
      this.#others.set(launcher.pid, seen);
    }
  }
}

/**
 * Calls `gone` once, naming the launcher, when one of the launchers above this process was killed. Polled (no event
 * exists for it); the timer does not keep the process alive, and there is none when nothing is watched.
 */
export function watchLaunchers(gone: (what: string) => void, everyMs = 250): () => void {
  const watch = new LauncherWatch(findLaunchers(process.ppid, SYSTEM));
  if (!watch.watching) return () => {};
  const timer = setInterval(() => {
    const launcher = watch.look();
    if (launcher) gone(`${launcher.name} (pid ${launcher.pid})`);
    if (launcher || !watch.watching) clearInterval(timer);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
