// SLOAD answers synchronously from the calls' state view when the view has the slot (word-opcodes.ts): the same words
// as @ethereumjs's own EVM on the Merkle state, a call's own write read back, and no getStorage promise on a hit.
import { Common, Hardfork, Mainnet } from "@ethereumjs/common";
import { createEVM } from "@ethereumjs/evm";
import { MerkleStateManager } from "@ethereumjs/statemanager";
import {
  bigIntToBytes,
  bytesToHex,
  createAccount,
  createAddressFromString,
  hexToBytes,
  setLengthLeft,
} from "@ethereumjs/util";
import { describe, expect, it, vi } from "vitest";
import { CallStateView } from "./call-state-view.js";
import { LeanEVM, loadInterpreterClass } from "./lean-evm.js";

const CONTRACT = createAddressFromString(`0x${"57".repeat(20)}`);
const CALLER = createAddressFromString("0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266");
const SLOTS = [0n, 1n, 2n ** 255n, 2n ** 256n - 1n];
const push32 = (word: bigint) => `7f${word.toString(16).padStart(64, "0")}`;
/** SLOAD of each slot to memory at 32·i; then SSTORE 9 at slot 5, SLOAD it back after them; returns the memory */
const LOADS = SLOTS.map((slot, i) => `${push32(slot)}54${push32(BigInt(32 * i))}52`).join("");
const OWN_WRITE = `6009600555600554${push32(BigInt(32 * SLOTS.length))}52`;
const CODE = hexToBytes(`0x${LOADS}${OWN_WRITE}${push32(BigInt(32 * (SLOTS.length + 1)))}6000f3`);

async function merkleState(common: Common): Promise<MerkleStateManager> {
  const state = new MerkleStateManager({ common });
  await state.putAccount(CONTRACT, createAccount({}));
  await state.putCode(CONTRACT, CODE);
  for (const [i, slot] of SLOTS.entries()) {
    await state.putStorage(CONTRACT, setLengthLeft(bigIntToBytes(slot), 32), Uint8Array.of(i + 1, 0xab));
  }
  return state;
}

describe("SLOAD on the calls' state view", () => {
  it("reads what @ethereumjs's EVM reads, and on a second call of the state awaits no getStorage", async () => {
    const common = new Common({ chain: Mainnet, hardfork: Hardfork.Cancun });
    const plain = await createEVM({ common, stateManager: await merkleState(common) });
    const view = new CallStateView(await merkleState(common), common, { maxEntries: 1000, maxCodeBytes: 100_000 });
    const lean = new LeanEVM({ common, stateManager: view }, await loadInterpreterClass());
    const opts = { caller: CALLER, to: CONTRACT, gasLimit: 200_000n };
    const expected = bytesToHex((await plain.runCall(opts)).execResult.returnValue);
    expect(expected.slice(-64)).toBe("9".padStart(64, "0"));
    const getStorage = vi.spyOn(view, "getStorage");
    const counts: number[] = [];
    for (let run = 0; run < 2; run++) {
      view.bind("one state");
      getStorage.mockClear();
      const { execResult } = await lean.runCall(opts);
      expect(execResult.exceptionError).toBeUndefined();
      expect(bytesToHex(execResult.returnValue)).toBe(expected);
      counts.push(getStorage.mock.calls.length);
    }
    // the first call's SLOADs of the four slots read the Merkle state (its own write is in hand); the second's have
    // them all, and only SSTORE's gas handler reads a value through getStorage
    expect(counts).toEqual([SLOTS.length + 1, 1]);
  });
});
