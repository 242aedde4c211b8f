// A reset answers once the local network is back at genesis: the next request, to any of the three APIs, sees
// genesis. An execution in progress holds the chain, and so its reset (it queues behind it): a reset that answered
// at once would leave the Data API's mirror showing the block it takes back.
import { afterAll, describe, expect, it } from "vitest";
import { createMockFetch } from "../adapters/fetch.js";
import { startMocks } from "../index.js";

const EWOQ = "0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC";
const STRANGER = "0x1111111111111111111111111111111111111111";
/** creation code that loops until its gas runs out (JUMPDEST PUSH1 0 JUMP): eth_call runs it for a second or more */
const ENDLESS = "0x5b600056";

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;
interface Door {
  fetch: Fetch;
  node: string;
  data: string;
  metrics: string;
  reset(): Promise<void>;
}

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
});

async function rpc(door: Door, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await door.fetch(`${door.node}/ext/bc/C/rpc`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  return ((await response.json()) as { result?: unknown; error?: unknown }).result;
}

/** A transfer mined, an endless eth_call running, a reset: what the three APIs answer right after it. */
async function afterResetDuringCall(door: Door) {
  await rpc(door, "eth_sendTransaction", [{ from: EWOQ, to: STRANGER, value: "0x1" }]);
  expect((await door.fetch(`${door.data}/v1/chains/43112/blocks/1`)).status).toBe(200);
  const call = rpc(door, "eth_call", [{ from: EWOQ, data: ENDLESS, gas: "0xe4e1c0" }, "latest"]);
  // the call has reached the chain before the reset is asked (the node answers in turn)
  await new Promise((resolve) => setTimeout(resolve, 50));
  await door.reset();
  const [block, head, balance] = await Promise.all([
    door.fetch(`${door.data}/v1/chains/43112/blocks/1`).then((r) => r.status),
    rpc(door, "eth_blockNumber"),
    rpc(door, "eth_getBalance", [STRANGER, "latest"]),
  ]);
  await call;
  return { block, head, balance };
}

const GENESIS = { block: 404, head: "0x0", balance: "0x0" };

describe("a reset answers once the local network is back at genesis", () => {
  it("startMocks in worker threads: mocks.reset(), then the Data API and the chain show genesis", async () => {
    const mocks = await startMocks({ ports: { metrics: 0, data: 0, node: 0 }, networkId: "local", logLevel: "silent" });
    closers.push(() => mocks.close());
    expect(mocks.isolation).toBe("threads");
    const door: Door = {
      fetch: (url, init) => fetch(url, init),
      node: mocks.node.url,
      data: mocks.data.url,
      metrics: mocks.metrics.url,
      reset: () => mocks.node.reset(),
    };
    expect(await afterResetDuringCall(door)).toEqual(GENESIS);
    // POST /__avaspec/reset?all=true on the Data mock: it answers once the node confirmed
    door.reset = async () => {
      const response = await fetch(`${mocks.data.url}/__avaspec/reset?all=true`, { method: "POST" });
      expect(response.status).toBe(200);
    };
    expect(await afterResetDuringCall(door)).toEqual(GENESIS);
  }, 120_000);

  it("createMockFetch: the node's reset, then the chain and the Data API show genesis", async () => {
    const mockFetch = await createMockFetch({ networkId: "local" });
    const door: Door = {
      fetch: (url, init) => mockFetch(url, init),
      node: mockFetch.baseUrls.node,
      data: mockFetch.baseUrls.data,
      metrics: mockFetch.baseUrls.metrics,
      reset: () => mockFetch.node.reset(),
    };
    expect(await afterResetDuringCall(door)).toEqual(GENESIS);
  }, 120_000);
});
