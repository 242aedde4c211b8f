import { describe, expect, it } from "vitest";
import { base58Decode, base58Encode, cb58Decode, cb58Encode, isCb58Id, isNodeId } from "./ids.js";

describe("CB58", () => {
  it.each([
    ["32 zero bytes is the primary network ID", new Uint8Array(32), "11111111111111111111111111111111LpoYY"],
    ["20 zero bytes is the empty short ID", new Uint8Array(20), "111111111111111111116DBWJs"],
  ])("%s", (_name, bytes, text) => {
    expect(cb58Encode(bytes)).toBe(text);
    expect(cb58Decode(text)).toEqual(bytes);
  });
  it("real chain IDs decode to 32 bytes and encode back", () => {
    for (const id of [
      "2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM",
      "2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5",
      "6fXf5hncR8LXvwtM8iezFQBpK5cubV6y1dWgpJCcNyzGB1EzY",
    ]) {
      expect(isCb58Id(id)).toBe(true);
      expect(cb58Encode(cb58Decode(id)!)).toBe(id);
    }
  });
  it.each([
    ["a flipped character (bad checksum)", "2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByN"],
    ["a character outside the alphabet", "2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FBy0"],
    ["the empty string", ""],
    ["too short for a checksum", "1"],
    ["text far longer than an ID", "2".repeat(401)],
    ["the wrong length", cb58Encode(new Uint8Array(31))],
  ])("rejects %s", (_name, text) => {
    expect(isCb58Id(text)).toBe(false);
  });
  it("node IDs: the prefix and 20 bytes", () => {
    expect(isNodeId("NodeID-P7oB2McjBGgW2NXXWVYjV8JEDFoW9xDE5")).toBe(true);
    expect(isNodeId("P7oB2McjBGgW2NXXWVYjV8JEDFoW9xDE5")).toBe(false);
    expect(isNodeId("NodeID-P7oB2McjBGgW2NXXWVYjV8JEDFoW9xDE6")).toBe(false);
    expect(isNodeId(`NodeID-${cb58Encode(new Uint8Array(32))}`)).toBe(false);
  });
  it("base58 round-trips, leading zeros kept; a foreign character is undefined", () => {
    const bytes = new Uint8Array([0, 0, 1, 2, 255]);
    expect(base58Decode(base58Encode(bytes))).toEqual(bytes);
    expect(base58Decode("0OIl")).toBeUndefined();
  });
});
