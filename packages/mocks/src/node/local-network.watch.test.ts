// --watch in local mode: a spec reload keeps the running network (its blocks, balances and contracts, as a dev chain's
// users expect of an edit to something else), and leaves no second network mining behind it.
import { utimesSync } from "node:fs";
import { documentFile } from "#documents";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type PreparedMock, prepareMock } from "../assembly/start.js";
import type { NodeEngine } from "./engine.js";

/** An hour between blocks: no block is mined while the test runs, and its intervals are told apart by their delay. */
const BLOCK_TIME_S = 3600;

/** Interval timers of `delayMs` set and not yet cleared, counted from here on. */
function countIntervals(delayMs: number): { live(): number } {
  const live = new Set<unknown>();
  const set = globalThis.setInterval;
  const clear = globalThis.clearInterval;
  vi.spyOn(globalThis, "setInterval").mockImplementation(((handler: () => void, ms?: number, ...rest: unknown[]) => {
    const timer = set(handler, ms, ...rest);
    if (ms === delayMs) live.add(timer);
    return timer;
  }) as typeof setInterval);
  vi.spyOn(globalThis, "clearInterval").mockImplementation(((timer: Parameters<typeof clearInterval>[0]) => {
    live.delete(timer);
    clear(timer);
  }) as typeof clearInterval);
  return { live: () => live.size };
}

/** Touches the node's document, as a rebuild does, and waits for the reload's line. */
async function reload(lines: string[]): Promise<void> {
  const count = lines.filter((l) => l.endsWith("node: spec reloaded")).length;
  const now = new Date();
  utimesSync(documentFile("node"), now, now);
  await vi.waitFor(() => expect(lines.filter((l) => l.endsWith("node: spec reloaded")).length).toBe(count + 1), {
    timeout: 20_000,
    interval: 50,
  });
}

let mock: PreparedMock | undefined;
afterEach(async () => {
  await mock?.close();
  mock = undefined;
  vi.restoreAllMocks();
});

describe("--watch with --network-id local", () => {
  it("a reload keeps the network and its blocks; no replaced network keeps mining; close stops the one", async () => {
    const intervals = countIntervals(BLOCK_TIME_S * 1000);
    const lines: string[] = [];
    mock = await prepareMock("node", {
      networkId: "local",
      blockTime: BLOCK_TIME_S,
      watch: true,
      port: 0,
      log: (line) => lines.push(line),
    });
    const first = mock.mockHost.engine as NodeEngine;
    const network = first.network!;
    expect(intervals.live()).toBe(3); // the network's view sync and each chain's miner
    await network.chainNamed("C")!.request({ method: "evm_mine", params: [] });

    await reload(lines);
    await reload(lines);

    expect(intervals.live()).toBe(3);
    const current = mock.mockHost.engine as NodeEngine;
    expect(current).not.toBe(first);
    expect(current.network).toBe(network);
    expect(current.network!.chainNamed("C")!.chain.head().number).toBe(1n);
    await mock.close();
    mock = undefined;
    expect(intervals.live()).toBe(0);
  }, 60_000);
});
