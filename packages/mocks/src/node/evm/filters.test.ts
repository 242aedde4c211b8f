// The filter methods over the generated chains: a filter reports what its chain accepted since the last poll (the
// head advances with the clock), as coreth's FilterAPI does; filters time out, are per chain and bounded.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { RunningNodeMock } from "../index.js";
import { call, post, start } from "../test-support/client.js";
import { FILTER_LIMITS } from "./filter-store.js";

const START = Date.UTC(2025, 10, 20, 12);
let clock = START;
let mock: RunningNodeMock;
beforeAll(async () => {
  mock = await start({ seed: "filters", now: () => clock });
});
afterAll(() => mock.close());

const rpc = (method: string, params: unknown[] = [], chain = "C") =>
  call(mock.url, `/ext/bc/${chain}/rpc`, method, params);
async function result(method: string, params: unknown[] = [], chain = "C"): Promise<any> {
  const r = await rpc(method, params, chain);
  if (r.error) throw new Error(`${method}: ${JSON.stringify(r.error)}`);
  return r.result;
}
const head = async () => Number(await result("eth_blockNumber"));
const hex = (n: number) => `0x${n.toString(16)}`;
const FILTER_NOT_FOUND = { code: -32000, message: "filter not found" };

/** Moves the clock on until the C-Chain has accepted at least `blocks` more blocks. */
async function advance(blocks: number): Promise<void> {
  const from = await head();
  while ((await head()) < from + blocks) clock += 1000;
}

describe("a block filter", () => {
  test("answers the hashes of the blocks accepted since the last poll, then nothing new", async () => {
    const id = await result("eth_newBlockFilter");
    expect(id).toMatch(/^0x[0-9a-f]{1,32}$/);
    expect(await result("eth_getFilterChanges", [id])).toEqual([]);
    const before = await head();
    await advance(3);
    const after = await head();
    const expected: string[] = [];
    for (let n = before + 1; n <= after; n++)
      expected.push((await result("eth_getBlockByNumber", [hex(n), false])).hash);
    expect(await result("eth_getFilterChanges", [id])).toEqual(expected);
    expect(await result("eth_getFilterChanges", [id])).toEqual([]);
  });

  test("a log filter answers the logs of the new blocks that match it, as eth_getLogs over them", async () => {
    const all = await result("eth_newFilter", [null]);
    const before = await head();
    await advance(4);
    const after = await head();
    const logs = await result("eth_getLogs", [{ fromBlock: hex(before + 1), toBlock: hex(after) }]);
    expect(logs.length).toBeGreaterThan(0);
    expect(await result("eth_getFilterChanges", [all])).toEqual(logs);
    // by contract: only that address's logs
    const address = logs[0].address;
    const one = await result("eth_newFilter", [{ address }]);
    const from = await head();
    await advance(4);
    const to = await head();
    const theirs = await result("eth_getLogs", [{ fromBlock: hex(from + 1), toBlock: hex(to), address }]);
    const changes = await result("eth_getFilterChanges", [one]);
    expect(changes).toEqual(theirs);
    expect(changes.every((l: any) => l.address === address)).toBe(true);
  });

  test("a log filter's numeric toBlock ends what it reports; eth_getFilterLogs runs its range", async () => {
    const now = await head();
    const id = await result("eth_newFilter", [{ fromBlock: hex(now - 2), toBlock: hex(now + 1) }]);
    await advance(3);
    const changes = await result("eth_getFilterChanges", [id]);
    expect(new Set(changes.map((l: any) => l.blockNumber))).toEqual(
      new Set(
        (await result("eth_getLogs", [{ fromBlock: hex(now + 1), toBlock: hex(now + 1) }])).map(
          (l: any) => l.blockNumber,
        ),
      ),
    );
    expect(await result("eth_getFilterLogs", [id])).toEqual(
      await result("eth_getLogs", [{ fromBlock: hex(now - 2), toBlock: hex(now + 1) }]),
    );
  });

  test("a pending transaction filter answers nothing: the chain has no pool", async () => {
    const id = await result("eth_newPendingTransactionFilter", [true]);
    await advance(2);
    expect(await result("eth_getFilterChanges", [id])).toEqual([]);
    expect((await rpc("eth_getFilterLogs", [id])).error).toEqual(FILTER_NOT_FOUND);
  });
});

describe("what a node refuses", () => {
  test("a range no new block falls in", async () => {
    for (const filter of [
      { fromBlock: "0x2", toBlock: "0x1" },
      { fromBlock: "latest", toBlock: "0x5" },
    ]) {
      expect((await rpc("eth_newFilter", [filter])).error).toEqual({
        code: -32000,
        message: "invalid from and to block combination: from > to",
      });
    }
  });

  test("an unknown, uninstalled or other chain's filter is not found", async () => {
    expect((await rpc("eth_getFilterChanges", ["0x1"])).error).toEqual(FILTER_NOT_FOUND);
    expect(await result("eth_uninstallFilter", ["0x1"])).toBe(false);
    // null is Go's empty rpc.ID, which no filter has
    expect(await result("eth_uninstallFilter", [null])).toBe(false);
    expect((await rpc("eth_getFilterChanges", [null])).error).toEqual(FILTER_NOT_FOUND);
    const id = await result("eth_newBlockFilter");
    const fuji = "yH8D7ThNJkxmtkuv2jgBa4P1Rn3Qpr4pPr7QYNfcdoS6k6HWp";
    expect((await rpc("eth_getFilterChanges", [id], fuji)).error).toEqual(FILTER_NOT_FOUND);
    expect(await result("eth_uninstallFilter", [id])).toBe(true);
    expect(await result("eth_uninstallFilter", [id])).toBe(false);
    expect((await rpc("eth_getFilterChanges", [id])).error).toEqual(FILTER_NOT_FOUND);
  });

  test("a filter nobody polls for 5 minutes is removed; a poll keeps it", async () => {
    const kept = await result("eth_newBlockFilter");
    const idle = await result("eth_newBlockFilter");
    clock += FILTER_LIMITS.idleMs - 1000;
    await result("eth_getFilterChanges", [kept]);
    clock += 2000;
    expect((await rpc("eth_getFilterChanges", [idle])).error).toEqual(FILTER_NOT_FOUND);
    expect(Array.isArray(await result("eth_getFilterChanges", [kept]))).toBe(true);
  });
});

test("the mock holds at most 1024 filters; uninstalling one or a reset makes room", async () => {
  const own = await start({ seed: "filters", now: () => clock });
  try {
    const batch = (n: number, from: number) =>
      Array.from({ length: n }, (_, i) => ({ jsonrpc: "2.0", id: from + i, method: "eth_newBlockFilter", params: [] }));
    const ids: string[] = [];
    for (const [n, from] of [
      [1000, 0],
      [FILTER_LIMITS.maxFilters - 1000, 1000],
    ] as const) {
      const answers = (await post(own.url, "/ext/bc/C/rpc", batch(n, from))).json;
      for (const a of answers) ids.push(a.result);
    }
    expect(new Set(ids).size).toBe(FILTER_LIMITS.maxFilters);
    const full = await call(own.url, "/ext/bc/C/rpc", "eth_newFilter", [null]);
    expect(full.error).toEqual({
      code: -32000,
      message: "too many filters: the mock keeps at most 1024 (mock limit; POST /__avaspec/reset clears them)",
    });
    await call(own.url, "/ext/bc/C/rpc", "eth_uninstallFilter", [ids[0]]);
    expect((await call(own.url, "/ext/bc/C/rpc", "eth_newBlockFilter", [])).result).toMatch(/^0x/);
    expect((await post(own.url, "/__avaspec/reset", {})).status).toBe(200);
    expect((await call(own.url, "/ext/bc/C/rpc", "eth_getFilterChanges", [ids[1]])).error).toEqual(FILTER_NOT_FOUND);
  } finally {
    await own.close();
  }
});
