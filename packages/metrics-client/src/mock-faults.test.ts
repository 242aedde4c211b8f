// The real client against the real mock with faults: it retries 503 and 429, honours Retry-After, and succeeds.
// The mock's request journal shows what the client did, attempt by attempt.
import { startMetricsMock } from "@avaspec/mocks";
import { afterEach, describe, expect, it } from "vitest";
import { createMetricsClient, getChain, RateLimitError, ServiceUnavailableError } from "./index.js";

type Mock = Awaited<ReturnType<typeof startMetricsMock>>;
const mocks: Mock[] = [];
afterEach(async () => {
  await Promise.all(mocks.splice(0).map((m) => m.close()));
});

async function mock(options: Parameters<typeof startMetricsMock>[0] = {}): Promise<Mock> {
  const started = await startMetricsMock({ port: 0, logLevel: "silent", ...options });
  mocks.push(started);
  return started;
}

const input = { path: { chainId: "43114" } };

describe("the metrics client against a mock with faults", () => {
  it("retries a declared 503 twice and succeeds on the third attempt", async () => {
    const m = await mock();
    await m.faults.add({ operation: "getChain", status: 503, times: 2 });
    const client = createMetricsClient({ baseUrl: m.url, retry: { maxAttempts: 3, baseDelayMs: 10 } });
    const chain = await getChain(client, input);
    expect(chain).toMatchObject({ evmChainId: 43114 });
    const calls = await m.requests({ operation: "getChain" });
    expect(calls.map((c) => c.status)).toEqual([503, 503, 200]);
  });

  it("honours Retry-After on a 429 from a fault rule", async () => {
    const m = await mock();
    await m.faults.add({ operation: "getChain", status: 429, retryAfter: 1, times: 1 });
    const client = createMetricsClient({ baseUrl: m.url, retry: { maxAttempts: 2, baseDelayMs: 1 } });
    await getChain(client, input);
    const [refused, answered] = await m.requests({ operation: "getChain" });
    expect([refused!.status, answered!.status]).toEqual([429, 200]);
    // the client waited the second the server asked for (its own backoff would have been ≤ 1 ms)
    expect(answered!.receivedAt - refused!.receivedAt).toBeGreaterThanOrEqual(950);
  });

  it("honours Retry-After from --rate-limit and succeeds once the window has passed", async () => {
    const m = await mock({ rateLimit: "1/1" });
    const client = createMetricsClient({ baseUrl: m.url, retry: { maxAttempts: 3, baseDelayMs: 1 } });
    await getChain(client, input);
    await getChain(client, input);
    const calls = await m.requests({ operation: "getChain" });
    expect(calls.map((c) => c.status)).toEqual([200, 429, 200]);
    expect(calls[2]!.receivedAt - calls[1]!.receivedAt).toBeGreaterThanOrEqual(500);
  });

  it("gives up with the typed error when the fault outlasts its retries (the test has teeth)", async () => {
    const m = await mock();
    await m.faults.add([{ operation: "getChain", status: 503, times: 3 }]);
    const client = createMetricsClient({ baseUrl: m.url, retry: { maxAttempts: 3, baseDelayMs: 1 } });
    await expect(getChain(client, input)).rejects.toBeInstanceOf(ServiceUnavailableError);
    await m.faults.clear();
    await m.faults.add({ operation: "getChain", status: 429, times: 1 });
    const once = createMetricsClient({ baseUrl: m.url, retry: false });
    await expect(getChain(once, input)).rejects.toBeInstanceOf(RateLimitError);
  });
});
