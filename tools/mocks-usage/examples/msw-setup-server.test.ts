import { createHandlers } from "@avaspec/mocks/msw";
import { createMetricsClient, getChain, getChainMetrics } from "@avaspec/metrics-client";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";

// The three APIs at their production URLs, answered in this process: the application's code is unchanged.
const mocks = await createHandlers({ seed: "my-tests" });
const server = setupServer(...mocks);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(async () => {
  server.resetHandlers(); // drops per-test overrides
  await mocks.reset(); // faults, scenarios, journals and node state back to the start
});
afterAll(() => server.close());

const metrics = createMetricsClient({ retry: { maxAttempts: 3, baseDelayMs: 1 } });

it("pages through a series until its end", async () => {
  const points = await getChainMetrics.all(metrics, {
    path: { chainId: "43114", metric: "txCount" },
    query: { timeInterval: "day", startTimestamp: 1719792000, endTimestamp: 1725148800, pageSize: 10 },
  });
  expect(points).toHaveLength(62);
  expect(await mocks.metrics.requests({ operation: "getChainMetrics" })).toHaveLength(7);
});

it("retries a fault the spec declares", async () => {
  await mocks.metrics.faults.add({ operation: "getChain", status: 503, times: 2 });
  expect((await getChain(metrics, { path: { chainId: "43114" } })).chainName).toBeTruthy();
  // two 503s and the answer: a VerificationError lists the near misses when the count is off
  await mocks.metrics.verify({ operation: "getChain", path: { chainId: "43114" } }, { times: 3 });
});

it("takes a per-test override in front of the mocks", async () => {
  server.use(http.get("https://metrics.avax.network/v2/chains/43114", () => HttpResponse.json({}, { status: 404 })));
  await expect(getChain(metrics, { path: { chainId: "43114" } })).rejects.toMatchObject({ status: 404 });
});
