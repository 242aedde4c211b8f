// The world model's invariants: what the node's standard methods and the Data API both read must add up.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadSpec } from "@avaspec/specs";
import { buildCatalogue } from "../catalogue.js";
import { dereference } from "@avaspec/spec-model/deref";
import { INTRINSIC_GAS, TRANSFER_TOPIC, logsBloom } from "@avaspec/chain/world";
import { defaultWorlds, worldsOf } from "./worlds.js";

const worlds = defaultWorlds("world-test");
const cChain = worlds.byChainId.get("43114")!;
const l1 = [...worlds.byChainId.values()].find((w) => !w.chain.pinned && w.chain.status === "OK")!;
const PINNED = 49_889_407;

describe("the world of a chain", () => {
  it("a block's transactions add up to the Data API's block: count, gas used, fees spent", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60_000_000 }), (n) => {
        for (const world of [cChain, l1]) {
          const block = world.blocks.block(n);
          const txs = world.txs(n);
          expect(txs).toHaveLength(block.txCount);
          expect(txs.reduce((s, tx) => s + tx.gasUsed, 0)).toBe(Number(block.gasUsed));
          expect(txs.at(-1)?.cumulativeGasUsed ?? 0).toBe(Number(block.gasUsed));
          const fees = txs.reduce((s, tx) => s + BigInt(tx.gasUsed) * tx.effectiveGasPrice, 0n);
          expect(fees).toBe(BigInt(block.feesSpent));
          for (const tx of txs) {
            expect(tx.effectiveGasPrice).toBe(BigInt(block.baseFee) + tx.maxPriorityFeePerGas);
            expect(tx.maxFeePerGas >= tx.effectiveGasPrice).toBe(true);
            expect(tx.gas >= tx.gasUsed).toBe(true);
            expect(tx.gasUsed >= INTRINSIC_GAS).toBe(true);
            if (tx.kind === "transfer")
              expect([tx.gasUsed, tx.input, tx.logs.length]).toEqual([INTRINSIC_GAS, "0x", 0]);
            else expect(tx.logs.map((l) => l.topics[0])).toEqual([TRANSFER_TOPIC]);
          }
          expect(txs.flatMap((tx) => tx.logs).map((l) => l.logIndex)).toEqual(
            txs.flatMap((tx) => tx.logs).map((_, i) => i),
          );
        }
      }),
      { numRuns: 200 },
    );
  });

  it("a transaction hash, a sender and a recipient name their transaction again (and only theirs)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60_000_000 }), (n) => {
        for (const world of [cChain, l1]) {
          for (const tx of world.txs(n)) {
            expect(world.locateTx(tx.hash)).toEqual({ blockNumber: n, index: tx.index });
            expect(world.locateTx(tx.hash.toUpperCase().replace("0X", "0x"))).toEqual({
              blockNumber: n,
              index: tx.index,
            });
            expect(world.account(tx.from)).toEqual({ kind: "sender", blockNumber: n, index: tx.index });
            if (tx.kind === "transfer")
              expect(world.account(tx.to)).toEqual({ kind: "recipient", blockNumber: n, index: tx.index });
            else expect(world.account(tx.to).kind).toBe("contract");
          }
          const other = cChain === world ? l1 : cChain;
          for (const tx of world.txs(n)) expect(other.locateTx(tx.hash)).toBeUndefined();
        }
      }),
      { numRuns: 100 },
    );
    expect(cChain.locateTx(`0x${"ab".repeat(32)}`)).toBeUndefined();
    expect(cChain.account(`0x${"ab".repeat(20)}`)).toEqual({ kind: "other" });
  });

  it("balances and nonces change exactly at the block of the account's transaction", () => {
    const n = 12_345_678;
    for (const tx of cChain.txs(n)) {
      const before = cChain.balance(tx.from, n - 1);
      const after = cChain.balance(tx.from, n);
      expect(before - after).toBe(tx.value + BigInt(tx.gasUsed) * tx.effectiveGasPrice);
      expect(after >= 0n).toBe(true);
      expect([cChain.nonce(tx.from, n - 1), cChain.nonce(tx.from, n)]).toEqual([tx.nonce, tx.nonce + 1]);
      if (tx.kind === "transfer") {
        expect([cChain.balance(tx.to, n - 1), cChain.balance(tx.to, n)]).toEqual([0n, tx.value]);
        expect(cChain.code(tx.to)).toBe("0x");
      } else expect(cChain.code(tx.to)).toMatch(/^0x6080/);
    }
  });

  it("the logs bloom holds every address and topic of the logs (and only sets bits for them)", () => {
    const txs = cChain.txs(PINNED);
    const bloom = BigInt(logsBloom(txs.flatMap((tx) => tx.logs)));
    const one = BigInt(logsBloom(txs[0]!.logs));
    expect(bloom & one).toBe(one);
    expect(logsBloom([])).toBe(`0x${"0".repeat(512)}`);
    // at most 3 bits per value (address and 3 topics)
    expect(one.toString(2).replace(/0/g, "").length).toBeLessThanOrEqual(12);
  });

  it("the spec's pinned block (C-Chain 49889407) and its transactions are the same whatever the seed", () => {
    const other = defaultWorlds("another seed").byChainId.get("43114")!;
    expect(other.header(PINNED)).toEqual(cChain.header(PINNED));
    expect(other.txs(PINNED)).toEqual(cChain.txs(PINNED));
    expect(cChain.header(PINNED).hash).toBe("0xd34becc82943e3e49048cdd3f75b80a87e44eb3aed6b87cc06867a7c3b9ee213");
    // its one transaction paid what the Data API's feesSpent says: 25 gwei base fee + 1.770585620 gwei tip
    expect(cChain.txs(PINNED).map((tx) => [tx.gasUsed, tx.effectiveGasPrice])).toEqual([[53608, 26_770_585_620n]]);
    // other blocks follow the seed
    expect(other.header(PINNED + 1).hash).not.toBe(cChain.header(PINNED + 1).hash);
  });

  it("the node's catalogue is the one built from the dereferenced documents, as the Data API builds it", () => {
    const fromDeref = buildCatalogue("world-test", dereference(loadSpec("data")), dereference(loadSpec("metrics")));
    expect(JSON.parse(JSON.stringify(worlds.catalogue.chains))).toEqual(JSON.parse(JSON.stringify(fromDeref.chains)));
    expect(worldsOf("world-test", fromDeref).of(fromDeref.chains[0]!).header(7)).toEqual(
      worlds.of(worlds.catalogue.chains[0]!).header(7),
    );
  });
});
