// The avaspec-contract CLI (dist/cli.js, built by the package's build): usage errors, failure report, JUnit file.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";

const cli = join(dirname(fileURLToPath(import.meta.url)), "..", "dist", "cli.js");
const run = (args: string[], cwd?: string) =>
  spawnSync(process.execPath, [cli, ...args], { encoding: "utf8", timeout: 50_000, ...(cwd ? { cwd } : {}) });

/** A port that was free a moment ago (nothing listens on it). */
async function deadPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  const { port } = s.address() as { port: number };
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

describe("avaspec-contract", () => {
  it("is built", () => expect(existsSync(cli)).toBe(true));

  it("bad usage exits 2 with the usage text", () => {
    const none = run([]);
    expect(none.status).toBe(2);
    expect(none.stderr).toMatch(/give at least one of --metrics-url/);
    expect(run(["--metrics-url", "http://127.0.0.1:1", "--timeout-ms", "soon"]).status).toBe(2);
    expect(run(["--metrics-url", "not a url"]).status).toBe(2);
    expect(run(["--bogus"]).status).toBe(2);
    expect(run(["--help"]).status).toBe(0);
  });

  it("bad --fuzz usage exits 2 with a message", () => {
    const url = ["--metrics-url", "http://127.0.0.1:1"];
    const cases: [string[], RegExp][] = [
      [["--fuzz", "--fuzz-runs", "0"], /--fuzz-runs must be a positive integer, got "0"/],
      [["--fuzz", "--fuzz-budget", "1.5"], /--fuzz-budget must be a positive integer, got "1.5"/],
      [["--fuzz", "--seed", "abc"], /--seed must be an integer from -2147483648 to 2147483647/],
      [["--fuzz", "--seed", "4294967296"], /--seed must be an integer/],
      [["--seed", "5"], /--seed is an option of --fuzz/],
      [["--fuzz-runs", "5"], /--fuzz-runs is an option of --fuzz/],
      [["--fuzz", "--prefer-statuses"], /--prefer-statuses is an option of the fixed run/],
    ];
    for (const [args, message] of cases) {
      const r = run([...url, ...args]);
      expect(r.status, args.join(" ")).toBe(2);
      expect(r.stderr).toMatch(message);
    }
  });

  it("--fuzz against a server that is down: exit 1, the seed, failures with their curl, a JUnit file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "contract-cli-"));
    try {
      const junit = join(dir, "fuzz.xml");
      const url = `http://127.0.0.1:${await deadPort()}`;
      const args = ["--fuzz", "--fuzz-runs", "2", "--grep", "getBlock", "--data-url", url, "--junit", junit];
      const r = run(args);
      expect(r.status).toBe(1);
      const seed = r.stdout.match(/^Fuzz: seed (\d+), 2 runs per operation or method/m)?.[1];
      expect(seed).toBeDefined();
      expect(r.stdout).toMatch(/^FAIL data getBlock › fuzz: .* — \[transport\] request failed: ECONNREFUSED$/m);
      expect(r.stdout).toMatch(
        /^ {2}curl -sS -i (-X [A-Z]+ )?'http:\/\/127\.0\.0\.1:\d+\/v1\/chains\/[^']+\/blocks\/[^']+'$/m,
      );
      expect(r.stdout).toMatch(
        new RegExp(`^  replay: avaspec-contract --fuzz --seed ${seed} --fuzz-runs 2 --grep 'getBlock'`, "m"),
      );
      expect(readFileSync(junit, "utf8")).toMatch(
        new RegExp(`<testsuites name="avaspec-contract --fuzz --seed ${seed}"`),
      );
      // the same seed draws the same (shrunk) request
      const again = run([...args, "--seed", String(seed)]);
      const curl = (out: string) => out.match(/^ {2}curl .*$/m)?.[0];
      expect(again.status, again.stderr).toBe(1);
      expect(curl(again.stdout)).toBe(curl(r.stdout));
      // a negative seed is given as --seed=-N (a leading "-" would read as a flag), and its replay line says so
      const negative = run([...args, "--seed=-5"]);
      expect(negative.stdout).toMatch(/^ {2}replay: avaspec-contract --fuzz --seed=-5 /m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("a server that is down: exit 1, failure lines and a summary, a JUnit file; a leading -- is accepted", async () => {
    const dir = mkdtempSync(join(tmpdir(), "contract-cli-"));
    try {
      const junit = join(dir, "out", "junit.xml");
      const port = await deadPort();
      const r = run(["--", "--metrics-url", `http://127.0.0.1:${port}`, "--junit", junit, "--timeout-ms", "2000"]);
      expect(r.status).toBe(1);
      expect(r.stdout).toMatch(/^Coverage/m);
      expect(r.stdout).toMatch(/^FAIL: \d+ cases/m);
      expect(r.stdout).not.toMatch(/internal error/);
      const xml = readFileSync(junit, "utf8");
      expect(xml).toMatch(/^<\?xml/);
      expect(xml).toMatch(/<testsuites name="avaspec-contract" tests="\d+" failures="[1-9]\d*"/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("writes no report unless --junit names a file (the fixed run and --fuzz alike)", async () => {
    const project = mkdtempSync(join(tmpdir(), "contract-cli-project-"));
    try {
      const url = `http://127.0.0.1:${await deadPort()}`;
      const fixed = run(["--data-url", url, "--grep", "getBlock", "--timeout-ms", "2000"], project);
      const fuzz = run(["--fuzz", "--fuzz-runs", "2", "--grep", "getBlock", "--data-url", url], project);
      for (const r of [fixed, fuzz]) {
        expect(r.status, r.stderr).toBe(1);
        expect(r.stdout).not.toMatch(/JUnit XML/);
      }
      expect(readdirSync(project)).toEqual([]);
      expect(run(["--data-url", url, "--junit", ""]).stderr).toMatch(/--junit needs a file name/);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
