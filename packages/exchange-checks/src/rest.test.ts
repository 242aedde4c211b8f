// Teeth: every REST rule fed an exchange it must reject, and the same exchange made right passes.
import { describe, expect, it } from "vitest";
import { loadSpec } from "@avaspec/specs";
import { createRestChecker, createRpcChecker, SchemaValidators } from "./index.js";

const spec = {
  openapi: "3.1.0",
  components: { securitySchemes: { key: { type: "apiKey", in: "header", name: "x-secret-key" } } },
  paths: {
    "/v1/chains/{chainId}/blocks/{blockId}": {
      parameters: [{ name: "chainId", in: "path", required: true, schema: { type: "string", pattern: "^[0-9]+$" } }],
      get: {
        operationId: "getBlock",
        parameters: [
          { name: "blockId", in: "path", required: true, schema: { type: "string" } },
          { name: "pageSize", in: "query", schema: { type: "integer", minimum: 1, maximum: 10 } },
          { name: "verbose", in: "query", schema: { type: "boolean" } },
          { name: "x-secret-key", in: "header", schema: { type: "string", minLength: 8 } },
          { name: "X-Trace", in: "header", required: true, schema: { type: "string" } },
        ],
        responses: {
          "200": {
            description: "ok",
            headers: { "X-Query-Id": { required: true, schema: { type: "string" } } },
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["blockHash"],
                  properties: { blockHash: { type: "string" }, txCount: { type: "integer" } },
                },
              },
            },
          },
          "4XX": { description: "bad", content: { "application/json": { schema: { type: "object" } } } },
        },
      },
    },
    "/v1/chains/{chainId}/blocks/latest": {
      get: { operationId: "getLatest", responses: { "200": { description: "ok" } } },
    },
    "/v1/query": {
      post: {
        operationId: "runQuery",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: { type: "object", required: ["sql"], properties: { sql: { type: "string" } } },
            },
          },
        },
        responses: { "204": { description: "done" } },
      },
    },
  },
};
const checker = createRestChecker(spec);
const rules = (v: { rule: string }[]) => v.map((x) => x.rule);
const okHeaders = { "content-type": "application/json", "x-query-id": "q1" };

describe("identify", () => {
  it("finds operations by method and path; concrete segments win; unknown gives undefined", () => {
    expect(checker.identify("GET", "/v1/chains/43114/blocks/12")).toBe("getBlock");
    expect(checker.identify("get", "/v1/chains/43114/blocks/latest")).toBe("getLatest");
    expect(checker.identify("POST", "/v1/query?x=1")).toBe("runQuery");
    expect(checker.identify("DELETE", "/v1/query")).toBeUndefined();
    expect(checker.identify("GET", "/v1/nope")).toBeUndefined();
  });
  it("a path parameter holding a line terminator (decoded %E2%80%A8 or %0A) is routed, and checked", () => {
    for (const odd of ["\u2028", "\n", "a\u2029b"]) {
      expect(checker.identify("GET", `/v1/chains/${odd}/blocks/2`)).toBe("getBlock");
      expect(rules(checker.checkRequest("getBlock", { path: `/v1/chains/${odd}/blocks/2` }))).toContain(
        "request-parameter",
      );
    }
  });
});

describe("checkRequest", () => {
  const good = {
    path: "/v1/chains/1/blocks/2",
    query: { pageSize: "5", verbose: "true" },
    headers: { "x-trace": "t" },
  };
  it("a valid request passes (parameters coerced from strings)", () => {
    expect(checker.checkRequest("getBlock", good)).toEqual([]);
  });
  it("rejects a parameter of the wrong type, out of bounds, a bad path parameter, a missing required header", () => {
    const v = checker.checkRequest("getBlock", {
      path: "/v1/chains/abc/blocks/2",
      query: { pageSize: "11", verbose: "maybe" },
      headers: {},
    });
    expect(rules(v)).toEqual(Array(4).fill("request-parameter"));
    const where = v.map((x) => x.where).sort();
    expect(where).toEqual(["/headers/x-trace", "/path/chainId", "/query/pageSize", "/query/verbose"]);
    const size = v.find((x) => x.where === "/query/pageSize");
    expect(size).toMatchObject({ operation: "getBlock", side: "request", expected: "must be <= 10", actual: "11" });
    expect(checker.checkRequest("getBlock", { ...good, query: { pageSize: "1.5" } })[0]?.expected).toBe(
      "must be integer",
    );
  });
  it("reports as many schema errors per request value as asked (the response's stay as they are)", () => {
    const one = createRestChecker(spec, { maxRequestSchemaErrors: 1 });
    const bad = { path: "/v1/chains/abc/blocks/2", query: { pageSize: "11", verbose: "maybe" }, headers: {} };
    // the query holds two errors: one of them is reported, and each other place's
    const places = (c: typeof checker) =>
      c
        .checkRequest("getBlock", bad)
        .map((v) => v.where.split("/")[1])
        .sort();
    expect(places(checker)).toEqual(["headers", "path", "query", "query"]);
    expect(places(one)).toEqual(["headers", "path", "query"]);
    const body = JSON.stringify({ blockHash: 1, txCount: "x" });
    const response = { status: 200, headers: okHeaders, body };
    expect(one.checkResponse("getBlock", response)).toHaveLength(2);
  });
  it("never echoes a secret header's value", () => {
    const v = checker.checkRequest("getBlock", { ...good, headers: { ...good.headers, "x-secret-key": "short" } });
    expect(rules(v)).toEqual(["request-parameter"]);
    expect(JSON.stringify(v)).not.toContain("short");
  });
  it("rejects a missing, non-JSON, wrongly typed or schema-violating body", () => {
    const json = { "content-type": "application/json" };
    expect(checker.checkRequest("runQuery", { body: '{"sql":"select 1"}', headers: json })).toEqual([]);
    expect(checker.checkRequest("runQuery", { body: Buffer.from('{"sql":"x"}'), headers: json })).toEqual([]);
    expect(rules(checker.checkRequest("runQuery", { headers: json }))).toEqual(["request-body"]);
    expect(rules(checker.checkRequest("runQuery", { body: "{", headers: json }))).toEqual(["request-body"]);
    const plain = checker.checkRequest("runQuery", { body: "sql", headers: { "content-type": "text/plain" } });
    expect(rules(plain)).toEqual(["request-content-type"]);
    const schema = checker.checkRequest("runQuery", { body: '{"sql":1}', headers: json });
    expect(schema).toMatchObject([{ rule: "request-body", where: "/body/sql", expected: "must be string" }]);
  });
  it("an unknown operation is a violation, not a throw", () => {
    expect(rules(checker.checkRequest("nope", {}))).toEqual(["operation-unknown"]);
  });
});

describe("checkResponse", () => {
  const body = '{"blockHash":"0x1","txCount":2}';
  it("a valid response passes; a 4XX range and default are declared", () => {
    expect(checker.checkResponse("getBlock", { status: 200, headers: okHeaders, body })).toEqual([]);
    expect(checker.checkResponse("getBlock", { status: 404, headers: okHeaders, body: "{}" })).toEqual([]);
  });
  it("rejects an undeclared status", () => {
    const v = checker.checkResponse("getBlock", { status: 500, headers: okHeaders, body });
    expect(v).toMatchObject([{ rule: "status-declared", where: "/status", actual: "500", expected: "200, 4XX" }]);
  });
  it("rejects an undeclared content type, a body that is not JSON, a missing required header", () => {
    const html = checker.checkResponse("getBlock", {
      status: 200,
      headers: { ...okHeaders, "content-type": "text/html" },
      body,
    });
    expect(rules(html)).toContain("content-type");
    expect(rules(checker.checkResponse("getBlock", { status: 200, headers: okHeaders, body: "<x>" }))).toEqual([
      "body-json",
    ]);
    const noId = checker.checkResponse("getBlock", {
      status: 200,
      headers: { "content-type": "application/json" },
      body,
    });
    expect(noId).toMatchObject([{ rule: "header-required", where: "/headers/x-query-id" }]);
  });
  it("rejects a body off its schema, pointing at the place", () => {
    const v = checker.checkResponse("getBlock", { status: 200, headers: okHeaders, body: '{"txCount":"2"}' });
    expect(v.map((x) => [x.rule, x.where, x.expected])).toEqual([
      ["body-schema", "/body", "must have required property 'blockHash'"],
      ["body-schema", "/body/txCount", "must be integer"],
    ]);
  });
  it("caps the violations of one exchange", () => {
    const wide = createRestChecker(
      {
        paths: {
          "/x": {
            get: {
              operationId: "x",
              responses: {
                "200": {
                  description: "",
                  content: { "application/json": { schema: { type: "array", items: { type: "string" } } } },
                },
              },
            },
          },
        },
      },
      { maxSchemaErrors: 100, maxViolations: 5 },
    );
    const v = wide.checkResponse("x", { status: 200, headers: okHeaders, body: JSON.stringify(Array(1000).fill(1)) });
    expect(v).toHaveLength(6);
    expect(v[5]).toMatchObject({ rule: "violations-capped", actual: "100" });
  });
});

describe("validators given", () => {
  it("check with the validators a caller shares; those of another dialect or coercing are refused", () => {
    const validators = new SchemaValidators("openapi-3.1");
    const shared = createRestChecker(spec, { validators });
    const body = spec.paths["/v1/query"].post.requestBody.content["application/json"].schema;
    expect(
      rules(shared.checkRequest("runQuery", { body: '{"sql":1}', headers: { "content-type": "application/json" } })),
    ).toEqual(["request-body"]);
    expect(validators.check(body, { sql: 1 })?.errors[0]?.expected).toBe("must be string");
    expect(() => createRestChecker(spec, { validators: new SchemaValidators("openrpc") })).toThrow(TypeError);
    expect(() =>
      createRestChecker(spec, { validators: new SchemaValidators("openapi-3.1", { coerce: true }) }),
    ).toThrow(TypeError);
    expect(() => createRpcChecker({ methods: [] }, { validators })).toThrow(TypeError);
  });
  it("accept what check finds valid, and only that", () => {
    const validators = new SchemaValidators("openapi-3.1");
    const schema = { type: "object", required: ["sql"], properties: { sql: { type: "string" } } };
    expect(validators.accepts(schema, { sql: "x" })).toBe(true);
    expect(validators.accepts(schema, { sql: 1 })).toBe(false);
    expect(validators.accepts(schema, {})).toBe(false);
    expect(validators.accepts(false, "anything")).toBe(false);
    expect(validators.accepts({ type: "strin" }, "x")).toBe(false);
  });
});

describe("the real specs", () => {
  it("every operation of metrics and data is identified by its own path", () => {
    for (const api of ["metrics", "data"] as const) {
      const doc = loadSpec(api, { dereferenced: true }) as any;
      const c = createRestChecker(doc);
      for (const [id, op] of c.operations) {
        const path = op.path.replace(/\{[^}]+\}/g, "1");
        const found = c.identify(op.method, path);
        // A templated path may be shadowed only by a concrete one of the same shape.
        if (found !== id)
          expect(c.operations.get(found ?? "")?.path.split("{").length).toBeLessThan(op.path.split("{").length);
      }
    }
  });
});
