// The local chains' request path does only what a call needs: the body the dispatcher parsed goes to the chain as is
// (not written out and read again), and a single call never makes the request's abort signal (a batch reads it
// between its calls).
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { fakeRequest } from "../control/test-support.js";
import type { MockRequest } from "../server/exchange.js";
import { createNodeEngine, type NodeEngine } from "./engine.js";

let engine: NodeEngine;
beforeAll(async () => {
  engine = createNodeEngine({ seed: "path", networkId: "local" });
  await engine.ready;
}, 60_000);
afterAll(async () => (await engine.localNetwork())?.close());

/** A POST to the C-Chain that counts how often its signal is read. */
function post(json: unknown): { request: MockRequest; signalReads: () => number } {
  let reads = 0;
  const base = fakeRequest({ method: "POST", path: "/ext/bc/C/rpc", json });
  const signal = base.signal;
  const request = Object.defineProperty({ ...base }, "signal", {
    get: () => {
      reads++;
      return signal;
    },
  }) as MockRequest;
  return { request, signalReads: () => reads };
}

it("answers a single call without reading the request's signal or parsing the body again", async () => {
  const network = (await engine.localNetwork())!;
  const parseAgain = vi.spyOn(JSON, "parse");
  const { request, signalReads } = post({ jsonrpc: "2.0", id: 1, method: "eth_blockNumber", params: [] });
  const route = engine.identify(request);
  const calls = parseAgain.mock.calls.length; // identify parsed the body once
  const response = await engine.answer(request, route);
  expect(JSON.parse(response.body as string)).toEqual({ jsonrpc: "2.0", id: 1, result: "0x0" });
  expect(parseAgain.mock.calls.length - 1).toBe(calls); // the one above, in the test
  parseAgain.mockRestore();
  expect(signalReads()).toBe(0);
  expect(network.chains[0]?.chain.head().number).toBe(0n);
});

it("reads the signal between the calls of a batch", async () => {
  const call = (id: number) => ({ jsonrpc: "2.0", id, method: "eth_chainId", params: [] });
  const { request, signalReads } = post([call(1), call(2)]);
  const response = await engine.answer(request, engine.identify(request));
  expect(JSON.parse(response.body as string)).toHaveLength(2);
  expect(signalReads()).toBe(2); // once before each call
});
