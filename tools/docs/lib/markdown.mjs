// @ts-check
// OpenRPC description fields are GitHub Flavored Markdown (as OpenAPI's are CommonMark, which Redoc renders). This
// renders them with marked, treating the document as untrusted: raw HTML is shown as text (escaped), links keep only
// http(s), mailto and in-page targets, and images become links, so a page never loads anything from elsewhere.
import { Marked } from "marked";

/** @param {string} s */
const escapeHtml = (s) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** A link target we let through, or undefined. @param {string | null | undefined} href */
function safeHref(href) {
  if (!href) return undefined;
  const trimmed = href.trim();
  if (trimmed.startsWith("#")) return trimmed;
  try {
    const url = new URL(trimmed);
    return ["http:", "https:", "mailto:"].includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const marked = new Marked({
  gfm: true,
  breaks: false,
  renderer: {
    /** raw HTML in a description is text, never markup */
    html({ text }) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }) {
      const text = this.parser.parseInline(tokens);
      const target = safeHref(href);
      if (!target) return text;
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : "";
      return `<a href="${escapeHtml(target)}"${titleAttr} rel="noopener noreferrer">${text}</a>`;
    },
    /** no remote images: the page works offline; the image becomes a link to it */
    image({ href, text }) {
      const target = safeHref(href);
      return target ? `<a href="${escapeHtml(target)}">${escapeHtml(text || target)}</a>` : escapeHtml(text);
    },
  },
});

/**
 * A description as HTML blocks (paragraphs, lists, code, tables).
 * @param {unknown} text
 * @returns {string}
 */
export function markdownBlock(text) {
  if (text === undefined || text === null || text === "") return "";
  return /** @type {string} */ (marked.parse(String(text), { async: false })).trim();
}
