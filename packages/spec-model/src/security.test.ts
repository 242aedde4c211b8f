import { loadSpec } from "@avaspec/specs";
import { describe, expect, it } from "vitest";
import { operationsById, readOperations } from "./rest.js";
import { optionalApiKeyHeaders, readSecurity } from "./security.js";

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

const docWith = (security: unknown[], opSecurity?: unknown[]) => ({
  openapi: "3.1.0",
  security,
  paths: { "/x": { get: { operationId: "x", ...(opSecurity ? { security: opSecurity } : {}), responses: {} } } },
  components: {
    securitySchemes: {
      key: { type: "apiKey", in: "header", name: "x-api-key" },
      cookie: { type: "apiKey", in: "cookie", name: "session" },
      bearer: { type: "http", scheme: "bearer" },
    },
  },
});
const headersOf = (d: ReturnType<typeof docWith>) => {
  const [op] = readOperations(d);
  return op ? optionalApiKeyHeaders(d, op) : ["no operation"];
};

describe("optionalApiKeyHeaders", () => {
  it("an apiKey header the document's security makes optional (an empty requirement beside it)", () => {
    expect(headersOf(docWith([{}, { key: [] }]))).toEqual(["x-api-key"]);
  });
  it("the operation's security wins over the document's", () => {
    expect(headersOf(docWith([{}, { key: [] }], [{ key: [] }]))).toEqual([]);
    expect(headersOf(docWith([{ key: [] }], [{ key: [] }, {}]))).toEqual(["x-api-key"]);
  });
  it("none when a key is required, and never a cookie or an http scheme", () => {
    expect(headersOf(docWith([{ key: [] }]))).toEqual([]);
    expect(headersOf(docWith([{}, { cookie: [] }, { bearer: [] }]))).toEqual([]);
  });
});
