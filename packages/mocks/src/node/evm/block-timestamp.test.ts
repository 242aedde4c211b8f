// Transaction objects carry blockTimestamp (execution-apis' TransactionInfo requires it; DEVIATIONS N17): by hash,
// by block and index, and in hydrated blocks, each equal to its block's timestamp.
import { afterAll, beforeAll, expect, test } from "vitest";
import type { RunningNodeMock } from "../index.js";
import { call, start } from "../test-support/client.js";

const NOW = Date.UTC(2025, 10, 20, 12);
let mock: RunningNodeMock;
beforeAll(async () => {
  mock = await start({ seed: "eth", now: () => NOW });
});
afterAll(() => mock.close());

const result = async (method: string, params: unknown[]) => {
  const answer = await call(mock.url, "/ext/bc/C/rpc", method, params);
  if (answer.error) throw new Error(`${method}: ${JSON.stringify(answer.error)}`);
  return answer.result as Record<string, unknown>;
};

test("every transaction object carries its block's timestamp, after blockNumber", async () => {
  const block = await result("eth_getBlockByNumber", ["latest", true]);
  const transactions = block.transactions as Record<string, unknown>[];
  expect(transactions.length).toBeGreaterThan(0);
  for (const tx of transactions) {
    expect(tx.blockTimestamp).toBe(block.timestamp);
    expect(Object.keys(tx).slice(0, 4)).toEqual(["blockHash", "blockNumber", "blockTimestamp", "from"]);
  }
  const first = transactions[0] as { hash: string };
  expect((await result("eth_getTransactionByHash", [first.hash])).blockTimestamp).toBe(block.timestamp);
  const byIndex = await result("eth_getTransactionByBlockNumberAndIndex", [block.number, "0x0"]);
  expect(byIndex.blockTimestamp).toBe(block.timestamp);
});
