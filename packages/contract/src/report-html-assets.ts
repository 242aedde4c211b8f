// The HTML report's own style and script, inlined in the page (nothing is fetched). The page's Content Security
// Policy allows exactly these two by their SHA-256, so a server's answer that slipped past the escaping still could
// not run a script or load anything.
import { createHash } from "node:crypto";

export const REPORT_CSS = `
:root { color-scheme: light dark; --ok: #1a7f37; --bad: #cf222e; --known: #9a6700; --skip: #6e7781; }
body { font: 14px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 1200px; padding: 1rem 1.5rem; }
h1 { font-size: 1.4rem; margin: 0 0 .25rem; } h2 { font-size: 1.15rem; margin-top: 2rem; }
code, pre { font: 12px/1.4 ui-monospace, monospace; }
pre { white-space: pre-wrap; word-break: break-all; background: rgba(127,127,127,.1); padding: .5rem; }
pre { margin: .25rem 0; }
table { border-collapse: collapse; width: 100%; }
td, th { text-align: left; padding: .2rem .5rem; vertical-align: top; }
tr + tr td { border-top: 1px solid rgba(127,127,127,.2); }
.verdict { font-weight: 700; } .pass, .ok { color: var(--ok); } .fail, .missing { color: var(--bad); }
.known { color: var(--known); } .skip, .skipped { color: var(--skip); }
#summary { display: flex; flex-wrap: wrap; gap: .5rem 1.5rem; margin: .75rem 0; }
#summary div { display: flex; flex-direction: column; } #summary dd { margin: 0; font-size: 1.3rem; font-weight: 600; }
#summary dt { font-size: .8rem; color: var(--skip); }
.chip { display: inline-block; padding: 0 .35rem; margin: 1px; border-radius: 3px; font: 12px ui-monospace, monospace; }
.chip.seen { background: rgba(26,127,55,.18); }
.chip.unseen { background: rgba(207,34,46,.12); color: var(--bad); font-weight: 700; }
.chip.extra { background: rgba(127,127,127,.18); }
details > summary { cursor: pointer; } details.op { margin: .2rem 0; } details.failure { margin: .4rem 0; }
.controls { position: sticky; top: 0; background: Canvas; padding: .5rem 0; }
.controls { border-bottom: 1px solid rgba(127,127,127,.3); }
.controls label { margin-right: 1rem; } [hidden] { display: none !important; }
`;

export const REPORT_JS = `
"use strict";
(() => {
  const boxes = [...document.querySelectorAll("input[data-show]")];
  const text = document.getElementById("filter");
  const apply = () => {
    const shown = new Set(boxes.filter((b) => b.checked).map((b) => b.dataset.show));
    const q = text.value.trim().toLowerCase();
    for (const el of document.querySelectorAll("[data-target]"))
      el.hidden = q !== "" && !el.dataset.target.toLowerCase().includes(q);
    for (const el of document.querySelectorAll("[data-status]")) if (!shown.has(el.dataset.status)) el.hidden = true;
  };
  for (const b of boxes) b.addEventListener("change", apply);
  text.addEventListener("input", apply);
  for (const a of document.querySelectorAll("a[data-open]"))
    a.addEventListener("click", () => {
      const target = document.getElementById(a.dataset.open);
      if (target) target.open = true;
    });
  apply();
})();
`;

/** A CSP source for an inline element's exact text. */
export const cspHash = (text: string): string => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
