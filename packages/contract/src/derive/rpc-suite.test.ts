// The JSON-RPC cases derived from the fixture spec: the source documents' rules with their specified errors, negative
// values
// only where the schema refuses them, endpoint cases from x-avaspec-endpoints, the failures example pairings show.
import { describe, expect, it } from "vitest";
import { rpcFixture } from "../test-support/fixture-specs.js";
import type { RpcCase } from "../types.js";
import { deriveSuite } from "./index.js";

const suite = deriveSuite({ node: rpcFixture });
const rpc = (method: string, part: string): RpcCase => {
  const found = suite.rpc.find((c) => c.method === method && c.name.includes(part));
  if (!found) throw new Error(`no case ${method} › …${part}…`);
  return found;
};

describe("JSON-RPC cases", () => {
  it("keeps a negative value only when the param's schema rejects it", () => {
    // index accepts integers and decimal strings: 12345 is not a wrong type for it
    expect(
      suite.rpc.some((c) => c.method === "index.getContainerByIndex" && c.name === "index: wrong type (12345) → error"),
    ).toBe(false);
    expect(rpc("index.getContainerByIndex", "index: wrong type").body).toContain('"index":"notANumber"');
  });

  it("contract rules as named cases, with the specified code and message", () => {
    expect(
      JSON.parse(rpc("index.getContainerRange", "numToFetch: just above maximum (1025)").body).params.numToFetch,
    ).toBe(1025);
    expect(
      JSON.parse(rpc("admin.alias", "alias: longer than maxLength (513 characters)").body).params.alias,
    ).toHaveLength(513);
    expect(rpc("admin.setLoggerLevel", "example: neither level").expect).toEqual({
      error: [{ code: -32000, message: "need to specify either displayLevel or logLevel", name: "neitherLevel" }],
    });
    const twice = rpc("admin.startCPUProfiler", "example: started twice");
    expect(twice.repeatBefore).toBe(1);
    expect(twice.mutates).toBe(true);
    expect(rpc("index.getContainerRange", "example: past the end").expect).toEqual({
      error: [
        { code: -32000, pattern: "^start index \\(\\d+\\) > last accepted index \\(\\d+\\)$", name: "startPast" },
      ],
    });
  });

  it("endpoint cases from x-avaspec-endpoints: unknown method, parse error, batches, unknown chain", () => {
    const admin = suite.rpc.filter((c) => c.endpoint === "admin" && c.method === "").map((c) => c.name);
    expect(admin).toEqual(
      expect.arrayContaining([
        "unknown method admin.doesNotExist → error",
        "malformed JSON body → parse error, id null",
        "batch on an endpoint without batches → parse error",
      ]),
    );
    const evm = suite.rpc.filter((c) => c.endpoint === "rpc" && c.method === "").map((c) => c.name);
    expect(evm).toEqual(
      expect.arrayContaining([
        "batch of two calls → two answers",
        "empty batch → invalid request",
        "batch of 4 (> maxBatch 3) → invalid request",
      ]),
    );
    expect(suite.rpc.find((c) => c.name.startsWith("unknown method eth_"))?.expect).toEqual({
      error: [{ code: -32601, pattern: "^the method .+ does not exist/is not available$", name: "gethNoMethod" }],
    });
    const node404 = suite.rpc.find((c) => c.name.startsWith("rule: unknown chain") && c.endpoint === "rpc");
    expect(node404?.expect).toEqual({ httpStatuses: [404] });
  });

  it("examples run at the method's own server, else the first instance", () => {
    const paths = (method: string) =>
      suite.rpc.filter((c) => c.method === method && c.kind === "example").map((c) => c.path);
    expect(paths("index.getLastAccepted")).toEqual(["/ext/index/C/block"]);
    expect(paths("index.getContainerByID")).toEqual(["/ext/index/X/tx", "/ext/index/X/tx"]);
  });
});

describe("JSON-RPC methods whose failures the spec shows", () => {
  const rpcServers = rpcFixture.methods.find((m) => m.name === "eth_feeConfig")?.servers;
  const E = {
    invalidArgument: {
      code: -32602,
      message: "invalid argument 0: …",
      "x-avaspec-message-pattern": "^invalid argument [0-9]+: .+$",
    },
    tooOld: { code: -32000, message: "request beyond historical limit" },
    storageKey: { code: -32000, message: "unable to decode storage key: hex string invalid" },
    rejected: { code: -32003, message: "transaction rejected" },
  };
  const method = (m: Record<string, unknown>) => ({
    "x-avaspec-endpoint": "rpc",
    paramStructure: "by-position",
    servers: rpcServers,
    result: { name: "result", schema: { type: "string" } },
    ...m,
  });
  const node = {
    ...rpcFixture,
    methods: [
      ...rpcFixture.methods,
      method({
        name: "eth_feeHistory",
        params: [
          { name: "newestBlock", required: true, schema: { type: "string", enum: ["latest", "earliest", "safe"] } },
        ],
        errors: [E.invalidArgument, E.tooOld],
        examples: [
          {
            name: "latest",
            params: [{ name: "newestBlock", value: "latest" }],
            result: { name: "result", value: "x" },
          },
          { name: "earliest", params: [{ name: "newestBlock", value: "earliest" }], "x-avaspec-error": E.tooOld },
        ],
      }),
      method({
        name: "eth_getStorageAt",
        params: [{ name: "key", required: true, schema: { type: "string", pattern: "^(0x)?[0-9a-f]*$" } }],
        errors: [E.invalidArgument, E.storageKey],
        examples: [{ name: "slot 0", params: [{ name: "key", value: "0x0" }], result: { name: "result", value: "x" } }],
      }),
      method({
        name: "eth_sendRawTransaction",
        "x-avaspec-error-only": "the server refuses every transaction",
        params: [{ name: "tx", required: true, schema: { type: "string", pattern: "^0x[0-9a-f]*$" } }],
        errors: [E.invalidArgument, E.rejected],
        examples: [{ name: "refused", params: [{ name: "tx", value: "0x02" }], "x-avaspec-error": E.rejected }],
      }),
    ],
  };
  const extended = deriveSuite({ node });
  const names = (m: string) => extended.rpc.filter((c) => c.method === m).map((c) => c.name);

  it("an enum value an error pairing shows failing is not expected to succeed; the others are", () => {
    expect(names("eth_feeHistory")).toContain("derived: newestBlock=safe (enum value)");
    expect(names("eth_feeHistory")).not.toContain("derived: newestBlock=earliest (enum value)");
    expect(names("eth_feeHistory")).toContain("example: earliest → error -32000");
  });

  it("a string its pattern refuses decodes: any declared error, not only the decoding one", () => {
    const c = extended.rpc.find((x) => x.method === "eth_getStorageAt" && x.name.startsWith("key: wrong type"));
    expect(c?.body).toContain('"notANumber"');
    const errors = c && "error" in c.expect ? c.expect.error : [];
    expect(errors.map((e) => e.code).sort()).toEqual([-32000, -32602]);
  });

  it("a method whose every answer is an error (x-avaspec-error-only) gets no case expecting a result", () => {
    const cases = extended.rpc.filter((c) => c.method === "eth_sendRawTransaction");
    expect(cases.length).toBeGreaterThan(0);
    expect(cases.filter((c) => "result" in c.expect)).toEqual([]);
  });
});
