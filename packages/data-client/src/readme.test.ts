// The README's example is src/readme-example.ts, verbatim (type-checked by `tsc` in `test`), and it runs.
import { afterEach, expect, it, vi } from "vitest";
import { errorBody, json, startServer, type TestServer } from "@avaspec/client-core/testing";
import { itEmbedsReadmeExample } from "@avaspec/client-gen/test-support/readme";
import { example } from "./readme-example.js";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

itEmbedsReadmeExample(new URL("../", import.meta.url));

it("the README example runs against a server", async () => {
  const chain = {
    chainId: "43114",
    status: "OK",
    chainName: "Avalanche (C-Chain)",
    description: "C",
    vmName: "EVM",
    rpcUrl: "http://x",
    isTestnet: false,
    networkToken: { name: "Avalanche", symbol: "AVAX", decimals: 18 },
  };
  const block = {
    chainId: "43114",
    blockNumber: "49889407",
    blockTimestamp: 1724990250,
    blockHash: "0xd34b",
    txCount: 1,
    baseFee: "25000000000",
    gasUsed: "53608",
    gasLimit: "15000000",
    gasCost: "0",
    parentHash: "0xf491",
    feesSpent: "1435117553916960",
    cumulativeTransactions: "500325352",
  };
  server = await startServer((req, res) => {
    const path = req.url.split("?")[0]!;
    if (req.headers["x-data-api-key"] !== "k-1") return json(res, 401, errorBody(401, "Invalid API key"));
    if (path === "/v1/chains") json(res, 200, { chains: [chain] });
    else if (path === "/v1/chains/43114") json(res, 200, chain);
    else if (path === "/v1/chains/43114/blocks/49889407") json(res, 200, block);
    else if (path.startsWith("/v1/address/")) json(res, 200, { indexedChains: [chain], unindexedChains: [] });
    else json(res, 404, errorBody(404, "block not found"));
  });
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  const out = await example(server.url, "k-1");
  expect(out).toEqual({
    chains: [chain],
    cChain: chain,
    block,
    where: { indexedChains: [chain], unindexedChains: [] },
  });
  expect(log).toHaveBeenCalledWith(404, ["block not found"]);
  log.mockRestore();
});
