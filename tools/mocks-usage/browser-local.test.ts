// Local mode in a browser page: headless Chromium runs createMockFetch({ networkId: "local" }), so the executing
// chain (@avaspec/chain on @ethereumjs) runs in the page under the same strict Content Security Policy as the MSW
// page. A bundler with code splitting keeps the chain out of what a page loads at start: it arrives only when local
// mode starts. Without a browser the page test says so and is skipped; under CI=true it fails instead.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, findChromium, isAllowedUrl } from "@avaspec/docs/browser-check";

const chromium = findChromium();
const require = createRequire(import.meta.url);
const inCi = process.env.CI === "true" || process.env.CI === "1";
const CSP = "default-src 'none'; script-src 'self'; connect-src 'self'";
/** Code evaluated from strings (refused by a CSP without 'unsafe-eval') and imports of Node's built-ins. */
const FORBIDDEN = /\bnew Function\b|\beval\(|(?:from|import\(|require\()\s*["']node:/;
/** A text only @avaspec/chain's local network holds: the label its L1's blockchain ID is derived from. */
const CHAIN_MARK = "avaspec/local/subnet-evm-l1";

/** The page's script bundled as an application's bundler would ("browser" conditions), split at dynamic imports. */
async function bundle(): Promise<Map<string, string>> {
  const result = await build({
    entryPoints: { page: new URL("./browser/local-page.ts", import.meta.url).pathname },
    bundle: true,
    minify: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    outdir: "/bundle",
    write: false,
    logLevel: "silent",
  });
  return new Map(result.outputFiles.map((file) => [file.path.replace(/^\/bundle/, ""), file.text]));
}

describe("local mode's code in a page's bundle", () => {
  it("comes in a chunk of its own, which the page's entry only imports dynamically", async () => {
    const files = await bundle();
    const entry = files.get("/page.js")!;
    expect(entry).not.toContain(CHAIN_MARK);
    const chainChunks = [...files.values()].filter((code) => code.includes(CHAIN_MARK));
    expect(chainChunks).toHaveLength(1);
    for (const code of files.values()) expect(code).not.toMatch(FORBIDDEN);
  }, 60_000);

  it("teeth: the mark is found where the chain is imported statically", async () => {
    const statically = await build({
      stdin: { contents: 'export * from "@avaspec/chain";', resolveDir: import.meta.dirname },
      bundle: true,
      format: "esm",
      platform: "browser",
      write: false,
      logLevel: "silent",
      // the chain as the mocks resolve it (this tool depends on the mocks, not on the chain)
      nodePaths: [require.resolve("@avaspec/mocks/package.json").replace(/\/package\.json$/, "/node_modules")],
    });
    expect(statically.outputFiles[0]!.text).toContain(CHAIN_MARK);
  }, 60_000);
});

if (!chromium && !inCi) {
  console.warn("local mode browser test SKIPPED: no Chromium at /usr/bin/chromium (apt-get install -y chromium).");
}

describe.skipIf(!chromium && !inCi)("createMockFetch({ networkId: 'local' }) in headless Chromium", () => {
  let server: Server;
  let origin = "";
  beforeAll(async () => {
    const files = await bundle();
    server = createServer((req, res) => {
      const path = new URL(req.url ?? "/", "http://x").pathname;
      const html =
        '<!doctype html><meta charset="utf-8"><title>avaspec local</title>' +
        '<script type="module" src="/page.js"></script>';
      const body = path === "/" ? html : files.get(path);
      if (body === undefined) {
        res.writeHead(404).end();
        return;
      }
      const type = path === "/" ? "text/html" : "text/javascript";
      res.writeHead(200, { "content-type": type, "content-security-policy": CSP, "cache-control": "no-store" });
      res.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it("has a browser to run in", () => {
    expect(chromium, "CI=true and no Chromium at /usr/bin/chromium: apt-get install -y chromium").toBeTruthy();
  });

  it.runIf(chromium)(
    "mines a transfer in the page; the node and the Data API show the same block",
    async () => {
      const { chromium: launcher } = await import("playwright-core");
      const browser = await launcher.launch({ executablePath: chromium!, args: CHROMIUM_ARGS, headless: true });
      const problems: string[] = [];
      try {
        const context = await browser.newContext();
        await context.route("**/*", (route) => {
          const url = route.request().url();
          if (isAllowedUrl(url)) return route.continue();
          problems.push(`a request reached the network: ${url}`);
          return route.abort("blockedbyclient");
        });
        const page = await context.newPage();
        page.on("console", (m) => m.type() === "error" && problems.push(`console error: ${m.text()}`));
        page.on("pageerror", (e) => problems.push(`uncaught: ${e.message}`));
        await page.goto(origin);
        const shown = await page.waitForSelector("#result, #failure", { timeout: 120_000 });
        const text = (await shown.textContent()) ?? "";
        expect(await shown.getAttribute("id"), text).toBe("result");
        const result = JSON.parse(text);
        expect(result).toMatchObject({ chainId: "0xa868", status: "0x1", balance: "0x2a", dataStatus: 200 });
        expect(result.dataBlockHash).toBe(result.blockHash);
      } finally {
        await browser.close();
      }
      expect(problems).toEqual([]);
    },
    180_000,
  );
});
