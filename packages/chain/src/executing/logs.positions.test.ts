// geth's filterLogs: a filter that names more topic positions than a log has topics does not match it, even with
// every position a wildcard (null or an empty list).
import { describe, expect, it } from "vitest";
import type { ChainLog, Hex } from "../chain.js";
import { logMatches } from "./logs.js";

const T = (n: number) => `0x${n.toString(16).padStart(64, "0")}` as Hex;
const log = { address: "0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" as Hex, topics: [T(1), T(2)] } as ChainLog;

describe("eth_getLogs matching: topic positions", () => {
  it.each([
    [{ topics: [null, null] }, true],
    [{ topics: [[], []] }, true],
    [{ topics: [null, null, null] }, false],
    [{ topics: [T(1), null, []] }, false],
  ])("%j → %s", (filter, expected) => {
    expect(logMatches(log, filter)).toBe(expected);
  });
});
