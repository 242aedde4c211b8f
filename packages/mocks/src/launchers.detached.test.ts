// A mock started in the background outlives the shell that started it (issue 29: it used to close its ports when
// that shell exited): `bash -c 'avaspec-mock & …'` as a CI step runs it, with nohup, with setsid, and a package
// script that backgrounds it (`pnpm run` ends, the mock stays). Each then stops through its pid file
// (`avaspec-mock --stop --pid-file`), which returns once every port refuses connections.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refused } from "./test-support/ports.js";
import { linkUserProject, PACKAGE, repoMockScript } from "./test-support/user-project.js";

const CLI = join(PACKAGE, "dist", "cli.js");
const FLAGS = "--metrics-port 0 --data-port 0 --node-port 0 --log-level error";
const READY = /^ready (metrics|data|node) http:\/\/127\.0\.0\.1:(\d+)$/gm;
/** longer than the watch's poll (250 ms) several times over: a mock that stops with its shell has gone by then */
const OUTLIVE_MS = 2000;

let project: string;

/** A project with the package's bin and pnpm in node_modules/.bin, as an install leaves them. */
beforeAll(() => {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: build the package first`);
  project = mkdtempSync(join(tmpdir(), "avaspec-detached-"));
  // the repository's own `mock` script (its turbo build left out: the package is built), beside .ci/ and packages/
  const scripts = {
    mock: repoMockScript().replace(/turbo run build[^&]*/, ": "),
    "mock:bg": `avaspec-mock ${FLAGS} --pid-file bg.pid > bg.log 2>&1 & while [ ! -s bg.pid ]; do sleep 0.1; done`,
  };
  linkUserProject(project, "detached", scripts);
});

afterAll(() => {
  for (const { name } of CASES) {
    const file = join(project, `${name}.pid`);
    if (existsSync(file)) spawnSync(process.execPath, [CLI, "--stop", "--pid-file", file], { timeout: 15_000 });
  }
  rmSync(project, { recursive: true, force: true });
});

/** The environment of a user's shell: no npm_* or pnpm_* variables of the package manager running the tests. */
function userEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(npm|pnpm)_/i.test(name)));
  return { ...env, PATH: `${join(project, "node_modules", ".bin")}:${env.PATH}`, npm_config_update_notifier: "false" };
}

/** Runs `command` in bash in the project, to its end (bounded). */
function runToEnd(command: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn("bash", ["-c", command], { cwd: project, env: userEnv(), stdio: "ignore" });
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${command} did not end within 60 s`));
    }, 60_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/**
 * The ports of the log's ready lines, once all three are there (within 10 s): the pid file is written before them, so
 * a shell that ends on the pid file can end before the mock has printed them.
 */
async function readyPorts(log: () => string): Promise<number[]> {
  const ports = () => [...log().matchAll(READY)].map((m) => Number(m[2]));
  for (const until = Date.now() + 10_000; ports().length < 3 && Date.now() < until; )
    await new Promise((resolve) => setTimeout(resolve, 50));
  return ports();
}

/** The shells as a user or a CI step writes them: each ends once the pid file is there (the mock is ready). */
const WAIT = (name: string) => `while [ ! -s ${name}.pid ]; do sleep 0.1; done`;
const CASES = [
  { name: "direct", command: `node ${CLI} ${FLAGS} --pid-file direct.pid > direct.log 2>&1 & ${WAIT("direct")}` },
  { name: "nohup", command: `nohup avaspec-mock ${FLAGS} --pid-file nohup.pid > nohup.log 2>&1 & ${WAIT("nohup")}` },
  {
    name: "setsid",
    command: `setsid avaspec-mock ${FLAGS} --pid-file setsid.pid > setsid.log 2>&1 & ${WAIT("setsid")}`,
  },
  { name: "bg", command: "pnpm run mock:bg" },
  {
    name: "nohup-pnpm",
    command: `nohup pnpm mock -- ${FLAGS} --pid-file nohup-pnpm.pid > nohup-pnpm.log 2>&1 & ${WAIT("nohup-pnpm")}`,
  },
  {
    name: "setsid-pnpm",
    command: `setsid pnpm mock -- ${FLAGS} --pid-file setsid-pnpm.pid > setsid-pnpm.log 2>&1 & ${WAIT("setsid-pnpm")}`,
  },
];

describe.skipIf(process.platform === "win32")("a mock started in the background outlives its shell", () => {
  for (const { name, command } of CASES) {
    const shown = command.split(" >")[0]!.replace(FLAGS, "…").replace(CLI, "cli.js");
    it(`${shown}: still serving after the shell ended; --stop frees every port`, async () => {
      expect(await runToEnd(command)).toBe(0);
      const log = () => readFileSync(join(project, `${name}.log`), "utf8");
      const ports = await readyPorts(log);
      expect(ports, log()).toHaveLength(3);
      const pid = Number(readFileSync(join(project, `${name}.pid`), "utf8"));
      await new Promise((resolve) => setTimeout(resolve, OUTLIVE_MS));
      expect(await Promise.all(ports.map(refused)), `ports closed after the shell ended:\n${log()}`).toEqual([
        false,
        false,
        false,
      ]);

      const stop = spawnSync(process.execPath, [CLI, "--stop", "--pid-file", `${name}.pid`], {
        cwd: project,
        encoding: "utf8",
        timeout: 15_000,
      });
      expect(stop.status, stop.stderr).toBe(0);
      expect(stop.stdout).toContain(`stopped pid ${pid}`);
      expect(await Promise.all(ports.map(refused))).toEqual([true, true, true]);
      expect(existsSync(join(project, `${name}.pid`))).toBe(false);
    }, 90_000);
  }
});
