// The whole generated suite against our mocks in local mode (`networkId: "local"`, worker threads as the CLI runs
// them): it passes, and its chain flow finds the executing C-Chain and L1 through the Data API and holds each to the
// standard methods a live chain answers (filters, access lists, proofs, the funded accounts' signing). Then the
// suite again through the mocks' strict validating proxy in front of the local node: every answer valid.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMocks, startNodeMock } from "@avaspec/mocks";
import { runContract, type ContractReport } from "./index.js";
import { type Exchange, type Running, startMutant } from "./test-support/servers.js";

type Mocks = Awaited<ReturnType<typeof startMocks>>;
let mocks: Mocks;
let proxy: Awaited<ReturnType<typeof startNodeMock>>;

beforeAll(async () => {
  // a journal that keeps every request of two runs, so the test can see where the chain flow called
  mocks = await startMocks({
    ports: { metrics: 0, data: 0, node: 0 },
    networkId: "local",
    logLevel: "silent",
    journalSize: 20_000,
  });
  proxy = await startNodeMock({ port: 0, proxy: { node: mocks.node.url }, proxyStrict: true });
  // one accepted block, so that the index flow has a container to follow at /ext/index/C/block
  expect((await fetch(`${mocks.node.url}/__avaspec/chain/mine`, { method: "POST" })).status).toBe(200);
}, 120_000);
afterAll(async () => {
  await Promise.all([proxy?.close(), mocks?.close()]);
});

const run = (node: string, data = mocks.data.url, grep?: string) =>
  runContract({
    urls: { metrics: mocks.metrics.url, data, node },
    allowMutations: true,
    preferStatuses: true,
    timeoutMs: 20_000,
    ...(grep ? { grep } : {}),
  });

/** The executing chains, each after checking that the chain flow called its new methods since journal entry `seq`. */
async function heldSince(seq: number): Promise<{ blockchainId: string; chainId: number }[]> {
  const { chains } = (await (await fetch(`${mocks.node.url}/__avaspec/chain`)).json()) as {
    chains: { blockchainId: string; chainId: number }[];
  };
  const calls = (await mocks.node.requests()).filter((e) => e.seq > seq);
  for (const { blockchainId } of chains) {
    const at = calls.filter((e) => e.path === `/ext/bc/${blockchainId}/rpc`).map((e) => JSON.parse(e.body).method);
    for (const method of ["eth_getProof", "eth_createAccessList", "eth_newFilter", "eth_sign", "eth_sendTransaction"])
      expect(at, `${method} at ${blockchainId}`).toContain(method);
  }
  return chains;
}

const failuresOf = (report: ContractReport) =>
  report.results
    .filter((r) => r.status !== "pass")
    .map((r) => `${r.status} ${r.api} ${r.target} › ${r.name}: ${r.skipReason ?? ""}${JSON.stringify(r.failures)}`);

describe("the generated suite against the mocks in local mode", () => {
  it("passes, and holds the executing chains the Data API names to the standard methods", async () => {
    const before = (await mocks.node.requests()).at(-1)?.seq ?? 0;
    const report = await run(mocks.node.url);
    expect(failuresOf(report)).toEqual([]);
    expect(report.coverage.missing).toEqual([]);
    expect(report.summary.ok).toBe(true);
    // the chain flow called each executing chain at its blockchain ID's endpoint (the Data API's rpcUrl)
    const chains = await heldSince(before);
    expect(chains.map((c) => c.chainId).sort()).toEqual([43112, 99999]);
  }, 180_000);

  it("through the strict validating proxy in front of the local node: every answer valid", async () => {
    const before = (await mocks.node.requests()).at(-1)?.seq ?? 0;
    const report = await run(proxy.url);
    // strict: an answer breaking the contract would have been a 502, failing its case
    expect(failuresOf(report)).toEqual([]);
    // the suite's negative cases are refused requests (side "request"); no answer breaks the contract
    const listed = (await (await fetch(`${proxy.url}/__avaspec/violations`)).json()) as {
      dropped: number;
      exchanges: { violations: { side: string; message: string }[] }[];
    };
    expect(listed.dropped).toBe(0); // every exchange with a violation is listed
    const answers = listed.exchanges.flatMap((e) => e.violations).filter((v) => v.side !== "request");
    expect(answers).toEqual([]);
    // the executing chains were held through the proxy (found at the Data API's rpcUrl paths)
    expect(await heldSince(before)).toHaveLength(2);
  }, 180_000);

  describe("mutants the chain flow catches", () => {
    const mutants: Running[] = [];
    afterAll(async () => {
      await Promise.all(mutants.map((m) => m.close()));
    });
    const mutant = async (target: string, mutate: (x: Exchange) => Exchange) => {
      const running = await startMutant(target, mutate);
      mutants.push(running);
      return running.url;
    };
    const chainFlowChecks = (report: ContractReport) =>
      report.results
        .filter((r) => r.name.startsWith("flow: each chain"))
        .flatMap((r) => r.failures.map((f) => f.check));

    it("a Data API naming the local C-Chain by another chain ID → link-chain", async () => {
      const data = await mutant(mocks.data.url, (x) =>
        x.path.startsWith("/v1/chains?") ? { ...x, body: x.body.replace('"chainId":"43112"', '"chainId":"43113"') } : x,
      );
      expect(chainFlowChecks(await run(mocks.node.url, data, "flow: each chain"))).toContain("link-chain");
    }, 120_000);

    it("a block filter whose changes leave out the block just mined (through a proxy) → link-filter", async () => {
      const node = await mutant(mocks.node.url, (x) => {
        const call = JSON.parse(x.requestBody || "{}") as { method?: string };
        if (call.method !== "eth_getFilterChanges" || !x.body.includes('"result":["0x')) return x;
        return { ...x, body: x.body.replace(/"result":\[[^\]]*\]/, '"result":[]') };
      });
      expect(chainFlowChecks(await run(node, mocks.data.url, "flow: each chain"))).toContain("link-filter");
    }, 120_000);
  });
});
