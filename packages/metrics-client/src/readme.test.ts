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
    evmChainId: 43114,
    chainName: "c_chain",
    blockchainId: "2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5",
    subnetId: "11111111111111111111111111111111LpoYY",
    network: "mainnet",
  };
  server = await startServer((req, res) => {
    const url = new URL(req.url, "http://x");
    if (url.pathname === "/v2/chains/43114") json(res, 200, chain);
    else if (url.pathname === "/v2/chains/999999") json(res, 404, errorBody(404, "chain 999999 is not supported"));
    else if (url.pathname === "/v2/chains")
      json(
        res,
        200,
        url.searchParams.get("pageToken")
          ? { chains: [{ ...chain, chainName: "dfk" }] }
          : { chains: [chain], nextPageToken: "p2" },
      );
    else
      json(res, 200, {
        results: Array.from({ length: 20 }, (_, i) => ({ value: i, timestamp: 1724976000 - i * 86400 })),
        nextPageToken: `t${url.searchParams.get("pageToken") ?? 0}x`,
      });
  });
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  const out = await example(server.url);
  expect(out.chain).toEqual(chain);
  expect(out.names).toEqual(["c_chain", "dfk"]);
  expect(out.points).toHaveLength(30);
  expect(log).toHaveBeenCalledWith(404, ["chain 999999 is not supported"]);
  log.mockRestore();
});
