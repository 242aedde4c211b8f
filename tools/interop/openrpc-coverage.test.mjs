// @open-rpc/test-coverage (the OpenRPC project's runner) against our node mock, each method routed to its endpoint:
// every example pairing with a result passes. What the tool cannot take from our document is adapted, and pinned
// here, so a fixed tool (or a changed document) shows up.
import { createServer } from "node:http";
import { startNodeMock } from "@avaspec/mocks";
import { loadSpec } from "@avaspec/specs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adaptForTestCoverage, methodUrl, runTestCoverage, withoutFormats } from "./lib/openrpc-coverage.mjs";

const doc = loadSpec("node", { dereferenced: true });
const pairings = doc.methods.flatMap((m) => (m.examples ?? []).map((ex) => ({ method: m.name, ex })));
const withResult = pairings.filter((p) => p.ex.result !== undefined);

let mock;
beforeAll(async () => {
  mock = await startNodeMock({ port: 0 });
});
afterAll(async () => {
  await mock?.close();
});

describe("@open-rpc/test-coverage against the node mock", { timeout: 120_000 }, () => {
  it("passes every example pairing that has a result, each call on its method's endpoint", async () => {
    const { document, skipped } = adaptForTestCoverage(doc);
    const calls = await runTestCoverage({ document, baseUrl: mock.url });
    expect(calls.filter((c) => !c.valid).map((c) => `${c.method} (${c.title}) at ${c.url}: ${c.reason}`)).toEqual([]);
    // one call per pairing with a result: none silently dropped
    expect(calls.map((c) => c.method).sort()).toEqual(withResult.map((p) => p.method).sort());
    expect(calls.length).toBeGreaterThan(20);
    // the pairings left out are exactly the error pairings, each named
    expect(skipped.map((s) => `${s.method}: ${s.example}`).sort()).toEqual(
      pairings
        .filter((p) => p.ex.result === undefined)
        .map((p) => `${p.method}: ${p.ex.name}`)
        .sort(),
    );
    expect(skipped.every((s) => s.reason.startsWith("error pairing ("))).toBe(true);
    const exact = calls.filter((c) => c.exact).length;
    console.log(
      `test-coverage: ${calls.length} passed (${exact} equal to the example, the rest on the schema), 0 failed, ` +
        `${skipped.length} error pairings left out`,
    );
  });

  it("routes each method to the path of its endpoint kind (x-avaspec-endpoints), on the server under test", () => {
    const endpoints = doc["x-avaspec-endpoints"];
    for (const m of doc.methods) {
      const url = new URL(methodUrl(m, mock.url));
      expect(url.host, m.name).toBe(new URL(mock.url).host);
      const template = endpoints[m["x-avaspec-endpoint"]].path;
      const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, "[^/]+")}$`);
      expect(url.pathname, m.name).toMatch(pattern);
    }
  });

  it("the tool as published cannot take the document as it is: it reads result.value of error pairings", async () => {
    const errorPairing = pairings.find((p) => p.ex.result === undefined);
    expect(errorPairing, "the document has error pairings (x-avaspec-error)").toBeDefined();
    await expect(runTestCoverage({ document: doc, baseUrl: mock.url })).rejects.toThrow(/value/);
  });

  it("drops only `format` annotations from result schemas, never data", () => {
    const schema = {
      type: "object",
      properties: { timestamp: { type: "string", format: "date-time" }, format: { type: "string", enum: ["hex"] } },
      examples: [{ format: "cb58" }],
      const: { format: "x" },
    };
    expect(withoutFormats(schema)).toEqual({
      type: "object",
      properties: { timestamp: { type: "string" }, format: { type: "string", enum: ["hex"] } },
      examples: [{ format: "cb58" }],
      const: { format: "x" },
    });
  });
});

describe("teeth", { timeout: 120_000 }, () => {
  /** A JSON-RPC server answering every call with `answer(id)`. */
  const stub = async (answer) => {
    const server = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify(answer(JSON.parse(body).id)));
      });
    });
    await new Promise((r) => server.listen(0, "127.0.0.1", () => r(undefined)));
    const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
    return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r(undefined))) };
  };

  it("a server giving wrong results fails the run, naming method and reason", async () => {
    const server = await stub((id) => ({ jsonrpc: "2.0", id, result: { unexpected: [1, 2, 3] } }));
    try {
      const { document } = adaptForTestCoverage(doc);
      const calls = await runTestCoverage({ document, baseUrl: server.url });
      const failed = calls.filter((c) => !c.valid);
      expect(failed.length).toBeGreaterThan(calls.length / 2);
      expect(failed.find((c) => c.method === "index.getContainerByIndex")?.reason).toMatch(/^expected .* but got/);
    } finally {
      await server.close();
    }
  });

  it("a server answering errors fails every call", async () => {
    const server = await stub((id) => ({ jsonrpc: "2.0", id, error: { code: -32601, message: "method not found" } }));
    try {
      const { document } = adaptForTestCoverage(doc);
      const calls = await runTestCoverage({ document, baseUrl: server.url });
      expect(calls.every((c) => !c.valid)).toBe(true);
      expect(calls[0]?.reason).toContain("but got an error");
    } finally {
      await server.close();
    }
  });
});
