import { describe, expect, it } from "vitest";
import { RouteTable } from "./routes.js";

const op = (method: string, path: string, id = `${method} ${path}`) => ({
  id,
  method,
  path,
  pathParamNames: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
});
const table = new RouteTable([
  op("get", "/v1/chains/{chainId}/blocks/{blockId}", "getBlock"),
  op("get", "/v1/chains/{chainId}/blocks/latest", "getLatest"),
  op("post", "/v1/query", "runQuery"),
  op("get", "/v1/files/{name}.json", "getFile"),
  op("get", "/v1/a/b/c", "deepLiteral"),
  op("get", "/v1/a/{x}/d", "afterTemplate"),
]);
const idOf = (method: string, path: string) => {
  const m = table.match(method, path);
  return m.kind === "operation" ? m.op.id : m.kind === "method" ? `405 ${m.allowed.join(",")}` : undefined;
};

describe("RouteTable (Prism's routing rules)", () => {
  it("finds operations by method (any case) and path; a literal segment wins; a query is ignored", () => {
    expect(idOf("GET", "/v1/chains/43114/blocks/12")).toBe("getBlock");
    expect(idOf("get", "/v1/chains/43114/blocks/latest")).toBe("getLatest");
    expect(idOf("POST", "/v1/query?x=1")).toBe("runQuery");
    expect(idOf("GET", "/v1/nope")).toBeUndefined();
    expect(idOf("GET", "v1/query")).toBeUndefined();
  });
  it("a path served under other methods is told apart, with the methods it allows", () => {
    expect(idOf("DELETE", "/v1/query")).toBe("405 POST");
  });
  it("backtracks from a literal branch that ends nowhere to a templated one", () => {
    expect(idOf("GET", "/v1/a/b/d")).toBe("afterTemplate");
    expect(idOf("GET", "/v1/a/b/c")).toBe("deepLiteral");
  });
  it("matches a template inside a segment", () => {
    const m = table.match("GET", "/v1/files/report.v2.json");
    expect(m).toMatchObject({ kind: "operation", pathParams: { name: "report.v2" } });
    expect(idOf("GET", "/v1/files/report.xml")).toBeUndefined();
  });
  it("percent-decodes segments (malformed escapes as received), literal ones too", () => {
    expect(table.match("GET", "/v1/chains/a%2Fb/blocks/%6Catest")).toMatchObject({ op: { id: "getLatest" } });
    const m = table.match("GET", "/v1/chains/a%2Fb/blocks/%E2%80%A8");
    expect(m).toMatchObject({ pathParams: { chainId: "a/b", blockId: "\u2028" }, rawPathParams: { chainId: "a%2Fb" } });
    expect(table.match("GET", "/v1/chains/%ZZ/blocks/1")).toMatchObject({ pathParams: { chainId: "%ZZ" } });
  });
  it("an empty templated segment matches, as Prism's (.*) does", () => {
    expect(table.match("GET", "/v1/chains//blocks/1")).toMatchObject({ pathParams: { chainId: "", blockId: "1" } });
  });
  it("a decoded path holding line terminators is routed as it is", () => {
    for (const odd of ["\u2028", "\n", "a\u2029b", "100%41"]) {
      const m = table.matchDecoded("GET", `/v1/chains/${odd}/blocks/2`);
      expect(m).toMatchObject({ op: { id: "getBlock" }, pathParams: { chainId: odd } });
    }
  });
  it("refuses two operations for one method and path", () => {
    expect(() => new RouteTable([op("get", "/a/{x}"), op("get", "/a/{y}")])).toThrow("two operations for GET /a/{y}");
  });
});
