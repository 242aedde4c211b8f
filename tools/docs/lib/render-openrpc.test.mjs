import { readFileSync } from "node:fs";
import { specPath } from "@avaspec/specs";
import { describe, expect, it } from "vitest";
import { rawMarkdownIn } from "./browser-check.mjs";
import { renderOpenRpc } from "./render-openrpc.mjs";

const FIXTURE = JSON.parse(readFileSync(new URL("../fixtures/node.openrpc.json", import.meta.url), "utf8"));
const html = renderOpenRpc(FIXTURE);
/** the HTML of one method's section */
const section = (name) => {
  const start = html.indexOf(`<section class="method`, html.indexOf(`id="method-${name}"`) - 60);
  return html.slice(start, html.indexOf("</section>", start));
};

describe("renderOpenRpc", () => {
  it.each([
    ["endpoint path of the method", "admin.alias", "POST /ext/admin"],
    ["method-level server", "admin.alias", "{node_url}/ext/admin"],
    ["paramStructure", "admin.alias", "<code>by-name</code>"],
    ["paramStructure by-position and the param's position", "eth_getActivePrecompilesAt", "0: <code>timestamp</code>"],
    [
      "enabling flag",
      "index.getContainerRange",
      "<dt>Enabled by</dt><dd><code>--index-enabled</code> (off by default)",
    ],
    ["required marker and param schema constraint", "admin.alias", "maxLength <code>512</code>"],
    ["param from a content descriptor ref", "index.getContainerRange", "<code>encoding</code>"],
    ["result schema by name, linked", "index.getContainerRange", 'array of <a href="#schema-Container">Container</a>'],
    [
      "error code and exact message",
      "admin.alias",
      "<code>-32000</code></td><td><code>couldn&#39;t unmarshal an argument.",
    ],
    ["meaning of an error (x-avaspec-description)", "admin.alias", "Params that do not decode."],
    [
      "the concrete paths of a templated endpoint",
      "index.getContainerRange",
      "<dt>Served at</dt><dd><code>/ext/index/C/block</code>, <code>/ext/index/X/vtx</code> (history only)",
    ],
    ["deprecated flag", "eth_getActivePrecompilesAt", '<span class="badge dep">deprecated</span>'],
    ["state-changing flag", "admin.alias", "changes node state"],
    ["batch limit", "eth_getActivePrecompilesAt", "accepted, at most 1000 calls"],
    [
      "by-name example as a JSON-RPC request",
      "admin.alias",
      "&quot;params&quot;: {\n    &quot;endpoint&quot;: &quot;bc/X&quot;",
    ],
    ["by-position example as an array", "eth_getActivePrecompilesAt", "&quot;params&quot;: [\n    1700000000\n  ]"],
    ["error example as a JSON-RPC error", "admin.alias", "&quot;message&quot;: &quot;alias length is too long&quot;"],
  ])("shows the %s", (_what, method, text) => {
    expect(section(method)).toContain(text);
  });

  it("lists endpoint kinds with their instances, batch support and flags", () => {
    expect(html).toContain("<code>/ext/index/X/vtx</code> (history only)");
    expect(html).toContain("enabled by <code>--api-admin-enabled</code> (off by default); aliasable (admin.alias)");
    expect(html).toContain("yes, at most 1000 per batch");
  });

  it("escapes text from the document", () => {
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toMatch(/<script|<link|src="http/);
  });

  it.each([
    ["not an OpenRPC document", { openapi: "3.1.0" }, 'missing "openrpc"'],
    ["methods missing", { openrpc: "1.3.2" }, '"methods" must be an array'],
    ["a method without a name", { openrpc: "1.3.2", methods: [{ params: [] }] }, "methods[0]: a method needs a name"],
    [
      "an unknown endpoint kind",
      {
        openrpc: "1.3.2",
        "x-avaspec-endpoints": { admin: { path: "/ext/admin" } },
        methods: [{ name: "a.b", "x-avaspec-endpoint": "nope", params: [] }],
      },
      'a.b: x-avaspec-endpoint "nope" is not one of x-avaspec-endpoints (admin)',
    ],
    [
      "an unresolvable $ref",
      { openrpc: "1.3.2", methods: [{ name: "a.b", params: [{ $ref: "#/components/contentDescriptors/Missing" }] }] },
      "a.b params[0]: unresolvable $ref #/components/contentDescriptors/Missing",
    ],
    [
      "an external $ref",
      { openrpc: "1.3.2", methods: [{ name: "a.b", params: [], result: { $ref: "other.json#/x" } }] },
      "is not internal",
    ],
  ])("rejects %s with a clear error", (_name, doc, message) => {
    expect(() => renderOpenRpc(doc)).toThrow(message);
  });
});

/** The page's text as a reader sees it, code and preformatted blocks left out (no browser needed). */
const visibleText = (page) =>
  page
    .replace(/<(pre|code|style)\b[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, "\n")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

describe("Markdown descriptions (GFM, as OpenRPC specifies)", () => {
  it("renders strong, code spans, lists and links of a method description", () => {
    const admin = section("admin.alias");
    expect(admin).toContain("<strong>Admin API</strong>");
    expect(admin).toContain("<code>/ext/&lt;alias&gt;</code>");
    expect(admin).toMatch(/<ul>\s*<li>local to this node<\/li>/);
    expect(admin).toContain('<a href="https://build.avax.network/docs/api-reference/admin-api"');
  });

  it("renders param descriptions inline in their table cell", () => {
    expect(section("admin.alias")).toContain("only the part after <code>/ext/</code>, e.g. <em>bc/X</em>");
  });

  it("drops unsafe link targets and keeps raw HTML as text", () => {
    expect(html).not.toContain("javascript:");
    expect(section("admin.alias")).toContain("a script");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("leaves no raw Markdown in the text of the fixture page or of the real node reference", () => {
    expect(rawMarkdownIn(visibleText(html))).toEqual([]);
    const real = renderOpenRpc(JSON.parse(readFileSync(specPath("node"), "utf8")));
    expect(rawMarkdownIn(visibleText(real))).toEqual([]);
    expect(real).toContain("<strong>");
  });

  it("the raw-Markdown finder has teeth: printed descriptions are caught", () => {
    expect(rawMarkdownIn("The **Admin API** at `/ext/admin`, see [docs](https://x.org)\n# Heading")).toEqual([
      'strong: "**Admin API**"',
      'code span: "`/ext/admin`"',
      'link: "[docs](https://x.org)"',
      'heading: "# Heading"',
    ]);
    expect(rawMarkdownIn("index [startIndex], a*b, snake_case_name, 2 * 3 = 6")).toEqual([]);
  });
});
