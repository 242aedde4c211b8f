import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { assembleOpenRpc } from "./assemble-openrpc.mjs";
import { apis, loadSpec, specPath } from "../dist/index.js";

const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

function refs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => refs(n, out));
  else if (node && typeof node === "object") {
    for (const [k, v] of Object.entries(node)) {
      if (k === "$ref" && typeof v === "string") out.push(v);
      else refs(v, out);
    }
  }
  return out;
}

function resolvePointer(doc: any, ref: string): unknown {
  return ref
    .slice(2)
    .split("/")
    .map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce((node, key) => (node == null ? undefined : node[key]), doc);
}

describe.each(apis)("assembled %s document", (api) => {
  const bundled = loadSpec(api);
  const deref = loadSpec(api, { dereferenced: true });

  it("is stamped with the package version", () => {
    expect(bundled.info.version).toBe(version);
    expect(deref.info.version).toBe(version);
  });

  it("keeps only internal refs, each of which resolves", () => {
    const all = refs(bundled);
    expect(all.length).toBeGreaterThan(0);
    for (const ref of all) {
      expect(ref.startsWith("#/"), ref).toBe(true);
      expect(resolvePointer(bundled, ref), ref).toBeDefined();
    }
  });

  it("has no refs left once dereferenced", () => {
    expect(refs(deref)).toEqual([]);
  });
});

describe("specPath", () => {
  it("rejects an unknown api by name", () => {
    expect(() => specPath("graphql" as never)).toThrow(/unknown api "graphql"/);
  });
  it("points into dist", () => {
    expect(specPath("node", { dereferenced: true })).toMatch(/dist[\\/]node\.openrpc\.deref\.json$/);
  });
});

describe("assembleOpenRpc", () => {
  function fixture(files: Record<string, string>): string {
    const dir = mkdtempSync(join(tmpdir(), "avaspec-openrpc-"));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(dir, path, ".."), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return join(dir, "openrpc.yaml");
  }
  const root = "openrpc: 1.3.2\ninfo: {title: t, version: '0'}\nmethods:\n  - $ref: methods/a.yaml#/0\n";

  it("follows the root's method $refs and rewrites relative refs to components", () => {
    const doc = assembleOpenRpc(
      fixture({
        "openrpc.yaml": root,
        "methods/a.yaml":
          "- name: a.b\n  params: []\n  result: {name: r, schema: {$ref: '../components/schemas.yaml#/Thing'}}\n",
        "components/schemas.yaml": "Thing: {type: string}\n",
      }),
    );
    expect(doc.methods[0].result.schema.$ref).toBe("#/components/schemas/Thing");
    expect(doc.components.schemas.Thing).toEqual({ type: "string" });
  });

  it.each([
    ["a ref outside components/", "../elsewhere.yaml#/Thing", /must point into/],
    ["a ref to a whole file", "../components/schemas.yaml", /must name one component/],
  ])("rejects %s", (_name, ref, error) => {
    const file = fixture({
      "openrpc.yaml": root,
      "methods/a.yaml": `- name: a.b\n  params: []\n  result: {name: r, schema: {$ref: '${ref}'}}\n`,
      "components/schemas.yaml": "Thing: {type: string}\n",
    });
    expect(() => assembleOpenRpc(file)).toThrow(error);
  });

  it("rejects a methods file that is not a list", () => {
    const file = fixture({ "openrpc.yaml": root, "methods/a.yaml": "name: a.b\n", "components/schemas.yaml": "{}\n" });
    expect(() => assembleOpenRpc(file)).toThrow(/must be a YAML list/);
  });

  it.each([
    ["a method the root does not list", "- name: a.b\n  params: []\n- name: a.c\n  params: []\n", /a\.c.*not listed/],
    ["a ref to an item that does not exist", "[]\n", /must name one method of methods\/a\.yaml/],
  ])("rejects %s, naming file and line", (_name, methods, error) => {
    const file = fixture({ "openrpc.yaml": root, "methods/a.yaml": methods, "components/schemas.yaml": "{}\n" });
    expect(() => assembleOpenRpc(file)).toThrow(error);
    expect(() => assembleOpenRpc(file)).toThrow(/\.yaml:\d+:\d+: /);
  });
});
