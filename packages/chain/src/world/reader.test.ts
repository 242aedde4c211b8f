// The generated world read as a ChainReader: the head follows the clock, blocks, transactions, receipts and logs
// agree with each other and with the world, and what needs an EVM or a block past the head is refused.
import { RLP } from "@ethereumjs/rlp";
import { bytesToHex } from "@noble/hashes/utils.js";
import { describe, expect, it } from "vitest";
import type { Hex } from "../chain.js";
import { ChainError } from "../errors.js";
import { GeneratedChain, MAX_LOG_BLOCKS } from "./reader.js";
import { ChainWorld, TRANSFER_TOPIC } from "./world.js";

const GENESIS = 1_700_000_000;
const L1 = {
  chainId: "99999",
  evmChainId: 99999,
  genesis: GENESIS,
  scale: 1,
  blockTime: 2,
  gasLimit: 15_000_000,
  minBaseFee: 25_000_000_000,
};
const world = new ChainWorld("reader-test", L1);
let nowMs = (GENESIS + 86_400) * 1000;
const chain = new GeneratedChain(world, { now: () => nowMs });

/** The first block at or below the head with a contract call (a log) in it. */
function blockWithLogs(): bigint {
  for (let n = chain.head().number; n > 0n; n--) if (world.txs(Number(n)).some((tx) => tx.logs.length)) return n;
  throw new Error("no block with logs");
}

describe("the generated world as a ChainReader", () => {
  it("the head is the world's newest block at the clock's second, and moves with it", () => {
    const head = chain.head();
    expect(head.number).toBe(BigInt(world.head(nowMs / 1000)));
    expect(head.timestamp <= BigInt(nowMs / 1000)).toBe(true);
    expect(chain.block(head.number + 1n)).toBeUndefined();
    nowMs += 60_000;
    expect(chain.head().number > head.number).toBe(true);
    expect(chain.block(head.number + 1n)?.parentHash).toBe(head.hash);
  });

  it("blocks by number, tag and hash are the world's, its numbers as bigint", () => {
    const n = blockWithLogs();
    const block = chain.block(n)!;
    const header = world.header(Number(n));
    expect(block.hash).toBe(header.hash);
    expect(block.gasUsed).toBe(BigInt(header.gasUsed));
    expect(block.baseFeePerGas).toBe(header.baseFee);
    expect(block.transactions).toEqual(world.txHashes(Number(n)));
    expect(chain.block({ hash: block.hash })).toEqual(block);
    expect(chain.block("earliest")?.number).toBe(0n);
    expect(chain.block("finalized")).toEqual(chain.head());
    expect(chain.block({ hash: `0x${"ab".repeat(32)}` })).toBeUndefined();
  });

  it("a block's RLP is a London header of its fields", () => {
    const block = chain.block(blockWithLogs())!;
    const fields = RLP.decode(block.rlp) as Uint8Array[];
    expect(fields).toHaveLength(16);
    const hex = (b: Uint8Array) => `0x${bytesToHex(b)}`;
    expect(hex(fields[0]!)).toBe(block.parentHash);
    expect(hex(fields[3]!)).toBe(block.stateRoot);
    expect(hex(fields[6]!)).toBe(block.logsBloom);
    expect(BigInt(hex(fields[8]!))).toBe(block.number);
    expect(BigInt(hex(fields[10]!))).toBe(block.gasUsed);
    expect(BigInt(hex(fields[15]!))).toBe(block.baseFeePerGas);
  });

  it("transactions and receipts add up to their block", () => {
    const block = chain.block(blockWithLogs())!;
    const receipts = block.transactions.map((hash) => chain.receipt(hash)!);
    expect(receipts.reduce((sum, r) => sum + r.gasUsed, 0n)).toBe(block.gasUsed);
    expect(receipts.at(-1)!.cumulativeGasUsed).toBe(block.gasUsed);
    for (const [i, hash] of block.transactions.entries()) {
      const tx = chain.transaction(hash)!;
      expect(tx).toMatchObject({ hash, blockHash: block.hash, blockNumber: block.number, transactionIndex: i });
      expect(tx.chainId).toBe(99999n);
      expect(tx.gasPrice).toBe(receipts[i]!.effectiveGasPrice);
    }
  });

  it("a transaction of a block past the head, or no transaction at all, is not found", () => {
    const future = Number(chain.head().number) + 50;
    const hash = world.txHashes(future)[0] ?? world.txHashes(future + 1)[0];
    expect(hash).toBeDefined();
    expect(world.locateTx(hash!)).toBeDefined();
    expect(chain.transaction(hash as Hex)).toBeUndefined();
    expect(chain.receipt(hash as Hex)).toBeUndefined();
    expect(chain.transaction(`0x${"12".repeat(32)}`)).toBeUndefined();
  });

  it("logs match their receipts, by topic and by block hash", () => {
    const n = blockWithLogs();
    const block = chain.block(n)!;
    const fromReceipts = block.transactions.flatMap((hash) => chain.receipt(hash)!.logs);
    expect(fromReceipts.length).toBeGreaterThan(0);
    expect(chain.logs({ fromBlock: n, toBlock: n })).toEqual(fromReceipts);
    expect(chain.logs({ blockHash: block.hash, topics: [TRANSFER_TOPIC as Hex] })).toEqual(fromReceipts);
    expect(chain.logs({ blockHash: block.hash, topics: [`0x${"00".repeat(32)}`] })).toEqual([]);
    expect(chain.logs({ fromBlock: n, toBlock: n, address: [`0x${"00".repeat(20)}`] })).toEqual([]);
  });

  it("refuses a log range past its bound and an unknown block hash", () => {
    const head = chain.head().number;
    expect(() => chain.logs({ fromBlock: head - BigInt(MAX_LOG_BLOCKS), toBlock: head })).toThrow(
      `block range too large: ${MAX_LOG_BLOCKS + 1} blocks, limit ${MAX_LOG_BLOCKS}`,
    );
    expect(chain.logs({ fromBlock: head - BigInt(MAX_LOG_BLOCKS - 1), toBlock: head })).toBeInstanceOf(Array);
    expect(() => chain.logs({ blockHash: `0x${"ab".repeat(32)}` })).toThrow("unknown block");
  });

  it("accounts: a sender's balance and nonce before and after its transaction; no state past the head", async () => {
    const n = blockWithLogs();
    const tx = chain.transaction(chain.block(n)!.transactions[0]!)!;
    const receipt = chain.receipt(tx.hash)!;
    const before = await chain.balance(tx.from, n - 1n);
    const after = await chain.balance(tx.from, n);
    expect(before - after).toBe(tx.value + receipt.gasUsed * receipt.effectiveGasPrice);
    expect((await chain.nonce(tx.from, n)) - (await chain.nonce(tx.from, n - 1n))).toBe(1n);
    expect(await chain.code(tx.from)).toBe("0x");
    await expect(chain.balance(tx.from, chain.head().number + 1n)).rejects.toThrow("header not found");
    await expect(chain.storageAt(tx.from, "0x0", { hash: `0x${"ab".repeat(32)}` })).rejects.toThrow("header not found");
  });

  it("refuses eth_call and eth_estimateGas: nothing executes (DEVIATIONS N14)", async () => {
    const request = { to: `0x${"11".repeat(20)}` as Hex, data: "0x" as Hex };
    const call = chain.call(request).catch((error: unknown) => error);
    const estimate = chain.estimateGas(request).catch((error: unknown) => error);
    expect(await call).toBeInstanceOf(ChainError);
    expect(await call).toMatchObject({
      code: -32000,
      message: "avaspec-mock does not execute contract code: eth_call",
    });
    expect(await estimate).toMatchObject({ message: "avaspec-mock does not execute contract code: eth_estimateGas" });
  });
});
