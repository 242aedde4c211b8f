// Latency that composes: a delay rule delays and passes on (WireMock's withFixedDelay), and the global, per-operation
// and per-rule delays add up. Fake timers hold each answer to the millisecond; one case runs over real HTTP.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { MockRequest, MockResponse } from "../server/exchange.js";
import { MockHost } from "../server/host.js";
import { attachControl, withControlClient } from "./attach.js";
import { ControlPlane, type ControlSettings } from "./plane.js";
import { fakeEngine, fakeRequest } from "./test-support.js";
import { loadControlValidators } from "../schema/validators.js";

// the books are driven directly here: their validators load as a control request or start option loads them
beforeAll(() => loadControlValidators());

function plane(settings: ControlSettings = {}) {
  const engine = fakeEngine("rest");
  const control = new ControlPlane(() => engine, settings);
  /** the answer to a GET of `path`, and when it came (ms of fake time after the request) */
  const send = (path: string, extra: Partial<MockRequest> = {}) => {
    const request = fakeRequest({ path, rawUrl: path, ...extra });
    const started = Date.now();
    const answer: { response?: MockResponse; afterMs?: number } = {};
    const done = control
      .layer(request, engine.identify(request), (r, route) => engine.answer(r, route))
      .then((response) => Object.assign(answer, { response, afterMs: Date.now() - started }));
    return Object.assign(answer, { done });
  };
  return { control, send };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("a delay rule delays and lets the next rule answer", () => {
  it("{delayMs: 300} then a 503 rule: the 503 comes 300 ms later, and both rules count the request", async () => {
    const { control, send } = plane();
    control.faults.add([{ delayMs: 300 }, { operation: "getChain", status: 503 }]);
    const answer = send("/v1/chains/43114");
    await vi.advanceTimersByTimeAsync(299);
    expect(answer.response).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await answer.done;
    expect([answer.response?.status, answer.afterMs]).toEqual([503, 300]);
    expect(control.faults.list().map((r) => [r.matched, r.fired])).toEqual([
      [1, 1],
      [1, 1],
    ]);
    expect(control.journal.list()[0]?.cause).toBe("fault:2");
  });

  it("with no rule after it, the scenario answers; with neither, the mock", async () => {
    const { control, send } = plane();
    control.faults.add({ operation: "getChain", delayMs: 40 });
    control.scenario.load({ getChain: [404] });
    const first = send("/v1/chains/1");
    await vi.advanceTimersByTimeAsync(40);
    const second = send("/v1/chains/1");
    await vi.advanceTimersByTimeAsync(40);
    await Promise.all([first.done, second.done]);
    expect([first.response?.status, first.afterMs, second.response?.status, second.afterMs]).toEqual([
      404, 40, 200, 40,
    ]);
  });

  it("two delay rules on the way add up", async () => {
    const { control, send } = plane();
    control.faults.add([
      { delayMs: 30 },
      { operation: "getChain", delayMs: 20 },
      { operation: "getChain", status: 500 },
    ]);
    const answer = send("/v1/chains/1");
    await vi.advanceTimersByTimeAsync(50);
    await answer.done;
    expect([answer.response?.status, answer.afterMs]).toEqual([500, 50]);
  });
});

describe("the delays add up: global + operation + rule", () => {
  it("each part adds to the answer it stands beside", async () => {
    const { control, send } = plane({ latency: { minMs: 100, maxMs: 100 } });
    control.latency.set({ operations: { getChain: 50 } });
    control.faults.add({ operation: "getChain", status: 503, delayMs: 20 });
    const chain = send("/v1/chains/1");
    const list = send("/v1/chains");
    await vi.advanceTimersByTimeAsync(170);
    await Promise.all([chain.done, list.done]);
    expect([chain.response?.status, chain.afterMs, list.response?.status, list.afterMs]).toEqual([503, 170, 200, 100]);
  });

  it("a range draws from the seed; Prefer: delay replaces every part for its request", async () => {
    const { control, send } = plane({ seed: "s" });
    control.latency.set({ delayMs: [10, 20] });
    const drawn = send("/v1/chains");
    await vi.advanceTimersByTimeAsync(20);
    await drawn.done;
    expect(drawn.afterMs).toBeGreaterThanOrEqual(10);
    expect(drawn.afterMs).toBeLessThanOrEqual(20);
    const preferred = send("/v1/chains", { headers: { prefer: "delay=5" } });
    await vi.advanceTimersByTimeAsync(5);
    await preferred.done;
    expect(preferred.afterMs).toBe(5);
  });

  it("reset restores the start-up latency; a setting of 0 everywhere is the fast path again", async () => {
    const { control } = plane({ latency: { minMs: 7, maxMs: 7 } });
    control.latency.set({ delayMs: 500, operations: { listChains: [1, 2] } });
    expect(control.latency.describe()).toEqual({ delayMs: 500, operations: { listChains: [1, 2] } });
    control.reset();
    expect(control.latency.describe()).toEqual({ delayMs: 7, operations: {} });
    control.latency.set({ delayMs: 0 });
    expect(control.latency.idle).toBe(true);
  });
});

describe("POST /__avaspec/latency over HTTP", () => {
  it("sets a method's latency at run time; GET shows it; a bad setting is a 400 naming what is allowed", async () => {
    vi.useRealTimers();
    const host = new MockHost(fakeEngine("jsonrpc"));
    attachControl(host, {});
    await host.listen();
    try {
      const mock = withControlClient({ url: host.url }, {});
      expect(await mock.latency.set({ operations: { eth_feeConfig: 300 } })).toEqual({
        delayMs: 0,
        operations: { eth_feeConfig: 300 },
      });
      expect(await mock.latency.get()).toEqual({ delayMs: 0, operations: { eth_feeConfig: 300 } });
      const call = (method: string) =>
        fetch(`${host.url}/ext/bc/C/rpc`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ jsonrpc: "2.0", id: 1, method }),
        });
      const started = performance.now();
      await call("eth_feeConfig");
      expect(performance.now() - started).toBeGreaterThanOrEqual(295);
      await call("admin.alias");
      const [slow, other] = await mock.requests();
      expect(slow!.durationMs).toBeGreaterThanOrEqual(300);
      expect(other!.durationMs).toBeLessThan(slow!.durationMs!);
      const refused = await mock.latency.set({ operations: { eth_feeConfg: 1 }, delayMs: [5, 1] }).catch((e) => e);
      expect(refused.status).toBe(400);
      expect(refused.message).toContain(
        'operations.eth_feeConfg: unknown method "eth_feeConfg"; allowed: eth_feeConfig',
      );
      expect(refused.message).toContain("delayMs: the minimum 5 is above the maximum 1");
      await mock.reset();
      expect(await mock.latency.get()).toEqual({ delayMs: 0, operations: {} });
    } finally {
      await host.close();
    }
  });
});
