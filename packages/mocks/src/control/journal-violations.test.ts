// Journal entries carry `violations` when the server knows its answer breaks the contract: a fault rule's
// undeclared status, a malformed body. An ordinary answer has none (nothing is checked per request for it).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMetricsMock } from "../apis.js";
import type { RunningMock } from "../rest/server.js";

describe("journal violations", () => {
  let mock: RunningMock;
  beforeAll(async () => {
    mock = await startMetricsMock({ port: 0, logLevel: "silent" });
  });
  afterAll(() => mock?.close());

  const lastEntry = async () => (await mock.requests()).at(-1)!;

  it("an undeclared status injected by a rule is recorded as one", async () => {
    await mock.faults.add({ operation: "getChain", status: 418, undeclared: true, times: 1 });
    expect((await fetch(`${mock.url}/v2/chains/43114`)).status).toBe(418);
    const entry = await lastEntry();
    expect(entry.cause).toMatch(/^fault:/);
    expect(entry.violations).toEqual([
      expect.stringMatching(/^status 418 is not declared for getChain \(declared: 200, /),
    ]);
  });

  it("a malformed body is recorded as one, truncated or not JSON", async () => {
    await mock.faults.add([
      { operation: "getChain", malformed: "not-json", times: 1 },
      { operation: "getChain", malformed: true, times: 1 },
    ]);
    await (await fetch(`${mock.url}/v2/chains/43114`)).text();
    expect((await lastEntry()).violations).toEqual(["the body is not JSON (the spec declares JSON)"]);
    await (await fetch(`${mock.url}/v2/chains/43114`)).text();
    expect((await lastEntry()).violations).toEqual(["the body is cut short: not the complete JSON the spec declares"]);
  });

  it("the mock's own answers, and declared forced ones, carry none", async () => {
    await mock.faults.add({ operation: "getChain", status: 503, times: 1 });
    await (await fetch(`${mock.url}/v2/chains/43114`)).text();
    expect((await lastEntry()).violations).toBeUndefined();
    await (await fetch(`${mock.url}/v2/chains/43114`)).text();
    const own = await lastEntry();
    expect([own.status, own.violations]).toEqual([200, undefined]);
  });
});
