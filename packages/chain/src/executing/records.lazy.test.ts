// A mined block's record makes the block's RLP when it is first read, not when the block is mined (records.ts).
import { createBlockFromRLP } from "@ethereumjs/block";
import { createCustomCommon, Hardfork, Mainnet } from "@ethereumjs/common";
import { RLP } from "@ethereumjs/rlp";
import { bytesToBigInt, bytesToHex, hexToBytes } from "@ethereumjs/util";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signTransfer } from "../test-support/sign.js";
import { createExecutingChain } from "./executing-chain.js";

afterEach(() => vi.restoreAllMocks());

describe("a block's record", () => {
  it("makes the block's RLP on its first read, once, and shows it to JSON and structured clones", async () => {
    const chain = await createExecutingChain({ now: () => 1_750_000_000_000 });
    try {
      const encode = vi.spyOn(RLP, "encode");
      const hash = await chain.sendRawTransaction(await signTransfer({ nonce: 0 }));
      const record = chain.block(1n);
      expect(record?.transactions).toEqual([hash]);
      // the parent's RLP is made when it stops being the head (kept-blocks.ts); the new head's is not
      // a block's RLP: [header fields, transactions, uncles, …], the header's number its ninth field
      const serializedOf = (n: bigint) =>
        encode.mock.calls.filter(
          ([input]) =>
            Array.isArray(input) && Array.isArray(input[0]) && bytesToBigInt(input[0][8] as Uint8Array) === n,
        ).length;
      expect(serializedOf(1n)).toBe(0);
      const rlp = record?.rlp ?? "0x";
      expect(record?.rlp).toBe(rlp);
      expect(serializedOf(1n)).toBe(1);
      await chain.sendRawTransaction(await signTransfer({ nonce: 1 }));
      expect(serializedOf(1n)).toBe(1); // no longer the head: the RLP made for the record is the one kept
      const common = createCustomCommon({ chainId: 43112 }, Mainnet, { hardfork: Hardfork.Cancun });
      const block = createBlockFromRLP(hexToBytes(rlp), { common, skipConsensusFormatValidation: true });
      expect(bytesToHex(block.hash())).toBe(record?.hash);
      expect(block.transactions.map((tx) => bytesToHex(tx.hash()))).toEqual([hash]);
      expect(JSON.parse(JSON.stringify(record, (_, v) => (typeof v === "bigint" ? String(v) : v))).rlp).toBe(rlp);
      expect(structuredClone(record)?.rlp).toBe(rlp);
    } finally {
      chain.close();
    }
  });
});
