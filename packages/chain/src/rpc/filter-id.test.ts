// Filter IDs are quantities, as geth's rpc.ID (leading zeros trimmed): an ID of odd length must poll and uninstall
// like any other (a whole-bytes decoder refused half of them).
import { afterEach, expect, it } from "vitest";
import { createExecutingChain, type ExecutingChain } from "../executing/executing-chain.js";
import { createRequest } from "./request.js";

let chain: ExecutingChain;
afterEach(() => chain?.close());

it("every filter ID is a quantity that polls, including those of odd length", async () => {
  chain = await createExecutingChain();
  const rpc = createRequest(chain);
  const lengths = new Set<number>();
  // an ID has an odd number of digits when its first nibble is zero (1 in 16): until both lengths were seen, and at
  // most 1,000 IDs (none of odd length in 1,000: once in 10^28 runs; 64 missed it in 1.6% of runs)
  for (let i = 0; i < 1000 && lengths.size < 2; i++) {
    const id = (await rpc({ method: "eth_newBlockFilter" })) as string;
    expect(id).toMatch(/^0x[1-9a-f][0-9a-f]*$/);
    lengths.add(id.length % 2);
    expect(await rpc({ method: "eth_getFilterChanges", params: [id] })).toEqual([]);
    expect(await rpc({ method: "eth_uninstallFilter", params: [id] })).toBe(true);
  }
  expect(lengths).toEqual(new Set([0, 1]));
});

it("a null ID is Go's empty rpc.ID: no filter has it", async () => {
  chain = await createExecutingChain();
  const rpc = createRequest(chain);
  expect(await rpc({ method: "eth_uninstallFilter", params: [null] })).toBe(false);
  await expect(rpc({ method: "eth_getFilterChanges", params: [null] })).rejects.toThrow("filter not found");
});
