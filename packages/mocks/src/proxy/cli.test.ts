// avaspec-mock with the proxy flags, run as users run it (`node dist/cli.js`): bad URLs exit 2 with a clear message;
// a proxied server reports violations on stderr and in its routes; --record then --replay serve the same bytes.
import { spawn } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendJson, startUpstream, type Upstream, CHAIN } from "./test-support/servers.js";

const CLI = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "dist", "cli.js");

interface Run {
  stdout: string;
  stderr: string;
  ready: Promise<Record<string, string>>;
  stop(): Promise<number | null>;
  exited: Promise<number | null>;
}

function run(args: string[]): Run {
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ["ignore", "pipe", "pipe"] });
  const out: Run = { stdout: "", stderr: "" } as Run;
  out.exited = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
  out.ready = new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      out.stdout += chunk.toString();
      const urls = Object.fromEntries([...out.stdout.matchAll(/^ready (\w+) (\S+)$/gm)].map((m) => [m[1], m[2]]));
      if (Object.keys(urls).length === 3) resolve(urls as Record<string, string>);
    });
    void out.exited.then((code) => reject(new Error(`exited ${code}: ${out.stderr}`)));
  });
  // a run that exits early is awaited through `exited`; nobody waits on its ready
  out.ready.catch(() => {});
  child.stderr.on("data", (chunk: Buffer) => (out.stderr += chunk.toString()));
  out.stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    return out.exited;
  };
  return out;
}
const PORTS = ["--metrics-port", "0", "--data-port", "0", "--node-port", "0"];

describe("bad proxy flags exit 2 before anything starts", () => {
  it.each([
    [["--proxy-data", "glacier-api.avax.network"], /--proxy-data must be an http:\/\/ or https:\/\/ URL \(not a URL\)/],
    [["--proxy-node", "ws://127.0.0.1:9650"], /--proxy-node .*scheme ws: is not supported/],
    [["--record", "x"], /--record needs an upstream/],
    [["--replay", "/no/such/folder"], /--replay: \/no\/such\/folder is not a folder/],
    [["--replay-only"], /--replay-only needs --replay/],
  ])("%j", async (args, message) => {
    const r = run([...PORTS, ...args]);
    expect(await r.exited).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stdout).toBe("");
  });
});

describe("proxy, record, replay through the command", () => {
  let upstream: Upstream;
  let dir: string;
  beforeAll(async () => {
    upstream = await startUpstream((req, _body, res) =>
      req.url === "/v1/chains/43114" ? sendJson(res, 200, CHAIN) : sendJson(res, 200, { ...CHAIN, chainId: 1 }),
    );
    dir = await mkdtemp(join(tmpdir(), "avaspec-cli-"));
  });
  afterAll(async () => {
    await upstream.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("--proxy-data --record: violations on stderr and in the routes; fixtures written before it exits", async () => {
    const r = run([...PORTS, "--proxy-data", upstream.url, "--record", dir]);
    try {
      const urls = await r.ready;
      const good = await fetch(`${urls.data}/v1/chains/43114`, { headers: { "x-data-api-key": "sk-cli-secret-1" } });
      expect(await good.json()).toEqual(CHAIN);
      expect((await fetch(`${urls.data}/v1/chains/5`)).status).toBe(200);
      const summary = await (await fetch(`${urls.data}/__avaspec/violations/summary`)).json();
      expect(summary).toMatchObject({ total: 1, byOperation: { "data getChain": { "body-schema": 1 } } });
      // the other servers are the plain mocks
      expect((await fetch(`${urls.metrics}/__avaspec/violations`)).status).toBe(404);
    } finally {
      expect(await r.stop(), r.stderr).toBe(0);
    }
    const line = r.stderr.split("\n").find((l) => l.includes('"contract-violation"'));
    expect(JSON.parse(line!)).toMatchObject({ api: "data", operation: "getChain", where: "/body/chainId" });
    expect(r.stderr).not.toContain("sk-cli-secret-1");
    expect((await readdir(join(dir, "data", "getChain"))).length).toBe(2);
  });

  it("--replay --replay-only: the recorded answers with the upstream gone, a miss is 404", async () => {
    await upstream.close();
    const r = run([...PORTS, "--replay", dir, "--replay-only"]);
    try {
      const urls = await r.ready;
      expect(await (await fetch(`${urls.data}/v1/chains/43114`)).json()).toEqual(CHAIN);
      expect((await fetch(`${urls.data}/v1/chains/7`)).status).toBe(404);
      const loaded = r.stderr.split("\n").find((l) => l.includes('"fixtures-loaded","api":"data"'));
      expect(JSON.parse(loaded!)).toMatchObject({ served: 1, stale: 1, corrupt: 0 });
    } finally {
      expect(await r.stop(), r.stderr).toBe(0);
    }
  });
});
