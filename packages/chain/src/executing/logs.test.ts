import { describe, expect, it } from "vitest";
import type { ChainLog, Hex } from "../chain.js";
import { logMatches } from "./logs.js";

const T = (n: number) => `0x${n.toString(16).padStart(64, "0")}` as Hex;
const A: Hex = "0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
const log = { address: A, topics: [T(1), T(2)] } as ChainLog;

describe("eth_getLogs matching", () => {
  it.each([
    [{}, true],
    [{ address: [A.toUpperCase().replace("0X", "0x") as Hex] }, true],
    [{ address: ["0xbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb" as Hex] }, false],
    [{ topics: [T(1)] }, true],
    [{ topics: [null, T(2)] }, true],
    [{ topics: [T(2)] }, false],
    [{ topics: [[T(9), T(1)], T(2)] }, true],
    [{ topics: [[], [T(3)]] }, false],
    [{ topics: [null, null, T(3)] }, false], // a third topic the log does not have
  ])("%j → %s", (filter, expected) => {
    expect(logMatches(log, filter)).toBe(expected);
  });
});
