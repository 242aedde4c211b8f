// Index API: seeded containers with real checksums and IDs; the six methods and getContainerRange's rules.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { RunningNodeMock } from "./index.js";
import { UNMARSHAL_MESSAGE } from "./errors.js";
import { cb58Checksum, cb58Decode, cb58Encode } from "@avaspec/spec-model";
import { sha256 } from "./ids.js";
import { call, start } from "./test-support/client.js";

const PATHS = ["/ext/index/C/block", "/ext/index/P/block", "/ext/index/X/block", "/ext/index/X/tx", "/ext/index/X/vtx"];
let mock: RunningNodeMock;
beforeAll(async () => {
  mock = await start({ seed: 42 });
});
afterAll(() => mock.close());
const idx = (path: string, method: string, params?: unknown) => call(mock.url, path, method, params);
const appErr = (message: string) => ({ code: -32000, message, data: null });
const RFC3339_FRACTION_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{1,9}(Z|[+-]\d{2}:\d{2})$/;

describe.each(PATHS)("%s", (path) => {
  test("containers carry a real checksum, a CB58 ID of sha256(payload), RFC 3339 times, decimal indexes", async () => {
    const last = (await idx(path, "index.getLastAccepted", {})).result;
    const n = Number(last.index) + 1;
    const all = (await idx(path, "index.getContainerRange", { startIndex: 0, numToFetch: 1024 })).result;
    expect(all).toHaveLength(n);
    let prevTime = 0;
    all.forEach((c: any, i: number) => {
      expect(c.index).toBe(String(i));
      expect(c.encoding).toBe("hex");
      expect(c.bytes).toMatch(/^0x[0-9a-f]+$/);
      const raw = Buffer.from(c.bytes.slice(2), "hex");
      const payload = raw.subarray(0, raw.length - 4);
      expect(raw.subarray(raw.length - 4)).toEqual(Buffer.from(cb58Checksum(payload)));
      expect(c.id).toBe(cb58Encode(sha256(payload)));
      expect(c.timestamp).toMatch(RFC3339_FRACTION_OFFSET);
      const t = Date.parse(c.timestamp);
      expect(t).toBeGreaterThan(prevTime);
      prevTime = t;
    });
    expect(all[n - 1]).toEqual(last);
  });

  test("lookups agree with each other", async () => {
    const c3 = (await idx(path, "index.getContainerByIndex", { index: 3 })).result;
    expect((await idx(path, "index.getContainerByIndex", { index: "3", encoding: "HEX" })).result).toEqual(c3);
    expect((await idx(path, "index.getContainerByID", { id: c3.id })).result).toEqual(c3);
    expect((await idx(path, "index.getIndex", { id: c3.id })).result).toEqual({ index: "3" });
    expect((await idx(path, "index.isAccepted", { id: c3.id })).result).toEqual({ isAccepted: true });
  });
});

describe("getContainerRange rules", () => {
  const P = "/ext/index/P/block";
  test("numToFetch 0 → empty", async () => {
    const r = await idx(P, "index.getContainerRange", { startIndex: 0, numToFetch: 0 });
    expect(r.error).toBeUndefined();
    expect(r.result === null || (Array.isArray(r.result) && r.result.length === 0)).toBe(true);
  });
  test("numToFetch over 1024 → error", async () => {
    const r = await idx(P, "index.getContainerRange", { startIndex: 0, numToFetch: 1025 });
    expect(r.error.code).toBe(-32000);
    expect(r.error.message).toContain("1025");
  });
  test("startIndex past the last accepted → start index (S) > last accepted index (L)", async () => {
    const last = Number((await idx(P, "index.getLastAccepted")).result.index);
    const r = await idx(P, "index.getContainerRange", { startIndex: last + 5, numToFetch: 1 });
    expect(r.error).toEqual(appErr(`start index (${last + 5}) > last accepted index (${last})`));
  });
  test("fewer available → those available (an array, in order)", async () => {
    const last = Number((await idx(P, "index.getLastAccepted")).result.index);
    const r = await idx(P, "index.getContainerRange", { startIndex: String(last - 1), numToFetch: "10" });
    expect(r.result.map((c: any) => c.index)).toEqual([String(last - 1), String(last)]);
  });
});

describe("index errors", () => {
  const X = "/ext/index/X/tx";
  const unknownId = cb58Encode(sha256("not indexed"));
  test("unknown ID: not found, but isAccepted false", async () => {
    expect((await idx(X, "index.getContainerByID", { id: unknownId })).error).toEqual(appErr("not found"));
    expect((await idx(X, "index.getIndex", { id: unknownId })).error).toEqual(appErr("not found"));
    expect((await idx(X, "index.isAccepted", { id: unknownId })).result).toEqual({ isAccepted: false });
  });
  test("index past the end → no container at index N", async () => {
    expect((await idx(X, "index.getContainerByIndex", { index: 100000 })).error).toEqual(
      appErr("no container at index 100000"),
    );
  });
  test.each([
    ["malformed ID", "index.isAccepted", { id: "not-an-id" }],
    ["ID with a bad checksum", "index.getContainerByID", { id: "6fXf5hncR8LXvwtM8iezFQBpK5cubV6y1dWgpJCcNyzGB1EzZ" }],
    ["encoding json", "index.getLastAccepted", { encoding: "json" }],
    ["encoding cb58", "index.getContainerByIndex", { index: 0, encoding: "cb58" }],
    ["negative index", "index.getContainerByIndex", { index: -1 }],
    ["fractional index", "index.getContainerByIndex", { index: 1.5 }],
    ["hex index string", "index.getContainerByIndex", { index: "0x1" }],
    ["index over uint64", "index.getContainerByIndex", { index: "18446744073709551616" }],
  ])("%s → unmarshal error", async (_name, method, params) => {
    expect((await idx(X, method, params)).error).toEqual(appErr(UNMARSHAL_MESSAGE));
  });
});

test("the same seed gives the same containers; another seed differs", async () => {
  const other = await start({ seed: 42 });
  const third = await start({ seed: 43 });
  try {
    const a = (await idx("/ext/index/C/block", "index.getContainerByIndex", { index: 1 })).result;
    expect((await call(other.url, "/ext/index/C/block", "index.getContainerByIndex", { index: 1 })).result).toEqual(a);
    expect((await call(third.url, "/ext/index/C/block", "index.getContainerByIndex", { index: 1 })).result.id).not.toBe(
      a.id,
    );
  } finally {
    await other.close();
    await third.close();
  }
});

test("acceptEveryMs: live indexes grow with the clock, the history-only one does not", async () => {
  let clock = 1_800_000_000_000;
  const live = await start({ seed: 42, acceptEveryMs: 1000, now: () => clock });
  try {
    const last = async (path: string) => (await call(live.url, path, "index.getLastAccepted", {})).result;
    const c0 = await last("/ext/index/C/block");
    const v0 = await last("/ext/index/X/vtx");
    clock += 3500;
    const c1 = await last("/ext/index/C/block");
    expect(Number(c1.index)).toBe(Number(c0.index) + 3);
    expect((await last("/ext/index/X/vtx")).index).toBe(v0.index);
    const added = (
      await call(live.url, "/ext/index/C/block", "index.getContainerRange", { startIndex: c0.index, numToFetch: 4 })
    ).result;
    expect(added.map((c: any) => c.index)).toEqual([0, 1, 2, 3].map((k) => String(Number(c0.index) + k)));
    for (let k = 1; k < added.length; k++) {
      const raw = Buffer.from(added[k].bytes.slice(2), "hex");
      const payload = raw.subarray(0, raw.length - 4);
      expect(added[k].id).toBe(cb58Encode(sha256(payload)));
      // each new container names its parent and was accepted on the mock's clock
      expect(new Uint8Array(payload.subarray(6, 38))).toEqual(cb58Decode(added[k - 1].id));
      expect(Date.parse(added[k].timestamp)).toBe(1_800_000_000_000 + k * 1000);
    }
    // the same seed, without growth, has the same history
    expect(
      (await call(mock.url, "/ext/index/C/block", "index.getContainerByIndex", { index: c0.index })).result,
    ).toEqual(c0);
  } finally {
    await live.close();
  }
});
