import { describe, expect, test } from "vitest";
import { base58Decode, base58Encode, cb58Decode, cb58Encode, isCb58Id, isNodeId, SeededStream } from "./ids.js";

describe("CB58", () => {
  test.each([
    ["32 zero bytes is the primary network ID", Buffer.alloc(32), "11111111111111111111111111111111LpoYY"],
    ["20 zero bytes is the empty short ID", Buffer.alloc(20), "111111111111111111116DBWJs"],
  ])("%s", (_name, bytes, text) => {
    expect(cb58Encode(bytes)).toBe(text);
    expect(cb58Decode(text)).toEqual(new Uint8Array(bytes));
  });

  test("real chain IDs decode to 32 bytes", () => {
    for (const id of [
      "2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM",
      "2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5",
      "6fXf5hncR8LXvwtM8iezFQBpK5cubV6y1dWgpJCcNyzGB1EzY",
    ]) {
      expect(isCb58Id(id)).toBe(true);
      expect(cb58Encode(cb58Decode(id)!)).toBe(id);
    }
  });

  test.each([
    ["a flipped character (bad checksum)", "2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByN"],
    ["a character outside the alphabet", "2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FBy0"],
    ["the empty string", ""],
    ["too short for a checksum", "1"],
  ])("rejects %s", (_name, text) => {
    expect(isCb58Id(text)).toBe(false);
  });

  test("wrong length is not an ID", () => {
    expect(isCb58Id(cb58Encode(Buffer.alloc(31)))).toBe(false);
  });

  test("NodeID needs the prefix and 20 bytes", () => {
    expect(isNodeId("NodeID-P7oB2McjBGgW2NXXWVYjV8JEDFoW9xDE5")).toBe(true);
    expect(isNodeId("P7oB2McjBGgW2NXXWVYjV8JEDFoW9xDE5")).toBe(false);
    expect(isNodeId("NodeID-P7oB2McjBGgW2NXXWVYjV8JEDFoW9xDE6")).toBe(false);
    expect(isNodeId(`NodeID-${cb58Encode(Buffer.alloc(32))}`)).toBe(false);
  });

  test("base58 round-trips leading zeros", () => {
    const bytes = Buffer.from([0, 0, 1, 2, 255]);
    expect(base58Decode(base58Encode(bytes))).toEqual(new Uint8Array(bytes));
  });
});

test("SeededStream is deterministic per key", () => {
  expect(new SeededStream("a").bytes(40)).toEqual(new SeededStream("a").bytes(40));
  expect(new SeededStream("a").bytes(40)).not.toEqual(new SeededStream("b").bytes(40));
});

import { goQuote } from "./errors.js";
test("goQuote follows Go's %q", () => {
  expect(goQuote("admin.Foo")).toBe('"admin.Foo"');
  expect(goQuote('a"b\\c')).toBe('"a\\"b\\\\c"');
  expect(goQuote("tab\tnl\n\u0001")).toBe('"tab\\tnl\\n\\x01"');
  expect(goQuote("héllo")).toBe('"héllo"');
});
