// The generated client against the project's node mock (@avaspec/mocks, itself driven by the same OpenRPC
// document): real answers, real errors, real aliases. The mock does not depend on this package (no cycle).
import { behindValidatingProxy } from "@avaspec/client-gen/test-support/validating-proxy";
import { startNodeMock } from "@avaspec/mocks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JsonRpcError, NotFoundError, createNodeClient, endpoints, type NodeClient } from "./index.js";

let mock: Awaited<ReturnType<typeof behindValidatingProxy>>;
let node: NodeClient;
beforeAll(async () => {
  // the mock behind a strict validating proxy: every exchange below is also held to the contract by the proxy
  mock = await behindValidatingProxy("node", startNodeMock, { seed: "node-client" });
  node = createNodeClient({ baseUrl: mock.url, retry: false });
});
afterAll(async () => {
  // runs after every test of the file: the proxy saw no answer that breaks the contract
  expect(await mock.responseViolations()).toEqual([]);
  await mock.close();
});

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: unknown) => e,
  );

describe("admin", () => {
  it("reads and sets logger levels; a call with neither level is a JsonRpcError", async () => {
    const { loggerLevels } = await node.admin.getLoggerLevel();
    expect(Object.keys(loggerLevels)).toEqual(expect.arrayContaining(["C", "P", "X", "main", "vm-factory"]));
    expect(loggerLevels.C).toEqual({ logLevel: "INFO", displayLevel: "INFO" });
    await node.admin.setLoggerLevel({ loggerName: "C", logLevel: "DEBUG" });
    expect((await node.admin.getLoggerLevel({ loggerName: "C" })).loggerLevels.C?.logLevel).toBe("DEBUG");
    // the types forbid it (x-avaspec-requires-one-of); a JavaScript caller still gets the node's error
    const error = await rejection(node.admin.setLoggerLevel({ loggerName: "C" } as never));
    expect(error).toBeInstanceOf(JsonRpcError);
    expect(error).toMatchObject({
      code: -32000,
      message: "need to specify either displayLevel or logLevel",
      data: null,
      method: "admin.setLoggerLevel",
    });
  });

  it("the CPU profiler's states, and the seed's errors", async () => {
    await expect(node.admin.startCPUProfiler()).resolves.toEqual({});
    await expect(node.admin.startCPUProfiler()).rejects.toMatchObject({
      code: -32000,
      message: "cpu profiler already running",
    });
    await expect(node.admin.stopCPUProfiler()).resolves.toEqual({});
    await expect(node.admin.stopCPUProfiler()).rejects.toMatchObject({
      code: -32000,
      message: "cpu profiler doesn't exist",
    });
  });

  it("admin.alias makes the API answer under /ext/<alias>; too long an alias is refused", async () => {
    await node.admin.alias({ endpoint: "admin", alias: "myadmin" });
    await expect(node.alias("myadmin", "admin").getLoggerLevel({ loggerName: "main" })).resolves.toEqual({
      loggerLevels: { main: { logLevel: "INFO", displayLevel: "INFO" } },
    });
    await expect(node.admin.alias({ endpoint: "admin", alias: "x".repeat(513) })).rejects.toMatchObject({
      name: "JsonRpcError",
      message: "alias length is too long",
    });
  });

  it("admin.aliasChain makes chain(alias) reach the chain's rpc and validators", async () => {
    await node.admin.aliasChain({ chain: "2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5", alias: "cee" });
    const { aliases } = await node.admin.getChainAliases({
      chain: "2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5",
    });
    expect(aliases).toContain("cee");
    const viaAlias = await node.chain("cee").getChainConfig();
    expect(viaAlias).toEqual(await node.chain("C").getChainConfig());
    expect(viaAlias.chainId).toBe(43114);
    expect(Array.isArray((await node.chain("cee").validators.getCurrentValidators()).validators)).toBe(true);
  });
});

describe("index: every instance of the document", () => {
  const instances = endpoints.find((e) => e.name === "index")!.instances!;
  it.each(instances.map((i) => i.join("/")))("%s", async (pair) => {
    const [chain, kind] = pair.split("/") as ["X", "tx"];
    const index = node.index(chain, kind);
    const last = await index.getLastAccepted({ encoding: "hex" });
    expect(last).toMatchObject({
      id: expect.any(String),
      bytes: expect.stringMatching(/^0x[0-9a-f]*$/),
      encoding: "hex",
      index: expect.stringMatching(/^\d+$/),
    });
    const first = await index.getContainerByIndex({ index: 0, encoding: "hex" });
    expect(first.index).toBe("0");
    await expect(index.getIndex({ id: first.id })).resolves.toEqual({ index: "0" });
    await expect(index.isAccepted({ id: first.id })).resolves.toEqual({ isAccepted: true });
    const range = await index.getContainerRange({ startIndex: 0, numToFetch: 2, encoding: "hex" });
    expect(range?.[0]).toEqual(first);
    const past = Number(last.index) + 1;
    await expect(index.getContainerByIndex({ index: past })).rejects.toMatchObject({
      name: "JsonRpcError",
      code: -32000,
      message: `no container at index ${past}`,
    });
  });
});

describe("chain VM and validators", () => {
  it("eth_* methods with positional args, and a typed batch", async () => {
    const chain = node.chain("C");
    const fees = await chain.feeConfig();
    expect(fees.feeConfig.gasLimit).toEqual(expect.any(Number));
    expect(await chain.feeConfig("latest")).toEqual(fees);
    const rules = await chain.getActiveRulesAt();
    expect(typeof rules.ethRules.IsCancun).toBe("boolean");
    const [a, b] = await chain.batch([{ method: "eth_feeConfig" }, { method: "eth_getChainConfig" }]);
    expect(a).toEqual({ ok: true, result: fees });
    expect(b.ok && b.result.chainId).toBe(43114);
    // a string timestamp is refused by the node (-32602), per entry in a batch
    const [bad] = await chain.batch([{ method: "eth_getActiveRulesAt", params: ["soon" as unknown as number] }]);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatchObject({ code: -32602, method: "eth_getActiveRulesAt" });
  });

  it("validators of the subnet chain (its ID read from the node's loggers)", async () => {
    const { loggerLevels } = await node.admin.getLoggerLevel();
    const subnet = Object.keys(loggerLevels).find((k) => !["C", "P", "X", "main", "vm-factory"].includes(k));
    expect(subnet).toBeDefined();
    const { validators } = await node.chain(subnet!).validators.getCurrentValidators();
    expect(validators.length).toBeGreaterThan(0);
    const one = validators[0]!;
    expect(one.nodeID).toMatch(/^NodeID-/);
    await expect(node.chain(subnet!).validators.getCurrentValidators({ nodeIDs: [one.nodeID] })).resolves.toEqual({
      validators: [one],
    });
  });
});

describe("APIs switched off", () => {
  it("404 names the method and the flag that enables the API", async () => {
    const off = await startNodeMock({ port: 0, adminEnabled: false, indexEnabled: false });
    try {
      const client = createNodeClient({ baseUrl: off.url, retry: false });
      const admin = await rejection(client.admin.getLoggerLevel());
      expect(admin).toBeInstanceOf(NotFoundError);
      expect((admin as Error).message).toMatch(/^admin\.getLoggerLevel [\s\S]*--api-admin-enabled/);
      const index = await rejection(client.index("X", "block").getLastAccepted());
      expect(index).toBeInstanceOf(NotFoundError);
      expect((index as Error).message).toContain("--index-enabled");
    } finally {
      await off.close();
    }
  });
});
