// The container ID rule: CB58 of the sha256 of the container's bytes (deployed §2), or, for an EVM block (the
// C-Chain's index), coreth's block ID: the Keccak-256 of its header. Any other ID is refused.
import { cb58Encode } from "@avaspec/spec-model";
import { RLP } from "@ethereumjs/rlp";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { containerFailures } from "./values.js";

const FIELDS = { id: "id", bytes: "bytes" };
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest();
/** A container as the index answers it: bytes with their 4-byte checksum, and an id. */
const container = (payload: Uint8Array, id: Uint8Array) => ({
  id: cb58Encode(id),
  bytes: `0x${Buffer.concat([payload, sha256(payload).subarray(-4)]).toString("hex")}`,
});
const header = [Uint8Array.of(1), Uint8Array.of(2, 3), new Uint8Array(32)];
const block = RLP.encode([header, [], []]);

describe("container-id", () => {
  it("accepts the sha256 of the bytes, and an EVM block's header hash", () => {
    expect(containerFailures(container(block, sha256(block)), FIELDS)).toEqual([]);
    expect(containerFailures(container(block, keccak_256(RLP.encode(header))), FIELDS)).toEqual([]);
  });

  it("refuses any other ID: the Keccak of the whole block, of another header, a header hash of bytes not RLP", () => {
    const other = [Uint8Array.of(9), ...header.slice(1)];
    const notRlp = Uint8Array.of(0xff, 0x01);
    for (const [payload, id] of [
      [block, keccak_256(block)],
      [block, keccak_256(RLP.encode(other))],
      [notRlp, keccak_256(notRlp)],
    ] as const) {
      expect(containerFailures(container(payload, id), FIELDS).map((f) => f.check)).toEqual(["container-id"]);
    }
  });
});
