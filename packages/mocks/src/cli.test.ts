// The avaspec-mock command, run as users run it: `node dist/cli.js` (the package's bin). Ports are free ones.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

const CLI = join(dirname(fileURLToPath(import.meta.url)), "..", "dist", "cli.js");
const READY = /^ready (metrics|data|node) (http:\/\/127\.0\.0\.1:(\d+))$/;

interface Run {
  child: ChildProcess;
  stdout: string[];
  stderr: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running: Run[] = [];
/** every server on a port the system picks */
const ANY_PORTS = ["--metrics-port", "0", "--data-port", "0", "--node-port", "0"];

function start(args: string[], env: Record<string, string> = {}): Run {
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const run: Run = {
    child,
    stdout: [],
    stderr: "",
    exited: new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal }))),
  };
  let buffer = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    buffer += chunk.toString("utf8");
    const lines = buffer.split("\n");
    buffer = lines.pop()!;
    run.stdout.push(...lines);
  });
  child.stderr!.on("data", (chunk: Buffer) => (run.stderr += chunk.toString("utf8")));
  running.push(run);
  return run;
}

/** Resolves with the ready lines once `count` arrived, or rejects when the process exits first. */
function readyLines(run: Run, count = 3, timeoutMs = 20_000): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${count} ready lines in time; stdout=${run.stdout.join("|")} stderr=${run.stderr}`)),
      timeoutMs,
    );
    const check = () => {
      const ready = new Map(
        run.stdout
          .map((l) => READY.exec(l))
          .filter(Boolean)
          .map((m) => [m![1]!, m![2]!]),
      );
      if (ready.size >= count) {
        clearTimeout(timer);
        resolve(ready);
      }
    };
    run.child.stdout!.on("data", () => setImmediate(check));
    run.exited.then(({ code }) => {
      clearTimeout(timer);
      reject(
        new Error(
          `exited with ${code} before ${count} ready lines; stdout=${run.stdout.join("|")} stderr=${run.stderr}`,
        ),
      );
    });
    check();
  });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

/** Child processes of `pid` (from /proc): the command must not leave any behind. */
function childrenOf(pid: number): number[] {
  if (!existsSync("/proc")) return [];
  const out: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) out.push(Number(entry));
    } catch {
      // the process went away while we looked
    }
  }
  return out;
}

async function refuses(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/__avaspec/ready`, { signal: AbortSignal.timeout(2000) });
    return false;
  } catch {
    return true;
  }
}

beforeAll(() => {
  if (!existsSync(CLI))
    throw new Error(`${CLI} is missing: build the package first (pnpm --filter @avaspec/mocks build)`);
});

afterEach(async () => {
  for (const run of running.splice(0)) {
    if (run.child.exitCode === null && run.child.signalCode === null) {
      run.child.kill("SIGKILL");
      await run.exited;
    }
  }
});

describe("avaspec-mock", () => {
  it("prints one ready line per server once it answers, and stops everything on SIGTERM", async () => {
    const run = start([...ANY_PORTS, "--seed", "cli"]);
    const ready = await readyLines(run);
    expect([...ready.keys()].sort()).toEqual(["data", "metrics", "node"]);
    for (const url of ready.values()) {
      const r = await fetch(`${url}/__avaspec/ready`);
      expect(r.status).toBe(200);
      expect(await r.json()).toEqual({ ready: true });
    }
    const chain = await fetch(`${ready.get("metrics")}/v2/chains/43114`);
    expect((await chain.json()).chainName).toBe("c_chain");
    expect(childrenOf(run.child.pid!)).toEqual([]);
    run.child.kill("SIGTERM");
    expect(await run.exited).toEqual({ code: 0, signal: null });
    for (const url of ready.values()) expect(await refuses(url)).toBe(true);
  });

  it("takes ports from the environment, flags win over it; SIGINT stops it too", async () => {
    const [m, d, n, flag] = [await freePort(), await freePort(), await freePort(), await freePort()];
    const run = start(["--", "--data-port", String(flag)], {
      AVASPEC_METRICS_PORT: String(m),
      AVASPEC_DATA_PORT: String(d),
      AVASPEC_NODE_PORT: String(n),
    });
    const ready = await readyLines(run);
    expect(ready.get("metrics")).toBe(`http://127.0.0.1:${m}`);
    expect(ready.get("data")).toBe(`http://127.0.0.1:${flag}`);
    expect(ready.get("node")).toBe(`http://127.0.0.1:${n}`);
    run.child.kill("SIGINT");
    expect((await run.exited).code).toBe(0);
    for (const url of ready.values()) expect(await refuses(url)).toBe(true);
  });

  it("exits non-zero with a clear message when a port is taken, and prints no ready line for it", async () => {
    const blocker: Server = createServer();
    await new Promise<void>((r) => blocker.listen(0, "127.0.0.1", r));
    const port = (blocker.address() as { port: number }).port;
    try {
      const run = start(["--metrics-port", String(port), "--data-port", "0", "--node-port", "0"]);
      const { code } = await run.exited;
      expect(code).toBe(1);
      expect(run.stderr).toContain(`cannot start the metrics mock: port ${port} on 127.0.0.1 is already in use`);
      expect(run.stderr).toContain("--metrics-port");
      expect(run.stdout.some((l) => l.startsWith("ready metrics"))).toBe(false);
    } finally {
      await new Promise<void>((r) => blocker.close(() => r()));
    }
  });

  it("refuses bad options with exit code 2: one line why, one pointing to --help (not the whole help)", async () => {
    for (const [args, env, text] of [
      [["--metrics-port", "seventy"], {}, "--metrics-port must be a port number"],
      [[], { AVASPEC_NODE_PORT: "70000" }, "AVASPEC_NODE_PORT must be a port number"],
      [["--bogus"], {}, "unknown option --bogus"],
      [["--metrics-prot", "4000"], {}, "unknown option --metrics-prot; did you mean --metrics-port?"],
      [["--data-port", "4500", "--node-port", "4500"], {}, "cannot share port 4500"],
      [["--log-level", "loud"], {}, "--log-level must be one of"],
      [["--index-enabled=maybe"], {}, "--index-enabled must be true or false"],
      [["--engine", "fast"], {}, '--engine must be compiled or prism, got "fast"'],
      [[], { AVASPEC_ENGINE: "turbo" }, 'AVASPEC_ENGINE must be compiled or prism, got "turbo"'],
    ] as Array<[string[], Record<string, string>, string]>) {
      const run = start(args, env);
      expect((await run.exited).code, args.join(" ")).toBe(2);
      expect(run.stderr).toContain(text);
      expect(run.stderr).toContain("avaspec-mock --help");
      expect(run.stderr).not.toContain("Usage: avaspec-mock");
      expect(run.stderr.trim().split("\n")).toHaveLength(2);
    }
  });

  it("passes the node's --api-admin-enabled and --index-enabled: false answers 404 like a real node", async () => {
    const call = (url: string, path: string, method: string) =>
      fetch(`${url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params: {} }),
      });
    const off = start([...ANY_PORTS, "--api-admin-enabled=false", "--index-enabled=false"]);
    const node = (await readyLines(off)).get("node")!;
    expect((await call(node, "/ext/admin", "admin.getLoggerLevel")).status).toBe(404);
    expect((await call(node, "/ext/index/X/tx", "index.getLastAccepted")).status).toBe(404);
    off.child.kill("SIGTERM");
    await off.exited;

    const on = start([...ANY_PORTS, "--api-admin-enabled", "--index-enabled=true"]);
    const nodeOn = (await readyLines(on)).get("node")!;
    expect((await call(nodeOn, "/ext/admin", "admin.getLoggerLevel")).status).toBe(200);
    expect((await call(nodeOn, "/ext/index/X/tx", "index.getLastAccepted")).status).toBe(200);
  });

  it("prints help", async () => {
    const run = start(["--help"]);
    expect((await run.exited).code).toBe(0);
    expect(run.stdout.join("\n")).toContain("AVASPEC_METRICS_PORT");
  });

  it("--engine prism (or AVASPEC_ENGINE) sends REST requests through Prism: P1 tells the paths apart", async () => {
    // P1: a literal segment sent percent-encoded; the compiled path reads the parameters, Prism finds none (400)
    const path = "/v1/address/0x71C7656EC7ab88b098defB751B7401B5f6d8976F/%63hains";
    for (const [args, env, status] of [
      [[], {}, 200],
      [["--engine", "prism"], {}, 400],
      [[], { AVASPEC_ENGINE: "prism" }, 400],
    ] as Array<[string[], Record<string, string>, number]>) {
      const run = start([...ANY_PORTS, ...args], env);
      const data = (await readyLines(run)).get("data")!;
      expect((await fetch(`${data}/v1/chains/43114`)).status).toBe(200);
      expect((await fetch(`${data}${path}`)).status, JSON.stringify({ args, env })).toBe(status);
      run.child.kill("SIGTERM");
      await run.exited;
    }
  }, 90_000);
});
