import { describe, expect, it } from "vitest";
import { createRestChecker } from "./rest.js";

// identify routes as Prism and the mocks do (@avaspec/spec-model's RouteTable). The empty segment is where this differs
// from the table exchange-checks kept before (it found no operation); the fallback is kept as it was.
const ok = { "200": { description: "ok" } };
const checker = createRestChecker({
  openapi: "3.1.0",
  paths: {
    "/v1/chains/{chainId}/blocks/{blockId}": {
      get: {
        operationId: "getBlock",
        parameters: [
          { name: "chainId", in: "path", required: true, schema: { type: "string", minLength: 1 } },
          { name: "blockId", in: "path", required: true, schema: { type: "string" } },
        ],
        responses: ok,
      },
    },
    "/v1/a/b/c": { get: { operationId: "deepLiteral", responses: ok } },
    "/v1/a/{x}/d": {
      get: {
        operationId: "afterTemplate",
        parameters: [{ name: "x", in: "path", required: true, schema: { type: "string" } }],
        responses: ok,
      },
    },
  },
});

describe("identify with Prism's routing rules", () => {
  it("an empty path segment fills a template (Prism's (.*)); its parameter is then checked", () => {
    expect(checker.identify("GET", "/v1/chains//blocks/2")).toBe("getBlock");
    const violations = checker.checkRequest("getBlock", { path: "/v1/chains//blocks/2" });
    expect(violations.map((v) => v.rule)).toEqual(["request-parameter"]);
  });
  it("a literal branch that ends nowhere falls back to a templated one", () => {
    expect(checker.identify("GET", "/v1/a/b/d")).toBe("afterTemplate");
    expect(checker.identify("GET", "/v1/a/b/c")).toBe("deepLiteral");
  });
});
