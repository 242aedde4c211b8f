import { withoutProse } from "@avaspec/specs/prose";
import { describe, expect, it } from "vitest";
import * as inBrowser from "./documents.browser.js";
import * as inNode from "./documents.node.js";

describe("the documents a browser build bundles", () => {
  it("are the ones Node reads without their prose, the node's unpacked to the very dereferenced document", () => {
    const browser = inBrowser.loadApiDocuments();
    const node = inNode.loadApiDocuments();
    for (const api of ["metrics", "data", "node"] as const)
      expect(JSON.stringify(browser[api]), api).toBe(JSON.stringify(withoutProse(node[api])));
    expect(JSON.stringify(inBrowser.loadNodeDocument())).toBe(JSON.stringify(withoutProse(inNode.loadNodeDocument())));
  });

  it("are a fresh copy on every call: a mock changing its document changes no other's", () => {
    const first = inBrowser.loadApiDocuments();
    const second = inBrowser.loadApiDocuments();
    first.node.methods[0].name = "changed";
    first.metrics.info.title = "changed";
    expect(second.node.methods[0].name).not.toBe("changed");
    expect(second.metrics.info.title).not.toBe("changed");
    expect(inBrowser.loadNodeDocument().methods[0].name).not.toBe("changed");
  });
});
