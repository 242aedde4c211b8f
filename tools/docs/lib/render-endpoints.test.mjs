// The endpoints table: an endpoint kind's description (read by @avaspec/spec-model) is rendered as Markdown under
// its path; a kind without one gets none.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderOpenRpc } from "./render-openrpc.mjs";

const FIXTURE = JSON.parse(readFileSync(new URL("../fixtures/node.openrpc.json", import.meta.url), "utf8"));

/** the endpoints table's row of one kind */
const rowOf = (/** @type {string} */ html, /** @type {string} */ kind) => {
  const start = html.indexOf(`<tr id="endpoint-${kind}">`);
  return start < 0 ? "" : html.slice(start, html.indexOf("</tr>", start));
};

describe("renderOpenRpc: endpoint descriptions", () => {
  const doc = structuredClone(FIXTURE);
  doc["x-avaspec-endpoints"].admin.description = "The node's **admin** API.";
  const html = renderOpenRpc(doc);

  it("renders an endpoint kind's description under its path", () => {
    expect(rowOf(html, "admin")).toContain('<div class="facts md"><p>The node&#39;s <strong>admin</strong> API.</p>');
  });

  it("gives none to a kind without one", () => {
    expect(rowOf(html, "rpc")).not.toContain('class="facts md"');
    expect(rowOf(html, "rpc")).toContain("<code>/ext/bc/{blockchainId}/rpc</code>");
  });
});
