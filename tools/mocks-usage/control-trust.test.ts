// Issue 31, defect 6, in a real browser: a page of a foreign origin (http://evil.test, which Chromium resolves to
// 127.0.0.1, so only the mock's checks stand in its way) tries to reset the running mocks three ways (a preflighted
// JSON POST, a simple text/plain POST, a no-cors POST), and the mocks' state is unchanged; the same page served from
// a loopback origin steers them. Without a browser the test says so and is skipped; under CI=true it fails instead.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, findChromium } from "@avaspec/docs/browser-check";
import { type RunningMocks, startMocks } from "@avaspec/mocks";

const chromium = findChromium();
const inCi = process.env.CI === "true" || process.env.CI === "1";
/** evil.test is 127.0.0.1 for this browser; every other name resolves to nothing (no request leaves the machine) */
const RESOLVER = "--host-resolver-rules=MAP evil.test 127.0.0.1, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1";

type Way = "json" | "text" | "noCors";

/** What the page does: one of the three ways a page may send a POST to the mock, and what it gave the page. */
async function steer([url, way]: [string, Way]): Promise<string> {
  const init: Record<Way, RequestInit> = {
    json: { method: "POST", headers: { "content-type": "application/json" }, body: "{}" },
    text: { method: "POST", body: "reset" },
    noCors: { method: "POST", mode: "no-cors" },
  };
  try {
    const response = await fetch(url, init[way]);
    return response.type === "opaque" ? "opaque" : `${response.status}`;
  } catch (error) {
    return `rejected: ${(error as Error).name}`;
  }
}

if (!chromium && !inCi) {
  console.warn("control trust browser test SKIPPED: no Chromium at /usr/bin/chromium (apt-get install -y chromium).");
}

describe.skipIf(!chromium && !inCi)("a page steering a running avaspec-mock from headless Chromium", () => {
  let pages: Server;
  let port = 0;
  let mocks: RunningMocks;
  beforeAll(async () => {
    pages = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html", "cache-control": "no-store" });
      res.end('<!doctype html><meta charset="utf-8"><title>a page</title>');
    });
    await new Promise<void>((resolve) => pages.listen(0, "127.0.0.1", resolve));
    port = (pages.address() as AddressInfo).port;
    mocks = await startMocks({ ports: { metrics: 0, data: 0, node: 0 } });
  });
  afterAll(async () => {
    await mocks?.close();
    await new Promise<void>((resolve) => (pages ? pages.close(() => resolve()) : resolve()));
  });

  it("has a browser to run in", () => {
    expect(chromium, "CI=true and no Chromium at /usr/bin/chromium: apt-get install -y chromium").toBeTruthy();
  });

  it.runIf(chromium)(
    "a foreign page cannot reset the mocks; one the mock trusts, or a loopback page, can",
    async () => {
      const { chromium: launcher } = await import("playwright-core");
      const browser = await launcher.launch({
        executablePath: chromium!,
        args: [...CHROMIUM_ARGS, RESOLVER],
        headless: true,
      });
      const evil = `http://evil.test:${port}`;
      // the same mocks, but trusting evil.test: what the browser's requests do when only the browser stands between
      const trusting = await startMocks({ ports: { metrics: 0, data: 0, node: 0 }, controlOrigins: [evil] });
      /** the page's outcome of one way against `target`, and how many fault rules the data mock still has */
      const attempt = async (target: RunningMocks, way: Way) => {
        await target.data.faults.clear();
        await target.data.faults.add({ operation: "getChain", status: 503 });
        const args: [string, Way] = [`${target.metrics.url}/__avaspec/reset?all=true`, way];
        const outcome = await page.evaluate(steer, args);
        return [outcome, (await target.data.faults.list()).length];
      };
      const page = await (await browser.newContext()).newPage();
      try {
        await page.goto(`${evil}/`);
        // the page reads nothing (CORS; a no-cors answer is opaque, or blocked as JSON by ORB) and nothing is reset
        expect(await attempt(mocks, "json")).toEqual(["rejected: TypeError", 1]);
        expect(await attempt(mocks, "text")).toEqual(["rejected: TypeError", 1]);
        expect(await attempt(mocks, "noCors")).toEqual([expect.stringMatching(/^opaque$|^rejected: TypeError$/), 1]);
        // teeth: the browser does send them; a mock that trusts the origin is reset (text/plain is refused anyway)
        expect(await attempt(trusting, "json")).toEqual(["200", 0]);
        expect(await attempt(trusting, "text")).toEqual(["415", 1]);
        expect(await attempt(trusting, "noCors")).toEqual(["opaque", 0]);

        await page.goto(`http://127.0.0.1:${port}/`);
        expect(await attempt(mocks, "json")).toEqual(["200", 0]);
        expect(await attempt(mocks, "noCors")).toEqual(["opaque", 0]);
      } finally {
        await browser.close();
        await trusting.close();
      }
    },
  );
});
