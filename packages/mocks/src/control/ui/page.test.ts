// GET /__avaspec/ui over HTTP on the three servers: the page, its headers (a CSP that admits only its own script
// and style, no framing), the trust rules of the control routes, and no token in it. The in-process doors have none.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDataMock, startMetricsMock } from "../../apis.js";
import { createMockFetch } from "../../adapters/fetch.js";
import { startNodeMock } from "../../node/index.js";
import type { RunningMock } from "../../rest/server.js";

const TOKEN = "s3cret-token-for-the-page-test";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The text of each inline element of the page (`<script>` without a type, `<style>`). */
function inline(page: string, tag: "script" | "style"): string[] {
  const open = tag === "script" ? /<script>/g : /<style>/g;
  return [...page.matchAll(open)].map((m) => page.slice(m.index + m[0].length, page.indexOf(`</${tag}>`, m.index)));
}

describe("GET /__avaspec/ui", () => {
  const mocks: RunningMock[] = [];
  let guarded: RunningMock;
  beforeAll(async () => {
    const options = { port: 0, logLevel: "silent" as const };
    mocks.push(await startMetricsMock(options), await startDataMock(options), await startNodeMock(options));
    guarded = await startMetricsMock({ ...options, controlToken: TOKEN });
  });
  afterAll(async () => {
    await Promise.all([...mocks, guarded].map((m) => m?.close()));
  });

  it("is one self-contained page on each server, its script and style admitted by hash and nothing else", async () => {
    for (const mock of mocks) {
      const response = await fetch(`${mock.url}/__avaspec/ui`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      const page = await response.text();
      const csp = response.headers.get("content-security-policy") ?? "";
      const [script] = inline(page, "script");
      const [style] = inline(page, "style");
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain(`script-src ${sha256(script!)};`);
      expect(csp).toContain(`style-src ${sha256(style!)};`);
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|https?:/);
      // nothing fetched from elsewhere: no external script, style, image or font
      expect(page).not.toMatch(/\b(src|href)=/);
      expect(page).toContain(`<title>avaspec ${mock.name} mock</title>`);
      // the filter lists the server's own operations or methods
      const catalogue = JSON.parse(page.match(/id="avaspec-catalogue">([^<]*)</)![1]!);
      expect(catalogue.api).toBe(mock.name);
      expect(catalogue.ids).toContain(mock.name === "node" ? "eth_getBalance" : "getChain");
      expect(page.length).toBeLessThan(40_000);
    }
  });

  it("is listed by GET /__avaspec/ and answers GET only", async () => {
    const listing = (await (await fetch(`${mocks[0]!.url}/__avaspec/`)).json()) as { routes: { path: string }[] };
    expect(listing.routes.map((r) => r.path)).toContain("/__avaspec/ui");
    const post = await fetch(`${mocks[0]!.url}/__avaspec/ui`, { method: "POST" });
    expect(post.status).toBe(405);
  });

  it("with a --control-token: the page loads (it holds no data), holds no token, the routes still ask", async () => {
    const page = await fetch(`${guarded.url}/__avaspec/ui`);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).not.toContain(TOKEN);
    expect(text).toContain('id="token-form"');
    expect((await fetch(`${guarded.url}/__avaspec/requests`)).status).toBe(401);
    const withToken = await fetch(`${guarded.url}/__avaspec/requests`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.status).toBe(200);
  });

  it("keeps the control routes' Host rule (DNS rebinding)", async () => {
    const { request } = await import("node:http");
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${mocks[0]!.url}/__avaspec/ui`, { headers: { host: "rebound.example:4010" } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", reject);
      req.end();
    });
    expect(status).toBe(403);
  });

  it("is not served with control off (no control routes, no page)", async () => {
    const plain = await startMetricsMock({ port: 0, logLevel: "silent", control: false });
    try {
      expect((await fetch(`${plain.url}/__avaspec/ui`)).status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it("is not served by the in-process doors (fetch, MSW): no page in a browser bundle", async () => {
    const mockFetch = await createMockFetch({ seed: "ui" });
    const response = await mockFetch(`${mockFetch.metrics.url.replace(/\/+$/, "")}/__avaspec/ui`);
    expect(response.status).toBe(404);
  });
});
