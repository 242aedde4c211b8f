// The hash behind the node's IDs (Node's own, or @noble/hashes in a browser build) and a deterministic byte stream
// for seeded data. No network, no randomness from the OS. Base58 and CB58 are @avaspec/spec-model's.
import { sha256 } from "#crypto";
import { concatBytes } from "@avaspec/chain/world";
import { readUint32be } from "./bytes.js";

export { sha256 };

/** Deterministic byte stream: sha256(seed ‖ label ‖ counter) blocks. */
export class SeededStream {
  private buffer: Uint8Array = new Uint8Array(0);
  private counter = 0;
  constructor(private readonly key: string) {}

  bytes(n: number): Uint8Array {
    while (this.buffer.length < n) {
      this.buffer = concatBytes([this.buffer, sha256(`${this.key}#${this.counter++}`)]);
    }
    const out = this.buffer.slice(0, n);
    this.buffer = this.buffer.subarray(n);
    return out;
  }

  /** Uniform-enough integer in [min, max] (inclusive), max - min < 2^32. */
  int(min: number, max: number): number {
    return min + (readUint32be(this.bytes(4)) % (max - min + 1));
  }
}
