// The HTML report page: whatever a server answered is inert text (no markup of its own, no script), the page's CSP
// admits exactly its own style and script, big answers are cut, and the summary and coverage come from the run.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { statusCoverage } from "./coverage.js";
import { keepExchanges } from "./exchanges.js";
import { escapeHtml, htmlReport, type HtmlReportInput } from "./report-html.js";
import { REPORT_CSS, REPORT_JS } from "./report-html-assets.js";
import { type Coverage, type CoverageRow, summarize } from "./report.js";
import type { CaseResult } from "./results.js";

const HOSTILE = `</pre></details><script>window.pwned=1</script><img src=x onerror="alert(1)">'"`;

const specs = {
  data: {
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    paths: { "/v1/chains/{chainId}": { get: { operationId: "getChain", responses: { "200": {}, "404": {} } } } },
  },
};

function input(results: CaseResult[]): HtmlReportInput {
  const rows: CoverageRow[] = [
    {
      api: "data",
      id: "getChain",
      state: "covered",
      cases: 2,
      ran: 2,
      declared: ["200", "404"],
      seen: ["200"],
      errorCases: [],
      negatives: 0,
    },
  ];
  const coverage: Coverage = { rows, missing: [] };
  return {
    results,
    coverage,
    summary: summarize(results, coverage),
    status: statusCoverage(coverage, specs),
    urls: { data: "http://127.0.0.1:4011" },
    finishedAt: "2026-11-27T10:00:00.000Z",
    durationMs: 1234,
  };
}

const failed: CaseResult = {
  api: "data",
  target: "getChain",
  name: `example: ${HOSTILE}`,
  kind: "example",
  status: "fail",
  failures: [{ check: "body-schema", message: `HTTP 200 body does not match its schema: ${HOSTILE}` }],
  seen: ["200"],
  ms: 3,
  exchanges: [
    {
      method: "GET",
      url: "http://127.0.0.1:4011/v1/chains/43114?x=%3Cscript%3E",
      headers: { "x-note": HOSTILE },
      answer: { status: 200, headers: { "content-type": "application/json", "x-evil": HOSTILE }, text: HOSTILE },
    },
  ],
};
const passed: CaseResult = { ...failed, name: "example: plain", status: "pass", failures: [], exchanges: [] };

function between(page: string, open: string, close: string): string {
  const start = page.indexOf(open) + open.length;
  return page.slice(start, page.indexOf(close, start));
}
const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("the HTML report", () => {
  it("shows a server's answer holding markup as text: one script element (its own), no element of the answer's", () => {
    const page = htmlReport(input([failed, passed]));
    expect(page.match(/<script/g)).toHaveLength(1);
    expect(page).not.toContain("<img");
    expect(page).not.toContain("window.pwned=1</script>");
    expect(page).toContain(
      "&lt;/pre&gt;&lt;/details&gt;&lt;script&gt;window.pwned=1&lt;/script&gt;&lt;img src=x onerror=",
    );
    // the answer, its headers and the curl line are all there, escaped
    expect(page).toContain("x-evil: &lt;/pre&gt;");
    expect(page).toContain(escapeHtml("curl -sS -i -H 'x-note: </pre></details>"));
    expect(page).toContain(escapeHtml("'http://127.0.0.1:4011/v1/chains/43114?x=%3Cscript%3E'"));
  });

  it("its Content Security Policy admits exactly its own style and script, by hash, and nothing from elsewhere", () => {
    const page = htmlReport(input([failed]));
    const csp = between(page, '<meta http-equiv="Content-Security-Policy" content="', '">');
    expect(csp).toContain("default-src 'none'");
    expect(between(page, "<style>", "</style>")).toBe(REPORT_CSS);
    expect(between(page, "<script>", "</script>")).toBe(REPORT_JS);
    expect(csp).toContain(`style-src ${sha(REPORT_CSS)};`);
    expect(csp).toContain(`script-src ${sha(REPORT_JS)};`);
    expect(page).not.toMatch(/\b(?:src|href)="(?!#)/);
  });

  it("cuts a large answer to 8192 characters and says how long it was", () => {
    const big = "x".repeat(100_000);
    const huge: CaseResult = {
      ...failed,
      exchanges: [{ method: "GET", url: "http://127.0.0.1:1/", answer: { status: 200, headers: {}, text: big } }],
    };
    const page = htmlReport(input([huge]));
    expect(page).toContain(`${"x".repeat(8192)}… (100000 characters in all)`);
    expect(page).not.toContain("x".repeat(8193));
    // a body the run already cut is shown as it is, not cut again
    const [cut] = keepExchanges(huge.exchanges ?? []);
    const again = htmlReport(input([{ ...huge, exchanges: cut ? [cut] : [] }]));
    expect(again).toContain(`${"x".repeat(8192)}… (100000 characters in all)`);
    expect(again).not.toMatch(/characters in all\)… \(/);
  });

  it("states the run's counts, the coverage by status code and every operation", () => {
    const page = htmlReport(input([failed, passed, { ...passed, name: "skipped one", status: "skip" }]));
    const count = (key: string) => new RegExp(`data-summary="${key}">([^<]*)<`).exec(page)?.[1];
    expect([count("cases"), count("passed"), count("failed"), count("skipped")]).toEqual(["3", "1", "1", "1"]);
    expect(count("status-coverage")).toBe("50.0%");
    expect(page).toContain('<tr data-target="data getChain" data-coverage-row>');
    expect(page).toContain('id="verdict">FAIL<');
  });

  it("with known deviations: a known case, drift, and what became of each documented deviation", () => {
    const deviation = { id: "D9", api: "data" as const, operation: "getChain", check: "body-schema", live: HOSTILE };
    const known: CaseResult = {
      ...failed,
      status: "known",
      failures: [{ check: "body-schema", message: "m", kind: "known", deviation: "D9" }],
    };
    const drift: CaseResult = { ...failed, failures: [{ check: "status-expected", message: "m", kind: "drift" }] };
    const page = htmlReport({
      ...input([known, drift]),
      deviations: [
        { deviation, state: "known", cases: 1 },
        { deviation: { ...deviation, id: "D10" }, state: "resolved?", cases: 0 },
      ],
    });
    expect(page).toContain('<span class="known">KNOWN D9</span> [body-schema] m');
    expect(page).toContain('<span class="fail">DRIFT</span> [status-expected] m');
    expect(page).toMatch(/<td class="known">known<\/td><td>D9<\/td>.*<td>1<\/td><td>&lt;\/pre&gt;/);
    expect(page).toContain('<td class="skip">resolved?</td><td>D10</td>');
    expect(/data-summary="known">([^<]*)</.exec(page)?.[1]).toBe("1");
    expect(page.match(/<script/g)).toHaveLength(1);
  });

  it("escapes every markup character and shows control characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>\u0000\u001b`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;\\x00\\x1b",
    );
  });
});
