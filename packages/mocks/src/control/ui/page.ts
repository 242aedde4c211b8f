// GET /__avaspec/ui: one self-contained page to watch a mock (its journal, rules and scenario, live). Inline CSS and
// JS, nothing fetched but the control routes, under a Content-Security-Policy that allows only this page's own script
// and style (by hash) and same-origin requests. Served by the node:http host only (assembly/start.ts): never part of
// the fetch or MSW entry points, so browser bundles do not carry it. The page holds no data and no token: it asks
// the control routes, with the --control-token typed into it when the mock has one.
import { createHash } from "node:crypto";
import { CONTROL_PREFIX, type ControlRoute, type MockResponse } from "../../server/exchange.js";
import type { CatalogueSource } from "../targets.js";
import {
  answerText,
  entryCells,
  nearMissLines,
  nextSince,
  ruleLine,
  runPage,
  scenarioLines,
  shownBy,
  shownValue,
} from "./page-script.js";

const UI_PATH = `${CONTROL_PREFIX}ui`;

const STYLE = `
:root { color-scheme: light dark; font: 13px/1.4 system-ui, sans-serif; }
body { margin: 0; }
header { display: flex; gap: 1em; align-items: center; flex-wrap: wrap; padding: .6em 1em; background: #1f2937;
  color: #f9fafb; position: sticky; top: 0; }
header h1 { font-size: 1.1em; margin: 0; }
#status.ok { color: #86efac; } #status.error { color: #fca5a5; }
main { display: grid; grid-template-columns: minmax(0, 4fr) minmax(0, 1.3fr); gap: 1em; padding: 1em; }
section h2 { font-size: 1em; margin: 0 0 .4em; } h2.next { margin-top: 1.2em; }
table { border-collapse: collapse; width: 100%; table-layout: fixed; font: 12px ui-monospace, monospace; }
th, td { text-align: left; padding: 2px 6px; border-bottom: 1px solid #8884; vertical-align: top;
  white-space: pre-wrap; overflow-wrap: anywhere; }
th:nth-child(1) { width: 13ch; } th:nth-child(2) { width: 7ch; } th:nth-child(4) { width: 22ch; }
th:nth-child(5) { width: 7ch; } th:nth-child(6) { width: 7ch; } th:nth-child(7) { width: 16ch; }
th:nth-child(9) { width: 16ch; }
tr.bad td { background: #f8717122; }
ul { padding-left: 1.2em; margin: 0; font-family: ui-monospace, monospace; font-size: 12px; }
li.unmatched { color: #b45309; } .near-misses li { color: inherit; }
.empty { color: #888; }
`;

const BODY = `
<header>
  <h1>avaspec <span id="api"></span> mock</h1>
  <span id="status">starting…</span>
  <form id="token-form" hidden>
    <label>Control token <input id="token" type="password" autocomplete="off"></label>
    <button type="submit">Use</button>
  </form>
  <label>Filter <select id="filter"><option value="">every operation or method</option></select></label>
  <button id="reset" type="button">Reset</button>
</header>
<main>
  <section>
    <h2>Requests (newest first)</h2>
    <table>
      <thead><tr><th>time</th><th>method</th><th>path</th><th>operation</th><th>status</th><th>ms</th><th>cause</th>
        <th>violations</th><th>body</th></tr></thead>
      <tbody id="journal-rows"></tbody>
    </table>
    <p id="journal-empty" class="empty">No requests yet.</p>
  </section>
  <section>
    <h2>Fault rules</h2>
    <ul id="rules"></ul>
    <p id="rules-empty" class="empty">No fault rules.</p>
    <h2 class="next">Scenario</h2>
    <ul id="scenario"></ul>
    <p id="scenario-empty" class="empty">No scenario.</p>
  </section>
</main>
`;

/** The page's script: the functions of page-script.ts, as their own source, then the call that runs the page. */
const SCRIPT = [shownValue, nearMissLines, answerText, ruleLine, scenarioLines, entryCells, shownBy, nextSince, runPage]
  .map((fn) => fn.toString())
  .concat(["runPage(document, window.fetch.bind(window), (run, ms) => setTimeout(run, ms));"])
  .join("\n");

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** Only this page's own script and style; requests only to its own origin; no frames, forms, images or plugins. */
const UI_CSP = [
  "default-src 'none'",
  `script-src ${hashOf(SCRIPT)}`,
  `style-src ${hashOf(STYLE)}`,
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** JSON safe inside a <script type="application/json"> block: no "</script>" or "<!--" can close or open anything. */
const inertJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The page for one engine: its API's name and its operations or methods fill the filter. */
function pageOf(engine: CatalogueSource): string {
  const catalogue = { api: engine.api, kind: engine.kind, ids: engine.catalogue().map((e) => e.id) };
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>avaspec ${engine.api} mock</title><style>${STYLE}</style></head><body>`,
    BODY,
    `<script type="application/json" id="avaspec-catalogue">${inertJson(catalogue)}</script>`,
    `<script>${SCRIPT}</script>`,
    "</body></html>\n",
  ].join("");
}

/** The route of the page; `engine` is read per request (a --watch reload may swap it). */
export function uiRoute(engine: () => CatalogueSource): ControlRoute {
  const pages = new WeakMap<CatalogueSource, string>();
  return {
    method: "GET",
    path: UI_PATH,
    description: "a page to watch this mock: the journal live, the rules and scenario, a filter and reset",
    handle: (): MockResponse => {
      const current = engine();
      let page = pages.get(current);
      if (page === undefined) {
        page = pageOf(current);
        pages.set(current, page);
      }
      return {
        status: 200,
        headers: {
          "content-type": "text/html; charset=utf-8",
          "cache-control": "no-store",
          "content-security-policy": UI_CSP,
          "x-frame-options": "DENY",
          "x-content-type-options": "nosniff",
          "referrer-policy": "no-referrer",
        },
        body: page,
      };
    },
  };
}
