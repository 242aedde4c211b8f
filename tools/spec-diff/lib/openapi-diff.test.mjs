import { describe, expect, it } from "vitest";
import { diffOpenApi } from "./openapi-diff.mjs";

const OP = "/v2/chains/{chainId}/metrics/{metric}";
const POST = "/v2/lookingGlass/compositeQuery";
const json = (schema) => ({ "application/json": { schema } });

/** A small document in the shape of the metrics API. Each case edits a copy of it. */
const BASE = {
  openapi: "3.1.0",
  info: { title: "metrics", version: "1.0.0" },
  servers: [{ url: "https://metrics.example.org" }],
  paths: {
    [OP]: {
      parameters: [{ name: "chainId", in: "path", required: true, schema: { type: "string" } }],
      get: {
        operationId: "getChainMetrics",
        parameters: [
          {
            name: "metric",
            in: "path",
            required: true,
            schema: { $ref: "#/components/schemas/ChainMetric" },
            "x-avaspec-day-only": ["avgTps"],
          },
          {
            name: "timeInterval",
            in: "query",
            schema: { type: "string", enum: ["hour", "day", "week", "month"], default: "day" },
          },
          { name: "pageSize", in: "query", schema: { type: "integer", minimum: 1, maximum: 2160 } },
          { $ref: "#/components/parameters/PageToken" },
        ],
        responses: {
          200: {
            description: "ok",
            headers: { "x-request-id": { schema: { type: "string" } } },
            content: json({ $ref: "#/components/schemas/SeriesResponse" }),
          },
          400: { $ref: "#/components/responses/BadRequest" },
          404: { $ref: "#/components/responses/NotFound" },
        },
      },
    },
    [POST]: {
      post: {
        operationId: "compositeQuery",
        requestBody: { required: true, content: json({ $ref: "#/components/schemas/CompositeQueryRequest" }) },
        responses: {
          200: {
            description: "ok",
            content: json({ type: "object", properties: { status: { type: "string", enum: ["ok", "partial"] } } }),
          },
        },
      },
    },
  },
  components: {
    parameters: {
      PageToken: {
        name: "pageToken",
        in: "query",
        schema: { type: "string" },
        "x-avaspec-page-token-ttl-seconds": 86400,
      },
    },
    schemas: {
      ChainMetric: { type: "string", enum: ["activeAddresses", "txCount", "avgTps"] },
      SeriesResponse: {
        type: "object",
        required: ["results"],
        properties: {
          results: { type: "array", items: { $ref: "#/components/schemas/DataPoint" } },
          nextPageToken: { type: "string" },
        },
      },
      DataPoint: {
        type: "object",
        required: ["value", "timestamp"],
        properties: { value: { type: "number" }, timestamp: { type: "integer" } },
      },
      CompositeQueryRequest: {
        type: "object",
        required: ["queries"],
        properties: {
          queries: { type: "array", maxItems: 10, items: { type: "object" } },
          startTimestamp: { type: "integer" },
        },
      },
      ErrorBody: {
        type: "object",
        required: ["message", "statusCode", "error"],
        properties: {
          message: { oneOf: [{ type: "string" }, { type: "array", items: { type: "string" } }] },
          statusCode: { type: "integer" },
          error: { type: "string" },
        },
      },
      Unused: { type: "string" },
      // a recursive schema must not make the comparison loop
      Tree: {
        type: "object",
        properties: { children: { type: "array", items: { $ref: "#/components/schemas/Tree" } } },
      },
    },
    responses: {
      BadRequest: { description: "bad request", content: json({ $ref: "#/components/schemas/ErrorBody" }) },
      NotFound: { description: "not found", content: json({ $ref: "#/components/schemas/ErrorBody" }) },
    },
    securitySchemes: { apiKey: { type: "apiKey", in: "header", name: "x-metrics-api-key" } },
  },
};

const get = (d) => d.paths[OP].get;
const param = (d, name) => get(d).parameters.find((p) => p.name === name);
const schemas = (d) => d.components.schemas;

/** [name, { before?: edit of BASE giving the base, after: edit of BASE giving the head, want: [rule, breaking] }] */
/** @typedef {{ before?: (d: any) => unknown, after: (d: any) => unknown, want: any }} DiffCase */
/** @type {[string, DiffCase][]} */
const CASES = [
  // ---- breaking ----
  ["operation removed", { after: (d) => delete d.paths[OP], want: ["operation-removed", true] }],
  [
    "operationId renamed",
    { after: (d) => (get(d).operationId = "getMetricsOfChain"), want: ["operation-id-renamed", true] },
  ],
  [
    "query parameter renamed",
    { after: (d) => (param(d, "pageSize").name = "limit"), want: ["parameter-renamed", true] },
  ],
  [
    "path parameter renamed (template too)",
    {
      after: (d) => {
        const item = d.paths[OP];
        delete d.paths[OP];
        item.parameters[0].name = "id";
        d.paths["/v2/chains/{id}/metrics/{metric}"] = item;
      },
      want: ["parameter-renamed", true],
    },
  ],
  [
    "parameter removed",
    {
      after: (d) => (get(d).parameters = get(d).parameters.filter((p) => p.name !== "timeInterval")),
      want: ["parameter-removed", true],
    },
  ],
  ["shared (ref'd) parameter removed", { after: (d) => get(d).parameters.pop(), want: ["parameter-removed", true] }],
  [
    "new required parameter",
    {
      after: (d) =>
        get(d).parameters.push({ name: "network", in: "query", required: true, schema: { type: "string" } }),
      want: ["required-parameter-added", true],
    },
  ],
  [
    "optional parameter became required",
    { after: (d) => (param(d, "timeInterval").required = true), want: ["parameter-became-required", true] },
  ],
  [
    "new required request body field",
    {
      after: (d) => {
        schemas(d).CompositeQueryRequest.properties.network = { type: "string" };
        schemas(d).CompositeQueryRequest.required.push("network");
      },
      want: ["request-required-field-added", true],
    },
  ],
  [
    "optional request body field became required",
    {
      after: (d) => schemas(d).CompositeQueryRequest.required.push("startTimestamp"),
      want: ["request-field-became-required", true],
    },
  ],
  [
    "request body field removed",
    {
      after: (d) => delete schemas(d).CompositeQueryRequest.properties.startTimestamp,
      want: ["request-field-removed", true],
    },
  ],
  [
    "parameter enum value removed",
    {
      after: (d) => (param(d, "timeInterval").schema.enum = ["hour", "day", "week"]),
      want: ["request-enum-value-removed", true],
    },
  ],
  [
    "enum value removed from a referenced schema",
    {
      after: (d) => (schemas(d).ChainMetric.enum = ["activeAddresses", "avgTps"]),
      want: ["request-enum-value-removed", true],
    },
  ],
  [
    "enum added to a free parameter",
    {
      after: (d) => ((param(d, "pageToken") ?? d.components.parameters.PageToken).schema.enum = ["a"]),
      want: ["request-enum-added", true],
    },
  ],
  [
    "maximum tightened",
    { after: (d) => (param(d, "pageSize").schema.maximum = 100), want: ["request-constraint-narrowed", true] },
  ],
  [
    "minimum raised",
    { after: (d) => (param(d, "pageSize").schema.minimum = 10), want: ["request-constraint-narrowed", true] },
  ],
  [
    "maxLength added",
    { after: (d) => (d.paths[OP].parameters[0].schema.maxLength = 8), want: ["request-constraint-narrowed", true] },
  ],
  [
    "pattern added",
    {
      after: (d) => (d.paths[OP].parameters[0].schema.pattern = "^[0-9]+$"),
      want: ["request-constraint-narrowed", true],
    },
  ],
  [
    "request body maxItems lowered",
    {
      after: (d) => (schemas(d).CompositeQueryRequest.properties.queries.maxItems = 5),
      want: ["request-constraint-narrowed", true],
    },
  ],
  [
    "parameter type changed",
    { after: (d) => (param(d, "pageSize").schema = { type: "string" }), want: ["request-type-changed", true] },
  ],
  [
    "parameter type narrowed (number to integer)",
    {
      before: (d) => (param(d, "pageSize").schema.type = "number"),
      after: (d) => (param(d, "pageSize").schema.type = "integer"),
      want: ["request-type-narrowed", true],
    },
  ],
  [
    "parameter default changed",
    { after: (d) => (param(d, "timeInterval").schema.default = "hour"), want: ["request-default-changed", true] },
  ],
  [
    "parameter serialization changed",
    { after: (d) => (param(d, "timeInterval").explode = false), want: ["parameter-serialization-changed", true] },
  ],
  [
    "new day-only metric (x-avaspec-day-only)",
    { after: (d) => param(d, "metric")["x-avaspec-day-only"].push("txCount"), want: ["avaspec-day-only-added", true] },
  ],
  [
    "request body became required",
    {
      before: (d) => (d.paths[POST].post.requestBody.required = false),
      after: () => {},
      want: ["request-body-became-required", true],
    },
  ],
  [
    "new required request body",
    {
      after: (d) => (get(d).requestBody = { required: true, content: json({ type: "object" }) }),
      want: ["required-request-body-added", true],
    },
  ],
  [
    "request media type removed",
    {
      after: (d) => (d.paths[POST].post.requestBody.content = { "text/plain": { schema: { type: "string" } } }),
      want: ["request-media-type-removed", true],
    },
  ],
  [
    "response field removed",
    { after: (d) => delete schemas(d).DataPoint.properties.value, want: ["response-field-removed", true] },
  ],
  [
    "optional response field removed",
    { after: (d) => delete schemas(d).SeriesResponse.properties.nextPageToken, want: ["response-field-removed", true] },
  ],
  [
    "response field type changed",
    {
      after: (d) => (schemas(d).DataPoint.properties.timestamp.type = "string"),
      want: ["response-type-changed", true],
    },
  ],
  [
    "response field no longer required",
    {
      after: (d) => (schemas(d).DataPoint.required = ["timestamp"]),
      want: ["response-field-no-longer-required", true],
    },
  ],
  [
    "response field became nullable",
    {
      after: (d) => (schemas(d).DataPoint.properties.timestamp.type = ["integer", "null"]),
      want: ["response-type-widened", true],
    },
  ],
  [
    "response enum value added",
    {
      after: (d) =>
        d.paths[POST].post.responses[200].content["application/json"].schema.properties.status.enum.push("failed"),
      want: ["response-enum-value-added", true],
    },
  ],
  [
    "response union gains a variant",
    {
      after: (d) => schemas(d).ErrorBody.properties.message.oneOf.push({ type: "integer" }),
      want: ["response-variant-added", true],
    },
  ],
  ["error response removed", { after: (d) => delete get(d).responses[404], want: ["error-response-removed", true] }],
  ["success response removed", { after: (d) => delete get(d).responses[200], want: ["response-removed", true] }],
  [
    "response media type removed",
    {
      after: (d) => (get(d).responses[200].content = { "text/csv": { schema: { type: "string" } } }),
      want: ["response-media-type-removed", true],
    },
  ],
  [
    "response header removed",
    { after: (d) => delete get(d).responses[200].headers, want: ["response-header-removed", true] },
  ],
  [
    "error body field removed (through a shared response)",
    { after: (d) => delete schemas(d).ErrorBody.properties.error, want: ["response-field-removed", true] },
  ],
  ["schema removed", { after: (d) => delete schemas(d).Unused, want: ["schema-removed", true] }],
  [
    "authentication now required",
    { after: (d) => (get(d).security = [{ apiKey: [] }]), want: ["security-added", true] },
  ],
  [
    "security scheme changed",
    { after: (d) => (d.components.securitySchemes.apiKey.name = "x-api-key"), want: ["security-scheme-changed", true] },
  ],
  [
    "accepted credential removed",
    {
      before: (d) => (get(d).security = [{ apiKey: [] }, { bearer: [] }]),
      after: (d) => (get(d).security = [{ apiKey: [] }]),
      want: ["security-requirement-removed", true],
    },
  ],
  [
    "page tokens expire sooner",
    {
      after: (d) => (d.components.parameters.PageToken["x-avaspec-page-token-ttl-seconds"] = 3600),
      want: ["page-token-ttl-shortened", true],
    },
  ],
  [
    "server removed",
    { after: (d) => (d.servers = [{ url: "https://other.example.org" }]), want: ["server-removed", true] },
  ],

  // ---- non-breaking ----
  [
    "optional parameter added",
    {
      after: (d) => get(d).parameters.push({ name: "sortOrder", in: "query", schema: { type: "string" } }),
      want: ["optional-parameter-added", false],
    },
  ],
  [
    "new operation",
    {
      after: (d) =>
        (d.paths["/v2/chains"] = { get: { operationId: "listChains", responses: { 200: { description: "ok" } } } }),
      want: ["operation-added", false],
    },
  ],
  [
    "request enum widened",
    { after: (d) => param(d, "timeInterval").schema.enum.push("year"), want: ["request-enum-value-added", false] },
  ],
  [
    "request bound loosened",
    { after: (d) => (param(d, "pageSize").schema.maximum = 10000), want: ["request-constraint-widened", false] },
  ],
  [
    "request type widened (integer to number)",
    { after: (d) => (param(d, "pageSize").schema.type = "number"), want: ["request-type-widened", false] },
  ],
  [
    "parameter became optional",
    {
      after: () => {},
      before: (d) => (param(d, "timeInterval").required = true),
      want: ["parameter-became-optional", false],
    },
  ],
  [
    "optional request body field added",
    {
      after: (d) => (schemas(d).CompositeQueryRequest.properties.endTimestamp = { type: "integer" }),
      want: ["request-optional-field-added", false],
    },
  ],
  [
    "response field added",
    {
      after: (d) => (schemas(d).DataPoint.properties.note = { type: "string" }),
      want: ["response-field-added", false],
    },
  ],
  [
    "response enum value removed",
    {
      after: (d) => d.paths[POST].post.responses[200].content["application/json"].schema.properties.status.enum.pop(),
      want: ["response-enum-value-removed", false],
    },
  ],
  [
    "response no longer nullable",
    {
      before: (d) => (schemas(d).DataPoint.properties.timestamp.type = ["integer", "null"]),
      after: () => {},
      want: ["response-type-narrowed", false],
    },
  ],
  [
    "response field became required",
    {
      after: (d) => schemas(d).SeriesResponse.required.push("nextPageToken"),
      want: ["response-field-became-required", false],
    },
  ],
  [
    "new error response",
    {
      after: (d) => (get(d).responses[429] = { $ref: "#/components/responses/BadRequest" }),
      want: ["response-added", false],
    },
  ],
  [
    "new response header",
    {
      after: (d) => (get(d).responses[200].headers["x-rate-limit"] = { schema: { type: "integer" } }),
      want: ["response-header-added", false],
    },
  ],
  ["operation deprecated", { after: (d) => (get(d).deprecated = true), want: ["operation-deprecated", false] }],
  [
    "metric no longer day-only",
    { after: (d) => (param(d, "metric")["x-avaspec-day-only"] = []), want: ["avaspec-day-only-removed", false] },
  ],
  [
    "page tokens live longer",
    {
      after: (d) => (d.components.parameters.PageToken["x-avaspec-page-token-ttl-seconds"] = 172800),
      want: ["page-token-ttl-extended", false],
    },
  ],
  ["new schema", { after: (d) => (schemas(d).Extra = { type: "string" }), want: ["schema-added", false] }],
  [
    "request media type added",
    {
      after: (d) => (d.paths[POST].post.requestBody.content["application/yaml"] = { schema: { type: "object" } }),
      want: ["request-media-type-added", false],
    },
  ],
  [
    "authentication no longer required",
    { before: (d) => (get(d).security = [{ apiKey: [] }]), after: () => {}, want: ["security-removed", false] },
  ],
];

describe("diffOpenApi", () => {
  it("reports nothing for identical documents (recursive schemas included)", () => {
    expect(diffOpenApi(structuredClone(BASE), structuredClone(BASE))).toEqual([]);
  });

  it.each(CASES)("%s", (_name, { before, after, want: [rule, breaking] }) => {
    const base = structuredClone(BASE);
    before?.(base);
    const head = structuredClone(BASE);
    after(head);
    const changes = diffOpenApi(base, head);
    expect(changes).toContainEqual(expect.objectContaining({ rule, breaking }));
    // a compatible change must not be flagged breaking by any other rule either
    if (!breaking) expect(changes.filter((c) => c.breaking)).toEqual([]);
  });

  it("every breaking case is caught by a distinct before/after pair (the table covers the required rules)", () => {
    const rules = new Set(CASES.filter(([, c]) => c.want[1]).map(([, c]) => c.want[0]));
    for (const r of [
      "operation-removed",
      "operation-id-renamed",
      "parameter-renamed",
      "parameter-removed",
      "required-parameter-added",
      "request-required-field-added",
      "request-enum-value-removed",
      "request-constraint-narrowed",
      "request-type-changed",
      "response-field-removed",
      "response-type-changed",
      "response-field-no-longer-required",
      "error-response-removed",
      "schema-removed",
      "security-added",
    ])
      expect(rules).toContain(r);
  });

  it("names where the change is", () => {
    const head = /** @type {any} */ (structuredClone(BASE));
    delete head.components.schemas.DataPoint.properties.value;
    const [change] = diffOpenApi(BASE, head);
    expect(change?.where).toBe(`GET ${OP} › 200 (application/json) body.results[].value`);
  });
});
