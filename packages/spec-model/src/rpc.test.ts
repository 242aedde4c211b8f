import { loadSpec } from "@avaspec/specs";
import { describe, expect, it } from "vitest";
import { errorMatches, readRpc, templateRegExp } from "./rpc.js";

describe("readRpc on the assembled node document", () => {
  const model = readRpc(loadSpec("node", { dereferenced: true }));
  it("reads the endpoints of x-avaspec-endpoints", () => {
    expect([...model.endpoints.keys()].sort()).toEqual(["admin", "index", "rpc", "validators"]);
    expect(model.endpoints.get("rpc")).toMatchObject({ batch: true, maxBatch: 1000, vars: ["blockchainId"] });
    expect(model.endpoints.get("admin")).toMatchObject({ batch: false, defaultEnabled: false, aliasable: true });
    expect(model.endpoints.get("index")?.instances?.length).toBeGreaterThan(0);
    expect(model.endpoints.get("rpc")?.instances).toBeUndefined();
  });
  it("finds the endpoint of a path (a trailing slash and a query allowed; a longer path is none)", () => {
    expect(model.endpointOf("/ext/bc/C/rpc")?.name).toBe("rpc");
    expect(model.endpointOf("/ext/index/X/tx/?x=1")?.name).toBe("index");
    expect(model.endpointOf("/ext/bc/C/rpc/more")).toBeUndefined();
    expect(model.endpointOf("/ext/admin")?.name).toBe("admin");
  });
  it("reads each method: endpoint, structure, mutating, error-only, examples", () => {
    const alias = model.methods.get("admin.alias");
    expect(alias).toMatchObject({ endpoint: "admin", byPosition: false, mutates: true });
    expect(model.methods.get("eth_blockNumber")).toMatchObject({ endpoint: "rpc", byPosition: true, mutates: false });
    for (const m of model.methods.values()) expect(model.endpoints.has(m.endpoint ?? "")).toBe(true);
    const errorOnly = [...model.methods.values()].filter((m) => m.errorOnly !== undefined);
    for (const m of errorOnly) expect(m.examples.every((e) => e.error && !e.result)).toBe(true);
    expect(model.methodsOf("admin").every((m) => m.endpoint === "admin")).toBe(true);
  });
  it("reads the error catalogue, and the transport errors of an endpoint kind", () => {
    const all = model.transportErrors(undefined);
    expect(all.length).toBeGreaterThan(0);
    expect(model.transportErrors("rpc").every((e) => e.endpoints?.includes("rpc"))).toBe(true);
    expect(model.transportErrors("rpc").length).toBeLessThan(all.length);
    expect([...model.errors.values()].some((e) => e.pattern !== undefined)).toBe(true);
  });
  it("a $ref that does not resolve is left as written (the linter's to report), not thrown", () => {
    const broken = readRpc({
      methods: [
        { name: "a.b", params: [{ $ref: "#/components/contentDescriptors/Missing" }], errors: [{ $ref: "x#/y" }] },
      ],
    }).methods.get("a.b");
    expect(broken?.params).toEqual([{ name: undefined, required: false, deprecated: false, schema: {} }]);
    expect(broken?.errors[0]?.raw).toEqual({ $ref: "x#/y" });
  });
  it("refs kept and dereferenced read alike", () => {
    const kept = readRpc(loadSpec("node"));
    const shape = (m: typeof model) =>
      [...m.methods.values()].map((x) => [
        x.name,
        x.endpoint,
        x.mutates,
        x.errors.map((e) => e.code),
        x.examples.length,
      ]);
    expect(shape(kept)).toEqual(shape(model));
  });
});

describe("templateRegExp", () => {
  it("takes one segment per variable, escapes the rest", () => {
    const re = templateRegExp("/ext/index/{chain}/{kind}.x");
    expect(re.test("/ext/index/X/tx.x")).toBe(true);
    expect(re.test("/ext/index/X/tx/x")).toBe(false);
    expect(re.test("/ext/index/X/a/tx.x")).toBe(false);
    expect(re.test("/ext/index/X/txAx")).toBe(false);
  });
});

describe("errorMatches", () => {
  it("by code and exact message, or code and pattern", () => {
    expect(errorMatches({ code: -32000, message: "a" }, { code: -32000, message: "a" })).toBe(true);
    expect(errorMatches({ code: -32000, message: "b" }, { code: -32000, message: "a" })).toBe(false);
    expect(errorMatches({ code: -1, message: "a" }, { code: -32000, message: "a" })).toBe(false);
    expect(
      errorMatches(
        { code: 1, message: "no container at index 7" },
        { code: 1, pattern: "^no container at index \\d+$" },
      ),
    ).toBe(true);
    expect(errorMatches({ code: 1, message: 7 }, { code: 1, pattern: "^.*$" })).toBe(false);
  });
});
