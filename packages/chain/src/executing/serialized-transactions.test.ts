// A transaction sent raw is mined with its raw bytes as its serialization (serialized-transactions.ts), only when they
// are: the block's transactions root is the one @ethereumjs computes from `serialize()`.
import { Block, createBlockFromRLP, createBlockHeader } from "@ethereumjs/block";
import { createCustomCommon, Hardfork, Mainnet } from "@ethereumjs/common";
import { createTxFromRLP, FeeMarket1559Tx } from "@ethereumjs/tx";
import { bytesToHex, hexToBytes } from "@ethereumjs/util";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signTransfer } from "../test-support/sign.js";
import { createExecutingChain } from "./executing-chain.js";
import { blockRlpOf, keepRawIfSerialization, serializationOf } from "./serialized-transactions.js";

const common = createCustomCommon({ chainId: 43112 }, Mainnet, { hardfork: Hardfork.Cancun });

afterEach(() => vi.restoreAllMocks());

describe("a transaction's serialization", () => {
  it("is made once for a transfer sent raw and mined, and the block's transactions root is @ethereumjs's", async () => {
    const chain = await createExecutingChain({ now: () => 1_750_000_000_000 });
    try {
      const raws = [await signTransfer({ nonce: 0 }), await signTransfer({ nonce: 1 })];
      const serialize = vi.spyOn(FeeMarket1559Tx.prototype, "serialize");
      for (const raw of raws) await chain.sendRawTransaction(raw);
      expect(serialize).toHaveBeenCalledTimes(2); // each transaction's hash at admission, none for the root
      serialize.mockRestore();
      for (const n of [1n, 2n]) {
        const record = chain.block(n);
        const block = createBlockFromRLP(hexToBytes(record?.rlp ?? "0x"), {
          common,
          skipConsensusFormatValidation: true,
        });
        expect(await block.transactionsTrieIsValid()).toBe(true);
        expect(bytesToHex(block.transactions[0]?.serialize() ?? new Uint8Array())).toBe(raws[Number(n) - 1]);
      }
    } finally {
      chain.close();
    }
  });

  it("keeps raw bytes only when they are the transaction's serialization", async () => {
    const [first, second] = [await signTransfer({ nonce: 0 }), await signTransfer({ nonce: 1 })];
    const tx = createTxFromRLP(hexToBytes(first), { common });
    keepRawIfSerialization(tx, hexToBytes(second), keccak_256); // another transaction's bytes: refused
    const serialize = vi.spyOn(FeeMarket1559Tx.prototype, "serialize");
    expect(bytesToHex(serializationOf(tx))).toBe(first);
    expect(serialize).toHaveBeenCalledTimes(1);
    const kept = createTxFromRLP(hexToBytes(first), { common });
    const raw = hexToBytes(first);
    keepRawIfSerialization(kept, raw, keccak_256);
    expect(serializationOf(kept)).toBe(raw);
  });

  it("of a kept block: Block.serialize()'s RLP, typed transactions' raw bytes, legacy ones as lists", async () => {
    const typed = await signTransfer({ nonce: 0 });
    const legacy = await signTransfer({
      nonce: 1,
      type: "legacy",
      gasPrice: 10n ** 11n,
      maxFeePerGas: undefined,
      maxPriorityFeePerGas: undefined,
    });
    const transactions = [typed, legacy].map((raw) => {
      const tx = createTxFromRLP(hexToBytes(raw), { common });
      keepRawIfSerialization(tx, hexToBytes(raw), keccak_256);
      return tx;
    });
    const header = { number: 1n, gasLimit: 8_000_000n, baseFeePerGas: 25n * 10n ** 9n, timestamp: 1_750_000_000n };
    // the constructor keeps the transaction objects given (createBlock makes new ones from their data)
    const block = new Block(createBlockHeader(header, { common }), transactions, [], [], { common });
    const serialize = vi.spyOn(FeeMarket1559Tx.prototype, "serialize");
    const rlp = blockRlpOf(block);
    expect(serialize).not.toHaveBeenCalled();
    serialize.mockRestore();
    expect(bytesToHex(rlp)).toBe(bytesToHex(block.serialize()));
    const decoded = createBlockFromRLP(rlp, { common });
    expect(decoded.transactions.map((tx) => bytesToHex(tx.serialize()))).toEqual([typed, legacy]);
  });
});
