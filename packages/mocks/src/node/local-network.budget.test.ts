// A batch of long executions past the request budget: the client gets the 503, and the batch's remaining calls do
// not run on in the background (they would keep the chain busy for nobody). Held as the share of the CPU the
// process uses in a window after the 503, against the share it used while one loop ran (the machine is shared, so
// a running loop may get well under a whole core).
import { expect, it } from "vitest";
import { ENDLESS_LOOP, localNodeForFile } from "./test-support/client.js";

const node = localNodeForFile({ requestBudgetMs: 3000 });

// init code JUMPDEST PUSH1 0 JUMP, run by an eth_call without `to` until its 6M gas ends: 100 of them are well past
// the budget (the chain's lean loop runs one in about 0.1 s of a quiet core)
const loop = (id: number) => ({
  jsonrpc: "2.0",
  id,
  method: "eth_call",
  params: [{ data: ENDLESS_LOOP, gas: "0x5b8d80" }, "latest"],
});
const post = (body: unknown) =>
  fetch(`${node.url}/ext/bc/C/rpc`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it("stops a batch of loops once its budget passed", async () => {
  const cpuShare = async (work: Promise<unknown>) => {
    const [cpuBefore, started] = [process.cpuUsage(), performance.now()];
    await work;
    const cpu = process.cpuUsage(cpuBefore);
    const took = performance.now() - started;
    return { took, share: (cpu.user + cpu.system) / 1000 / took };
  };
  const single = post(loop(0)).then((r) => r.json() as Promise<{ error: { message: string } }>);
  const { took: oneLoop, share: loopShare } = await cpuShare(single);
  expect((await single).error.message).toBe("out of gas");
  const answer = await post(Array.from({ length: 100 }, (_, i) => loop(i)));
  expect(answer.status).toBe(503);
  // the call running when the budget passed ends within one loop; then the process should be idle
  await sleep(oneLoop * 1.5);
  const { share: afterShare } = await cpuShare(sleep(Math.max(oneLoop * 2, 500)));
  expect(afterShare).toBeLessThan(loopShare / 3);
}, 180_000);
