// A reset answers once the local network is back at genesis: the next request, to any of the three APIs, sees
// genesis. An execution in progress holds the chain, and so its reset (it queues behind it): a reset that answered
// at once would leave the Data API's mirror showing the block it takes back. The same run goes through each door to
// the mocks (worker threads, the fetch function, the MSW handlers) and each way it offers to reset.
import { describe, expect, it } from "vitest";
import { type LocalDoor, localDoors } from "../test-support/local-doors.js";
import { ENDLESS_LOOP } from "./test-support/client.js";

const EWOQ = "0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC";
const STRANGER = "0x1111111111111111111111111111111111111111";
const GENESIS = { block: 404, head: "0x0", balance: "0x0" };

async function rpc(door: LocalDoor, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await door.fetch(`${door.urls.node}/ext/bc/C/rpc`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  return ((await response.json()) as { result?: unknown; error?: unknown }).result;
}

/** A transfer mined, an endless eth_call running, a reset: what the three APIs answer right after it. */
async function afterResetDuringCall(door: LocalDoor, reset: () => Promise<void>) {
  await rpc(door, "eth_sendTransaction", [{ from: EWOQ, to: STRANGER, value: "0x1" }]);
  expect((await door.fetch(`${door.urls.data}/v1/chains/43112/blocks/1`)).status).toBe(200);
  const call = rpc(door, "eth_call", [{ from: EWOQ, data: ENDLESS_LOOP, gas: "0xe4e1c0" }, "latest"]);
  // the call has reached the chain before the reset is asked (the node answers in turn)
  await new Promise((resolve) => setTimeout(resolve, 50));
  await reset();
  const [block, head, balance] = await Promise.all([
    door.fetch(`${door.urls.data}/v1/chains/43112/blocks/1`).then((r) => r.status),
    rpc(door, "eth_blockNumber"),
    rpc(door, "eth_getBalance", [STRANGER, "latest"]),
  ]);
  await call;
  return { block, head, balance };
}

describe("a reset answers once the local network is back at genesis", () => {
  it.each(localDoors("threads", "mockFetch", "msw"))(
    "%s: after each of its resets the Data API and the chain show genesis",
    async (_, open) => {
      const door = await open();
      try {
        for (const [how, reset] of Object.entries(door.resets)) {
          expect.soft(await afterResetDuringCall(door, reset), how).toEqual(GENESIS);
        }
      } finally {
        await door.close();
      }
    },
    120_000,
  );
});
