import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataApi } from "../apis.js";
import { startRestMock, type RunningMock } from "../rest/server.js";
import { enumValues, readOperations } from "../rest/spec.js";
import { call, ResponseChecker } from "../rest/test-support.js";

const api = dataApi();
const ops = readOperations(api.dereferenced);
const opById = (id: string) => ops.find((o) => o.operationId === id)!;
const checker = new ResponseChecker();
const NOW = Date.UTC(2024, 8, 4, 13, 37, 21);
let mock: RunningMock;

beforeAll(async () => {
  mock = await startRestMock(api, { port: 0, seed: "data-test", clock: () => NOW });
});
afterAll(() => mock.close());

async function get(op: string, path: string, init?: RequestInit) {
  const r = await call(mock.url, path, init);
  expect(checker.check(opById(op), r.status, r.body), `${path} -> ${r.status} ${r.text.slice(0, 200)}`).toBeUndefined();
  expect(r.headers.get("content-type")).toBe("application/json");
  return r;
}

/** The pinned example block of the spec (the real C-Chain block 49889407). */
const exampleBlock = Object.values<any>(
  api.dereferenced.paths["/v1/chains/{chainId}/blocks/{blockId}"].get.responses["200"].content["application/json"]
    .examples,
)[0].value;

describe("data mock: blocks", () => {
  it("the same block by number and by hash", async () => {
    for (const n of ["1", "1000", "49889406", "49889407", "49889408", "50000000"]) {
      const byNumber = await get("getBlock", `/v1/chains/43114/blocks/${n}`);
      expect(byNumber.status).toBe(200);
      expect(byNumber.body.blockNumber).toBe(n);
      const byHash = await get("getBlock", `/v1/chains/43114/blocks/${byNumber.body.blockHash}`);
      expect(byHash.body).toEqual(byNumber.body);
      const upper = await get(
        "getBlock",
        `/v1/chains/43114/blocks/${byNumber.body.blockHash.toUpperCase().replace("0X", "0x")}`,
      );
      expect(upper.body).toEqual(byNumber.body);
    }
  });

  it("parentHash links each block to the previous one; time and cumulative counts agree", async () => {
    let child = (await get("getBlock", "/v1/chains/43114/blocks/49889410")).body;
    for (let i = 0; i < 6; i++) {
      const parent = (await get("getBlock", `/v1/chains/43114/blocks/${child.parentHash}`)).body;
      expect(Number(parent.blockNumber)).toBe(Number(child.blockNumber) - 1);
      expect(parent.blockTimestamp).toBeLessThanOrEqual(child.blockTimestamp);
      expect(Number(child.cumulativeTransactions) - Number(parent.cumulativeTransactions)).toBe(child.txCount);
      child = parent;
    }
    const genesis = (await get("getBlock", "/v1/chains/43114/blocks/0")).body;
    expect(genesis.parentHash).toBe(`0x${"0".repeat(64)}`);
  });

  it("reproduces the spec's example block exactly, by number and by hash", async () => {
    expect(
      (await get("getBlock", `/v1/chains/${exampleBlock.chainId}/blocks/${exampleBlock.blockNumber}`)).body,
    ).toEqual(exampleBlock);
    expect((await get("getBlock", `/v1/chains/${exampleBlock.chainId}/blocks/${exampleBlock.blockHash}`)).body).toEqual(
      exampleBlock,
    );
    const next = (
      await get("getBlock", `/v1/chains/${exampleBlock.chainId}/blocks/${Number(exampleBlock.blockNumber) + 1}`)
    ).body;
    expect(next.parentHash).toBe(exampleBlock.blockHash);
  });

  it("unknown blocks and chains are 404 with the contract's error body (message a string)", async () => {
    const future = await get("getBlock", "/v1/chains/43114/blocks/999999999999");
    expect(future.status).toBe(404);
    expect(future.body).toEqual({
      message: "Block 999999999999 not found on chain 43114",
      statusCode: 404,
      error: "Not Found",
    });
    const hash = await get("getBlock", `/v1/chains/43114/blocks/0x${"ab".repeat(32)}`);
    expect(hash.status).toBe(404);
    const chain = await get("getBlock", "/v1/chains/999999/blocks/1");
    expect(chain.body).toEqual({ message: "Chain 999999 not found", statusCode: 404, error: "Not Found" });
    expect((await get("getChain", "/v1/chains/999999")).status).toBe(404);
    // a hash of another chain is not a block of this one
    const fuji = (await get("getBlock", "/v1/chains/43113/blocks/12345")).body;
    expect((await get("getBlock", `/v1/chains/43114/blocks/${fuji.blockHash}`)).status).toBe(404);
  });

  it("a chain whose status is UNAVAILABLE answers 503 for its blocks", async () => {
    const chains = (await get("listChains", "/v1/chains")).body.chains;
    const down = chains.find((c: any) => c.status === "UNAVAILABLE");
    expect(down).toBeDefined();
    const r = await get("getBlock", `/v1/chains/${down.chainId}/blocks/1`);
    expect(r.status).toBe(503);
  });
});

describe("data mock: chains", () => {
  it("finds a chain by EVM chain ID and by blockchain ID", async () => {
    const byEvm = await get("getChain", "/v1/chains/43114");
    const byId = await get("getChain", `/v1/chains/${byEvm.body.platformChainId}`);
    expect(byId.body).toEqual(byEvm.body);
    expect(byEvm.body.chainName).toBe("Avalanche (C-Chain)");
  });

  it("the chain list honours the network and feature filters", async () => {
    const all = (await get("listChains", "/v1/chains")).body.chains;
    expect(all.length).toBeGreaterThan(5);
    const mainnet = (await get("listChains", "/v1/chains?network=mainnet")).body.chains;
    const fuji = (await get("listChains", "/v1/chains?network=fuji")).body.chains;
    const testnet = (await get("listChains", "/v1/chains?network=testnet")).body.chains;
    expect(mainnet.every((c: any) => !c.isTestnet)).toBe(true);
    expect(fuji.every((c: any) => c.isTestnet)).toBe(true);
    expect(fuji).toEqual(testnet);
    expect(mainnet.length + fuji.length).toBe(all.length);
    const features = enumValues(api.dereferenced.components.schemas.Feature);
    for (const f of features) {
      const some = (await get("listChains", `/v1/chains?feature=${f}`)).body.chains;
      expect(some.every((c: any) => c.enabledFeatures.includes(f))).toBe(true);
      expect(some.length).toBe(all.filter((c: any) => (c.enabledFeatures ?? []).includes(f)).length);
      const both = (await get("listChains", `/v1/chains?feature=${f}&network=mainnet`)).body.chains;
      expect(both.every((c: any) => c.enabledFeatures.includes(f) && !c.isTestnet)).toBe(true);
    }
    const bad = await get("listChains", "/v1/chains?network=moon");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("network must be one of the following values: mainnet, fuji, testnet");
  });

  it("the metrics and data mocks list the same chains for the same seed", async () => {
    const { metricsApi } = await import("../apis.js");
    const metrics = await startRestMock(metricsApi(), { port: 0, seed: "data-test", clock: () => NOW });
    try {
      const m = (await call(metrics.url, "/v2/chains?pageSize=1000")).body.chains.map((c: any) => [
        String(c.evmChainId),
        c.blockchainId,
      ]);
      const d = (await call(mock.url, "/v1/chains")).body.chains.map((c: any) => [c.chainId, c.platformChainId]);
      expect(m).toEqual(d);
    } finally {
      await metrics.close();
    }
  });

  it("an address's chains are seeded and stable; unindexed IDs are not listed chains", async () => {
    const path = "/v1/address/0x9f8c163cba728e99993abe7495f06c0a3c8ac8b9/chains";
    const a = await get("listAddressChains", path);
    const b = await get(
      "listAddressChains",
      path.toUpperCase().replace("/V1/ADDRESS/0X", "/v1/address/0x").replace("/CHAINS", "/chains"),
    );
    expect(b.body).toEqual(a.body);
    const listed = new Set((await get("listChains", "/v1/chains")).body.chains.map((c: any) => c.chainId));
    for (const id of a.body.unindexedChains) expect(listed.has(id)).toBe(false);
  });

  it("accepts x-data-api-key and x-glacier-api-key, or no key", async () => {
    for (const headers of [{}, { "x-data-api-key": "k" }, { "x-glacier-api-key": "k" }] as Array<
      Record<string, string>
    >) {
      expect((await get("getChain", "/v1/chains/43114", { headers })).status).toBe(200);
    }
  });

  it("same seed, same blocks; another seed, other hashes", async () => {
    const other = await startRestMock(dataApi(), { port: 0, seed: "other", clock: () => NOW });
    const same = await startRestMock(dataApi(), { port: 0, seed: "data-test", clock: () => NOW });
    try {
      const path = "/v1/chains/43114/blocks/123456";
      expect((await call(same.url, path)).body).toEqual((await call(mock.url, path)).body);
      expect((await call(other.url, path)).body.blockHash).not.toBe((await call(mock.url, path)).body.blockHash);
    } finally {
      await other.close();
      await same.close();
    }
  });
});
