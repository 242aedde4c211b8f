import { bytesToUnprefixedHex, hexToBytes } from "@ethereumjs/util";
import { sha256 } from "@noble/hashes/sha2.js";
import { describe, expect, it } from "vitest";
import { createExecutingChain } from "../executing/executing-chain.js";
import { signTransfer } from "../test-support/sign.js";
import { AcceptedIndex } from "./accepted-index.js";

describe("AcceptedIndex", () => {
  it("reads the clock only when a sync takes in blocks, and stamps them with that time", async () => {
    const chain = await createExecutingChain({ now: () => 1_750_000_000_000 });
    let reads = 0;
    const index = new AcceptedIndex(chain, () => {
      reads++;
      return 1_750_000_000_120;
    });
    for (let i = 0; i < 50; i++) index.sync(); // the network syncs after every request, most of them mine nothing
    expect(reads).toBe(0);
    await chain.mine();
    await chain.mine();
    index.sync();
    expect(reads).toBe(1);
    expect(index.containers.map((c) => [c.index, c.timestamp])).toEqual([
      ["0", "2025-06-15T15:06:40.12Z"],
      ["1", "2025-06-15T15:06:40.12Z"],
    ]);
    chain.close();
  });

  it("makes a container's bytes when they are read, once, as the block's RLP and its checksum", async () => {
    const chain = await createExecutingChain({ now: () => 1_750_000_000_000 });
    await chain.mine();
    const record = chain.block(1n);
    if (!record) throw new Error("no block 1");
    let rlpReads = 0;
    const counted = {
      ...record,
      get rlp() {
        rlpReads++;
        return record.rlp;
      },
    };
    const reader = { head: () => chain.head(), block: (at: bigint) => (at === 1n ? counted : chain.block(at)) };
    const index = new AcceptedIndex(reader as unknown as typeof chain, () => 1_750_000_000_120).sync();
    expect(rlpReads).toBe(0);
    const [container] = index.containers;
    const checksum = bytesToUnprefixedHex(sha256(hexToBytes(record.rlp)).slice(-4));
    expect(container?.bytes).toBe(`${record.rlp}${checksum}`);
    expect(JSON.parse(JSON.stringify(container))).toEqual({
      id: container?.id,
      bytes: `${record.rlp}${checksum}`,
      timestamp: "2025-06-15T15:06:40.12Z",
      encoding: "hex",
      index: "0",
    });
    expect(structuredClone(container)).toEqual(JSON.parse(JSON.stringify(container)));
    expect(rlpReads).toBe(1);
    chain.close();
  });

  it("finds each container by ID, through blocks taken back and mined again, encoding IDs when asked", async () => {
    const chain = await createExecutingChain({ now: () => 1_750_000_000_000 });
    try {
      let hashReads = 0;
      const reader = {
        head: () => chain.head(),
        block: (at: bigint) => {
          const record = chain.block(at);
          if (!record || at === 0n) return record;
          return {
            ...record,
            get hash() {
              hashReads++;
              return record.hash;
            },
          };
        },
      };
      const index = new AcceptedIndex(reader as unknown as typeof chain, () => 1_750_000_000_120);
      await chain.mine();
      const snapshot = await chain.snapshot();
      await chain.mine();
      await chain.mine();
      index.sync();
      expect(hashReads).toBe(3); // kept to notice a block taken back; not encoded into an ID
      const ids = index.containers.map((c) => c.id);
      expect(ids.map((id) => index.byId.get(id))).toEqual([0, 1, 2]);
      expect(await chain.revert(snapshot)).toBe(true);
      await chain.sendRawTransaction(await signTransfer({ nonce: 0 })); // another block 2 (an empty one is the same)
      index.sync();
      expect(index.byId.has(ids[1] ?? "")).toBe(false);
      expect(index.byId.get(ids[2] ?? "")).toBeUndefined();
      expect(index.byId.get(ids[0] ?? "")).toBe(0);
      const again = index.containers[1]?.id ?? "";
      expect(again).not.toBe(ids[1]);
      expect(index.byId.get(again)).toBe(1);
      index.clear();
      expect(index.byId.has(ids[0] ?? "")).toBe(false);
    } finally {
      chain.close();
    }
  });
});
