import { describe, expect, it } from "vitest";
import { diffOpenRpc } from "./openrpc-diff.mjs";

/** A small document in the shape of the node API. Each case edits a copy of it. */
const BASE = {
  openrpc: "1.3.2",
  info: { title: "node", version: "1.0.0" },
  "x-avaspec-endpoints": {
    admin: {
      path: "/ext/admin",
      batch: false,
      enabledBy: "--api-admin-enabled",
      defaultEnabled: false,
      aliasable: true,
    },
    index: {
      path: "/ext/index/{chain}/{kind}",
      batch: false,
      enabledBy: "--index-enabled",
      defaultEnabled: false,
      instances: [
        { chain: "C", kind: "block" },
        { chain: "X", kind: "vtx", historyOnly: true },
      ],
    },
    rpc: { path: "/ext/bc/{blockchainId}/rpc", batch: true, maxBatch: 1000, chainAliasable: true },
  },
  methods: [
    {
      name: "admin.alias",
      paramStructure: "by-name",
      "x-avaspec-endpoint": "admin",
      servers: [{ name: "admin", url: "{node_url}/ext/admin" }],
      params: [
        { name: "endpoint", required: true, schema: { type: "string" } },
        { name: "alias", required: true, schema: { type: "string", maxLength: 512 } },
      ],
      result: { name: "result", schema: { type: "object" } },
      errors: [{ $ref: "#/components/errors/InvalidParams" }],
    },
    {
      name: "index.getContainerRange",
      paramStructure: "by-name",
      "x-avaspec-endpoint": "index",
      params: [
        { name: "startIndex", required: true, schema: { type: "integer", minimum: 0 } },
        { name: "numToFetch", required: true, schema: { type: "integer", minimum: 0, maximum: 1024 } },
        { $ref: "#/components/contentDescriptors/Encoding" },
      ],
      result: {
        name: "containers",
        schema: { type: ["array", "null"], items: { $ref: "#/components/schemas/Container" } },
      },
      errors: [{ $ref: "#/components/errors/InvalidParams" }, { $ref: "#/components/errors/StartIndexTooLarge" }],
    },
    {
      name: "eth_feeConfig",
      paramStructure: "by-position",
      "x-avaspec-endpoint": "rpc",
      params: [
        { name: "blk", required: false, schema: { type: "string" } },
        { name: "fullTx", required: false, schema: { type: "boolean" } },
      ],
      result: { name: "feeConfig", schema: { $ref: "#/components/schemas/FeeConfigResult" } },
    },
  ],
  components: {
    contentDescriptors: { Encoding: { name: "encoding", required: false, schema: { type: "string", enum: ["hex"] } } },
    schemas: {
      Container: {
        type: "object",
        required: ["id", "bytes", "timestamp", "encoding", "index"],
        properties: {
          id: { type: "string" },
          bytes: { type: "string" },
          timestamp: { type: "string" },
          encoding: { const: "hex" },
          index: { type: "string" },
        },
      },
      FeeConfigResult: {
        type: "object",
        required: ["feeConfig", "lastChangedAt"],
        properties: {
          feeConfig: { type: "object", properties: { gasLimit: { type: "integer" } } },
          lastChangedAt: { type: "integer" },
        },
      },
      Unused: { type: "string" },
    },
    errors: {
      InvalidParams: { code: -32602, message: "invalid params" },
      StartIndexTooLarge: { code: -32000, message: "start index is greater than the last accepted index" },
    },
  },
};

const m = (d, name) => d.methods.find((x) => x.name === name);
const range = (d) => m(d, "index.getContainerRange");
const alias = (d) => m(d, "admin.alias");
const fee = (d) => m(d, "eth_feeConfig");

/** [name, { before?: edit of BASE giving the base, after: edit of BASE giving the head, want: [rule, breaking] }] */
/** @typedef {{ before?: (d: any) => unknown, after: (d: any) => unknown, want: any }} DiffCase */
/** @type {[string, DiffCase][]} */
const CASES = [
  // ---- breaking ----
  [
    "method removed",
    { after: (d) => (d.methods = d.methods.filter((x) => x.name !== "admin.alias")), want: ["method-removed", true] },
  ],
  [
    "required param added",
    {
      after: (d) => range(d).params.push({ name: "reverse", required: true, schema: { type: "boolean" } }),
      want: ["required-param-added", true],
    },
  ],
  ["param renamed (by-name)", { after: (d) => (alias(d).params[1].name = "name"), want: ["param-renamed", true] }],
  ["param removed", { after: (d) => range(d).params.pop(), want: ["param-removed", true] }],
  ["params reordered (by-position)", { after: (d) => fee(d).params.reverse(), want: ["params-reordered", true] }],
  [
    "optional param inserted before an existing one (by-position)",
    {
      after: (d) => fee(d).params.unshift({ name: "tag", required: false, schema: { type: "string" } }),
      want: ["params-reordered", true],
    },
  ],
  [
    "optional param became required",
    { after: (d) => (fee(d).params[0].required = true), want: ["param-became-required", true] },
  ],
  [
    "param bound tightened",
    { after: (d) => (range(d).params[1].schema.maximum = 100), want: ["request-constraint-narrowed", true] },
  ],
  [
    "param enum value removed (through a content descriptor ref)",
    {
      before: (d) => d.components.contentDescriptors.Encoding.schema.enum.push("cb58"),
      after: () => {},
      want: ["request-enum-value-removed", true],
    },
  ],
  [
    "param type changed",
    { after: (d) => (range(d).params[0].schema.type = "string"), want: ["request-type-changed", true] },
  ],
  [
    "result narrowed: field removed",
    {
      after: (d) => delete d.components.schemas.FeeConfigResult.properties.lastChangedAt,
      want: ["response-field-removed", true],
    },
  ],
  [
    "result narrowed: field no longer required",
    {
      after: (d) => (d.components.schemas.Container.required = ["id"]),
      want: ["response-field-no-longer-required", true],
    },
  ],
  [
    "result type changed",
    { after: (d) => (alias(d).result.schema = { type: "string" }), want: ["response-type-changed", true] },
  ],
  [
    "result widened: now nullable",
    {
      after: (d) => (d.components.schemas.FeeConfigResult.type = ["object", "null"]),
      want: ["response-type-widened", true],
    },
  ],
  ["result removed", { after: (d) => delete alias(d).result, want: ["result-removed", true] }],
  ["error code removed", { after: (d) => range(d).errors.pop(), want: ["error-code-removed", true] }],
  [
    "one of several errors sharing a code removed",
    {
      before: (d) => range(d).errors.push({ code: -32000, message: "no containers have been accepted" }),
      after: () => {},
      want: ["error-removed", true],
    },
  ],
  [
    "error message reworded (messages tell -32000 errors apart)",
    {
      after: (d) => (d.components.errors.StartIndexTooLarge.message = "start index too large"),
      want: ["error-removed", true],
    },
  ],
  [
    "paramStructure changed",
    { after: (d) => (alias(d).paramStructure = "by-position"), want: ["param-structure-changed", true] },
  ],
  [
    "method moved to another endpoint",
    { after: (d) => (alias(d)["x-avaspec-endpoint"] = "rpc"), want: ["method-endpoint-changed", true] },
  ],
  [
    "method server removed",
    {
      after: (d) => (alias(d).servers = [{ name: "admin", url: "{node_url}/ext/admin2" }]),
      want: ["method-server-removed", true],
    },
  ],
  [
    "endpoint path changed",
    { after: (d) => (d["x-avaspec-endpoints"].admin.path = "/ext/admin/v2"), want: ["endpoint-path-changed", true] },
  ],
  [
    "endpoint no longer batches",
    { after: (d) => (d["x-avaspec-endpoints"].rpc.batch = false), want: ["endpoint-batch-removed", true] },
  ],
  [
    "endpoint batch limit lowered",
    { after: (d) => (d["x-avaspec-endpoints"].rpc.maxBatch = 100), want: ["endpoint-max-batch-lowered", true] },
  ],
  [
    "enabling flag changed",
    {
      after: (d) => (d["x-avaspec-endpoints"].index.enabledBy = "--indexing"),
      want: ["endpoint-enabling-flag-changed", true],
    },
  ],
  [
    "index instance removed",
    { after: (d) => d["x-avaspec-endpoints"].index.instances.pop(), want: ["endpoint-instance-removed", true] },
  ],
  ["endpoint kind removed", { after: (d) => delete d["x-avaspec-endpoints"].admin, want: ["endpoint-removed", true] }],
  ["schema removed", { after: (d) => delete d.components.schemas.Unused, want: ["schema-removed", true] }],

  // ---- non-breaking ----
  [
    "method added",
    {
      after: (d) =>
        d.methods.push({
          name: "admin.getChainAliases",
          paramStructure: "by-name",
          params: [],
          result: { name: "r", schema: {} },
        }),
      want: ["method-added", false],
    },
  ],
  [
    "optional param added at the end",
    {
      after: (d) => fee(d).params.push({ name: "extra", required: false, schema: { type: "string" } }),
      want: ["optional-param-added", false],
    },
  ],
  [
    "optional param added (by-name)",
    {
      after: (d) => alias(d).params.unshift({ name: "note", required: false, schema: { type: "string" } }),
      want: ["optional-param-added", false],
    },
  ],
  [
    "param renamed (by-position only: same wire format)",
    { after: (d) => (fee(d).params[0].name = "blockNumberOrHash"), want: ["param-renamed", false] },
  ],
  [
    "paramStructure widened to either",
    { after: (d) => (alias(d).paramStructure = "either"), want: ["param-structure-changed", false] },
  ],
  [
    "param bound loosened",
    { after: (d) => (range(d).params[1].schema.maximum = 2048), want: ["request-constraint-widened", false] },
  ],
  [
    "param became optional",
    { after: (d) => (range(d).params[0].required = false), want: ["param-became-optional", false] },
  ],
  [
    "result field added",
    {
      after: (d) => (d.components.schemas.Container.properties.height = { type: "integer" }),
      want: ["response-field-added", false],
    },
  ],
  [
    "result no longer nullable",
    { after: (d) => (range(d).result.schema.type = "array"), want: ["response-type-narrowed", false] },
  ],
  [
    "error code added",
    {
      after: (d) => alias(d).errors.push({ code: -32001, message: "alias too long" }),
      want: ["error-code-added", false],
    },
  ],
  [
    "another error with an existing code added",
    {
      after: (d) => range(d).errors.push({ code: -32000, message: "no containers have been accepted" }),
      want: ["error-added", false],
    },
  ],
  ["method deprecated", { after: (d) => (fee(d).deprecated = true), want: ["method-deprecated", false] }],
  ["batch limit raised", { after: (d) => (d["x-avaspec-endpoints"].rpc.maxBatch = 2000), want: null }],
  [
    "new endpoint kind",
    {
      after: (d) => (d["x-avaspec-endpoints"].validators = { path: "/ext/bc/{blockchainId}/validators", batch: false }),
      want: ["endpoint-added", false],
    },
  ],
];

describe("diffOpenRpc", () => {
  it("reports nothing for identical documents", () => {
    expect(diffOpenRpc(structuredClone(BASE), structuredClone(BASE))).toEqual([]);
  });

  it.each(CASES)("%s", (_name, { before, after, want }) => {
    const base = structuredClone(BASE);
    before?.(base);
    const head = structuredClone(BASE);
    after(head);
    const changes = diffOpenRpc(base, head);
    if (want) expect(changes).toContainEqual(expect.objectContaining({ rule: want[0], breaking: want[1] }));
    if (!want || !want[1]) expect(changes.filter((c) => c.breaking)).toEqual([]);
  });

  it("a reordered by-name method is not a break (names carry the meaning)", () => {
    const head = structuredClone(BASE);
    alias(head).params.reverse();
    expect(diffOpenRpc(BASE, head)).toEqual([]);
  });
});
