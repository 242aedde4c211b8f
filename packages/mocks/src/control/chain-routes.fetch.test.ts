// The chain routes in this process: createMockFetch's node door serves them too, and the control client drives them
// through its fetch.
import { expect, it } from "vitest";
import { createMockFetch } from "../adapters/fetch.js";
import { createControlClient } from "./client.js";

it("createMockFetch in local mode takes the chain routes, through the control client", async () => {
  const mockFetch = await createMockFetch({ networkId: "local" });
  const node = mockFetch.baseUrls.node;
  const control = createControlClient(node, { fetch: mockFetch });
  const head = async () => {
    const response = await mockFetch(`${node}/ext/bc/l1/rpc`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_blockNumber", params: [] }),
    });
    return Number(((await response.json()) as { result: string }).result);
  };
  const id = await control.chain.snapshot({ chain: "l1" });
  expect((await control.chain.mine({ chain: "l1" })).number).toBe(1);
  expect(await head()).toBe(1);
  expect(await control.chain.revert(id, { chain: "l1" })).toBe(true);
  expect(await head()).toBe(0);
}, 60_000);
