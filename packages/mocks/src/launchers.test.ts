// The mocks stop when the command that launched them gets SIGTERM or SIGINT, whichever launcher the READMEs show:
// `npx pnpm mock` and `pnpm mock` (the repository's script: pnpm → sh → node), `npx avaspec-mock` and
// `pnpm exec avaspec-mock` (the package's bin through a package manager), and the bin itself (`avaspec-mock &`).
// Only the launcher's pid gets the signal, as `kill $!` sends it; every port must refuse connections within 5 s.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { findLaunchers, type ProcessInfo, programOf } from "./launchers.js";
import { refused } from "./test-support/ports.js";
import { linkUserProject, PACKAGE, repoMockScript } from "./test-support/user-project.js";

const FLAGS = ["--metrics-port", "0", "--data-port", "0", "--node-port", "0", "--log-level", "error"];
const READY = /^ready (metrics|data|node) http:\/\/127\.0\.0\.1:(\d+)$/;
/** the repository's `mock` script builds with turbo first: the test's project runs the script with `:` instead */
const BUILD = /turbo run build[^&]*/;

/**
 * A project as a user has one: the package linked into node_modules with its bin (npm's layout), pnpm as a local
 * dependency (what `npx pnpm` finds after `npx pnpm install`), and the repository's `mock` script run from a folder
 * that sees the repository's .ci/ and packages/.
 */
function makeProject(): string {
  const dir = mkdtempSync(join(tmpdir(), "avaspec-launchers-"));
  const script = repoMockScript();
  expect(script).toMatch(BUILD);
  linkUserProject(dir, "launchers", { mock: script.replace(BUILD, ": ") });
  return dir;
}

interface Launch {
  child: ChildProcess;
  output: string;
  ports: Promise<number[]>;
}

const launched: Launch[] = [];
let project: string;

/** The environment of a user's shell: no npm_* or pnpm_* variables of the package manager running the tests. */
function userEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(npm|pnpm)_/i.test(name)));
  return { ...env, npm_config_update_notifier: "false", npm_config_offline: "true", npm_config_fund: "false" };
}

/** Starts `command` in its own process group (so that the test can clean up after a failure, not to signal it). */
function launch(command: string, args: string[]): Launch {
  const child = spawn(command, args, {
    cwd: project,
    env: userEnv(),
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const run: Launch = { child, output: "", ports: Promise.resolve([]) };
  run.ports = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ready lines in 90 s:\n${run.output}`)), 90_000);
    const ports = new Map<string, number>();
    let buffer = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      run.output += chunk;
      buffer += chunk;
      const lines = buffer.split("\n");
      buffer = lines.pop()!;
      for (const match of lines.map((line) => READY.exec(line))) if (match) ports.set(match[1]!, Number(match[2]));
      if (ports.size === 3) {
        clearTimeout(timer);
        resolve([...ports.values()]);
      }
    });
    child.stderr!.on("data", (chunk: Buffer) => (run.output += chunk));
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited (${code ?? signal}) before its ready lines:\n${run.output}`));
    });
  });
  launched.push(run);
  return run;
}

/** The ports still accepting connections at `deadline` (each polled until it refuses or time is up). */
async function stillOpen(ports: number[], deadline: number): Promise<number[]> {
  const open: number[] = [];
  for (const port of ports) {
    while (!(await refused(port))) {
      if (Date.now() >= deadline) {
        open.push(port);
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return open;
}

const bin = (name: string) => join(project, "node_modules", ".bin", name);

/**
 * The launchers as the READMEs show them; `kill $!` signals the first process of each. npx passes SIGINT to the
 * `sh -c` it runs the command in, which waits for the command first: npx given SIGINT alone stops nothing (not
 * even itself), so npx is given it as a terminal gives Ctrl-C, to its whole process group.
 */
const npx = (...args: string[]): [string, string[]] => ["npx", args];
const local = (name: string, ...args: string[]): [string, string[]] => [bin(name), args];
const LAUNCHERS = [
  { name: "npx pnpm mock", command: () => npx("pnpm", "mock", "--", ...FLAGS), signal: "SIGTERM" },
  { name: "npx pnpm mock", command: () => npx("pnpm", "mock", "--", ...FLAGS), signal: "SIGINT", group: true },
  { name: "pnpm mock", command: () => local("pnpm", "mock", "--", ...FLAGS), signal: "SIGTERM" },
  { name: "pnpm mock", command: () => local("pnpm", "mock", "--", ...FLAGS), signal: "SIGINT" },
  { name: "npx avaspec-mock", command: () => npx("avaspec-mock", ...FLAGS), signal: "SIGTERM" },
  { name: "npx avaspec-mock", command: () => npx("avaspec-mock", ...FLAGS), signal: "SIGINT", group: true },
  { name: "pnpm exec avaspec-mock", command: () => local("pnpm", "exec", "avaspec-mock", ...FLAGS), signal: "SIGTERM" },
  { name: "pnpm exec avaspec-mock", command: () => local("pnpm", "exec", "avaspec-mock", ...FLAGS), signal: "SIGINT" },
  { name: "avaspec-mock", command: () => local("avaspec-mock", ...FLAGS), signal: "SIGTERM" },
  { name: "avaspec-mock", command: () => local("avaspec-mock", ...FLAGS), signal: "SIGINT" },
];
beforeAll(() => {
  const cli = join(PACKAGE, "dist", "cli.js");
  if (!existsSync(cli))
    throw new Error(`${cli} is missing: build the package first (pnpm --filter @avaspec/mocks build)`);
  project = makeProject();
});

afterEach(() => {
  for (const { child } of launched.splice(0)) {
    try {
      process.kill(-child.pid!, "SIGKILL"); // whatever the launcher left behind
    } catch {
      // the group is gone: nothing was left
    }
  }
});

afterAll(() => rmSync(project, { recursive: true, force: true }));

describe.skipIf(process.platform === "win32")("the mocks stop with their launcher", () => {
  for (const { name, command, signal, group } of LAUNCHERS) {
    const to = group ? "its process group (Ctrl-C)" : "the launcher alone";
    it(`${name}: ${signal} to ${to} frees every port within 5 s`, async () => {
      const [file, args] = command();
      const run = launch(file, args);
      const ports = await run.ports;
      expect(await stillOpen(ports, Date.now())).toEqual(ports);
      process.kill(group ? -run.child.pid! : run.child.pid!, signal);
      const open = await stillOpen(ports, Date.now() + 5000);
      expect(open, `ports still open 5 s after ${signal}:\n${run.output}`).toEqual([]);
    }, 120_000);
  }
});

describe("findLaunchers", () => {
  /** a process table: pid → [ppid, command line] */
  const table = (rows: Record<number, [number, string]>) => (pid: number) => {
    const row = rows[pid];
    return row && ({ ppid: row[0], args: row[1].split(" ") } satisfies ProcessInfo);
  };

  it("walks up through package managers and the shells they run scripts in, to the user's shell", () => {
    const read = table({
      50: [40, "sh -c . .ci/telemetry-off.sh && node packages/mocks/dist/cli.js"],
      40: [31, "node /repo/node_modules/.bin/../pnpm/bin/pnpm.cjs mock"],
      31: [30, "sh -c pnpm mock"],
      30: [20, "npm exec pnpm mock"],
      20: [1, "-bash"],
    });
    expect(findLaunchers(50, { read }).map((l) => [l.pid, l.name])).toEqual([
      [50, "sh"],
      [40, "pnpm"],
      [31, "sh"],
      [30, "npm"],
    ]);
  });

  it("watches no shell a package manager did not start, nor anything above it", () => {
    const read = table({
      50: [40, "/bin/sh -c avaspec-mock"],
      40: [30, "make mocks"],
      30: [20, "node /usr/lib/node_modules/npm/bin/npm-cli.js run all"],
    });
    expect(findLaunchers(50, { read })).toEqual([]);
    expect(findLaunchers(20, { read })).toEqual([]);
  });

  it("names the program of a command line", () => {
    expect(programOf(["node", "/x/node_modules/pnpm/bin/pnpm.cjs", "mock"])).toBe("pnpm");
    expect(programOf(["/usr/bin/node", "/usr/lib/node_modules/npm/bin/npx-cli.js"])).toBe("npx");
    expect(programOf(["npm exec pnpm mock"])).toBe("npm exec pnpm mock");
    expect(programOf(["-bash"])).toBe("-bash");
  });
});
