// The journal's warm-slot checks on flat keys (flat-key-journal.ts) answer as @ethereumjs's and make their keys flat.
import { Common, Mainnet } from "@ethereumjs/common";
import { EVM } from "@ethereumjs/evm";
import { SimpleStateManager } from "@ethereumjs/statemanager";
import { describe, expect, it, vi } from "vitest";
import { seeded } from "../test-support/seeded.js";
import { keyWarmSlotsFlat } from "./flat-key-journal.js";
import { LeanEVM, loadInterpreterClass } from "./lean-evm.js";

const flatKeys = vi.hoisted(() => ({ made: 0 }));
vi.mock("./flat-hex.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("./flat-hex.js")>();
  return {
    ...original,
    bytesToFlatUnprefixedHex: (bytes: Uint8Array) => {
      flatKeys.made++;
      return original.bytesToFlatUnprefixedHex(bytes);
    },
  };
});

const journalOf = () =>
  new EVM({ common: new Common({ chain: Mainnet }), stateManager: new SimpleStateManager() }).journal;
const ADDRESSES = [1, 2, 3].map((n) => new Uint8Array(20).fill(n));
const SLOTS = [0, 1, 0xab].map((n) => new Uint8Array(32).fill(n, 31));
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");

describe("the journal's warm slots on flat keys", () => {
  it("answer as @ethereumjs's through warming, nested checkpoints, always-warm slots and an access list", async () => {
    for (let seed = 1; seed <= 20; seed++) {
      const random = seeded(seed);
      const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)] as T;
      const [ours, theirs] = [journalOf(), journalOf()];
      keyWarmSlotsFlat(ours);
      let depth = 0;
      const alwaysWarm = pick(ADDRESSES);
      for (const journal of [ours, theirs]) {
        if (seed % 2 === 0) journal.startReportingAccessList();
        journal.addAlwaysWarmAddress(hex(alwaysWarm), true);
        journal.addAlwaysWarmSlot(hex(alwaysWarm), hex(SLOTS[2] as Uint8Array), true);
      }
      for (let step = 0; step < 100; step++) {
        const [address, slot, roll] = [pick(ADDRESSES), pick(SLOTS), random()];
        const action =
          roll < 0.5
            ? "warm"
            : roll < 0.65
              ? "checkpoint"
              : roll < 0.8 && depth > 0
                ? "commit"
                : depth > 0
                  ? "revert"
                  : "";
        for (const journal of [ours, theirs]) {
          if (action === "warm") journal.addWarmedStorage(address, slot);
          else if (action === "checkpoint") await journal.checkpoint();
          else if (action === "commit") await journal.commit();
          else if (action === "revert") await journal.revert();
        }
        depth += action === "checkpoint" ? 1 : action === "commit" || action === "revert" ? -1 : 0;
        for (const a of ADDRESSES) {
          for (const s of SLOTS) expect(ours.isWarmedStorage(a, s)).toBe(theirs.isWarmedStorage(a, s));
          expect(ours.isWarmedAddress(a)).toBe(theirs.isWarmedAddress(a));
        }
      }
      expect(ours.accessList).toEqual(theirs.accessList);
    }
  });

  it("key a check and a warming with flat strings (the address and the slot)", () => {
    const journal = journalOf();
    keyWarmSlotsFlat(journal);
    const [address, slot] = [ADDRESSES[0] as Uint8Array, SLOTS[1] as Uint8Array];
    flatKeys.made = 0;
    journal.addWarmedStorage(address, slot);
    expect(journal.isWarmedStorage(address, slot)).toBe(true);
    expect(flatKeys.made).toBe(4);
  });

  it("are the chain's EVM's", async () => {
    const evm = new LeanEVM(
      { common: new Common({ chain: Mainnet }), stateManager: new SimpleStateManager() },
      await loadInterpreterClass(),
    );
    flatKeys.made = 0;
    expect(evm.journal.isWarmedStorage(ADDRESSES[0] as Uint8Array, SLOTS[0] as Uint8Array)).toBe(false);
    expect(flatKeys.made).toBe(1); // the address, not warm: the slot's key is not made
  });
});
