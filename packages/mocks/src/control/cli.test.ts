// The control-plane flags of avaspec-mock, run as users run it (`node dist/cli.js`): bad flags and files exit 2
// with a clear message; good ones are in force on every server.
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const CLI = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "dist", "cli.js");
const dir = mkdtempSync(join(tmpdir(), "avaspec-cli-control-"));
const children: Array<ReturnType<typeof spawn>> = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGTERM");
});

function run(args: string[], env: Record<string, string> = {}) {
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
  return { exited, ready, output: () => ({ stdout, stderr }) };
}

describe("avaspec-mock control flags", () => {
  it.each([
    [["--latency", "fast"], '--latency must be milliseconds, "<ms>" or "<min>-<max>" (e.g. 50 or 50-200), got "fast"'],
    [["--rate-limit", "100"], '--rate-limit must be "<requests>/<seconds>"'],
    [["--journal-size=-3"], '--journal-size must be a whole number from 0 (journal off) to 100000, got "-3"'],
    [["--faults", "/nonexistent/faults.yaml"], "--faults /nonexistent/faults.yaml: no such file"],
    [["--host", "0.0.0.0"], "--host 0.0.0.0 is not a loopback address"],
    [["--control=maybe"], '--control must be true or false, got "maybe"'],
  ])("%j exits 2 saying why", async (args, message) => {
    const { exited, output } = run(args);
    expect(await exited).toBe(2);
    expect(output().stderr).toContain(message);
  });

  it("AVASPEC_LATENCY is checked and named as the variable", async () => {
    const { exited, output } = run([], { AVASPEC_LATENCY: "10-5" });
    expect(await exited).toBe(2);
    expect(output().stderr).toContain("AVASPEC_LATENCY: the minimum 10 is above the maximum 5");
  });

  it("a scenario file naming an unknown example exits 2 with the file, the line and the allowed values", async () => {
    const file = join(dir, "bad-scenario.yaml");
    writeFileSync(file, "data:\n  getChain:\n    - 200\n    - example: nope\n");
    const { exited, output } = run(["--scenario", file]);
    expect(await exited).toBe(2);
    expect(output().stderr).toMatch(
      /bad-scenario\.yaml:4:\d+: data: getChain\[1\]\.example: unknown example "nope" for getChain; allowed: cChain/,
    );
  }, 60_000);

  it("--faults, --latency and --journal-size are in force on the servers", async () => {
    const file = join(dir, "faults.yaml");
    writeFileSync(
      file,
      "node:\n  - {method: eth_feeConfig, error: {code: -32000, message: header not found}, times: 1}\n",
    );
    const { ready } = run(["--faults", file, "--latency", "100", "--journal-size", "5"]);
    const urls = await ready;
    const call = () =>
      fetch(`${urls.node}/ext/bc/C/rpc`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_feeConfig", params: [] }),
      }).then((r) => r.json() as Promise<{ error?: { message: string }; result?: unknown }>);
    const started = performance.now();
    expect((await call()).error?.message).toBe("header not found");
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
    expect((await call()).result).toBeDefined();
    const { requests, capacity } = (await (await fetch(`${urls.node}/__avaspec/requests`)).json()) as {
      requests: Array<{ cause?: string }>;
      capacity: number;
    };
    expect([capacity, requests.map((r) => r.cause ?? "mock")]).toEqual([5, ["fault:1", "mock"]]);
    // one call resets all three servers of the command (each in its own thread)
    const reset = await fetch(`${urls.metrics}/__avaspec/reset?all=true`, { method: "POST" });
    expect(await reset.json()).toEqual({ reset: true, servers: ["metrics", "data", "node"] });
    expect((await call()).error?.message).toBe("header not found"); // the --faults rule, rewound
  }, 60_000);
});
