// The HTML report of a contract run (`avaspec-contract --html FILE`, fixed or --fuzz): one self-contained page with
// the summary, every failure with its requests, answers and curl line, every operation and method with its cases,
// and coverage by operation and by status code. Every value that came from a server or a spec is escaped; the page's
// Content Security Policy admits only its own style and script (by hash) and fetches nothing.
import { type StatusCoverage, type StatusCoverageRow, formatPercent } from "./coverage.js";
import type { DeviationOutcome } from "./deviations.js";
import { curlOf } from "./fuzz/curl.js";
import type { FuzzStats } from "./fuzz/run.js";
import { kept as shown } from "./exchanges.js";
import { cspHash, REPORT_CSS, REPORT_JS } from "./report-html-assets.js";
import type { Coverage, Summary } from "./report.js";
import type { CaseResult, RecordedExchange } from "./results.js";

export interface HtmlReportInput {
  results: CaseResult[];
  coverage: Coverage;
  summary: Summary;
  status: StatusCoverage;
  urls: Partial<Record<string, string>>;
  /** When the run ended (ISO 8601), shown in the header. */
  finishedAt: string;
  durationMs: number;
  deviations?: DeviationOutcome[];
  /** A --fuzz run's figures (seed, requests). */
  fuzz?: FuzzStats;
  /** --min-coverage, when given: the page says whether the run met it. */
  minCoverage?: number;
}

const ENTITIES: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" };

/** Text as HTML text or attribute value: markup characters escaped, control characters (but tab, CR, LF) shown. */
export function escapeHtml(value: unknown): string {
  return String(value)
    .replace(/[<>&"']/g, (c) => ENTITIES[c] as string)
    .replace(
      /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g,
      (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`,
    );
}

const STATUS_WORD: Record<CaseResult["status"], string> = { pass: "pass", fail: "FAIL", known: "known", skip: "skip" };

/** The group a result is listed under: its operation or method, or (endpoint-level cases) its endpoint. */
const groupOf = (r: CaseResult) => `${r.api} ${r.target || `(endpoint) ${r.endpoint ?? ""}`}`;

const caseLabel = (r: CaseResult) =>
  `${r.api} ${r.target || r.endpoint || "(endpoint)"}${r.target && r.endpoint ? ` @${r.endpoint}` : ""} › ${r.name}`;

/** A recorded request as a curl command (the fuzz run's own curl line is used when it has one). */
function curlOfExchange(x: RecordedExchange): string {
  const url = new URL(x.url);
  return curlOf(url.origin, {
    method: x.method,
    path: `${url.pathname}${url.search}`,
    ...(x.headers ? { headers: x.headers } : {}),
    ...(x.body !== undefined ? { body: x.body } : {}),
  });
}

function headerLines(headers: Record<string, string> | undefined): string {
  return Object.entries(headers ?? {})
    .map(([k, v]) => `${k}: ${v}`)
    .join("\n");
}

function exchangeHtml(x: RecordedExchange, i: number, of: number): string {
  const request = [`${x.method} ${x.url}`, headerLines(x.headers), x.body !== undefined ? `\n${shown(x.body)}` : ""]
    .filter(Boolean)
    .join("\n");
  const answer =
    "failure" in x.answer
      ? `no answer: ${x.answer.failure}`
      : [`HTTP ${x.answer.status}`, headerLines(x.answer.headers), `\n${shown(x.answer.text)}`].join("\n");
  const which = of > 1 ? ` ${i + 1} of the last ${of}` : "";
  return (
    `<h4>Request${which}</h4><pre class="request">${escapeHtml(request)}</pre>` +
    `<h4>Answer</h4><pre class="answer">${escapeHtml(answer)}</pre>` +
    `<h4>curl</h4><pre class="curl">${escapeHtml(curlOfExchange(x))}</pre>`
  );
}

function failureHtml(r: CaseResult, id: string): string {
  const checks = r.failures
    .map((f) => {
      const kind = f.kind === "known" ? `KNOWN ${f.deviation ?? ""}` : f.kind === "drift" ? "DRIFT" : "FAIL";
      return (
        `<li><span class="${f.kind === "known" ? "known" : "fail"}">${escapeHtml(kind)}</span> ` +
        `[${escapeHtml(f.check)}] ${escapeHtml(f.message)}</li>`
      );
    })
    .join("");
  const exchanges = r.exchanges ?? [];
  const own = r.request ? `<h4>curl (shrunk)</h4><pre class="curl">${escapeHtml(r.request)}</pre>` : "";
  const replay = r.replay ? `<h4>replay</h4><pre>${escapeHtml(r.replay)}</pre>` : "";
  const none = exchanges.length || r.request ? "" : "<p>No HTTP exchange was recorded for this case.</p>";
  return (
    `<details class="failure" id="${id}" data-target="${escapeHtml(groupOf(r))}" data-status="${r.status}">` +
    `<summary><span class="${r.status}">${STATUS_WORD[r.status]}</span> ${escapeHtml(caseLabel(r))}</summary>` +
    `<ul>${checks}</ul>${own}${exchanges.map((x, i) => exchangeHtml(x, i, exchanges.length)).join("")}${replay}` +
    `${none}</details>`
  );
}

function summaryHtml(input: HtmlReportInput): string {
  const s = input.summary;
  const covered = input.coverage.rows.filter((r) => r.state === "covered").length;
  const items: [string, string, number | string][] = [
    ["cases", "cases", s.cases],
    ["passed", "passed", s.passed],
    ["failed", input.deviations ? "drift" : "failed", s.failed],
    ["known", "known deviations", s.known],
    ["skipped", "skipped", s.skipped],
    ["failed-checks", "failed checks", s.failedChecks],
    ["operations", "operations and methods exercised", `${covered}/${input.coverage.rows.length}`],
    ["missing", "missing", input.coverage.missing.length],
    ["status-coverage", "coverage by status code", formatPercent(input.status.percent)],
  ];
  return `<dl id="summary">${items
    .map(([key, label, value]) => `<div><dt>${escapeHtml(label)}</dt><dd data-summary="${key}">${value}</dd></div>`)
    .join("")}</dl>`;
}

function headerHtml(input: HtmlReportInput, verdict: boolean): string {
  const kind = input.fuzz ? `--fuzz run, seed ${input.fuzz.seed}, ${input.fuzz.requests} requests` : "fixed run";
  const urls = Object.entries(input.urls)
    .map(([api, url]) => `${api} <code>${escapeHtml(url)}</code>`)
    .join(", ");
  const threshold =
    input.minCoverage === undefined
      ? ""
      : ` · --min-coverage ${input.minCoverage}%: ` +
        (input.status.percent >= input.minCoverage
          ? '<span class="pass">met</span>'
          : '<span class="fail">not met</span>');
  return (
    `<h1>avaspec-contract report: <span class="verdict ${verdict ? "pass" : "fail"}" id="verdict">` +
    `${verdict ? "PASS" : "FAIL"}</span></h1>` +
    `<p>${escapeHtml(kind)} · ${urls} · ${escapeHtml(input.finishedAt)} · ` +
    `${(input.durationMs / 1000).toFixed(1)} s${threshold}</p>`
  );
}

const CONTROLS =
  '<div class="controls"><label>operation or method <input id="filter" type="search" placeholder="filter"></label>' +
  ["pass", "fail", "known", "skip"]
    .map(
      (s) =>
        `<label><input type="checkbox" data-show="${s}" checked> ${STATUS_WORD[s as CaseResult["status"]]}</label>`,
    )
    .join("") +
  "</div>";

function answersCell(row: StatusCoverageRow): string {
  const declared = row.answers
    .map((a) => {
      const [kind, title] = a.exercised ? ["seen", "exercised"] : ["unseen", "declared, not exercised"];
      return `<span class="chip ${kind}" title="${title}">${escapeHtml(a.answer)}</span>`;
    })
    .join("");
  const extra = row.undeclared
    .map((s) => `<span class="chip extra" title="seen, not declared">${escapeHtml(s)}</span>`)
    .join("");
  return `<td>${declared}</td><td>${extra}</td>`;
}

function coverageHtml(input: HtmlReportInput): string {
  const status = input.status;
  const byRow = new Map(status.rows.map((r) => [`${r.api} ${r.id}`, r]));
  const rows = input.coverage.rows.map((row) => {
    const st = byRow.get(`${row.api} ${row.id}`);
    const seen = st ? st.answers.filter((a) => a.exercised).length : 0;
    const errors = row.errorCases.length
      ? `${row.errorCases.filter((e) => e.exercised).length}/${row.errorCases.length}`
      : "";
    return (
      `<tr data-target="${escapeHtml(`${row.api} ${row.id}`)}" data-coverage-row>` +
      `<td>${row.api}</td><td>${escapeHtml(row.id)}</td><td class="${row.state}">${row.state}</td>` +
      `<td>${row.ran}/${row.cases}</td><td>${seen}/${st?.answers.length ?? 0}</td>` +
      `${st ? answersCell(st) : "<td></td><td></td>"}<td>${errors}</td><td>${escapeHtml(row.reason ?? "")}</td></tr>`
    );
  });
  const counted = input.coverage.rows.filter((r) => r.state !== "skipped");
  return (
    `<h2 id="coverage">Coverage</h2><p>By operation: ${counted.filter((r) => r.state === "covered").length} of ` +
    `${counted.length} operations and methods to cover were exercised (${input.coverage.rows.length - counted.length}` +
    ` skipped). By status code: <strong id="status-coverage">${status.exercised} of ${status.declared}</strong> ` +
    `declared (operation, status) and (method, answer) pairs exercised, ${formatPercent(status.percent)}. ` +
    "A green chip is a declared answer some case saw, a red one a declared answer none saw, a grey one an answer " +
    "seen that the spec does not declare there.</p>" +
    '<table id="coverage-table"><thead><tr><th>API</th><th>operation or method</th><th>state</th><th>cases ran</th>' +
    "<th>answers seen</th><th>declared answers</th><th>undeclared seen</th><th>error cases</th><th>why</th></tr>" +
    `</thead><tbody>${rows.join("")}</tbody></table>`
  );
}

function operationsHtml(input: HtmlReportInput, failureIds: Map<CaseResult, string>): string {
  const groups = new Map<string, CaseResult[]>();
  for (const row of input.coverage.rows) groups.set(`${row.api} ${row.id}`, []);
  for (const r of input.results) {
    const key = groupOf(r);
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const parts = [...groups].map(([key, results]) => {
    const count = (s: CaseResult["status"]) => results.filter((r) => r.status === s).length;
    const counts = (["pass", "fail", "known", "skip"] as const)
      .filter((s) => count(s))
      .map((s) => `<span class="${s}">${count(s)} ${STATUS_WORD[s]}</span>`)
      .join(", ");
    const rows = results.map((r) => {
      const id = failureIds.get(r);
      const name = id ? `<a href="#${id}" data-open="${id}">${escapeHtml(r.name)}</a>` : escapeHtml(r.name);
      const checks = [...new Set(r.failures.map((f) => f.check))].map(escapeHtml).join(", ");
      const why = r.skipReason ? escapeHtml(r.skipReason) : checks;
      return (
        `<tr data-status="${r.status}"><td class="${r.status}">${STATUS_WORD[r.status]}</td><td>${name}</td>` +
        `<td>${r.kind}</td><td>${escapeHtml(r.seen.join(", "))}</td><td>${why}</td></tr>`
      );
    });
    return (
      `<details class="op" data-target="${escapeHtml(key)}"><summary>${escapeHtml(key)} — ` +
      `${results.length} cases${counts ? `: ${counts}` : ""}</summary><table><thead><tr><th></th><th>case</th>` +
      `<th>kind</th><th>seen</th><th>failed checks or why skipped</th></tr></thead><tbody>${rows.join("")}` +
      "</tbody></table></details>"
    );
  });
  return `<h2 id="operations">Operations and methods</h2>${parts.join("")}`;
}

function deviationsHtml(outcomes: DeviationOutcome[] | undefined): string {
  if (!outcomes?.length) return "";
  const rows = outcomes.map((o) => {
    const d = o.deviation;
    return (
      `<tr><td class="${o.state === "known" ? "known" : "skip"}">${escapeHtml(o.state)}</td>` +
      `<td>${escapeHtml(d.id)}</td>` +
      `<td>${escapeHtml(`${d.api} ${d.operation ?? d.method ?? ""}`)}</td><td>${escapeHtml(d.check)}</td>` +
      `<td>${o.cases}</td><td>${escapeHtml(d.live)}</td></tr>`
    );
  });
  return (
    '<h2 id="deviations">Documented deviations</h2><table><thead><tr><th>state</th><th>id</th><th>where</th>' +
    "<th>check</th><th>cases</th><th>what the live service does</th></tr></thead>" +
    `<tbody>${rows.join("")}</tbody></table>`
  );
}

/** The whole page. */
export function htmlReport(input: HtmlReportInput): string {
  const failed = input.results.filter((r) => r.failures.length);
  const failureIds = new Map(failed.map((r, i) => [r, `failure-${i + 1}`]));
  const verdict = input.summary.ok && (input.minCoverage === undefined || input.status.percent >= input.minCoverage);
  const csp =
    `default-src 'none'; style-src ${cspHash(REPORT_CSS)}; script-src ${cspHash(REPORT_JS)}; ` +
    "base-uri 'none'; form-action 'none'";
  const failures = failed.length
    ? failed.map((r) => failureHtml(r, failureIds.get(r) as string)).join("")
    : "<p>No check failed.</p>";
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta http-equiv="Content-Security-Policy" content="${csp}">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>avaspec-contract report: ${verdict ? "PASS" : "FAIL"}</title><style>${REPORT_CSS}</style></head><body>` +
    headerHtml(input, verdict) +
    summaryHtml(input) +
    CONTROLS +
    `<h2 id="failures">Failures (${failed.length})</h2>${failures}` +
    coverageHtml(input) +
    operationsHtml(input, failureIds) +
    deviationsHtml(input.deviations) +
    `<script>${REPORT_JS}</script></body></html>\n`
  );
}
