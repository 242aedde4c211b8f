// Builds the reference (from small fixtures, and from the real assembled specs) and opens every page in headless
// Chromium with the network blocked. Without a browser the test says so and is skipped; under CI=true it fails.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { specPath } from "@avaspec/specs";
import { buildDocs } from "./lib/build-docs.mjs";
import {
  checkIndexPage,
  checkNodePage,
  checkReadable,
  checkRedocPage,
  findChromium,
  isAllowedUrl,
  openBrowser,
} from "./lib/browser-check.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const chromium = findChromium();
const inCi = process.env.CI === "true" || process.env.CI === "1";
const dirs = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe("request filter", () => {
  it.each([
    ["file:///tmp/x.html", true],
    ["data:image/svg+xml;base64,AA==", true],
    ["http://127.0.0.1:4010/v2/chains", true],
    ["http://localhost:9650/ext/admin", true],
    ["https://cdn.redoc.ly/redoc/logo-mini-full.svg", false],
    ["https://fonts.googleapis.com/css?family=Roboto", false],
    ["http://127.0.0.1.example.com/", false],
  ])("%s allowed: %s", (url, allowed) => expect(isAllowedUrl(url)).toBe(allowed));
});

if (!chromium && !inCi) {
  console.warn(
    "docs browser test SKIPPED: no Chromium at /usr/bin/chromium (install it: apt-get install -y chromium, " +
      "or set AVASPEC_CHROMIUM). Under CI=true this test fails instead.",
  );
}

describe.skipIf(!chromium && !inCi)("reference pages in headless Chromium", { timeout: 120_000 }, () => {
  it("has a browser to run in", () => {
    expect(
      chromium,
      "CI=true and no Chromium at /usr/bin/chromium: install it (apt-get install -y chromium) or set AVASPEC_CHROMIUM",
    ).toBeTruthy();
  });

  /** @param {{ metrics: string, data: string, node: string }} specs */
  const checkBuild = async (specs) => {
    const outDir = mkdtempSync(join(tmpdir(), "avaspec-docs-"));
    dirs.push(outDir);
    const pages = await buildDocs({ outDir, specs });
    const { browser, context, problems } = await openBrowser(/** @type {string} */ (chromium));
    const missing = {};
    try {
      for (const p of pages) {
        const file = join(outDir, p.page);
        const gone =
          p.kind === "openapi"
            ? await checkRedocPage(context, file, p.operations ?? p.items, problems)
            : await checkNodePage(context, file, p.items, problems);
        if (gone.length) missing[p.page] = gone;
        // our own pages: read at 1,280 px, no sideways scrolling and no Markdown left unrendered
        if (p.kind === "openrpc") await checkReadable(context, file, problems, { width: 1280 });
      }
      const links = await checkIndexPage(context, join(outDir, "index.html"), problems);
      expect(links.map((l) => l.split("/").pop())).toEqual(expect.arrayContaining(pages.map((p) => p.page)));
    } finally {
      await browser.close();
    }
    expect(problems).toEqual([]);
    expect(missing).toEqual({});
    return { pages, outDir };
  };

  it.runIf(chromium)("fixture pages render every operation and method, offline, without console errors", async () => {
    const { pages, outDir } = await checkBuild({
      metrics: join(here, "fixtures", "openapi.json"),
      data: join(here, "fixtures", "openapi.json"),
      node: join(here, "fixtures", "node.openrpc.json"),
    });
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 3]);
    // teeth: an operation the page does not render is reported
    const { browser, context, problems } = await openBrowser(/** @type {string} */ (chromium));
    try {
      const page = join(outDir, "metrics.html");
      expect(await checkRedocPage(context, page, ["listChains", "noSuchOperation"], problems)).toEqual([
        "noSuchOperation",
      ]);
      // an operation rendered without its path does not count either
      expect(
        await checkRedocPage(
          context,
          page,
          [
            { operationId: "listChains", path: "/v2/chains" },
            { operationId: "getChainMetrics", path: "/v9/elsewhere" },
          ],
          problems,
        ),
      ).toEqual(["getChainMetrics"]);
    } finally {
      await browser.close();
    }
  });

  it.runIf(chromium)(
    "the real reference (assembled @avaspec/specs) renders every operationId and method name",
    async () => {
      const { pages } = await checkBuild({
        metrics: specPath("metrics"),
        data: specPath("data"),
        node: specPath("node"),
      });
      for (const p of pages) expect(p.items.length, `${p.page} has no operations`).toBeGreaterThan(0);
    },
  );

  it.runIf(chromium)(
    "the check has teeth: a page that reaches the network, logs an error or lacks an operation fails it",
    async () => {
      const { writeFileSync } = await import("node:fs");
      const outDir = mkdtempSync(join(tmpdir(), "avaspec-docs-bad-"));
      dirs.push(outDir);
      const bad = join(outDir, "node.html");
      writeFileSync(
        bad,
        `<!doctype html><html><head><link rel="stylesheet" href="https://fonts.googleapis.com/css?family=Roboto"></head>
<body><nav><a href="#method-a.b">a.b</a></nav><section id="method-a.b"><h3>a.b</h3></section>
<script>console.error("boom")</script></body></html>`,
      );
      const { browser, context, problems } = await openBrowser(/** @type {string} */ (chromium));
      try {
        const missing = await checkNodePage(context, bad, ["a.b", "c.d"], problems);
        expect(missing).toEqual(["c.d"]);
      } finally {
        await browser.close();
      }
      expect(problems.some((p) => p.startsWith("blocked request to https://fonts.googleapis.com"))).toBe(true);
      expect(problems.some((p) => p.includes("console error: boom"))).toBe(true);
    },
  );

  it.runIf(chromium)("the readability check has teeth: printed Markdown and a too-wide page fail it", async () => {
    const { writeFileSync } = await import("node:fs");
    const outDir = mkdtempSync(join(tmpdir(), "avaspec-docs-wide-"));
    dirs.push(outDir);
    const bad = join(outDir, "node.html");
    writeFileSync(
      bad,
      `<!doctype html><html><body><main><p>The **Admin API** answers at \`/ext/admin\`.</p>
<table><tr><td style="white-space:nowrap">${"0x".padEnd(400, "f")}</td></tr></table>
<pre>**fine in code**</pre></main></body></html>`,
    );
    const { browser, context, problems } = await openBrowser(/** @type {string} */ (chromium));
    try {
      await checkReadable(context, bad, problems, { width: 1280 });
    } finally {
      await browser.close();
    }
    expect(problems).toEqual([
      expect.stringMatching(/^node\.html: wider than 1280 px \(scrollWidth \d+\); first overflowing: table/),
      'node.html: raw Markdown in the text: strong: "**Admin API**"',
      'node.html: raw Markdown in the text: code span: "`/ext/admin`"',
    ]);
  });
});
