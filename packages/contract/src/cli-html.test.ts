// `avaspec-contract --html FILE` and `--min-coverage PERCENT` (dist/cli.js, built by the package's build), against our
// data mock in this process: the page is written for a fixed and a --fuzz run, a failure carries its request, answer
// and curl line, an answer holding markup stays text, and the threshold fails a run below it and passes one above.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { type RunningMock, startDataMock } from "@avaspec/mocks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const cli = join(dirname(fileURLToPath(import.meta.url)), "..", "dist", "cli.js");

/** The CLI in a child process (asynchronous: the mock it talks to runs in this one). */
async function run(args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [cli, ...args], { timeout: 120_000 });
    return { status: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code?: number; stdout?: string; stderr?: string };
    return { status: err.code ?? -1, stdout: err.stdout ?? "", stderr: err.stderr ?? "" };
  }
}

const HOSTILE = '{"chainId":"<script>document.title=\\"pwned\\"</script>","x":"</pre><img src=x onerror=alert(1)>"}';

describe("avaspec-contract --html and --min-coverage", () => {
  let mock: RunningMock;
  let hostile: Server;
  let hostileUrl = "";
  let dir = "";
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "contract-html-"));
    mock = await startDataMock({ port: 0 });
    // a server answering every request with a 200 whose body holds markup (the body does not match the schema)
    hostile = createServer((_req, res) => res.writeHead(200, { "content-type": "application/json" }).end(HOSTILE));
    await new Promise<void>((resolve) => hostile.listen(0, "127.0.0.1", resolve));
    hostileUrl = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await mock?.close();
    await new Promise<void>((resolve) => (hostile ? hostile.close(() => resolve()) : resolve()));
    rmSync(dir, { recursive: true, force: true });
  });

  it("--min-coverage: a run above the threshold passes and says so; one below it fails, naming both", async () => {
    const args = ["--data-url", mock.url, "--grep", "getChain"];
    const met = await run([...args, "--min-coverage", "10"]);
    expect(met.stdout).toMatch(/^coverage \d+\.\d% \(\d+ of \d+ declared .*\) meets --min-coverage 10%$/m);
    expect(met.status).toBe(0);
    const below = await run([...args, "--min-coverage", "99.5"]);
    expect(below.stdout).toMatch(/^coverage \d+\.\d% \(\d+ of \d+ declared .*\) is below --min-coverage 99\.5%$/m);
    expect(below.stdout).toMatch(/^PASS: /m); // every check passed: only the threshold fails it
    expect(below.status).toBe(1);
    const bad = await run([...args, "--min-coverage", "101"]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--min-coverage must be a percentage from 0 to 100, got "101"');
    expect((await run([...args, "--html", ""])).stderr).toContain("--html needs a file name");
    const folder = await run([...args, "--html", dir]);
    expect([folder.status, folder.stderr]).toEqual([2, expect.stringContaining(`--html ${dir} is a folder`)]);
  });

  it("--html: a failure's request, answer and curl line; a server's markup stays text", async () => {
    const file = join(dir, "nested", "report.html");
    const r = await run(["--data-url", hostileUrl, "--grep", "getChain", "--html", file]);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(`HTML report: ${file}`);
    const page = readFileSync(file, "utf8");
    expect(page.match(/<script/g)).toHaveLength(1);
    expect(page).not.toContain("<img");
    expect(page).toContain("&lt;script&gt;document.title=");
    expect(page).toContain('<pre class="curl">curl -sS -i');
    expect(page).toMatch(/<pre class="request">GET http:\/\/127\.0\.0\.1:\d+\/v1\/chains\//);
    expect(page).toMatch(/<pre class="answer">HTTP 200\n/);
  });

  it("--html with --fuzz: the page of the generative run, with its seed", async () => {
    const file = join(dir, "fuzz.html");
    const args = ["--fuzz", "--seed", "7", "--fuzz-runs", "5", "--grep", "getChain", "--data-url", hostileUrl];
    const r = await run([...args, "--html", file]);
    expect(r.status).toBe(1);
    const page = readFileSync(file, "utf8");
    expect(page).toContain("--fuzz run, seed 7");
    expect(page).toContain('<pre class="curl">curl -sS -i');
    expect(page.match(/<script/g)).toHaveLength(1);
  });
});
