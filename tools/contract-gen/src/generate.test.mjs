// @ts-check
// The cases the generator derives from a spec (the fixture specs here), and its drift check.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { restFixture, rpcFixture } from "./fixture-specs.mjs";
import { generateSuite } from "./generate.mjs";

const suite = generateSuite({ metrics: restFixture, node: rpcFixture });
/** @param {any} f */
const flowName = (f) => (f.kind === "aliasLink" ? f.method : f.setter);
const restNames = (/** @type {string} */ op) => suite.rest.filter((c) => c.operationId === op).map((c) => c.name);
/** @param {string} method @param {string} part @returns {import("./suite.js").RpcCase} */
const rpc = (method, part) => /** @type {any} */ (suite.rpc.find((c) => c.method === method && c.name.includes(part)));

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
  const method = (/** @type {Record<string, any>} */ m) => ({
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
  const extended = generateSuite({ metrics: restFixture, node });
  const names = (/** @type {string} */ m) => extended.rpc.filter((c) => c.method === m).map((c) => c.name);

  it("an enum value an error pairing shows failing is not expected to succeed; the others are", () => {
    expect(names("eth_feeHistory")).toContain("derived: newestBlock=safe (enum value)");
    expect(names("eth_feeHistory")).not.toContain("derived: newestBlock=earliest (enum value)");
    expect(names("eth_feeHistory")).toContain("example: earliest → error -32000");
  });

  it("a string its pattern refuses decodes: any declared error, not only the decoding one", () => {
    const c = extended.rpc.find((x) => x.method === "eth_getStorageAt" && x.name.startsWith("key: wrong type"));
    expect(c?.body).toContain('"notANumber"');
    const codes = /** @type {any} */ (c ?? { expect: { error: [] } }).expect.error.map(
      (/** @type {any} */ e) => e.code,
    );
    expect(codes.sort()).toEqual([-32000, -32602]);
  });

  it("a method whose every answer is an error (x-avaspec-error-only) gets no case expecting a result", () => {
    const cases = extended.rpc.filter((c) => c.method === "eth_sendRawTransaction");
    expect(cases.length).toBeGreaterThan(0);
    expect(cases.filter((c) => "result" in c.expect)).toEqual([]);
  });
});

describe("generateSuite", () => {
  it("lists every operation and method of the specs, and nothing else", () => {
    expect(suite.operations.map((o) => o.id).sort()).toEqual(
      ["getBlock", "getSeries", "runQuery", ...rpcFixture.methods.map((m) => m.name)].sort(),
    );
    expect(suite.$comment).toMatch(/generated .* do not edit/);
  });

  it("seed rule: every day-only metric with every other interval is a 400", () => {
    const names = restNames("getSeries").filter((n) => n.startsWith("rule: day-only"));
    expect(names).toEqual([
      "rule: day-only metric metric=avgTps with timeInterval=hour → 400",
      "rule: day-only metric metric=cumulativeTxCount with timeInterval=hour → 400",
    ]);
    // and a day-only metric asked positively is asked with day
    const c = suite.rest.find((x) => x.name === "derived: metric=avgTps (enum value)");
    expect(c?.request.query?.timeInterval).toBe("day");
    // a non-day interval on the positive side is paired with a metric that accepts it
    const hour = suite.rest.find((x) => x.name === "derived: timeInterval=hour (enum value)");
    expect(hour?.request.path).toMatch(/\/metrics\/txCount$/);
  });

  it("seed rule: pageSize just outside each bound is a 400; an unknown page token is a 400", () => {
    const page = suite.rest.filter((c) => c.operationId === "getSeries" && c.name.startsWith("pageSize:"));
    expect(page.map((c) => [c.name, c.request.query?.pageSize, c.expect.statuses])).toEqual([
      ["pageSize: wrong type (notANumber) → 400", "notANumber", [400]],
      ["pageSize: wrong type (1.5, not an integer) → 400", "1.5", [400]],
      ["pageSize: just below minimum (0 < 1) → 400", "0", [400]],
      ["pageSize: just above maximum (11 > 10) → 400", "11", [400]],
    ]);
    expect(restNames("getSeries")).toContain("rule: pageToken unknown or expired → 400");
    // the positive cases never carry the spec's sample page token (only a server hands tokens out)
    expect(suite.rest.filter((c) => c.kind !== "rule").every((c) => c.request.query?.pageToken === undefined)).toBe(
      true,
    );
  });

  it("seed rule: unknown chain or block is a 404 (a well-formed identifier that names nothing)", () => {
    expect(restNames("getBlock")).toEqual(
      expect.arrayContaining(["rule: unknown chainId (999999999) → 404", "rule: unknown blockId (999999999) → 404"]),
    );
    const node404 = suite.rpc.find((c) => c.name.startsWith("rule: unknown chain") && c.endpoint === "rpc");
    expect(node404?.expect).toEqual({ httpStatuses: [404] });
  });

  it("keeps a negative value only when the parameter's schema rejects it", () => {
    // chainId is a string with a pattern: no "wrong type" case, a pattern case
    expect(restNames("getBlock").some((n) => n.startsWith("chainId: wrong type"))).toBe(false);
    expect(restNames("getBlock")).toContain("chainId: does not match pattern → 400/404");
    // index accepts integers and decimal strings: 12345 is not a wrong type for it
    expect(
      suite.rpc.some((c) => c.method === "index.getContainerByIndex" && c.name === "index: wrong type (12345) → error"),
    ).toBe(false);
    expect(rpc("index.getContainerByIndex", "index: wrong type").body).toContain('"index":"notANumber"');
  });

  it("body: malformed JSON, a schema-violating body, a missing body; every request-body example", () => {
    expect(restNames("runQuery")).toEqual(
      expect.arrayContaining([
        "body: malformed JSON → 400",
        "body: empty object violates the schema → 400",
        "body: missing (required) → 400",
        'example: request body "two"',
      ]),
    );
  });

  it("JSON-RPC seed rules as named cases, with the specified code and message", () => {
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

  it("endpoint cases from x-avaspec-endpoints: unknown method, parse error, batches", () => {
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
  });

  it("examples run at the method's own server (else the first instance); the index flow runs at every instance", () => {
    expect(
      suite.rpc.filter((c) => c.method === "index.getLastAccepted" && c.kind === "example").map((c) => c.path),
    ).toEqual(["/ext/index/C/block"]);
    expect(
      suite.rpc.filter((c) => c.method === "index.getContainerByID" && c.kind === "example").map((c) => c.path),
    ).toEqual(["/ext/index/X/tx", "/ext/index/X/tx"]);
    expect(suite.flows.filter((f) => f.kind === "indexLink").map((f) => f.kind === "indexLink" && f.path)).toEqual([
      "/ext/index/C/block",
      "/ext/index/X/tx",
    ]);
  });

  it("finds the stateful flows from the shapes of params and results", () => {
    const kinds = suite.flows.map(
      (f) => `${f.kind}:${"operationId" in f ? f.operationId : f.kind === "indexLink" ? f.path : flowName(f)}`,
    );
    expect(kinds.sort()).toEqual(
      [
        "aliasLink:admin.alias",
        "aliasLink:admin.aliasChain",
        "blockLink:getBlock",
        "link:getBlock",
        "link:getBlock",
        "indexLink:/ext/index/C/block",
        "indexLink:/ext/index/X/tx",
        "loggerLink:admin.setLoggerLevel",
        "pagination:getSeries",
      ].sort(),
    );
    const idx = suite.flows.find((f) => f.kind === "indexLink");
    expect(idx).toMatchObject({
      last: "index.getLastAccepted",
      byId: "index.getContainerByID",
      getIndex: "index.getIndex",
      byIndex: "index.getContainerByIndex",
      range: { method: "index.getContainerRange", startParam: "startIndex", countParam: "numToFetch" },
    });
    expect(suite.flows.filter((f) => f.kind === "link").map((f) => [f.name, f.kind === "link" && f.same])).toEqual([
      ["link: sameBlockByHash → getBlock", true],
      ["link: parentBlock → getBlock", false],
    ]);
    const chain = suite.flows.find((f) => f.kind === "aliasLink" && f.method === "admin.aliasChain");
    expect(chain).toMatchObject({
      aliasPath: "/ext/bc/{alias}/rpc",
      through: { method: "eth_feeConfig" },
      list: { method: "admin.getChainAliases" },
    });
  });

  it("is deterministic", () => {
    expect(JSON.stringify(generateSuite({ metrics: restFixture, node: rpcFixture }))).toBe(JSON.stringify(suite));
  });
});

describe("contract-gen --check (check:generated)", () => {
  const cli = join(dirname(fileURLToPath(import.meta.url)), "cli.mjs");
  // Five runs of the CLI over the real specs: slow on a loaded machine, so a generous deadline.
  it("passes on a fresh output and fails on an edited, missing or extra file", () => {
    const dir = mkdtempSync(join(tmpdir(), "contract-gen-test-"));
    try {
      execFileSync(process.execPath, [cli, "--out", dir], { stdio: "pipe" });
      expect(spawnSync(process.execPath, [cli, "--check", dir]).status).toBe(0);
      const file = join(dir, "suite.json");
      const original = readFileSync(file, "utf8");
      writeFileSync(file, original.replace("do not edit", "edited"));
      const edited = spawnSync(process.execPath, [cli, "--check", dir], { encoding: "utf8" });
      expect(edited.status).toBe(1);
      expect(edited.stderr).toMatch(/out of date .*suite\.json/);
      writeFileSync(file, original);
      writeFileSync(join(dir, "stray.json"), "{}");
      expect(spawnSync(process.execPath, [cli, "--check", dir]).status).toBe(1);
      rmSync(join(dir, "stray.json"));
      rmSync(join(dir, "index.ts"));
      expect(spawnSync(process.execPath, [cli, "--check", dir]).status).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
