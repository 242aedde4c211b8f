// The EVM journal's warm-slot checks (EIP-2929: every SLOAD and SSTORE asks, the first marks) keyed as before, the
// address's and the slot's unprefixed hex, with flat strings: @ethereumjs 10.1.3 makes them with noble's
// `bytesToHex`, a rope of one string a byte (DESIGN.md, "Speed, session 9: transfers"). Same maps, same entries.
import type { EVM } from "@ethereumjs/evm";
import { bytesToFlatUnprefixedHex as flatKey } from "./flat-hex.js";

type Journal = EVM["journal"];

/** the journal's private fields these read and write (@ethereumjs/evm 10.1.3's Journal) */
interface WarmMaps {
  journal: Map<string, Set<string>>;
  alwaysWarmJournal: Map<string, Set<string>>;
  /** per checkpoint: [height, [addresses warmed, slots warmed by address, touched]] */
  journalDiff: [number, [Set<string>, Map<string, Set<string>>, Set<string>]][];
}

/** Replaces `journal`'s isWarmedStorage and addWarmedStorage with the same steps on flat keys. */
export function keyWarmSlotsFlat(journal: Journal): void {
  const maps = journal as unknown as WarmMaps;
  const isWarmedStorage = (address: Uint8Array, slot: Uint8Array): boolean => {
    const addressHex = flatKey(address);
    const slots = maps.journal.get(addressHex);
    const alwaysWarm = maps.alwaysWarmJournal.get(addressHex);
    if (slots === undefined && alwaysWarm === undefined) return false;
    const slotHex = flatKey(slot);
    return slots?.has(slotHex) === true || alwaysWarm?.has(slotHex) === true;
  };
  const addWarmedStorage = (address: Uint8Array, slot: Uint8Array): void => {
    const addressHex = flatKey(address);
    let slots = maps.journal.get(addressHex);
    if (slots === undefined) {
      journal.addWarmedAddress(address);
      slots = maps.journal.get(addressHex) as Set<string>;
    }
    const slotHex = flatKey(slot);
    if (!slots.has(slotHex)) {
      slots.add(slotHex);
      const warmedByAddress = (maps.journalDiff[maps.journalDiff.length - 1] as WarmMaps["journalDiff"][number])[1][1];
      let warmed = warmedByAddress.get(addressHex);
      if (warmed === undefined) {
        warmed = new Set();
        warmedByAddress.set(addressHex, warmed);
      }
      warmed.add(slotHex);
    }
    if (journal.accessList !== undefined) (journal.accessList.get(addressHex) as Set<string>).add(slotHex);
  };
  Object.assign(journal, { isWarmedStorage, addWarmedStorage });
}
