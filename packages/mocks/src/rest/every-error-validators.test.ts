// The every-error validators are a module of their own (a page does not load them at start), loaded with the first
// invalid request: that request's 400 already lists every violation, and a valid request never waits for them.
import { expect, it } from "vitest";
import { metricsApi } from "../apis.js";
import { MockApp } from "../server/app.js";
import { type MockRequest, onAbortOf } from "../server/exchange.js";
import { createRestEngine } from "./engine.js";

const NEVER_ABORTED = new AbortController().signal;

function get(rawUrl: string): MockRequest {
  return {
    method: "GET",
    rawUrl,
    path: rawUrl.split("?")[0]!,
    query: Object.fromEntries(new URLSearchParams(rawUrl.split("?")[1] ?? "")),
    headers: {},
    body: Buffer.alloc(0),
    remoteAddress: "127.0.0.1",
    receivedAt: Date.now(),
    signal: NEVER_ABORTED,
    onAbort: onAbortOf(NEVER_ABORTED),
  };
}

const SERIES = "/v2/chains/43114/metrics/activeAddresses";
// two faults: an interval that is not one, a page size past its maximum
const INVALID = `${SERIES}?timeInterval=fortnight&pageSize=999999`;

it("the first invalid request waits for the every-error validators and is answered with every line", async () => {
  const engine = await createRestEngine(metricsApi(), { seed: "lazy" });
  expect(engine.identify(get(`${SERIES}?timeInterval=day&pageSize=10`)).pending).toBeUndefined();
  const before = engine.identify(get(INVALID));
  expect(before.pending).toBeInstanceOf(Promise);
  expect(before.operations).toEqual(["getChainMetrics"]);

  const first = await new MockApp(engine).handle(get(INVALID));
  const after = engine.identify(get(INVALID));
  expect(after.pending).toBeUndefined();
  expect(first.status).toBe(400);
  expect(JSON.parse(String(first.body)).message).toEqual(after.faults);
  expect(after.faults).toHaveLength(2);
  // the answer to a route still pending (handed over before the load) is the same 400
  const fresh = await createRestEngine(metricsApi(), { seed: "lazy" });
  const pending = fresh.identify(get(INVALID));
  expect(pending.pending).toBeInstanceOf(Promise);
  expect(await fresh.answer(get(INVALID), pending)).toEqual(first);
});
