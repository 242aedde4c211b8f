import { createMockFetch } from "@avaspec/mocks/fetch";
import { createNodeClient } from "@avaspec/node-client";
import { expect, it } from "vitest";

it("answers a client that takes a custom fetch, with no network and no interception", async () => {
  const mockFetch = await createMockFetch({ seed: "my-tests", latency: "5-20" });
  const node = createNodeClient({ fetch: mockFetch });
  await mockFetch.node.faults.add({
    method: "eth_feeConfig",
    error: { code: -32000, message: "header not found" },
    times: 1,
  });

  await expect(node.chain("C").feeConfig("latest")).rejects.toMatchObject({ code: -32000 });
  const { feeConfig } = await node.chain("C").feeConfig("latest");
  expect(feeConfig.gasLimit).toBeGreaterThan(0);

  // the same engines as a (Request) => Promise<Response> handler, e.g. for Deno.serve or Bun.serve
  const response = await mockFetch.handlers.data(new Request("http://localhost:8000/v1/chains/43114"));
  expect(response.status).toBe(200);
});
