// jest in its ESM mode (node --experimental-vm-modules, no transform) with the MSW handlers: the setup the mocks README
// documents for jest.
import { afterAll, afterEach, beforeAll, expect, test } from "@jest/globals";
import { createHandlers } from "@avaspec/mocks/msw";
import { createMetricsClient, getChain } from "@avaspec/metrics-client";
import { setupServer } from "msw/node";

const mocks = await createHandlers({ seed: "jest" });
const server = setupServer(...mocks);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => mocks.reset());
afterAll(() => server.close());

const metrics = createMetricsClient({ retry: { maxAttempts: 3, baseDelayMs: 1 } });

test("answers a client at the API's own URL, in process", async () => {
  const chain = await getChain(metrics, { path: { chainId: "43114" } });
  expect(chain.chainName).toBeTruthy();
});

test("retries a fault rule's 503, and the journal saw both requests", async () => {
  await mocks.metrics.faults.add({ operation: "getChain", status: 503, times: 1 });
  expect((await getChain(metrics, { path: { chainId: "43114" } })).chainName).toBeTruthy();
  expect(await mocks.metrics.requests({ operation: "getChain" })).toHaveLength(2);
});
