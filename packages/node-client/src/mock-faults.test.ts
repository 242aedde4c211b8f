// The node client against the node mock with faults and a rate limit: it retries the node's HTTP 429 (Retry-After
// honoured) and a 503 the rule injects, and succeeds; the mock's journal shows each attempt.
import { type RunningNodeMock, startNodeMock } from "@avaspec/mocks";
import { afterEach, describe, expect, it } from "vitest";
import { createNodeClient } from "./index.js";

const mocks: RunningNodeMock[] = [];
afterEach(async () => {
  await Promise.all(mocks.splice(0).map((m) => m.close()));
});

async function mock(options: Parameters<typeof startNodeMock>[0] = {}): Promise<RunningNodeMock> {
  const started = await startNodeMock({ port: 0, ...options });
  mocks.push(started);
  return started;
}

describe("the node client against a mock with faults", () => {
  it("honours Retry-After from the rate limit (HTTP 429) and succeeds", async () => {
    const m = await mock({ rateLimit: "1/1" });
    const chain = createNodeClient({ baseUrl: m.url, retry: { maxAttempts: 3, baseDelayMs: 1 } }).chain("C");
    await chain.feeConfig();
    const fees = await chain.feeConfig();
    expect(fees.feeConfig.gasLimit).toEqual(expect.any(Number));
    const calls = await m.requests({ method: "eth_feeConfig" });
    expect(calls.map((c) => c.status)).toEqual([200, 429, 200]);
    expect(calls[2]!.receivedAt - calls[1]!.receivedAt).toBeGreaterThanOrEqual(500);
  });

  it("retries a 503 the rule injects (undeclared for the node, so the rule says so) and succeeds", async () => {
    const m = await mock();
    await m.faults.add({ method: "eth_feeConfig", status: 503, undeclared: true, retryAfter: 0, times: 2 });
    const chain = createNodeClient({ baseUrl: m.url, retry: { maxAttempts: 3, baseDelayMs: 1 } }).chain("C");
    await chain.feeConfig();
    expect((await m.requests()).map((c) => c.status)).toEqual([503, 503, 200]);
  });
});
