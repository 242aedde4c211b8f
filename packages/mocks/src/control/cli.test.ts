// The control-plane flags of avaspec-mock, run as users run it (`node dist/cli.js`): bad flags and files exit 2
// with a clear message; good ones are in force on every server.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runMockCli, stopMockClis } from "../test-support/cli.js";

const dir = mkdtempSync(join(tmpdir(), "avaspec-cli-control-"));
afterEach(stopMockClis);

describe("avaspec-mock control flags", () => {
  it.each([
    [["--latency", "fast"], '--latency must be milliseconds, "<ms>" or "<min>-<max>" (e.g. 50 or 50-200), got "fast"'],
    [["--rate-limit", "100"], '--rate-limit must be "<requests>/<seconds>"'],
    [["--journal-size=-3"], '--journal-size must be a whole number from 0 (journal off) to 100000, got "-3"'],
    [["--faults", "/nonexistent/faults.yaml"], "--faults /nonexistent/faults.yaml: no such file"],
    [["--host", "0.0.0.0"], "--host 0.0.0.0 is not a loopback address"],
    [["--control=maybe"], '--control must be true or false, got "maybe"'],
  ])("%j exits 2 saying why", async (args, message) => {
    const { exited, output } = runMockCli(args);
    expect(await exited).toBe(2);
    expect(output().stderr).toContain(message);
  });

  it("AVASPEC_LATENCY is checked and named as the variable", async () => {
    const { exited, output } = runMockCli([], { AVASPEC_LATENCY: "10-5" });
    expect(await exited).toBe(2);
    expect(output().stderr).toContain("AVASPEC_LATENCY: the minimum 10 is above the maximum 5");
  });

  it("a scenario file naming an unknown example exits 2 with the file, the line and the allowed values", async () => {
    const file = join(dir, "bad-scenario.yaml");
    writeFileSync(file, "data:\n  getChain:\n    - 200\n    - example: nope\n");
    const { exited, output } = runMockCli(["--scenario", file]);
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
    const { ready } = runMockCli(["--faults", file, "--latency", "100", "--journal-size", "5"]);
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
