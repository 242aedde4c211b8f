// eth_getLogs' topic positions as coreth reads them (geth's FilterCriteria and filterLogs): an empty list at a
// position is a wildcard, as null is; a filter naming more positions than a log has topics does not match it.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { RunningNodeMock } from "../index.js";
import { call, start } from "../test-support/client.js";

const NOW = Date.UTC(2025, 10, 20, 12);
let mock: RunningNodeMock;
beforeAll(async () => {
  mock = await start({ seed: "logs-topics", now: () => NOW });
});
afterAll(() => mock.close());

const logs = async (filter: Record<string, unknown>) => {
  const r = await call(mock.url, "/ext/bc/C/rpc", "eth_getLogs", [filter]);
  if (r.error) throw new Error(JSON.stringify(r.error));
  return r.result as { topics: string[] }[];
};

describe("eth_getLogs topic positions", () => {
  test("an empty list matches any topic at its position; one position too many matches nothing", async () => {
    const head = Number((await call(mock.url, "/ext/bc/C/rpc", "eth_blockNumber", [])).result);
    const range = { fromBlock: `0x${(head - 40).toString(16)}`, toBlock: `0x${head.toString(16)}` };
    const all = await logs(range);
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((log) => log.topics.length === 3)).toBe(true);
    expect(await logs({ ...range, topics: [[]] })).toEqual(all);
    expect(await logs({ ...range, topics: [null, [], null] })).toEqual(all);
    expect(await logs({ ...range, topics: [[], [], [], []] })).toEqual([]);
  });
});
