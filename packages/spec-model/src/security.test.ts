import { loadSpec } from "@avaspec/specs";
import { describe, expect, it } from "vitest";
import { operationsById, readOperations } from "./rest.js";
import { readSecurity } from "./security.js";

const doc = {
  security: [{ Key: [] }],
  components: {
    securitySchemes: {
      Key: { type: "apiKey", in: "header", name: "x-key" },
      Cookie: { type: "apiKey", in: "cookie", name: "sid" },
      Basic: { type: "http", scheme: "basic" },
    },
  },
  paths: {
    "/a": { get: { operationId: "inherits" } },
    "/b": { get: { operationId: "optional", security: [{}, { Basic: [] }, { Cookie: [] }, { Key: [] }] } },
    "/c": { get: { operationId: "none", security: [] } },
  },
};

describe("readSecurity", () => {
  const ops = operationsById(doc);
  const of = (id: string) => readSecurity(doc, ops.get(id) as NonNullable<ReturnType<typeof ops.get>>);
  it("takes the document's requirements when the operation gives none", () => {
    expect(of("inherits")).toEqual({ optional: false, apiKeyHeaders: ["x-key"] });
  });
  it("an empty requirement makes credentials optional; only header API keys are named", () => {
    expect(of("optional")).toEqual({ optional: true, apiKeyHeaders: ["x-key"] });
  });
  it("an empty list of requirements (security: []) asks for nothing", () => {
    expect(of("none")).toEqual({ optional: false, apiKeyHeaders: [] });
  });
  it("reads the Data API's optional x-data-api-key", () => {
    const data = loadSpec("data", { dereferenced: true });
    const all = readOperations(data).map((op) => readSecurity(data, op));
    expect(all.some((s) => s.optional && s.apiKeyHeaders.includes("x-data-api-key"))).toBe(true);
  });
});
