// The contract run's HTML report (`avaspec-contract --html`) in a real browser: the contract suite runs against our
// mocks in this process with one fault rule (so a few cases fail), and the page it writes is opened in headless
// Chromium: its summary counts are the run's, a failure's curl line shows once expanded, the coverage table lists
// every operation and method of the specs, nothing is fetched and nothing logs an error. A server's answer holding
// markup runs nothing. Here, not in packages/contract, because this workspace has the browser (playwright-core).
// Without Chromium the test says so and is skipped; under CI=true it fails instead.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { declaredAnswers, loadSpecs } from "@avaspec/contract";
import { CHROMIUM_ARGS, findChromium, isAllowedUrl } from "@avaspec/docs/browser-check";
import { type RunningMocks, startMocks } from "@avaspec/mocks";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const chromium = findChromium();
const inCi = process.env.CI === "true" || process.env.CI === "1";
const cli = join(dirname(fileURLToPath(import.meta.resolve("@avaspec/contract"))), "cli.js");

/** The contract CLI in a child process (asynchronous: the mocks it talks to run in this one): exit code, output. */
async function contract(args: string[]): Promise<{ status: number; stdout: string }> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [cli, ...args], { timeout: 180_000 });
    return { status: 0, stdout };
  } catch (e) {
    const err = e as { code?: number; stdout?: string };
    return { status: err.code ?? -1, stdout: err.stdout ?? "" };
  }
}

/** The counts of the run's summary line ("FAIL: 779 cases: 601 passed, 6 failed (6 failed checks), 172 skipped; …"). */
function summaryOf(stdout: string): Record<string, string> {
  const m = /^(?:PASS|FAIL): (\d+) cases: (\d+) passed, (\d+) failed \((\d+) failed checks\), (\d+) skipped;/m.exec(
    stdout,
  );
  if (!m) throw new Error(`no summary line in:\n${stdout.slice(-2000)}`);
  return { cases: m[1], passed: m[2], failed: m[3], "failed-checks": m[4], skipped: m[5] } as Record<string, string>;
}

if (!chromium && !inCi) {
  console.warn("contract report browser test SKIPPED: no Chromium at /usr/bin/chromium (apt-get install -y chromium).");
}

describe.skipIf(!chromium && !inCi)("the contract run's HTML report in headless Chromium", () => {
  let mocks: RunningMocks;
  let hostile: Server;
  let browser: Browser;
  let dir = "";
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "contract-report-"));
    mocks = await startMocks({ ports: { metrics: 0, data: 0, node: 0 } });
    await mocks.data.faults.add({ operation: "getChain", status: 503 });
    hostile = createServer((_req, res) =>
      res
        .writeHead(200, { "content-type": "application/json", "x-note": "<script>window.pwned=2</script>" })
        .end('{"chainId":"<script>window.pwned=1</script><img src=x onerror=\\"window.pwned=3\\">"}'),
    );
    await new Promise<void>((resolve) => hostile.listen(0, "127.0.0.1", resolve));
    if (chromium) {
      const { chromium: launcher } = await import("playwright-core");
      browser = await launcher.launch({ executablePath: chromium, args: CHROMIUM_ARGS, headless: true });
    }
  });
  afterAll(async () => {
    await browser?.close();
    await mocks?.close();
    await new Promise<void>((resolve) => (hostile ? hostile.close(() => resolve()) : resolve()));
    rmSync(dir, { recursive: true, force: true });
  });

  /** Opens a page; every console error, uncaught exception and request that is not file: is collected. */
  async function open(file: string): Promise<{ page: Page; problems: string[] }> {
    const page = await (await browser.newContext()).newPage();
    const problems: string[] = [];
    page.on("console", (m) => m.type() === "error" && problems.push(`console error: ${m.text()}`));
    page.on("pageerror", (e) => problems.push(`uncaught: ${e.message}`));
    page.on("request", (r) => !r.url().startsWith("file:") && problems.push(`request: ${r.url()}`));
    await page.route("**/*", (route) => (isAllowedUrl(route.request().url()) ? route.continue() : route.abort()));
    await page.goto(pathToFileURL(file).href, { waitUntil: "load" });
    return { page, problems };
  }

  it("has a browser to run in", () => {
    expect(chromium, "CI=true and no Chromium at /usr/bin/chromium: apt-get install -y chromium").toBeTruthy();
  });

  it.runIf(chromium)("shows the run's counts, a failure's curl line when expanded, and every operation", async () => {
    const file = join(dir, "report.html");
    const urls = ["--metrics-url", mocks.metrics.url, "--data-url", mocks.data.url, "--node-url", mocks.node.url];
    const run = await contract([...urls, "--allow-mutations", "--html", file]);
    expect(run.status).toBe(1); // the fault rule's 503s
    const counts = summaryOf(run.stdout);
    expect(Number(counts.failed)).toBeGreaterThan(0);
    const { page, problems } = await open(file);

    const shown: Record<string, string> = {};
    for (const key of Object.keys(counts))
      shown[key] = (await page.locator(`[data-summary="${key}"]`).textContent()) ?? "";
    expect(shown).toEqual(counts);

    const failure = page.locator("details.failure").first();
    const curl = failure.locator("pre.curl").first();
    expect(await curl.isVisible()).toBe(false);
    await failure.locator("summary").click();
    expect(await curl.isVisible()).toBe(true);
    expect(await curl.textContent()).toMatch(/^curl -sS -i .*\/v1\/chains\//);
    expect(await failure.locator("pre.answer").first().textContent()).toMatch(/^HTTP 503\n/);

    const listed = await page
      .locator("tr[data-coverage-row]")
      .evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.target));
    expect(listed.sort()).toEqual([...declaredAnswers(loadSpecs()).keys()].sort());

    // a failed case in its operation's list links to its failure, and opens it
    const link = page.locator("details.op a[data-open]").last();
    const target = page.locator(`#${await link.getAttribute("data-open")}`);
    expect(await target.getAttribute("open")).toBeNull();
    await link.evaluate((a) => (a as HTMLAnchorElement).click());
    expect(await target.getAttribute("open")).toBe("");
    // the filter keeps the operations whose name holds the text
    await page.locator("#filter").fill("getchain");
    const visible = await page.locator("details.op:visible > summary").allTextContents();
    expect(visible.length).toBeGreaterThan(0);
    expect(visible.every((t) => t.toLowerCase().includes("getchain"))).toBe(true);
    expect(problems).toEqual([]);
  });

  it.runIf(chromium)("an answer holding <script> and an onerror attribute runs nothing", async () => {
    const file = join(dir, "hostile.html");
    const url = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}`;
    const run = await contract(["--data-url", url, "--grep", "getChain", "--html", file]);
    expect(run.status).toBe(1);
    const { page, problems } = await open(file);
    await page.locator("details.failure").first().locator("summary").click();
    expect(await page.locator("details.failure pre.answer").first().textContent()).toContain(
      "<script>window.pwned=1</script>",
    );
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    expect(await page.locator("details.failure img").count()).toBe(0);
    expect(await page.title()).toBe("avaspec-contract report: FAIL");
    expect(problems).toEqual([]);
  });
});
