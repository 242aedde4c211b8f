// A batch of long executions on a local chain must not hold the node's thread for its whole length: between its
// calls other requests are answered.
import { expect, it } from "vitest";
import { ENDLESS_LOOP, localNodeForFile } from "./test-support/client.js";

const node = localNodeForFile();

const post = (body: unknown) =>
  fetch(`${node.url}/ext/bc/C/rpc`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  }).then(async (r) => ({ body: await r.json(), at: performance.now() }));

// init code JUMPDEST PUSH1 0 JUMP: an eth_call without `to` runs it until its gas ends
const spin = (id: number) => ({
  jsonrpc: "2.0",
  id,
  method: "eth_call",
  params: [{ data: ENDLESS_LOOP, gas: "0x16e360" }, "latest"],
});

it("answers another request between the calls of a batch of endless loops", async () => {
  const started = performance.now();
  const batch = post(Array.from({ length: 8 }, (_, i) => spin(i)));
  // sent once the batch's first call runs: it waits for that call, not for the whole batch
  await new Promise((r) => setTimeout(r, 50));
  const single = await post({ jsonrpc: "2.0", id: 9, method: "eth_chainId", params: [] });
  const whole = await batch;
  expect(single.body.result).toBe("0xa868");
  expect(whole.body.map((a: { error: { message: string } }) => a.error.message)).toEqual(Array(8).fill("out of gas"));
  // ratio, not milliseconds: the single call is answered well before the eight loops end (the client here
  // shares the server's thread, so it too advances only between calls)
  expect(single.at - started).toBeLessThan((whole.at - started) * 0.75);
}, 120_000);
