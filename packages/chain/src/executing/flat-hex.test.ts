import { runInNewContext } from "node:vm";
import { getHeapStatistics, setFlagsFromString } from "node:v8";
import { bytesToHex, bytesToUnprefixedHex } from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import { signTransfer } from "../test-support/sign.js";
import { createExecutingChain } from "./executing-chain.js";
import { bytesToFlatHex, bytesToFlatUnprefixedHex } from "./flat-hex.js";

/** a full collection, made available to this file only (a fresh context's `gc` after the flag is set) */
function collect(): () => void {
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

function heapAfter(gc: () => void): number {
  gc();
  gc();
  return getHeapStatistics().used_heap_size;
}

describe("bytesToFlatHex", () => {
  it("writes what @ethereumjs's bytesToHex writes, for 0 to 300 bytes, 1,000 and 64 KiB", () => {
    for (const length of [...Array.from({ length: 301 }, (_, n) => n), 1_000, 65_536]) {
      const bytes = crypto.getRandomValues(new Uint8Array(length));
      expect(bytesToFlatHex(bytes)).toBe(bytesToHex(bytes));
    }
    expect(bytesToFlatHex(Uint8Array.from([0, 1, 0x0f, 0x10, 0xab, 0xff]))).toBe("0x00010f10abff");
  });

  it("keeps a string a fraction of the size of bytesToHex's rope", () => {
    const gc = collect();
    const byteStrings = Array.from({ length: 2_000 }, () => crypto.getRandomValues(new Uint8Array(32)));
    const kept: string[] = [];
    const before = heapAfter(gc);
    for (const bytes of byteStrings) kept.push(bytesToHex(bytes));
    const rope = heapAfter(gc) - before;
    kept.length = 0;
    const between = heapAfter(gc);
    for (const bytes of byteStrings) kept.push(bytesToFlatHex(bytes));
    const flat = heapAfter(gc) - between;
    expect(kept).toHaveLength(2_000);
    expect(flat).toBeLessThan(rope / 4);
  });
});

describe("a mined transfer's records", () => {
  it("keep under 32 KB of heap a value transfer (63 KB with their hex text as ropes, 21 KB flat)", async () => {
    const gc = collect();
    const chain = await createExecutingChain();
    const count = 100;
    const raws = await Promise.all(Array.from({ length: count + 20 }, (_, nonce) => signTransfer({ nonce })));
    for (const raw of raws.slice(0, 20)) await chain.sendRawTransaction(raw);
    const before = heapAfter(gc);
    for (const raw of raws.slice(20)) await chain.sendRawTransaction(raw);
    const perTransfer = (heapAfter(gc) - before) / count;
    expect(chain.head().number).toBe(BigInt(count + 20));
    expect(perTransfer).toBeLessThan(32 * 1024);
  });
});

describe("bytesToFlatUnprefixedHex", () => {
  it("writes what @ethereumjs's bytesToUnprefixedHex writes (the trie database's keys), for 0 to 100 bytes", () => {
    for (let length = 0; length <= 100; length++) {
      const bytes = crypto.getRandomValues(new Uint8Array(length));
      expect(bytesToFlatUnprefixedHex(bytes)).toBe(bytesToUnprefixedHex(bytes));
    }
    expect(bytesToFlatUnprefixedHex(Uint8Array.from([0, 0x0f, 0xab, 0xff]))).toBe("000fabff");
  });
});
