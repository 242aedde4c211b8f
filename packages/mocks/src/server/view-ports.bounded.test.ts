// A mirror's port while nothing reads it: a real local network mines block after block, no Data or Metrics request
// comes, and what waits on the port stays about one drain beat's messages, not every block mined. A read after
// mining still sees the newest block at once.
import { receiveMessageOnPort } from "node:worker_threads";
import { createLocalNetwork } from "@avaspec/chain";
import type { ViewMessage } from "@avaspec/chain/views";
import { expect, it } from "vitest";
import { feedViews, mirrorOf, portsIn, VIEW_DRAIN_MS, viewChannels } from "./view-ports.js";

const MINE = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "evm_mine", params: [] });

it("the port holds about a beat's blocks while nothing reads; the next read sees the newest block", async () => {
  const network = await createLocalNetwork();
  const cChain = network.chainNamed("C")!;
  const channels = viewChannels();
  feedViews(network, channels.node.viewFeeds);
  const feed = channels.data.viewFeed!;
  const { mirror } = (await mirrorOf(feed))!;
  let posted = 0;
  network.views.subscribe(() => posted++);
  posted = 0; // the subscription's own first messages (every kept block) are not mined blocks
  const started = performance.now();
  // four beats of mining; each block lets timers and I/O run, as a server's requests would
  while (performance.now() - started < 4 * VIEW_DRAIN_MS) {
    await network.handle(cChain, MINE);
    await new Promise((resolve) => setImmediate(resolve));
  }
  // what still waits on the port, taken off by hand and applied, so the mirror misses nothing
  let queued = 0;
  for (let next = receiveMessageOnPort(feed); next !== undefined; next = receiveMessageOnPort(feed)) {
    mirror.apply(next.message as ViewMessage);
    queued++;
  }
  expect(posted).toBeGreaterThan(20); // enough blocks for a bound to show
  expect(queued).toBeLessThan(posted / 2); // the beats took in the rest: about a quarter is left at most
  await network.handle(cChain, MINE);
  const local = mirror.chainOf("43112")!;
  expect(mirror.head(local)?.number).toBe(cChain.chain.head().number); // read in the same turn: pulled from the port
  expect(mirror.head(local)?.hash).toBe(cChain.chain.head().hash);
  network.close();
  for (const port of [...portsIn(channels.node), ...portsIn(channels.data), ...portsIn(channels.metrics)]) port.close();
}, 60_000);
