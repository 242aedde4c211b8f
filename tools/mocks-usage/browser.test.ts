// A page in Debian's Chromium mocks the three APIs with MSW's setupWorker and @avaspec/mocks/msw, under a strict
// Content Security Policy (no eval, scripts only from the page's origin), served from 127.0.0.1 with every
// request off this machine blocked. Our metrics client follows every page of a series, the node client calls a
// method, a fault rule makes the client retry, then succeed, and an invalid request gets its 400: the page is split
// into chunks as an application's bundler splits it, and the fault rule's and the 400's validators are fetched
// then. Without a browser the test says so and is skipped; under CI=true it fails instead.
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, findChromium, isAllowedUrl } from "@avaspec/docs/browser-check";

const chromium = findChromium();
const inCi = process.env.CI === "true" || process.env.CI === "1";
const require = createRequire(import.meta.url);
const API_ORIGINS = ["https://metrics.avax.network", "https://data-api.avax.network", "http://127.0.0.1:9650"];
/** What the page may do: its own scripts and worker, calls to the APIs it uses (which the worker answers). */
const CSP = `default-src 'none'; script-src 'self'; worker-src 'self'; connect-src 'self' ${API_ORIGINS.join(" ")}`;

/** Code evaluated from strings (refused by a CSP without 'unsafe-eval') and imports of Node's built-ins. */
const FORBIDDEN = /\bnew Function\b|\beval\(|(?:from|import\(|require\()\s*["']node:/;

/**
 * The page's script, bundled for a browser as an application's bundler would ("browser" conditions, each dynamic
 * import a chunk of its own, fetched when first needed): each file by the path the page loads it from.
 */
async function bundlePage(): Promise<Record<string, string>> {
  const result = await build({
    entryPoints: [new URL("./browser/page.ts", import.meta.url).pathname],
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    splitting: true,
    outdir: join(tmpdir(), "avaspec-mocks-browser-page"),
    write: false,
    logLevel: "silent",
  });
  return Object.fromEntries(result.outputFiles.map((file) => [`/${basename(file.path)}`, file.text]));
}

describe("the bundle a page loads", () => {
  let code = "";
  beforeAll(async () => {
    code = Object.values(await bundlePage()).join("\n");
  });
  it("names no Node built-in and evaluates no code from strings (a strict CSP allows it)", () => {
    expect(code.length).toBeGreaterThan(100_000);
    expect(code).not.toMatch(FORBIDDEN);
  });
  it("teeth: the check finds what the Node build would bring", async () => {
    const node = await build({
      stdin: {
        contents: 'import Ajv from "ajv"; export const v = new Ajv().compile({ type: "string" });',
        resolveDir: import.meta.dirname,
      },
      bundle: true,
      format: "esm",
      platform: "node",
      write: false,
      logLevel: "silent",
      nodePaths: [require.resolve("@avaspec/mocks/package.json").replace(/\/package\.json$/, "/node_modules")],
    });
    expect(node.outputFiles[0]!.text).toMatch(FORBIDDEN);
  });
});

if (!chromium && !inCi) {
  console.warn("mocks browser test SKIPPED: no Chromium at /usr/bin/chromium (apt-get install -y chromium).");
}

describe.skipIf(!chromium && !inCi)("MSW setupWorker in headless Chromium", () => {
  let server: Server;
  let origin = "";
  /** the paths the page asked for */
  const served: string[] = [];
  beforeAll(async () => {
    const scripts = await bundlePage();
    const worker = readFileSync(require.resolve("msw/mockServiceWorker.js"), "utf8");
    const files: Record<string, [string, string]> = {
      "/": [
        "text/html",
        '<!doctype html><meta charset="utf-8"><title>avaspec mocks</title>' +
          '<script type="module" src="/page.js"></script>',
      ],
      ...Object.fromEntries(Object.entries(scripts).map(([path, text]) => [path, ["text/javascript", text]])),
      "/mockServiceWorker.js": ["text/javascript", worker],
    };
    server = createServer((req, res) => {
      const path = new URL(req.url ?? "/", "http://x").pathname;
      served.push(path);
      const file = files[path];
      if (!file) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { "content-type": file[0], "content-security-policy": CSP, "cache-control": "no-store" });
      res.end(file[1]);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it("has a browser to run in", () => {
    expect(chromium, "CI=true and no Chromium at /usr/bin/chromium: apt-get install -y chromium").toBeTruthy();
  });

  it.runIf(chromium)("the clients page through a series, call the node and retry a fault, all mocked", async () => {
    const { chromium: launcher } = await import("playwright-core");
    const browser = await launcher.launch({ executablePath: chromium!, args: CHROMIUM_ARGS, headless: true });
    const problems: string[] = [];
    try {
      const context = await browser.newContext();
      await context.route("**/*", (route) => {
        const url = route.request().url();
        if (isAllowedUrl(url) && !url.startsWith("http://127.0.0.1:9650")) return route.continue();
        problems.push(`a request reached the network: ${url}`);
        return route.abort("blockedbyclient");
      });
      const page = await context.newPage();
      let faultsLogged = 0;
      let invalidLogged = 0;
      page.on("console", (m) => {
        // the browser logs each 503 the fault rule answers and the invalid request's 400; those are the test's own
        if (m.type() === "error" && /status of 503/.test(m.text())) faultsLogged++;
        else if (m.type() === "error" && /status of 400/.test(m.text())) invalidLogged++;
        else if (m.type() === "error") problems.push(`console error: ${m.text()}`);
      });
      page.on("pageerror", (e) => problems.push(`uncaught: ${e.message}`));
      await page.goto(origin);
      const shown = await page.waitForSelector("#result, #failure", { timeout: 150_000 });
      const text = (await shown.textContent()) ?? "";
      expect(await shown.getAttribute("id"), text).toBe("result");
      const result = JSON.parse(text);
      expect(result).toMatchObject({ points: 62, distinct: 62, pages: 7, chainName: expect.any(String) });
      expect(typeof result.gasLimit).toBe("number");
      expect(result.attempts).toEqual([503, 503, 200]);
      // an invalid request's 400 lists both of its faults, written by validators loaded for it
      expect(result.invalid).toEqual({ status: 400, lines: 2 });
      // what the page needed later came as chunks of their own: the fault rule's validators, the 400's
      expect(served.filter((path) => /^\/(control|rest-all)-validators-\w+\.js$/.test(path))).toHaveLength(2);
      expect(faultsLogged).toBe(2);
      expect(invalidLogged).toBe(1);
    } finally {
      await browser.close();
    }
    expect(problems).toEqual([]);
  });
});
