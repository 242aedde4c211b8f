import { describe, expect, it } from "vitest";
import { readOperations } from "./rest.js";
import { optionalApiKeyHeaders } from "./security.js";

const doc = (security: unknown[], opSecurity?: unknown[]) => ({
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
const headersOf = (d: ReturnType<typeof doc>) => {
  const [op] = readOperations(d);
  return op ? optionalApiKeyHeaders(d, op) : ["no operation"];
};

describe("optionalApiKeyHeaders", () => {
  it("an apiKey header the document's security makes optional (an empty requirement beside it)", () => {
    expect(headersOf(doc([{}, { key: [] }]))).toEqual(["x-api-key"]);
  });
  it("the operation's security wins over the document's", () => {
    expect(headersOf(doc([{}, { key: [] }], [{ key: [] }]))).toEqual([]);
    expect(headersOf(doc([{ key: [] }], [{ key: [] }, {}]))).toEqual(["x-api-key"]);
  });
  it("none when a key is required, and never a cookie or an http scheme", () => {
    expect(headersOf(doc([{ key: [] }]))).toEqual([]);
    expect(headersOf(doc([{}, { cookie: [] }, { bearer: [] }]))).toEqual([]);
  });
});
