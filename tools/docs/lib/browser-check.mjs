// @ts-check
// Opens built reference pages in headless Chromium with every request that is not file:, data:, blob: or loopback
// blocked, and reports what a reader would miss: console errors, failed or blocked requests, and operations or
// methods that do not render.
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** @returns {string | undefined} the Chromium: $AVASPEC_CHROMIUM when set (only it), else Debian's /usr/bin/chromium */
export function findChromium() {
  const candidates = process.env.AVASPEC_CHROMIUM
    ? [process.env.AVASPEC_CHROMIUM]
    : ["/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((p) => existsSync(p));
}

/** @param {string} url */
export function isAllowedUrl(url) {
  let u;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (u.protocol === "file:" || u.protocol === "data:" || u.protocol === "blob:" || u.protocol === "about:")
    return true;
  if (u.protocol !== "http:" && u.protocol !== "https:" && u.protocol !== "ws:") return false;
  return u.hostname === "127.0.0.1" || u.hostname === "localhost" || u.hostname === "[::1]";
}

/**
 * @param {string} executablePath
 */
export async function openBrowser(executablePath) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  const context = await browser.newContext();
  /** @type {string[]} */
  const problems = [];
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (isAllowedUrl(url)) return route.continue();
    problems.push(`blocked request to ${url}`);
    return route.abort("blockedbyclient");
  });
  return { browser, context, problems };
}

/**
 * @param {import("playwright-core").BrowserContext} context
 * @param {string} file
 * @param {string[]} problems collects what went wrong
 */
async function load(context, file, problems) {
  const page = await context.newPage();
  const tag = file.split("/").pop();
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`${tag}: console error: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`${tag}: uncaught exception: ${e.message}`));
  page.on("requestfailed", (r) => problems.push(`${tag}: request failed: ${r.url()} (${r.failure()?.errorText})`));
  const url = pathToFileURL(file).href;
  const res = await page.goto(url, { waitUntil: "load" });
  if (res && !res.ok() && res.status() !== 0) problems.push(`${tag}: HTTP ${res.status()}`);
  return { page, url };
}

/**
 * A Redoc (Redocly CLI 2.x, Redoc 3) page: routes per tag (`#/chains`), one section per operation whose id ends in
 * the operationId in lower case. Visits every route of the sidebar; an operation counts as rendered when its section
 * appeared and shows its path (when given).
 * @param {import("playwright-core").BrowserContext} context
 * @param {string} file
 * @param {(string | { operationId: string, path?: string })[]} operations
 * @param {string[]} problems
 * @returns {Promise<string[]>} the operationIds that never rendered
 */
export async function checkRedocPage(context, file, operations, problems) {
  const { page } = await load(context, file, problems);
  await page.waitForSelector("[data-section-id]", { timeout: 20_000 });
  const routes = await page.$$eval("[data-section-id]", (els) => [
    ...new Set(els.map((e) => e.getAttribute("data-section-id") ?? "")),
  ]);
  /** @type {Map<string, string>} last segment of a section id → the section's text */
  const rendered = new Map();
  /** @type {Map<string, string>} last segment of a section id → the id (its route) */
  const ids = new Map();
  const collect = async () => {
    const sections = await page.$$eval("[data-section-id]", (els) =>
      els.map(
        (e) =>
          /** @type {[string, string]} */ ([
            e.getAttribute("data-section-id") ?? "",
            /** @type {HTMLElement} */ (e).innerText,
          ]),
      ),
    );
    for (const [id, text] of sections) {
      const slug = id.split("/").filter(Boolean).pop()?.toLowerCase();
      if (slug) {
        rendered.set(slug, `${rendered.get(slug) ?? ""}\n${text}`);
        ids.set(slug, id);
      }
    }
  };
  await collect();
  for (const route of routes.filter((r) => r.startsWith("/") && r.length > 1 && r.split("/").length === 2)) {
    await page.evaluate((r) => {
      location.hash = `#${r}`;
    }, route);
    await page.waitForSelector(`[data-section-id^="${route}/"]`, { timeout: 10_000 }).catch(() => {});
    await collect();
  }
  const ops = operations.map((o) => (typeof o === "string" ? { operationId: o, path: undefined } : o));
  const shows = (/** @type {{ operationId: string, path?: string }} */ o) => {
    const text = rendered.get(o.operationId.toLowerCase());
    return text !== undefined && (o.path === undefined || text.includes(o.path));
  };
  // Redoc renders the operations of a tag lazily: open each one not yet shown on its own route.
  for (const o of ops.filter((x) => !shows(x) && rendered.has(x.operationId.toLowerCase()))) {
    const id = ids.get(o.operationId.toLowerCase());
    if (!id) continue;
    await page.evaluate((r) => {
      location.hash = `#${r}`;
    }, id);
    await page
      .waitForFunction(
        (/** @type {string[]} */ [sel = "", path = ""]) =>
          [...document.querySelectorAll(sel)].some(
            (e) => !path || /** @type {HTMLElement} */ (e).innerText.includes(path),
          ),
        [`[data-section-id="${id}"]`, o.path ?? ""],
        { timeout: 5_000 },
      )
      .catch(() => {});
    await collect();
  }
  await page.close();
  return ops.filter((o) => !shows(o)).map((o) => o.operationId);
}

/**
 * Our node page: one `section#method-<name>` per method, its name in the heading and in the navigation.
 * @param {import("playwright-core").BrowserContext} context
 * @param {string} file
 * @param {string[]} methods
 * @param {string[]} problems
 * @returns {Promise<string[]>} missing method names
 */
export async function checkNodePage(context, file, methods, problems) {
  const { page } = await load(context, file, problems);
  const found = await page.evaluate(
    (names) =>
      names.filter((n) => {
        const section = document.getElementById(`method-${n.replace(/[^A-Za-z0-9_.-]/g, "_")}`);
        const nav = [...document.querySelectorAll("nav a")].some((a) => a.textContent === n);
        return (
          section?.querySelector("h3")?.textContent?.includes(n) && nav && section.getBoundingClientRect().height > 0
        );
      }),
    methods,
  );
  await page.close();
  return methods.filter((m) => !found.includes(m));
}

/**
 * The index: every link opens an existing page.
 * @param {import("playwright-core").BrowserContext} context
 * @param {string} file
 * @param {string[]} problems
 * @returns {Promise<string[]>} the linked pages
 */
export async function checkIndexPage(context, file, problems) {
  const { page } = await load(context, file, problems);
  const links = await page.$$eval("a[href]", (as) => as.map((a) => /** @type {HTMLAnchorElement} */ (a).href));
  for (const href of links) {
    const res = await page.goto(href, { waitUntil: "domcontentloaded" });
    if (!res || (!res.ok() && res.status() !== 0)) problems.push(`index.html: link ${href} does not open`);
  }
  await page.close();
  return links;
}

/** Markdown syntax that shows when a description was printed instead of rendered. */
const RAW_MARKDOWN = [
  { name: "strong", pattern: /\*\*[^*\n]+\*\*|__[^_\s][^_\n]*__/ },
  { name: "code span", pattern: /`[^`\n]+`/ },
  { name: "fenced code", pattern: /```/ },
  { name: "link", pattern: /\[[^\]\n]+\]\([^)\s]+\)/ },
  { name: "heading", pattern: /^#{1,6} \S.*$/m },
  { name: "emphasis", pattern: /(^|\s)\*[^*\s][^*\n]*\*(?=[\s.,;:)]|$)/m },
];

/**
 * The raw Markdown in a page's visible text (code and preformatted blocks excluded by the caller).
 * @param {string} text
 * @returns {string[]} `kind: excerpt` per finding
 */
export function rawMarkdownIn(text) {
  const found = [];
  for (const { name, pattern } of RAW_MARKDOWN) {
    const global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
    for (const m of text.matchAll(global)) found.push(`${name}: ${JSON.stringify(m[0].trim().slice(0, 80))}`);
  }
  return found;
}

/**
 * A page read as a reader sees it at `width` px: no horizontal scrolling, and no Markdown left unrendered in the text
 * outside code. Problems are pushed as `<page>: …`.
 * @param {import("playwright-core").BrowserContext} context
 * @param {string} file
 * @param {string[]} problems
 * @param {{ width?: number }} [options]
 */
export async function checkReadable(context, file, problems, { width = 1280 } = {}) {
  const { page } = await load(context, file, problems);
  const tag = file.split("/").pop();
  await page.setViewportSize({ width, height: 900 });
  const seen = await page.evaluate((w) => {
    const root = document.documentElement;
    const wide = [...document.querySelectorAll("body *")]
      .filter((e) => e.getBoundingClientRect().right > w + 0.5)
      .filter((e) => !e.parentElement || e.parentElement.getBoundingClientRect().right <= w + 0.5)
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ""}${e.className ? `.${String(e.className)}` : ""}`);
    const clone = /** @type {HTMLElement} */ (document.body.cloneNode(true));
    for (const e of clone.querySelectorAll("pre, code, script, style")) e.remove();
    // innerText of a detached node has no layout: textContent per block keeps line starts for headings and lists
    const text = [...clone.querySelectorAll("p, li, td, th, dd, dt, h1, h2, h3, h4, div")]
      .map((e) =>
        [...e.childNodes]
          .filter((n) => n.nodeType === 3)
          .map((n) => n.textContent)
          .join(""),
      )
      .join("\n");
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide, text };
  }, width);
  if (seen.scrollWidth > seen.clientWidth)
    problems.push(
      `${tag}: wider than ${width} px (scrollWidth ${seen.scrollWidth}); first overflowing: ${seen.wide.join(", ")}`,
    );
  for (const finding of rawMarkdownIn(seen.text)) problems.push(`${tag}: raw Markdown in the text: ${finding}`);
  await page.close();
}
