import { describe, expect, it } from "vitest";
import { createExecutingChain } from "../executing/executing-chain.js";
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
});
